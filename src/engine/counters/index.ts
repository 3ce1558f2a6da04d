/** The counter manifest (issue 4): every unit, ship, fort and chit, with values by docs/counters.md. */
export type * from './types';
export { LAND_UNITS, landUnit, landUnitsInPlay, landUnitsOf } from './landUnits';
export { CHILEAN_UNITS } from './chileanUnits';
export { PERUVIAN_UNITS } from './peruvianUnits';
export { BOLIVIAN_UNITS } from './bolivianUnits';
export { genericId } from './genericUnits';
export { SHIPS, findShip, ship } from './ships';
export { FORTS, IQUIQUE_HEX, fort, fortsInPlay } from './forts';
export { NADC_CHITS, nadcChitsOf } from './nadc';
export { COMBAT_ADVANTAGE_CHITS, COMBAT_ADVANTAGE_MIX } from './combatAdvantage';
export { INFERNAL_MACHINE_TURN, REINFORCEMENT_SCHEDULE, reinforcementsFor, type ReinforcementSchedule, type TurnReinforcements } from './reinforcements';
export { RECRUIT_POOLS } from './recruitPools';
export { SETUP_GROUPS, SETUP_GROUP_IDS, isSetupGroupId, type SetupGroup, type SetupGroupId } from './setupGroups';
export { SUPPLY_SETUP, type SupplySetup } from './supplySetup';
export { initiativeDepletedFor, initiativeFor, raidModifierFor, stepsFor } from './unitFormulas';
export { ASSUMED_KNOTS, SPEED_BANDS, armourModifierFor, gunfireFactorFor, speedModifierFor } from './shipFormulas';
export { antiShipFor, fortRaidModifierFor } from './fortFormulas';
