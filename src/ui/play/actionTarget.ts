import type { Action } from '../../engine';
import type { PieceLocator } from './pieceLocator';

/** Where on the map (or the Holding Box) an action points, and the piece or stack it is about. */
export interface ActionTarget {
  readonly place: string | null; // a hex id, or 'holdingBox'
  readonly subject: string | null;
}

const NOWHERE: PieceLocator = () => null;

/**
 * The map place an action is aimed at, so a click there can take it: a placement's destination, a
 * move's next space, an attack's target, a sail's waypoint, an interception's hex, a retreat's hex;
 * with `locate` (where each piece is), also those that name only pieces: a replenishment at its unit
 * (6.2), an embarkation at its transport's port (7.1), a putting ashore where the transport lies
 * (7.6), a raid at its target (7.6, 7.7), an infernal machine at the warship it is set against (10.2),
 * a naval battle's shot at the battle's hex (7.9), a land battle's hit at the hex of the unit taking it (8.9).
 */
export function actionTarget(action: Action, locate: PieceLocator = NOWHERE): ActionTarget {
  const a = action as Action & Record<string, unknown>;
  const loc = (l: unknown): string | null => {
    if (typeof l === 'string') return l;
    if (l && typeof l === 'object' && 'kind' in l) {
      const k = (l as { kind: string }).kind;
      if (k === 'hex') return (l as unknown as { hex: string }).hex;
      if (k === 'holdingBox') return 'holdingBox';
    }
    return null;
  };
  switch (action.type) {
    case 'placeSupplyColumn':
      return { place: action.hex, subject: null };
    case 'setupPlace':
      return { place: loc(action.to), subject: action.piece };
    case 'placeNewUnit':
    case 'rebuild':
    case 'recruit':
      return { place: loc(action.to), subject: action.unit };
    case 'rebuildTransport':
      return { place: loc(action.to), subject: action.ship };
    case 'replenish':
      return { place: locate(action.unit), subject: null };
    case 'beginMove':
      return { place: loc(a.from), subject: null };
    case 'moveStep':
      return { place: loc(a.to), subject: null };
    case 'beginAttack':
      return { place: a.target as string, subject: a.from as string };
    case 'resolveAssault':
      return { place: a.hex as string, subject: null };
    case 'retreat':
      return { place: a.to as string, subject: null };
    case 'sail':
      return { place: a.to as string, subject: a.stack as string };
    // 7.2: a fleet sailing into the Chile Holding Box: a tap on the box (table QA round 9: the box did nothing).
    case 'enterHoldingBox':
      return { place: 'holdingBox', subject: a.stack as string };
    case 'intercept':
      return { place: a.hex as string, subject: null };
    case 'embark':
      return { place: locate(action.transport), subject: null };
    case 'debark':
      return { place: locate(action.piece), subject: null };
    case 'raid':
    case 'infernalMachine':
    case 'fire':
      return { place: locate(action.target), subject: null };
    case 'takeLoss':
      return { place: locate(action.unit), subject: null };
    default:
      return { place: null, subject: null };
  }
}
