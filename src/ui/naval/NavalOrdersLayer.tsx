import type { HexGeometry } from '../map/hexGeometry';

/** The naval areas as clickable shapes and the NADC chits on the map (issue 18; being built). */
export function NavalOrdersLayer(_props: { geometry: HexGeometry }) {
  return null;
}
