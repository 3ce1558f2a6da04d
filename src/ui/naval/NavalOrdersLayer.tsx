import { useMemo, type MouseEvent } from 'react';
import { getMap, NAVAL_AREAS, type Action, type NavalArea, type Side } from '../../engine';
import { NADC_CHITS } from '../../engine/counters';
import { NadcChit } from '../counters/NadcChit';
import { hexName, sideWithArticle } from '../describe';
import { t } from '../i18n';
import type { HexGeometry } from '../map/hexGeometry';
import { useView } from '../pieces/useView';
import { mayAct } from '../play/seat';
import { useGameStore, useLegalActions } from '../store';
import { areaShapes, clickBeside, nearestAreaHex } from './areaShapes';
import { fleetName } from './fleetName';
import { areaOrders, nadcSelection, orderableAt } from './nadcSelection';
import { chitGroups, type ChitGroup } from './chitGroups';
import { SailPreview } from './SailPreview';
import './naval.css';

const NONE: readonly Action[] = [];

/**
 * 4.1 I / 4.2: the naval areas as clickable shapes and the NADC chits on the map. With a ship or stack
 * that may take an NADC selected (its hex clicked, or one ship picked in its opened stack), the areas it may be
 * ordered to light up; a click on one gives the chit, a click on its area again (or on the chit) takes
 * it back. Chits of ships sailing this turn and chits just given look different; the opponent's are
 * face down (drawn from the viewer's view only).
 */
export function NavalOrdersLayer({ geometry, onPlaceClick }: { geometry: HexGeometry; onPlaceClick?: (place: string) => void }) {
  const { view } = useView();
  const map = getMap(view.options);
  const game = useGameStore((s) => s.game);
  const players = useGameStore((s) => s.players);
  const viewer = useGameStore((s) => s.viewer);
  const replay = useGameStore((s) => s.replay);
  const openPlace = useGameStore((s) => s.openPlace);
  const selectedHex = useGameStore((s) => s.selectedHex);
  const selectedPiece = useGameStore((s) => s.selectedPiece);
  const dispatch = useGameStore((s) => s.dispatch);
  const legalAll = useLegalActions();
  const legal = mayAct({ game, players, viewer, replay }) ? legalAll : NONE;
  const shapes = useMemo(() => areaShapes(map, geometry), [map, geometry]);
  const nadcPick = useGameStore((s) => s.nadcPick);
  const selection = useMemo(() => nadcSelection(view, legal, selectedHex, openPlace, selectedPiece, nadcPick), [view, legal, selectedHex, openPlace, selectedPiece, nadcPick]);
  const chits = useMemo(() => chitGroups(view, legal), [view, legal]);

  const sendAll = (actions: readonly Action[]) => {
    for (const a of actions) dispatch(a);
  };
  const onArea = (area: NavalArea) => (e: MouseEvent<SVGPathElement>) => {
    // A click on one of the player's own stacks at sea under a lit area picks that stack instead.
    const hex = nearestAreaHex(e, shapes.get(area)?.hexes ?? [], geometry);
    if (hex && onPlaceClick && selection && hex !== selection.place && orderableAt(view, legal, hex).length > 0) return onPlaceClick(hex);
    if (!selection) return;
    // A click just beside the picked stack is a click on it (it opens), not an order to the sea around it.
    if (onPlaceClick && selection.place !== 'holdingBox' && clickBeside(e, selection.place, geometry)) return onPlaceClick(selection.place);
    sendAll(areaOrders(selection, area));
  };

  const fleet = selection ? fleetName(selection.ships) : '';
  return (
    <g className="naval-orders-layer">
      {NAVAL_AREAS.map((area) => {
        const shape = shapes.get(area);
        if (!shape) return null;
        const isCurrent = selection?.current === area && selection.takeBack.length > 0;
        const lit = !!selection && (selection.orders.has(area) || isCurrent);
        return (
          <g key={area} className={`nadc-area${lit ? ' lit' : ''}${isCurrent ? ' current' : ''}`} pointerEvents={lit ? 'visiblePainted' : 'none'}>
            <path
              d={shape.fill}
              data-area={area}
              data-legal={lit ? 'true' : undefined}
              className="nadc-area-fill"
              onClick={lit ? onArea(area) : undefined}
            >
              <title>{lit ? (isCurrent ? t('navalTable.takeBackArea', { area, fleet }) : t('navalTable.orderTo', { area, fleet })) : t('navalTable.area', { area })}</title>
            </path>
            {lit && <path d={shape.outline} className="nadc-area-edge" pointerEvents="none" />}
          </g>
        );
      })}
      {chits.map((g) => (
        <Chit key={g.key} group={g} geometry={geometry} onTakeBack={() => sendAll(g.takeBack)} />
      ))}
      {/* After the chits: a chit beside a stack hid the interception chance of the ring under it (QA round 7). */}
      <SailPreview view={view} legal={legal} selectedPiece={selectedPiece} geometry={geometry} />
    </g>
  );
}

/** One chit (or a face-down one) beside the stack it goes with; the owner's chit just given is clickable to take it back. */
function Chit({ group, geometry, onTakeBack }: { group: ChitGroup; geometry: HexGeometry; onTakeBack: () => void }) {
  const size = geometry.size * 0.78;
  const c = geometry.center(group.hex);
  const x = group.corner === 'left' ? c.x - geometry.size * 1.05 + group.slot * (size + 2) : c.x + geometry.size * 1.05 - size - group.slot * (size + 2);
  const y = c.y + geometry.size * 0.2;
  const def = NADC_CHITS.find((d) => d.side === group.side && (group.area === null || d.area === group.area));
  if (!def) return null;
  const clickable = group.takeBack.length > 0;
  const label = chitTitle(group);
  return (
    <g
      className={`nadc-chit-on-map${clickable ? ' legal' : ''}`}
      data-chit-hex={group.hex}
      data-legal={clickable ? 'true' : undefined}
      onClick={clickable ? onTakeBack : undefined}
      pointerEvents={clickable ? 'visiblePainted' : 'none'}
      style={clickable ? { cursor: 'pointer' } : undefined}
    >
      <title>{label}</title>
      <NadcChit chit={def} size={size} x={x} y={y} faceDown={group.area === null} when={group.when} forTurn={group.forTurn} />
    </g>
  );
}

function chitTitle(g: ChitGroup): string {
  if (g.area === null) return t('navalTable.chit.hidden', { side: sideWithArticle(g.side as Side) });
  const where = `${fleetName(g.ships)} — ${hexName(g.hex)}`;
  if (g.when === 'sailing') return `${t('navalTable.chit.sailing', { area: g.area })} · ${where}`;
  return `${t(g.takeBack.length > 0 ? 'navalTable.chit.given' : 'navalTable.chit.givenLocked', { area: g.area, turn: g.forTurn })} · ${where}`;
}

