import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, getMap, legalActions, newGame, viewFor, type Action, type GameEvent, type GameState, type Location, controller } from '../../engine';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { endGameTurn } from '../../engine/turn/endGameTurn';
import { i18n } from '../i18n';
import type { GameRecord, LogEntry } from '../store/types';
import { buildRecap } from './buildRecap';
import { itemHex } from './recapItems';
import { sinceLastAction } from './recapSpan';
import { recapSummary, recapText } from './recapText';
import { summarise } from './summarise';

/** A game record played from a new game (or from a position) through the given actions, its log as the store keeps it. */
function played(actions: readonly Action[], options: { diceSecret?: string } = {}, start: GameState | null = null): GameRecord {
  let game: GameState = start ?? newGame({ seed: 'recap-test', ...options });
  const log: LogEntry[] = [];
  for (const action of actions) {
    const r = applyAction(game, action);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(action)}`);
    game = r.state;
    for (const event of r.events) log.push({ step: game.step, event });
  }
  return { game, start, actions: [...actions], log };
}

const setUp: Action[] = [
  { type: 'historicalSetup', side: 'allied' },
  { type: 'endPhase', side: 'allied' },
  { type: 'historicalSetup', side: 'chile' },
];
const base = played(setUp);
const view = viewFor(base.game, 'chile');
const entries = (events: GameEvent[]): LogEntry[] => events.map((event, i) => ({ step: 10 + i, event }));
const recap = (events: GameEvent[], after = view) => summarise({ entries: entries(events), before: view, after, map: getMap() });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the "since your last turn" summariser (issue 19)', () => {
  it('8.2–8.3: a stack\'s march is one item, from its first hex to its last, with its MP and attrition', () => {
    const pieces = ['bo-inf-colorados', 'bo-inf-sucre'];
    const items = recap([
      { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'allied', dice: [5, 4], reading: 'highest', modifiers: [], result: 5, scripted: false },
      { type: 'landMoved', side: 'allied', pieces, from: '3513', to: '3514', cost: 1, mpLeft: 4, rule: '8.2' },
      { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'allied', dice: [2, 2], reading: 'highest', modifiers: [], result: 2, scripted: false },
      { type: 'landMoved', side: 'allied', pieces, from: '3514', to: '3515', cost: 2, mpLeft: 0, rule: '8.2' },
      { type: 'moveEnded', side: 'allied', pieces, at: '3515', reason: 'reason.haltedByDoubles', rule: '8.4' },
      { type: 'stepLost', side: 'allied', unit: 'bo-inf-sucre', reason: 'reason.movementAttrition', rule: '8.3' },
    ]);
    expect(items[0]).toEqual({ kind: 'march', side: 'allied', pieces, path: ['3513', '3514', '3515'], cost: 3, attrition: { reduced: ['bo-inf-sucre'], eliminated: [] } });
    expect(items.map((i) => i.kind)).toEqual(['march', 'vp']);
  });

  it('8.2: a march names the towns it passed through (a march through Arica and Tacna said only where it ended, and the VP line "took Arica, Tacna": table QA round 11)', () => {
    const pieces = ['cl-inf-2nd'];
    const step = (from: string, to: string): GameEvent => ({ type: 'landMoved', side: 'chile', pieces, from, to, cost: 1, mpLeft: 3, rule: '8.2' });
    const items = recap([
      { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'chile', dice: [6, 4], reading: 'highest', modifiers: [], result: 6, scripted: false },
      step('3217', '3116'),
      step('3116', '3115'),
      step('3115', '3114'),
      { type: 'moveEnded', side: 'chile', pieces, at: '3114', reason: 'reason.stopped', rule: '8.2' } as GameEvent,
    ]);
    expect(items[0]).toMatchObject({ kind: 'march', via: ['3116', '3115'] });
    expect(recapText(items[0]!)).toMatch(/^Chile moved .* to Moquegua \(3114\) by way of Arica \(3116\) and Tacna \(3115\) \(3 MP\)$/);
  });

  it('8.2 note: a unit dropped off on the march stays in the same march, named where it stayed (it read as two marches, "4 units to Arequipa" then "3 units from Arequipa", the unit left unnamed)', async () => {
    const four = ['cl-inf-valdivia', 'cl-inf-lautaro', 'cl-inf-chillan', 'cl-inf-coquimbo'];
    const three = four.filter((p) => p !== 'cl-inf-chillan');
    const events: GameEvent[] = [
      { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'chile', dice: [6, 3], reading: 'highest', modifiers: [], result: 6, scripted: false },
      { type: 'landMoved', side: 'chile', pieces: four, from: '2914', to: '2913', cost: 1, mpLeft: 5, rule: '8.2' },
      { type: 'moveEnded', side: 'chile', pieces: ['cl-inf-chillan'], at: '2913', reason: 'reason.droppedOff', rule: '8.2' },
      { type: 'landMoved', side: 'chile', pieces: three, from: '2913', to: '2912', cost: 3, mpLeft: 2, rule: '8.2' },
      { type: 'moveEnded', side: 'chile', pieces: three, at: '2912', reason: 'reason.stopped', rule: '8.2' },
    ];
    const items = recap(events);
    expect(items.filter((i) => i.kind === 'march')).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'march', pieces: three, path: ['2914', '2913', '2912'], cost: 4, dropped: [{ piece: 'cl-inf-chillan', at: '2913' }] });
    expect(recapText(items[0]!)).toMatch(/^Chile moved 3 units from Mollendo \(2914\) to hex 2912 by way of Arequipa \(2913\) \(4 MP\), leaving Chillán .* at Arequipa \(2913\)$/);
    await i18n.changeLanguage('es');
    expect(recapText(items[0]!)).toMatch(/dejando .*Chillán.* en Arequipa \(2913\)$/);
    await i18n.changeLanguage('en');
  });

  it('8.2: a march back to where it set out is not told "by way of" its own start (it read "from La Paz to La Paz by way of La Paz": table QA round 12)', () => {
    const pieces = ['bo-inf-amarillos'];
    const step = (from: string, to: string): GameEvent => ({ type: 'landMoved', side: 'allied', pieces, from, to, cost: 1, mpLeft: 3, rule: '8.2' });
    const items = recap([
      { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'allied', dice: [6, 4], reading: 'highest', modifiers: [], result: 6, scripted: false },
      step('3513', '3514'),
      step('3514', '3513'),
      step('3513', '3514'),
      step('3514', '3513'),
      { type: 'moveEnded', side: 'allied', pieces, at: '3513', reason: 'reason.stopped', rule: '8.2' } as GameEvent,
    ]);
    expect(items[0]).toMatchObject({ kind: 'march' });
    expect(items[0]).not.toHaveProperty('via');
    expect(recapText(items[0]!)).not.toMatch(/by way of/);
  });

  it('7.6: a landing counts land units and Supply Columns apart, at the hex they came ashore', () => {
    const units = Object.keys(view.units).filter((u) => u.startsWith('cl-inf')).slice(0, 2);
    const supply = Object.keys(view.supply)[0]!;
    const items = recap(
      [
        ...units.map((piece): GameEvent => ({ type: 'debarked', side: 'chile', piece, to: { kind: 'hex', hex: '3217' }, landing: true, assault: false, rule: '7.6' })),
        { type: 'debarked', side: 'chile', piece: supply, to: { kind: 'hex', hex: '3217' }, landing: false, assault: false, rule: '7.6' },
      ],
    );
    expect(items[0]).toEqual({ kind: 'landing', side: 'chile', hex: '3217', units, columns: 1, beach: true });
    expect(recapSummary(items)).toMatch(/^Chile landed .* and 1 Supply Column at Pisagua \(3217\)/);
  });

  it('8.9–8.10: a battle gathers each side\'s steps and units lost, and who retreated where', () => {
    const items = recap([
      { type: 'attackDeclared', side: 'chile', from: '3319', target: '3218', units: ['cl-inf-2nd'], amphibious: false, rule: '8.7' },
      { type: 'combatResolved', attacker: 'chile', target: '3218', attackerHits: 2, defenderHits: 1, rule: '8.9' },
      { type: 'stepLost', side: 'allied', unit: 'pe-inf-zepita', reason: 'reason.combatHit', rule: '8.9' },
      { type: 'stepLost', side: 'allied', unit: 'pe-inf-lima', reason: 'reason.combatHit', rule: '8.9' },
      { type: 'stepLost', side: 'chile', unit: 'cl-inf-2nd', reason: 'reason.combatHit', rule: '8.9' },
      { type: 'retreated', side: 'allied', units: ['pe-inf-zepita', 'pe-inf-lima'], from: '3218', to: '3118', rule: '8.10' },
    ] as GameEvent[]);
    expect(items[0]).toEqual({
      kind: 'battle', hex: '3218', from: '3319', attacker: 'chile', amphibious: false,
      losses: { chile: { reduced: ['cl-inf-2nd'], eliminated: [] }, allied: { reduced: ['pe-inf-zepita', 'pe-inf-lima'], eliminated: [] } },
      steps: { chile: 1, allied: 2 }, retreated: { side: 'allied', to: '3118' },
      hits: { chile: 2, allied: 1 }, underway: false,
    });
    expect(recapSummary(items)).toContain('the Allies: Zepita regiment and Lima regiment reduced; the Allies retreated to');
  });

  it('8.9–8.10: a battle already being fought as the span begins (its hits taken after a hand-over) is told by name with its losses and retreat, not as bare losses (QA round 6)', () => {
    const fighting = { ...view, land: { ...view.land, battle: { attacker: 'chile', from: '2109', target: '2008', amphibious: false } as unknown as NonNullable<typeof view.land.battle> } };
    const events = [
      { type: 'stepLost', side: 'allied', unit: 'pe-inf-zepita', reason: 'reason.combatHit', rule: '8.9' },
      { type: 'retreated', side: 'allied', units: ['pe-inf-zepita'], from: '2008', to: '2108', rule: '8.10' },
    ] as GameEvent[];
    const items = summarise({ entries: entries(events), before: fighting, after: view, map: getMap() });
    expect(items[0]).toMatchObject({ kind: 'battle', hex: '2008', from: '2109', attacker: 'chile', continued: true, steps: { chile: 0, allied: 1 }, retreated: { side: 'allied', to: '2108' } });
    expect(items.some((i) => i.kind === 'losses')).toBe(false);
    expect(recapText(items[0]!)).toMatch(/^Battle at Lima \(2008\) \(Chile attacking from .*2109\)\), fought on — the Allies: Zepita regiment reduced; the Allies retreated to /);
    // Nothing of it in the span: no line.
    expect(summarise({ entries: entries([]), before: fighting, after: fighting, map: getMap() }).some((i) => i.kind === 'battle')).toBe(false);
  });

  it('8.9: a battle names the units each side lost — reduced, or eliminated (a unit that lost a step and then its last is eliminated, never "reduced"; table QA: an eliminated unit read as steps lost)', () => {
    const items = recap([
      { type: 'attackDeclared', side: 'chile', from: '3115', target: '3116', units: ['cl-inf-buin-1'], amphibious: false, rule: '8.7' },
      { type: 'combatResolved', attacker: 'chile', target: '3116', attackerHits: 3, defenderHits: 1, rule: '8.9' },
      { type: 'stepLost', side: 'chile', unit: 'cl-inf-buin-1', reason: 'reason.combatHit', rule: '8.9' },
      { type: 'stepLost', side: 'allied', unit: 'pe-inf-zepita', reason: 'reason.combatHit', rule: '8.9' },
      { type: 'eliminated', side: 'allied', piece: 'pe-inf-zepita', reason: 'reason.combatHit', rule: '8.9' },
      { type: 'eliminated', side: 'allied', piece: 'pe-inf-ayacucho', reason: 'reason.combatHit', rule: '8.9' },
    ] as GameEvent[]);
    expect(items[0]).toMatchObject({
      losses: { chile: { reduced: ['cl-inf-buin-1'], eliminated: [] }, allied: { reduced: [], eliminated: ['pe-inf-zepita', 'pe-inf-ayacucho'] } },
      // The map's mark counts the steps: Zepita's two and Ayacucho's last.
      steps: { chile: 1, allied: 3 },
    });
    expect(recapText(items[0]!)).toBe('Battle at Arica (3116): Chile attacked from Tacna (3115) — Chile: 1st Buin regiment reduced; the Allies: Zepita regiment and Ayacucho regiment eliminated');
  });

  it('8.9: more than two units lost on a side are counted ("3 units eliminated"), and it is told in Spanish, agreeing in number', async () => {
    const allied = ['pe-inf-zepita', 'pe-inf-ayacucho', 'pe-inf-lima'];
    const items = recap([
      { type: 'attackDeclared', side: 'chile', from: '3115', target: '3116', units: ['cl-inf-buin-1'], amphibious: false, rule: '8.7' },
      { type: 'stepLost', side: 'chile', unit: 'cl-inf-buin-1', reason: 'reason.combatHit', rule: '8.9' },
      { type: 'eliminated', side: 'chile', piece: 'cl-inf-2nd', reason: 'reason.combatHit', rule: '8.9' },
      ...allied.map((piece): GameEvent => ({ type: 'eliminated', side: 'allied', piece, reason: 'reason.combatHit', rule: '8.9' })),
    ] as GameEvent[]);
    expect(recapText(items[0]!)).toContain('— Chile: 1st Buin regiment reduced, 2nd regiment eliminated; the Allies: 3 units eliminated');
    await i18n.changeLanguage('es');
    try {
      expect(recapText(items[0]!)).toContain('— Chile: regimiento Buin 1.º de Línea reducido, regimiento 2.º de Línea eliminado; los Aliados: 3 unidades eliminadas');
      const two = recap([
        { type: 'attackDeclared', side: 'allied', from: '3116', target: '3115', units: ['pe-inf-lima'], amphibious: false, rule: '8.7' },
        { type: 'eliminated', side: 'allied', piece: 'pe-inf-zepita', reason: 'reason.combatHit', rule: '8.9' },
        { type: 'eliminated', side: 'allied', piece: 'pe-inf-ayacucho', reason: 'reason.combatHit', rule: '8.9' },
      ] as GameEvent[]);
      expect(recapText(two[0]!)).toContain('los Aliados: regimiento Zepita y regimiento Ayacucho eliminados');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('8.3: a march\'s attrition names the unit, reduced or eliminated ("1 step lost to attrition" was said of a unit eliminated)', () => {
    const march = (loss: GameEvent) =>
      recap([
        { type: 'landMoved', side: 'allied', pieces: ['bo-inf-sucre'], from: '3513', to: '3514', cost: 1, mpLeft: 4, rule: '8.2' },
        { type: 'moveEnded', side: 'allied', pieces: ['bo-inf-sucre'], at: '3514', reason: 'reason.haltedByDoubles', rule: '8.4' },
        loss,
      ]);
    const reduced = march({ type: 'stepLost', side: 'allied', unit: 'bo-inf-sucre', reason: 'reason.movementAttrition', rule: '8.3' });
    expect(recapText(reduced[0]!)).toMatch(/, attrition: Sucre regiment reduced$/);
    const eliminated = march({ type: 'eliminated', side: 'allied', piece: 'bo-inf-sucre', reason: 'reason.movementAttrition', rule: '8.3' });
    expect(eliminated[0]).toMatchObject({ kind: 'march', attrition: { reduced: [], eliminated: ['bo-inf-sucre'] } });
    expect(recapText(eliminated[0]!)).toMatch(/, attrition: Sucre regiment eliminated$/);
    expect(recapText(eliminated[0]!)).not.toContain('step');
  });

  it('8.1: units lost outside a battle or a march (over-stacking) are named too, with why ("Chile: 2nd regiment reduced (over the stacking limit, 8.1)")', () => {
    const items = recap([{ type: 'stepLost', side: 'chile', unit: 'cl-inf-2nd', reason: 'reason.overStacking', rule: '8.1' } as GameEvent]);
    expect(items[0]).toEqual({ kind: 'losses', side: 'chile', reduced: ['cl-inf-2nd'], eliminated: [], reasons: [{ reason: 'reason.overStacking', rule: '8.1' }] });
    // With why: the line had no reason (table QA round 3).
    expect(recapText(items[0]!)).toBe('Chile: 2nd regiment reduced (over the stacking limit, 8.1)');
  });

  it('7.6: a battle fought within one hex (after a failed amphibious assault) reads so, not "attacked Arica from Arica"', async () => {
    const items = recap([{ type: 'attackDeclared', side: 'chile', from: '3116', target: '3116', units: ['cl-inf-2nd'], amphibious: false, rule: '8.7' }] as GameEvent[]);
    expect(recapText(items[0]!)).toBe('Battle at Arica (3116): Chile attacked the Allied units in the same hex — no losses');
    const allied = recap([{ type: 'attackDeclared', side: 'allied', from: '3116', target: '3116', units: ['pe-inf-lima'], amphibious: false, rule: '8.7' }] as GameEvent[]);
    expect(recapText(allied[0]!)).toBe('Battle at Arica (3116): the Allies attacked the Chilean units in the same hex — no losses');
    await i18n.changeLanguage('es');
    try {
      expect(recapText(items[0]!)).toBe('Batalla en Arica (3116): ataque de Chile contra las unidades aliadas del mismo hex — sin pérdidas');
      expect(recapText(allied[0]!)).toBe('Batalla en Arica (3116): ataque de los Aliados contra las unidades chilenas del mismo hex — sin pérdidas');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('8.9: a battle still being fought as the span ends says so, with the hits scored (it read "no losses" while Chile had 2 hits to take)', () => {
    const events = [
      { type: 'attackDeclared', side: 'allied', from: '3218', target: '3217', units: ['pe-inf-zepita'], amphibious: false, rule: '8.7' },
      { type: 'combatResolved', attacker: 'allied', target: '3217', attackerHits: 2, defenderHits: 0, rule: '8.9' },
    ] as GameEvent[];
    const battle = { attacker: 'allied', from: '3218', target: '3217' } as NonNullable<typeof view.land.battle>;
    const fighting = { ...view, land: { ...view.land, battle } };
    const items = recap(events, fighting);
    expect(items[0]).toMatchObject({ kind: 'battle', underway: true, hits: { allied: 2, chile: 0 } });
    const text = recapSummary(items);
    expect(text).toContain('still being fought, hits scored: the Allies 2, Chile 0');
    expect(text).not.toContain('no losses');
    // Once it is over (no battle under way), an unbloody one reads "no losses" again.
    expect(recapSummary(recap(events))).toContain('no losses');
  });

  it('7.2: a fleet of more than two ships sailing is counted in ships, not units ("Chile sailed 8 units" was said of 8 ships)', () => {
    const ships = ['cl-ship-cochrane', 'cl-ship-blanco-encalada', 'cl-ship-covadonga'];
    const items = recap([{ type: 'shipsMoved', side: 'chile', ships, to: { kind: 'hex', hex: '3122' }, rule: '7.2' }]);
    expect(recapSummary(items)).toMatch(/^Chile sailed 3 ships to /);
  });

  it('7.2: a voyage that ends in the Chile Holding Box says so, not the last hex it was seen in ("sailed 8 ships to hex 3025": QA round 8)', () => {
    const ships = ['cl-ship-cochrane', 'cl-ship-blanco-encalada', 'cl-ship-covadonga'];
    const items = recap([
      { type: 'shipsMoved', side: 'chile', ships, to: { kind: 'hex', hex: '3025' }, rule: '7.2' },
      { type: 'shipsMoved', side: 'chile', ships, to: { kind: 'holdingBox' }, rule: '7.2' },
    ]);
    expect(recapSummary(items)).toMatch(/^Chile sailed 3 ships to the Chile Holding Box/);
  });

  it('7.9: a naval battle lists the ships sunk and damaged on each side; a sinking outside one is its own item', () => {
    const items = recap([
      { type: 'navalCombatBegan', hex: '2714', ships: ['pe-ship-huascar', 'cl-ship-esmeralda'], rule: '7.9' },
      { type: 'gunfire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-esmeralda', outcome: 'sunk', critical: false, rule: '7.9' },
      { type: 'shipSunk', side: 'chile', ship: 'cl-ship-esmeralda', cargo: [], rule: '7.9' },
      { type: 'navalCombatEnded', hex: '2714', rule: '7.9' },
      { type: 'shipSunk', side: 'allied', ship: 'pe-ship-huascar', cargo: [], rule: '7.7' },
    ]);
    expect(items.slice(0, 2)).toEqual([
      { kind: 'navalBattle', hex: '2714', sunk: { chile: ['cl-ship-esmeralda'], allied: [] }, damaged: { chile: [], allied: [] }, lostAboard: { chile: [], allied: [] } },
      { kind: 'sunk', side: 'allied', ship: 'pe-ship-huascar', aboard: [] },
    ]);
  });

  it('7.9: a ship damaged and then sunk in one battle is told lost only (it read "Chile lost O\'Higgins, …, O\'Higgins damaged": table QA round 11)', () => {
    const items = recap([
      { type: 'navalCombatBegan', hex: '2714', ships: ['pe-ship-huascar', 'cl-ship-esmeralda'], rule: '7.9' },
      { type: 'gunfire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-esmeralda', outcome: 'damaged', critical: false, rule: '7.9' },
      { type: 'gunfire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-esmeralda', outcome: 'sunk', critical: false, rule: '7.9' },
      { type: 'shipSunk', side: 'chile', ship: 'cl-ship-esmeralda', cargo: [], rule: '7.9' },
      { type: 'navalCombatEnded', hex: '2714', rule: '7.9' },
    ]);
    expect(items[0]).toMatchObject({ kind: 'navalBattle', sunk: { chile: ['cl-ship-esmeralda'], allied: [] }, damaged: { chile: [], allied: [] } });
    expect(recapText(items[0]!)).not.toMatch(/damaged/);
  });

  it('7.9: the pieces lost aboard a ship sunk are named with the battle (a transport went down with its troops and the recap said only the ship)', () => {
    const items = recap([
      { type: 'navalCombatBegan', hex: '2714', ships: ['pe-ship-huascar', 'cl-ship-loa'], rule: '7.9' },
      { type: 'gunfire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-loa', outcome: 'sunk', critical: false, rule: '7.9' },
      { type: 'shipSunk', side: 'chile', ship: 'cl-ship-loa', cargo: ['cl-inf-1-linea'], rule: '7.9' },
      { type: 'navalCombatEnded', hex: '2714', rule: '7.9' },
    ]);
    expect(items[0]).toMatchObject({ kind: 'navalBattle', lostAboard: { chile: ['cl-inf-1-linea'], allied: [] } });
    expect(recapText(items[0]!)).toMatch(/^Naval battle at .*: Chile lost Loa, lost aboard: \S/);
  });

  it('7.6: a raid is told with its target, where, and what it did — a unit\'s last step is its elimination, told once', () => {
    const unit = Object.entries(view.units).find(([id, u]) => u.location.kind === 'hex' && id.startsWith('cl-'))!;
    const hex = (unit[1].location as { hex: string }).hex;
    const items = recap([
      { type: 'raid', side: 'allied', ship: 'pe-ship-huascar', target: unit[0], hit: true, rule: '7.6' },
      { type: 'eliminated', side: 'chile', piece: unit[0], reason: 'reason.raided', rule: '7.6' },
      { type: 'raid', side: 'allied', ship: 'pe-ship-huascar', target: unit[0], hit: false, rule: '7.6' },
    ]);
    expect(items.slice(0, 2)).toEqual([
      { kind: 'raid', side: 'allied', ship: 'pe-ship-huascar', target: unit[0], hex, result: 'eliminated' },
      { kind: 'raid', side: 'allied', ship: 'pe-ship-huascar', target: unit[0], hex, result: 'miss' },
    ]);
    expect(items.some((i) => i.kind === 'losses')).toBe(false);
    expect(recapText(items[0]!)).toMatch(new RegExp(`^Huáscar of the Allies raided .+ at .+\\(${hex}\\): eliminated$`));
    expect(recapText(items[1]!)).toMatch(/ and missed$/);
  });

  it('7.7 / 7.10: a fort firing back at a raider is told, and a ship it sinks is told with the shot, not again', () => {
    const items = recap([
      { type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-fort-arica', hit: true, rule: '7.7' },
      { type: 'fortFire', side: 'allied', fort: 'pe-fort-arica', ship: 'cl-ship-cochrane', outcome: 'sunk', critical: true, rule: '7.10' },
      { type: 'shipSunk', side: 'chile', ship: 'cl-ship-cochrane', cargo: [], rule: '7.10' },
    ]);
    expect(items.slice(0, 2)).toEqual([
      { kind: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-fort-arica', hex: '3116', result: 'destroyed' },
      { kind: 'fortFire', side: 'allied', fort: 'pe-fort-arica', hex: '3116', ship: 'cl-ship-cochrane', outcome: 'sunk', critical: true, aboard: [] },
    ]);
    expect(items.some((i) => i.kind === 'sunk')).toBe(false);
    expect(recapText(items[1]!)).toMatch(/fired back at Almirante Cochrane: sunk by a critical hit$/);
  });

  it('7.6 / 10.1 / 10.2 / 7.1: a blockade run, runners caught, a capture, an infernal machine and troops going aboard are each told', () => {
    const items = recap([
      { type: 'embarked', side: 'chile', piece: 'cl-inf-1-linea', transport: 'cl-ship-loa', rule: '7.1' },
      { type: 'embarked', side: 'chile', piece: 'cl-inf-2-linea', transport: 'cl-ship-loa', rule: '7.1' },
      { type: 'blockadeRun', side: 'allied', hex: '3218', through: 1, of: 2, rule: '7.6' },
      { type: 'runnersCaught', side: 'chile', hex: '3218', ships: ['pe-ship-independencia'], rule: '7.6' },
      { type: 'captureAttempt', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar', outcome: 'captured', rule: '10.1' },
      { type: 'infernalMachine', side: 'allied', target: 'cl-ship-cochrane', hex: '2007', outcome: 'noEffect', rule: '10.2' },
    ]);
    const text = items.map(recapText);
    expect(text[0]).toMatch(/^Chile put .+ aboard Loa/);
    expect(items[0]).toMatchObject({ kind: 'embarked', pieces: ['cl-inf-1-linea', 'cl-inf-2-linea'] });
    expect(text[1]).toMatch(/^The Allies ran the blockade of .*3218.*: 1 of 2 ships got through$/);
    expect(text[2]).toMatch(/^Chile caught Independencia running the blockade of /);
    expect(text[3]).toBe('Almirante Cochrane of Chile captured Huáscar');
    expect(text[4]).toMatch(/^An infernal machine of the Allies against Almirante Cochrane at .*2007.* had no effect$/);
  });

  it('7.1: pieces put aboard a transport in the Chile Holding Box are told there, not where it had sailed by the end of the recap ("aboard Amazonas at hex 2919": QA round 6)', () => {
    const ship = 'cl-ship-amazonas';
    const inBox = { ...view, ships: { ...view.ships, [ship]: { ...view.ships[ship]!, location: { kind: 'holdingBox' } as Location } } };
    const sailed = { ...inBox, ships: { ...inBox.ships, [ship]: { ...inBox.ships[ship]!, location: { kind: 'hex', hex: '2919' } as Location } } };
    const items = summarise({ entries: entries([{ type: 'embarked', side: 'chile', piece: 'sc-1', transport: ship, rule: '7.1' }]), before: inBox, after: sailed, map: getMap() });
    expect(items[0]).toMatchObject({ kind: 'embarked', hex: null, inBox: true });
    expect(recapText(items[0]!)).toMatch(/^Chile put .+ aboard Amazonas in the Chile Holding Box$/);
    expect(itemHex(items[0]!)).toBeNull();
  });

  it('7.1 / 7.2: pieces put aboard a transport that sailed into the Chile Holding Box in the span are told in the box, not where it lay at the start nor at the end (QA round 9: "aboard Itata at Antofagasta")', () => {
    const ship = 'cl-ship-amazonas';
    const atSea = { ...view, ships: { ...view.ships, [ship]: { ...view.ships[ship]!, location: { kind: 'hex', hex: '3123' } as Location } } };
    const items = summarise({
      entries: entries([
        { type: 'shipsMoved', side: 'chile', ships: [ship], to: { kind: 'holdingBox' }, rule: '7.2' } as GameEvent,
        { type: 'embarked', side: 'chile', piece: 'sc-1', transport: ship, rule: '7.1' },
        { type: 'shipsMoved', side: 'chile', ships: [ship], to: { kind: 'hex', hex: '3123' }, rule: '7.2' } as GameEvent,
      ]),
      before: atSea,
      after: atSea,
      map: getMap(),
    });
    expect(items.find((i) => i.kind === 'embarked')).toMatchObject({ hex: null, inBox: true });
  });

  it('6.2: units replenished are told, one line a side (they never were: QA round 9)', () => {
    const [a, b] = Object.entries(view.units).filter(([id, u]) => id.startsWith('cl-inf') && u.location.kind === 'hex').map(([id]) => id);
    const items = recap([a!, b!].map((piece): GameEvent => ({ type: 'supplySpent', side: 'chile', use: 'replenish', piece, columns: 1, rule: '6.2' })));
    expect(items[0]).toMatchObject({ kind: 'replenished', side: 'chile', units: [a, b] });
    expect(recapText(items[0]!)).toMatch(/^Chile replenished .+ and .+ in .+ \(\d{4}\), a Supply Column each \(6\.2\)$/);
  });

  it('6.2: units replenished are told where they were replenished, not where they marched afterwards (QA round 10: "in hex 3420")', () => {
    const [unit, u] = Object.entries(view.units).find(([id, x]) => id.startsWith('cl-inf') && x.location.kind === 'hex')!;
    const at = (u.location as { hex: string }).hex;
    const away = { ...view, units: { ...view.units, [unit]: { ...u, location: { kind: 'hex', hex: '3420' } as Location } } };
    const items = summarise({
      entries: entries([
        { type: 'supplySpent', side: 'chile', use: 'replenish', piece: unit, columns: 1, rule: '6.2' },
        { type: 'landMoved', side: 'chile', pieces: [unit], from: at, to: '3420', cost: 1, mpLeft: 0, rule: '8.2' } as GameEvent,
      ]),
      before: view,
      after: away,
      map: getMap(),
    });
    expect(items.find((i) => i.kind === 'replenished')).toMatchObject({ hex: at });
  });

  it('6.2: a unit replenished in the Chile Holding Box, then landed, is told replenished in the box (it read "in Ilo": table QA round 11)', () => {
    const [unit, u] = Object.entries(view.units).find(([id, x]) => id.startsWith('cl-inf') && x.location.kind === 'hex')!;
    const inBox = { ...view, units: { ...view.units, [unit]: { ...u, location: { kind: 'holdingBox' } as Location } } };
    const ashore = { ...view, units: { ...view.units, [unit]: { ...u, location: { kind: 'hex', hex: '3015' } as Location } } };
    const items = summarise({
      entries: entries([{ type: 'supplySpent', side: 'chile', use: 'replenish', piece: unit, columns: 1, rule: '6.2' }]),
      before: inBox,
      after: ashore,
      map: getMap(),
    });
    const item = items.find((i) => i.kind === 'replenished')!;
    expect(item).toMatchObject({ hex: null, inBox: true });
    expect(recapText(item)).toMatch(/ in the Chile Holding Box with a Supply Column \(6\.2\)$/);
  });

  it('3.1 / 6.2: a unit set up in the span (the historical set-up, one event) is told replenished where it was set up, not where it marched afterwards (it read "in Iquique", done in Antofagasta: table QA round 11)', () => {
    const alliedSetUp = played(setUp.slice(0, 2));
    const before = viewFor(alliedSetUp.game, 'allied');
    const [unit, u] = Object.entries(view.units).find(([id, x]) => id.startsWith('cl-cav') && x.location.kind === 'hex')!;
    const setAt = (u.location as { hex: string }).hex;
    expect(before.units[unit]!.location.kind).toBe('unplaced');
    const marched = { ...view, units: { ...view.units, [unit]: { ...u, location: { kind: 'hex', hex: '3218' } as Location } } };
    const items = summarise({
      entries: entries([
        { type: 'historicalSetup', side: 'chile', rule: '3.1' },
        { type: 'supplySpent', side: 'chile', use: 'replenish', piece: unit, columns: 1, rule: '6.2' },
      ]),
      before,
      after: marched,
      map: getMap(),
    });
    expect(items.find((i) => i.kind === 'replenished')).toMatchObject({ hex: setAt });
    expect(setAt).not.toBe('3218');
  });

  it('6.2: units replenished in two places are told one line a place (3 in Antofagasta and 1 in the Holding Box were "4 units in Antofagasta": table QA round 12)', () => {
    const [a, b] = Object.entries(view.units).filter(([id, u]) => id.startsWith('cl-inf') && u.location.kind === 'hex').map(([id]) => id);
    const [boxed, u] = Object.entries(view.units).find(([id, x]) => id !== a && id !== b && id.startsWith('cl-') && x.location.kind === 'hex')!;
    const before = { ...view, units: { ...view.units, [boxed]: { ...u, location: { kind: 'holdingBox' } as Location } } };
    const items = summarise({
      entries: entries([a!, b!, boxed].map((piece): GameEvent => ({ type: 'supplySpent', side: 'chile', use: 'replenish', piece, columns: 1, rule: '6.2' }))),
      before,
      after: before,
      map: getMap(),
    });
    const lines = items.filter((i) => i.kind === 'replenished');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ units: [a, b] });
    expect(lines[1]).toMatchObject({ units: [boxed], hex: null, inBox: true });
  });

  it('3.1 / 7.1: a transport set up in the Holding Box in the span and loaded there is told loaded in the box, not where it then sailed (it read "aboard Amazonas at Arica" before "sailed … to Arica": table QA round 12)', () => {
    const alliedSetUp = played(setUp.slice(0, 2));
    const before = viewFor(alliedSetUp.game, 'allied');
    expect(before.ships['cl-ship-amazonas']!.location.kind).toBe('unplaced');
    const sailed = { ...view, ships: { ...view.ships, 'cl-ship-amazonas': { ...view.ships['cl-ship-amazonas']!, location: { kind: 'hex', hex: '3116' } as Location } } };
    const items = summarise({
      entries: entries([
        { type: 'historicalSetup', side: 'chile', rule: '3.1' },
        { type: 'embarked', side: 'chile', piece: 'sc-1', transport: 'cl-ship-amazonas', rule: '7.1' },
      ]),
      before,
      after: sailed,
      map: getMap(),
    });
    expect(items.find((i) => i.kind === 'embarked')).toMatchObject({ hex: null, inBox: true });
  });

  it('8.2: a march of a unit with Supply Columns counts them apart ("4 units" were a regiment and 3 columns: QA round 9)', () => {
    const pieces = ['pe-cav-gen-bn-2', 'sc-1', 'sc-2', 'sc-3'];
    const items = recap([
      { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'allied', dice: [5, 4], reading: 'highest', modifiers: [], result: 5, scripted: false },
      { type: 'landMoved', side: 'allied', pieces, from: '2007', to: '2008', cost: 1, mpLeft: 4, rule: '8.2' },
      { type: 'moveEnded', side: 'allied', pieces, at: '2008', reason: 'reason.stopped', rule: '8.2' } as GameEvent,
    ]);
    expect(recapText(items[0]!)).toMatch(/^The Allies moved Peruvian Cav Bn 2 and 3 Supply Columns from Callao \(2007\) to Lima \(2008\)/);
  });

  it('7.9: a naval battle not over as the span ends is told as still being fought, not as "no losses" before a shot (QA round 9)', () => {
    const items = recap([{ type: 'navalCombatBegan', hex: '3118', ships: ['pe-ship-huascar', 'cl-ship-esmeralda'], rule: '7.9' }]);
    expect(items[0]).toMatchObject({ kind: 'navalBattle', underway: true });
    expect(recapText(items[0]!)).toMatch(/^Naval battle at .*3118.*: still being fought$/);
  });

  it('5.1: ends with Chile\'s VP now and the change since the span began, read from the views', () => {
    const town = Object.entries(getMap().hexes).find(([hex, h]) => (h.town?.vp ?? 0) > 0 && controller(view, hex) !== 'chile')!;
    const after = { ...view, control: { chile: [...view.control.chile, town[0]].sort(), allied: view.control.allied.filter((h) => h !== town[0]) } };
    const items = recap([{ type: 'supplyPlaced', side: 'allied', count: 2, where: '2008', rule: '4.1' }], after);
    expect(items.at(-1)).toMatchObject({ kind: 'vp', change: town[1].town!.vp, taken: [town[0]], lost: [] });
    // The change has its reason: the VP hex that changed hands (table QA round 3: "−7" with no reason).
    expect(recapSummary(items)).toMatch(/Chile now holds \d+ VP \(\+\d+: took [^)]+\(\d{4}\)\)$/);
  });

  it('8.11: units advancing after a battle are told, where to, even when the battle began before the span; and the VP hex lost with it (table QA round 3)', () => {
    // Chile held Lima (7 VP) as the span began; the Allies take it back.
    const held = '2008';
    const before = { ...view, control: { chile: [...view.control.chile, held].sort(), allied: view.control.allied.filter((h) => h !== held) } };
    const events: GameEvent[] = [
      { type: 'advanced', side: 'allied', unit: 'pe-inf-zepita', to: held, rule: '8.11' },
      { type: 'advanced', side: 'allied', unit: 'pe-inf-ayacucho', to: held, rule: '8.11' },
    ];
    const items = summarise({ entries: entries(events), before, after: view, map: getMap() });
    expect(items[0]).toEqual({ kind: 'advance', side: 'allied', units: ['pe-inf-zepita', 'pe-inf-ayacucho'], to: held });
    expect(recapText(items[0]!)).toMatch(/^The Allies advanced into Lima \(2008\) with Zepita .+ and Ayacucho .+$/);
    expect(items.at(-1)).toMatchObject({ kind: 'vp', lost: [held] });
    expect(recapText(items.at(-1)!)).toMatch(/\(−7: lost Lima \(2008\)\)$/);
  });

  it('4.1 I / 4.2: NADCs are counted by the ships holding one as the span ends — an order changed is one ship, one taken back none ("8 ships" was told of 6: QA)', () => {
    const nadc = (ship: string, assigned = true): GameEvent => ({ type: 'nadcAssigned', side: 'chile', ship, assigned, rule: '4.2' });
    const ships = ['cl-ship-cochrane', 'cl-ship-blanco-encalada', 'cl-ship-covadonga', 'cl-ship-ohiggins', 'cl-ship-magallanes', 'cl-ship-abtao', 'cl-ship-loa'];
    // Six ships ordered, two of them given another area, a seventh ordered and its order taken back.
    const items = recap([...ships.slice(0, 6).map((s) => nadc(s)), nadc(ships[0]!), nadc(ships[1]!), nadc(ships[6]!), nadc(ships[6]!, false)]);
    expect(items[0]).toEqual({ kind: 'orders', side: 'chile', forTurn: 1, ships: 6 });
    expect(items.filter((i) => i.kind === 'orders')).toHaveLength(1);
    expect(recapText(items[0]!)).toBe('Chile gave secret naval orders (NADCs) to 6 ships for turn 1');
    // Every order taken back: no line at all (and nothing else to tell).
    expect(recap([nadc(ships[0]!), nadc(ships[0]!, false)])).toEqual([]);
  });

  it('4.2 / 4.1 I: the set-up orders (for turn 1) and the orders for the next turn given in the same span are told apart, in Spanish agreeing in number', async () => {
    const nadc = (ship: string, rule: string): GameEvent => ({ type: 'nadcAssigned', side: 'chile', ship, assigned: true, rule });
    // The view starts in Chile's set-up (turn 1): its orders are for turn 1; in turn 1's Administrative Phase, for turn 2.
    expect(view).toMatchObject({ phase: 'setup', turn: 1 });
    const items = recap([
      nadc('cl-ship-cochrane', '4.2'),
      nadc('cl-ship-blanco-encalada', '4.2'),
      { type: 'phaseBegan', turn: 1, side: 'chile', phase: 'administrative', rule: '4.1' },
      nadc('cl-ship-cochrane', '4.1'),
      nadc('cl-ship-cochrane', '4.1'),
    ]);
    expect(items.filter((i) => i.kind === 'orders')).toEqual([
      { kind: 'orders', side: 'chile', forTurn: 1, ships: 2 },
      { kind: 'orders', side: 'chile', forTurn: 2, ships: 1 },
    ]);
    expect(recapText(items[1]!)).toBe('Chile gave a secret naval order (NADC) to 1 ship for turn 2');
    await i18n.changeLanguage('es');
    try {
      expect(recapText(items[0]!)).toBe('Órdenes navales secretas (NADC) de Chile para 2 buques (turno 1)');
      expect(recapText(items[1]!)).toBe('Orden naval secreta (NADC) de Chile para 1 buque (turno 2)');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('6.3 / 6.4: pieces recruited, rebuilt or placed are named, one line per place they went to ("Chile placed 2 pieces" said neither which nor where: QA)', async () => {
    const built = (piece: string, to: Location, use: 'recruit' | 'rebuild' | 'rebuildTransport'): GameEvent[] => [
      { type: 'supplySpent', side: 'chile', use, piece, columns: use === 'rebuildTransport' ? 3 : 1, rule: use === 'recruit' ? '6.4' : '6.3' },
      { type: 'placed', side: 'chile', piece, to, rule: use === 'recruit' ? '6.4' : '6.3' },
    ];
    const box: Location = { kind: 'holdingBox' };
    const antofagasta: Location = { kind: 'hex', hex: '3123' };
    const items = recap([...built('cl-inf-santiago', box, 'recruit'), ...built('cl-inf-2nd', antofagasta, 'rebuild'), ...built('cl-inf-atacama', box, 'recruit')]);
    expect(items.slice(0, 2)).toEqual([
      { kind: 'placed', side: 'chile', pieces: ['cl-inf-santiago', 'cl-inf-atacama'], to: box },
      { kind: 'placed', side: 'chile', pieces: ['cl-inf-2nd'], to: antofagasta },
    ]);
    expect(recapText(items[0]!)).toBe('Chile placed Santiago regiment and Atacama regiment in the Chile Holding Box');
    expect(recapText(items[1]!)).toBe('Chile placed 2nd regiment at Antofagasta (3123)');
    // The line is a link to the hex the piece was placed in.
    expect(itemHex(items[1]!)).toBe('3123');
    expect(itemHex(items[0]!)).toBeNull();
    // More than two: counted, in ships when they are all ships, in pieces when units and ships.
    const many = recap([...built('cl-inf-santiago', box, 'recruit'), ...built('cl-inf-atacama', box, 'recruit'), ...built('cl-ship-loa', box, 'rebuildTransport')]);
    expect(recapText(many[0]!)).toBe('Chile placed 3 pieces in the Chile Holding Box');
    await i18n.changeLanguage('es');
    try {
      expect(recapText(items[0]!)).toBe('Fichas colocadas por Chile en el cajetín Chile: regimiento Santiago y regimiento Atacama');
      expect(recapText(items[1]!)).toMatch(/^Ficha colocada por Chile en Antofagasta \(3123\): regimiento /);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('4.1: Supply Columns placed are told where, one line per place ("The Allies placed 5 Supply Columns" said not where: QA)', async () => {
    const placed = (where: string): GameEvent => ({ type: 'supplyPlaced', side: 'allied', count: 1, where, rule: '4.1' });
    const items = recap([placed('2008'), placed('2008'), placed('3616'), placed('2008'), placed('2007'), { type: 'supplyPlaced', side: 'chile', count: 4, where: 'holdingBox', rule: '4.1' }]);
    expect(items.slice(0, 4)).toEqual([
      { kind: 'supply', side: 'allied', count: 3, where: '2008' },
      { kind: 'supply', side: 'allied', count: 1, where: '3616' },
      { kind: 'supply', side: 'allied', count: 1, where: '2007' },
      { kind: 'supply', side: 'chile', count: 4, where: 'holdingBox' },
    ]);
    expect(items.slice(0, 4).map(recapText)).toEqual([
      'The Allies placed 3 Supply Columns at Lima (2008)',
      'The Allies placed 1 Supply Column at Oruro (3616)',
      'The Allies placed 1 Supply Column at Callao (2007)',
      'Chile placed 4 Supply Columns in the Chile Holding Box',
    ]);
    // A line placed in a hex links to it; the Holding Box is not on the map.
    expect(items.slice(0, 4).map(itemHex)).toEqual(['2008', '3616', '2007', null]);
    await i18n.changeLanguage('es');
    try {
      expect(recapText(items[0]!)).toBe('Columnas logísticas colocadas por los Aliados en Lima (2008): 3');
      expect(recapText(items[1]!)).toBe('Columna logística colocada por los Aliados en Oruro (3616): 1');
      expect(recapText(items[3]!)).toBe('Columnas logísticas colocadas por Chile en el cajetín Chile: 4');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('9.0: reinforcements are named, in their recruit pool ("Chile received 2 reinforcements" said not which)', async () => {
    const arrived = (piece: string): GameEvent => ({ type: 'reinforcementAvailable', side: 'chile', piece, rule: '9.0' });
    const two = recap([arrived('cl-inf-santiago'), arrived('cl-inf-atacama')]);
    expect(two[0]).toEqual({ kind: 'reinforcements', side: 'chile', pieces: ['cl-inf-santiago', 'cl-inf-atacama'] });
    expect(recapText(two[0]!)).toBe('Chile received reinforcements in the recruit pool: Santiago regiment and Atacama regiment');
    const one = recap([arrived('cl-inf-atacama')]);
    expect(recapText(one[0]!)).toBe('Chile received a reinforcement in the recruit pool: Atacama regiment');
    await i18n.changeLanguage('es');
    try {
      expect(recapText(one[0]!)).toBe('Refuerzo de Chile en la reserva de reclutas: regimiento Atacama');
      expect(recapText(two[0]!)).toBe('Refuerzos de Chile en la reserva de reclutas: regimiento Santiago y regimiento Atacama');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("7.3: the interceptions the other side declined are one line for the fleet's side — each hex once, its voyage still one item (the recap did not say Chile's fleet was let pass)", async () => {
    const ships = ['cl-ship-cochrane'];
    const sailed = (hex: string): GameEvent => ({ type: 'shipsMoved', side: 'chile', ships, to: { kind: 'hex', hex }, rule: '7.2' });
    const declined = (hex: string): GameEvent => ({ type: 'interceptionDeclined', side: 'allied', hex, rule: '7.3' });
    const events = [sailed('2815'), declined('2815'), sailed('2714'), declined('2714'), declined('2714'), sailed('2614')];
    const items = recap(events);
    expect(items.slice(0, 2)).toEqual([
      { kind: 'voyage', side: 'chile', ships, path: ['2815', '2714', '2614'] },
      { kind: 'passed', side: 'allied', hexes: ['2815', '2714'] },
    ]);
    expect(recapText(items[1]!)).toBe("The Allies did not intercept Chile's fleet at hex 2815 and hex 2714");
    expect(itemHex(items[1]!)).toBe('2714');
    // Asked at many hexes: still one line, counted, with the last.
    const many = recap([sailed('2815'), declined('2815'), sailed('2714'), declined('2714'), sailed('2614'), declined('2614')]);
    expect(many.filter((i) => i.kind === 'passed')).toHaveLength(1);
    expect(recapText(many[1]!)).toBe("The Allies did not intercept Chile's fleet at 3 hexes, the last hex 2614");
    // The side that declined is not told its own answer.
    const allied = viewFor(base.game, 'allied');
    expect(summarise({ entries: entries(events), before: allied, after: allied, map: getMap() }).some((i) => i.kind === 'passed')).toBe(false);
    await i18n.changeLanguage('es');
    try {
      expect(recapText(items[1]!)).toBe('Sin intercepción de los Aliados en el hex 2815 y el hex 2714: la flota de Chile siguió su rumbo');
      expect(recapText(many[1]!)).toBe('Sin intercepción de los Aliados en 3 hexes (el último, hex 2614): la flota de Chile siguió su rumbo');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('5.2 the turn-5 victory check the span passed is told with what it found: it was only in the log, under the turn-5 filter (QA round 17)', async () => {
    // Chile holds Iquique and Arica (2 VP each, 5.1): between the Allies' sudden death and Chile's win at turn 5 (5.2).
    const held = ['3218', '3116'];
    const control = { chile: [...base.game.control.chile, ...held].sort(), allied: base.game.control.allied.filter((h) => !held.includes(h)) };
    const state: GameState = { ...base.game, turn: 5, control };
    const end = endGameTurn(state, getMap());
    expect(end.state.result).toBeNull();
    const events: GameEvent[] = [...end.events, { type: 'phaseBegan', turn: 6, side: 'chile', phase: 'administrative', rule: '4.1' }];
    const items = summarise({ entries: entries(events), before: viewFor(state, 'chile'), after: viewFor(end.state, 'chile'), map: getMap() });
    const check = items.find((i) => i.kind === 'victoryCheck')!;
    expect(recapText(check)).toMatch(/^The victory check of turn 5 \(5\.2\): Chile has \d+ VP: the game goes on\.$/);
    expect(itemHex(check)).toBeNull();
    await i18n.changeLanguage('es');
    try {
      expect(recapText(check)).toMatch(/^Verificación de victoria del turno 5 \(5\.2\): Chile tiene \d+ PV: la partida continúa\.$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('5.6: Bolivia quitting the war is told where it came, with why — its units leaving the game are no losses (the recap never said Bolivia had quit)', async () => {
    // Chilean regiments hold Oruro (3616) and La Paz (3513) as the game turn ends: the engine's own end of the turn.
    const [a, b] = Object.keys(base.game.units).filter((u) => u.startsWith('cl-inf'));
    const state: GameState = { ...base.game, units: { ...base.game.units, [a!]: { ...base.game.units[a!]!, location: { kind: 'hex', hex: '3616' } }, [b!]: { ...base.game.units[b!]!, location: { kind: 'hex', hex: '3513' } } } };
    const end = endGameTurn(state, getMap());
    expect(end.state.boliviaInWar).toBe(false);
    const pieces = ['pe-inf-zepita'];
    const events: GameEvent[] = [
      { type: 'landMoved', side: 'allied', pieces, from: '3118', to: '3218', cost: 1, mpLeft: 4, rule: '8.2' },
      { type: 'moveEnded', side: 'allied', pieces, at: '3218', reason: 'reason.stopped', rule: '8.2' },
      ...end.events,
      { type: 'phaseBegan', turn: 2, side: 'chile', phase: 'administrative', rule: '4.1' },
      { type: 'reinforcementAvailable', side: 'chile', piece: 'cl-inf-atacama', rule: '9.0' },
    ];
    const items = summarise({ entries: entries(events), before: viewFor(state, 'chile'), after: viewFor(end.state, 'chile'), map: getMap() });
    expect(items.map((i) => i.kind)).toEqual(['march', 'boliviaQuits', 'reinforcements', 'vp']);
    const quit = items[1]!;
    expect(recapText(quit)).toBe('Bolivia quit the war: Chile holds Oruro and La Paz (5.6); every Bolivian unit and Supply Column is out of the game for good');
    expect(itemHex(quit)).toBeNull();
    await i18n.changeLanguage('es');
    try {
      expect(recapText(quit)).toBe('Retirada de Bolivia de la guerra: Chile controla Oruro y La Paz (5.6); todas las unidades y columnas logísticas bolivianas, fuera del juego para siempre');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says nothing when nothing but phases began', () => {
    expect(recap([{ type: 'phaseBegan', turn: 1, side: 'chile', phase: 'administrative', rule: '4.1' }])).toEqual([]);
  });
});

describe('the recap never tells a secret (issue 19, 4.1 I, issue 17)', () => {
  /** The Allies set up, give Huáscar an NADC for the area given, and hand over to Chile. */
  const withOrder = (area: string, diceSecret?: string) =>
    played(
      [{ type: 'historicalSetup', side: 'allied' }, { type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area } as Action, { type: 'endPhase', side: 'allied' }],
      diceSecret ? { diceSecret } : {},
    );

  it('4.1 I: a face-down NADC\'s area never appears — Chile\'s recap is the same whatever area the Allies chose', () => {
    const xiii = withOrder('XIII');
    const v = withOrder('V');
    const told = (record: GameRecord) => recapSummary(buildRecap(record, 'chile', sinceLastAction(record, 'chile')));
    expect(told(xiii)).toContain('The Allies gave a secret naval order (NADC) to 1 ship');
    expect(told(xiii)).toBe(told(v));
    expect(told(xiii)).not.toMatch(/\bXIII\b/);
    // The control: the Allies' own view of the same record does hold the area, so the test could see a leak.
    expect(JSON.stringify(viewFor(xiii.game, 'allied').nadc.allied)).toContain('"XIII"');
  });

  it('4.1 I: an order given another area is one ship, and neither area shows — the engine\'s own events, told to Chile', () => {
    const changed = played([
      { type: 'historicalSetup', side: 'allied' },
      { type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'XIII' } as Action,
      { type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'V' } as Action,
      { type: 'orderShip', side: 'allied', ship: 'pe-ship-independencia', area: 'V' } as Action,
      { type: 'orderShip', side: 'allied', ship: 'pe-ship-independencia', area: null } as Action,
      { type: 'endPhase', side: 'allied' },
    ]);
    const told = recapSummary(buildRecap(changed, 'chile', sinceLastAction(changed, 'chile')));
    expect(told).toContain('The Allies gave a secret naval order (NADC) to 1 ship for turn 1');
    expect(told).not.toMatch(/\b(?:XIII|V)\b/);
  });

  it('issue 17: no die still to be thrown shows — the recap is the same whatever the dice secret', () => {
    const one = withOrder('XIII', '0123456789abcdef0123456789abcdef');
    const other = withOrder('XIII', 'fedcba9876543210fedcba9876543210');
    const items = (record: GameRecord) => buildRecap(record, 'chile', sinceLastAction(record, 'chile'));
    expect(items(one)).toEqual(items(other));
    expect(JSON.stringify(items(one))).not.toMatch(/0123456789abcdef|fedcba9876543210/);
  });
});

describe('the span of "since your last turn"', () => {
  /** Turn 3, Chile's Naval Movement Phase: Cochrane (NADC VI) sails to 2714 past Atahualpa, which the Allies let it pass; Chile ends the move. */
  const letPass = (count = 3) =>
    played(
      (
        [
          { type: 'sail', side: 'chile', stack: 's1', to: '2714' },
          { type: 'declineInterception', side: 'allied', letPass: true },
          { type: 'endMove', side: 'chile', stack: 's1' },
        ] as Action[]
      ).slice(0, count),
      {},
      navalPosition({
        turn: 3,
        side: 'chile',
        phase: 'navalMovement',
        ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-atahualpa': shipAt('2415') },
        nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
      }),
    );

  it("7.3: an answer given in the other side's player turn is told with what it set off — the Allies let Chile's fleet pass, and their recap tells it sailing on (it started after their answer, so the voyage it set off was never told)", () => {
    const record = letPass();
    const base = record.game.step - record.actions.length;
    // The engine sails the stack on within the Allies' answer: its ships reach 2714 in that action.
    expect(record.log.filter((e) => e.step === base + 2).map((e) => e.event.type)).toContain('shipsMoved');
    const span = sinceLastAction(record, 'allied');
    expect(span).toEqual({ kind: 'since', from: base + 1, to: record.game.step });
    const items = buildRecap(record, 'allied', span);
    expect(items).toContainEqual(expect.objectContaining({ kind: 'voyage', side: 'chile', ships: ['cl-ship-cochrane'] }));
    expect(recapSummary(items)).toMatch(/^Chile sailed Almirante Cochrane to .*2714/);
  });

  it("7.3: the fleet's side is told its fleet was let pass, and where; the side that let it pass is not told its own answer", () => {
    // Chile has the device back after the Allies' answer.
    const answered = letPass(2);
    const chile = recapSummary(buildRecap(answered, 'chile', sinceLastAction(answered, 'chile')));
    expect(chile).toMatch(/^The Allies did not intercept Chile's fleet at hex \d{4}; Chile sailed Almirante Cochrane to hex 2714;/);
    const record = letPass();
    expect(recapSummary(buildRecap(record, 'allied', sinceLastAction(record, 'allied')))).not.toMatch(/did not intercept Chile's fleet/);
  });

  it("7.3: once his own player turn has come, the whole of the other's is told — what came before his answer in it too (QA round 9: the bot's voyage before the interception it asked about was never told at the next turn)", () => {
    const answered = letPass();
    // Chile ends its phases: the Allies' player turn begins.
    const actions = [...answered.actions];
    let game = answered.game;
    for (let i = 0; i < 40 && game.side === 'chile'; i++) {
      const end = legalActions(game).find((a) => a.type === 'endPhase') ?? legalActions(game)[0]!;
      actions.push(end);
      const r = applyAction(game, end);
      if (!r.ok) throw new Error('refused');
      game = r.state;
    }
    expect(game.side).toBe('allied');
    const record = played(actions, {}, answered.start);
    const base = record.game.step - record.actions.length;
    expect(sinceLastAction(record, 'allied')).toEqual({ kind: 'since', from: base, to: record.game.step });
    expect(recapSummary(buildRecap(record, 'allied', sinceLastAction(record, 'allied')))).toMatch(/^Chile sailed Almirante Cochrane to .*2714/);
    // While Chile's turn went on, the answer was the start: only what followed it (as above).
    expect(sinceLastAction(letPass(), 'allied').from).toBe(base + 1);
  });

  it("a player's last action in his own player turn: the span starts after it (his own moves are not told back to him)", () => {
    const record = letPass();
    expect(sinceLastAction(record, 'chile')).toEqual({ kind: 'since', from: record.game.step, to: record.game.step });
    const setUp = played([{ type: 'historicalSetup', side: 'allied' }, { type: 'endPhase', side: 'allied' }, { type: 'historicalSetup', side: 'chile' }]);
    // Ending his set-up ended his player turn: the span takes in that action (what the engine did between
    // the player turns, below), and still tells nothing of his own.
    expect(sinceLastAction(setUp, 'allied')).toEqual({ kind: 'since', from: setUp.game.step - 2, to: setUp.game.step });
    expect(recapSummary(buildRecap(setUp, 'allied', sinceLastAction(setUp, 'allied')))).toBe(recapSummary(buildRecap(setUp, 'allied', { kind: 'since', from: setUp.game.step - 1, to: setUp.game.step })));
    // No action yet: from the start.
    expect(sinceLastAction(setUp, 'chile').from).toBe(setUp.game.step);
    expect(sinceLastAction(played([]), 'chile')).toEqual({ kind: 'since', from: 0, to: 0 });
  });

  it("9.0: the Allies' last action ended the game turn, and the next one began within it — their next recap tells what it brought (the device had gone to Chile at once)", () => {
    const record = played(
      [
        { type: 'endPhase', side: 'allied' },
        { type: 'endPhase', side: 'chile' },
      ] as Action[],
      {},
      navalPosition({ turn: 3, side: 'allied', phase: 'victoryDetermination', units: { 'pe-inf-gen-bn-5': { location: { kind: 'turnTrack', turn: 4 }, steps: 1 } } }),
    );
    const base = record.game.step - record.actions.length;
    // Turn 4 begins within the Allies' own last action: the battalion leaves the turn track for the recruit pool.
    expect(record.log.filter((e) => e.step === base + 1).map((e) => e.event.type)).toContain('reinforcementAvailable');
    expect(sinceLastAction(record, 'allied')).toEqual({ kind: 'since', from: base, to: record.game.step });
    expect(recapSummary(buildRecap(record, 'allied', sinceLastAction(record, 'allied')))).toMatch(/^The Allies received a reinforcement in the recruit pool: /);
  });
});
