import type { GameEvent } from '../engine';

/** The hex an event is about, if any (for the log's link to the map). */
export function eventPlace(event: GameEvent): string | null {
  const e = event as GameEvent & Record<string, unknown>;
  for (const key of ['hex', 'to', 'at', 'target', 'from']) {
    const v = e[key];
    if (typeof v === 'string' && /^\d{4}$/.test(v)) return v;
    if (v && typeof v === 'object' && (v as { kind?: string }).kind === 'hex') return (v as unknown as { hex: string }).hex;
  }
  return null;
}
