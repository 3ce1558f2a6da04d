/** "Why not?" (issue 11 part 2): one sentence and its rule case for an intent the rules refuse. */
export { whyNot, whatHere } from './whyNot';
export type { Intent, Explanation } from './types';
export { trappedStack, type TrappedStack } from './trappedStack';
