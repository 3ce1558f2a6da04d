import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../engine';
import { DEFAULT_PLAN } from './plan';
import { garrisonWanted } from './targets';
import { readBoard } from './world';

describe("the heuristic's plan", () => {
  it('caps the Bolivian garrisons of La Paz (2) and Oruro (1) so the Bolivian army marches', () => {
    // Threat is counted per objective: with Chile's whole army "within reach" of La Paz, the cap is what lets the rest go.
    const state = newGame({ seed: 2 });
    const board = readBoard(viewFor(state, 'allied'), 'allied');
    const near = { ...board, at: new Map(board.at).set('3514', { chile: { units: Object.keys(state.units).filter((u) => u.startsWith('cl-')).slice(0, 6), columns: [] }, allied: { units: [], columns: [] } }) };
    expect(garrisonWanted(near, '3513')).toBeLessThanOrEqual(DEFAULT_PLAN.alliedMaxGarrisonAt['3513']!);
    expect(garrisonWanted(near, '3616')).toBeLessThanOrEqual(1);
    expect(garrisonWanted(near, '3513')).toBeGreaterThanOrEqual(1);
  });
});
