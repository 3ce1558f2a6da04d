import { describe, expect, it } from 'vitest';
import { newGame } from './newGame';
import { rekeyDice } from './rekeyDice';
import { throwDie } from './dice';
import { viewFor } from './viewFor';

describe('rekeyDice (issue 17: a branch of a live game rolls dice nothing in the replay foretold)', () => {
  it('keeps the game and the count of dice thrown, and gives another stream under the new secret', () => {
    const game = newGame({ seed: 'branch', diceSecret: '0123456789abcdef0123456789abcdef' });
    const branch = rekeyDice(game, 'fedcba9876543210fedcba9876543210');
    expect(branch.diceSecret).toBe('fedcba9876543210fedcba9876543210');
    expect({ ...branch, dice: null, diceSecret: null }).toEqual({ ...game, dice: null, diceSecret: null });
    expect(branch.dice.thrown).toBe(game.dice.thrown);
    const five = (d: typeof game.dice) => [1, 2, 3, 4, 5].reduce<{ v: number[]; d: typeof d }>((acc) => {
      const t = throwDie(acc.d);
      return { v: [...acc.v, t.value], d: t.dice };
    }, { v: [], d }).v;
    expect(five(branch.dice)).not.toEqual(five(game.dice));
    expect(viewFor(branch, 'chile')).toEqual(viewFor(game, 'chile'));
  });
  it('gives a seed-only game a secret', () => {
    const branch = rekeyDice(newGame({ seed: 3 }), '0123456789abcdef0123456789abcdef');
    expect(branch.dice.algorithm).toBe('chacha20');
  });
});
