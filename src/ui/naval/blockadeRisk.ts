import type { PlayerView } from '../../engine';
import type { GameMap } from '../../engine/map/types';
import type { InterceptionRisk } from '../../engine/naval/sailPlan';
import { isFriendlyPort } from '../../engine/naval/seaGeometry';
import type { MovingStack } from '../../engine/naval/types';
import { publicRecords } from '../../engine/naval/viewGeometry';

/**
 * 7.6: enemy warships in the very hex the stack leaves blockade its port: leaving, it is intercepted
 * with no roll unless it runs the blockade (a die: that many ships get through). The sail plan counts
 * them as any interceptor (the hex after the port, a 1d6 roll); the screen must say what happens.
 * Only a port of the stack's own side is blockaded: enemy ships in the same open-sea hex (after a battle)
 * are an ordinary interception (it was called a blockade: table QA round 4).
 */
export const isBlockade = (view: PlayerView, map: GameMap, stack: MovingStack, risk: InterceptionRisk): boolean =>
  stack.at.kind === 'hex' && risk.from === stack.at.hex && isFriendlyPort(publicRecords(view), map, stack.at.hex, stack.side);
