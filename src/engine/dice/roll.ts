import type { MessageOf, ModifierCode, RollPurposeCode } from '../message';
import type { Side } from '../side';
import type { DiceState } from './diceState';
import { throwDie } from './throwDie';

/** A modifier to a roll: its value, why (a code and its parameters) and the rule case that grants it. */
export type Modifier = { readonly value: number; readonly rule: string } & MessageOf<ModifierCode>;

/** What a roll decides, in codes (the interface words it: "Supply Column allotment"). */
export type RollPurpose = MessageOf<RollPurposeCode>;

/** How the dice of one roll become its result. */
export type DiceReading =
  | 'sum' // add the dice, then the modifiers
  | 'highest'; // keep the higher die (4.1 supply, 8.2 movement), then the modifiers

export interface RollRequest {
  /** What the roll decides. */
  readonly purpose: RollPurpose;
  /** The rule case that calls for the roll. */
  readonly rule: string;
  /** Who throws. */
  readonly side: Side;
  readonly count: number;
  readonly reading: DiceReading;
  readonly modifiers?: readonly Modifier[];
}

/** Every roll is an event: purpose, raw dice, modifiers with their codes and cases, result. */
export interface RollEvent {
  readonly type: 'roll';
  readonly purpose: RollPurpose;
  readonly rule: string;
  readonly side: Side;
  readonly dice: readonly number[];
  readonly reading: DiceReading;
  readonly modifiers: readonly Modifier[];
  /** The dice read as `reading` says, plus the modifiers. */
  readonly result: number;
  /** True when any die came from a script rather than the generator. */
  readonly scripted: boolean;
}

export function roll(dice: DiceState, request: RollRequest): { event: RollEvent; dice: DiceState } {
  let current = dice;
  const values: number[] = [];
  let scripted = false;
  for (let i = 0; i < request.count; i++) {
    const t = throwDie(current);
    values.push(t.value);
    scripted ||= t.scripted;
    current = t.dice;
  }
  const modifiers = request.modifiers ?? [];
  const base = request.reading === 'sum' ? values.reduce((a, b) => a + b, 0) : Math.max(...values);
  const result = base + modifiers.reduce((a, m) => a + m.value, 0);
  return {
    event: {
      type: 'roll',
      purpose: request.purpose,
      rule: request.rule,
      side: request.side,
      dice: values,
      reading: request.reading,
      modifiers,
      result,
      scripted,
    },
    dice: current,
  };
}
