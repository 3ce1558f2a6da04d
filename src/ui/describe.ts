import { phaseInfo, TURN_DATES, type Action, type GameEvent, type Side } from '../engine';

export const SIDE_NAMES: Readonly<Record<Side, string>> = { chile: 'Chile', allied: 'Allies' };

/** The button text of an action, in the game's words. */
export function actionLabel(action: Action, phase: Parameters<typeof phaseInfo>[0]): string {
  switch (action.type) {
    case 'endPhase':
      return `End ${phaseInfo(phase).name}`;
  }
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
  }
}
