import type { HexId } from '../hex';
import { message, type Message, type MessageOf, type MessageParams, type WhyNotCode } from '../message';
import type { Space } from '../land/types';

/** What the player tries, by clicking a hex, a unit or a ship (issue 11 part 2). */
export type Intent =
  /** During a landMove decision: step the moving stack into this space. */
  | { readonly kind: 'landMoveTo'; readonly hex: Space }
  /** Naval Movement Phase: sail a stack (default: the one sailing, else the waiting ones) to this hex. */
  | { readonly kind: 'sailTo'; readonly hex: HexId; readonly stack?: string }
  /** Land Combat Phase: attack `target` from `from` (or fight the 7.6 landing when from = target). */
  | { readonly kind: 'attack'; readonly from: HexId; readonly target: HexId }
  /** Set-up (3.2–3.5), a Supply Column's placement (4.1), a new unit's city (6.3/6.4), recruiting or rebuilding (6.3/6.4). */
  | { readonly kind: 'place'; readonly piece: string; readonly hex: Space }
  /** Anything to do here in this phase? */
  | { readonly kind: 'hex'; readonly hex: Space };

/** Why not, as a message (a code and its parameters; the interface words it) with the rule case that decides it. */
export interface Explanation {
  readonly message: Message;
  readonly rule: string;
}

/** An explanation: the why-not code, its parameters (checked against the code) and the rule case. */
export function explain<C extends WhyNotCode>(code: C, params: MessageParams[C], rule: string): Explanation {
  // C is generic here, so the one cast (message.ts: a concrete code's message is checked at each call).
  return { message: message(code, params) as MessageOf<C>, rule };
}
