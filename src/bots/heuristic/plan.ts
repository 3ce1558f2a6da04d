import type { HexId } from '../../engine';

/**
 * The heuristic bot's strategy as data. Chile's campaign runs in stages (the war's own order): the
 * nitrate coast, then Tacna–Arica, then Lima. A stage's objectives are its targets; a later stage opens
 * once most of the earlier one's VP are taken, or by the turn given.
 */
export interface CampaignStage {
  readonly name: string;
  /** Objective hexes of the stage (VP towns, and staging hexes worth 0 VP). */
  readonly objectives: readonly HexId[];
  /** The stage opens at the latest on this game turn. */
  readonly opensByTurn: number;
}

export const CHILE_CAMPAIGN: readonly CampaignStage[] = [
  { name: 'Litoral and Tarapacá', objectives: ['3321', '3218', '3217'], opensByTurn: 1 },
  { name: 'Tacna and Arica', objectives: ['3115', '3116', '2914', '2913'], opensByTurn: 3 },
  { name: 'Lima', objectives: ['2008', '2007', '2210', '1703'], opensByTurn: 7 },
  { name: 'Altiplano', objectives: ['3616', '3513'], opensByTurn: 9 },
];

/**
 * Allied objectives to hold, most valuable first (map VP; Lima and Callao are the capital and arsenal).
 * Not Pisagua (0 VP since issue 21): its garrison sat beside Chilean-held Iquique turn after turn, an
 * army waiting beside an objective (issue 20). Calama (also 0 VP) stays: without it Chile won 39 % on
 * tuning seeds 71000–71459, the Allies leaving the Bolivian frontier open (docs/bots.md).
 */
export const ALLIED_KEEP: readonly HexId[] = ['2008', '2007', '3116', '3218', '2913', '3513', '3115', '3616', '2914', '2210', '1703', '3321'];

/** The Allies' minimum garrison (land units) in a hex, whatever the threat. */
export const ALLIED_MIN_GARRISON: Readonly<Record<HexId, number>> = { '2008': 2, '2007': 1, '3513': 1 };

/** Landing hexes Chile's transports make for, by stage (a port of the stage, historically Pisagua, Ilo, Pisco/Chilca). */
export const CHILE_LANDINGS: readonly (readonly HexId[])[] = [['3217', '3218', '3220'], ['3015', '3116', '2914'], ['2210', '2109', '2007']];

/** Chile's first friendly port to ship troops to when no landing hex is open. */
export const CHILE_BASE_PORT: HexId = '3123';

/** How far (MP) an enemy may be from a held objective before it needs a garrison. */
export const THREAT_RANGE = 14;

/** A garrison rule: land units per point of enemy threat to the objective, and at most. */
export interface GarrisonRule {
  readonly perThreat: number;
  readonly max: number;
}

/**
 * The knobs of the strategy, gathered so that the search bot can weigh variants of one plan (search/plans.ts)
 * against each other. `DEFAULT_PLAN` is the heuristic bot's own.
 */
export interface Plan {
  readonly name: string;
  /** Chile: the campaign and the share of a stage's VP that opens the next one. */
  readonly campaign: readonly CampaignStage[];
  readonly stageShare: number;
  /** Chile: garrison (land units) per point of Allied threat to a held objective, and at most. */
  readonly chileGarrisonPerThreat: number;
  readonly chileMaxGarrison: number;
  /**
   * Chile: the garrison per point of threat, and at most, at particular objectives in place of the two
   * above (the search's plans hold Lima, search/plans.ts; none in the heuristic's own).
   */
  readonly chileGarrisonAt: Readonly<Record<HexId, GarrisonRule>>;
  /** Allies: objectives to hold, most valuable first; minimum garrisons; garrison per point of threat, and at most. */
  readonly alliedKeep: readonly HexId[];
  readonly alliedMinGarrison: Readonly<Record<HexId, number>>;
  readonly alliedGarrisonPerThreat: number;
  readonly alliedMaxGarrison: number;
  /** Allies: lower caps on some garrisons (e.g. the Bolivian cities, so that the Bolivian army marches). */
  readonly alliedMaxGarrisonAt: Readonly<Record<HexId, number>>;
  /** Extra worth (VP) the Allies give an objective when placing garrisons (the next check's decisive hexes). */
  readonly alliedStress: Readonly<Record<HexId, number>>;
  /** How far (MP) an enemy may be before a held objective needs a garrison. */
  readonly threatRange: number;
  /** Allies: how many times the Chilean holders' strength a group needs to march on an objective Chile holds. */
  readonly alliedRetakeOdds: number;
  /** Whether stacks force-march (8.5) when a roll falls short. */
  readonly forcedMarch: boolean;
  /** Weight of hits inflicted in an attack's value (higher attacks more). */
  readonly aggression: Readonly<Record<'chile' | 'allied', number>>;
  /**
   * Chile: in the orders for game turns up to this one, each convoy sails with half the escorts in the
   * Holding Box (rounded up), and the rest wait in the box for the next convoy (a relay); 0: every escort
   * in the box sails with each convoy (navalOrders.ts chileOrders).
   */
  readonly escortRelayUntil: number;
}

export const DEFAULT_PLAN: Plan = {
  name: 'heuristic',
  // Lima's stage opens by turn 4 at the latest (CHILE_CAMPAIGN says 7): with Calama and Pisagua at 0 VP and
  // the Allies no longer bleeding on the march, a campaign that looks at Lima only from turn 7 won 25 % as
  // Chile; by turn 4, 50 % over 200 games (seeds 73000–73199, docs/bots.md; 41 % once the Allies stopped
  // waiting beside objectives, 190a844).
  campaign: CHILE_CAMPAIGN.map((s) => ({ ...s, opensByTurn: Math.min(s.opensByTurn, 4) })),
  stageShare: 0.6,
  // Thin garrisons and a readier attack (the search's best Chile plan, docs/bots.md): once the Allies
  // stopped losing units marching to and fro (issue 20), the old settings left Chile near 25 %.
  chileGarrisonPerThreat: 0.3,
  chileMaxGarrison: 2,
  chileGarrisonAt: {},
  alliedKeep: ALLIED_KEEP,
  alliedMinGarrison: ALLIED_MIN_GARRISON,
  alliedGarrisonPerThreat: 1.1,
  alliedMaxGarrison: 6,
  // La Paz keeps two units and Oruro one: threat is counted per objective, so without a cap the
  // Bolivian army stayed home all game watching the Chileans in Tarapacá (see docs/bots.md).
  alliedMaxGarrisonAt: { '3513': 2, '3616': 1 },
  alliedStress: {},
  threatRange: THREAT_RANGE,
  alliedRetakeOdds: 1.3,
  forcedMarch: true,
  aggression: { chile: 1.5, allied: 0.9 },
  // Escorts in relay until turn 4: with every escort in the box sailing with each convoy, they came home
  // together and a convoy sailed every other turn (40 games, 95550–95589: 6.8 steps waiting in the box at
  // the start of Chile's Naval Movement Phase, against 9.4 on the map). With the relay, on four fresh sets
  // of 400 (103504, 103904, 104304, 104704), a naval combat came in 94–97 % of games against 58–67 %, and
  // Chile won as often, 558 of 1,600 against 537 (paired 333 better, 312 worse, p = 0.43; docs/bots.md,
  // "The escort relay kept"). The search's Chilean plans keep every escort with each convoy (search/plans.ts).
  escortRelayUntil: 4,
};
