import { describe } from 'vitest';
import { fuzzBlock } from './fuzzBlock';

// Every rules option a player can pick on the new-game screen (the English and Spanish readings, the
// edition's earlier readings, 10.1 Ship Capture and 10.2 Infernal Machines), each game under its own
// options drawn from its seed (scripts/fuzz/randomRules.ts). The other blocks play the defaults.
describe('the fuzzer, random and heuristic bots under drawn rules options', { timeout: 900_000 }, () => {
  fuzzBlock('ci-rules', ['random', 'heuristic'], Number(process.env.FUZZ_RULES_GAMES ?? 30), 'random');
});
