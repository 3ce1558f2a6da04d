import { throwDie, type DiceState } from '../dice';

/** The next `n` dice a dice state throws (tests). */
export function throwMany(dice: DiceState, n: number): number[] {
  const out: number[] = [];
  let d = dice;
  for (let i = 0; i < n; i++) {
    const t = throwDie(d);
    out.push(t.value);
    d = t.dice;
  }
  return out;
}
