import { getMap, phaseInfo, pieceName, TURN_DATES, type Action, type GameEvent, type Location, type Side } from '../engine';

export const SIDE_NAMES: Readonly<Record<Side, string>> = { chile: 'Chile', allied: 'Allies' };

/** The button text of an action, in the game's words. */
export function actionLabel(action: Action, phase: Parameters<typeof phaseInfo>[0]): string {
  switch (action.type) {
    case 'endPhase':
      return phase === 'setup' ? 'Finish set-up' : `End ${phaseInfo(phase).name}`;
    case 'placeSupplyColumn':
      return `Supply Column to ${hexName(action.hex)}`;
    case 'setupPlace':
      return `Place ${pieceName(action.piece)} in ${placeName(action.to)}`;
    case 'historicalSetup':
      return 'Historical set-up';
    case 'eliminateUnit':
      return `Eliminate ${pieceName(action.unit)}`;
    case 'orderShip':
      return action.area === null ? `Take back ${pieceName(action.ship)}'s NADC` : `NADC ${action.area} for ${pieceName(action.ship)}`;
  }
}

/** A hex by its town's name when it has one: "Lima (2008)", else "hex 2415". */
export function hexName(hex: string): string {
  const town = getMap().hexes[hex]?.town;
  return town ? `${town.name} (${hex})` : `hex ${hex}`;
}

export function turnLabel(turn: number): string {
  return `Turn ${turn} · ${TURN_DATES[turn - 1] ?? ''}`;
}

/** One readable line per event for the log. */
export function eventText(event: GameEvent): string {
  switch (event.type) {
    case 'phaseBegan':
      return `${SIDE_NAMES[event.side]}: ${phaseInfo(event.phase).numeral}. ${phaseInfo(event.phase).name} (turn ${event.turn})`;
    case 'roll': {
      const mods = event.modifiers.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${m.reason} (${m.rule})`).join(', ');
      return `${SIDE_NAMES[event.side]} rolls for ${event.purpose}: ${event.dice.join(', ')}${mods ? ` ${mods}` : ''} → ${event.result}`;
    }
    case 'victoryChecked':
      return `Victory check, turn ${event.turn}: ${event.outcome}`;
    case 'gameOver':
      return `Game over: ${event.result.summary}`;
    case 'supplyPlaced':
      return `${SIDE_NAMES[event.side]}: ${event.count} Supply Column${event.count === 1 ? '' : 's'} placed in ${event.where} (${event.rule})`;
    case 'placed':
      return `${SIDE_NAMES[event.side]} places ${pieceName(event.piece)} in ${placeName(event.to)}`;
    case 'nadcAssigned':
      return `${SIDE_NAMES[event.side]} ${event.assigned ? 'stacks an NADC with' : 'takes the NADC from'} ${pieceName(event.ship)} (${event.rule})`;
    case 'eliminated':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.piece)} eliminated — ${event.reason} (${event.rule})`;
    case 'historicalSetup':
      return `${SIDE_NAMES[event.side]} takes the historical set-up (${event.rule})`;
    case 'supplyLost':
      return `${SIDE_NAMES[event.side]}: ${event.count} Supply Column${event.count === 1 ? '' : 's'} lost — ${event.reason} (${event.rule})`;
  }
}

/** A location in the players' words, with town names. */
export function placeName(location: Location): string {
  switch (location.kind) {
    case 'hex':
      return hexName(location.hex);
    case 'holdingBox':
      return 'the Chile Holding Box';
    case 'recruitPool':
      return 'the recruit pool';
    case 'turnTrack':
      return `turn box ${location.turn}`;
    case 'aboard':
      return `aboard ${pieceName(location.transport)}`;
    case 'deadPile':
      return 'the dead pile';
    case 'outOfPlay':
      return 'out of play';
    case 'unplaced':
      return 'no place yet';
  }
}
