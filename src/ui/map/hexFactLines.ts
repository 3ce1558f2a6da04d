import { FORT_DEFENCE, RIVER_DEFENCE } from '../../engine/land/combatModifiers';
import { FORTS } from '../../engine/counters';
import { HOLDING_BOX_MP, RAILROAD_MP, RIVER_HEXSIDE_MP } from '../../engine';
import { pieceLabel, SIDE_NAMES } from '../describe';
import { t } from '../i18n';
import type { HexFacts } from './hexFacts';
import { terrainName } from './terrainName';

/** One fact of a hex, worded: its kind (the card marks each line with it) and its text. */
export interface HexFactLine {
  readonly key: string;
  readonly text: string;
}

/**
 * The printed map and the view's facts about one hex, a line each (numbers from the engine's tables):
 * the hex card's lines, and the hex cursor's read-out for a screen reader (one description of a hex).
 */
export function hexFactLines(facts: HexFacts): HexFactLine[] {
  const f = facts;
  const lines: HexFactLine[] = [];
  const add = (key: string, text: string) => lines.push({ key, text });
  if (f.seaArea) add('terrain', t('mapKey.card.sea', { area: f.seaArea }));
  else if (f.mp === null) add('terrain', t('mapKey.card.noLand', { terrain: terrainName(f.terrain) }));
  else add('terrain', t('mapKey.card.terrain', { terrain: terrainName(f.terrain), mp: f.mp, defence: f.defence }));
  if (f.town) add('town', t('mapKey.card.town', { nation: t(`counter.nation.${f.town.nation}`) }));
  if (f.town && f.town.vp > 0) add('vp', t('mapKey.card.vp', { count: f.town.vp }));
  if (f.portAreas.length > 0) add('port', t('mapKey.card.port', { areas: f.portAreas.join(', ') }));
  if (f.fort) {
    const def = FORTS.find((d) => d.id === f.fort!.id)!;
    const fort = pieceLabel(def.id);
    if (f.fort.status === 'standing') add('fort', t('mapKey.card.fortStanding', { fort, defence: FORT_DEFENCE }));
    // 9.0: a fort arrives only in a city Chile has not captured (beginGameTurn): while Chile holds it, the card says so (QA round 6).
    else if (f.fort.status === 'waiting') add('fort', t(f.control === 'chile' ? 'mapKey.card.fortWaitingHeld' : 'mapKey.card.fortWaiting', { fort, turn: def.arrivesTurn ?? '' }));
    else add('fort', t('mapKey.card.fortDestroyed', { fort }));
  }
  if (f.rivers.length > 0) add('river', t('mapKey.card.river', { hexes: f.rivers.join(', '), mp: RIVER_HEXSIDE_MP, defence: RIVER_DEFENCE }));
  if (f.railroads.length > 0) add('railroad', t('mapKey.card.railroad', { hexes: f.railroads.join(', '), mp: RAILROAD_MP }));
  if (f.impassable.length > 0) add('impassable', t('mapKey.card.impassable', { hexes: f.impassable.join(', ') }));
  if (f.holdingBoxEntry) add('entry', t('mapKey.card.entry', { mp: HOLDING_BOX_MP }));
  if (!f.seaArea && f.mp !== null) add('control', f.control ? t('mapKey.card.control', { side: SIDE_NAMES[f.control] }) : t('mapKey.card.noControl'));
  return lines;
}
