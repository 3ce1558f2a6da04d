import type { HexId } from '../hex';
import type { Nation } from '../map/types';
import type { CounterOption } from './types';

/**
 * Where a counter starts the game (3.2–3.6). The lead's set-up procedure enforces these; each group
 * carries its rule case, the rules' words in plain English, and whatever the rules fix about the place.
 */
export interface SetupGroup {
  readonly id: SetupGroupId;
  readonly rule: string;
  /** null: both sides use the group (the turn track). */
  readonly nation: Nation | null;
  readonly text: string;
  /** on the map, in a box (recruit pool, turn track), or only with a rules option. */
  readonly place: 'map' | 'recruitPool' | 'turnTrack';
  /** Hexes the rules name for this group (the player chooses among them: "and/or"). */
  readonly hexes?: readonly HexId[];
  /** Towns the rules name without a hex (the map decides their hexes). */
  readonly towns?: readonly string[];
  /** 3.5: the Chile Holding Box is also allowed. */
  readonly holdingBox?: boolean;
  /** 3.2 "within three hexes of Lima, but not in Lima". */
  readonly near?: { readonly hex: HexId; readonly within: number; readonly excludeCentre: boolean };
  /** 3.2 "in any Peruvian port(s)". */
  readonly anyPortOf?: Nation;
  /** The group exists only when this rules option is on. */
  readonly option?: CounterOption;
}

export const SETUP_GROUP_IDS = [
  'pe-forts',
  'pe-iquique-pisagua',
  'pe-lima',
  'pe-near-lima',
  'pe-ports',
  'pe-recruit-pool',
  'bo-lapaz-oruro',
  'bo-recruit-pool',
  'cl-antofagasta-or-box',
  'cl-option-artillery',
  'cl-recruit-pool',
  'turn-track',
] as const;
export type SetupGroupId = (typeof SETUP_GROUP_IDS)[number];

const LIMA: HexId = '2008';
const ANTOFAGASTA: HexId = '3123';
const LA_PAZ: HexId = '3513';
const ORURO: HexId = '3616';

export const SETUP_GROUPS: Readonly<Record<SetupGroupId, SetupGroup>> = {
  'pe-forts': {
    id: 'pe-forts', rule: '3.2', nation: 'peru', place: 'map',
    text: 'forts set up in the port cities of the same name (all but Iquique; Arica arrives on GT4 by 9.0)',
    hexes: ['2007'],
  },
  'pe-iquique-pisagua': {
    id: 'pe-iquique-pisagua', rule: '3.2', nation: 'peru', place: 'map',
    text: 'in Iquique and/or Pisagua', towns: ['Iquique', 'Pisagua'],
  },
  'pe-lima': { id: 'pe-lima', rule: '3.2', nation: 'peru', place: 'map', text: 'in Lima', hexes: [LIMA] },
  'pe-near-lima': {
    id: 'pe-near-lima', rule: '3.2', nation: 'peru', place: 'map',
    text: 'within three hexes of Lima, but not in Lima', near: { hex: LIMA, within: 3, excludeCentre: true },
  },
  'pe-ports': {
    id: 'pe-ports', rule: '3.2', nation: 'peru', place: 'map',
    text: 'naval units in any Peruvian port(s)', anyPortOf: 'peru',
  },
  'pe-recruit-pool': { id: 'pe-recruit-pool', rule: '3.2', nation: 'peru', place: 'recruitPool', text: 'in the Peruvian recruit pool' },
  'bo-lapaz-oruro': {
    id: 'bo-lapaz-oruro', rule: '3.3', nation: 'bolivia', place: 'map',
    text: 'in Fort La Paz (3513) and/or Oruro (3616)', hexes: [LA_PAZ, ORURO],
  },
  'bo-recruit-pool': {
    id: 'bo-recruit-pool', rule: '3.3 (project)', nation: 'bolivia', place: 'recruitPool',
    text: 'in the Bolivian recruit pool (a project decision: the rules give Bolivia none; docs/counters.md)',
  },
  'cl-antofagasta-or-box': {
    id: 'cl-antofagasta-or-box', rule: '3.5', nation: 'chile', place: 'map',
    text: 'in Antofagasta (3123) and/or the Chile Holding Box', hexes: [ANTOFAGASTA], holdingBox: true,
  },
  'cl-option-artillery': {
    id: 'cl-option-artillery', rule: '3.5 (ES)', nation: 'chile', place: 'map',
    text: 'with rules option chileanSetupArtillery only: in Antofagasta (3123) and/or the Chile Holding Box',
    hexes: [ANTOFAGASTA], holdingBox: true, option: { option: 'chileanSetupArtillery', is: true },
  },
  'cl-recruit-pool': { id: 'cl-recruit-pool', rule: '3.5', nation: 'chile', place: 'recruitPool', text: 'in the Chilean recruit pool' },
  'turn-track': {
    id: 'turn-track', rule: '3.4, 3.6, 9.0', nation: null, place: 'turnTrack',
    text: 'on the turn track, in the box of the unit’s reinforcement turn (R-number); both sides',
  },
};

export function isSetupGroupId(value: string): value is SetupGroupId {
  return (SETUP_GROUP_IDS as readonly string[]).includes(value);
}
