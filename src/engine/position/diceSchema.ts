import { z } from 'zod';
import { COMBAT_ADVANTAGE_CHITS } from '../counters';

/**
 * The dice (dice/diceState.ts) as a position holds them: the generator's state, dice thrown, and the
 * dice and chit draws scripted for tests and lessons.
 */
const int32 = z.number().int().min(-0x8000_0000).max(0x7fff_ffff);
const uint32 = z.number().int().min(0).max(0xffff_ffff);
const common = {
  thrown: z.number().int().min(0).max(100_000_000),
  script: z.array(z.number().int().min(1, 'a die shows 1 to 6').max(6, 'a die shows 1 to 6')).max(10_000),
  // 8.9: scripted chit draws are indices into the cup (dice/drawOne.ts, land/combatAdvantage.ts).
  draws: z
    .array(z.number().int().min(0).max(COMBAT_ADVANTAGE_CHITS.length - 1, `a chit draw is an index into the cup of ${COMBAT_ADVANTAGE_CHITS.length} chits`))
    .max(10_000)
    .optional(),
};

export const diceSchema = z.discriminatedUnion('algorithm', [
  z.strictObject({
    algorithm: z.literal('xoroshiro128plus'),
    // pure-rand's four 32-bit words; all zero is not a state the generator can reach.
    state: z.array(int32).length(4).refine((s) => s.some((w) => w !== 0), 'a xoroshiro128+ state of all zeros never changes'),
    ...common,
  }),
  z.strictObject({
    algorithm: z.literal('chacha20'),
    // Eight key words, then the index of the next keystream word.
    state: z.array(uint32).length(9),
    ...common,
  }),
]);
