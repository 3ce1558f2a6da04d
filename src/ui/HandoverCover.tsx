import { activeSide } from '../engine';
import { SIDE_NAMES } from './describe';
import { useGameStore } from './store';

/**
 * Hot seat: when the side that must act is not the player at the screen, this cover replaces the whole
 * board (nothing of the previous player's secrets stays in the page) until the next player takes over.
 */
export function HandoverCover() {
  const game = useGameStore((s) => s.game);
  const takeOver = useGameStore((s) => s.takeOver);
  const next = activeSide(game);
  if (!next) return null;
  const decision = game.pending.at(-1);
  return (
    <div className="handover" data-testid="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className={`handover-card side-${next}`}>
        <h2 id="handover-title">Pass the device to {next === 'chile' ? 'Chile' : 'the Allies'}</h2>
        <p>{decision ? `${SIDE_NAMES[next]} must decide: ${decision.prompt}` : `It is the ${SIDE_NAMES[next]} player's turn.`}</p>
        <p className="handover-note">The other player should look away: what comes next is for {SIDE_NAMES[next]} only.</p>
        <button type="button" autoFocus onClick={() => takeOver(next)}>
          I am {SIDE_NAMES[next] === 'Allies' ? 'the Allied player' : 'the Chilean player'} — show my board
        </button>
      </div>
    </div>
  );
}
