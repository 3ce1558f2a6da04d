import type { ActionType } from '../actions';
import type { SetupGroupId } from '../counters/setupGroups';
import type { HexId } from '../hex';
import type { Nation, NavalArea, Terrain } from '../map/types';
import type { PendingKind } from '../pending';
import type { PhaseId } from '../sequence/phases';
import type { Side } from '../side';

/**
 * The slot of a message inside another (the `first` parameter). It is filled by message.ts, where the
 * whole Message union is known (`declare module './messages/vocabulary'`): the vocabulary names a
 * parameter's type without importing the list of codes that is built from it, so the two files do not
 * import each other (the same open-interface pattern as i18next's CustomTypeOptions).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by message.ts
export interface NestedMessage {}

/** A map hex, or the Chile Holding Box (8.6 note): what a land "space" is (land/types.ts Space). */
type Place = HexId | 'holdingBox';

/**
 * Every name a message parameter may have, with its one type. A parameter's name says what it is, so
 * the interface knows how to put it into words (a piece id becomes the piece's name, a hex its town):
 * message tables may then write `{{unit}}` and get the unit's name in the reader's language. Values
 * are ids, hexes, numbers, flags, sides, phases, rule cases or nested messages — never prose.
 */
export interface ParamVocabulary {
  // Pieces, by id: land units, ships, forts and Supply Columns.
  readonly unit: string;
  readonly ship: string;
  readonly piece: string;
  readonly fort: string;
  /** The piece a shot, a raid or a capture aims at. */
  readonly target: string;
  // Places.
  readonly hex: Place;
  readonly from: Place;
  readonly to: Place;
  /** The first space of a route. */
  readonly via: Place;
  readonly side: Side;
  readonly phase: PhaseId;
  /** The phase the game is in, when `phase` names another. */
  readonly current: PhaseId;
  readonly nation: Nation;
  readonly terrain: Terrain;
  readonly area: NavalArea;
  /** A set-up group of 3.2–3.6. */
  readonly group: SetupGroupId;
  /** A combat advantage chit, by id (8.9). */
  readonly chit: string;
  readonly action: ActionType;
  /** A kind of pending decision (decisions/registry.ts). */
  readonly decision: PendingKind;
  /** The kind of the pending decision waiting under another. */
  readonly under: PendingKind;
  /** A rule case ("8.10"). */
  readonly rule: string;
  /** Another message inside this one (the decision to answer first): message.ts's Message. */
  readonly first: NestedMessage extends { readonly message: infer M } ? M : never;
  // Numbers.
  readonly count: number;
  readonly vp: number;
  readonly mp: number;
  readonly cost: number;
  readonly base: number;
  readonly extra: number;
  readonly turn: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly version: number;
  readonly supported: number;
  // Flags.
  readonly doubles: boolean;
  // Identifiers that are not pieces: a stack id, a field path of a file, a hash.
  readonly id: string;
  readonly path: string;
  readonly hash: string;
  readonly expected: string;
  /** The kind of problem a file's schema found (zod's issue code: "invalid_type", "too_big", …). */
  readonly issue: string;
  /** A bad value as an action or a file has it (an unknown naval area "XIV"), shown verbatim: never prose of the engine's. */
  readonly value: string;
}

/** A message without parameters: an empty object, and nothing else may be put in it. */
export type NoParams = { readonly [name: string]: never };

/** The names a message's parameters take: every key is a word of the vocabulary, with its type. */
export type ParamsOf<K extends keyof ParamVocabulary> = [K] extends [never] ? NoParams : { readonly [P in K]: ParamVocabulary[P] };
