import type { GameState } from '../../engine';
import { convoysTally, type Convoys } from './convoys';
import { decisionTally, type Decision } from './decision';
import { embarkInPlaceTally, type EmbarkInPlace } from './embarkInPlace';
import { landingsTally, type Landings } from './landings';
import { navalCombatsTally, type NavalCombats } from './navalCombats';
import { objectivesFellTally, type ObjectivesFell } from './objectivesFell';
import { oscillationTally, type Oscillation } from './oscillation';
import { shipsLostTally, type ShipsLost } from './shipsLost';
import { squadronSailedTally, type SquadronSailed } from './squadronSailed';
import { runTallies, type Tally } from './tally';
import type { TraceStep } from './trace';
import { waitingArmiesTally, type WaitingArmies } from './waitingArmies';

/** One game's campaign figures (issue 20): what happened at sea and ashore, and what was wasted. */
export interface CampaignFigures {
  readonly navalCombats: NavalCombats;
  readonly shipsLost: ShipsLost;
  readonly landings: Landings;
  readonly convoys: Convoys;
  readonly squadron: SquadronSailed;
  readonly objectives: ObjectivesFell;
  readonly decision: Decision;
  readonly waste: {
    readonly embarkInPlace: EmbarkInPlace;
    readonly oscillation: Oscillation;
    readonly waitingArmies: WaitingArmies;
  };
  /** The game turn reached (the last state's). */
  readonly lastTurn: number;
}

/** Fresh tallies for one game, all the figures at once; feed them steps (runTallies) and read `figures`. */
export function campaignTallies() {
  const t = {
    navalCombats: navalCombatsTally(),
    shipsLost: shipsLostTally(),
    landings: landingsTally(),
    convoys: convoysTally(),
    squadron: squadronSailedTally(),
    objectives: objectivesFellTally(),
    decision: decisionTally(),
    embarkInPlace: embarkInPlaceTally(),
    oscillation: oscillationTally(),
    waitingArmies: waitingArmiesTally(),
  };
  const all: Tally<unknown>[] = Object.values(t);
  const figures = (final: GameState): CampaignFigures => ({
    navalCombats: t.navalCombats.result(final),
    shipsLost: t.shipsLost.result(final),
    landings: t.landings.result(final),
    convoys: t.convoys.result(final),
    squadron: t.squadron.result(final),
    objectives: t.objectives.result(final),
    decision: t.decision.result(final),
    waste: { embarkInPlace: t.embarkInPlace.result(final), oscillation: t.oscillation.result(final), waitingArmies: t.waitingArmies.result(final) },
    lastTurn: final.turn,
  });
  return { all, figures };
}

/**
 * A game's campaign figures from its steps (traceGame replays a seed and actions into steps; a driver
 * that applies the actions itself can hand its own). The game need not be finished. Pure: the same
 * steps give the same figures.
 */
export function campaignFigures(steps: Iterable<TraceStep>, start?: GameState): CampaignFigures {
  const { all, figures } = campaignTallies();
  const final = runTallies(steps, all) ?? start;
  if (!final) throw new Error('campaignFigures: no steps and no start state');
  return figures(final);
}
