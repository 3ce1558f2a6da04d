import { describe, expect, it } from 'vitest';
import { message, type GameEvent, type RollEvent } from '../../engine';
import type { LogEntry } from '../store';
import { lastCombatEpisode, lastRolls } from './combatEpisode';

const roll = (code: 'roll.gunfire' | 'roll.shipCapture' | 'roll.interception' | 'roll.combatAttacking', die: number): RollEvent => ({
  type: 'roll',
  purpose: code === 'roll.gunfire' ? message(code, { ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' }) : code === 'roll.interception' ? message(code, { count: 1 }) : message(code, {}),
  rule: '7.9', side: 'chile', dice: [die], reading: 'sum', modifiers: [], result: die, scripted: false,
});
const at = (step: number, ...events: GameEvent[]): LogEntry[] => events.map((event) => ({ step, event }));

/** A naval combat at 2814, a capture after it, then the stack sails on and NADCs are given for the next turn. */
const NAVAL_LOG: LogEntry[] = [
  ...at(1, { type: 'shipsMoved', side: 'chile', ships: ['cl-ship-cochrane'], to: { kind: 'hex', hex: '2814' }, rule: '7.2' }),
  ...at(2, roll('roll.interception', 2), { type: 'interception', side: 'allied', hex: '2814', distance: 1, success: true, automatic: false, rule: '7.3' }, { type: 'navalCombatBegan', hex: '2814', ships: ['cl-ship-cochrane', 'pe-ship-huascar'], rule: '7.9' }),
  ...at(3, roll('roll.gunfire', 3), { type: 'gunfire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar', outcome: 'damaged', critical: false, rule: '7.9' }, { type: 'navalCombatEnded', hex: '2814', rule: '7.9' }),
  ...at(4, roll('roll.shipCapture', 6), { type: 'captureAttempt', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar', outcome: 'captured', rule: '10.1' },
    { type: 'shipsMoved', side: 'chile', ships: ['cl-ship-cochrane'], to: { kind: 'hex', hex: '2714' }, rule: '7.2' },
    { type: 'stackEnded', side: 'chile', ships: ['cl-ship-cochrane'], at: { kind: 'hex', hex: '2714' }, rule: '7.2' }),
  ...at(5, { type: 'nadcAssigned', side: 'allied', ship: 'pe-ship-union', assigned: true, rule: '4.1' }),
];

describe('the last combat of the log, and only its combat events (the card shows nothing else)', () => {
  it('7.3 / 7.9 / 10.1 a naval combat: from its beginning, with the interception roll that began it (QA: it was in the full log alone), the shots and the capture after it; never the sailing or an NADC', () => {
    const e = lastCombatEpisode(NAVAL_LOG)!;
    expect(e).toMatchObject({ kind: 'naval', key: 'naval-2', place: '2814', attacker: null });
    expect(e.entries.map((x) => x.event.type)).toEqual(['navalCombatBegan', 'roll', 'interception', 'roll', 'gunfire', 'navalCombatEnded', 'roll', 'captureAttempt']);
    // Before the first shot, the dice just rolled are the interception's, with its outcome.
    const first = lastRolls(lastCombatEpisode(NAVAL_LOG.filter((x) => x.step <= 2))!)!;
    expect(first.rolls.map((x) => x.purpose.code)).toEqual(['roll.interception']);
    expect(first.verdicts).toEqual([{ kind: 'interception', success: true, distance: 1, hex: '2814' }]);
  });

  it('the dice just rolled are the rolls of its last step that rolled', () => {
    const r = lastRolls(lastCombatEpisode(NAVAL_LOG)!)!;
    expect(r.step).toBe(4);
    expect(r.rolls.map((x) => x.purpose.code)).toEqual(['roll.shipCapture']);
    expect(r.verdicts).toEqual([{ kind: 'capture', outcome: 'captured' }]);
  });

  it('8.7 a new combat or a new phase closes the one before: the last one begun is the one shown', () => {
    const land = at(6, { type: 'attackDeclared', side: 'chile', from: '3217', target: '3318', units: ['cl-inf-2nd'], amphibious: false, rule: '8.7' }, roll('roll.combatAttacking', 6));
    const phase = at(7, { type: 'phaseBegan', turn: 3, side: 'chile', phase: 'landCombat', rule: '4.1' }, roll('roll.combatAttacking', 2));
    const e = lastCombatEpisode([...NAVAL_LOG, ...land, ...phase])!;
    expect(e).toMatchObject({ kind: 'land', key: 'land-6', place: '3318', attacker: 'chile' });
    expect(e.entries).toHaveLength(2);
    expect(lastCombatEpisode(NAVAL_LOG.slice(0, 1))).toBeNull();
  });
});
