/** The interface (never the engine) draws a new game's seed, its dice secret and its id. */

export function randomSeed(): string {
  // A fresh seed for a new game; every die after that is seeded.
  return crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36);
}

/** A fresh dice secret (issue 17): 16 random bytes as 32 lower-case hex digits, never shown on screen. */
export function randomDiceSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A saved game's id: the time it was made (milliseconds, base 36) and a random part. */
export function newGameId(now = Date.now()): string {
  return `g-${now.toString(36)}-${randomSeed()}`;
}

/** A lesson's saved game: one id a lesson, so that each visit replaces the last. */
export function lessonGameId(lessonId: string): string {
  return `lesson-${lessonId}`;
}

/** When a game was made, from its id (null for an id of another form). */
export function gameIdTime(id: string): number | null {
  const m = /^g-([0-9a-z]+)-/.exec(id);
  return m ? parseInt(m[1]!, 36) : null;
}
