import type { GameEvent, RollEvent } from '../../engine';
import { say, SIDE_NAMES } from '../describe';
import { t } from '../i18n';
import { DieFace } from './DieFace';
import { RuleLink } from '../learn/RuleLink';
import { needOf, verdictOf } from './actionResult';
import './dice.css';

/**
 * One roll: who rolled for what, the dice, each modifier with its reason and rule case, the result — and,
 * from the events that follow it in its action (`after`), what it needed and what came of it: "= 10"
 * alone did not say whether the raid hit (QA round 7).
 */
export function RollView({ roll, after = [] }: { roll: RollEvent; after?: readonly GameEvent[] }) {
  const need = needOf(roll);
  const verdict = verdictOf(roll, after);
  return (
    <div className={`roll side-${roll.side}`} data-testid="roll">
      <div className="roll-head">
        <strong>{SIDE_NAMES[roll.side]}</strong>: {say(roll.purpose)} <RuleLink rule={roll.rule} />
      </div>
      <div className="roll-dice">
        {roll.dice.map((d, i) => (
          <DieFace key={i} value={d} tone={roll.side === 'chile' ? 'light' : 'light'} />
        ))}
        <span className="roll-reading">{roll.reading === 'highest' && roll.dice.length > 1 ? t('panel.higherDie') : roll.dice.length > 1 ? t('panel.sum') : ''}</span>
      </div>
      {roll.modifiers.length > 0 && (
        <ul className="roll-mods">
          {roll.modifiers.map((m, i) => (
            <li key={i}>
              {m.value >= 0 ? '+' : ''}
              {m.value} {say(m)} <RuleLink rule={m.rule} />
            </li>
          ))}
        </ul>
      )}
      <div className="roll-result">
        = <strong>{roll.result}</strong>
      </div>
      {(need || verdict) && (
        <div className="roll-verdict" data-testid="roll-verdict">
          {need}
          {need && verdict ? ' — ' : ''}
          {verdict && <strong className="result-verdict">{verdict}</strong>}
        </div>
      )}
    </div>
  );
}
