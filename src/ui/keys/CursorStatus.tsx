import { getMap, type Action } from '../../engine';
import { actionLabel } from '../describe';
import { t } from '../i18n';
import { hexFacts } from '../map/hexFacts';
import { areaOrders, nadcSelection, orderableAt } from '../naval/nadcSelection';
import { fleetName } from '../naval/fleetName';
import { interceptWords } from '../naval/interceptWords';
import { useView } from '../pieces/useView';
import { actionTarget } from '../play/actionTarget';
import { mayAct } from '../play/seat';
import { useHexActions } from '../play/useHexActions';
import { useGameStore, useLegalActions } from '../store';
import { cursorLit } from './cursorLit';
import { cursorReadout } from './cursorReadout';
import { useKeys } from './keysStore';

const NONE: readonly Action[] = [];

/** 3.1: whether an action aimed at the hex is done there (a set-up piece's move elsewhere is aimed at it only to pick the piece: usePlaceClick). */
const doneHere = (aimed: readonly Action[], hex: string): boolean => aimed.some((a) => a.type !== 'setupPlace' || actionTarget(a).place === hex);

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
    const orderable = orderableAt(view, legal, cursor);
    const orders = selection && area && orderable.length === 0 ? areaOrders(selection, area) : [];
    // Else ships here that may be given one: Enter picks them (N's cursor went there, and it read "not lit").
    const order =
      selection && area && orders.length > 0
        ? t(selection.current === area ? 'navalTable.takeBackArea' : 'navalTable.orderTo', { area, fleet: fleetName(selection.ships) })
        : orderable.length > 0 && selectedHex !== cursor && !doneHere(actions.byPlace.get(cursor) ?? [], cursor)
          ? t('keys.pickForNadc', { fleet: fleetName(orderable) })
          : null;
    // 7.3: the interceptors' hex says the die follows when Enter rolls it too, as the panel's button does (issue 20).
    const label = (a: Action) => (a.type === 'intercept' ? interceptWords(game, a, actionLabel(a, game.phase, view.naval)) : actionLabel(a, game.phase, view.naval));
    const lit = acting ? cursorLit(cursor, actions, order, label) : null;
    text = cursorReadout(cursor, hexFacts(map, view, cursor), places.get(`hex:${cursor}`) ?? [], lit);
  }
  return (
    <p className="keys-sr-only" aria-live="polite" data-testid="cursor-status">
      {text}
    </p>
  );
}
