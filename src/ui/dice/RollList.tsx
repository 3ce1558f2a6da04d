import { useId, useState } from 'react';
import type { GameEvent, RollEvent } from '../../engine';
import { t } from '../i18n';
import { RollView } from './RollView';

/**
 * The rolls shown before "Show all N rolls". Five: a small battle (the two initiative dice of 8.8 and a
 * combat die or two per side, 8.9) is seen whole, and a big one shows who won the initiative and how its
 * first combat dice went; a roll with its modifiers and verdict is 90–140 px high, so five stay within
 * one screen of the side panel, where a big land battle or a naval combat (10–14 rolls) took two or
 * three and pushed the log far down.
 */
export const ROLLS_SHOWN = 5;

/** A roll and the events after it in its action (what it needed and what came of it, read by RollView). */
export interface ListedRoll {
  readonly roll: RollEvent;
  readonly after: readonly GameEvent[];
}

/**
 * The Dice panel's rolls in the order rolled: the first ROLLS_SHOWN, then a button that shows all of
 * them (and again fewer). Every roll stays a tap or a key away, with its purpose, modifiers and result.
 * Give it a `key` per list, so that another battle starts short again.
 */
export function RollList({ rolls }: { rolls: readonly ListedRoll[] }) {
  const [all, setAll] = useState(false);
  const id = useId();
  const long = rolls.length > ROLLS_SHOWN;
  const shown = long && !all ? rolls.slice(0, ROLLS_SHOWN) : rolls;
  return (
    <>
      <div id={id} className="roll-list">
        {shown.map(({ roll, after }, i) => (
          <RollView key={i} roll={roll} after={after} />
        ))}
      </div>
      {long && (
        <button type="button" className="rolls-toggle" data-testid="rolls-toggle" aria-expanded={all} aria-controls={id} onClick={() => setAll(!all)}>
          {all ? t('panel.rollsFewer') : t('panel.rollsAll', { count: rolls.length })}
        </button>
      )}
    </>
  );
}
