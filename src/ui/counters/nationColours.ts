import type { Nation } from '../../engine/map/types';
import type { Side } from '../../engine/side';

/** 2.6: Chile = white on blue, Bolivia = yellow on green, Peru = red on white (each pair at least 4.5:1, WCAG AA: contrast.test.ts). */
export interface CounterColours {
  /** Counter background. */
  readonly field: string;
  /** Print colour (text, symbols, frame). */
  readonly ink: string;
}

export const NATION_COLOURS: Readonly<Record<Nation, CounterColours>> = {
  chile: { field: '#1c4f9c', ink: '#ffffff' },
  bolivia: { field: '#175f30', ink: '#f6d21c' },
  peru: { field: '#ffffff', ink: '#c8102e' },
};

/** A side's markers (NADC chits) use its navy's colours: Chile's, or Peru's for the Allies. */
export function sideColours(side: Side): CounterColours {
  return side === 'chile' ? NATION_COLOURS.chile : NATION_COLOURS.peru;
}

export const NATION_ADJECTIVE: Readonly<Record<Nation, string>> = { chile: 'Chilean', peru: 'Peruvian', bolivia: 'Bolivian' };

/** "+2", "0", "−1" (a real minus sign, as printed). */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return '0';
}
