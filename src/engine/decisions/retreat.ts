import { z } from 'zod';
import type { ActionOf } from '../actions';
import { survivors } from '../land/battle';
import { holdGround, retreat } from '../land/retreat';
import { retreatHexes } from '../land/retreatHexes';
import { stepsOf } from '../land/stepLoss';
import type { RetreatDecision } from '../land/types';
import { message } from '../message';
import { hexId, pieceList } from '../position/schemaParts';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { LAND_COMBAT, ownPieces } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

type RetreatAnswer = ActionOf<'retreat' | 'holdGround'>;

/** 8.10: retreat the whole stack to an adjacent hex it may enter, or deplete one of its units to stay. */
function answers(state: GameState, d: RetreatDecision, map: GameMap): RetreatAnswer[] {
  const units = d.units.filter((u) => stepsOf(state, u) > 0);
  return [
    ...retreatHexes(state, map, d.side, d.from).map((to): RetreatAnswer => ({ type: 'retreat', side: d.side, to })),
    ...units.map((unit): RetreatAnswer => ({ type: 'holdGround', side: d.side, unit })),
  ];
}

/** 8.10: the side that inflicted no hits (the attacker or the defender) retreats, or depletes a unit to stay. */
export const retreatEntry = decisionEntry('retreat', {
  answeredBy: 'either',
  answers,
  perform: (state, d, a, map) => (a.type === 'retreat' ? retreat(state, map, d, a.to) : holdGround(state, map, a.unit)),
  message: (d) => message('prompt.retreat', { from: d.from }),
  schema: z.strictObject({ ...decisionBase('retreat'), from: hexId, units: pieceList(40).min(1) }),
  phases: LAND_COMBAT,
  within: 'landBattle',
  // 8.10: asked as the stage moves to the advance, of the survivors in the side's own battle hex.
  fitsBattle: (state, b, d, path) => {
    if (b.stage !== 'advance') return message('position.battle.decisionWrongStage', { path });
    const role = d.side === b.attacker ? 'attacker' : 'defender';
    if (d.from !== (role === 'attacker' ? b.from : b.target)) return message('position.battle.retreatWrongHex', { path, side: d.side, hex: d.from });
    const units = survivors(state, b, role);
    const stranger = d.units.find((u) => !units.includes(u));
    return stranger === undefined ? null : message('position.battle.retreatNotSurvivor', { path, unit: stranger, side: d.side });
  },
  // 8.10: the retreating units are the deciding side's.
  check: (d, state, _map, path) => ownPieces(state, d.units, d.side, `${path}.units`, false),
});
