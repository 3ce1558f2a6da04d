import { useEffect, useMemo, useRef } from 'react';
import { useGameStore } from '../store';
import { decisionHexes } from './decisionHexes';
import { mayAct } from './seat';

/**
 * A decision or phase whose targets are hexes on the map (decisionHexes: a naval battle's hex, a land
 * battle's hexes, the lit targets of an attack) comes to the player at the screen: `reveal` is asked to
 * bring them into view (the map does only if none of them is in sight) — once a decision, so the
 * player's own panning afterwards is left alone. Never for a bot's decision or in a replay; the map
 * that calls it is not drawn under the hand-over cover, and a player who takes the device over is
 * shown the decision that waits for him. Tablet QA: the Land Combat Phase's lit target (Tocopilla) lay
 * under the top of the map, out of reach, and a naval battle at 1908 was never brought into view.
 */
export function useDecisionInSight(reveal: (hexes: readonly string[]) => void): void {
  const game = useGameStore((s) => s.game);
  const players = useGameStore((s) => s.players);
  const viewer = useGameStore((s) => s.viewer);
  const replay = useGameStore((s) => s.replay);
  const active = mayAct({ game, players, viewer, replay }) && !game.result;
  const hexes = useMemo(() => (active ? decisionHexes(game) : []), [active, game]);
  const top = game.pending.at(-1);
  const key = hexes.length > 0 ? `${game.turn}|${game.side}|${game.phase}|${top?.kind ?? ''}|${top?.side ?? ''}|${[...hexes].sort().join(' ')}` : null;
  const last = useRef<string | null>(null);
  const latest = useRef(reveal);
  latest.current = reveal;
  useEffect(() => {
    if (key === null || key === last.current) return;
    last.current = key;
    latest.current(hexes);
    // Only when the decision changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
