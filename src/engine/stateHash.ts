import { canonicalJson, canonicalWriter } from './canonicalJson';
import type { HexControl } from './control/hexControl';
import { controlRecord } from './control/controlRecord';
import type { HexId } from './hex';
import type { Side } from './side';
import type { GameState } from './state';

/**
 * A stable 64-bit hash (16 hex digits) of the whole state, for replay verification: two independent
 * 32-bit multiplicative hashes over the canonical JSON. Not cryptographic; it detects divergence.
 */
export function stateHash(state: GameState): string {
  return hashText(canonicalJson(asHashed(state, controlRecord(state.control))));
}

/**
 * The state as it is hashed: hex control as the record by hex id it was until issue 20 §4 made it two
 * lists (control/hexControl.ts). The same state hashes as it always did, so every game file, saved
 * game and replay made before still verifies.
 */
function asHashed(state: GameState, control: Readonly<Record<HexId, Side>>): unknown {
  return { ...state, control };
}

/**
 * stateHash for a sequence of states (a replay, a game being recorded): the same hashes, but each
 * object's canonical text is remembered, so the parts a step did not change are not written again.
 * The memory is this function's own (a WeakMap per hasher), never the module's.
 */
export function stateHasher(): (state: GameState) => string {
  const write = canonicalWriter(new WeakMap<object, string>());
  // One record per control object, so its text too is written once while control stays the same.
  const records = new WeakMap<HexControl, Record<HexId, Side>>();
  const recordOf = (control: HexControl) => {
    let record = records.get(control);
    if (!record) records.set(control, (record = controlRecord(control)));
    return record;
  };
  return (state) => hashText(write(asHashed(state, recordOf(state.control))));
}

export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}
