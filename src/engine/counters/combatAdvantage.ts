import type { CombatAdvantage, CombatAdvantageChit } from './types';

/**
 * 8.9 combat advantage chits: one shared cup (3.6), drawn by whichever side won the initiative (8.8) and
 * put back after the combat. The rules list the effects but not the mix (digest §4). The mix
 * (docs/counters.md §6): TWO chits of every effect — the pattern the two named Inspiring Leader chits
 * (Abaroa, Bolognesi) set — except Slaughter, the one effect with no condition that triples a unit's
 * dice, which gets ONE. 13 chits: 2 leaders, 2 earthworks, 2 cavalry charge, 2 tactical surprise,
 * 1 slaughter, 2 canister, 2 no event.
 */
export const COMBAT_ADVANTAGE_MIX: Readonly<Record<CombatAdvantage, number>> = {
  inspiringLeader: 2,
  earthworks: 2,
  cavalryCharge: 2,
  tacticalSurprise: 2,
  slaughter: 1,
  canister: 2,
  noEvent: 2,
};

const NAMES: Readonly<Record<Exclude<CombatAdvantage, 'inspiringLeader'>, string>> = {
  earthworks: 'Earthworks',
  cavalryCharge: 'Cavalry Charge',
  tacticalSurprise: 'Tactical Surprise',
  slaughter: 'Slaughter',
  canister: 'Canister',
  noEvent: 'No Event',
};

/** 8.9 "Inspiring leader (representing Abarloa [Abaroa] or Bolognesi)". */
const LEADERS = ['Abaroa', 'Bolognesi'] as const;

function chitsOf(effect: Exclude<CombatAdvantage, 'inspiringLeader'>): CombatAdvantageChit[] {
  return Array.from({ length: COMBAT_ADVANTAGE_MIX[effect] }, (_, i) => ({ id: `ca-${effect}-${i + 1}`, effect, name: NAMES[effect] }));
}

export const COMBAT_ADVANTAGE_CHITS: readonly CombatAdvantageChit[] = [
  ...LEADERS.map((leader) => ({ id: `ca-inspiringLeader-${leader.toLowerCase()}`, effect: 'inspiringLeader' as const, name: `Inspiring Leader: ${leader}` })),
  ...chitsOf('earthworks'),
  ...chitsOf('cavalryCharge'),
  ...chitsOf('tacticalSurprise'),
  ...chitsOf('slaughter'),
  ...chitsOf('canister'),
  ...chitsOf('noEvent'),
];
