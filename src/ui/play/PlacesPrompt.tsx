import { useMemo, useState } from 'react';
import { otherSide, type Action, type PlayerView } from '../../engine';
import { hexName, SIDE_NAMES } from '../describe';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { actionTarget } from './actionTarget';
import { landingWarnings, type AssaultWarning } from './landingWarnings';
import { pieceLocator } from './pieceLocator';
import { useHexActions } from './useHexActions';

/**
 * The actions a phase offers at places of the map with nothing to move first, each with the line of
 * the prompt that says what it is and where to click: spending Supply Columns (6.2–6.4), the ships at
 * the coast (7.1, 7.6, 7.7, 10.2).
 */
const LINES = [
  ['replenish', 'placesPrompt.replenish'],
  ['rebuild', 'placesPrompt.rebuild'],
  ['recruit', 'placesPrompt.recruit'],
  ['rebuildTransport', 'placesPrompt.rebuildTransport'],
  ['embark', 'navalTable.coast.embark'],
  ['debark', 'navalTable.coast.debark'],
  ['raid', 'navalTable.coast.raid'],
  ['infernalMachine', 'navalTable.coast.infernal'],
] as const;

/** The places (a hex id or 'holdingBox') where the legal actions of a type are aimed, in the order listed. */
export function actionPlaces(view: PlayerView, legal: readonly Action[], type: Action['type']): string[] {
  const locate = pieceLocator(view);
  const places: string[] = [];
  for (const a of legal) {
    if (a.type !== type) continue;
    const p = actionTarget(a, locate).place;
    if (p && !places.includes(p)) places.push(p);
  }
  return places;
}

/**
 * A line names at most this many places as buttons. More (the Allies may recruit in some thirty
 * cities) would push the phase's own buttons off a tablet's screen: the line then gives their number
 * and lists them on request; they are lit on the map all the same. The Chile Holding Box, which is
 * often off the screen, is named in any case.
 */
export const PLACES_NAMED = 6;

const nameOf = (place: string) => (place === 'holdingBox' ? t('tray.holdingBox') : hexName(place));

/** What a line's button does at a place, in words: "Embark at Antofagasta (3123)", "Put ashore at Pisagua (3217)". */
const doesAt = (type: (typeof LINES)[number][0], place: string) => t(`placesPrompt.at.${type}`, { place: place === 'holdingBox' ? t('describe.place.holdingBox') : hexName(place) });

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** 7.6: what landing into an enemy-held hex means, and its odds (8.9–8.10) if every unit aboard lands. */
function AssaultNote({ w }: { w: AssaultWarning }) {
  const o = w.odds;
  const defenders = `${t('placesPrompt.enemyUnits', { count: w.defenders.length })}, ${t('placesPrompt.enemySteps', { count: w.defenderSteps })}`;
  return (
    <span className="landing-warning" data-landing-warning={w.hex} role="note">
      {t('placesPrompt.assault', { place: hexName(w.hex), defenders, count: w.landing.length })}{' '}
      {t('combatSteps.odds.outcomes', { defender: SIDE_NAMES[otherSide(o.attacker)], def: pct(o.outcomes.defenderRetreats), attacker: SIDE_NAMES[o.attacker], att: pct(o.outcomes.attackerRetreats), both: pct(o.outcomes.mutualLosses), none: pct(o.outcomes.nothing) })}
    </span>
  );
}

/**
 * What the player may do now at places of the map — spend Supply Columns, take troops aboard, put them
 * ashore, raid, set an infernal machine — and where: those places are lit on the map, and named here
 * as buttons that do what a click on the place does (the Chile Holding Box often lies outside the
 * view). Worked out from the player's own view.
 */
export function PlacesPrompt({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const { byPlace } = useHexActions();
  const dispatch = useGameStore((s) => s.dispatch);
  const offerChoice = useGameStore((s) => s.offerChoice);
  const game = useGameStore((s) => s.game);
  // 7.6: a landing into an enemy-held hex is an assault; said, with its odds, before the player commits.
  const warnings = useMemo(() => landingWarnings(game, legal), [game, legal]);
  // The lines the player asked to see listed in full (kept until the phase ends: PhasePanel keys this by phase).
  const [listed, setListed] = useState<ReadonlySet<string>>(() => new Set());
  if (view.pending.length > 0) return null;
  const lines = LINES.flatMap(([type, key]) => {
    const places = actionPlaces(view, legal, type).filter((p) => byPlace.has(p));
    return places.length > 0 ? [{ type, key, places }] : [];
  });
  if (lines.length === 0) return null;
  // As a click on the place (usePlaceClick), but only the line's own actions there: the one is taken, or the choice of them offered.
  const take = (place: string, type: Action['type']) => {
    const here = (byPlace.get(place) ?? []).filter((a) => a.type === type);
    if (here.length === 1) dispatch(here[0]!);
    else if (here.length > 1) offerChoice({ place, actions: here });
  };
  const toggle = (type: string) =>
    setListed((prev) => {
      const next = new Set(prev);
      if (!next.delete(type)) next.add(type);
      return next;
    });
  // A place named on two lines (troops to embark and others to put ashore at one port) has two buttons:
  // each says what it does. So that a line's buttons read alike (QA round 17: "Lima (2008) | Replenish
  // at Callao (2007)"), a line with such a place says what each of its buttons does; any other line names
  // its places alone, the line saying what. Only the buttons shown count: a place in a line's list not
  // opened is on no button. A screen reader, which may read the buttons alone, always hears what the
  // button does.
  const shown = (l: (typeof lines)[number]) => (!(l.places.length > PLACES_NAMED) || listed.has(l.type) ? l.places : l.places.filter((p) => p === 'holdingBox'));
  const sayWhat = (l: (typeof lines)[number]) => shown(l).some((p) => lines.some((o) => o !== l && shown(o).includes(p)));
  const button = (type: (typeof LINES)[number][0], p: string, say: boolean) => (
    <button key={p} type="button" className="place-button" data-place-button={p} aria-label={doesAt(type, p)} onClick={() => take(p, type)}>
      {say ? doesAt(type, p) : nameOf(p)}
    </button>
  );
  return (
    <div className="places-prompt" data-testid="places-prompt">
      {lines.map((l) => {
        const many = l.places.length > PLACES_NAMED;
        const open = !many || listed.has(l.type);
        const say = sayWhat(l);
        return (
          <p key={l.type} data-line={l.type}>
            {t(l.key)}{' '}
            {shown(l).map((p) => button(l.type, p, say))}
            {many && (
              <button type="button" className="places-toggle" aria-expanded={open} onClick={() => toggle(l.type)}>
                {open ? t('placesPrompt.hide') : t('placesPrompt.list', { count: l.places.length })}
              </button>
            )}
            {l.type === 'debark' && warnings.filter((w) => l.places.includes(w.hex)).map((w) => <AssaultNote key={w.hex} w={w} />)}
          </p>
        );
      })}
    </div>
  );
}
