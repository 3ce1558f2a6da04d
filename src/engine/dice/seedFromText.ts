/**
 * A seed as a person types it (the new-game screen, the testers' command line `--seed`): digits that
 * make a safe whole number are that number, anything else is the text. seedToUint32 takes a number as it
 * is and hashes a text, so "7" and 7 are different games; both places read a typed seed alike through
 * this, so `play --seed 7` and a new game with seed 7 roll the same dice (QA round 7).
 */
export function seedFromText(text: string): string | number {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const n = Number(trimmed);
    if (Number.isSafeInteger(n)) return n;
  }
  return trimmed;
}
