/** The two players: Chile, and the Allies (Peru and Bolivia, 1.3). */
export type Side = 'chile' | 'allied';

export const SIDES: readonly Side[] = ['chile', 'allied'];

export function otherSide(side: Side): Side {
  return side === 'chile' ? 'allied' : 'chile';
}

export function isSide(value: unknown): value is Side {
  return value === 'chile' || value === 'allied';
}
