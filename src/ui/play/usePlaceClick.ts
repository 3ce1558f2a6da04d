import { activeSide, phaseInfo } from '../../engine';
import { hexName } from '../describe';
import { t } from '../i18n';
import { useGameStore } from '../store';
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
  return (place) => {
    select(place === 'holdingBox' ? null : place);
    const here = actions.byPlace.get(place) ?? [];
    if (here.length === 1) return dispatch(here[0]!);
    if (here.length > 1) return offerChoice({ place, actions: here });
    const route = actions.reach.get(place);
    const side = activeSide(game);
    if (route && side) return dispatchAll(route.path.map((to) => ({ type: 'moveStep', side, to })));
    const key = place === 'holdingBox' ? 'holdingBox' : `hex:${place}`;
    if (hasPieces(key)) return showPlace(key);
    if (place === 'holdingBox') return say(t('map.nothingBox'));
    return say(t('map.nothing', { place: hexName(place), phase: t(`phase.${game.phase}`), rule: phaseInfo(game.phase).rule }));
  };
}
