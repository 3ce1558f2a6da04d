import type { CombatAdvantage } from '../counters';
import { scriptDice } from '../dice';
import type { HexId } from '../hex';
import type { Nation } from '../map/types';
import { loadPosition } from '../position/loadPosition';
import type { PositionInput } from '../position/positionSchema';
import type { RulesOptions } from '../rules/options';
import type { PhaseId } from '../sequence/phases';
import type { Side } from '../side';
import type { GameState } from '../state';
import { scriptChit } from './combatAdvantage';
import { HOLDING_BOX, type Space } from './types';

/** A land-operations test situation (built as a position, docs/positions.md). */
export interface LandSituation {
  readonly side?: Side;
  readonly phase?: PhaseId;
  readonly turn?: number;
  /** unit id → [space, steps] (steps default: 2 for two-step units… give it explicitly for one-step ones). */
  readonly units: Readonly<Record<string, readonly [Space, number?, number?]>>;
  /** column id → [nation, space]. */
  readonly supply?: Readonly<Record<string, readonly [Nation, Space]>>;
  readonly dice?: readonly number[];
  readonly chits?: readonly CombatAdvantage[];
  readonly options?: Partial<RulesOptions>;
  readonly forts?: Readonly<Record<string, 'waiting' | 'standing' | 'destroyed'>>;
  readonly assaults?: readonly { hex: HexId; side: Side; units: string[] }[];
  /** 3.0: hexes a side controls without a unit in them (entered last). */
  readonly control?: Readonly<Record<HexId, Side>>;
}

const loc = (space: Space) => (space === HOLDING_BOX ? { kind: 'holdingBox' as const } : { kind: 'hex' as const, hex: space });

/** Tests: a position with exactly these pieces, dice and chits scripted. Throws if it is not valid. */
export function situation(s: LandSituation): GameState {
  const input: PositionInput = {
    format: 'wotp-position',
    version: 1,
    seed: 'land-test',
    turn: s.turn ?? 3,
    side: s.side ?? 'chile',
    phase: s.phase ?? 'landMovement',
    options: s.options ?? {},
    units: Object.fromEntries(Object.entries(s.units).map(([id, [space, steps, builtTurn]]) => [id, { location: loc(space), steps: steps ?? 2, builtTurn: builtTurn ?? null }])),
    supply: Object.fromEntries(Object.entries(s.supply ?? {}).map(([id, [nation, space]]) => [id, { nation, location: loc(space) }])),
    forts: Object.fromEntries(Object.entries(s.forts ?? {}).map(([id, status]) => [id, { status }])),
    amphibiousAssaults: s.assaults?.map((a) => ({ ...a })) ?? [],
    ...(s.control ? { control: { ...s.control } } : {}),
  };
  const r = loadPosition(input);
  if (!r.ok) throw new Error(JSON.stringify(r.error.message));
  let dice = scriptDice(r.value.dice, s.dice ?? []);
  for (const c of s.chits ?? []) dice = scriptChit(dice, c);
  return { ...r.value, dice };
}
