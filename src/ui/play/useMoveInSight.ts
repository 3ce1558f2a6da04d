import { useEffect, useRef } from 'react';
import { getMap, reachableHexes } from '../../engine';
import { HOLDING_BOX, type LandMoveDecision } from '../../engine/land/types';
import { useGameStore } from '../store';
import { mayAct } from './seat';

/**
 * A new roll of the allowance (8.2, or 8.4 rolled again): another move, or the same stack at the same
 * point of its path with the same pieces and another allowance. A step lengthens the path; a piece
 * dropped off leaves fewer pieces (8.2 note).
 */
export function isNewRoll(prev: LandMoveDecision | null, now: LandMoveDecision): boolean {
  if (!prev || prev.path[0] !== now.path[0] || (now.path.length === 1 && prev.path.length !== 1)) return true;
  if (now.path.length !== prev.path.length || now.pieces.length !== prev.pieces.length) return false;
  return now.mp !== prev.mp || now.doubles !== prev.doubles;
}

/**
 * 8.2–8.6: as a land move begins (its allowance rolled, or rolled again: 8.4), the map brings the moving
 * stack and every hex it can reach into view — once a roll, not at every step, and only if they are
 * out of sight (revealView keeps a view that shows them). A move out of the Chile Holding Box lit hexes
 * far down the map, out of sight, and the player had to find them (seen in the table QA rounds).
 */
export function useMoveInSight(): void {
  const game = useGameStore((s) => s.game);
  const players = useGameStore((s) => s.players);
  const viewer = useGameStore((s) => s.viewer);
  const replay = useGameStore((s) => s.replay);
  const focusMap = useGameStore((s) => s.focusMap);
  const last = useRef<LandMoveDecision | null>(null);
  const d = game.pending.at(-1);
  const move = d?.kind === 'landMove' && mayAct({ game, players, viewer, replay }) && d.side === viewer ? d : null;
  useEffect(() => {
    const prev = last.current;
    last.current = move;
    if (!move || !isNewRoll(prev, move)) return;
    const withLand = move.pieces.some((p) => game.units[p]);
    const reach = reachableHexes(game, getMap(game.options), move.side, move.at, move.mp, withLand).map((r) => r.space);
    const hexes = [move.at, ...reach].filter((h) => h !== HOLDING_BOX);
    if (reach.length > 0 && hexes.length > 0) focusMap(hexes);
    // Only when the decision changes (its object is new at every step).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [move]);
}
