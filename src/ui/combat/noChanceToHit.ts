import { raidOdds, type Action } from '../../engine';

/**
 * 7.6: a raid that cannot hit: two dice plus the target's raid modifier never come below the raider's
 * gunfire (Abtao, gunfire 3, against a battalion of +1). Still legal, and still offered (the engine lists
 * it), but drawn apart and last: at Iquique four such raids stood among the others, and against a fort
 * each one still draws its return fire (QA round 19a, MINOR-6). Gunfire shots are never hopeless (7.10:
 * a 1 always sinks).
 */
export function noChanceToHit(action: Action): boolean {
  return action.type === 'raid' && raidOdds(action.ship, action.target).pHit === 0;
}

/** The actions in their order, those with no chance to hit moved after the rest (7.6). */
export function hopelessLast(actions: readonly Action[]): readonly Action[] {
  const hopeless = actions.filter(noChanceToHit);
  return hopeless.length === 0 ? actions : [...actions.filter((a) => !noChanceToHit(a)), ...hopeless];
}
