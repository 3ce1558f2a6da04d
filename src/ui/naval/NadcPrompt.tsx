import { getMap, type Action, type PlayerView, type Side } from '../../engine';
import { ship as shipDef } from '../../engine/counters';
import { inFriendlyPort } from '../../engine/naval/seaGeometry';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { unplacedPieces } from '../../engine/setup/pieceSide';
import { hexName, placeName } from '../describe';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { fleetName } from './fleetName';
import { nadcSelection, orderableAt } from './nadcSelection';
import { provisionsNeeded } from '../play/ProvisionsNote';

/**
 * 4.1 I / 4.2: what to do about NADCs, in the prompt — give them by clicking a stack, then a lit naval
 * area; which stack is picked; how many ships have one for the turn they are for; and, in the
 * Administrative Phase, that ending it rolls for the Supply Columns (4.1: the roll follows the orders).
 */
export function NadcPrompt({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const openPlace = useGameStore((s) => s.openPlace);
  const selectedHex = useGameStore((s) => s.selectedHex);
  const selectedPiece = useGameStore((s) => s.selectedPiece);
  const nadcPick = useGameStore((s) => s.nadcPick);
  if (!legal.some((a) => a.type === 'orderShip')) return null;
  const side = legal[0]!.side;
  const selection = nadcSelection(view, legal, selectedHex, openPlace, selectedPiece, nadcPick);
  const forTurn = view.phase === 'setup' ? 1 : view.turn + 1;
  const given = view.nadc[side].filter((o) => o.forTurn === forTurn).length;
  // 3.1: pieces still to place come first in a manual set-up; the NADCs follow once all are placed.
  const placing = view.phase === 'setup' && unplacedPieces(publicRecords(view), side).length > 0;
  if (placing) return <p className="naval-prompt" data-testid="nadc-prompt">{t('navalTable.nadc.placeFirst')}</p>;
  return (
    <div className="naval-prompt" data-testid="nadc-prompt">
      <p>{view.phase === 'setup' ? t('navalTable.nadc.setup') : t('navalTable.nadc.admin', { turn: forTurn })}</p>
      {selection && (
        <p className="selection" data-testid="nadc-selection">
          <strong>{t('navalTable.nadc.selected', { fleet: fleetName(selection.ships), place: placeName(selection.place === 'holdingBox' ? { kind: 'holdingBox' } : { kind: 'hex', hex: selection.place }) })}</strong>
        </p>
      )}
      {selection && <ShipKindPick view={view} legal={legal} place={selection.place} single={selectedPiece !== null && selection.ships.length === 1 && selection.ships[0] === selectedPiece} />}
      <AtSeaWithoutOrders view={view} side={side} forTurn={forTurn} />
      {view.phase !== 'setup' && <PortsWithoutProvisions view={view} side={side} forTurn={forTurn} />}
      <p>
        {t('navalTable.nadc.given', { count: given, turn: forTurn })} {t(view.phase === 'setup' || view.options.supplyRollFirst ? 'navalTable.nadc.finish' : 'navalTable.nadc.finishAdmin')}
      </p>
    </div>
  );
}

/**
 * 4.1 III: the player's ships at sea (not in a friendly port) with no NADC for the turn being ordered
 * must return to a friendly port in that turn's Naval Movement Phase. The prompt spoke only of "every
 * stack you mean to move", and a fleet left blockading Iquique without a chit was sent home (QA round 6).
 */
function AtSeaWithoutOrders({ view, side, forTurn }: { view: PlayerView; side: Side; forTurn: number }) {
  const records = publicRecords(view);
  const map = getMap(view.options);
  const ordered = new Set(view.nadc[side].filter((o) => o.forTurn === forTurn && o.area !== null).map((o) => o.ship));
  const byHex = new Map<string, string[]>();
  for (const [ship, st] of Object.entries(view.ships)) {
    if (ordered.has(ship) || st.location.kind !== 'hex' || (ship.startsWith('cl-') ? 'chile' : 'allied') !== side) continue;
    if (inFriendlyPort(records, map, st.location, side)) continue;
    // 3.0: the hexes a side sets up in become its own as the set-up ends; until then Antofagasta is
    // nobody's, and Chile's squadron there was called "at sea" (QA round 7). A ship set up in a port is in port.
    if (view.phase === 'setup' && map.hexes[st.location.hex]?.town?.port) continue;
    byHex.set(st.location.hex, [...(byHex.get(st.location.hex) ?? []), ship]);
  }
  if (byHex.size === 0) return null;
  const fleets = [...byHex].map(([hex, ships]) => t('navalTable.nadc.fleetAt', { fleet: fleetName(ships), place: hexName(hex) }));
  return (
    <p className="naval-warning" data-testid="nadc-at-sea" role="status">
      {t('navalTable.nadc.atSeaWithout', { fleets: fleets.join('; '), turn: forTurn, count: fleets.length })}
    </p>
  );
}

/**
 * 7.8 as the orders are given: a port holding fewer Supply Columns than the stacks ordered out of it will
 * need next turn. Told only in the next Consume Supply Columns Phase, it came after the orders: a fleet
 * that took Iquique in port, with no column there, was stranded the next turn (QA round 7).
 */
function PortsWithoutProvisions({ view, side, forTurn }: { view: PlayerView; side: Side; forTurn: number }) {
  const short = provisionsNeeded(view, side, forTurn).filter((p) => p.have < p.need);
  if (short.length === 0) return null;
  return (
    <ul className="naval-warning" data-testid="nadc-provisions">
      {short.map((p) => (
        <li key={placeName(p.at)}>
          {p.need > 1
            ? t('navalTable.nadc.provisionsShortStacks', { place: placeName(p.at), stacks: p.need, have: p.have, turn: forTurn })
            : // One stack: the verb agrees with its ships ("Loa y 11 más … tienen"), not with the one column it needs.
              t('navalTable.nadc.provisionsShort', { fleet: fleetName(p.ships), place: placeName(p.at), count: p.ships.length, have: p.have, turn: forTurn })}
        </li>
      ))}
    </ul>
  );
}

/**
 * 4.1 I / 4.2: a stack of warships and transports picked for NADCs may give the next order to all its
 * ships, to its warships only or to its transports only (the transports left in port, or sent alone):
 * it was done ship by ship, opening the stack (QA round 7).
 */
function ShipKindPick({ view, legal, place, single }: { view: PlayerView; legal: readonly Action[]; place: string; single: boolean }) {
  const pick = useGameStore((s) => s.nadcPick);
  const pickShips = useGameStore((s) => s.pickShips);
  if (single) return null;
  const ships = orderableAt(view, legal, place);
  const warships = ships.filter((s) => shipDef(s).type === 'warship');
  const transports = ships.filter((s) => shipDef(s).type === 'transport');
  if (warships.length === 0 || transports.length === 0) return null;
  const choices = [
    { kind: null, label: t('navalTable.nadc.pickAll', { count: ships.length }) },
    { kind: 'warship', label: t('navalTable.nadc.pickWarships', { count: warships.length }) },
    { kind: 'transport', label: t('navalTable.nadc.pickTransports', { count: transports.length }) },
  ] as const;
  return (
    <div className="nadc-kind" role="group" aria-label={t('navalTable.nadc.pickLabel')} data-testid="nadc-kind">
      {choices.map((c) => (
        <button key={c.kind ?? 'all'} type="button" aria-pressed={pick === c.kind} onClick={() => pickShips(c.kind)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
