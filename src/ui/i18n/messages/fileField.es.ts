import type { FieldIssueParams } from '../../../engine/messages/fileMessages';
import { fieldParams, fileField, formatNumber, lastPart, lowerFirst, technicalPath, type DecisionPart, type FileField, type NavalPart, type TopField } from './fileField';
import { pieceNameIn } from './pieceNames';
import { cap, plural } from './template';

const TOP_ES: Readonly<Record<TopField, string>> = {
  format: 'el formato',
  version: 'la versión',
  seed: 'la semilla',
  options: 'las opciones de reglas',
  diceSecret: 'el secreto de los dados',
  players: 'los jugadores',
  start: 'la posición inicial',
  initialHash: 'el hash inicial',
  meta: 'las notas (meta)',
  steps: 'la lista de pasos',
  turn: 'el turno de juego',
  phase: 'la fase',
  side: 'el bando que juega',
};

const NAVAL_ES: Readonly<Record<NavalPart, string>> = {
  stoppedTurn: 'los buques detenidos hasta el final del turno',
  raided: 'los buques de guerra que han hecho un raid',
  captured: 'los buques capturados',
  infernalPorts: 'los puertos donde se ha intentado una máquina infernal',
  combat: 'el combate naval en curso',
  combatHex: 'el hex del combate naval',
  combatStack: 'la flotilla del combate naval',
  combatShips: 'los buques del combate naval',
  setAside: 'los buques apartados del combate naval',
  fired: 'los buques que han disparado en el combate naval',
  targeted: 'los buques que han recibido disparos en el combate naval',
  captureTried: 'los buques que ya han tomado parte en un intento de captura en el combate naval',
  combatField: 'un campo del combate naval',
  field: 'un campo de las operaciones navales',
};
const DECISION_ES: Readonly<Record<Exclude<DecisionPart, 'decision'>, string>> = {
  pieces: 'las fichas',
  units: 'las unidades',
  candidates: 'las unidades entre las que elegir',
  rolledWith: 'las fichas de la tirada',
  blockaders: 'los buques bloqueadores',
  ship: 'el buque',
  unit: 'la unidad',
  path: 'el camino',
  field: 'un campo',
};

/** Una ficha de la posición por su nombre («el buque Huáscar»); un id que las fichas no conocen, citado tal cual. */
function pieceNoun(of: 'unit' | 'ship' | 'fort', id: string): string {
  const name = pieceNameIn('es', id);
  const kind = { unit: 'la unidad', ship: 'el buque', fort: 'el fuerte' }[of];
  if (name === id) return `${kind} «${id}»`;
  return of === 'fort' ? `el ${lowerFirst(name)}` : `${kind} ${name}`;
}

function noun(f: FileField): string {
  switch (f.kind) {
    case 'steps':
      return 'la lista de pasos';
    case 'step':
      return { step: `el paso ${f.step}`, action: `la acción del paso ${f.step}`, type: `el tipo de acción del paso ${f.step}`, side: `el bando del paso ${f.step}`, hash: `el hash del paso ${f.step}`, field: `un campo del paso ${f.step}` }[f.part];
    case 'player':
      return f.side === 'chile' ? 'el jugador de Chile' : 'el jugador de los Aliados';
    case 'option':
      return `la opción de reglas «${f.name}»`;
    case 'note':
      return `la nota «${f.name}»`;
    case 'die':
      return `el dado programado ${f.die}`;
    case 'top':
      return TOP_ES[f.name];
    case 'piece': {
      const piece = pieceNoun(f.of, f.id);
      return { piece, location: `el lugar de ${piece}`, steps: `el número de pasos de ${piece}`, damaged: `el daño de ${piece}`, field: `un campo de ${piece}` }[f.part];
    }
    case 'fort':
      return pieceNoun('fort', f.id);
    case 'nadc':
      return f.side === 'chile' ? 'los NADC de Chile' : 'los NADC de los Aliados';
    case 'control':
      return `el control del hex ${f.hex}`;
    case 'stack':
      return { stack: `la flotilla ${f.stack}`, ships: `los buques de la flotilla ${f.stack}`, ship: `el buque ${f.ship ?? ''} de la flotilla ${f.stack}`, field: `un campo de la flotilla ${f.stack}` }[f.part];
    case 'naval':
      return NAVAL_ES[f.part];
    case 'battle':
      return { battle: 'la batalla en curso', attackers: 'las unidades atacantes de la batalla en curso', defenders: 'las unidades defensoras de la batalla en curso', field: 'un campo de la batalla en curso' }[f.part];
    case 'assault':
      return { assault: `el asalto anfibio ${f.assault}`, hex: `el hex del asalto anfibio ${f.assault}`, units: `las unidades del asalto anfibio ${f.assault}`, field: `un campo del asalto anfibio ${f.assault}` }[f.part];
    case 'decision':
      return f.part === 'decision' ? `la decisión pendiente ${f.decision}` : `${DECISION_ES[f.part]} de la decisión pendiente ${f.decision}`;
    case 'other':
      return 'un campo';
  }
}

/** Lo que nombra la ruta de una posición, en palabras del jugador («el lugar del buque Huáscar» por «ships.pe-ship-huascar.location»). */
export const positionFieldEs = (path: string): string => noun(fileField(path));

/** Un campo que el esquema de un archivo de partida o de una posición rechaza, en palabras del jugador (fileField.en.ts). */
export function fileFieldEs(params: FieldIssueParams, of: 'file' | 'position'): string {
  const p = fieldParams(params);
  const n = (x: number) => formatNumber(x, 'es');
  const unknown = p.issue === 'unrecognized_keys';
  const f = fileField(p.path, unknown);
  const what = noun(f);
  const value = p.value !== undefined ? ` («${p.value}»)` : '';
  const special = (): string | null => {
    if (p.path === '' && !unknown) return `su contenido no es un objeto, como lo es ${of === 'file' ? 'un archivo de partida' : 'una posición'}.`;
    if (unknown && f.kind === 'top' && f.name === 'options') return `Nombra una opción de reglas que esta edición no tiene: «${lastPart(p.path)}».`;
    if (unknown) return `Tiene un campo que ${of === 'file' ? 'los archivos de partida' : 'las posiciones'} no tienen: «${lastPart(p.path)}»${f.kind === 'other' ? '' : ` (en ${what})`}.`;
    if (f.kind === 'steps' && p.issue === 'too_big' && p.max !== undefined) return `Tiene más pasos de los que puede tener una partida (como máximo ${n(p.max)}).`;
    if (f.kind === 'top' && f.name === 'version' && p.issue === 'too_small') return `Dice ser de la versión ${p.value ?? '?'} de los archivos de partida, anterior a la primera que existe${p.min !== undefined ? ` (la ${n(p.min)})` : ''}.`;
    if (f.kind === 'top' && f.name === 'version' && p.issue === 'invalid_type') return 'Su versión no es un número entero.';
    if (f.kind === 'top' && f.name === 'format' && p.issue === 'invalid_value') return `Su formato es ${p.value !== undefined ? `«${p.value}»` : 'desconocido'}, no «${of === 'file' ? 'wotp-game' : 'wotp-position'}».`;
    if (f.kind === 'player' && p.issue !== 'missing') return `${cap(what)}${value} no es «human» ni el nombre de un bot (letras minúsculas y guiones, como máximo 20).`;
    if (((f.kind === 'step' && f.part === 'hash') || (f.kind === 'top' && f.name === 'initialHash')) && p.issue !== 'missing') return `${cap(what)}${value} no es un hash de estado (16 cifras 0–9 y a–f).`;
    if (f.kind === 'top' && f.name === 'diceSecret' && p.issue !== 'missing') return 'El secreto de los dados no está formado por 32 cifras 0–9 y a–f.';
    if (f.kind === 'step' && f.part === 'side' && p.issue !== 'missing') return `${cap(what)}${value} no es «chile» ni «allied».`;
    if (f.kind === 'option' && p.issue === 'invalid_value') return p.value !== undefined ? `${cap(what)} no puede valer «${p.value}».` : `${cap(what)} tiene un valor que no puede tener.`;
    if (f.kind === 'note' && p.issue === 'too_big' && p.max !== undefined) return `${cap(what)} es demasiado larga (como máximo ${n(p.max)} ${plural(p.max, 'carácter', 'caracteres')}).`;
    if (f.kind === 'top' && f.name === 'seed' && p.issue === 'too_big' && p.max !== undefined) return `La semilla es demasiado larga (como máximo ${n(p.max)} ${plural(p.max, 'carácter', 'caracteres')}).`;
    if (f.kind === 'die') return `${cap(what)} es ${p.value ?? 'un valor que no es un número'}: un dado muestra de 1 a 6.`;
    return null;
  };
  const sentence =
    special() ??
    {
      // A plural field agrees with its verb: «faltan los NADC de Chile», «falta el turno de juego».
      missing: `${/^(los|las) /.test(what) ? 'Faltan' : 'Falta'} ${what}.`,
      invalid_type: `${cap(what)}${value} no es del tipo de valor que debería.`,
      too_big: `${cap(what)}${value} pasa del máximo${p.max !== undefined ? ` (como máximo ${n(p.max)})` : ''}.`,
      too_small: `${cap(what)}${value} no llega al mínimo${p.min !== undefined ? ` (al menos ${n(p.min)})` : ''}.`,
      invalid_format: `${cap(what)}${value} no tiene el formato debido.`,
      invalid_value: `${cap(what)}${value} no es uno de los valores permitidos.`,
      invalid_union: `${cap(what)}${value} no tiene ninguna de las formas permitidas.`,
    }[p.issue] ??
    `${cap(what)}${value} no es admisible.`;
  const where = p.path === '' ? '' : ` (en ${of === 'file' ? 'el archivo' : 'la posición'}: ${technicalPath(p.path)})`;
  return `${of === 'file' ? 'No es un archivo de partida válido' : 'Posición no válida'}: ${lowerFirst(sentence)}${where}`;
}
