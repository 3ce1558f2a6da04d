import type { Location, Message, Side } from '../../engine';
import { findShip } from '../../engine/counters';
import { hexName, pieceLabel, placeName, say, spaceName } from '../describe';
import { currentLanguage, t } from '../i18n';
import { droppedGroups } from '../log/droppedGroups';
import type { Losses, RecapItem } from './recapItems';

/** A side as a sentence names it: "Chile", "the Allies". */
const sideWord = (side: Side): string => (side === 'chile' ? t('sides.chile') : t('recap.allies'));

/** A few pieces by name, more by their count ("3 units"). */
function piecesWord(pieces: readonly string[], counted: 'recap.units' | 'recap.ships' | 'recap.pieces' = 'recap.units'): string {
  if (pieces.length === 0) return t(counted, { count: 0 });
  if (pieces.length <= 2) return pieces.length === 1 ? pieceLabel(pieces[0]!) : t('recap.and', { a: pieceLabel(pieces[0]!), b: pieceLabel(pieces[1]!) });
  return t(counted, { count: pieces.length });
}

/** A march's pieces: its land units (by name for one or two), and its Supply Columns counted apart ("4 units" were a regiment and 3 columns: QA round 9). */
function marchWord(pieces: readonly string[]): string {
  const units = pieces.filter((p) => !p.startsWith('sc-'));
  const columns = pieces.length - units.length;
  if (columns === 0) return piecesWord(units);
  const cols = t('recap.columns', { count: columns });
  return units.length === 0 ? cols : t('recap.and', { a: piecesWord(units), b: cols });
}

/** Units reduced or eliminated, by name for one or two, counted beyond ("3 units eliminated"). */
function unitsWord(units: readonly string[], named: 'recap.reduced' | 'recap.eliminated', counted: 'recap.reducedCount' | 'recap.eliminatedCount'): string {
  return units.length <= 2 ? t(named, { units: piecesWord(units), count: units.length }) : t(counted, { count: units.length });
}

/** "1st Buin reduced, Zepita and Ayacucho eliminated", or null when no unit was lost. */
function lossesWord(losses: Losses): string | null {
  const parts: string[] = [];
  if (losses.reduced.length) parts.push(unitsWord(losses.reduced, 'recap.reduced', 'recap.reducedCount'));
  if (losses.eliminated.length) parts.push(unitsWord(losses.eliminated, 'recap.eliminated', 'recap.eliminatedCount'));
  return parts.length ? parts.join(', ') : null;
}

/** One side's losses as a clause ("Chile: 1st Buin reduced"), or null when it lost no unit. */
function sideLosses(side: Side, losses: Losses): string | null {
  const word = lossesWord(losses);
  return word ? t('recap.sideLosses', { side: sideWord(side), losses: word }) : null;
}

/** " at Antofagasta (3123)", or nothing when the place is not on the map. */
const where = (hex: string | null): string => (hex ? t('recap.at', { hex: hexName(hex) }) : '');

/** Where pieces were placed, as the sentence's end: " at Antofagasta (3123)", " in the Chile Holding Box", " aboard Loa". */
function placedWhere(to: Location): string {
  switch (to.kind) {
    case 'hex':
      return where(to.hex);
    case 'aboard':
      return ` ${placeName(to)}`;
    case 'outOfPlay':
    case 'unplaced':
      return '';
    default:
      return t('recap.inPlace', { place: placeName(to) });
  }
}

/** Pieces placed, counted beyond two as ships, units, or pieces when both. */
function placedWord(pieces: readonly string[]): string {
  const ships = pieces.filter((p) => findShip(p) !== undefined).length;
  return piecesWord(pieces, ships === pieces.length ? 'recap.ships' : ships > 0 ? 'recap.pieces' : 'recap.units');
}

/** A sinking's sentence with what went down with the ship ("…; lost aboard: 2nd Line"), when anything did (7.9). */
const withAboard = (text: string, aboard: readonly string[]): string => (aboard.length ? `${text}; ${t('recap.lostAboard', { pieces: piecesWord(aboard) })}` : text);

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function battleText(item: Extract<RecapItem, { kind: 'battle' }>): string {
  const where = { hex: hexName(item.hex), attacker: sideWord(item.attacker), from: hexName(item.from) };
  // 7.6: after a failed amphibious assault the units landed stay in the hex with the enemy, and a later
  // attack is fought within that one hex ("attacked Arica from Arica" said nothing).
  const head = item.continued
    ? t('recap.battleContinued', where)
    : item.amphibious
    ? t('recap.assault', where)
    : item.from === item.hex
      ? t('recap.battleHere', { ...where, defenders: item.attacker === 'chile' ? t('recap.alliedUnits') : t('recap.chileanUnits') })
      : t('recap.battle', where);
  const defender = item.attacker === 'chile' ? 'allied' : 'chile';
  const parts = [sideLosses(item.attacker, item.losses[item.attacker]), sideLosses(defender, item.losses[defender])].filter((p): p is string => p !== null);
  // 8.9: while it is still being fought, the hits scored so far say what is still to be taken.
  if (item.underway) {
    const underway: string[] = [t('recap.underway')];
    if (item.hits) underway.push(t('recap.hitsScored', { attacker: sideWord(item.attacker), attackerHits: item.hits[item.attacker], defender: sideWord(defender), defenderHits: item.hits[defender] }));
    parts.push(underway.join(', '));
  } else if (parts.length === 0) parts.push(t('recap.noLosses'));
  if (item.retreated) parts.push(t('recap.retreated', { side: sideWord(item.retreated.side), to: hexName(item.retreated.to) }));
  return `${head} — ${parts.join('; ')}`;
}

/** One recap item as a sentence in the interface's language. */
export function recapText(item: RecapItem): string {
  switch (item.kind) {
    case 'march': {
      const words = { side: sideWord(item.side), pieces: marchWord(item.pieces), from: spaceName(item.path[0]!), to: spaceName(item.path.at(-1)!), cost: item.cost };
      const text = item.via ? t('recap.marchVia', { ...words, via: new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(item.via.map(hexName)) }) : t('recap.march', words);
      // 8.2 note: the units dropped off on the way, by the hex each stayed in.
      const left = droppedGroups(item.dropped ?? []).map(({ at, pieces }) => t('recap.droppedOff', { pieces: marchWord(pieces), at: spaceName(at) }));
      const attrition = lossesWord(item.attrition);
      return capitalised([text, ...left, ...(attrition ? [t('recap.attrition', { losses: attrition })] : [])].join(', '));
    }
    case 'voyage':
      return capitalised(t('recap.voyage', { side: sideWord(item.side), ships: piecesWord(item.ships, 'recap.ships'), to: item.intoBox ? placeName({ kind: 'holdingBox' }) : hexName(item.path.at(-1)!) }));
    case 'landing': {
      const what = [item.units.length ? piecesWord(item.units) : '', item.columns ? t('recap.columns', { count: item.columns }) : ''].filter(Boolean);
      const joined = what.length === 2 ? t('recap.and', { a: what[0]!, b: what[1]! }) : what[0] ?? '';
      return capitalised(t(item.beach ? 'recap.landing' : 'recap.ashore', { side: sideWord(item.side), what: joined, hex: hexName(item.hex) }));
    }
    case 'battle':
      return capitalised(battleText(item));
    case 'navalBattle': {
      const parts: string[] = [t('recap.navalBattle', { hex: hexName(item.hex) })];
      for (const side of ['chile', 'allied'] as const) {
        if (item.sunk[side].length) parts.push(t('recap.shipsSunk', { side: sideWord(side), ships: item.sunk[side].map(pieceLabel).join(', ') }));
        if (item.damaged[side].length) parts.push(t('recap.shipsDamaged', { side: sideWord(side), ships: item.damaged[side].map(pieceLabel).join(', ') }));
        if (item.lostAboard[side].length) parts.push(t('recap.lostAboard', { pieces: piecesWord(item.lostAboard[side]) }));
      }
      if (parts.length === 1) parts.push(t(item.underway ? 'recap.underway' : 'recap.noLosses'));
      else if (item.underway) parts.push(t('recap.underway'));
      return capitalised(`${parts[0]}: ${parts.slice(1).join(', ')}`);
    }
    case 'sunk':
      return capitalised(withAboard(t('recap.sunk', { ship: pieceLabel(item.ship), side: sideWord(item.side) }), item.aboard));
    case 'raid': {
      const key = { miss: 'recap.raidMiss', reduced: 'recap.raidReduced', eliminated: 'recap.raidEliminated', destroyed: 'recap.raidDestroyed' } as const;
      return capitalised(t(key[item.result], { ship: pieceLabel(item.ship), side: sideWord(item.side), target: pieceLabel(item.target), where: where(item.hex) }));
    }
    case 'fortFire': {
      const key = item.outcome === 'miss' ? 'recap.fortMiss' : item.outcome === 'damaged' ? 'recap.fortDamaged' : item.critical ? 'recap.fortCritical' : 'recap.fortSunk';
      return capitalised(withAboard(t(key, { fort: pieceLabel(item.fort), ship: pieceLabel(item.ship) }), item.aboard));
    }
    case 'blockadeRun':
      return capitalised(t('recap.blockadeRun', { side: sideWord(item.side), hex: hexName(item.hex), through: item.through, count: item.of }));
    case 'runnersCaught':
      return capitalised(t('recap.runnersCaught', { side: sideWord(item.side), ships: item.ships.map(pieceLabel).join(', '), hex: hexName(item.hex) }));
    case 'capture': {
      const key = { captured: 'recap.captureCaptured', escapes: 'recap.captureEscapes', scuttled: 'recap.captureScuttled', capturerDamaged: 'recap.captureCapturerDamaged' } as const;
      return capitalised(t(key[item.outcome], { ship: pieceLabel(item.ship), side: sideWord(item.side), target: pieceLabel(item.target) }));
    }
    case 'infernalMachine': {
      const key = { noEffect: 'recap.infernalNoEffect', damaged: 'recap.infernalDamaged', sunk: 'recap.infernalSunk' } as const;
      return capitalised(withAboard(t(key[item.outcome], { side: sideWord(item.side), target: pieceLabel(item.target), hex: hexName(item.hex) }), item.aboard));
    }
    case 'embarked':
      return capitalised(t('recap.embarked', { side: sideWord(item.side), pieces: piecesWord(item.pieces), transport: pieceLabel(item.transport), where: item.inBox ? placedWhere({ kind: 'holdingBox' }) : where(item.hex) }));
    case 'interception':
      return capitalised(t(item.success ? 'recap.intercepted' : 'recap.missed', { side: sideWord(item.side), hex: hexName(item.hex) }));
    case 'passed': {
      // 7.3: one or two hexes by name; more counted, with the last.
      const words = { side: sideWord(item.side), fleet: t(item.side === 'allied' ? 'recap.fleetChile' : 'recap.fleetAllied') };
      const [a, b] = item.hexes.map(hexName);
      if (item.hexes.length <= 2) return capitalised(t('recap.passed', { ...words, hex: b ? t('recap.and', { a: a!, b }) : a ?? '' }));
      return capitalised(t('recap.passedMany', { ...words, count: item.hexes.length, hex: hexName(item.hexes.at(-1)!) }));
    }
    case 'losses': {
      const why = item.reasons.map((r) => `${say({ code: r.reason, params: {} } as Message)}, ${r.rule}`).join('; ');
      return capitalised(`${sideLosses(item.side, item) ?? ''}${why ? ` (${why})` : ''}`);
    }
    case 'replenished':
      return capitalised(t('recap.replenished', { side: sideWord(item.side), units: piecesWord(item.units), count: item.units.length, where: item.inBox ? t('recap.inPlace', { place: placeName({ kind: 'holdingBox' }) }) : item.hex ? t('recap.inPlace', { place: hexName(item.hex) }) : '' }));
    case 'reinforcements':
      return capitalised(t('recap.reinforcements', { side: sideWord(item.side), pieces: piecesWord(item.pieces), count: item.pieces.length }));
    case 'placed':
      return capitalised(t('recap.placed', { side: sideWord(item.side), pieces: placedWord(item.pieces), where: placedWhere(item.to), count: item.pieces.length }));
    case 'supply':
      return capitalised(t('recap.supply', { side: sideWord(item.side), count: item.count, where: placedWhere(item.where === 'holdingBox' ? { kind: 'holdingBox' } : { kind: 'hex', hex: item.where }) }));
    case 'orders':
      return capitalised(t('recap.orders', { side: sideWord(item.side), count: item.ships, turn: item.forTurn }));
    case 'advance':
      return capitalised(t('recap.advanced', { side: sideWord(item.side), units: piecesWord(item.units), to: hexName(item.to) }));
    case 'vp': {
      if (item.change === 0 && item.taken.length === 0 && item.lost.length === 0) return t('recap.vpSame', { vp: item.chileVp });
      const why = [
        ...(item.taken.length > 0 ? [t('recap.vpTaken', { hexes: item.taken.map(hexName).join(', ') })] : []),
        ...(item.lost.length > 0 ? [t('recap.vpLost', { hexes: item.lost.map(hexName).join(', ') })] : []),
      ].join('; ');
      const change = `${item.change > 0 ? '+' : item.change < 0 ? '−' : '±'}${Math.abs(item.change)}`;
      return t('recap.vp', { vp: item.chileVp, change: why ? `${change}: ${why}` : change });
    }
    case 'boliviaQuits':
      return capitalised(t('recap.boliviaQuits', { reason: say(item.reason), rule: item.rule }));
    case 'victoryCheck':
      return capitalised(t('recap.victoryCheck', { turn: item.turn, rule: item.rule, outcome: say(item.outcome) }));
    case 'gameOver':
      return capitalised(item.winner ? t('recap.won', { side: sideWord(item.winner) }) : t('recap.draw'));
  }
}

/** The whole recap in a few sentences: "Chile landed 2 units at Pisagua (3217); battle at …". */
export function recapSummary(items: readonly RecapItem[]): string {
  return items.map(recapText).join('; ');
}
