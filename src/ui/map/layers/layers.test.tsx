import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMap } from '../../../engine/map/getMap';
import { createHexGeometry } from '../hexGeometry';
import { HoldingBoxLayer, NavalAreaLayer, RailroadLayer, RiverLayer, TerrainLayer, TownLabelLayer, TownLayer } from './index';
import { NUMERAL_CLEARANCE, NUMERAL_TOWN_CLEARANCE } from './NavalAreaLayer';
import { distance } from '../../../engine/hex';

function drawMap() {
  const map = getMap();
  const geometry = createHexGeometry(20);
  const view = render(
    <svg>
      <TerrainLayer map={map} geometry={geometry} />
      <RiverLayer map={map} geometry={geometry} />
      <RailroadLayer map={map} geometry={geometry} />
      <NavalAreaLayer map={map} geometry={geometry} />
      <TownLayer map={map} geometry={geometry} />
      <HoldingBoxLayer map={map} geometry={geometry} />
      <TownLabelLayer map={map} geometry={geometry} />
    </svg>,
  );
  return { map, ...view };
}

describe('map layers', () => {
  it('draws every hex with its terrain pattern, sea in blue: one path a terrain', () => {
    const { map, container } = drawMap();
    const terrains = new Set(Object.values(map.hexes).map((h) => h.terrain));
    expect(container.querySelectorAll('[data-layer="terrain"] path[data-terrain]')).toHaveLength(terrains.size);
    expect(container.querySelector('[data-layer="terrain"] polygon')).toBeNull();
    const sea = container.querySelector('[data-layer="terrain"] path[data-terrain="sea"]');
    expect(sea?.getAttribute('fill')).toBe('url(#wotp-terrain-sea)');
    expect(sea?.getAttribute('d')).toContain(`M${createHexGeometry(20).polygon('1201').replaceAll(' ', 'L')}Z`);
    expect(container.querySelector('#wotp-terrain-mountain')).not.toBeNull();
    expect(container.querySelectorAll('[data-layer="impassable"] line')).toHaveLength(map.impassable.length);
  });

  it("5.1: Arica's label and its yellow 2-VP circle are drawn, with port anchor and fort", () => {
    const { getByText, container } = drawMap();
    expect(getByText('Arica')).toBeTruthy();
    const arica = container.querySelector('[data-town="Arica"]')!;
    expect(container.querySelector('[data-town-label="Arica"] .vp-circle')?.getAttribute('aria-label')).toBe('Arica: 2 VP');
    expect(arica.querySelector('.port-anchor')).not.toBeNull();
    expect(arica.querySelector('.fort-mark')).not.toBeNull();
  });

  it('draws one line per river hexside and per railroad link', () => {
    const { map, container } = drawMap();
    expect(container.querySelectorAll('[data-layer="rivers"] line')).toHaveLength(map.rivers.length);
    expect(container.querySelectorAll('[data-layer="railroads"] [data-link]')).toHaveLength(map.railroads.length);
  });

  it('2.2: the naval areas carry their roman numerals I–XIII and dotted boundaries', () => {
    const { container } = drawMap();
    const numerals = [...container.querySelectorAll('.naval-area-numeral')].map((n) => n.textContent);
    expect(numerals).toHaveLength(13);
    expect(numerals).toContain('VI');
    expect(container.querySelectorAll('[data-layer="naval-areas"] line').length).toBeGreaterThan(10);
  });

  it('2.2: each numeral lies in its own area, in open water off the coast\'s towns (III lay on Pisagua, II on Mejillones)', () => {
    const { map, container } = drawMap();
    const land = Object.keys(map.hexes).filter((id) => map.hexes[id]!.terrain !== 'sea');
    const off = (hex: string) => Math.min(...land.map((l) => distance(hex, l)));
    for (const el of container.querySelectorAll('.naval-area-numeral')) {
      const hex = el.getAttribute('data-numeral-hex')!;
      const area = el.getAttribute('data-area')!;
      expect(map.hexes[hex]!.seaArea, area).toBe(area);
      const best = Math.max(...Object.keys(map.hexes).filter((id) => map.hexes[id]!.seaArea === area).map(off));
      expect(off(hex), area).toBeGreaterThanOrEqual(Math.min(NUMERAL_CLEARANCE, best));
      // Not on a coastal town's name, drawn a hex out to sea from it (where the area allows one so far).
      const towns = Object.keys(map.hexes).filter((id) => map.hexes[id]!.town);
      const fromTowns = (h: string) => Math.min(...towns.map((t) => distance(h, t)));
      const open = Object.keys(map.hexes).filter((id) => map.hexes[id]!.seaArea === area && off(id) >= Math.min(NUMERAL_CLEARANCE, best));
      expect(fromTowns(hex), area).toBeGreaterThanOrEqual(Math.min(NUMERAL_TOWN_CLEARANCE, Math.max(...open.map(fromTowns))));
    }
    // The coastal strips that had their numeral on a town: III on Pisagua (3217), II on Mejillones.
    for (const area of ['II', 'III']) {
      const hex = container.querySelector(`.naval-area-numeral[data-area="${area}"]`)!.getAttribute('data-numeral-hex')!;
      expect(Math.min(...Object.keys(map.hexes).filter((id) => map.hexes[id]!.town).map((t) => distance(hex, t))), area).toBeGreaterThanOrEqual(2);
    }
  });

  it('2.4, 8.6: the Chile Holding Box is linked to 3130, 3231 and area I', () => {
    const { getByText, container } = drawMap();
    expect(getByText('Chile Holding Box')).toBeTruthy();
    expect(container.querySelector('[data-entry="3130"]')).not.toBeNull();
    expect(container.querySelector('[data-entry="3231"]')).not.toBeNull();
    expect(container.querySelector('[data-sea-link="I"]')).not.toBeNull();
  });
});
