import { useTranslation } from 'react-i18next';
import type { Side } from '../../engine';
import { SIDE_NAMES } from '../describe';
import { LOG_KINDS } from './logKind';
import type { LogFilter } from './logLines';

/** The log's filters: a turn or all, a side or both, and which kinds of entry (naval, land, supply, dice, turns). */
export function LogFilters({ filter, turns, onChange }: { filter: LogFilter; turns: number; onChange: (filter: LogFilter) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="log-filters" aria-label={t('log.filters')}>
      <label>
        {t('log.turn')}{' '}
        <select value={filter.turn ?? ''} onChange={(e) => onChange({ ...filter, turn: e.target.value ? Number(e.target.value) : null })}>
          <option value="">{t('log.allTurns')}</option>
          {Array.from({ length: turns }, (_, i) => i + 1).map((turn) => (
            <option key={turn} value={turn}>{t('log.turnOption', { turn })}</option>
          ))}
        </select>
      </label>
      <label>
        {t('log.side')}{' '}
        <select value={filter.side ?? ''} onChange={(e) => onChange({ ...filter, side: (e.target.value || null) as Side | null })}>
          <option value="">{t('log.bothSides')}</option>
          <option value="chile">{SIDE_NAMES.chile}</option>
          <option value="allied">{SIDE_NAMES.allied}</option>
        </select>
      </label>
      {LOG_KINDS.map((kind) => (
        <label key={kind} className="log-kind">
          <input
            type="checkbox"
            checked={filter.kinds.has(kind)}
            onChange={(e) => {
              const kinds = new Set(filter.kinds);
              if (e.target.checked) kinds.add(kind);
              else kinds.delete(kind);
              onChange({ ...filter, kinds });
            }}
          />
          {t(`log.kind.${kind}`)}
        </label>
      ))}
    </fieldset>
  );
}
