import { describe, expect, it } from 'vitest';
import { legalActions, newGame, viewFor } from '../../engine';
import { act } from '../../engine/testing/play';
import { nadcSelection } from './nadcSelection';

/** Chile's set-up done historically, its turn-1 NADCs to give (4.2). */
function chileOrdering() {
  let s = newGame({ seed: 'nadc-selection' });
  s = act(s, { type: 'historicalSetup', side: 'allied' }).state;
  s = act(s, { type: 'endPhase', side: 'allied' }).state;
  s = act(s, { type: 'historicalSetup', side: 'chile' }).state;
  return { view: viewFor(s, 'chile'), legal: legalActions(s) };
}

describe('the NADC prompt names the place of what it orders', () => {
  it('4.2 a ship picked in its stack is named where it lies, though the Holding Box was opened since', () => {
    const { view, legal } = chileOrdering();
    const orderable = legal.flatMap((a) => (a.type === 'orderShip' ? [a.ship] : []));
    const atSea = orderable.find((id) => view.ships[id]?.location.kind === 'hex');
    const inBox = orderable.find((id) => view.ships[id]?.location.kind === 'holdingBox');
    if (!atSea || !inBox) throw new Error('a Chilean ship in a port and one in the Holding Box');
    const hex = (view.ships[atSea]!.location as { hex: string }).hex;
    const picked = nadcSelection(view, legal, hex, 'holdingBox', atSea);
    expect(picked?.ships).toEqual([atSea]);
    expect(picked?.place).toBe(hex);
    // Nothing picked: the opened box's ships, at the box.
    const box = nadcSelection(view, legal, hex, 'holdingBox', null);
    expect(box?.place).toBe('holdingBox');
    expect(box?.ships).toContain(inBox);
  });
});
