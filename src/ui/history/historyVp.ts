/**
 * Chile's VP at the end of each game turn in the war as it was fought (docs/history.md § VP track,
 * 5.5 bonus included): turn 4 Angamos (bonus), turn 5 Iquique and Pilcomayo, turn 8 Tacna and Arica,
 * turn 11 Pisco, turn 12 Lima and Callao. The end-of-game chart draws it beside the player's own track.
 * It is what public/history/war-as-fought.json replays to (tests/unit/warAsFought.test.ts checks it).
 */
export const HISTORY_VP: readonly { readonly turn: number; readonly chileVp: number }[] = [
  { turn: 1, chileVp: 0 },
  { turn: 2, chileVp: 0 },
  { turn: 3, chileVp: 0 },
  { turn: 4, chileVp: 1 },
  { turn: 5, chileVp: 4 },
  { turn: 6, chileVp: 4 },
  { turn: 7, chileVp: 4 },
  { turn: 8, chileVp: 7 },
  { turn: 9, chileVp: 7 },
  { turn: 10, chileVp: 7 },
  { turn: 11, chileVp: 8 },
  { turn: 12, chileVp: 18 },
];
