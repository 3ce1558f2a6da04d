import { controlRecord } from '../control/controlRecord';
import type { GameState } from '../state';
import type { PositionInput } from './positionSchema';

/** The position of a game as documented JSON (docs/positions.md); loadPosition reads it back exactly. */
export function savePosition(state: GameState): PositionInput {
  const { format: _format, version: _version, ...rest } = state;
  // Hex control as positions write it: a record by hex id.
  return structuredClone({ format: 'wotp-position', version: 1, ...rest, control: controlRecord(state.control) }) as unknown as PositionInput;
}
