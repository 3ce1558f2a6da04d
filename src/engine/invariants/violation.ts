/** One broken game invariant, found by checkInvariants (issue 12: the fuzzer's checks). */
export interface Violation {
  /** A short stable name of the invariant ("steps", "stacking", …). */
  readonly invariant: string;
  /** What is wrong, naming the piece or hex. */
  readonly message: string;
  /** The rule case the invariant comes from, or "" for a structural one. */
  readonly rule: string;
}

export const violation = (invariant: string, message: string, rule = ''): Violation => ({ invariant, message, rule });
