import { townName } from './townName';
import { getMap } from '../../../engine/map/getMap';
import type { Nation, Terrain } from '../../../engine/map/types';
import type { Message } from '../../../engine/message';
import type { ParamVocabulary } from '../../../engine/messages/vocabulary';
import type { PendingKind } from '../../../engine/pending';
import type { SetupGroupId } from '../../../engine/counters';
import type { PhaseId } from '../../../engine/sequence/phases';
import type { Side } from '../../../engine/side';
import { describeEn } from '../describe.en';
import { describeEs } from '../describe.es';
import type { Language } from './language';
import { chitNameIn, pieceNameIn } from './pieceNames';

/** The words a language gives the things messages name (the parameters' vocabulary). */
export interface Lexicon {
  readonly nation: Readonly<Record<Nation, string>>;
  readonly terrain: Readonly<Record<Terrain, string>>;
  readonly group: Readonly<Record<SetupGroupId, string>>;
  /** A kind of pending decision, as a noun with its article ("a land move"). */
  readonly decision: Readonly<Record<PendingKind, string>>;
  /** A schema problem's kind (zod issue codes), and the words for the top of a file. */
  readonly issue: Readonly<Record<string, string>>;
  readonly topLevel: string;
}

/** A hex by its town's name when it has one ("Lima (2008)", "hex 2415"), or the Chile Holding Box. */
export function placeNameIn(lang: Language, space: string): string {
  const words = lang === 'es' ? describeEs : describeEn;
  if (space === 'holdingBox') return words.place.holdingBox;
  const town = getMap().hexes[space]?.town;
  return town ? words.place.town.replace('{{town}}', townName(lang, town.name)).replace('{{hex}}', space) : words.place.hex.replace('{{hex}}', space);
}

export const sideNameIn = (lang: Language, side: Side): string => (lang === 'es' ? describeEs : describeEn).side[side];
export const phaseNameIn = (lang: Language, phase: PhaseId): string => (lang === 'es' ? describeEs : describeEn).phase[phase];

type Formatter<K extends keyof ParamVocabulary> = (value: ParamVocabulary[K], lang: Language, lex: Lexicon, say: (m: Message) => string) => string;

const piece = (v: string, lang: Language): string => pieceNameIn(lang, v);
const place = (v: string, lang: Language): string => placeNameIn(lang, v);
const verbatim = (v: string | number): string => String(v);

/** How each parameter, by its name, is put into words. */
export const FORMATTERS: { readonly [K in keyof ParamVocabulary]: Formatter<K> } = {
  unit: piece,
  ship: piece,
  piece,
  fort: piece,
  target: piece,
  hex: place,
  from: place,
  to: place,
  via: place,
  side: (v, lang) => sideNameIn(lang, v),
  phase: (v, lang) => phaseNameIn(lang, v),
  current: (v, lang) => phaseNameIn(lang, v),
  nation: (v, _lang, lex) => lex.nation[v],
  terrain: (v, _lang, lex) => lex.terrain[v],
  area: verbatim,
  group: (v, _lang, lex) => lex.group[v],
  chit: (v, lang) => chitNameIn(lang, v),
  action: verbatim,
  decision: (v, _lang, lex) => lex.decision[v],
  under: (v, _lang, lex) => lex.decision[v],
  rule: verbatim,
  first: (v, _lang, _lex, say) => say(v),
  count: verbatim,
  vp: verbatim,
  mp: verbatim,
  cost: verbatim,
  base: verbatim,
  extra: verbatim,
  turn: verbatim,
  min: verbatim,
  max: verbatim,
  step: verbatim,
  version: verbatim,
  supported: verbatim,
  doubles: (v) => String(v),
  id: verbatim,
  path: (v, _lang, lex) => v || lex.topLevel,
  hash: verbatim,
  expected: verbatim,
  issue: (v, _lang, lex) => lex.issue[v] ?? v,
  value: verbatim,
};
