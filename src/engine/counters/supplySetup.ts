import type { Nation } from '../map/types';
import type { SetupGroupId } from './setupGroups';

/** Supply Columns placed at set-up (3.2: 3 near Lima; 3.3: 1 in La Paz/Oruro; 3.5: 6 in Antofagasta/the box). */
export interface SupplySetup {
  readonly nation: Nation;
  readonly count: number;
  readonly setupGroup: SetupGroupId;
  readonly rule: string;
}

export const SUPPLY_SETUP: readonly SupplySetup[] = [
  { nation: 'peru', count: 3, setupGroup: 'pe-near-lima', rule: '3.2' },
  { nation: 'bolivia', count: 1, setupGroup: 'bo-lapaz-oruro', rule: '3.3' },
  { nation: 'chile', count: 6, setupGroup: 'cl-antofagasta-or-box', rule: '3.5' },
];
