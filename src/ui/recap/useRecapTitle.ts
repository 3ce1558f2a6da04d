import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDE_NAMES } from '../describe';
import { useGameStore } from '../store';
import { withinPlayerTurn } from './recapSpan';
import { useRecapStore } from './recapStore';

/**
 * The recap's title, or null when it is closed: "Since your last turn", "Since your last move" (handed
 * the device back within a player turn, after the other side answered an interception or took its
 * hits: read from the game's states, since a game opened from a position or a lesson has no phaseBegan
 * line for the player turn it was opened in), or the player turn reopened from the turn track.
 */
export function useRecapTitle(): string | null {
  const { t } = useTranslation();
  const span = useRecapStore((s) => s.span);
  const log = useGameStore((s) => s.log);
  const game = useGameStore((s) => s.game);
  const start = useGameStore((s) => s.start);
  const actions = useGameStore((s) => s.actions);
  const midTurn = useMemo(() => span?.kind === 'since' && withinPlayerTurn({ game, start, actions, log }, span), [span, game, start, actions, log]);
  if (!span) return null;
  return span.kind === 'since' ? t(midTurn ? 'recap.titleMove' : 'recap.title') : t('recap.titleTurn', { turn: span.turn, side: SIDE_NAMES[span.side] });
}
