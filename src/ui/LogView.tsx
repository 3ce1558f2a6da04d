import { measureElement as measureRow, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { t } from './i18n';
import { RuleLink } from './learn/RuleLink';
import { LogFilters } from './log/LogFilters';
import { LOG_KINDS } from './log/logKind';
import { logLines, shown, type LogFilter } from './log/logLines';
import { lineText } from './log/lineText';
import { useGameStore } from './store';
import './log/log.css';

/** A row's height before it is measured (one line of text). */
const ROW_ESTIMATE = 20;
/** The list's size when it cannot be measured (not laid out yet): a screenful of rows is drawn. */
const UNMEASURED = { width: 340, height: 480 };

/**
 * A row's measured height, or the estimate where it measures nothing: a row of a hidden log (the side
 * panel's sheet closed on a tablet) is 0 px high, and rows of 0 px make room for more rows, each
 * measured 0 in turn, one render after another — with a whole game's log, past React's limit of nested
 * updates: a long game opened or turned on a tablet (1024×768) crashed the app.
 */
const rowHeight = (measured: number): number => (measured > 0 ? measured : ROW_ESTIMATE);

/**
 * The game log, complete and newest first: each march on one line (from, to, MP, attrition), every other
 * event on its own, each with its rule case and a link to the hex it concerns; filtered by turn, side
 * and kind; only the rows in sight are drawn (@tanstack/react-virtual), so a long game scrolls freely.
 * The log holds the events both players see (no NADC area, no die to come: see docs/security.md).
 */
export function LogView() {
  const log = useGameStore((s) => s.log);
  const turn = useGameStore((s) => s.game.turn);
  const lookAt = useGameStore((s) => s.lookAt);
  const [filter, setFilter] = useState<LogFilter>({ turn: null, side: null, kinds: new Set(LOG_KINDS) });
  const all = useMemo(() => logLines(log), [log]);
  const lines = useMemo(() => all.filter((line) => shown(line, filter)).reverse(), [all, filter]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 12,
    getItemKey: (i) => lines[i]!.key,
    initialRect: UNMEASURED,
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : UNMEASURED)),
    measureElement: (row, entry, instance) => rowHeight(measureRow(row, entry, instance)),
  });
  return (
    <section className="log" aria-label={t('map.log')}>
      <h2>{t('panel.log')}</h2>
      <LogFilters filter={filter} turns={turn} onChange={setFilter} />
      <p className="log-count" data-testid="log-count">{t('log.shown', { shown: lines.length, total: all.length })}</p>
      <div className="log-scroll" ref={scrollRef}>
        <ol data-testid="log" className="log-rows" style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((row) => {
            const line = lines[row.index]!;
            const { text, rule, hex } = lineText(line);
            return (
              <li key={row.key} data-index={row.index} ref={rows.measureElement} data-step={line.step} data-line={line.type} style={{ transform: `translateY(${row.start}px)` }}>
                {hex ? (
                  <button type="button" className="log-link" onClick={() => lookAt(hex)} title={t('map.hex', { hex })}>
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
        {lines.length === 0 && <p className="log-none">{t('log.none')}</p>}
      </div>
    </section>
  );
}
