/**
 * A fixed CPU loop (3e8 multiply-xors), timed: on a shared machine it shows how much CPU the
 * benchmark got — about 400 ms when the 2 cores are otherwise idle, more when other work runs.
 */
export function calibrationMs(): number {
  let h = 1;
  const t = performance.now();
  for (let i = 0; i < 3e8; i++) h = Math.imul(h ^ i, 2654435761);
  const ms = performance.now() - t;
  return h === 0.5 ? -1 : ms; // h is never 0.5: keeps the loop from being optimised away
}
