import type { Side } from '../side';

/** The seven phases of a player turn (4.1), in order. */
export const PHASES = [
  { id: 'administrative', numeral: 'I', name: 'Administrative Phase', rule: '4.1' },
  { id: 'consumeSupply', numeral: 'II', name: 'Consume Supply Columns Phase', rule: '4.1' },
  { id: 'navalMovement', numeral: 'III', name: 'Naval Movement Phase', rule: '7.2' },
  { id: 'navalCombat', numeral: 'IV', name: 'Naval Combat Phase', rule: '7.9' },
  { id: 'landMovement', numeral: 'V', name: 'Land Movement Phase', rule: '8.2' },
  { id: 'landCombat', numeral: 'VI', name: 'Land Combat Phase', rule: '8.7' },
  { id: 'victoryDetermination', numeral: 'VII', name: 'Victory Determination Phase', rule: '5.0' },
] as const;

/** 3.1: before turn 1 each side sets up, the Allies first, then Chile (and 4.2: NADCs for turn 1). */
export const SETUP_PHASE = { id: 'setup', numeral: '', name: 'Set-up', rule: '3.1' } as const;
export const SETUP_ORDER: readonly Side[] = ['allied', 'chile'];

export type TurnPhaseId = (typeof PHASES)[number]['id'];
export type PhaseId = TurnPhaseId | 'setup';

export const PHASE_IDS: readonly TurnPhaseId[] = PHASES.map((p) => p.id);

/** 4.1: twelve game turns, each a Chilean then an Allied player turn. */
export const GAME_TURNS = 12;
export const PLAYER_TURN_ORDER: readonly Side[] = ['chile', 'allied'];

/** 4.1 VII / 5.1: the turns whose Victory Determination Phase checks the victory conditions. */
export const VICTORY_CHECK_TURNS: readonly number[] = [5, 9, 12];

/** Calendar of the turn track (3.1: Mar/Apr 1879 to Jan/Feb 1881, two months a turn). */
export const TURN_DATES: readonly string[] = [
  'Mar–Apr 1879', 'May–Jun 1879', 'Jul–Aug 1879', 'Sep–Oct 1879', 'Nov–Dec 1879', 'Jan–Feb 1880',
  'Mar–Apr 1880', 'May–Jun 1880', 'Jul–Aug 1880', 'Sep–Oct 1880', 'Nov–Dec 1880', 'Jan–Feb 1881',
];

export function phaseInfo(id: PhaseId) {
  if (id === 'setup') return SETUP_PHASE;
  const p = PHASES.find((x) => x.id === id);
  if (!p) throw new RangeError(`unknown phase ${id}`);
  return p;
}
