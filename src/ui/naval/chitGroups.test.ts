import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { chitGroups } from './chitGroups';

/** Turn 4, Chile's Administrative Phase: Cochrane and Blanco Encalada blockade Iquique (3218), where Huáscar lies in port; Unión alone at Arica. */
const blockade = () =>
  navalPosition({
    turn: 4,
    side: 'chile',
    phase: 'administrative',
    ships: { 'cl-ship-cochrane': shipAt('3218'), 'cl-ship-blanco-encalada': shipAt('3218'), 'pe-ship-huascar': shipAt('3218'), 'pe-ship-union': shipAt('3116') },
    control: { '3218': 'allied' },
    nadc: {
      chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 4 }],
      allied: [
        { ship: 'pe-ship-huascar', area: 'VI', forTurn: 4 },
        { ship: 'pe-ship-union', area: 'VI', forTurn: 4 },
      ],
    },
  });

describe('NADC chits on the map, beside their stacks (4.1 I)', () => {
  it("7.6 in a hex both sides share, each side's chit is on its own stack's side: Chile's at the left, the Allies' at the right", () => {
    for (const viewer of ['chile', 'allied'] as const) {
      const corners = Object.fromEntries(chitGroups(viewFor(blockade(), viewer), []).map((g) => [`${g.side}@${g.hex}`, `${g.corner}${g.slot}`]));
      expect(corners).toEqual({ 'chile@3218': 'left0', 'allied@3218': 'right0', 'allied@3116': 'left0' });
    }
  });
});
