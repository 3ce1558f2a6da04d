import { chileVp, getMap, VICTORY_CHECKS, VICTORY_CHECK_TURNS } from '../engine';
import { useGameStore } from './store';

/** Chile's Victory Points now (5.1) and what the next victory check (5.2–5.4) will ask. */
export function VpTally() {
  const game = useGameStore((s) => s.game);
  const vp = chileVp(game, getMap());
  const next = VICTORY_CHECK_TURNS.find((t) => t >= game.turn);
  const check = next ? VICTORY_CHECKS[next] : undefined;
  return (
    <div className="vp-tally" data-testid="vp">
      Chile: <strong>{vp} VP</strong>
      {next && check && (
        <>
          {' '}· next check turn {next}: Chile wins with {check.win}
          {check.suddenDeathBelow !== null ? `, the Allies with fewer than ${check.suddenDeathBelow}` : ''} <span className="rule">({check.rule})</span>
        </>
      )}
    </div>
  );
}
