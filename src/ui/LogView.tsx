import { eventText, SIDE_NAMES } from './describe';
import { eventPlace } from './eventPlace';
import { t } from './i18n';
import { RuleLink } from './learn/RuleLink';
import { useGameStore, type LogEvent } from './store';

function logText(event: LogEvent): string {
  if (event.type === 'undone') return `${SIDE_NAMES[event.side]} takes back: ${event.label}`;
  return eventText(event);
}

/** The game log, newest first: each entry with its rule case, and a link to the hex it concerns. */
export function LogView() {
  const log = useGameStore((s) => s.log);
  const select = useGameStore((s) => s.select);
  const entries = log.slice(-120).reverse();
  return (
    <section className="log" aria-label={t('map.log')}>
      <h2>{t('panel.log')}</h2>
      <ol data-testid="log">
        {entries.map((entry, i) => {
          const hex = entry.event.type === 'undone' ? null : eventPlace(entry.event);
          return (
            <li key={`${entry.step}-${i}`} data-step={entry.step}>
              {'rule' in entry.event && typeof entry.event.rule === 'string' && <RuleLink rule={entry.event.rule} />}
              {hex ? (
                <button type="button" className="log-link" onClick={() => select(hex)} title={`Show hex ${hex} on the map`}>
                  {logText(entry.event)}
                </button>
              ) : (
                logText(entry.event)
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
