/**
 * The war's own timetable in game turns (4.1's turn track, two months a turn from Mar–Apr 1879), the
 * yardstick the issue sets for the figures: Angamos (8 Oct 1879) turn 4; Pisagua (2 Nov 1879) and
 * Tarapacá (27 Nov 1879) turn 5; Tacna (26 May 1880) and Arica (7 Jun 1880) turn 8; Lima (17 Jan 1881)
 * turn 12. Added from the same history: Calama (Topáter, 23 Mar 1879) turn 1, Iquique (occupied
 * 23 Nov 1879) turn 5, Callao (17 Jan 1881) turn 12.
 */
export const HISTORY = {
  /** Angamos: the first naval combat in which a warship was lost (Huáscar taken). */
  angamos: 4,
  fell: { Calama: 1, Pisagua: 5, 'Tarapacá': 5, Iquique: 5, Tacna: 8, Arica: 8, Lima: 12, Callao: 12 } as Readonly<Record<string, number>>,
} as const;
