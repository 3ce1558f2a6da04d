import { getMap, phaseInfo, whyNot, type GameState, type Intent } from '../../engine';
import { portLackingProvisions } from '../../engine/naval/provisions';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { hexName, placeName, say as sayMessage } from '../describe';
import { i18n, t } from '../i18n';
import { atLineStart } from '../i18n/atLineStart';
import { fleetName } from '../naval/fleetName';
import { interceptAndRoll } from '../naval/interceptAndRoll';
import { areaOrders, nadcSelection, orderableAt } from '../naval/nadcSelection';
import { shownStack, stackAtPlace } from '../naval/shownStack';
import { legalActionsOf, sideToAct, useGameStore, viewOf } from '../store';
import { actionTarget } from './actionTarget';
import { choiceEntries, likeness } from './choiceEntries';
import { mayAct } from './seat';
import { pickForSetup } from './takeEntry';
import type { HexActions } from './useHexActions';

/**
 * A click on a hex (or its stack): pick a stack of ships to give an NADC (4.1 I, 4.2) or to sail
 * (7.2), take the one legal action aimed there, offer a choice when there are several, walk a
 * reachable route during a land move, else open the stack, else say why nothing happens; at set-up,
 * offer what may be placed there and pick a piece placed there; declare interceptors at their hex, and
 * roll as the panel does when nothing is left to choose (7.3). Every action sent comes from legalActions.
 */
export function usePlaceClick(actions: HexActions, hasPieces: (place: string) => boolean): (place: string) => void {
  const dispatch = useGameStore((s) => s.dispatch);
  const dispatchAll = useGameStore((s) => s.dispatchAll);
  const offerChoice = useGameStore((s) => s.offerChoice);
  const showPlace = useGameStore((s) => s.showPlace);
  const select = useGameStore((s) => s.select);
  const selectPiece = useGameStore((s) => s.selectPiece);
  const say = useGameStore((s) => s.say);
  const game = useGameStore((s) => s.game);
  const selectedPiece = useGameStore((s) => s.selectedPiece);
  const openPlace = useGameStore((s) => s.openPlace);
  const selectedHex = useGameStore((s) => s.selectedHex);
  const nadcPick = useGameStore((s) => s.nadcPick);
  const players = useGameStore((s) => s.players);
  const viewer = useGameStore((s) => s.viewer);
  const replay = useGameStore((s) => s.replay);
  return (place) => {
    // Each click gets its own answer: the last one's why-not stood over the menu a later click opened (table QA round 11).
    say(null);
    // 4.1 I / 4.2: a stack picked for an NADC and a sea hex of a lit naval area given (the keyboard's
    // Enter on the hex cursor; a mouse click lands on the area's own shape): the order, as a click on the
    // area — before the hex is selected, which would drop the stack picked (QA round 6: Enter on a lit
    // sea hex said "nothing to do here" and let the fleet go). A hex holding another stack that may take
    // an NADC picks that stack instead, as on the area.
    if (mayAct({ game, players, viewer, replay })) {
      const side = sideToAct(game);
      const view = side ? viewOf(game, side) : null;
      const legal = legalActionsOf(game);
      const selection = view ? nadcSelection(view, legal, selectedHex, openPlace, selectedPiece, nadcPick) : null;
      const area = getMap(game.options).hexes[place]?.seaArea;
      const orders = selection && area && view && orderableAt(view, legal, place).length === 0 ? areaOrders(selection, area) : [];
      if (orders.length > 0) {
        for (const a of orders) dispatch(a);
        return;
      }
      // 4.1 I: a land hex with nothing to do, the stack picked for an NADC: an NADC names a naval area.
      // It was told "nothing to do here in the Administrative Phase" and the stack was let go (table QA round 13).
      if (selection && view && !area && place !== 'holdingBox' && orderableAt(view, legal, place).length === 0 && (actions.byPlace.get(place) ?? []).length === 0) {
        // A land hex with pieces: the pick is dropped and the hex is shown, as a tap with nothing picked
        // (a tap on the Chilean stack at Lima was refused, and only Esc let the fleet go: tablet QA).
        if (!hasPieces(`hex:${place}`)) {
          say(atLineStart(t('map.nadcNeedsArea', { place: hexName(place) }), i18n.language));
          return;
        }
        selectPiece(null);
      }
    }
    select(place === 'holdingBox' ? null : place);
    const key = place === 'holdingBox' ? 'holdingBox' : `hex:${place}`;
    if (!mayAct({ game, players, viewer, replay })) {
      // Issue 17: not this player's move (a bot's, or a replay): the stack opens to look at, nothing more,
      // and no "why not" is asked of the engine for the other side (the prompt says the bot is playing).
      if (hasPieces(key)) showPlace(key);
      return;
    }
    const side = sideToAct(game);
    const legal = legalActionsOf(game);
    const view = side ? viewOf(game, side) : null;
    // 3.1: with no piece picked, the set-up's moves of the pieces placed here are aimed here only to pick
    // them (useHexActions); what would be done here is the rest.
    const aimed = actions.byPlace.get(place) ?? [];
    const doneHere = aimed.filter((a) => a.type !== 'setupPlace' || actionTarget(a).place === place);
    // 4.1 I / 4.2: a stack of ships that may take an NADC is picked: the naval areas light up (NavalOrdersLayer).
    // A second click on the picked stack opens it, to pick one ship of it alone (or, at set-up, any piece to move again).
    if (view && orderableAt(view, legal, place).length > 0 && doneHere.length === 0) {
      if (place === 'holdingBox') {
        selectPiece(null);
        showPlace(key); // the Holding Box is picked by opening it (it has no hex to outline)
      } else if (selectedHex === place && openPlace !== key) showPlace(key);
      else if (selectedHex !== place) {
        selectPiece(null);
        if (openPlace) showPlace(null);
        if (aimed.length > 0) say(t('setupTray.moveInStack'));
      }
      return;
    }
    // 7.2: a click on another waiting stack picks it; its moves light up instead.
    if (view && game.phase === 'navalMovement' && game.pending.length === 0) {
      const there = stackAtPlace(view, legal, place);
      const shown = shownStack(view, legal, selectedPiece);
      // Not where the stack shown may sail: the port it is to return to held other ships, and the click
      // picked them (their embarkations offered) instead of sailing it home (QA round 8); both are offered below.
      const sailsHere = shown !== null && (actions.byPlace.get(place) ?? []).some((a) => (a.type === 'sail' || a.type === 'enterHoldingBox') && a.stack === shown.id);
      if (there && shown?.status !== 'sailing' && there.id !== shown?.id && !sailsHere) return selectPiece(there.id);
      // 7.8: the shown stack cannot leave its port: say which port lacks the Supply Column.
      const lack = shown ? portLackingProvisions(publicRecords(view), getMap(view.options), shown) : null;
      if (shown && lack && !actions.byPlace.get(place)?.length) {
        if (hasPieces(key)) showPlace(key);
        return say(t('navalTable.sail.noProvisions', { fleet: fleetName(shown.ships), place: placeName(lack), count: shown.ships.length }));
      }
    }
    const here = actions.byPlace.get(place) ?? [];
    // 3.1–3.5, no piece picked: what may be placed here is offered (never placed at one tap), with the
    // pieces placed here to move again; a lone piece placed here, with nothing else, is picked at once.
    if (game.phase === 'setup' && here.length > 0 && here.every((a) => a.type === 'setupPlace' && a.piece !== selectedPiece)) {
      const entries = choiceEntries(here, likeness(game), place);
      const lone = entries.length === 1 ? entries[0]! : null;
      return lone?.kind === 'pick' ? pickForSetup(lone.piece) : offerChoice({ place, actions: here });
    }
    // 7.2: a hex on the way, outside the lit goal, is sailed to at a second click: one stray click on the
    // sea sailed a fleet seven hexes off, away from its area (QA round 5).
    const only = here.length === 1 ? here[0]! : null;
    if (only?.type === 'sail' && actions.sail && !actions.sail.goals.has(place) && selectedHex !== place) {
      const fleet = view ? shownStack(view, legal, selectedPiece) : null;
      // The hex begins the sentence: "Hex 1215 is on the way" (it read "hex 1215 is …": table QA round 11).
      return say(atLineStart(t('navalTable.sail.waypoint', { hex: hexName(place), fleet: fleet ? fleetName(fleet.ships) : '' }), i18n.language));
    }
    // 7.3: the interceptors' hex declares them as the panel's button does, and rolls at once when
    // nothing is left to choose (issue 20: the map only declared, a second tap rolled).
    if (only) return only.type === 'intercept' ? interceptAndRoll(only) : dispatch(only);
    if (here.length > 1) return offerChoice({ place, actions: here });
    const route = actions.reach.get(place);
    if (route && side) return dispatchAll(route.path.map((to) => ({ type: 'moveStep', side, to })));
    if (place === 'holdingBox') return hasPieces(key) ? showPlace(key) : say(t('map.nothingBox'));
    // Why not? — the engine answers in one sentence with the rule case (issue 11).
    const why = whyNot(game, getMap(game.options), intentFor(game, place, selectedPiece));
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
