import { COMBAT_ADVANTAGE_CHITS, FORTS, LAND_UNITS, SHIPS, type LandUnitDef } from '../../../engine/counters';
import { describeEn } from '../describe.en';
import { describeEs } from '../describe.es';
import type { Language } from './language';

/**
 * The names of the pieces in each language. Ships and forts keep their historical names; a land unit's
 * English name is its printed name with its kind and size ("Cazadores cavalry regiment"), its Spanish
 * name is written with the Spanish rules' words ("regimiento de caballería Cazadores", 3.2–3.5, 9.0).
 */
const KIND_ES: Readonly<Record<LandUnitDef['kind'], string>> = { infantry: 'infantería', cavalry: 'caballería', artillery: 'artillería' };
const SIZE_ES: Readonly<Record<LandUnitDef['size'], string>> = { regiment: 'regimiento', battalion: 'batallón' };

/** Printed names that are English words or ordinals: the Spanish name in full (the Chilean line regiments, H&G §6a). */
const NAME_ES: Readonly<Record<string, string>> = {
  'cl-inf-buin-1': 'regimiento Buin 1.º de Línea',
  'cl-inf-2nd': 'regimiento 2.º de Línea',
  'cl-inf-3rd': 'regimiento 3.º de Línea',
  'cl-inf-4th': 'regimiento 4.º de Línea',
  'cl-art-1st': 'regimiento 1.º de Artillería',
  'cl-art-2nd': 'regimiento 2.º de Artillería',
  'pe-inf-guards': 'regimiento Guardia',
};

/** The printed names that are English words or ordinals, as the Spanish name of the unit says them. */
const PROPER_ES: Readonly<Record<string, string>> = {
  'cl-inf-buin-1': 'Buin 1.º de Línea',
  'cl-inf-2nd': '2.º de Línea',
  'cl-inf-3rd': '3.º de Línea',
  'cl-inf-4th': '4.º de Línea',
  'cl-art-1st': '1.º de Artillería',
  'cl-art-2nd': '2.º de Artillería',
  'pe-inf-guards': 'Guardia',
};

/** A land unit's own name, without its kind and size ("1st Buin", "Zepita"; a generic unit's number: "Inf Bn 3", "n.º 3"). */
export function unitProperNameIn(lang: Language, u: LandUnitDef): string {
  if (lang === 'en') return u.name;
  if (u.generic) return `n.º ${/(\d+)$/.exec(u.name)?.[1] ?? u.name}`;
  return PROPER_ES[u.id] ?? u.name;
}

/**
 * The name printed on a land unit's counter (faces.tsx), as short as the English one so that it fits the
 * counter: the English is the printed name ("1st Buin", "Inf Bn 3"); the Spanish uses the Spanish
 * ordinals and the usual abbreviations (bón. batallón, rgto. regimiento, inf. infantería, cab.
 * caballería, art. artillería): "1.º Buin", "Bón. Inf. 3", "Rgto. Art. 2".
 */
const LABEL_ES: Readonly<Record<string, string>> = {
  'cl-inf-buin-1': '1.º Buin',
  'cl-inf-2nd': '2.º Línea',
  'cl-inf-3rd': '3.º Línea',
  'cl-inf-4th': '4.º Línea',
  'cl-art-1st': '1.º Artillería',
  'cl-art-2nd': '2.º Artillería',
  'pe-inf-guards': 'Guardia',
};
const KIND_ABBR_ES: Readonly<Record<LandUnitDef['kind'], string>> = { infantry: 'Inf.', cavalry: 'Cab.', artillery: 'Art.' };
const SIZE_ABBR_ES: Readonly<Record<LandUnitDef['size'], string>> = { regiment: 'Rgto.', battalion: 'Bón.' };

export function counterLabelIn(lang: Language, u: LandUnitDef): string {
  if (lang === 'en') return u.name;
  if (u.generic) return `${SIZE_ABBR_ES[u.size]} ${KIND_ABBR_ES[u.kind]} ${/(\d+)$/.exec(u.name)?.[1] ?? u.name}`;
  return LABEL_ES[u.id] ?? u.name;
}

/** A generic unit's nation: both sides have an "Inf Bn 1". */
const NATION_EN: Readonly<Record<LandUnitDef['nation'], string>> = { chile: 'Chilean', peru: 'Peruvian', bolivia: 'Bolivian' };

function unitNameEn(u: LandUnitDef): string {
  // A generic unit's name says its kind and size already ("Inf Bn 1 battalion" said it twice).
  if (u.generic) return `${NATION_EN[u.nation]} ${u.name}`;
  // The kind once: "2nd Artillery regiment", not "2nd Artillery artillery regiment".
  const kind = u.kind === 'infantry' || u.name.toLowerCase().includes(u.kind) ? '' : `${u.kind} `;
  return `${u.name} ${kind}${u.size}`.replace(/\s+/g, ' ');
}

function unitNameEs(u: LandUnitDef): string {
  const named = NAME_ES[u.id];
  if (named) return named;
  // Generic units carry a number instead of a name ("Inf Bn 3": batallón de infantería 3).
  const name = u.generic ? (/(\d+)$/.exec(u.name)?.[1] ?? u.name) : u.name;
  const kind = u.kind === 'infantry' && !u.generic ? '' : ` de ${KIND_ES[u.kind]}`;
  return `${SIZE_ES[u.size]}${kind} ${name}`;
}

const units = new Map(LAND_UNITS.map((u) => [u.id, u]));
const ships = new Map(SHIPS.map((s) => [s.id, s]));
const forts = new Map(FORTS.map((f) => [f.id, f]));

/** A piece's name: a land unit, a ship, a fort, a Supply Column ("sc-3"); an unknown id as it is. */
export function pieceNameIn(lang: Language, piece: string): string {
  const words = lang === 'es' ? describeEs : describeEn;
  if (/^sc-\d+$/.test(piece)) return words.piece.supplyColumn;
  const unit = units.get(piece);
  if (unit) return lang === 'es' ? unitNameEs(unit) : unitNameEn(unit);
  const ship = ships.get(piece);
  if (ship) return ship.name;
  const fort = forts.get(piece);
  if (fort) return words.piece.fort.replace('{{name}}', fort.name);
  return piece;
}

const CHIT_EN = { inspiringLeader: 'Inspiring Leader', earthworks: 'Earthworks', cavalryCharge: 'Cavalry Charge', tacticalSurprise: 'Tactical Surprise', slaughter: 'Slaughter', canister: 'Canister', noEvent: 'No Event' } as const;
const CHIT_ES: Readonly<Record<keyof typeof CHIT_EN, string>> = {
  inspiringLeader: 'Comandante heroico',
  earthworks: 'Reductos',
  cavalryCharge: 'Carga de caballería',
  tacticalSurprise: 'Sorpresa táctica',
  slaughter: 'Sin cuartel',
  canister: 'Metralla',
  noEvent: 'Sin efecto',
};

/** 8.9: a combat advantage chit's name by its id; an Inspiring Leader names its leader ("Inspiring Leader: Bolognesi"). */
export function chitNameIn(lang: Language, chitId: string): string {
  const chit = COMBAT_ADVANTAGE_CHITS.find((c) => c.id === chitId);
  if (!chit) return chitId;
  const name = (lang === 'es' ? CHIT_ES : CHIT_EN)[chit.effect];
  const leader = /^ca-inspiringLeader-(\w+)$/.exec(chitId)?.[1];
  return leader ? `${name}: ${leader.charAt(0).toUpperCase()}${leader.slice(1)}` : name;
}

/** 8.9: the name of a chit effect (the odds panel merges the chits of one effect). */
export function chitEffectNameIn(lang: Language, effect: keyof typeof CHIT_EN): string {
  return (lang === 'es' ? CHIT_ES : CHIT_EN)[effect];
}
