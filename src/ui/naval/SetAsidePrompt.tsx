import { otherSide, type Action, type PlayerView } from '../../engine';
import { ship as shipDef } from '../../engine/counters';
import { shipSide } from '../../engine/naval/seaGeometry';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { firstFire } from '../combat/firstFire';
import { pieceLabel, SIDE_NAMES } from '../describe';
import { t } from '../i18n';
import { useGameStore } from '../store';
import './naval.css';

/** The 7.9 answers this prompt sends itself (the panel does not show them as buttons as well). */
export const SET_ASIDE_ANSWERS: readonly Action['type'][] = ['setAside', 'beginNavalCombat'];

/** Whether the set-aside prompt answers the decision now pending (its legal answers are on the list). */
export function setAsideShown(view: PlayerView, legal: readonly Action[]): boolean {
  return view.pending.at(-1)?.kind === 'setAside' && legal.some((a) => a.type === 'beginNavalCombat');
}

/**
 * 7.9: the outnumbering side picks the ships it sets aside — any of its excess, never more than the
 * enemy has — and only then opens fire. The picks are the player's until he opens fire (the engine
 * begins the gunfire as the last allowed ship is set aside, so one set-aside button at a time could
 * only be taken back with Undo: table QA round 1). Every action it sends is on the legal list when sent.
 */
export function SetAsidePrompt({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const dispatch = useGameStore((s) => s.dispatch);
  // The picks are the store's, so the combat card marks them too; they hold for the step they were made at.
  const step = useGameStore((s) => s.game.step);
  const held = useGameStore((s) => s.setAsidePicks);
  const pick = useGameStore((s) => s.pickSetAside);
  const chosen = held && held.step === step ? held.ships : [];
  const setChosen = (ships: readonly string[]) => pick({ step, ships });
  const combat = view.naval.combat;
  const decision = view.pending.at(-1);
  if (!combat || decision?.kind !== 'setAside' || !setAsideShown(view, legal)) return null;
  const side = decision.side;
  const records = publicRecords(view);
  const candidates = legal.flatMap((a) => (a.type === 'setAside' ? [a.ship] : []));
  const already = combat.setAside.filter((id) => shipSide(records, id) === side);
  const room = combat.setAsideLimit - already.length;
  const picked = chosen.filter((id) => candidates.includes(id));
  const mine = combat.ships.filter((id) => shipSide(records, id) === side).length;
  const theirs = combat.ships.filter((id) => shipSide(records, id) === otherSide(side)).length;
  const first = firstFire(view, { ...combat, setAside: [...combat.setAside, ...picked] });
  const toggle = (id: string) => setChosen(picked.includes(id) ? picked.filter((s) => s !== id) : picked.length < room ? [...picked, id] : picked);
  // Sent in order; the gunfire begins with the last allowed ship, else with "open fire".
  const openFire = () => {
    pick(null);
    for (const ship of picked) {
      const now = useGameStore.getState().game;
      if (now.pending.at(-1)?.kind !== 'setAside') return;
      dispatch({ type: 'setAside', side, ship });
    }
    if (useGameStore.getState().game.pending.at(-1)?.kind === 'setAside') dispatch({ type: 'beginNavalCombat', side });
  };
  return (
    <div className="set-aside" data-testid="set-aside">
      <p>{t('navalTable.setAside.intro', { against: t('navalTable.setAside.against', { mine, count: theirs }), count: room })}</p>
      <div className="set-aside-ships" role="group" aria-label={t('navalTable.setAside.group')}>
        {candidates.map((id) => {
          const on = picked.includes(id);
          return (
            <button key={id} type="button" aria-pressed={on} disabled={!on && picked.length >= room} onClick={() => toggle(id)}>
              {t(on ? 'navalTable.setAside.shipAside' : 'navalTable.setAside.shipIn', { ship: pieceLabel(id), kind: t(`navalTable.setAside.kind.${shipDef(id).type}`) })}
            </button>
          );
        })}
      </div>
      <p className="set-aside-count" data-testid="set-aside-count">{t('navalTable.setAside.count', { count: picked.length, max: room })}</p>
      {first && (
        <p data-testid="set-aside-first">
          {first.fastest ? t('navalTable.setAside.first', { side: SIDE_NAMES[first.side], ship: pieceLabel(first.fastest.ship), speed: signed(first.fastest.speed) }) : t('navalTable.setAside.firstTie', { side: SIDE_NAMES[first.side], speed: signed(first.tiedAt ?? 0) })}
        </p>
      )}
      <div className="actions">
        <button type="button" data-testid="open-fire" onClick={openFire}>
          {picked.length === 0 ? t('navalTable.setAside.openFireAll') : t('navalTable.setAside.openFire', { ships: picked.map(pieceLabel).join(', '), count: picked.length })}
        </button>
      </div>
    </div>
  );
}

/** A speed modifier as printed: +2, 0, −1. */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
