import { describe, expect, it } from 'vitest';
import { getMap, legalActions, viewFor } from '../../engine';
import { columnAt, navalPosition, shipAt } from '../../engine/naval/testKit';
import { withStacks } from '../../engine/naval/stacks';
import { shownStack } from './shownStack';

describe('the stack whose moves the map shows (7.2)', () => {
  // Chile's Naval Movement Phase: Cochrane at Antofagasta and O'Higgins with Chacabuco in the Holding Box, each stack with an NADC and provisions.
  const state = withStacks(
    navalPosition({
      turn: 4,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('3123'), 'cl-ship-ohiggins': shipAt('box'), 'cl-ship-chacabuco': shipAt('box') },
      supply: { 'sc-1': columnAt('chile', '3123'), 'sc-2': columnAt('chile', 'box') },
      control: { '3123': 'chile' },
      nadc: { chile: ['cl-ship-cochrane', 'cl-ship-ohiggins', 'cl-ship-chacabuco'].map((ship) => ({ ship, area: 'III', forTurn: 4 })), allied: [] },
    }),
    getMap(),
  );
  const view = viewFor(state, 'chile');
  const legal = legalActions(state);
  const boxStack = state.naval.stacks.find((s) => s.ships.includes('cl-ship-ohiggins'))!;
  const first = shownStack(view, legal, null)!;

  it('with nothing picked, the first stack waiting', () => {
    expect(first.id).not.toBe(boxStack.id);
  });

  it('a ship picked from the side panel\'s list or the tray shows its stack (it showed the first stack: the pick, a ship, never matched a stack)', () => {
    expect(shownStack(view, legal, 'cl-ship-chacabuco')!.id).toBe(boxStack.id);
    expect(shownStack(view, legal, boxStack.id)!.id).toBe(boxStack.id);
  });
});
