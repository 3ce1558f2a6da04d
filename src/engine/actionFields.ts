import type { Action, ActionOf, ActionType } from './actions';
import { NAVAL_AREAS, type GameMap } from './map/types';
import { message, type Message } from './message';
import type { GameState } from './state';

/**
 * What each field of an action holds — its schema, as far as the engine can tell from the action and the
 * game alone: a hex of the map, a space (a hex or the Chile Holding Box), a location, a naval area (or
 * null), a piece of this game, a stack id, a flag. isActionShape checks only the type and side; legality
 * is legalActions' question. This names the field and the bad value when a refused action's field could
 * never be right ("area": there is no naval area "XIV"), so a tampered game file says what was changed.
 */
type FieldKind = 'hex' | 'space' | 'location' | 'area' | 'piece' | 'stack' | 'boolean' | 'trueOrAbsent';

/** The fields of an action type besides its type and side, each with its kind (the table is complete: a new field does not compile without one). */
type Fields<T extends ActionType> = { readonly [K in Exclude<keyof ActionOf<T>, 'type' | 'side'>]-?: FieldKind };

const ACTION_FIELDS: { readonly [T in ActionType]: Fields<T> } = {
  endPhase: {},
  setupPlace: { piece: 'piece', to: 'location' },
  historicalSetup: {},
  orderShip: { ship: 'piece', area: 'area' },
  eliminateUnit: { unit: 'piece' },
  // supply/actions.ts
  placeSupplyColumn: { hex: 'hex' },
  replenish: { unit: 'piece', from: 'location' },
  rebuild: { unit: 'piece', from: 'location', to: 'location' },
  recruit: { unit: 'piece', from: 'location', to: 'location' },
  rebuildTransport: { ship: 'piece', from: 'location', to: 'location' },
  repair: { ship: 'piece' },
  repairPay: { from: 'location' },
  repairDelay: {},
  placeNewUnit: { unit: 'piece', to: 'location' },
  // land/actions.ts
  beginMove: { from: 'space' },
  toggleMover: { piece: 'piece' },
  rollMove: {},
  cancelMove: {},
  moveStep: { to: 'space' },
  dropOff: { piece: 'piece' },
  forcedMarch: {},
  stopMove: {},
  takeAttrition: { piece: 'piece' },
  beginAttack: { from: 'hex', target: 'hex' },
  toggleAttacker: { unit: 'piece' },
  declareAttack: {},
  cancelAttack: {},
  resolveAssault: { hex: 'hex' },
  combatSupply: { initiative: 'boolean', extraDie: 'boolean' },
  takeLoss: { unit: 'piece' },
  retreat: { to: 'hex' },
  holdGround: { unit: 'piece' },
  advanceUnit: { unit: 'piece' },
  endAdvance: {},
  // naval/actions.ts
  embark: { transport: 'piece', piece: 'piece' },
  sail: { stack: 'stack', to: 'hex' },
  endMove: { stack: 'stack' },
  enterHoldingBox: { stack: 'stack' },
  debark: { piece: 'piece' },
  intercept: { hex: 'hex' },
  interceptRoll: { transports: 'boolean' },
  declineInterception: { letPass: 'trueOrAbsent' },
  runBlockade: { run: 'boolean' },
  catchRunner: { ship: 'piece' },
  letRunnersGo: {},
  setAside: { ship: 'piece' },
  beginNavalCombat: {},
  fire: { ship: 'piece', target: 'piece' },
  raid: { ship: 'piece', target: 'piece' },
  attemptCapture: { ship: 'piece', target: 'piece' },
  declineCapture: {},
  infernalMachine: { target: 'piece' },
};

const LOCATION_KINDS = ['hex', 'holdingBox', 'recruitPool', 'turnTrack', 'aboard', 'deadPile', 'outOfPlay', 'unplaced'];

/** What is wrong with a field, as an error message and the rule case that says what the field may hold. */
export interface FieldProblem {
  readonly message: Message;
  readonly rule: string;
}

const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** A value as the action has it, short enough to show. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * The first field of `action` that no action of its type could hold in this game — missing, unknown, of
 * the wrong kind, an area, hex or piece that does not exist — or null when every field could be right.
 */
export function actionFieldProblem(state: GameState, map: GameMap, action: Action): FieldProblem | null {
  const fields = ACTION_FIELDS[action.type] as Readonly<Record<string, FieldKind>>;
  const record = action as unknown as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(record)) {
    if (key !== 'type' && key !== 'side' && !own(fields, key) && record[key] !== undefined) {
      return { message: message('error.unknownField', { action: action.type, path: key }), rule: '' };
    }
  }
  for (const [key, kind] of Object.entries(fields)) {
    const problem = fieldProblem(state, map, action.type, key, kind, record[key]);
    if (problem) return problem;
  }
  return null;
}

function fieldProblem(state: GameState, map: GameMap, type: ActionType, path: string, kind: FieldKind, value: unknown): FieldProblem | null {
  if (value === undefined) return kind === 'trueOrAbsent' ? null : { message: message('error.missingField', { action: type, path }), rule: '' };
  const bad: FieldProblem = { message: message('error.badField', { action: type, path, value: shown(value) }), rule: '' };
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : bad;
    case 'trueOrAbsent':
      return value === true ? null : bad;
    case 'stack':
      return typeof value === 'string' ? null : bad;
    case 'area':
      if (value === null || (NAVAL_AREAS as readonly unknown[]).includes(value)) return null;
      return typeof value === 'string' ? { message: message('error.noSuchArea', { path, value: shown(value) }), rule: '2.2' } : bad;
    case 'hex':
      if (typeof value !== 'string') return bad;
      return own(map.hexes, value) ? null : { message: message('error.noSuchHex', { path, value: shown(value) }), rule: '2.1' };
    case 'space':
      if (value === 'holdingBox') return null;
      return fieldProblem(state, map, type, path, 'hex', value);
    case 'piece':
      if (typeof value !== 'string') return bad;
      return [state.units, state.ships, state.forts, state.supply].some((pieces) => own(pieces, value))
        ? null
        : { message: message('error.noSuchPiece', { path, value: shown(value) }), rule: '2.3' };
    case 'location': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
      const where = value as Readonly<Record<string, unknown>>;
      if (typeof where.kind !== 'string' || !LOCATION_KINDS.includes(where.kind)) return bad;
      if (where.kind === 'hex') return fieldProblem(state, map, type, `${path}.hex`, 'hex', where.hex);
      if (where.kind === 'aboard') return fieldProblem(state, map, type, `${path}.transport`, 'piece', where.transport);
      if (where.kind === 'turnTrack' && !Number.isInteger(where.turn)) {
        const at = `${path}.turn`;
        return where.turn === undefined ? { message: message('error.missingField', { action: type, path: at }), rule: '' } : { message: message('error.badField', { action: type, path: at, value: shown(where.turn) }), rule: '' };
      }
      return null;
    }
  }
}
