import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActionsOf } from '../store';
import { loadPosition, type Action, type GameEvent, type GameState, type RollEvent } from '../../engine';
import { hex, lessonPosition } from '../../lessons/build';
import { lessonById, startLesson } from '../../lessons';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { lastActionResult, resultLines, type ResultLine } from './actionResult';

const store = useGameStore.getState;
/** A line as the prompt reads it (without its rule link). */
const text = (l: ResultLine) => `${l.head ? `${l.head}: ` : ''}${l.body}${l.verdict ? `${l.body ? ' — ' : ''}${l.verdict}` : ''}`;
/** The line as shown, with its rule case after it (ResultText). */
const cited = (l: ResultLine) => `${text(l)} (${l.rule})`;

/** A position on the board, hot seat, both players human, Chile at the screen. */
function play(game: GameState) {
  act(() => useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null }));
}
const send = (a: Action) => act(() => store().dispatch(a));

describe('the result of the player\'s own last action (QA round 7)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('7.6 / 7.7 a raid says the dice, what they needed and what came of it, and the fort\'s fire back too', () => {
    const start = startLesson(lessonById('fort-raid')!);
    if (!start.ok) throw new Error('lesson position');
    play(start.value);
    // The lesson's dice: the raid 1 + 2 (+1) = 4 < 6 hits; the fort 4 + 3 (+3) = 10 misses.
    send({ type: 'sail', side: 'chile', stack: 's1', to: '3218' });
    send({ type: 'endPhase', side: 'chile' });
    expect(lastActionResult(store(), 'chile')).toEqual([]); // ending a phase rolled nothing
    send({ type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-fort-iquique' });
    const lines = lastActionResult(store(), 'chile');
    expect(lines.map(text)).toEqual([
      "Raid by Almirante Cochrane on Fort Iquique: 1 + 2, modified +1 for the target's printed raid modifier (7.6): 4, needed less than 6 — hit: Fort Iquique destroyed",
      'Fort Iquique fires at Almirante Cochrane: 4 + 3, modified +3 for armour of Almirante Cochrane (7.7): 10, needed less than 6 (a double 1 sinks, 7.10) — miss',
    ]);
    expect(lines.map((l) => l.rule)).toEqual(['7.7', '7.7']);
    // The fort's fire was rolled for the Allies: the Allied player is told it too.
    expect(lastActionResult(store(), 'allied').map(text)).toEqual(lines.map(text));
    // The next raid's result replaces it: the battalion of one step is eliminated.
    send({ type: 'raid', side: 'chile', ship: 'cl-ship-blanco-encalada', target: 'pe-inf-gen-bn-1' });
    expect(lastActionResult(store(), 'chile').map(text)).toEqual([expect.stringMatching(/^Raid by Blanco Encalada on .*: 2 \+ 2, modified \+1 for the target's printed raid modifier \(7\.6\): 5, needed less than 6 — hit: .* eliminated$/)]);
  });

  it('8.3 a unit lost to movement attrition is said, with the doubles the move rolled', () => {
    const position = loadPosition(
      lessonPosition({ seed: 'attrition', turn: 8, side: 'chile', phase: 'landMovement', units: { 'cl-inf-2nd': { location: hex('3217'), steps: 1 } }, control: { '3217': 'chile' }, dice: [3, 3] }),
    );
    if (!position.ok) throw new Error('position');
    play(position.value);
    send({ type: 'beginMove', side: 'chile', from: '3217' });
    send({ type: 'rollMove', side: 'chile' });
    expect(lastActionResult(store(), 'chile').map(cited)).toEqual(['Land movement: the higher of 3, 3 = 3 — 3 MP — doubles: a step of attrition when the move ends (8.3)']);
    send(legalActionsOf(store().game).find((a) => a.type === 'moveStep')!);
    expect(lastActionResult(store(), 'chile')).toEqual([]);
    send({ type: 'stopMove', side: 'chile' });
    expect(store().game.units['cl-inf-2nd']!.location.kind).toBe('deadPile');
    expect(lastActionResult(store(), 'chile').map(text)).toEqual([expect.stringMatching(/^Movement attrition: the move rolled doubles \(3, 3\) — .+ eliminated$/)]);
  });

  it('4.1 ending the Administrative Phase rolls the Supply Column allotment: the dice and the columns are said (only in the log, QA round 7)', () => {
    act(() => store().startGame({ seed: 'result-supply', setup: 'historical' }));
    // Each phase ended at once, to Chile's Administrative Phase, which Chile ends.
    for (let i = 0; i < 10 && !(store().game.side === 'chile' && store().game.phase === 'consumeSupply'); i++) {
      const side = store().game.side;
      act(() => store().takeOver(side));
      send({ type: 'endPhase', side });
    }
    expect(store().actions.at(-1)).toEqual({ type: 'endPhase', side: 'chile' });
    const roll = store().log.filter((e) => e.step === store().game.step).map((e) => e.event).find((e): e is RollEvent => e.type === 'roll');
    expect(roll?.purpose.code).toBe('roll.supplyAllotment');
    expect(lastActionResult(store(), 'chile').map(text)).toEqual([`Supply Column allotment: the higher of ${roll!.dice.join(', ')} = ${roll!.result} — ${roll!.result} Supply Column${roll!.result === 1 ? '' : 's'}`]);
  });

  it('4.1 with the roll first (an option), the allotment rolled as the player turn began, in the other side\'s action, is the new player\'s to see', () => {
    const roll: RollEvent = { type: 'roll', purpose: { code: 'roll.supplyAllotment', params: {} }, rule: '4.1', side: 'chile', dice: [6, 5], reading: 'highest', modifiers: [], result: 6, scripted: false };
    const record = {
      game: { step: 7 },
      actions: [{ type: 'endPhase', side: 'chile' }, { type: 'endPhase', side: 'allied' }] as Action[],
      log: [
        { step: 6, event: { type: 'phaseBegan', turn: 1, side: 'allied', phase: 'victoryDetermination', rule: '4.1' } as GameEvent },
        { step: 7, event: { type: 'phaseBegan', turn: 2, side: 'chile', phase: 'administrative', rule: '4.1' } as GameEvent },
        { step: 7, event: roll },
        { step: 7, event: { type: 'supplyPlaced', side: 'chile', count: 6, where: 'holdingBox', rule: '4.1' } as GameEvent },
      ],
    };
    expect(lastActionResult(record, 'chile').map(text)).toEqual(['Supply Column allotment: the higher of 6, 5 = 6 — 6 Supply Columns']);
    // The Allies, whose action ended their turn and rolled it, are not told Chile's roll as theirs.
    expect(lastActionResult(record, 'allied')).toEqual([]);
  });

  it('8.8 / 8.9 a land battle: the initiative in one line, each side\'s combat dice in one, then the chit and the losses', () => {
    const events: GameEvent[] = [
      { type: 'roll', purpose: { code: 'roll.initiativeAttacker', params: {} }, rule: '8.8', side: 'chile', dice: [4], reading: 'sum', modifiers: [{ value: 1, code: 'modifier.unitInitiative', params: { unit: 'cl-inf-2nd' }, rule: '8.8' }], result: 5, scripted: false },
      { type: 'roll', purpose: { code: 'roll.initiativeDefender', params: {} }, rule: '8.8', side: 'allied', dice: [3], reading: 'sum', modifiers: [], result: 3, scripted: false },
      { type: 'initiativeWon', side: 'chile', attackerTotal: 5, defenderTotal: 3, rule: '8.8' },
      { type: 'roll', purpose: { code: 'roll.combatAttacking', params: {} }, rule: '8.9', side: 'chile', dice: [6], reading: 'sum', modifiers: [], result: 6, scripted: false },
      { type: 'roll', purpose: { code: 'roll.combatAttacking', params: {} }, rule: '8.9', side: 'chile', dice: [2], reading: 'sum', modifiers: [], result: 2, scripted: false },
      { type: 'roll', purpose: { code: 'roll.combatDefending', params: {} }, rule: '8.9', side: 'allied', dice: [5], reading: 'sum', modifiers: [{ value: 1, code: 'modifier.fort', params: {}, rule: '8.9' }], result: 6, scripted: false },
      { type: 'combatResolved', attacker: 'chile', target: '3218', attackerHits: 1, defenderHits: 1, rule: '8.9' },
      { type: 'eliminated', side: 'allied', piece: 'pe-inf-gen-bn-1', reason: 'reason.combatHit', rule: '8.9' },
    ] as GameEvent[];
    expect(resultLines(events).map(text)).toEqual([
      'Initiative: Chile 4, modified +1: 5; Allies 3 (ties go to the defender) — won by Chile',
      'Combat dice, Chile: 6, 2, a hit on 6 or more — 1 hit',
      'Combat dice, Allies: 5, modified: 6, a hit on 6 or more — 1 hit',
      expect.stringMatching(/^Allies: .+ eliminated/),
    ]);
  });

  it('8.9 a battle whose dice were rolled as the defender chose its Supply Columns is the attacker\'s result too, and stays while he takes his losses', () => {
    const die = (side: 'chile' | 'allied', code: string, value: number): GameEvent => ({ type: 'roll', purpose: { code, params: {} }, rule: '8.9', side, dice: [value], reading: 'sum', modifiers: [], result: value, scripted: false }) as GameEvent;
    const battle: GameEvent[] = [
      die('chile', 'roll.initiativeAttacker', 5),
      die('allied', 'roll.initiativeDefender', 2),
      { type: 'initiativeWon', side: 'chile', attackerTotal: 5, defenderTotal: 2, rule: '8.8' },
      die('chile', 'roll.combatAttacking', 6),
      die('allied', 'roll.combatDefending', 6),
      { type: 'combatResolved', attacker: 'chile', target: '3218', attackerHits: 1, defenderHits: 1, rule: '8.9' },
    ] as GameEvent[];
    const record = (more: Action[]) => ({
      game: { step: 3 + more.length },
      actions: [{ type: 'declareAttack', side: 'chile' }, { type: 'combatSupply', side: 'chile', initiative: false, extraDie: false }, { type: 'combatSupply', side: 'allied', initiative: false, extraDie: false }, ...more] as Action[],
      log: battle.map((event) => ({ step: 3, event })),
    });
    const lines = lastActionResult(record([]), 'chile').map(text);
    expect(lines).toEqual(['Initiative: Chile 5; Allies 2 (ties go to the defender) — won by Chile', 'Combat dice, Chile: 6, a hit on 6 or more — 1 hit', 'Combat dice, Allies: 6, a hit on 6 or more — 1 hit']);
    expect(lastActionResult(record([{ type: 'takeLoss', side: 'chile', unit: 'cl-inf-2nd' }]), 'chile').map(text)).toEqual(lines);
    // His next attack is another action: the battle's lines are gone.
    expect(lastActionResult(record([{ type: 'takeLoss', side: 'chile', unit: 'cl-inf-2nd' }, { type: 'beginAttack', side: 'chile', from: '3217', target: '3116' }]), 'chile')).toEqual([]);
  });

  it('7.9 after a naval battle the last shot is the result shown, whoever fired it — not the player\'s own earlier shot (table QA round 12)', () => {
    const shot = (side: 'chile' | 'allied', ship: string, target: string, value: number, outcome: 'miss' | 'sunk'): GameEvent[] => [
      { type: 'roll', purpose: { code: 'roll.gunfire', params: { ship, target } }, rule: '7.9', side, dice: [value], reading: 'sum', modifiers: [], result: value, scripted: false } as GameEvent,
      { type: 'gunfire', side, ship, target, outcome, critical: value === 1, rule: value === 1 ? '7.10' : '7.9' } as GameEvent,
    ];
    const record = {
      game: { step: 2 },
      actions: [
        { type: 'fire', side: 'allied', ship: 'pe-ship-pilcomayo', target: 'cl-ship-chacabuco' },
        { type: 'fire', side: 'chile', ship: 'cl-ship-ohiggins', target: 'pe-ship-manco-capac' },
      ] as Action[],
      log: [
        ...shot('allied', 'pe-ship-pilcomayo', 'cl-ship-chacabuco', 6, 'miss').map((event) => ({ step: 1, event })),
        ...shot('chile', 'cl-ship-ohiggins', 'pe-ship-manco-capac', 1, 'sunk').map((event) => ({ step: 2, event })),
      ],
    };
    const lines = lastActionResult(record, 'allied').map(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/O'Higgins at Manco Cápac/);
  });

  it('7.5 a failed interception says where the interceptors went', () => {
    const events: GameEvent[] = [
      { type: 'roll', purpose: { code: 'roll.interception', params: { count: 6 } }, rule: '7.3', side: 'chile', dice: [4], reading: 'sum', modifiers: [{ value: 1, code: 'modifier.lowestSpeed', params: { ship: 'cl-ship-cochrane' }, rule: '7.4' }], result: 5, scripted: false },
      { type: 'interception', side: 'chile', hex: '3018', distance: 6, success: false, automatic: false, rule: '7.5' },
      { type: 'shipsMoved', side: 'chile', ships: ['cl-ship-cochrane'], to: { kind: 'hex', hex: '2916' }, rule: '7.5' },
    ] as GameEvent[];
    // Cited once, by the failed attempt's case (it read "… stays there (7.5) (7.3)": QA round 19, NIT-3).
    expect(resultLines(events).map(cited)).toEqual(['Interception at 6 hexes: 4, modified +1 for lowest speed modifier (Almirante Cochrane) (7.4): 5, needed more than 6 — the interception fails: Almirante Cochrane sails to hex 2916 and stays there (7.5)']);
  });

  it("7.6 the raid line says its +1 is the target's printed raid modifier, with its case (it said only 'modified +1': QA)", async () => {
    const events = [
      { type: 'roll', purpose: { code: 'roll.raid', params: { ship: 'cl-ship-cochrane', target: 'pe-inf-gen-bn-1' } }, rule: '7.6', side: 'chile', dice: [3, 4], reading: 'sum', modifiers: [{ value: 1, code: 'modifier.targetRaid', params: {}, rule: '7.6' }], result: 8, scripted: false },
      { type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-inf-gen-bn-1', hit: false, rule: '7.6' },
    ] as GameEvent[];
    expect(resultLines(events).map((l) => l.body)).toEqual(["3 + 4, modified +1 for the target's printed raid modifier (7.6): 8, needed less than 6"]);
    await i18n.changeLanguage('es');
    try {
      expect(resultLines(events)[0]!.body).toMatch(/^3 \+ 4, modificado \+1 por el modificador de raid impreso del objetivo \(7\.6\): 8, /);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("7.3 / 7.4 the side intercepted is told the interception's die, its speed modifier and ship, the distance and the outcome (a bot's roll was in the full log alone: QA)", () => {
    const record = {
      game: { step: 3 },
      actions: [
        { type: 'sail', side: 'chile', stack: 's1', to: '2814' },
        { type: 'intercept', side: 'allied', hex: '2415' },
        { type: 'interceptRoll', side: 'allied', transports: false },
      ] as Action[],
      log: ([
        { type: 'roll', purpose: { code: 'roll.interception', params: { count: 4 } }, rule: '7.3', side: 'allied', dice: [2], reading: 'sum', modifiers: [{ value: 1, code: 'modifier.lowestSpeed', params: { ship: 'pe-ship-huascar' }, rule: '7.4' }], result: 3, scripted: false },
        { type: 'interception', side: 'allied', hex: '2814', distance: 4, success: false, automatic: false, rule: '7.5' },
        { type: 'shipsMoved', side: 'allied', ships: ['pe-ship-huascar'], to: { kind: 'hex', hex: '2614' }, rule: '7.5' },
      ] as GameEvent[]).map((event) => ({ step: 3, event })),
    };
    expect(lastActionResult(record, 'chile').map(cited)).toEqual([
      'Interception at 4 hexes: 2, modified +1 for lowest speed modifier (Huáscar) (7.4): 3, needed more than 4 — the interception fails: Huáscar sails to hex 2614 and stays there (7.5)',
    ]);
  });
});
