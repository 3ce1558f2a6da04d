import { describe } from 'vitest';
import { fuzzBlock } from './fuzzBlock';

describe('the fuzzer, random and heuristic bots mixed', { timeout: 900_000 }, () => {
  fuzzBlock('ci-mixed', ['random', 'heuristic']);
});
