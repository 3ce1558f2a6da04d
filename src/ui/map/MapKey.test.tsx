import { act, fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getMap, HOLDING_BOX_MP, RAILROAD_MP, RIVER_HEXSIDE_MP, TERRAIN_DEFENCE, TERRAIN_MP, type Terrain } from '../../engine';
import { setLanguage } from '../i18n';
import { useRecapStore } from '../recap/recapStore';
import { TERRAIN_FILL } from './layers/mapColours';
import { terrainPatternId } from './layers/TerrainLayer';
import { MapKey } from './MapKey';

const openKey = () => {
  const view = render(<MapKey map={getMap()} />);
  const toggle = view.getByRole('button');
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return view;
};

describe('the map key (issue 18)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("8.6, 8.9: a row for every terrain of the engine's table that the map has, its swatch in TerrainLayer's pattern and colour, its MP cost and defence", () => {
    const { container } = openKey();
    const terrains = (Object.keys(TERRAIN_MP) as Terrain[]).filter((t) => t !== 'clear');
    for (const terrain of terrains) {
      const row = container.querySelector(`[data-key-item="terrain-${terrain}"]`)!;
      expect(row, terrain).not.toBeNull();
      expect(row.querySelector('rect')!.getAttribute('fill')).toBe(`url(#${terrainPatternId(terrain)}) ${TERRAIN_FILL[terrain]}`);
      const mp = TERRAIN_MP[terrain];
      expect(row.textContent).toContain(mp === null ? 'no land movement' : `${mp} MP · defence +${TERRAIN_DEFENCE[terrain]}`);
    }
    expect(container.querySelectorAll('[data-key-item^="terrain-"]')).toHaveLength(terrains.length);
  });

  it('8.6 clear terrain is in the key only on the map of the rules option "Open terrain" (the chart has none: rules note 8.6)', () => {
    const { container } = openKey();
    expect(container.querySelector('[data-key-item="terrain-clear"]')).toBeNull();
    const open = render(<MapKey map={getMap({ openTerrain: true })} />);
    expect(open.container.querySelector('[data-key-item="terrain-clear"]')?.textContent).toContain('1 MP · defence +0');
  });

  it('names river and railroad hexsides, impassable hexsides, port, fort, VP, naval areas and the Holding Box, with their costs', () => {
    const { container } = openKey();
    const text = (id: string) => container.querySelector(`[data-key-item="${id}"]`)?.textContent ?? '';
    expect(text('river')).toContain(`+${RIVER_HEXSIDE_MP} MP to cross, defence +1`);
    expect(text('railroad')).toContain(`${RAILROAD_MP} MP a hex`);
    expect(text('impassable')).toContain('Impassable');
    expect(text('port')).toContain('Port (2.4)');
    expect(text('fort')).toContain('defence +3');
    expect(text('vp')).toContain('Victory Points');
    expect(text('naval-area')).toContain('Naval area');
    expect(text('holding-box')).toContain(`${HOLDING_BOX_MP} MP via 3130 / 3231`);
  });

  it('folds and unfolds, and remembers the choice', () => {
    const first = openKey();
    expect(first.container.querySelector('.map-key-list')).not.toBeNull();
    fireEvent.click(first.getByRole('button'));
    expect(first.container.querySelector('.map-key-list')).toBeNull();
    first.unmount();
    const again = render(<MapKey map={getMap()} />);
    expect(again.getByRole('button').getAttribute('aria-expanded')).toBe('false');
  });

  it("issue 19: while a recap is shown, its marks are drawn as the map draws them and named — a march and a voyage with their arrowheads, a landing, a battle with its losses, a naval battle, an interception; none without a recap", () => {
    act(() => useRecapStore.getState().close());
    const without = openKey();
    expect(without.container.querySelector('[data-key-item^="recap"]')).toBeNull();
    without.unmount();
    act(() => useRecapStore.getState().show({ kind: 'since', from: 0, to: 1 }));
    try {
      const { container } = openKey();
      const row = (id: string) => container.querySelector(`[data-key-item="${id}"]`)!;
      // RecapLayer's own marks (RecapMarks), coloured by recap.css under .recap-layer.
      const march = row('recap-march').querySelectorAll('.recap-layer polyline.recap-path:not(.naval)');
      expect([...march].map((l) => l.getAttribute('class'))).toEqual(['recap-path side-chile', 'recap-path side-allied']);
      for (const line of march) expect(row('recap-march').querySelector(`marker${line.getAttribute('marker-end')!.slice(4, -1)}`)).not.toBeNull();
      expect(row('recap-march').textContent).toContain("in its side's colour");
      expect(row('recap-voyage').querySelector('.recap-layer polyline.recap-path.naval')).not.toBeNull();
      expect(row('recap-landing').querySelector('.recap-layer rect.recap-mark.landing')).not.toBeNull();
      expect(row('recap-battle').querySelector('.recap-layer polygon.recap-mark.battle')).not.toBeNull();
      expect(row('recap-battle').textContent).toContain('"−1 / −2" beside it: steps lost by Chile (blue) / by the Allies (red)');
      expect(row('recap-naval-battle').querySelector('.recap-layer polygon.recap-mark.naval-battle')).not.toBeNull();
      expect(row('recap-naval-battle').textContent).toContain('ships sunk');
      expect(row('recap-interception').querySelector('.recap-layer circle.recap-mark.interception')).not.toBeNull();
      expect(row('recap').textContent).toBe('The recap on the map');
      // First in the key while a recap is shown (below the map's symbols it was cut off: table QA round 3).
      expect(container.querySelector('.map-key-list > li')!.getAttribute('data-key-item')).toBe('recap');
    } finally {
      act(() => useRecapStore.getState().close());
    }
  });

  it('names the recap\'s marks in Spanish', () => {
    setLanguage('es');
    act(() => useRecapStore.getState().show({ kind: 'since', from: 0, to: 1 }));
    try {
      const { container } = openKey();
      expect(container.querySelector('[data-key-item="recap-battle"]')?.textContent).toContain('pasos perdidos por Chile (azul) / por los Aliados (rojo)');
      expect(container.querySelector('[data-key-item="recap-voyage"]')?.textContent).toBe('Navegación de una flota (a trazos)');
    } finally {
      act(() => useRecapStore.getState().close());
      setLanguage('en');
    }
  });

  it('speaks Spanish', () => {
    setLanguage('es');
    try {
      const { container } = openKey();
      expect(container.querySelector('[data-key-item="terrain-mountain"]')?.textContent).toMatch(/Montaña.*PM · defensa \+/);
    } finally {
      setLanguage('en');
    }
  });
});
