import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/bots/playGame';
import { randomBot } from '../../src/bots/randomBot';
import { stateHash } from '../../src/engine';
import { fuzzBlock } from './fuzzBlock';

describe('the fuzzer, random bots (random legal play to the end, every check after every action)', { timeout: 900_000 }, () => {
  fuzzBlock('ci-random', ['random']);
  it('is deterministic: the same seed gives the same game', () => {
    const bots = { chile: randomBot, allied: randomBot };
    expect(stateHash(playGame('fuzz-det', bots).state)).toBe(stateHash(playGame('fuzz-det', bots).state));
  });
});
