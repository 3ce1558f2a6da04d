import { fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getMap, HOLDING_BOX_MP, RAILROAD_MP, RIVER_HEXSIDE_MP, TERRAIN_DEFENCE, TERRAIN_MP, type Terrain } from '../../engine';
import { setLanguage } from '../i18n';
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

  it("8.6, 8.9: a row for every terrain of the engine's table, its swatch in TerrainLayer's pattern and colour, its MP cost and defence", () => {
    const { container } = openKey();
    const terrains = Object.keys(TERRAIN_MP) as Terrain[];
    for (const terrain of terrains) {
      const row = container.querySelector(`[data-key-item="terrain-${terrain}"]`)!;
      expect(row, terrain).not.toBeNull();
      expect(row.querySelector('rect')!.getAttribute('fill')).toBe(`url(#${terrainPatternId(terrain)}) ${TERRAIN_FILL[terrain]}`);
      const mp = TERRAIN_MP[terrain];
      expect(row.textContent).toContain(mp === null ? 'no land movement' : `${mp} MP · defence +${TERRAIN_DEFENCE[terrain]}`);
    }
    expect(container.querySelectorAll('[data-key-item^="terrain-"]')).toHaveLength(terrains.length);
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
