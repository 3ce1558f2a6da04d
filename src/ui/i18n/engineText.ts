import { describeEs } from './describe.es';
import { i18n, type Language } from './index';

/**
 * The free text the rules engine writes into states, events and errors (pending-decision prompts,
 * roll purposes and modifier reasons, event outcomes, summaries and reasons, error messages, odds
 * notes, option labels) is English. `translateEngineText` gives it in the interface's language: English
 * passes through; for Spanish a catalogue of patterns, one per English template of the engine (found
 * in src/engine: see the comment above each group), rebuilds the sentence in Spanish. Captured
 * parts are translated again when they are themselves engine words (phase names, nested prompts,
 * "Supply Column", "Fort …", chit names) and left as they are when they are historical names (units,
 * ships, towns) or numbers. Text no pattern knows is returned unchanged.
 */
export function translateEngineText(text: string, lang: Language = currentLanguage()): string {
  if (lang !== 'es') return text;
  return toSpanish(text) ?? text;
}

/** The Spanish of an engine text, or null when no pattern of the catalogue matches it. */
export function engineTextToSpanish(text: string): string | null {
  return toSpanish(text);
}

function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en';
}

type Groups = Readonly<Record<string, string | undefined>>;

/** One English template of the engine (anchored regex, named captures) and its Spanish rendering. */
export interface EnginePattern {
  readonly en: RegExp;
  readonly es: (g: Groups) => string;
}

// ---- helpers ---------------------------------------------------------------------------------

/** A captured group that the pattern guarantees. */
function s(g: Groups, name: string): string {
  return g[name] ?? '';
}

/** Spanish singular or plural by a number written in the text. */
function pl(n: string | number | undefined, one: string, other: string): string {
  return Number(n) === 1 ? one : other;
}

/** Translate a nested engine text when the catalogue knows it, else leave it (a name, a number). */
function tr(text: string | undefined): string {
  if (text === undefined) return '';
  return toSpanish(text) ?? text;
}

const CHIT_NAMES: Readonly<Record<string, string>> = {
  'Inspiring Leader': 'Líder Inspirador',
  Earthworks: 'Trincheras',
  'Cavalry Charge': 'Carga de Caballería',
  'Tactical Surprise': 'Sorpresa Táctica',
  Slaughter: 'Matanza',
  Canister: 'Metralla',
  'No Event': 'Sin Efecto',
};

const TERRAIN: Readonly<Record<string, string>> = {
  sea: 'mar',
  lake: 'lago',
  clear: 'terreno despejado',
  rough: 'terreno accidentado',
  mountain: 'montaña',
  desert: 'desierto',
  'salt desert': 'salar',
};

/** The Spanish name of an English phase name of the engine (PHASES, SETUP_PHASE). */
const PHASE_BY_NAME: Readonly<Record<string, { readonly name: string; readonly article: 'el' | 'la' }>> = {
  'Set-up': { name: describeEs.phase.setup.toLowerCase(), article: 'el' },
  'Administrative Phase': { name: describeEs.phase.administrative, article: 'la' },
  'Consume Supply Columns Phase': { name: describeEs.phase.consumeSupply, article: 'la' },
  'Naval Movement Phase': { name: describeEs.phase.navalMovement, article: 'la' },
  'Naval Combat Phase': { name: describeEs.phase.navalCombat, article: 'la' },
  'Land Movement Phase': { name: describeEs.phase.landMovement, article: 'la' },
  'Land Combat Phase': { name: describeEs.phase.landCombat, article: 'la' },
  'Victory Determination Phase': { name: describeEs.phase.victoryDetermination, article: 'la' },
};

/** A piece or chit name inside an engine text: generic words translated, historical names kept. */
function nm(name: string | undefined): string {
  if (name === undefined) return '';
  if (name === 'Supply Column') return describeEs.piece.supplyColumn;
  const fort = /^Fort (.+)$/.exec(name);
  if (fort) return describeEs.piece.fort.replace('{{name}}', fort[1]!);
  const leader = /^Inspiring Leader: (.+)$/.exec(name);
  if (leader) return `${CHIT_NAMES['Inspiring Leader']}: ${leader[1]}`;
  return CHIT_NAMES[name] ?? name;
}

/** "the Chile Holding Box" or "hex 2415", as the engine's land prompts write a space, after a preposition. */
function space(where: string | undefined, preposition: 'de' | 'desde'): string {
  if (where === 'the Chile Holding Box') return `${preposition} el cajetín Chile`;
  const hex = /^hex (.+)$/.exec(where ?? '');
  if (!hex) return `${preposition} ${where ?? ''}`;
  return preposition === 'de' ? `del hexágono ${hex[1]}` : `desde el hexágono ${hex[1]}`;
}

const fixed = (en: string, es: string): EnginePattern => ({ en: new RegExp(`^${escape(en)}$`), es: () => es });

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---- the catalogue -----------------------------------------------------------------------------

export const ENGINE_PATTERNS: readonly EnginePattern[] = [
  // Pending-decision prompts ------------------------------------------------------------------
  // naval/moveStack.ts
  { en: /^Intercept the enemy ships that entered (?<hex>\S+)\?$/, es: (g) => `¿Interceptar los buques enemigos que entraron en el hexágono ${s(g, 'hex')}?` },
  { en: /^Enemy warships blockade (?<hex>\S+): run the blockade\?$/, es: (g) => `Buques de guerra enemigos bloquean el hexágono ${s(g, 'hex')}: ¿forzar el bloqueo?` },
  // naval/blockade.ts
  { en: /^Your blockade of (?<hex>\S+): intercept the ships there \(automatic\)\?$/, es: (g) => `Tu bloqueo del hexágono ${s(g, 'hex')}: ¿interceptar los buques que hay allí (automático)?` },
  {
    en: /^(?<n>\d+) of the blockade runners are caught: pick them \(or let them go\)\.$/,
    es: (g) => pl(g.n, `${s(g, 'n')} de los buques que fuerzan el bloqueo es atrapado: elígelo (o déjalo ir).`, `${s(g, 'n')} de los buques que fuerzan el bloqueo son atrapados: elígelos (o déjalos ir).`),
  },
  // naval/navalCombat.ts
  {
    en: /^You outnumber the enemy: set aside up to (?<n>\d+) ships? before the battle\?$/,
    es: (g) => `Superas en número al enemigo: ¿apartar hasta ${s(g, 'n')} ${pl(g.n, 'buque', 'buques')} antes de la batalla?`,
  },
  fixed('Naval combat: pick a warship to fire and its target.', 'Combate naval: elige un buque de guerra que dispare y su blanco.'),
  fixed('Every enemy warship is damaged: try to capture enemy ships?', 'Todos los buques de guerra enemigos están averiados: ¿intentar capturar buques enemigos?'),
  // land/battle.ts
  {
    en: /^Take (?<n>\d+) combat hits?: choose the unit that loses a step(?<each> \(one at a time\))?\.$/,
    es: (g) => `Recibes ${s(g, 'n')} ${pl(g.n, 'impacto', 'impactos')} de combate: elige la unidad que pierde un escalón${g.each ? ' (una cada vez)' : ''}.`,
  },
  {
    en: /^(?<role>Attacker|Defender): spend a Supply Column in hex (?<hex>\S+) for an extra combat die \(8\.9\) and\/or \+1 initiative \(6\.1\)\?$/,
    es: (g) => `${g.role === 'Attacker' ? 'Atacante' : 'Defensor'}: ¿gastar una Columna de Suministro en el hexágono ${s(g, 'hex')} por un dado de combate extra (8.9) y/o +1 a la iniciativa (6.1)?`,
  },
  {
    en: /^Your units in hex (?<hex>\S+) inflicted no hit: retreat to an adjacent hex, or deplete one unit to stay\.$/,
    es: (g) => `Tus unidades del hexágono ${s(g, 'hex')} no causaron ningún impacto: retírate a un hexágono adyacente, o reduce una unidad para quedarte.`,
  },
  {
    en: /^Hex (?<hex>\S+) is empty of enemy units: advance participating units into it \(up to the stacking limit\), or stay\.$/,
    es: (g) => `El hexágono ${s(g, 'hex')} ha quedado sin unidades enemigas: avanza a él con unidades que participaron (hasta el límite de apilamiento), o quédate.`,
  },
  // land/attrition.ts
  fixed(
    'Doubles: choose the unit that suffers movement attrition (or a Supply Column of the stack to absorb it).',
    'Dobles: elige la unidad que sufre el desgaste por movimiento (o una Columna de Suministro de la pila que lo absorba).',
  ),
  // land/attack.ts
  {
    en: /^Choose the units in hex (?<from>\S+) that attack hex (?<target>\S+) \((?<n>\d+) chosen\), then declare the attack\.$/,
    es: (g) => `Elige las unidades del hexágono ${s(g, 'from')} que atacan el hexágono ${s(g, 'target')} (${s(g, 'n')} ${pl(g.n, 'elegida', 'elegidas')}) y declara el ataque.`,
  },
  // land/move.ts
  {
    en: /^Choose the pieces in (?<where>the Chile Holding Box|hex \S+) that move together \((?<n>\d+) chosen\), then roll for movement\.$/,
    es: (g) => `Elige las fichas ${space(g.where, 'de')} que mueven juntas (${s(g, 'n')} ${pl(g.n, 'elegida', 'elegidas')}) y tira para el movimiento.`,
  },
  {
    en: /^Move (?:the unit|the stack of (?<n>\d+)) from (?<where>the Chile Holding Box|hex \S+): (?<mp>-?\d+) MP left\.(?<halt> Doubles: attrition when the move ends, and no further roll \(8\.3, 8\.4\)\.)?$/,
    es: (g) =>
      `Mueve ${g.n ? `la pila de ${g.n}` : 'la unidad'} ${space(g.where, 'desde')}: ${pl(g.mp, 'queda', 'quedan')} ${s(g, 'mp')} PM.${g.halt ? ' Dobles: desgaste al terminar el movimiento, y ninguna tirada más (8.3, 8.4).' : ''}`,
  },
  // supply/waitingUnits.ts
  { en: /^Place (?<unit>.+), waiting on the turn track, in a free city\.$/, es: (g) => `Coloca ${s(g, 'unit')}, que espera en el registro de turnos, en una ciudad libre.` },
  // supply/repair.ts
  {
    en: /^Repair (?<ship>.+): pay (?<n>\d+) Supply Columns? now, or wait (?<t>\d+) game turns?\.$/,
    es: (g) => `Reparar ${s(g, 'ship')}: paga ahora ${s(g, 'n')} ${pl(g.n, 'Columna de Suministro', 'Columnas de Suministro')}, o espera ${s(g, 't')} ${pl(g.t, 'turno', 'turnos')} de juego.`,
  },
  // supply/allotSupply.ts
  {
    en: /^Place (?:your Supply Column|your (?<n>\d+) Supply Columns) one by one in Lima or Callao, or Oruro or La Paz \(at least one Bolivian\)\.$/,
    es: (g) => `Coloca ${g.n ? `tus ${g.n} Columnas de Suministro una a una` : 'tu Columna de Suministro'} en Lima o el Callao, o en Oruro o La Paz (al menos una boliviana).`,
  },
  // stacking/enforceStacking.ts, stacking/eliminateForStacking.ts
  {
    en: /^Hex (?<hex>\S+) is over the stacking limit: eliminate (?<n>\d+)(?<more> more)? land units? there\.$/,
    es: (g) => `El hexágono ${s(g, 'hex')} supera el límite de apilamiento: elimina allí ${s(g, 'n')} ${pl(g.n, 'unidad terrestre', 'unidades terrestres')}${g.more ? ' más' : ''}.`,
  },

  // Roll purposes -----------------------------------------------------------------------------
  fixed('Supply Column allotment', 'asignación de Columnas de Suministro'), // supply/allotSupply.ts
  { en: /^interception at (?<n>\d+) hex(?:es)?$/, es: (g) => `intercepción a ${s(g, 'n')} ${pl(g.n, 'hexágono', 'hexágonos')}` }, // naval/interception.ts
  fixed('running the blockade', 'forzar el bloqueo'), // naval/blockade.ts
  { en: /^gunfire of (?<ship>.+) at (?<target>.+)$/, es: (g) => `disparo de ${nm(g.ship)} contra ${nm(g.target)}` }, // naval/navalCombat.ts
  fixed('infernal machine', 'máquina infernal'), // naval/infernalMachine.ts
  { en: /^raid by (?<ship>.+) on (?<target>.+)$/, es: (g) => `incursión de ${nm(g.ship)} contra ${nm(g.target)}` }, // naval/raid.ts
  { en: /^Fort (?<fort>.+) fires at (?<ship>.+)$/, es: (g) => `el ${nm(`Fort ${s(g, 'fort')}`)} dispara contra ${nm(g.ship)}` }, // naval/raid.ts
  fixed('ship capture', 'captura de buque'), // naval/shipCapture.ts
  { en: /^land combat \((?<role>attacking|defending)\)$/, es: (g) => `combate terrestre (${g.role === 'attacking' ? 'ataque' : 'defensa'})` }, // land/fight.ts
  { en: /^initiative \((?<role>attacker|defender)\)$/, es: (g) => `iniciativa (${g.role === 'attacker' ? 'atacante' : 'defensor'})` }, // land/fight.ts
  fixed('land movement', 'movimiento terrestre'), // land/move.ts
  { en: /^Repair of (?<ship>.+)$/, es: (g) => `reparación de ${nm(g.ship)}` }, // supply/repair.ts

  // Modifier reasons --------------------------------------------------------------------------
  { en: /^lowest speed modifier \((?<ship>.+)\)$/, es: (g) => `modificador de velocidad más bajo (${nm(g.ship)})` }, // naval/interception.ts
  { en: /^highest speed modifier intercepted \((?<ship>.+)\)$/, es: (g) => `modificador de velocidad más alto de los interceptados (${nm(g.ship)})` },
  { en: /^armour of (?<ship>.+)$/, es: (g) => `blindaje de ${nm(g.ship)}` }, // naval/navalCombat.ts, naval/raid.ts
  fixed('target raid modifier', 'modificador de incursión del objetivo'), // naval/raid.ts
  fixed('Supply Column spent on the initiative', 'Columna de Suministro gastada en la iniciativa'), // land/combatModifiers.ts
  { en: /^(?<n>\d+) artillery units? in the hex$/, es: (g) => `${s(g, 'n')} ${pl(g.n, 'unidad', 'unidades')} de artillería en el hexágono` },
  { en: /^(?<terrain>clear|rough|mountain|desert|salt desert|sea|lake) terrain$/, es: (g) => `terreno: ${TERRAIN[s(g, 'terrain')] ?? s(g, 'terrain')}` },
  fixed('across a river hexside', 'a través de un lado de hexágono de río'),
  fixed('a fort in the hex', 'un fuerte en el hexágono'),
  fixed('cavalry', 'caballería'), // land/move.ts
  fixed('a stack of cavalry', 'una pila de caballería'),
  // land/fight.ts: the leader's +2 carries the chit's name
  { en: /^(?<name>Inspiring Leader(?:: .+)?|Earthworks|Cavalry Charge|Tactical Surprise|Slaughter|Canister|No Event)$/, es: (g) => nm(g.name) },
  // land/combatModifiers.ts: a unit's initiative bonus, "<unit> +<v>" (last: the most general pattern of its kind)

  // Event texts: reasons, notes, outcomes, summaries -------------------------------------------
  fixed('no friendly port to return to', 'ningún puerto amigo al que volver'), // naval/stacks.ts
  fixed('raided', 'incursión enemiga'), // naval/raid.ts
  fixed('attacked with no land unit to defend it', 'atacada sin ninguna unidad terrestre que la defienda'), // land/battle.ts
  fixed('a Supply Column absorbs movement attrition', 'una Columna de Suministro absorbe el desgaste por movimiento'), // land/attrition.ts
  fixed('over the stacking limit', 'por encima del límite de apilamiento'), // stacking/eliminateForStacking.ts
  fixed('combat hit', 'impacto de combate'), // land/battle.ts, land/attack.ts
  fixed('could not retreat', 'sin retirada posible'), // land/battle.ts
  fixed('movement attrition', 'desgaste por movimiento'), // land/attrition.ts
  fixed('held its ground instead of retreating', 'mantiene su posición en lugar de retirarse'), // land/retreat.ts
  fixed('dropped off', 'se queda atrás'), // land/move.ts
  fixed('halted by doubles', 'alto obligado por dobles'),
  fixed('stopped', 'alto por decisión propia'),
  fixed('no Supply Column in port for fleet provisions', 'ninguna Columna de Suministro en puerto para el aprovisionamiento de la flota'), // naval/moveStack.ts
  fixed('no depot city is left uncaptured', 'no queda ninguna ciudad depósito sin capturar'), // supply/placeSupplyColumn.ts
  fixed('the Chile Holding Box', 'el cajetín Chile'), // supply/allotSupply.ts (supplyPlaced.where)
  // turn/boliviaQuits.ts
  fixed('Chile holds Oruro and La Paz', 'Chile controla Oruro y La Paz'),
  { en: /^Chile has (?<vp>-?\d+) VP \(at least (?<n>\d+)\)$/, es: (g) => `Chile tiene ${s(g, 'vp')} PV (al menos ${s(g, 'n')})` },
  // turn/endGameTurn.ts, victory/judgeVictory.ts
  { en: /^Chile has (?<vp>-?\d+) VP: the game goes on\.$/, es: (g) => `Chile tiene ${s(g, 'vp')} PV: la partida continúa.` },
  { en: /^Chile has (?<vp>-?\d+) VP, at least (?<n>\d+): Chilean victory\.$/, es: (g) => `Chile tiene ${s(g, 'vp')} PV, al menos ${s(g, 'n')}: victoria chilena.` },
  { en: /^Chile has (?<vp>-?\d+) VP, fewer than (?<n>\d+): sudden-death Allied victory\.$/, es: (g) => `Chile tiene ${s(g, 'vp')} PV, menos de ${s(g, 'n')}: victoria aliada por muerte súbita.` },
  { en: /^Chile has (?<vp>-?\d+) VP, fewer than (?<n>\d+): Allied victory\.$/, es: (g) => `Chile tiene ${s(g, 'vp')} PV, menos de ${s(g, 'n')}: victoria aliada.` },
  { en: /^Chile has (?<vp>-?\d+) VP \((?<range>\d+–\d+)\): a draw\.$/, es: (g) => `Chile tiene ${s(g, 'vp')} PV (${s(g, 'range')}): empate.` },
  // land/combatAdvantage.ts (combatAdvantageDrawn.note)
  { en: /^(?<unit>.+) gets \+2$/, es: (g) => `${nm(g.unit)} obtiene +2` },
  { en: /^(?<unit>.+) rolls two dice$/, es: (g) => `${nm(g.unit)} tira dos dados` },
  { en: /^(?<unit>.+) adds one die$/, es: (g) => `${nm(g.unit)} añade un dado` },
  { en: /^(?<unit>.+) rolls three dice$/, es: (g) => `${nm(g.unit)} tira tres dados` },
  fixed('ignored: the attacker drew it', 'se ignora: la sacó el atacante'),
  fixed('ignored: the defender drew it', 'se ignora: la sacó el defensor'),
  fixed('ignored: no attacking cavalry', 'se ignora: no hay caballería atacante'),
  fixed('ignored: no artillery in the combat', 'se ignora: no hay artillería en el combate'),
  fixed('no effect', 'sin efecto'),

  // Error messages ----------------------------------------------------------------------------
  // applyAction.ts
  fixed('That is not an action the game knows.', 'Esa no es una acción que el juego conozca.'),
  fixed('The game is over.', 'La partida ha terminado.'),
  { en: /^It is (?<who>Chile|the Allies) who must act now\.$/, es: (g) => (g.who === 'Chile' ? 'Ahora debe actuar Chile.' : 'Ahora deben actuar los Aliados.') },
  // whyIllegal.ts
  { en: /^First: (?<prompt>[\s\S]+)$/, es: (g) => `Primero: ${tr(g.prompt)}` },
  {
    en: /^"(?<type>[^"]+)" is not allowed in the (?<phase>.+)\.$/,
    es: (g) => {
      const p = PHASE_BY_NAME[s(g, 'phase')];
      return `«${s(g, 'type')}» no está permitido en ${p ? `${p.article} ${p.name}` : `la ${s(g, 'phase')}`}.`;
    },
  },
  // position/loadPosition.ts (the part after the colon may be a message of the schema library: kept)
  { en: /^Invalid position: (?<why>[\s\S]+)$/, es: (g) => `Posición no válida: ${tr(g.why)}` },
  { en: /^the position is (?<n>\d+) characters long; at most (?<max>\d+) are read$/, es: (g) => `la posición tiene ${s(g, 'n')} caracteres; se leen como máximo ${s(g, 'max')}` },
  { en: /^not JSON: (?<e>[\s\S]*)$/, es: (g) => `no es JSON: ${s(g, 'e')}` },
  // position/validatePosition.ts
  { en: /^(?<what>\S+) is in hex (?<hex>\S+), which is not on the map$/, es: (g) => `${s(g, 'what')} está en el hexágono ${s(g, 'hex')}, que no está en el mapa` },
  { en: /^(?<what>\S+) is in hex (?<hex>\S+), which is not land$/, es: (g) => `${s(g, 'what')} está en el hexágono ${s(g, 'hex')}, que no es tierra` },
  { en: /^(?<what>\S+) is in the Chile Holding Box but is not Chilean$/, es: (g) => `${s(g, 'what')} está en el cajetín Chile pero no es chileno` },
  { en: /^(?<what>\S+) is aboard "(?<t>[^"]*)", which is not a transport$/, es: (g) => `${s(g, 'what')} está a bordo de «${s(g, 't')}», que no es un transporte` },
  { en: /^(?<what>\S+) is aboard an enemy transport$/, es: (g) => `${s(g, 'what')} está a bordo de un transporte enemigo` },
  { en: /^(?<id>units\.\S+): no such land unit in the counter manifest$/, es: (g) => `${s(g, 'id')}: no existe esa unidad terrestre en el inventario de fichas` },
  { en: /^(?<id>units\.\S+): (?<n>\d+) steps, but the unit has only (?<max>\d+)$/, es: (g) => `${s(g, 'id')}: ${s(g, 'n')} escalones, pero la unidad solo tiene ${s(g, 'max')}` },
  { en: /^(?<id>units\.\S+): Bolivia has quit the war \(5\.6\), so its units are out of play$/, es: (g) => `${s(g, 'id')}: Bolivia ha abandonado la guerra (5.6), así que sus unidades están fuera de juego` },
  { en: /^(?<id>ships\.\S+): carries (?<n>\d+) steps, more than the two a transport may \(7\.1\)$/, es: (g) => `${s(g, 'id')}: lleva ${s(g, 'n')} escalones, más de los dos que puede llevar un transporte (7.1)` },
  { en: /^(?<id>ships\.\S+): no such ship in the counter manifest$/, es: (g) => `${s(g, 'id')}: no existe ese buque en el inventario de fichas` },
  { en: /^(?<id>ships\.\S+): a ship can't be (?<where>aboard a ship|in a recruit pool)$/, es: (g) => `${s(g, 'id')}: un buque no puede estar ${g.where === 'aboard a ship' ? 'a bordo de un buque' : 'en una reserva de reclutas'}` },
  { en: /^(?<id>ships\.\S+): only Chilean ships use the Chile Holding Box$/, es: (g) => `${s(g, 'id')}: solo los buques chilenos usan el cajetín Chile` },
  { en: /^(?<id>ships\.\S+) is in hex (?<hex>\S+), neither a sea hex nor a port \(or other coastal hex\)$/, es: (g) => `${s(g, 'id')} está en el hexágono ${s(g, 'hex')}, que no es de mar ni un puerto (u otro hexágono costero)` },
  { en: /^(?<id>forts\.\S+): no such fort$/, es: (g) => `${s(g, 'id')}: no existe ese fuerte` },
  { en: /^(?<id>nadc\.\S+): "(?<ship>[^"]*)" is not a (?<nation>Chilean|Peruvian) ship$/, es: (g) => `${s(g, 'id')}: «${s(g, 'ship')}» no es un buque ${g.nation === 'Chilean' ? 'chileno' : 'peruano'}` },
  { en: /^(?<id>pending\[\d+\]): unknown decision "(?<kind>[^"]*)"$/, es: (g) => `${s(g, 'id')}: decisión desconocida «${s(g, 'kind')}»` },
  { en: /^(?<id>control\.\S+): not a hex of the map$/, es: (g) => `${s(g, 'id')}: no es un hexágono del mapa` },
  // gameFile/replayGameFile.ts
  { en: /^Not a game file: not JSON \((?<e>[\s\S]*)\)$/, es: (g) => `No es un archivo de partida: no es JSON (${s(g, 'e')})` },
  {
    en: /^This game file is version (?<v>\S+); this edition reads version (?<w>\S+)\. Update the game to open it\.$/,
    es: (g) => `Este archivo de partida es de la versión ${s(g, 'v')}; esta edición lee la versión ${s(g, 'w')}. Actualiza el juego para abrirlo.`,
  },
  { en: /^Not a valid game file: (?<why>[\s\S]+)$/, es: (g) => `No es un archivo de partida válido: ${tr(g.why)}` },
  fixed(
    "The new game does not match the file's initial hash (another seed, options or engine version).",
    'La partida nueva no coincide con el hash inicial del archivo (otra semilla, otras opciones u otra versión del motor).',
  ),
  { en: /^State hash after step (?<n>\d+) is (?<hash>\S+), the file says (?<file>\S+)\.$/, es: (g) => `El hash del estado tras el paso ${s(g, 'n')} es ${s(g, 'hash')}; el archivo dice ${s(g, 'file')}.` },
  { en: /^action (?<n>\d+) is not legal: (?<why>[\s\S]+)$/, es: (g) => `la acción ${s(g, 'n')} no es legal: ${tr(g.why)}` },

  // Rules options (rules/options.ts OPTION_INFO labels) ---------------------------------------
  fixed('Stacking limit: 6 land units, 7 with a fort (EN) or 5 (ES)', 'Límite de apilamiento: 6 unidades terrestres, 7 con un fuerte (EN) o 5 (ES)'),
  fixed("Interception modifier: interceptors' lowest speed (EN) or target's highest (ES)", 'Modificador de intercepción: la velocidad más baja de los interceptores (EN) o la más alta del objetivo (ES)'),
  fixed('Cavalry +1 to the movement roll (EN)', 'Caballería: +1 a la tirada de movimiento (EN)'),
  fixed("Ships without an NADC return to any friendly port (EN) or their nation's box (ES)", 'Los buques sin NADC vuelven a cualquier puerto amigo (EN) o a la casilla de su nación (ES)'),
  fixed('Attrition may fall on dropped-off units (EN) or only after the drop-offs (ES)', 'El desgaste puede recaer en las unidades dejadas atrás (EN) o solo tras dejarlas (ES)'),
  fixed('Chile sets up the 1st artillery regiment, reduced (ES)', 'Chile despliega el 1.er regimiento de artillería, reducido (ES)'),
  fixed(
    'Land movement to and from the Chile Holding Box via 3130/3231 (8.6 note); off: by transport only (6.3/6.4 notes)',
    'Movimiento terrestre hacia y desde el cajetín Chile por 3130/3231 (nota de 8.6); desactivado: solo por transporte (notas de 6.3/6.4)',
  ),
  fixed('Optional rule: ship capture', 'Regla opcional: captura de buques'),
  fixed('Optional rule: infernal machines', 'Regla opcional: máquinas infernales'),

  // Odds notes (odds/*.ts) --------------------------------------------------------------------
  fixed('Every declared hex is the hex entered: automatic success (7.3 note).', 'Cada hexágono declarado es el hexágono en que se entró: éxito automático (nota de 7.3).'),
  fixed('One die + the modifier must beat the farthest distance (7.3, 7.4).', 'Un dado + el modificador debe superar la distancia más lejana (7.3, 7.4).'),
  fixed('ES option: the modifier is the highest speed among the ships intercepted.', 'Opción ES: el modificador es la velocidad más alta entre los buques interceptados.'),
  fixed(
    'The modifier is the lowest speed modifier among every ship going (transports only if they go).',
    'El modificador es el modificador de velocidad más bajo entre todos los buques que van (los transportes, solo si van).',
  ),
  fixed(
    'Exact: every initiative throw (36), every chit of the cup (13, put back after each combat) and every combat die.',
    'Exacto: cada tirada de iniciativa (36), cada ficha de la taza (13, devuelta tras cada combate) y cada dado de combate.',
  ),
  fixed(
    'Supply Columns: only the uses given (default none); a use with no column in the hex to pay for it is left out (6.1, 8.9).',
    'Columnas de Suministro: solo los usos indicados (por defecto, ninguno); un uso sin columna en el hexágono que lo pague se omite (6.1, 8.9).',
  ),
  fixed(
    'A chit that names one unit (Inspiring Leader +2, Slaughter, Canister, Earthworks, Cavalry Charge) gives the same odds whichever eligible unit is named: every die of a side has the same modifiers; a chit that does not fit is ignored, not redrawn (8.9).',
    'Una ficha que nombra una unidad (Líder Inspirador +2, Matanza, Metralla, Trincheras, Carga de Caballería) da las mismas probabilidades sea cual sea la unidad elegible nombrada: cada dado de un bando tiene los mismos modificadores; una ficha que no es aplicable se ignora, no se vuelve a sacar (8.9).',
  ),
  fixed(
    'Retreat means the side must retreat or deplete a unit to stay (8.10); with no hex to retreat into, every unit loses a step instead.',
    'Retirada significa que el bando debe retirarse o reducir una unidad para quedarse (8.10); sin hexágono al que retirarse, cada unidad pierde en su lugar un escalón.',
  ),
  fixed(
    'Only enemy Supply Columns in the hex: no dice; they are captured on an advance, else eliminated (8.7 note, 8.12).',
    'Solo Columnas de Suministro enemigas en el hexágono: sin dados; se capturan con un avance y, si no, se eliminan (nota de 8.7, 8.12).',
  ),
  fixed(
    "One roll: a space counts as reachable when this roll's allowance covers its cheapest route; later rolls (8.4 forced march) are not included.",
    'Una tirada: un espacio cuenta como alcanzable cuando lo que permite esta tirada cubre su ruta más barata; las tiradas posteriores (marcha forzada, 8.4) no se incluyen.',
  ),
  fixed(
    "Attrition (8.3) is P(doubles); a move ending in a fort hex is immune, which each space's pReachWithAttrition takes into account.",
    'El desgaste (8.3) es P(dobles); un movimiento que termina en un hexágono con fuerte es inmune, lo que tiene en cuenta el pReachWithAttrition de cada espacio.',
  ),
  fixed('Cavalry alone: +1 to the roll (8.2).', 'Solo caballería: +1 a la tirada (8.2).'),
  fixed('No cavalry bonus: not a stack of cavalry alone, or the option is off (8.2).', 'Sin bonificación de caballería: no es una pila solo de caballería, o la opción está desactivada (8.2).'),
  fixed("The raid roll and the fort's return fire are independent; the fort always fires back (7.7).", 'La tirada de incursión y el fuego de respuesta del fuerte son independientes; el fuerte siempre responde (7.7).'),
  fixed("No critical hit against a fort (7.10 note); the fort's natural 2 sinks the raider (7.10).", 'Ningún impacto crítico contra un fuerte (nota de 7.10); un 2 natural del fuerte hunde al incursor (7.10).'),

  // The most general patterns come last ---------------------------------------------------------
  // land/combatModifiers.ts: a unit's initiative bonus, "<unit> +<v>"
  { en: /^(?<unit>.+) \+(?<v>\d+)$/, es: (g) => `iniciativa de ${nm(g.unit)}: +${s(g, 'v')}` },
];

function toSpanish(text: string): string | null {
  for (const p of ENGINE_PATTERNS) {
    const m = p.en.exec(text);
    if (m) return p.es(m.groups ?? {});
  }
  return null;
}
