/** Campaign figures of bot games (issue 20): pure readings of a game's steps, no UI. */
export { traceGame, type TraceStep, type PhaseAt } from './trace';
export { feedTallies, runTallies, type Tally, type TallyFeed } from './tally';
export { campaignFigures, campaignTallies, type CampaignFigures } from './campaignFigures';
export { objectivesOf, type Objective } from './objectives';
export { HISTORY } from './history';
export { WAIT_LIMIT } from './waitingArmies';
