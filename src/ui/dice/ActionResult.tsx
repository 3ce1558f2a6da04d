import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../engine';
import { RuleLink } from '../learn/RuleLink';
import { useGameStore } from '../store';
import { lastActionResult, type ResultLine } from './actionResult';
import './dice.css';

/** One line: "Raid by Almirante Cochrane on Fort Arica: 1 + 6, modified +2: 9, needed less than 7 — miss (7.7)". */
export function ResultText({ line }: { line: ResultLine }) {
  return (
    <>
      {line.head && <strong>{line.head}: </strong>}
      {line.body}
      {line.verdict && (
        <>
          {line.body ? ' — ' : ''}
          <strong className="result-verdict">{line.verdict}</strong>
        </>
      )}{' '}
      <RuleLink rule={line.rule} />
    </>
  );
}

/**
 * What the player's own last action rolled, against what, and what came of it, at the top of his
 * prompt (QA round 7: a raid's dice, the supply roll, a unit lost to attrition, a battle's dice were only
 * in the log or the Dice panel, out of sight). Nothing when that action rolled and lost nothing.
 */
export function ActionResult({ side }: { side: Side }) {
  const { t, i18n } = useTranslation();
  const game = useGameStore((s) => s.game);
  const actions = useGameStore((s) => s.actions);
  const log = useGameStore((s) => s.log);
  // The lines are words: made again when the language changes (they stayed in the old one: QA round 18).
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lines = useMemo(() => lastActionResult({ game, actions, log }, side), [game, actions, log, side, language]);
  if (lines.length === 0) return null;
  return (
    <ul className="action-result" data-testid="action-result" aria-label={t('results.label')}>
      {lines.map((line, i) => (
        <li key={i} data-testid="result-line">
          <ResultText line={line} />
        </li>
      ))}
    </ul>
  );
}
