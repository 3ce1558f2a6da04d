import type { FieldIssueParams } from '../../../engine/messages/fileMessages';
import type { Language } from './language';

/**
 * A field a file's schema refused, as the player knows it (QA round 19, MINOR-4: "steps: too big",
 * "players.chile: wrong format" were the schema's words): the path read into what it names, a step
 * counted from 1 as the replay bar and the replay errors count (NIT-6: "steps.1251.hash" was step 1252).
 */
export type FileField =
  | { readonly kind: 'steps' }
  | { readonly kind: 'step'; readonly step: number; readonly part: 'step' | 'action' | 'type' | 'side' | 'hash' | 'field' }
  | { readonly kind: 'player'; readonly side: 'chile' | 'allied' }
  | { readonly kind: 'option'; readonly name: string }
  | { readonly kind: 'note'; readonly name: string }
  | { readonly kind: 'die'; readonly die: number }
  | { readonly kind: 'top'; readonly name: TopField }
  // A position's pieces and records (docs/positions.md): "units.cl-inf-buin-1.location" is the place of that unit (issue 20).
  | { readonly kind: 'piece'; readonly of: 'unit' | 'ship'; readonly id: string; readonly part: 'piece' | 'location' | 'steps' | 'damaged' | 'field' }
  | { readonly kind: 'fort'; readonly id: string }
  | { readonly kind: 'nadc'; readonly side: 'chile' | 'allied' }
  | { readonly kind: 'control'; readonly hex: string }
  // A position's records (position/validateRecords.ts), each counted from 1: "naval.stacks.0" is naval stack 1,
  // "pending.2.units" the units of pending decision 3 (issue 20).
  | { readonly kind: 'stack'; readonly stack: number; readonly part: 'stack' | 'ships' | 'ship' | 'field'; readonly ship?: number }
  | { readonly kind: 'naval'; readonly part: NavalPart }
  | { readonly kind: 'battle'; readonly part: 'battle' | 'attackers' | 'defenders' | 'field' }
  | { readonly kind: 'assault'; readonly assault: number; readonly part: 'assault' | 'hex' | 'units' | 'field' }
  | { readonly kind: 'decision'; readonly decision: number; readonly part: DecisionPart }
  | { readonly kind: 'other' };

/** The naval operations under way (state.naval, 7.2–7.9, 10.1, 10.2): what of them a path names. */
export type NavalPart = 'stoppedTurn' | 'raided' | 'captured' | 'infernalPorts' | 'combat' | 'combatHex' | 'combatStack' | 'combatShips' | 'setAside' | 'fired' | 'targeted' | 'captureTried' | 'combatField' | 'field';
/** A pending decision, or the field of it that names its pieces, its ships or its path. */
export type DecisionPart = 'decision' | 'pieces' | 'units' | 'candidates' | 'rolledWith' | 'blockaders' | 'ship' | 'unit' | 'path' | 'field';

export type TopField = 'format' | 'version' | 'seed' | 'options' | 'diceSecret' | 'players' | 'start' | 'initialHash' | 'meta' | 'steps' | 'turn' | 'phase' | 'side';
const TOP: ReadonlySet<string> = new Set<TopField>(['format', 'version', 'seed', 'options', 'diceSecret', 'players', 'start', 'initialHash', 'meta', 'turn', 'phase', 'side']);
const PIECE_PARTS: Readonly<Record<string, 'location' | 'steps' | 'damaged'>> = { location: 'location', steps: 'steps', damaged: 'damaged' };
const STEP_PARTS: Readonly<Record<string, 'action' | 'hash'>> = { action: 'action', hash: 'hash' };
const NAVAL_PARTS: Readonly<Record<string, NavalPart>> = { stoppedTurn: 'stoppedTurn', raided: 'raided', captured: 'captured', infernalPorts: 'infernalPorts', combat: 'combat' };
const COMBAT_PARTS: Readonly<Record<string, NavalPart>> = { hex: 'combatHex', stack: 'combatStack', ships: 'combatShips', setAside: 'setAside', fired: 'fired', targeted: 'targeted', captureTried: 'captureTried' };
const DECISION_PARTS: Readonly<Record<string, DecisionPart>> = { pieces: 'pieces', units: 'units', candidates: 'candidates', rolledWith: 'rolledWith', blockaders: 'blockaders', ship: 'ship', unit: 'unit', path: 'path' };
const BATTLE_PARTS: Readonly<Record<string, 'attackers' | 'defenders'>> = { attackers: 'attackers', defenders: 'defenders' };
const ASSAULT_PARTS: Readonly<Record<string, 'hex' | 'units'>> = { hex: 'hex', units: 'units' };
const own = <T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined => (key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined);

/** What a refused field's path names; for an unknown field (`unknown`), what holds it. */
export function fileField(path: string, unknown = false): FileField {
  const parts = path === '' ? [] : path.split('.');
  const at = unknown ? parts.slice(0, -1) : parts;
  const [first, second, third, fourth] = at;
  const index = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) ? Number(s) + 1 : null);
  if (first === 'steps') {
    const step = index(second);
    if (at.length === 1) return { kind: 'steps' };
    if (step === null) return { kind: 'other' };
    if (at.length === 2) return { kind: 'step', step, part: 'step' };
    if (at.length === 3) return { kind: 'step', step, part: STEP_PARTS[third!] ?? 'field' };
    if (third === 'action' && (fourth === 'type' || fourth === 'side') && at.length === 4) return { kind: 'step', step, part: fourth };
    return { kind: 'step', step, part: 'field' };
  }
  if (first === 'players' && (second === 'chile' || second === 'allied') && at.length === 2) return { kind: 'player', side: second };
  if (first === 'options' && second !== undefined && at.length === 2) return { kind: 'option', name: second };
  if (first === 'meta' && second !== undefined && at.length === 2) return { kind: 'note', name: second };
  if (first === 'dice' && second === 'script' && at.length === 3 && index(third) !== null) return { kind: 'die', die: index(third)! };
  if ((first === 'units' || first === 'ships') && second !== undefined) {
    const of = first === 'units' ? 'unit' : 'ship';
    if (at.length === 2) return { kind: 'piece', of, id: second, part: 'piece' };
    // The place is told whole, however deep in it the fault lies ("location.hex", "location.kind").
    const part = third === 'location' ? 'location' : at.length === 3 ? (PIECE_PARTS[third!] ?? 'field') : 'field';
    return { kind: 'piece', of, id: second, part };
  }
  if (first === 'forts' && second !== undefined) return { kind: 'fort', id: second };
  if (first === 'nadc' && (second === 'chile' || second === 'allied')) return { kind: 'nadc', side: second };
  if (first === 'control' && second !== undefined && at.length === 2) return { kind: 'control', hex: second };
  const record = positionRecord(at, index);
  if (record) return record;
  if (first !== undefined && at.length === 1 && TOP.has(first)) return { kind: 'top', name: first as TopField };
  return { kind: 'other' };
}

/** A record of a position: a naval stack, the naval combat, the land battle, a landing, a pending decision (or a list in them, told whole). */
function positionRecord(at: readonly string[], index: (s: string | undefined) => number | null): FileField | null {
  const [first, second, third, fourth] = at;
  if (first === 'naval' && second === 'stacks' && index(third) !== null) {
    const stack = index(third)!;
    if (at.length === 3) return { kind: 'stack', stack, part: 'stack' };
    if (fourth !== 'ships') return { kind: 'stack', stack, part: 'field' };
    return at.length === 5 && index(at[4]) !== null ? { kind: 'stack', stack, part: 'ship', ship: index(at[4])! } : { kind: 'stack', stack, part: 'ships' };
  }
  if (first === 'naval' && second === 'combat' && third !== undefined) return { kind: 'naval', part: own(COMBAT_PARTS, third) ?? 'combatField' };
  if (first === 'naval' && second !== undefined) return { kind: 'naval', part: own(NAVAL_PARTS, second) ?? 'field' };
  if (first === 'land' && second === 'battle') return { kind: 'battle', part: at.length === 2 ? 'battle' : (own(BATTLE_PARTS, third) ?? 'field') };
  if (first === 'amphibiousAssaults' && index(second) !== null) return { kind: 'assault', assault: index(second)!, part: at.length === 2 ? 'assault' : (own(ASSAULT_PARTS, third) ?? 'field') };
  if (first === 'pending' && index(second) !== null) return { kind: 'decision', decision: index(second)!, part: at.length === 2 ? 'decision' : (own(DECISION_PARTS, third) ?? 'field') };
  return null;
}

/**
 * How a field holds the pieces a sentence names: as a list of them ("the ships of naval stack 1
 * include …", "the NADCs of Chile name …"), as one ("the ship of pending decision 2 is …"), or as a
 * record holding them among other things ("naval stack 1 includes …"). A list takes a plural verb.
 */
export function fieldHolds(f: FileField): 'list' | 'one' | 'record' {
  switch (f.kind) {
    case 'nadc':
      return 'list';
    case 'top':
      return f.name === 'players' || f.name === 'options' || f.name === 'meta' ? 'list' : 'record';
    case 'stack':
      return f.part === 'ships' ? 'list' : f.part === 'ship' ? 'one' : 'record';
    case 'naval':
      return f.part === 'combatHex' || f.part === 'combatStack' ? 'one' : f.part === 'combat' || f.part === 'combatField' || f.part === 'field' ? 'record' : 'list';
    case 'battle':
      return f.part === 'attackers' || f.part === 'defenders' ? 'list' : 'record';
    case 'assault':
      return f.part === 'units' ? 'list' : f.part === 'hex' ? 'one' : 'record';
    case 'decision':
      return f.part === 'ship' || f.part === 'unit' ? 'one' : f.part === 'decision' || f.part === 'path' || f.part === 'field' ? 'record' : 'list';
    default:
      return 'record';
  }
}

/**
 * The path as a tester finds it in the file with a JSON tool (jq): indices in brackets, from 0
 * ("steps[1251].hash"), so that it is not read as the step's number; a key that is not a plain name, quoted.
 */
export function technicalPath(path: string): string {
  return path
    .split('.')
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `${i === 0 ? '' : '.'}${part}` : `[${JSON.stringify(part)}]`))
    .join('');
}

/** A sentence put after a colon: its first letter in lower case ("Not a valid game file: the hash of step 5 …"). */
export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** The last part of a path: an unknown field's own name. */
export const lastPart = (path: string): string => path.split('.').pop() ?? path;

const numbers: Readonly<Record<Language, Intl.NumberFormat>> = { en: new Intl.NumberFormat('en'), es: new Intl.NumberFormat('es') };
/** A number as the language writes it ("20,000"; "20.000"). */
export const formatNumber = (n: number, lang: Language): string => numbers[lang].format(n);

const megabytes: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat('en', { maximumFractionDigits: 1 }),
  es: new Intl.NumberFormat('es', { maximumFractionDigits: 1 }),
};
/**
 * A length of text in megabytes, as a player knows a file's size (QA round 19, NIT-8: "9127312
 * characters long; at most 8000000"): a character of a game file is a byte, being plain JSON; rounded up
 * to a tenth, so a file just over the limit does not read as the limit ("8.1 MB; at most 8 MB").
 */
export const formatSize = (characters: number, lang: Language): string => `${megabytes[lang].format(Math.ceil(characters / 100_000) / 10)}\u00a0MB`;

/** The parameters of a field refusal with the engine's types, read safely (a test may hand anything). */
export function fieldParams(p: FieldIssueParams): { path: string; issue: string; min?: number; max?: number; value?: string } {
  return { path: String(p.path ?? ''), issue: String(p.issue), ...(typeof p.min === 'number' ? { min: p.min } : {}), ...(typeof p.max === 'number' ? { max: p.max } : {}), ...(p.value !== undefined ? { value: String(p.value) } : {}) };
}
