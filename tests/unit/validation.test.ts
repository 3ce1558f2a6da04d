import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/randomBot';
import { playGame } from '../../src/bots/playGame';
import { applyAction, canonicalJson, legalActions, loadPosition, newGame, savePosition, type Action, type GameState } from '../../src/engine';
import { seededRandom } from '../../src/bots/seededRandom';

/**
 * applyAction validates an action with type-specific narrowing of the legal-action lists
 * (findPhaseAction, or the pending decision's entry); legalActions lists them whole. They must never disagree: over many states of
 * random games, every listed action is accepted, and mutated actions are refused exactly when they
 * are not in the list.
 */
function sampleStates(): GameState[] {
  const out: GameState[] = [];
  for (const seed of ['val-1', 'val-2']) {
    let s = newGame({ seed });
    let i = 0;
    playGame(seed, { chile: randomBot, allied: randomBot }, {}, 200_000, (next) => {
      if (i++ % 9 === 0) out.push(s);
      s = next;
    });
  }
  return out;
}

function mutations(a: Action, pool: readonly Action[], random: () => number): unknown[] {
  const out: unknown[] = [{ ...a, extra: true }];
  const rec = a as unknown as Record<string, unknown>;
  for (const key of Object.keys(rec)) {
    if (key === 'type') continue;
    const { [key]: _gone, ...rest } = rec;
    out.push(rest);
    const other = pool[Math.floor(random() * pool.length)] as unknown as Record<string, unknown>;
    if (other && key in other) out.push({ ...rec, [key]: other[key] });
    out.push({ ...rec, [key]: typeof rec[key] === 'string' ? '2007' : null });
  }
  return out;
}

describe('validation agrees with legalActions', { timeout: 600_000 }, () => {
  const states = sampleStates();
  it('samples a good spread of states', () => {
    expect(states.length).toBeGreaterThan(50);
    expect(new Set(states.map((s) => s.phase)).size).toBeGreaterThan(4);
  });
  it('a position saved from each sampled state loads back to the same state, with the same legal actions (issue 17)', () => {
    for (const s of states) {
      const r = loadPosition(JSON.parse(JSON.stringify(savePosition(s))));
      if (!r.ok) throw new Error(`turn ${s.turn} ${s.phase}: ${JSON.stringify(r.error.message)}`);
      expect(r.value).toEqual(s);
      expect(legalActions(r.value).map((a) => canonicalJson(a))).toEqual(legalActions(s).map((a) => canonicalJson(a)));
    }
  });
  it('accepts every listed action and refuses mutated ones unless they are listed', () => {
    const random = seededRandom(12);
    let accepted = 0;
    let refused = 0;
    for (const s of states) {
      const legal = legalActions(s);
      const keys = new Set(legal.map((a) => canonicalJson(a)));
      const step = Math.max(1, Math.floor(legal.length / 40));
      for (let i = 0; i < legal.length; i += step) {
        const a = legal[i]!;
        const r = applyAction(s, a);
        expect(r.ok, `${canonicalJson(a)} at turn ${s.turn} ${s.phase}`).toBe(true);
        accepted++;
        for (const m of mutations(a, legal, random)) {
          const listed = keys.has(canonicalJson(m));
          const rm = applyAction(s, m);
          expect(rm.ok, `${canonicalJson(m)} (listed: ${listed}) at turn ${s.turn} ${s.phase}`).toBe(listed);
          if (!listed) refused++;
        }
      }
    }
    expect(accepted).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(1000);
  });
});
