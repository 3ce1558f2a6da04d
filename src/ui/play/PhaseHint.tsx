import { useTranslation } from 'react-i18next';
import type { Action, PlayerView } from '../../engine';

/**
 * The line that opens a phase's prompt and says what to do in it, where no other prompt does (the NADC,
 * sailing and coast prompts speak for their phases): the Land Movement Phase opened with nothing but
 * "Move from …" buttons, the Land Combat Phase with nothing but "Attack …" ones. Shown while the phase offers its first step and nothing is under way.
 */
export function PhaseHint({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const { t } = useTranslation();
  if (view.pending.length > 0) return null;
  // 8.2–8.6: a move begins with a stack, is rolled for, and enters lit hexes.
  if (view.phase === 'landMovement' && legal.some((a) => a.type === 'beginMove')) {
    return (
      <p className="phase-hint" data-testid="phase-hint">
        {t('phaseHint.landMovement')}
      </p>
    );
  }
  // 7.6: landings are fought first; 8.7–8.11: an attack picks its target, its units, then rolls.
  if (view.phase === 'landCombat') {
    const assault = legal.some((a) => a.type === 'resolveAssault');
    if (!assault && !legal.some((a) => a.type === 'beginAttack')) return null;
    return (
      <p className="phase-hint" data-testid="phase-hint">
        {t(assault ? 'phaseHint.landCombatAssault' : 'phaseHint.landCombat')}
      </p>
    );
  }
  return null;
}
