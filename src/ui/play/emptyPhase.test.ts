import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, type Action, type GameState } from '../../engine';
import { historicalSetupDone } from '../../engine/testing/play';
import { emptyPhasePass, passEmptyPhases, type Applied } from './emptyPhase';

const HUMANS = { chile: 'human', allied: 'human' } as const;

/** Every step of a game in which each side ends every phase at once (from the historical set-up, to turn 4). */
function steps(): { before: GameState; applied: Applied; after: GameState }[] {
  let s = historicalSetupDone('empty-phases');
  const out: { before: GameState; applied: Applied; after: GameState }[] = [];
  while (activeSide(s) !== null && s.turn < 4) {
    const legal = legalActions(s);
    const action: Action = legal.find((a) => a.type === 'endPhase') ?? legal[0]!;
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(r.error.code);
    out.push({ before: s, applied: { action, events: r.events }, after: r.state });
    s = r.state;
  }
  return out;
}

describe('a phase with nothing to do, passed (4.1)', () => {
  const played = steps();

  it('4.1 a phase entered by ending the one before, with nothing but its end to do and no die rolled, is passed for a human side', () => {
    const passed = played.filter((p) => emptyPhasePass(p.after, p.applied, HUMANS));
    expect(passed.length).toBeGreaterThan(4);
    for (const p of passed) {
      expect(p.applied.action.type).toBe('endPhase');
      expect(p.applied.events.some((e) => e.type === 'roll')).toBe(false);
      expect(legalActions(p.after)).toEqual([emptyPhasePass(p.after, p.applied, HUMANS)]);
    }
    // Among them the Naval Combat Phase with nothing to raid and Chile's Victory Determination Phase.
    const phases = new Set(passed.map((p) => `${p.after.side}:${p.after.phase}`));
    expect(phases).toContain('chile:victoryDetermination');
    expect([...phases].some((k) => k.endsWith(':navalCombat'))).toBe(true);
  });

  it("5.0 the Allies' Victory Determination Phase, which tells what the game turn's end reckoned, is never passed", () => {
    const alliedVii = played.filter((p) => p.after.side === 'allied' && p.after.phase === 'victoryDetermination' && p.after.pending.length === 0);
    expect(alliedVii.length).toBeGreaterThan(0);
    for (const p of alliedVii) expect(emptyPhasePass(p.after, p.applied, HUMANS)).toBeNull();
  });

  it('4.1 a phase entered with a die rolled on the way (the Supply Column roll) waits for the player to see it', () => {
    const roll = played.flatMap((p) => p.applied.events).find((e) => e.type === 'roll')!;
    expect(roll).toBeDefined();
    const passed = played.filter((p) => emptyPhasePass(p.after, p.applied, HUMANS));
    for (const p of passed) expect(emptyPhasePass(p.after, { ...p.applied, events: [...p.applied.events, roll] }, HUMANS)).toBeNull();
  });

  it('a phase with something else to do, or one entered by any other action, waits for the player', () => {
    for (const p of played) {
      const pass = emptyPhasePass(p.after, p.applied, HUMANS);
      if (legalActions(p.after).length > 1) expect(pass).toBeNull();
      if (p.applied.action.type !== 'endPhase') expect(pass).toBeNull();
    }
  });

  it("issue 17: a bot's side is never passed (the bot ends its own phases)", () => {
    for (const p of played) {
      const side = activeSide(p.after);
      if (!side) continue;
      expect(emptyPhasePass(p.after, p.applied, { ...HUMANS, [side]: 'heuristic' })).toBeNull();
    }
  });

  it('4.1 / gen-undo: the passing stops at a phase whose end would give the game to the other side (Chile\'s Victory Determination Phase waits for its player: table QA round 14)', () => {
    let stopsAtChileVii = 0;
    for (const p of played) {
      const passes = passEmptyPhases({ ...p.applied, state: p.after }, HUMANS);
      const side = activeSide(p.after);
      for (const pass of passes) expect(activeSide(pass.state)).toBe(side);
      const end = passes.at(-1)?.state ?? p.after;
      if (passes.length > 0 && end.side === 'chile' && end.phase === 'victoryDetermination') stopsAtChileVii++;
    }
    expect(stopsAtChileVii).toBeGreaterThan(0);
  });
});
