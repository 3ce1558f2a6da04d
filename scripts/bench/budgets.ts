/** Issue 12 §4: the budgets on this 2-core machine. CI fails a figure worse than twice its budget. */
export interface Budget {
  readonly key: 'randomGameMs' | 'replayVerifyMs' | 'initialJsGzipKb' | 'firstMapMs' | 'highlightP95Ms' | 'panZoomFrameP95Ms';
  readonly label: string;
  readonly budget: number;
  readonly unit: string;
}

export const BUDGETS: readonly Budget[] = [
  { key: 'randomGameMs', label: 'full random-bot game (median)', budget: 200, unit: 'ms' },
  { key: 'replayVerifyMs', label: 'replay-and-verify of a full game file (median)', budget: 300, unit: 'ms' },
  { key: 'initialJsGzipKb', label: 'initial JS, gzip', budget: 300, unit: 'kB' },
  { key: 'firstMapMs', label: 'first map drawn (median)', budget: 1000, unit: 'ms' },
  { key: 'highlightP95Ms', label: 'selection-to-highlight (p95)', budget: 50, unit: 'ms' },
  { key: 'panZoomFrameP95Ms', label: 'pan/zoom frame time (p95)', budget: 16, unit: 'ms' },
];

export type Figures = Partial<Record<Budget['key'], number | null>>;

/** The calibration loop's time on this machine when the 2 cores are otherwise idle (scripts/bench/calibrate.ts). */
export const IDLE_CALIBRATION_MS = 400;

/**
 * A time figure as it would read on the idle machine the budgets are for: scaled down by how much
 * slower the calibration loop ran (other work sharing the cores), never up. Sizes are not scaled.
 */
export function normalised(b: Budget, value: number | null | undefined, calibrationMs: number): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return b.unit === 'ms' ? value * Math.min(1, IDLE_CALIBRATION_MS / calibrationMs) : value;
}

/** 'ok' within budget, 'over' above it, 'fail' above twice it (CI fails), 'n/a' not measured. */
export function verdict(b: Budget, value: number | null | undefined): 'ok' | 'over' | 'fail' | 'n/a' {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  if (value <= b.budget) return 'ok';
  return value <= 2 * b.budget ? 'over' : 'fail';
}
