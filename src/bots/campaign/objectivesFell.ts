import { getMap, controller } from '../../engine';
import { objectivesOf, type Objective } from './objectives';
import type { Tally } from './tally';

export interface ObjectivesFell {
  /** Town name → the first game turn Chile controlled its hex (3.0), or null if it never did. */
  readonly fell: Readonly<Record<string, number | null>>;
  /** Town name → Chile controls it at the end. */
  readonly heldAtEnd: Readonly<Record<string, boolean>>;
}

/** The turn each objective fell: the first step after which Chile controls its hex (3.0 control). */
export function objectivesFellTally(): Tally<ObjectivesFell> {
  let objectives: Objective[] | null = null;
  const fell: Record<string, number | null> = {};
  return {
    step(step) {
      objectives ??= objectivesOf(getMap(step.after.options));
      for (const o of objectives) if (fell[o.name] == null && controller(step.after, o.hex) === 'chile') fell[o.name] = step.after.turn;
    },
    result: (final) => {
      const list = objectives ?? objectivesOf(getMap(final.options));
      return {
        fell: Object.fromEntries(list.map((o) => [o.name, fell[o.name] ?? null])),
        heldAtEnd: Object.fromEntries(list.map((o) => [o.name, controller(final, o.hex) === 'chile'])),
      };
    },
  };
}
