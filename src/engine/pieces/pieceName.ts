import { FORTS, LAND_UNITS, SHIPS } from '../counters';

const NATION_ADJ = { chile: 'Chilean', peru: 'Peruvian', bolivia: 'Bolivian' } as const;

/** The printed name of a land unit or ship; "Supply Column" for a column; the id otherwise. */
export function pieceName(piece: string): string {
  const unit = LAND_UNITS.find((u) => u.id === piece);
  if (unit) return `${unit.name} ${unit.kind === 'infantry' ? '' : `${unit.kind} `}${unit.size}`.replace(/\s+/g, ' ');
  const ship = SHIPS.find((s) => s.id === piece);
  if (ship) return ship.name;
  const fort = FORTS.find((f) => f.id === piece);
  if (fort) return `Fort ${fort.name}`;
  if (/^sc-\d+$/.test(piece)) return 'Supply Column';
  return piece;
}

export { NATION_ADJ };
