import { useTranslation } from 'react-i18next';
import { getMap, type Location, type PlayerView, type Side } from '../../engine';
import { columnsAt } from '../../engine/naval/provisions';
import { inFriendlyPort } from '../../engine/naval/seaGeometry';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { placeName } from '../describe';
import { fleetName } from '../naval/fleetName';
import './stacking.css';

interface PortNeed {
  readonly at: Location;
  readonly ships: readonly string[];
  /** Stacks that will leave: one per NADC area among the ships there (7.8: one column a stack). */
  readonly need: number;
  readonly have: number;
}

/** 7.8: per friendly port (or the Holding Box), the side's ships there with an NADC for `forTurn` (this turn), and the Supply Columns they need and have. */
export function provisionsNeeded(view: PlayerView, side: Side, forTurn: number = view.turn): PortNeed[] {
  const records = publicRecords(view);
  const map = getMap(view.options);
  const byPlace = new Map<string, { at: Location; ships: string[]; areas: Set<string> }>();
  for (const order of view.nadc[side]) {
    if (order.forTurn !== forTurn || order.area === null) continue;
    const at = view.ships[order.ship]?.location;
    if (!at || (at.kind !== 'hex' && at.kind !== 'holdingBox') || !inFriendlyPort(records, map, at, side)) continue;
    const key = at.kind === 'hex' ? at.hex : 'holdingBox';
    const entry = byPlace.get(key) ?? { at, ships: [], areas: new Set<string>() };
    entry.ships.push(order.ship);
    entry.areas.add(order.area);
    byPlace.set(key, entry);
  }
  return [...byPlace.values()].map((e) => ({ at: e.at, ships: e.ships, need: e.areas.size, have: columnsAt(records, side, e.at) }));
}

/**
 * 7.8 in the Consume Supply Columns Phase: a stack of ships leaving port in this turn's Naval Movement
 * Phase spends a Supply Column there, and cannot leave without one. The columns are spent in this phase
 * first (replenishing, recruiting), and nothing said so: a newcomer spent Antofagasta's last column and
 * found his fleet stuck in port (QA round 6). Each port where the player's ships hold an NADC for this
 * turn says what they need and what it holds, marked when it holds too few.
 */
export function ProvisionsNote({ view, side }: { view: PlayerView; side: Side | null }) {
  const { t } = useTranslation();
  if (!side || view.viewer !== side || view.phase !== 'consumeSupply' || view.pending.length > 0) return null;
  const ports = provisionsNeeded(view, side);
  if (ports.length === 0) return null;
  // Several stacks are told apart; one stack's verb agrees with its ships ("Loa y 11 más … no pueden salir"),
  // not with the one column it needs: it read "no puede", the form chosen by the count of columns.
  const shortText = (p: PortNeed, place: string) =>
    p.need > 1 ? t('phaseHint.provisionsShortStacks', { place, stacks: p.need, have: p.have }) : t('phaseHint.provisionsShort', { fleet: fleetName(p.ships), place, count: p.ships.length, have: p.have });
  return (
    <ul className="provisions-note" data-testid="provisions-note">
      {ports.map((p) => {
        const short = p.have < p.need;
        const place = placeName(p.at);
        return (
          <li key={place} className={short ? 'short' : undefined} data-short={short ? 'true' : undefined}>
            {short ? shortText(p, place) : t('phaseHint.provisions', { fleet: fleetName(p.ships), place, count: p.need, have: p.have })}
          </li>
        );
      })}
    </ul>
  );
}
