import { legalActionsOf, useGameStore } from '../store';
import type { ChoiceEntry } from './choiceEntries';
import { setupPlacesOf } from './setupTray';

/**
 * 3.1–3.5: a piece picked to be placed (or moved again): its places light up on the map (useHexActions)
 * and are brought into view; any choice offered is closed. Nothing is sent.
 */
export function pickForSetup(piece: string): void {
  const s = useGameStore.getState();
  s.offerChoice(null);
  s.selectPiece(piece);
  const hexes = setupPlacesOf(legalActionsOf(s.game), piece).map((p) => p.place).filter((p) => p !== 'holdingBox');
  if (hexes.length > 0) s.focusMap(hexes);
}

/**
 * Taking a button of the choice a click on a place offers (ChoiceMenu, and the keys: useShortcuts): its
 * action is sent; a piece's embarkations (7.1) are asked next, by transport; a set-up piece to move
 * again is picked (pickForSetup).
 */
export function takeEntry(place: string, entry: ChoiceEntry): void {
  const s = useGameStore.getState();
  if (entry.kind === 'action') return s.dispatch(entry.action);
  if (entry.kind === 'embarkGroup') return s.offerChoice({ place, actions: entry.actions });
  pickForSetup(entry.piece);
}
