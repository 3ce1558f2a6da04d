import type { Action, ActionType } from '../../engine';

/**
 * Which of a bot's actions the player watches happen on the map, and so waits for (issue 20: a bot's
 * player turn in at most 10 s). A march step, a landing, a shot or a retreat is paused after for the
 * chosen speed, so the eye can follow it; a phase ended, a Supply Column spent, a mover picked for a
 * stack or a die asked for is not — it changes nothing the map shows, and pausing ~60 such decisions a
 * turn made a bot's turn last a minute. The recap ("Since your last turn") shows the whole turn after.
 */
export const SHOWN_ON_MAP: Readonly<Record<ActionType, boolean>> = {
  endPhase: false,
  setupPlace: true,
  historicalSetup: true,
  orderShip: false,
  eliminateUnit: true,
  // Supply (6.x): placements show a counter; spending a column is bookkeeping.
  placeSupplyColumn: true,
  replenish: false,
  rebuild: false,
  recruit: false,
  rebuildTransport: false,
  repair: false,
  repairPay: false,
  repairDelay: false,
  placeNewUnit: true,
  // Land (8.x): the steps of a march, the fight and its aftermath show; picking movers and dice do not.
  beginMove: false,
  toggleMover: false,
  rollMove: false,
  cancelMove: false,
  moveStep: true,
  dropOff: true,
  forcedMarch: true,
  stopMove: false,
  takeAttrition: true,
  beginAttack: false,
  toggleAttacker: false,
  declareAttack: true,
  cancelAttack: false,
  resolveAssault: true,
  combatSupply: false,
  takeLoss: true,
  retreat: true,
  holdGround: false,
  advanceUnit: true,
  endAdvance: false,
  // Naval (7.x): ships going aboard, sailing, landing, meeting and firing show.
  embark: true,
  sail: true,
  endMove: false,
  enterHoldingBox: true,
  debark: true,
  intercept: true,
  interceptRoll: true,
  declineInterception: false,
  runBlockade: true,
  catchRunner: true,
  letRunnersGo: false,
  setAside: false,
  beginNavalCombat: true,
  fire: true,
  raid: true,
  attemptCapture: true,
  declineCapture: false,
  infernalMachine: true,
};

/**
 * The shown actions that come in runs — a march hex by hex (8.2, 8.5), a convoy's units going aboard or
 * ashore one by one (7.1, 7.6) — pause a third as long: the stack glides along its road rather than
 * stopping in every hex. A big turn is seventy march hexes; at the full pause they alone took 10 s.
 */
export const IN_RUNS: ReadonlySet<ActionType> = new Set<ActionType>(['moveStep', 'forcedMarch', 'dropOff', 'embark', 'debark']);

/** How long to leave a bot's action on screen before its next one: the chosen speed if the map shows it (a third of it in a run), else none. */
export function pauseAfter(action: Action, delayMs: number): number {
  if (!SHOWN_ON_MAP[action.type]) return 0;
  return IN_RUNS.has(action.type) ? Math.round(delayMs / 3) : delayMs;
}
