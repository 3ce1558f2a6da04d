import { useMemo } from 'react';
import { useGameStore } from '../store';
import { buildRecapWithDice } from './buildRecap';
import type { RecapItem } from './recapItems';
import { useRecapStore } from './recapStore';
import type { ItemDie } from './summarise';

/**
 * The recap's line the map shows (the recap stepped to it) and its dice, told to the player at the
 * screen from the span's log lines (which both players see); null when the recap is closed, shows
 * every line, or the line rolled no die (QA round 19c: the Dice panel stayed on the last battle).
 */
export function useRecapDice(): { item: RecapItem; cursor: number; dice: readonly ItemDie[] } | null {
  const span = useRecapStore((s) => s.span);
  const cursor = useRecapStore((s) => s.cursor);
  const game = useGameStore((s) => s.game);
  const start = useGameStore((s) => s.start);
  const actions = useGameStore((s) => s.actions);
  const log = useGameStore((s) => s.log);
  const viewer = useGameStore((s) => s.viewer);
  const told = useMemo(() => (span ? buildRecapWithDice({ game, start, actions, log }, viewer, span) : null), [span, game, start, actions, log, viewer]);
  if (!told || cursor === null) return null;
  const item = told.items[cursor];
  const dice = told.dice[cursor];
  return item && dice && dice.length > 0 ? { item, cursor, dice } : null;
}
