import type { Side } from './side';

/**
 * What every pending decision has (pending.ts lists the kinds; decisions/ holds one entry per kind):
 * serialisable, named, with the deciding side. A decision holds no words: its kind and fields say
 * everything, and its entry's message gives what the deciding player is asked, as a code.
 */
export interface PendingBase<K extends string> {
  readonly kind: K;
  /** Who decides. */
  readonly side: Side;
  /** The rule case the decision comes from. */
  readonly rule: string;
}
