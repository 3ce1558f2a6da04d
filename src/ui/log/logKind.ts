import type { LogEvent } from '../store/types';

/** The kinds of the log's filter: the naval war, the land war, supply, dice, and the turns, set-up and score. */
export type LogKind = 'naval' | 'land' | 'supply' | 'dice' | 'general';

export const LOG_KINDS: readonly LogKind[] = ['naval', 'land', 'supply', 'dice', 'general'];

/** Each event's kind, by its type (a new event type does not compile until it has one). */
const KIND: Readonly<Record<LogEvent['type'], LogKind>> = {
  roll: 'dice',
  // 7.0 naval operations (naval/events.ts), with the NADCs (4.2) and the naval bonus (5.1)
  embarked: 'naval', provisionsSpent: 'naval', stackStranded: 'naval', shipsMoved: 'naval', stackEnded: 'naval',
  interceptionDeclined: 'naval', interception: 'naval', blockadeRun: 'naval', runnersCaught: 'naval',
  navalCombatBegan: 'naval', setAside: 'naval', gunfire: 'naval', navalCombatEnded: 'naval', shipSunk: 'naval',
  debarked: 'naval', raid: 'naval', fortFire: 'naval', captureAttempt: 'naval', infernalMachine: 'naval',
  nadcAssigned: 'naval', navalBonus: 'naval',
  // 8.0 land operations (land/events.ts), with units eliminated
  landMoved: 'land', moveEnded: 'land', stepLost: 'land', supplyCaptured: 'land', attackDeclared: 'land',
  combatSupplySpent: 'land', initiativeWon: 'land', combatAdvantageDrawn: 'land', combatDiceCount: 'land', combatResolved: 'land',
  retreated: 'land', advanced: 'land', eliminated: 'land',
  // 4.1 I, 6.1–6.5 supply (supply/events.ts)
  supplyPlaced: 'supply', supplySpent: 'supply', repairDelayed: 'supply', shipRepaired: 'supply', supplyLost: 'supply',
  // the turns, set-up, reinforcements and the score
  phaseBegan: 'general', victoryChecked: 'general', gameOver: 'general', placed: 'general', reinforcementAvailable: 'general',
  fortArrived: 'general', boliviaQuits: 'general', historicalSetup: 'general', undone: 'general',
};

export function logKind(event: LogEvent): LogKind {
  return KIND[event.type];
}
