import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMap, legalActions, viewFor } from '../../engine';
import { columnAt, navalPosition, shipAt } from '../../engine/naval/testKit';
import { withStacks } from '../../engine/naval/stacks';
import { SailPrompt } from './SailPrompt';

/** Chile's Naval Movement Phase: transports in the Holding Box with an NADC, and `columns` Supply Columns there. */
function transportsInTheBox(columns: number) {
  const state = withStacks(
    navalPosition({
      turn: 2,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-loa': shipAt('box'), 'cl-ship-rimac': shipAt('box') },
      supply: Object.fromEntries(Array.from({ length: columns }, (_, i) => [`sc-${i + 1}`, columnAt('chile', 'box')])),
      nadc: { chile: [{ ship: 'cl-ship-loa', area: 'II', forTurn: 2 }, { ship: 'cl-ship-rimac', area: 'II', forTurn: 2 }], allied: [] },
    }),
    getMap(),
  );
  return render(<SailPrompt view={viewFor(state, 'chile')} legal={legalActions(state)} />);
}

describe('the naval movement prompt (7.2, 7.8)', () => {
  it('7.8 transports that cannot leave the Chile Holding Box are told which port lacks the Supply Column', () => {
    transportsInTheBox(0);
    expect(screen.getByTestId('no-provisions').textContent).toBe(
      'Loa and 1 more cannot leave the Chile Holding Box: no Supply Column there to provision the fleet (7.8). End its movement: it stays in port.',
    );
  });

  it('7.2 / 7.8 with a column in the box, the prompt names the fleet, its destination, the way and the column it will spend', () => {
    transportsInTheBox(1);
    expect(screen.queryByTestId('no-provisions')).toBeNull();
    const text = screen.getByTestId('sail-prompt').textContent!;
    expect(text).toContain('Loa and 1 more at the Chile Holding Box sails for naval area II');
    expect(text).toMatch(/Nearest hex of its goal: hex \d{4}, \d+ hex(es)? away\. Leaving port spends one Supply Column there \(7\.8\)\./);
    expect(text).toContain('No enemy warship can intercept on that way (7.3).');
  });
});
