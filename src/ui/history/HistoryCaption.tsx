import { useTranslation } from 'react-i18next';
import { eventText, hexName, say, turnLabel } from '../describe';
import { currentLanguage } from '../i18n';
import { itemHex } from '../recap/recapItems';
import { recapText } from '../recap/recapText';
import { useGameStore } from '../store';
import { captionOf, INTRO } from './captions';
import { useHistoryStore } from './openWarAsFought';
import { turnSummaries, type TurnSummary } from './turnSummaries';
import './history.css';


/** A change of Chile's VP as the caption writes it: "+2", "−7". */
const signed = (n: number): string => (n === 0 ? '±0' : `${n > 0 ? '+' : '−'}${Math.abs(n)}`);

/**
 * The caption of the war as fought (issue 21), beside the map while that replay is on screen: the
 * turn's dates, what happened in those two months of 1879–1881, and what the turn changed in the game —
 * landings, battles and sinkings (recap/summarise.ts), objectives taken, Chile's VP at its end and the
 * verdict of the victory checks of turns 5, 9 and 12. Stepping the replay changes it; "Next turn" jumps
 * to the next turn's first step. The first turn's caption says what the player is looking at and how to step.
 */
export function HistoryCaption() {
  const { t } = useTranslation();
  const replay = useGameStore((s) => s.replay);
  const replayTo = useGameStore((s) => s.replayTo);
  const lookAt = useGameStore((s) => s.lookAt);
  const history = useHistoryStore((s) => s.states);
  if (!replay || replay.states !== history) return null;
  const turn = replay.states[replay.index]!.turn;
  const summaries = turnSummaries(replay);
  const here = summaries.findIndex((s) => s.turn === turn);
  const summary = summaries[here];
  const previous = summaries[here - 1];
  const next = summaries[here + 1];
  // "Previous turn" from inside a turn goes back to its start first, as a player's "back" button does.
  const back = summary && replay.index > summary.startIndex ? summary : previous;
  const last = here === summaries.length - 1;
  const language = currentLanguage();
  const caption = captionOf(turn, language);

  return (
    <section className="history-caption" data-testid="history-caption" data-turn={turn} aria-label={t('history.menu')}>
      <p className="history-kicker">{t('history.menu')}</p>
      <header className="history-head">
        <button type="button" onClick={() => back && replayTo(back.startIndex)} disabled={!back} aria-label={t('history.previousTurn')} title={t('history.previousTurn')}>
          ‹
        </button>
        <h2 className="history-title" data-testid="history-turn">{turnLabel(turn)}</h2>
        <button type="button" className="history-next" onClick={() => next && replayTo(next.startIndex)} disabled={!next}>
          {t('history.nextTurn')} ›
        </button>
      </header>
      {caption && <h3 data-testid="history-headline">{caption.headline}</h3>}
      {turn === 1 && <p className="history-intro">{INTRO[language]}</p>}
      {caption && (
        <div className="history-story">
          <h4>{t('history.inHistory')}</h4>
          <p data-testid="history-story">{caption.story}</p>
        </div>
      )}
      <div className="history-changes">
        <h4>{t('history.inGame')}</h4>
        {summary ? <Changes summary={summary} lookAt={lookAt} /> : <p>{t('history.notOver')}</p>}
      </div>
      {last && <p className="history-end">{t('history.end', { fork: t('replay.fork') })}</p>}
    </section>
  );
}

/** What the turn changed in the game, each line that happened somewhere a link to its hex on the map. */
function Changes({ summary, lookAt }: { summary: TurnSummary; lookAt: (hex: string | null) => void }) {
  const { t } = useTranslation();
  const lines: { key: string; text: string; hex: string | null; kind: string }[] = [
    ...summary.objectives.map((o) => ({
      key: `objective-${o.hex}`,
      text: t(o.side === 'chile' ? 'history.took' : 'history.retook', { place: hexName(o.hex), vp: o.vp }),
      hex: o.hex,
      kind: 'objective',
    })),
    ...summary.items.map((item, i) => ({ key: `item-${i}`, text: recapText(item), hex: itemHex(item), kind: item.kind })),
  ];
  summary.turnEnd.forEach((event, i) => lines.push({ key: `end-${i}`, text: eventText(event), hex: null, kind: event.type }));
  // Chile's VP and the verdict first: what a glance should find; then the turn's events.
  return (
    <>
      {summary.vp ? (
        <p className="history-vp" data-testid="history-vp" data-vp={summary.vp.chileVp}>
          {t('history.vp', { vp: summary.vp.chileVp, change: signed(summary.vp.change) })}
        </p>
      ) : (
        <p>{t('history.notOver')}</p>
      )}
      {summary.check && (
        <p className="history-check" data-testid="history-check">
          {t('history.check', { win: summary.check.win, outcome: say(summary.check.outcome) })}
        </p>
      )}
      {lines.length === 0 ? (
        <p>{t('history.nothing')}</p>
      ) : (
        <ul className="history-items" data-testid="history-changes">
          {lines.map((line) => (
            <li key={line.key} data-kind={line.kind}>
              {line.hex ? (
                <button type="button" className="log-link" onClick={() => lookAt(line.hex)}>
                  {line.text}
                </button>
              ) : (
                line.text
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
