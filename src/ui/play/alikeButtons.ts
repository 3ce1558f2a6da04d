import type { Action } from '../../engine';

export interface AlikeButton {
  /** The first of the actions that read the same: the one a click sends. */
  readonly action: Action;
  readonly label: string;
  /** How many listed actions read so. */
  readonly count: number;
}

/**
 * One button for actions that read the same. They differ only in which of several alike counters they
 * move — a nation's Supply Columns are alike (6.0): "Embark Supply Column aboard Amazonas" was six
 * identical buttons, one per column in the box — so the player, who cannot tell them apart, is shown
 * one, with their number. In the order first listed.
 */
export function alikeButtons(actions: readonly Action[], label: (a: Action) => string): AlikeButton[] {
  const byLabel = new Map<string, { action: Action; count: number }>();
  for (const action of actions) {
    const text = label(action);
    const seen = byLabel.get(text);
    if (seen) seen.count++;
    else byLabel.set(text, { action, count: 1 });
  }
  return [...byLabel].map(([text, { action, count }]) => ({ action, label: text, count }));
}
