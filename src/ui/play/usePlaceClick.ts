import { getMap, phaseInfo, whyNot, type GameState, type Intent } from '../../engine';
import { hexName, say as sayMessage } from '../describe';
import { t } from '../i18n';
import { sideToAct, useGameStore } from '../store';
import { mayAct } from './seat';
import type { HexActions } from './useHexActions';

/**
 * A click on a hex (or its stack): take the one legal action aimed there, offer a choice when there
 * are several, walk a reachable route during a land move, else open the stack, else say why nothing
 * happens. Every action sent comes from legalActions.
 */
export function usePlaceClick(actions: HexActions, hasPieces: (place: string) => boolean): (place: string) => void {
  const dispatch = useGameStore((s) => s.dispatch);
  const dispatchAll = useGameStore((s) => s.dispatchAll);
  const offerChoice = useGameStore((s) => s.offerChoice);
  const showPlace = useGameStore((s) => s.showPlace);
  const select = useGameStore((s) => s.select);
  const say = useGameStore((s) => s.say);
  const game = useGameStore((s) => s.game);
  const selectedPiece = useGameStore((s) => s.selectedPiece);
  const players = useGameStore((s) => s.players);
  const viewer = useGameStore((s) => s.viewer);
  const replay = useGameStore((s) => s.replay);
  return (place) => {
    select(place === 'holdingBox' ? null : place);
    const key = place === 'holdingBox' ? 'holdingBox' : `hex:${place}`;
    if (!mayAct({ game, players, viewer, replay })) {
      // Issue 17: not this player's move (a bot's, or a replay): the stack opens to look at, nothing more,
      // and no "why not" is asked of the engine for the other side (the prompt says the bot is playing).
      if (hasPieces(key)) showPlace(key);
      return;
    }
    const here = actions.byPlace.get(place) ?? [];
    if (here.length === 1) return dispatch(here[0]!);
    if (here.length > 1) return offerChoice({ place, actions: here });
    const route = actions.reach.get(place);
    const side = sideToAct(game);
    if (route && side) return dispatchAll(route.path.map((to) => ({ type: 'moveStep', side, to })));
    if (place === 'holdingBox') return hasPieces(key) ? showPlace(key) : say(t('map.nothingBox'));
    // Why not? — the engine answers in one sentence with the rule case (issue 11).
    const why = whyNot(game, getMap(), intentFor(game, place, selectedPiece));
    if (hasPieces(key)) showPlace(key);
    if (why) return say(sayMessage(why.message));
    return say(t('map.nothing', { place: hexName(place), phase: t(`describe.phase.${game.phase}`), rule: phaseInfo(game.phase).rule }));
  };
}

/** What the player most likely meant by clicking this hex now (for the why-not answer). */
function intentFor(game: GameState, hex: string, selectedPiece: string | null): Intent {
  const pending = game.pending.at(-1);
  if (pending?.kind === 'landMove') return { kind: 'landMoveTo', hex };
  if (game.phase === 'navalMovement' && !pending) return { kind: 'sailTo', hex };
  if (selectedPiece && (game.phase === 'setup' || game.phase === 'consumeSupply')) return { kind: 'place', piece: selectedPiece, hex };
  return { kind: 'hex', hex };
}
