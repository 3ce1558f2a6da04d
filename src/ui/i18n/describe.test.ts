import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { at, type Action, type GameEvent, type PhaseId } from '../../engine';
import { actionLabel, eventText, hexName, placeName, SIDE_NAMES, turnLabel } from '../describe';
import { playSampleGames } from './messages/sampleGames';
import { i18n, setLanguage } from './index';

const BUIN = 'cl-inf-buin-1';
const HUASCAR = 'pe-ship-huascar';
const BLANCO = 'cl-ship-blanco-encalada';
const CHALACO = 'pe-ship-chalaco';
const lima = at.hex('2008');

/** One hand-made action of every type (the Record makes the compiler ask for a new type's sample). */
const ACTIONS: Record<Action['type'], Action> = {
  endPhase: { type: 'endPhase', side: 'chile' },
  placeSupplyColumn: { type: 'placeSupplyColumn', side: 'allied', hex: '2008' },
  setupPlace: { type: 'setupPlace', side: 'chile', piece: BUIN, to: at.hex('3123') },
  historicalSetup: { type: 'historicalSetup', side: 'chile' },
  orderShip: { type: 'orderShip', side: 'allied', ship: HUASCAR, area: 'X' },
  eliminateUnit: { type: 'eliminateUnit', side: 'chile', unit: BUIN },
  replenish: { type: 'replenish', side: 'chile', unit: BUIN, from: at.holdingBox },
  rebuild: { type: 'rebuild', side: 'chile', unit: BUIN, from: at.holdingBox, to: at.holdingBox },
  recruit: { type: 'recruit', side: 'chile', unit: BUIN, from: at.holdingBox, to: at.hex('3123') },
  rebuildTransport: { type: 'rebuildTransport', side: 'allied', ship: CHALACO, from: lima, to: at.hex('2007') },
  repair: { type: 'repair', side: 'allied', ship: HUASCAR },
  repairPay: { type: 'repairPay', side: 'allied', from: lima },
  repairDelay: { type: 'repairDelay', side: 'allied' },
  placeNewUnit: { type: 'placeNewUnit', side: 'chile', unit: BUIN, to: at.hex('3123') },
  beginMove: { type: 'beginMove', side: 'chile', from: 'holdingBox' },
  toggleMover: { type: 'toggleMover', side: 'chile', piece: 'sc-1' },
  rollMove: { type: 'rollMove', side: 'chile' },
  cancelMove: { type: 'cancelMove', side: 'chile' },
  moveStep: { type: 'moveStep', side: 'chile', to: '3122' },
  dropOff: { type: 'dropOff', side: 'chile', piece: BUIN },
  forcedMarch: { type: 'forcedMarch', side: 'chile' },
  stopMove: { type: 'stopMove', side: 'chile' },
  takeAttrition: { type: 'takeAttrition', side: 'chile', piece: BUIN },
  beginAttack: { type: 'beginAttack', side: 'chile', from: '3122', target: '3123' },
  toggleAttacker: { type: 'toggleAttacker', side: 'chile', unit: BUIN },
  declareAttack: { type: 'declareAttack', side: 'chile' },
  cancelAttack: { type: 'cancelAttack', side: 'chile' },
  resolveAssault: { type: 'resolveAssault', side: 'chile', hex: '3218' },
  combatSupply: { type: 'combatSupply', side: 'chile', initiative: true, extraDie: true },
  takeLoss: { type: 'takeLoss', side: 'chile', unit: BUIN },
  retreat: { type: 'retreat', side: 'chile', to: '3122' },
  holdGround: { type: 'holdGround', side: 'chile', unit: BUIN },
  advanceUnit: { type: 'advanceUnit', side: 'chile', unit: BUIN },
  endAdvance: { type: 'endAdvance', side: 'chile' },
  embark: { type: 'embark', side: 'allied', transport: CHALACO, piece: 'sc-2' },
  sail: { type: 'sail', side: 'allied', stack: 's1', to: '2717' },
  endMove: { type: 'endMove', side: 'allied', stack: 's1' },
  enterHoldingBox: { type: 'enterHoldingBox', side: 'chile', stack: 's2' },
  debark: { type: 'debark', side: 'allied', piece: 'sc-2' },
  intercept: { type: 'intercept', side: 'allied', hex: '2007' },
  interceptRoll: { type: 'interceptRoll', side: 'allied', transports: true },
  declineInterception: { type: 'declineInterception', side: 'allied' },
  runBlockade: { type: 'runBlockade', side: 'allied', run: true },
  catchRunner: { type: 'catchRunner', side: 'chile', ship: CHALACO },
  letRunnersGo: { type: 'letRunnersGo', side: 'chile' },
  setAside: { type: 'setAside', side: 'chile', ship: BLANCO },
  beginNavalCombat: { type: 'beginNavalCombat', side: 'chile' },
  fire: { type: 'fire', side: 'chile', ship: BLANCO, target: HUASCAR },
  raid: { type: 'raid', side: 'chile', ship: BLANCO, target: 'pe-fort-callao' },
  attemptCapture: { type: 'attemptCapture', side: 'chile', ship: BLANCO, target: HUASCAR },
  declineCapture: { type: 'declineCapture', side: 'chile' },
  infernalMachine: { type: 'infernalMachine', side: 'allied', target: BLANCO },
};

/** One hand-made event of every type, with the engine's codes as the engine writes them. */
const EVENTS: Record<GameEvent['type'], GameEvent> = {
  roll: { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'chile', dice: [5, 1], reading: 'highest', modifiers: [{ value: 1, code: 'modifier.cavalry', params: {}, rule: '8.2' }], result: 6, scripted: false },
  phaseBegan: { type: 'phaseBegan', turn: 2, side: 'allied', phase: 'navalMovement', rule: '7.2' },
  victoryChecked: { type: 'victoryChecked', turn: 5, chileVp: 3, outcome: { code: 'outcome.gameGoesOn', params: { vp: 3 } }, rule: '5.1' },
  gameOver: { type: 'gameOver', result: { winner: 'chile', kind: 'victory', turn: 5, chileVp: 7, rule: '5.2', summary: { code: 'result.chileanVictory', params: { vp: 7, min: 6 } } } },
  supplyPlaced: { type: 'supplyPlaced', side: 'chile', count: 3, where: 'holdingBox', rule: '4.1' },
  placed: { type: 'placed', side: 'chile', piece: BUIN, to: at.hex('3123'), rule: '3.1' },
  nadcAssigned: { type: 'nadcAssigned', side: 'allied', ship: HUASCAR, assigned: true, rule: '4.2' },
  eliminated: { type: 'eliminated', side: 'chile', piece: BUIN, reason: 'reason.overStacking', rule: '8.1' },
  supplySpent: { type: 'supplySpent', side: 'allied', use: 'rebuildTransport', piece: CHALACO, columns: 3, rule: '6.3' },
  repairDelayed: { type: 'repairDelayed', side: 'allied', ship: HUASCAR, untilTurn: 4, rule: '6.5' },
  shipRepaired: { type: 'shipRepaired', side: 'allied', ship: HUASCAR, rule: '6.5' },
  reinforcementAvailable: { type: 'reinforcementAvailable', side: 'chile', piece: BUIN, rule: '9.0' },
  fortArrived: { type: 'fortArrived', fort: 'pe-fort-arica', hex: '3014', built: false, rule: '9.0' },
  navalBonus: { type: 'navalBonus', alliedSunk: 3, chileanSunk: 1, rule: '5.5' },
  boliviaQuits: { type: 'boliviaQuits', reason: { code: 'reason.chileHoldsOruroAndLaPaz', params: {} }, rule: '5.6' },
  historicalSetup: { type: 'historicalSetup', side: 'allied', rule: '3.1' },
  supplyLost: { type: 'supplyLost', side: 'allied', count: 2, reason: 'reason.noDepotLeft', rule: '4.1' },
  landMoved: { type: 'landMoved', side: 'chile', pieces: [BUIN, 'sc-3'], from: 'holdingBox', to: '3130', cost: 1, mpLeft: 4, rule: '8.6' },
  moveEnded: { type: 'moveEnded', side: 'chile', pieces: [BUIN], at: '3130', reason: 'reason.haltedByDoubles', rule: '8.4' },
  stepLost: { type: 'stepLost', side: 'chile', unit: BUIN, reason: 'reason.combatHit', rule: '8.9' },
  supplyCaptured: { type: 'supplyCaptured', side: 'chile', columns: ['sc-4'], hex: '2008', rule: '8.12' },
  attackDeclared: { type: 'attackDeclared', side: 'chile', from: '3122', target: '3123', units: [BUIN], amphibious: false, rule: '8.7' },
  combatSupplySpent: { type: 'combatSupplySpent', side: 'chile', hex: '3122', use: 'extraDie', rule: '8.9' },
  initiativeWon: { type: 'initiativeWon', side: 'chile', attackerTotal: 7, defenderTotal: 4, rule: '8.8' },
  combatAdvantageDrawn: { type: 'combatAdvantageDrawn', side: 'allied', chit: 'ca-inspiringLeader-bolognesi', effect: 'inspiringLeader', applied: true, note: { code: 'chit.leaderBonus', params: { unit: BUIN } }, rule: '8.9' },
  combatDiceCount: { type: 'combatDiceCount', side: 'allied', role: 'defender', count: 4, units: 2, supplyDie: true, chitDice: 0, chit: null, landingDie: true, rule: '7.6' },
  combatResolved: { type: 'combatResolved', attacker: 'chile', target: '3123', attackerHits: 1, defenderHits: 2, rule: '8.9' },
  retreated: { type: 'retreated', side: 'allied', units: [BUIN], from: '3123', to: '3122', rule: '8.10' },
  advanced: { type: 'advanced', side: 'chile', unit: BUIN, to: '3123', rule: '8.11' },
  embarked: { type: 'embarked', side: 'allied', piece: 'sc-5', transport: CHALACO, rule: '7.1' },
  provisionsSpent: { type: 'provisionsSpent', side: 'chile', from: at.holdingBox, rule: '7.8' },
  stackStranded: { type: 'stackStranded', side: 'chile', ships: [BLANCO], reason: 'reason.noProvisions', rule: '7.8' },
  shipsMoved: { type: 'shipsMoved', side: 'chile', ships: [BLANCO], to: at.hex('2717'), rule: '7.2' },
  stackEnded: { type: 'stackEnded', side: 'chile', ships: [BLANCO], at: at.hex('2717'), rule: '7.2' },
  interceptionDeclined: { type: 'interceptionDeclined', side: 'allied', hex: '2717', rule: '7.3' },
  interception: { type: 'interception', side: 'allied', hex: '2717', distance: 2, success: true, automatic: false, rule: '7.3' },
  blockadeRun: { type: 'blockadeRun', side: 'allied', hex: '2007', through: 1, of: 2, rule: '7.6' },
  runnersCaught: { type: 'runnersCaught', side: 'chile', hex: '2007', ships: [CHALACO], rule: '7.6' },
  navalCombatBegan: { type: 'navalCombatBegan', hex: '2717', ships: [BLANCO, HUASCAR], rule: '7.9' },
  setAside: { type: 'setAside', side: 'chile', ship: BLANCO, rule: '7.9' },
  gunfire: { type: 'gunfire', side: 'chile', ship: BLANCO, target: HUASCAR, outcome: 'damaged', critical: true, rule: '7.9' },
  navalCombatEnded: { type: 'navalCombatEnded', hex: '2717', rule: '7.9' },
  shipSunk: { type: 'shipSunk', side: 'allied', ship: CHALACO, cargo: [BUIN], rule: '7.10' },
  debarked: { type: 'debarked', side: 'chile', piece: BUIN, to: at.hex('3218'), landing: true, assault: true, rule: '7.6' },
  raid: { type: 'raid', side: 'chile', ship: BLANCO, target: 'pe-fort-callao', hit: false, rule: '7.6' },
  fortFire: { type: 'fortFire', side: 'allied', fort: 'pe-fort-callao', ship: BLANCO, outcome: 'miss', critical: false, rule: '7.7' },
  captureAttempt: { type: 'captureAttempt', side: 'chile', ship: BLANCO, target: HUASCAR, outcome: 'captured', rule: '10.1' },
  infernalMachine: { type: 'infernalMachine', side: 'allied', target: BLANCO, hex: '2717', outcome: 'noEffect', rule: '10.2' },
};

const ACTION_PHASE: PhaseId = 'landMovement';
const before = i18n.language === 'es' ? 'es' : 'en';
afterAll(() => setLanguage(before));

function inBoth<T>(f: () => T): { en: T; es: T } {
  setLanguage('en');
  const en = f();
  setLanguage('es');
  const es = f();
  return { en, es };
}

describe('describe.ts in English (unchanged) and Spanish', () => {
  afterEach(() => setLanguage('en'));

  it('keeps the English labels and log lines the browser tests match on', () => {
    setLanguage('en');
    expect(actionLabel({ type: 'endPhase', side: 'chile' }, 'administrative')).toBe('End Administrative Phase');
    expect(actionLabel({ type: 'endPhase', side: 'chile' }, 'setup')).toBe('Finish set-up');
    expect(actionLabel(ACTIONS.historicalSetup, 'setup')).toBe('Historical set-up');
    expect(actionLabel(ACTIONS.orderShip, 'administrative')).toBe('NADC X for Huáscar');
    expect(actionLabel({ type: 'orderShip', side: 'allied', ship: HUASCAR, area: null }, 'administrative')).toBe("Take back Huáscar's NADC");
    expect(actionLabel(ACTIONS.rollMove, ACTION_PHASE)).toBe('Roll for movement');
    expect(actionLabel(ACTIONS.stopMove, ACTION_PHASE)).toBe('End the move');
    expect(actionLabel(ACTIONS.declareAttack, 'landCombat')).toBe('Attack');
    expect(actionLabel({ type: 'replenish', side: 'chile', unit: BUIN, from: at.holdingBox }, 'consumeSupply')).toBe(
      'Replenish 1st Buin regiment (Supply Column from the Chile Holding Box)',
    );
    expect(actionLabel(ACTIONS.endMove, 'navalMovement')).toBe('End the movement of stack 1');
    expect(actionLabel(ACTIONS.takeLoss, 'landCombat')).toBe('Hit on 1st Buin regiment');
    expect(actionLabel(ACTIONS.endAdvance, 'landCombat')).toBe('No (more) advance');
    expect(actionLabel(ACTIONS.raid, 'navalCombat')).toBe('Blanco Encalada raids Fort Callao');
    // 7.3: letting a stack pass is a different answer from declining in this hex only, so it is labelled apart.
    expect(actionLabel(ACTIONS.declineInterception, 'navalMovement')).toBe('Not in this hex — ask again at its next hex');
    expect(actionLabel({ type: 'declineInterception', side: 'allied', letPass: true }, 'navalMovement')).toBe('Let it pass — these ships are not asked again');
    expect(eventText({ type: 'roll', purpose: { code: 'roll.supplyAllotment', params: {} }, rule: '4.1', side: 'chile', dice: [3, 5], reading: 'highest', modifiers: [], result: 5, scripted: false })).toBe(
      'Chile rolls for Supply Column allotment: 3, 5 → 5',
    );
    expect(eventText(EVENTS.roll)).toBe('Chile rolls for land movement: 5, 1 +1 cavalry (8.2) → 6');
    expect(eventText(EVENTS.phaseBegan)).toBe('Allies: III. Naval Movement Phase (turn 2)');
    expect(eventText({ type: 'phaseBegan', turn: 1, side: 'chile', phase: 'setup', rule: '3.1' })).toBe('Chile: Set-up (turn 1)');
    expect(eventText(EVENTS.supplyPlaced)).toBe('Chile: 3 Supply Columns placed in the Chile Holding Box (4.1)');
    expect(eventText(EVENTS.supplySpent)).toBe('Allies spend 3 Supply Columns: rebuild the transport Chalaco (6.3)');
    expect(eventText(EVENTS.combatResolved)).toBe('Combat in Antofagasta (3123): attacker 1 hit, defender 2 (8.9)');
    // 8.9: No Event is not said twice ("draws No Event: no effect": QA round 16).
    expect(eventText({ type: 'combatAdvantageDrawn', side: 'chile', chit: 'ca-noEvent-1', effect: 'noEvent', applied: false, note: { code: 'chit.noEffect', params: {} }, rule: '8.9' })).toBe('Chile draws No Event (8.9)');

    // Why this many dice, the 7.6 die included (it was rolled with no word of why: table QA round 15).
    expect(eventText(EVENTS.combatDiceCount)).toBe('Allies roll 4 combat dice: 2 units (8.9), 1 for a Supply Column (8.9), 1 against the landing (7.6)');
    expect(eventText(EVENTS.interception)).toBe('Allies try to intercept at 2 hexes in hex 2717: success (7.3)');
    expect(eventText(EVENTS.shipSunk)).toBe('Allies: Chalaco is sunk with 1st Buin regiment (7.10)');
    expect(eventText(EVENTS.debarked)).toBe('Chile: 1st Buin regiment lands in Iquique (3218) and must attack (7.6)');
    expect(eventText(EVENTS.gunfire)).toBe('Chile: Blanco Encalada fires at Huáscar — critical hit, damaged (7.9)');
    expect(turnLabel(3)).toBe('Turn 3 · Jul–Aug 1879');
    expect(hexName('2008')).toBe('Lima (2008)');
    expect(placeName(at.deadPile)).toBe('the dead pile');
    expect(SIDE_NAMES.allied).toBe('Allies');
  });

  it('8.2 / 8.4 one unit ending its move takes the singular verb, several the plural (QA round 19: "Santiago regiment end their move")', () => {
    setLanguage('en');
    expect(eventText(EVENTS.moveEnded)).toMatch(/^Chile: 1st Buin regiment ends its move in /);
    expect(eventText({ ...EVENTS.moveEnded, pieces: [BUIN, 'cl-inf-2nd'] } as GameEvent)).toMatch(/ end their move in /);
  });

  it('gives every action type a Spanish label', () => {
    const bad: string[] = [];
    for (const action of Object.values(ACTIONS)) {
      const { en, es } = inBoth(() => actionLabel(action, ACTION_PHASE));
      if (en === es || /describe\.|\{\{/.test(es)) bad.push(`${action.type}: ${es}`);
    }
    expect(bad).toEqual([]);
  });

  it('gives every event type a Spanish log line, with the engine\'s codes in it worded in Spanish', () => {
    const bad: string[] = [];
    for (const event of Object.values(EVENTS)) {
      const { en, es } = inBoth(() => eventText(event));
      if (en === es || /describe\.|\{\{/.test(es)) bad.push(`${event.type}: ${es}`);
    }
    expect(bad).toEqual([]);
    setLanguage('es');
    expect(eventText(EVENTS.roll)).toBe('Chile: tira (movimiento terrestre) — 5, 1 +1 caballería (8.2) → 6');
    expect(eventText(EVENTS.eliminated)).toBe('Chile: eliminación de regimiento Buin 1.º de Línea — por encima del límite de apilamiento (8.1)');
    expect(eventText(EVENTS.gameOver)).toBe('Fin de la partida: Chile tiene 7 PV, al menos 6: victoria chilena.');
    expect(eventText(EVENTS.combatAdvantageDrawn)).toBe('Aliados: saca Comandante heroico: Bolognesi — regimiento Buin 1.º de Línea obtiene +2 (8.9)');
    expect(eventText(EVENTS.raid)).toBe('Chile: Blanco Encalada hace un raid contra Fuerte Callao — fallo (7.6)');
    expect(turnLabel(3)).toBe('Turno 3 · jul.–ago. 1879');
    expect(SIDE_NAMES.allied).toBe('Aliados');
    expect(Object.values(SIDE_NAMES)).toEqual(['Chile', 'Aliados']);
  });

  it('puts the actions and events of a random game into Spanish, and leaves the English as it was', () => {
    const { events, actions } = playSampleGames([5], { shipCapture: true, infernalMachines: true });
    const bad: string[] = [];
    for (const { action, phase } of actions) {
      const { en, es } = inBoth(() => actionLabel(action, phase));
      if (en === es || /describe\.|\{\{/.test(es) || /describe\.|\{\{/.test(en)) bad.push(`${action.type}: ${en} / ${es}`);
    }
    for (const event of events) {
      const { en, es } = inBoth(() => eventText(event));
      if (en === es || /describe\.|\{\{/.test(es) || /describe\.|\{\{/.test(en)) bad.push(`${event.type}: ${en} / ${es}`);
    }
    expect(bad).toEqual([]);
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(20);
  }, 60_000);

  it('8.8 the initiative gives the winner\'s total first: a defender winning 5 to 3 reads "5 against 3" (it read "3 against 5", as if the winner had 3)', () => {
    expect(eventText({ type: 'initiativeWon', side: 'chile', attackerTotal: 3, defenderTotal: 5, rule: '8.8' })).toBe('Chile wins the initiative, 5 against 3 (8.8)');
    expect(eventText({ type: 'initiativeWon', side: 'allied', attackerTotal: 7, defenderTotal: 4, rule: '8.8' })).toBe('Allies win the initiative, 7 against 4 (8.8)');
  });

  it('8.7 / 7.6 an attack on the enemy sharing the attackers\' hex since a landing says so (it read "attacks Pisagua from Pisagua")', () => {
    const within: GameEvent = { type: 'attackDeclared', side: 'chile', from: '3217', target: '3217', units: [BUIN], amphibious: false, rule: '8.7' };
    expect(eventText(within)).toMatch(/^Chile attacks the enemy units in Pisagua \(3217\), where both sides stand since a landing, with /);
    expect(eventText(within)).not.toMatch(/from Pisagua/);
  });

  it('Spanish says "el Callao" in a sentence, "del Callao" after "de", "El Callao" opening a text; English and the other towns as they were (QA round 8)', () => {
    const { en, es } = inBoth(() => [hexName('2007'), hexName('2008'), i18n.t('panel.which', { place: hexName('2007') }), placeName(at.hex('2007'))]);
    expect(en).toEqual(['Callao (2007)', 'Lima (2008)', 'Callao (2007): which?', 'Callao (2007)']);
    expect(es).toEqual(['el Callao (2007)', 'Lima (2008)', 'El Callao (2007): ¿cuál?', 'el Callao (2007)']);
  });
});


describe('no code in the words', () => {
  it('10.1 / 10.2: every English and Spanish log word is a word, never a code ("— noEffect (10.2)", "— capturerDamaged (10.1)" stood in the English log; QA round 5)', async () => {
    const { describeEn } = await import('./describe.en');
    const { describeEs } = await import('./describe.es');
    const codes: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        if (/^[a-z]+[A-Z][A-Za-z]*$/.test(node)) codes.push(`${path}: ${node}`);
      } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    };
    walk(describeEn, 'en');
    walk(describeEs, 'es');
    expect(codes).toEqual([]);
  });
});
