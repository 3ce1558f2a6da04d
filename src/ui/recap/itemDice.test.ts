import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, getMap, newGame, viewFor, type Action, type GameEvent, type GameState, type RollEvent, type Side } from '../../engine';
import { i18n } from '../i18n';
import type { LogEntry } from '../store/types';
import { summariseWithDice } from './summarise';

let game: GameState = newGame({ seed: 'item-dice' });
for (const a of [{ type: 'historicalSetup', side: 'allied' }, { type: 'endPhase', side: 'allied' }, { type: 'historicalSetup', side: 'chile' }] as Action[]) {
  const r = applyAction(game, a);
  if (!r.ok) throw new Error(r.error.code);
  game = r.state;
}
const view = viewFor(game, 'chile');

/** A die as the engine logs it. */
const die = (side: Side, code: string, value: number): RollEvent =>
  ({ type: 'roll', purpose: { code, params: {} }, rule: '8.9', side, dice: [value], reading: 'sum', modifiers: [], result: value, scripted: false }) as unknown as RollEvent;

/** The log's lines, each action's events under its step. */
const log = (...actions: unknown[][]): LogEntry[] => actions.flatMap((events, i) => events.map((event) => ({ step: 10 + i, event: event as GameEvent })));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe("the dice of the recap's items (QA round 19c: the Dice panel stayed on the last battle as the recap stepped back to an earlier one)", () => {
  it('8.8–8.9: each battle has its own dice — initiative and combat dice — and a raid its die; a line that rolled nothing has none', () => {
    const first = [die('chile', 'roll.initiativeAttacker', 4), die('allied', 'roll.initiativeDefender', 2), die('chile', 'roll.combatAttacking', 6), die('allied', 'roll.combatDefending', 1)];
    const second = [die('chile', 'roll.initiativeAttacker', 1), die('allied', 'roll.initiativeDefender', 5), die('allied', 'roll.combatDefending', 6)];
    const raid = die('allied', 'roll.raid', 5);
    const { items, dice } = summariseWithDice({
      entries: log(
        [{ type: 'attackDeclared', side: 'chile', from: '3319', target: '3218', units: ['cl-inf-2nd'], amphibious: false, rule: '8.7' }],
        [first[0]!, first[1]!, { type: 'initiativeWon', side: 'chile', attackerTotal: 4, defenderTotal: 2, rule: '8.8' }, first[2]!, first[3]!, { type: 'combatResolved', attacker: 'chile', target: '3218', attackerHits: 1, defenderHits: 0, rule: '8.9' }],
        [{ type: 'stepLost', side: 'allied', unit: 'pe-inf-zepita', reason: 'reason.combatHit', rule: '8.9' }],
        [{ type: 'attackDeclared', side: 'chile', from: '3117', target: '3116', units: ['cl-inf-4th'], amphibious: false, rule: '8.7' }],
        [second[0]!, second[1]!, { type: 'initiativeWon', side: 'allied', attackerTotal: 1, defenderTotal: 5, rule: '8.8' }, second[2]!, { type: 'combatResolved', attacker: 'chile', target: '3116', attackerHits: 0, defenderHits: 1, rule: '8.9' }],
        // A raid's die in the same phase is the raid's, not the battle's.
        [raid, { type: 'raid', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-inf-2nd', hit: true, rule: '7.6' }],
      ),
      before: view,
      after: view,
      map: getMap(),
    });
    expect(items.map((i) => i.kind)).toEqual(['battle', 'battle', 'raid', 'vp']);
    expect(dice).toHaveLength(items.length);
    expect(dice[0]!.map((d) => d.roll)).toEqual(first);
    expect(dice[1]!.map((d) => d.roll)).toEqual(second);
    expect(dice[2]!.map((d) => d.roll)).toEqual([raid]);
    // Each die with its action's events, from which the Dice panel reads what it decided.
    expect(dice[2]![0]!.events.map((e) => e.type)).toEqual(['roll', 'raid']);
    expect(dice[3]).toEqual([]);
  });

  it("8.2: a march's movement dice are the march's (its doubles rolled again as it went)", () => {
    const pieces = ['bo-inf-colorados', 'bo-inf-sucre'];
    const first = { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'allied', dice: [5, 4], reading: 'highest', modifiers: [], result: 5, scripted: false };
    const second = { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'allied', dice: [2, 2], reading: 'highest', modifiers: [], result: 2, scripted: false };
    const { items, dice } = summariseWithDice({
      entries: log(
        [first, { type: 'landMoved', side: 'allied', pieces, from: '3513', to: '3514', cost: 1, mpLeft: 4, rule: '8.2' }],
        [second, { type: 'landMoved', side: 'allied', pieces, from: '3514', to: '3515', cost: 2, mpLeft: 0, rule: '8.2' }, { type: 'moveEnded', side: 'allied', pieces, at: '3515', reason: 'reason.haltedByDoubles', rule: '8.4' }],
      ),
      before: view,
      after: view,
      map: getMap(),
    });
    expect(items.map((i) => i.kind)).toEqual(['march', 'vp']);
    expect(dice[0]!.map((d) => d.roll)).toEqual([first, second]);
  });
});
