/**
 * The build script's own seeded generator (mulberry32): filler dice and chit draws queued after the dice
 * an order wants, and the candidates tried when an order's outcome is not reached. Never the engine's
 * dice: whatever it gives is recorded in the file's `dice.script` / `dice.draws`.
 */
export interface Filler {
  /** One die, 1–6. */
  die(): number;
  /** One index into the cup of 13 combat advantage chits (8.9), 0–12. */
  draw(): number;
}

export function filler(seed: number): Filler {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { die: () => 1 + Math.floor(next() * 6), draw: () => Math.floor(next() * 13) };
}
