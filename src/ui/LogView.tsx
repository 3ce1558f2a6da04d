import { eventText, SIDE_NAMES } from './describe';
import { eventPlace } from './eventPlace';
import { t } from './i18n';
import { RuleLink } from './learn/RuleLink';
import { useGameStore, type LogEvent } from './store';

function logText(event: LogEvent): string {
  if (event.type === 'undone') return t('describe.event.undone', { side: SIDE_NAMES[event.side], label: event.label });
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
          const rule = 'rule' in entry.event && typeof entry.event.rule === 'string' ? entry.event.rule : '';
          // The case the text ends with becomes a link to the rules reference.
          let text = logText(entry.event);
          if (rule && text.endsWith(`(${rule})`)) text = text.slice(0, -(rule.length + 2)).trimEnd();
          return (
            <li key={`${entry.step}-${i}`} data-step={entry.step}>
              {hex ? (
                <button type="button" className="log-link" onClick={() => select(hex)} title={t('map.hex', { hex })}>
                  {text}
                </button>
              ) : (
                text
              )}{' '}
              <RuleLink rule={rule} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
