import { useMemo } from 'react';
import { getMap, reachableHexes, type Action, type GameState, type Reach } from '../../engine';
import { sailDistances } from '../../engine/naval/sailPlan';
import { shownStack } from '../naval/shownStack';
import { legalActionsOf, sideToAct, useGameStore, viewOf } from '../store';
import { actionTarget } from './actionTarget';
import { pieceLocator } from './pieceLocator';
import { mayAct } from './seat';

/** 7.2: the stack whose sail targets are lit, the number of hexes to each, and the hexes of its goal. */
export interface SailReach {
  readonly stack: string;
  readonly steps: ReadonlyMap<string, number>;
  /** Hexes of its NADC area (or, returning, friendly ports): the map marks them and their distance. */
  readonly goals: ReadonlySet<string>;
  /** The nearest of them (the prompt shows the way there and its interception risk). */
  readonly goal: string | null;
}

export interface HexActions {
  /** Legal actions aimed at each place (filtered by the selected piece or stack, if one is selected). */
  readonly byPlace: ReadonlyMap<string, Action[]>;
  /** During a land move (8.2): every space the moving stack can still reach, with its cost and route. */
  readonly reach: ReadonlyMap<string, Reach>;
  /** During the Naval Movement Phase: the shown stack's sail targets (null when no stack may sail). */
  readonly sail: SailReach | null;
}

/** What a click on each hex can do now, for the player at the screen. */
export function hexActions(game: GameState, selected: string | null): HexActions {
  const byPlace = new Map<string, Action[]>();
  const legal = legalActionsOf(game);
  const side = sideToAct(game);
  // Embarkations, landings, raids and infernal machines are aimed where their pieces are, as this player sees them.
  const seen = side ? viewOf(game, side) : null;
  const locate = seen ? pieceLocator(seen) : undefined;
  // 7.2: in the Naval Movement Phase one stack's moves are lit at a time (the one sailing, picked, or first waiting).
  const view = seen && game.phase === 'navalMovement' ? seen : null;
  const stack = view ? shownStack(view, legal, selected) : null;
  const focus = stack?.id ?? selected;
  const withSubject = legal.filter((a) => actionTarget(a).subject !== null);
  const selectedMatters = focus !== null && withSubject.some((a) => actionTarget(a).subject === focus);
  for (const a of legal) {
    const t = actionTarget(a, locate);
    if (!t.place) continue;
    if (selectedMatters && t.subject !== null && t.subject !== focus) continue;
    // 3.1–3.5, no piece picked: a placement of a piece still to place is aimed at where it may go (a tap
    // there offers what may go there); a placed piece's moves, at where it stands (a tap there picks it).
    const place = !selectedMatters && a.type === 'setupPlace' ? (locate?.(a.piece) ?? t.place) : t.place;
    byPlace.set(place, [...(byPlace.get(place) ?? []), a]);
  }
  const reach = new Map<string, Reach>();
  const move = game.pending.at(-1);
  if (move?.kind === 'landMove' && legal.some((a) => a.type === 'moveStep')) {
    const withLand = move.pieces.some((p) => game.units[p]);
    for (const r of reachableHexes(game, getMap(game.options), move.side, move.at, move.mp, withLand)) reach.set(r.space, r);
  }
  let sail: SailReach | null = null;
  if (view && stack && game.pending.length === 0 && legal.some((a) => a.type === 'sail' && a.stack === stack.id)) {
    const d = sailDistances(view, getMap(view.options), stack);
    sail = { stack: stack.id, steps: d.steps, goals: d.goals, goal: d.goal };
  }
  return { byPlace, reach, sail };
}

const NONE: HexActions = { byPlace: new Map(), reach: new Map(), sail: null };

/**
 * The hex actions of the player at the screen: none in a replay, for an observer, or while a bot's side
 * is to act (issue 17: no click acts for the bot, and its legal moves, which could hint at its secret
 * orders, are not highlighted).
 */
export function useHexActions(): HexActions {
  const game = useGameStore((s) => s.game);
  const selected = useGameStore((s) => s.selectedPiece);
  const viewer = useGameStore((s) => s.viewer);
  const players = useGameStore((s) => s.players);
  const replay = useGameStore((s) => s.replay);
  return useMemo(
    () => (mayAct({ game, players, viewer, replay }) ? lastHexActions(game, selected) : NONE),
    [game, selected, viewer, players, replay],
  );
}

/** The map and the tray's Holding Box both ask for the same state's hex actions: worked out once. */
let last: { game: GameState; selected: string | null; actions: HexActions } | null = null;
function lastHexActions(game: GameState, selected: string | null): HexActions {
  if (last?.game !== game || last.selected !== selected) last = { game, selected, actions: hexActions(game, selected) };
  return last.actions;
}
