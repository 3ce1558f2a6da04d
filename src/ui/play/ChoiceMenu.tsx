import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, PlayerView } from '../../engine';
import { hexName, pieceLabel, placeName } from '../describe';
import { t as tr } from '../i18n';
import { highlighted, useKeys } from '../keys/keysStore';
import { useView } from '../pieces/useView';
import { useGameStore } from '../store';
import { choiceEntries, likeness, type ChoiceEntry } from './choiceEntries';
import { noChanceToHit } from '../combat/noChanceToHit';
import { takeEntry } from './takeEntry';
import { wholeInView } from './usePromptInView';

/**
 * A choice opened by a tap on the map comes into view in its scrolling panel: on a tablet upright it
 * opened below the bottom sheet's fold and the tap looked dead (QA round 19c). The panel scrolls, the
 * focus stays where it was (on the map for a keyboard's Enter); smoothly unless motion is reduced. A
 * menu taller than the view shows its heading and first choices; else the whole of it.
 */
function useChoiceInView(opened: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!opened || !el || wholeInView(el)) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const panel = el.closest('.side-panel')?.getBoundingClientRect();
    const fits = el.getBoundingClientRect().height <= (panel?.height ?? window.innerHeight) * 0.8;
    el.scrollIntoView?.({ block: fits ? 'nearest' : 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [opened]);
  return ref;
}

/** What a click on a place offers when several legal actions are aimed there (usePlaceClick), as buttons. */
export function ChoiceMenu({ label }: { label: (a: Action) => string }) {
  const { t } = useTranslation();
  const choice = useGameStore((s) => s.choice);
  // Issue 19: the choice Enter confirms (src/ui/keys/useShortcuts.ts).
  const highlight = useKeys((s) => s.highlight);
  const offerChoice = useGameStore((s) => s.offerChoice);
  const { view } = useView();
  const ref = useChoiceInView(choice ? `${choice.place}|${choice.actions.length}` : null);
  if (!choice) return null;
  const entries = choiceEntries(choice.actions, likeness(view), choice.place);
  const place = choice.place === 'holdingBox' ? placeName({ kind: 'holdingBox' }) : hexName(choice.place);
  const first = choice.actions[0];
  // Only when every entry puts something aboard: with a sail offered too, "What goes aboard?" headed a
  // "Sail with …" button (table QA round 11).
  const heading = entries.some((e) => e.kind === 'embarkGroup') && choice.actions.every((a) => a.type === 'embark')
    ? t('panel.embarkWhat', { place })
    : first?.type === 'embark' && choice.actions.every((a) => a.type === 'embark')
      ? t('panel.embarkWhich', { piece: groupName(view, first.piece) })
      : t('panel.which', { place });
  const hi = highlighted(highlight, entries.length);
  return (
    <div ref={ref} className="action-choice" data-testid="choice">
      <p>{heading}</p>
      <div className="actions">
        {entries.map((e, i) => (
          <button key={i} type="button" onClick={() => takeEntry(choice.place, e)} className={[i === hi ? 'highlighted' : '', e.kind === 'action' && noChanceToHit(e.action) ? 'no-chance' : ''].filter(Boolean).join(' ') || undefined} aria-current={i === hi ? 'true' : undefined} aria-keyshortcuts={i < 9 ? String(i + 1) : undefined}>
            {/* Issue 19: the number key that picks it, shown (the keys worked unseen: QA round 6). */}
            {i < 9 && <span className="choice-key" aria-hidden="true">{i + 1}</span>}
            {entryLabel(view, e, label)}
          </button>
        ))}
        <button type="button" className="secondary" onClick={() => offerChoice(null)}>{t('panel.cancel')}</button>
      </div>
    </div>
  );
}

/** A button's words: its action's, a piece to take aboard (7.1), or a set-up piece to move again (3.1). */
function entryLabel(view: PlayerView, e: ChoiceEntry, label: (a: Action) => string): string {
  if (e.kind === 'action') return withNadc(view, e.action, label(e.action));
  if (e.kind === 'pick') return tr('setupTray.moveElsewhere', { piece: pieceLabel(e.piece) });
  return e.count > 1 ? tr('panel.embarkGroupMany', { piece: groupName(view, e.piece), count: e.count }) : groupName(view, e.piece);
}

/**
 * 7.1 / 7.2: an embarkation's button says where its transport sails this turn — its NADC, which the
 * player sees as his own — or that it stays in port without one (4.1 III). A transport whose only order
 * is one given for the next game turn (4.1 III: NADCs are assigned in the Administrative Phase for the
 * following turn) sails then, and says so: "no NADC" read as if that order were lost (QA round 19).
 */
function withNadc(view: PlayerView, a: Action, label: string): string {
  if (a.type !== 'embark' || view.viewer !== a.side) return label;
  const order = view.nadc[a.side].find((o) => o.ship === a.transport && o.forTurn === view.turn);
  if (order?.area) return tr('panel.transportNadc', { label, area: order.area });
  const later = view.nadc[a.side].find((o) => o.ship === a.transport && o.forTurn > view.turn && o.area);
  return later ? tr('panel.transportLater', { label, turn: later.forTurn }) : tr('panel.transportStays', { label });
}

/** What goes aboard, named: a unit by its name, a Supply Column with its nation (6.0: a Bolivian column is not a Peruvian one). */
function groupName(view: PlayerView, piece: string): string {
  const column = view.supply[piece];
  return column ? tr('panel.embarkColumn', { piece: pieceLabel(piece), nation: tr(`counter.nation.${column.nation}`) }) : pieceLabel(piece);
}
