import type { HexId } from '../hex';
import type { Side } from '../side';

/** 7.1: load a land unit or Supply Column aboard a transport in a friendly port (or the Holding Box). */
export interface EmbarkAction { readonly type: 'embark'; readonly side: Side; readonly transport: string; readonly piece: string }
/**
 * 7.2: sail a stack to a hex by the engine's shortest sea route (one hex for a neighbour). The engine
 * still enters the hexes one at a time, so the opponent is offered every interception.
 */
export interface SailAction { readonly type: 'sail'; readonly side: Side; readonly stack: string; readonly to: HexId }
/** 7.2: the stack ends its movement where it is (only where the rules let it stop). */
export interface EndMoveAction { readonly type: 'endMove'; readonly side: Side; readonly stack: string }
/** 7.2: a Chilean stack in naval area I enters the Chile Holding Box (a port, 2.4). */
export interface EnterHoldingBoxAction { readonly type: 'enterHoldingBox'; readonly side: Side; readonly stack: string }
/** 7.6: unload a piece from a transport that ended its movement: disembarkation in a friendly port, else an amphibious landing. */
export interface DebarkAction { readonly type: 'debark'; readonly side: Side; readonly piece: string }
/** 7.3: add the warships of one hex to the interception being declared. */
export interface InterceptAction { readonly type: 'intercept'; readonly side: Side; readonly hex: HexId }
/** 7.3 / 7.4: roll the declared interception (transports of those hexes go along or stay). */
export interface InterceptRollAction { readonly type: 'interceptRoll'; readonly side: Side; readonly transports: boolean }
/**
 * 7.3: no interception. Plain: not in this hex — asked again in the next hex the stack enters within
 * reach (as every game before `letPass` existed recorded it). `letPass`: let the stack pass — the
 * warships offered are not asked about it again this phase; warships not yet offered still are.
 */
export interface DeclineInterceptionAction { readonly type: 'declineInterception'; readonly side: Side; readonly letPass?: true }
/** 7.6: run the blockade (roll) or not (the blockaders may intercept automatically). */
export interface RunBlockadeAction { readonly type: 'runBlockade'; readonly side: Side; readonly run: boolean }
/** 7.6: the blockader picks one of the runners that did not get through. */
export interface CatchRunnerAction { readonly type: 'catchRunner'; readonly side: Side; readonly ship: string }
/** 7.6: the blockader lets the remaining runners go. */
export interface LetRunnersGoAction { readonly type: 'letRunnersGo'; readonly side: Side }
/** 7.9: the outnumbering side sets one excess ship aside. */
export interface SetAsideAction { readonly type: 'setAside'; readonly side: Side; readonly ship: string }
/** 7.9: done setting aside: the gunfire begins. */
export interface BeginNavalCombatAction { readonly type: 'beginNavalCombat'; readonly side: Side }
/** 7.9 / 7.10: one warship fires at one enemy ship. */
export interface FireAction { readonly type: 'fire'; readonly side: Side; readonly ship: string; readonly target: string }
/** 7.6 / 7.7: a warship in a coastal hex bombards a fort, land unit or Supply Column there. */
export interface RaidAction { readonly type: 'raid'; readonly side: Side; readonly ship: string; readonly target: string }
/** 10.1: an undamaged warship tries to capture an enemy ship after the battle. */
export interface AttemptCaptureAction { readonly type: 'attemptCapture'; readonly side: Side; readonly ship: string; readonly target: string }
/** 10.1: no (more) capture attempts. */
export interface DeclineCaptureAction { readonly type: 'declineCapture'; readonly side: Side }
/** 10.2: Peru spends a Supply Column in a port to strike a Chilean warship there. */
export interface InfernalMachineAction { readonly type: 'infernalMachine'; readonly side: Side; readonly target: string }

export type NavalAction =
  | EmbarkAction
  | SailAction
  | EndMoveAction
  | EnterHoldingBoxAction
  | DebarkAction
  | InterceptAction
  | InterceptRollAction
  | DeclineInterceptionAction
  | RunBlockadeAction
  | CatchRunnerAction
  | LetRunnersGoAction
  | SetAsideAction
  | BeginNavalCombatAction
  | FireAction
  | RaidAction
  | AttemptCaptureAction
  | DeclineCaptureAction
  | InfernalMachineAction;

export const NAVAL_ACTION_TYPES = [
  'embark',
  'sail',
  'endMove',
  'enterHoldingBox',
  'debark',
  'intercept',
  'interceptRoll',
  'declineInterception',
  'runBlockade',
  'catchRunner',
  'letRunnersGo',
  'setAside',
  'beginNavalCombat',
  'fire',
  'raid',
  'attemptCapture',
  'declineCapture',
  'infernalMachine',
] as const satisfies readonly NavalAction['type'][];
