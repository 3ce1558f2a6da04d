import type { Nation } from '../map/types';
import type { LandKind, LandUnitFacts, LandUnitRecord } from './types';
import type { SetupGroupId } from './setupGroups';

/** The printed values shared by a batch of identical generic counters (written literally in the tables). */
export interface PrintedValues {
  readonly steps: 1 | 2;
  readonly initiative: number;
  readonly initiativeDepleted: number;
  readonly raidModifier: number;
}

export interface GenericBatch {
  readonly nation: Nation;
  readonly kind: LandKind;
  readonly size: 'regiment' | 'battalion';
  /** Numbering: this batch is numbers first … first + count − 1 of its nation, kind and size. */
  readonly first: number;
  readonly count: number;
  readonly values: PrintedValues;
  readonly reinforcementTurn: number | null;
  readonly setupGroup: SetupGroupId;
  readonly setupReduced: boolean;
  readonly facts: LandUnitFacts;
  readonly source: string;
}

const NATION_CODE: Readonly<Record<Nation, string>> = { chile: 'cl', peru: 'pe', bolivia: 'bo' };
const KIND_CODE: Readonly<Record<LandKind, string>> = { infantry: 'inf', cavalry: 'cav', artillery: 'art' };
const KIND_LABEL: Readonly<Record<LandKind, string>> = { infantry: 'Inf', cavalry: 'Cav', artillery: 'Art' };

/** Id of generic counter number n, e.g. "pe-inf-gen-bn-3" (3.2, 9.0 "generic" units). */
export function genericId(nation: Nation, kind: LandKind, size: 'regiment' | 'battalion', n: number): string {
  return `${NATION_CODE[nation]}-${KIND_CODE[kind]}-gen-${size === 'regiment' ? 'regt' : 'bn'}-${n}`;
}

/** A batch of numbered generic counters ("Inf Bn 3"): generic units get a number instead of a name. */
export function genericUnits(batch: GenericBatch): LandUnitRecord[] {
  const label = `${KIND_LABEL[batch.kind]} ${batch.size === 'regiment' ? 'Regt' : 'Bn'}`;
  return Array.from({ length: batch.count }, (_, i) => {
    const n = batch.first + i;
    return {
      id: genericId(batch.nation, batch.kind, batch.size, n),
      nation: batch.nation,
      kind: batch.kind,
      size: batch.size,
      name: `${label} ${n}`,
      generic: true,
      ...batch.values,
      reinforcementTurn: batch.reinforcementTurn,
      setupGroup: batch.setupGroup,
      setupReduced: batch.setupReduced,
      facts: batch.facts,
      source: batch.source,
    };
  });
}
