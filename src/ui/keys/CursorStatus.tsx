import { getMap, type Action } from '../../engine';
import { actionLabel } from '../describe';
import { t } from '../i18n';
import { hexFacts } from '../map/hexFacts';
import { areaOrders, nadcSelection, orderableAt } from '../naval/nadcSelection';
import { fleetName } from '../naval/fleetName';
import { useView } from '../pieces/useView';
import { mayAct } from '../play/seat';
import { useHexActions } from '../play/useHexActions';
import { useGameStore, useLegalActions } from '../store';
import { cursorLit } from './cursorLit';
import { cursorReadout } from './cursorReadout';
import { useKeys } from './keysStore';

const NONE: readonly Action[] = [];

/**
 * The polite announcement of the hex cursor's hex (issue 19): what the map and the long-press card show
 * there, from the viewer's own view (cursorReadout), and whether it is lit for what the player picked.
 */
export function CursorStatus() {
  const cursor = useKeys((s) => s.cursor);
  const { view, places } = useView();
  const game = useGameStore((s) => s.game);
  const acting = useGameStore(mayAct);
  const selectedHex = useGameStore((s) => s.selectedHex);
  const openPlace = useGameStore((s) => s.openPlace);
  const selectedPiece = useGameStore((s) => s.selectedPiece);
  const nadcPick = useGameStore((s) => s.nadcPick);
  const legalAll = useLegalActions();
  const actions = useHexActions();
  let text = '';
  if (cursor) {
    const map = getMap(view.options);
    const legal = acting ? legalAll : NONE;
    // 4.1 I / 4.2: ships picked for an NADC and a sea hex of a lit naval area: Enter gives the order (usePlaceClick).
    const selection = acting ? nadcSelection(view, legal, selectedHex, openPlace, selectedPiece, nadcPick) : null;
    const area = map.hexes[cursor]?.seaArea;
    const orders = selection && area && orderableAt(view, legal, cursor).length === 0 ? areaOrders(selection, area) : [];
    const order = selection && area && orders.length > 0 ? t(selection.current === area ? 'navalTable.takeBackArea' : 'navalTable.orderTo', { area, fleet: fleetName(selection.ships) }) : null;
    const lit = acting ? cursorLit(cursor, actions, order, (a) => actionLabel(a, game.phase, view.naval)) : null;
    text = cursorReadout(cursor, hexFacts(map, view, cursor), places.get(`hex:${cursor}`) ?? [], lit);
  }
  return (
    <p className="keys-sr-only" aria-live="polite" data-testid="cursor-status">
      {text}
    </p>
  );
}
