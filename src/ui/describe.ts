import { getMap, phaseInfo, TURN_DATES, type Action, type GameEvent, type Side } from '../engine';

export const SIDE_NAMES: Readonly<Record<Side, string>> = { chile: 'Chile', allied: 'Allies' };

/** The button text of an action, in the game's words. */
export function actionLabel(action: Action, phase: Parameters<typeof phaseInfo>[0]): string {
  switch (action.type) {
    case 'endPhase':
      return phase === 'setup' ? 'Finish set-up' : `End ${phaseInfo(phase).name}`;
    case 'placeSupplyColumn':
      return `Supply Column to ${hexName(action.hex)}`;
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
    case 'supplyLost':
      return `${SIDE_NAMES[event.side]}: ${event.count} Supply Column${event.count === 1 ? '' : 's'} lost — ${event.reason} (${event.rule})`;
  }
}
