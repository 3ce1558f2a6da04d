import type { FieldIssueParams } from '../../../engine/messages/fileMessages';
import { fieldParams, fileField, formatNumber, lastPart, lowerFirst, technicalPath, type DecisionPart, type FileField, type NavalPart, type TopField } from './fileField';
import { pieceNameIn } from './pieceNames';
import { cap, plural } from './template';

const TOP_EN: Readonly<Record<TopField, string>> = {
  format: 'the format',
  version: 'the version',
  seed: 'the seed',
  options: 'the rules options',
  diceSecret: 'the dice secret',
  players: 'the players',
  start: 'the start position',
  initialHash: 'the initial hash',
  meta: 'the notes (meta)',
  steps: 'the list of steps',
  turn: 'the game turn',
  phase: 'the phase',
  side: 'the side to play',
};

const NAVAL_EN: Readonly<Record<NavalPart, string>> = {
  stoppedTurn: 'the ships held in place for the turn',
  raided: 'the warships that have raided',
  captured: 'the captured ships',
  infernalPorts: 'the ports where an infernal machine was tried',
  combat: 'the naval combat under way',
  combatHex: 'the hex of the naval combat',
  combatStack: 'the stack of the naval combat',
  combatShips: 'the ships of the naval combat',
  setAside: 'the ships set aside in the naval combat',
  fired: 'the ships that have fired in the naval combat',
  targeted: 'the ships fired on in the naval combat',
  captureTried: 'the ships already in a capture attempt in the naval combat',
  combatField: 'a field of the naval combat',
  field: 'a field of the naval operations',
};
const DECISION_EN: Readonly<Record<Exclude<DecisionPart, 'decision'>, string>> = {
  pieces: 'the pieces',
  units: 'the units',
  candidates: 'the units to choose from',
  rolledWith: 'the pieces of the roll',
  blockaders: 'the blockading ships',
  ship: 'the ship',
  unit: 'the unit',
  path: 'the path',
  field: 'a field',
};

/** A piece of a position by its name ("the ship Huáscar"); an id the counters do not know, quoted as written. */
function pieceNoun(of: 'unit' | 'ship' | 'fort', id: string): string {
  const name = pieceNameIn('en', id);
  if (name === id) return `the ${of} "${id}"`;
  return of === 'fort' ? name : `the ${of} ${name}`;
}

function noun(f: FileField): string {
  switch (f.kind) {
    case 'steps':
      return 'the list of steps';
    case 'step':
      return { step: `step ${f.step}`, action: `the action of step ${f.step}`, type: `the action type of step ${f.step}`, side: `the side of step ${f.step}`, hash: `the hash of step ${f.step}`, field: `a field of step ${f.step}` }[f.part];
    case 'player':
      return f.side === 'chile' ? 'the Chile player' : 'the Allied player';
    case 'option':
      return `the rules option "${f.name}"`;
    case 'note':
      return `the note "${f.name}"`;
    case 'die':
      return `scripted die ${f.die}`;
    case 'top':
      return TOP_EN[f.name];
    case 'piece': {
      const piece = pieceNoun(f.of, f.id);
      return { piece, location: `the place of ${piece}`, steps: `the number of steps of ${piece}`, damaged: `the damage of ${piece}`, field: `a field of ${piece}` }[f.part];
    }
    case 'fort':
      return pieceNoun('fort', f.id);
    case 'nadc':
      return f.side === 'chile' ? 'the NADCs of Chile' : 'the NADCs of the Allies';
    case 'control':
      return `the control of hex ${f.hex}`;
    case 'stack':
      return { stack: `naval stack ${f.stack}`, ships: `the ships of naval stack ${f.stack}`, ship: `ship ${f.ship ?? ''} of naval stack ${f.stack}`, field: `a field of naval stack ${f.stack}` }[f.part];
    case 'naval':
      return NAVAL_EN[f.part];
    case 'battle':
      return { battle: 'the battle under way', attackers: 'the attacking units of the battle under way', defenders: 'the defending units of the battle under way', field: 'a field of the battle under way' }[f.part];
    case 'assault':
      return { assault: `amphibious assault ${f.assault}`, hex: `the hex of amphibious assault ${f.assault}`, units: `the units of amphibious assault ${f.assault}`, field: `a field of amphibious assault ${f.assault}` }[f.part];
    case 'decision':
      return f.part === 'decision' ? `pending decision ${f.decision}` : `${DECISION_EN[f.part]} of pending decision ${f.decision}`;
    case 'other':
      return 'a field';
  }
}

/** What a position's path names, in a player's words ("the place of the ship Huáscar" for "ships.pe-ship-huascar.location"). */
export const positionFieldEn = (path: string): string => noun(fileField(path));

/**
 * A field a game file's or a position's schema refused, in a player's words (QA round 19, MINOR-4),
 * then where it is in the file for a tester ("in the file: steps[1251].hash").
 */
export function fileFieldEn(params: FieldIssueParams, of: 'file' | 'position'): string {
  const p = fieldParams(params);
  const n = (x: number) => formatNumber(x, 'en');
  const unknown = p.issue === 'unrecognized_keys';
  const f = fileField(p.path, unknown);
  const what = noun(f);
  const value = p.value !== undefined ? ` ("${p.value}")` : '';
  const special = (): string | null => {
    if (p.path === '' && !unknown) return `its content is not an object, as a ${of === 'file' ? 'game file' : 'position'}'s is.`;
    if (unknown && f.kind === 'top' && f.name === 'options') return `It names a rules option this edition does not have: "${lastPart(p.path)}".`;
    if (unknown) return `It has a field ${of === 'file' ? 'game files' : 'positions'} do not have: "${lastPart(p.path)}"${f.kind === 'other' ? '' : ` (in ${what})`}.`;
    if (f.kind === 'steps' && p.issue === 'too_big' && p.max !== undefined) return `It has more steps than a game can have (at most ${n(p.max)}).`;
    if (f.kind === 'top' && f.name === 'version' && p.issue === 'too_small') return `It says it is version ${p.value ?? '?'} of the game files, older than the first there is${p.min !== undefined ? ` (${n(p.min)})` : ''}.`;
    if (f.kind === 'top' && f.name === 'version' && p.issue === 'invalid_type') return 'Its version is not a whole number.';
    if (f.kind === 'top' && f.name === 'format' && p.issue === 'invalid_value') return `Its format is ${p.value !== undefined ? `"${p.value}"` : 'not given'}, not "${of === 'file' ? 'wotp-game' : 'wotp-position'}".`;
    if (f.kind === 'player' && p.issue !== 'missing') return `${cap(what)}${value} is neither "human" nor a bot's name (lower-case letters and hyphens, at most 20).`;
    if (((f.kind === 'step' && f.part === 'hash') || (f.kind === 'top' && f.name === 'initialHash')) && p.issue !== 'missing') return `${cap(what)}${value} is not a state hash (16 digits 0–9 and a–f).`;
    if (f.kind === 'top' && f.name === 'diceSecret' && p.issue !== 'missing') return `The dice secret is not 32 digits 0–9 and a–f.`;
    if (f.kind === 'step' && f.part === 'side' && p.issue !== 'missing') return `${cap(what)}${value} is neither "chile" nor "allied".`;
    if (f.kind === 'option' && p.issue === 'invalid_value') return p.value !== undefined ? `${cap(what)} cannot be "${p.value}".` : `${cap(what)} has a value it cannot take.`;
    if (f.kind === 'note' && p.issue === 'too_big' && p.max !== undefined) return `${cap(what)} is too long (at most ${n(p.max)} ${plural(p.max, 'character', 'characters')}).`;
    if (f.kind === 'top' && f.name === 'seed' && p.issue === 'too_big' && p.max !== undefined) return `The seed is too long (at most ${n(p.max)} ${plural(p.max, 'character', 'characters')}).`;
    if (f.kind === 'die') return `${cap(what)} is ${p.value ?? 'not a number'}: a die shows 1 to 6.`;
    return null;
  };
  const sentence =
    special() ??
    {
      missing: `${cap(what)} is missing.`,
      invalid_type: `${cap(what)}${value} is not the kind of value it should be.`,
      too_big: `${cap(what)}${value} is too large${p.max !== undefined ? ` (at most ${n(p.max)})` : ''}.`,
      too_small: `${cap(what)}${value} is too small${p.min !== undefined ? ` (at least ${n(p.min)})` : ''}.`,
      invalid_format: `${cap(what)}${value} is not written as it should be.`,
      invalid_value: `${cap(what)}${value} is not one of the values allowed.`,
      invalid_union: `${cap(what)}${value} has none of the forms allowed.`,
    }[p.issue] ??
    `${cap(what)}${value} is not allowed.`;
  const where = p.path === '' ? '' : ` (in the ${of}: ${technicalPath(p.path)})`;
  return `${of === 'file' ? 'Not a valid game file' : 'Invalid position'}: ${lowerFirst(sentence)}${where}`;
}
