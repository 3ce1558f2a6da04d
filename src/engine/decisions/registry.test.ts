import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeSide } from '../activeSide';
import { parseGameFile } from '../gameFile/parseGameFile';
import { replayGameFile } from '../gameFile/replayGameFile';
import { legalActions } from '../legalActions';
import { getMap } from '../map/getMap';
import { topPending } from '../pending';
import type { GameState } from '../state';
import { act, historicalSetupDone } from '../testing/play';
import { BATTLE_KINDS, DECISIONS, NAVAL_COMBAT_KINDS, NAVAL_MOVEMENT_KINDS, PENDING_KINDS, withEntry } from './registry';

/**
 * Every state of a seeded random game with ship capture and infernal machines on, on the 8.6 chart's
 * terrain or (openTerrain) the open-terrain reading.
 */
function randomGame(seed: number, actions: number): GameState[] {
  const states: GameState[] = [];
  let s = historicalSetupDone(seed, { shipCapture: true, infernalMachines: true });
  let x = seed * 7919;
  for (let n = 0; n < actions && activeSide(s) !== null; n++) {
    states.push(s);
    const legal = legalActions(s);
    x = (x * 1103515245 + 12345) % 2147483648;
    s = act(s, legal[(x >> 3) % legal.length]!).state;
  }
  return states;
}

/** Every state before each step of the committed sample games (tests/samples: a heuristic and a random game). */
function sampleGames(): GameState[] {
  const dir = join(__dirname, '..', '..', '..', 'tests', 'samples');
  const states: GameState[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const file = parseGameFile(readFileSync(join(dir, name), 'utf8'));
    if (!file.ok) throw new Error(name);
    let before: GameState | null = null;
    replayGameFile(file.value, (state) => {
      if (before) states.push(before);
      before = state;
    });
  }
  return states;
}

describe('the decision registry: one entry per kind', () => {
  it('lists every kind once, each under its own name', () => {
    expect(new Set(PENDING_KINDS).size).toBe(PENDING_KINDS.length);
    for (const [kind, entry] of Object.entries(DECISIONS)) expect(entry.kind).toBe(kind);
  });
  it('the lists of kinds by operation and phase come from the entries: a land battle\'s four (8.9–8.11), a naval combat\'s three (7.9, 10.1), the Naval Movement Phase\'s six', () => {
    expect(BATTLE_KINDS).toEqual(['combatSupply', 'combatLosses', 'retreat', 'advance']);
    expect(NAVAL_COMBAT_KINDS).toEqual(['setAside', 'navalFire', 'shipCapture']);
    expect(NAVAL_MOVEMENT_KINDS).toEqual(['interception', 'runBlockade', 'catchRunners', 'setAside', 'navalFire', 'shipCapture']);
  });
  it('a land battle\'s decisions, and only they, say how they fit the battle', () => {
    for (const kind of PENDING_KINDS) expect(DECISIONS[kind].fitsBattle !== undefined, kind).toBe(BATTLE_KINDS.includes(kind));
  });
  it('no decision of a land battle waits under or over another kind of decision (so a battle runs on until any decision is pending: land/battle.ts runBattle)', () => {
    for (const kind of PENDING_KINDS) {
      for (const under of DECISIONS[kind].over ?? []) expect(BATTLE_KINDS.includes(under), `${kind} over ${under}`).toBe(BATTLE_KINDS.includes(kind));
    }
  });

  it('each decision that arises in play is answered by the side its entry says, fits its schema and its checks, in one of its phases, asks with a prompt code, and its answers are the legal actions', () => {
    const seen = new Set<string>();
    for (const s of [...sampleGames(), ...randomGame(36, 4000), ...randomGame(196, 3000)]) {
      const top = topPending(s.pending);
      if (!top) continue;
      // The map the state is played on: the sample games are read with open terrain (gameFile/fileOptions.ts).
      const map = getMap(s.options);
      seen.add(top.kind);
      const entry = DECISIONS[top.kind];
      if (entry.answeredBy === 'phasing') expect(top.side, top.kind).toBe(s.side);
      if (entry.answeredBy === 'nonPhasing') expect(top.side, top.kind).not.toBe(s.side);
      expect(entry.schema.safeParse(top).success, top.kind).toBe(true);
      expect(withEntry(top, (e, d) => e.message(d)).code).toMatch(/^prompt\./);
      expect(withEntry(top, (e, d) => e.answers(s, d, map))).toEqual(legalActions(s));
      expect(entry.phases, top.kind).toContain(s.phase);
      expect(withEntry(top, (e, d) => e.check(d, s, map, 'pending.0')), top.kind).toBeNull();
      // A battle under way rests on its own decisions alone (land/battle.ts runBattle).
      if (s.land.battle) for (const d of s.pending) expect(BATTLE_KINDS, d.kind).toContain(d.kind);
    }
    // Of the 18 kinds, these arise in the sample games and the random ones (the others: their own tests);
    // eliminateExcess in seed 196's (a random game rarely overstacks a hex; seed 99's did until a fleet might stay in a blockaded port, 7.2, QA round 7; seed 78's open-terrain game did
    // until 6.3 / 6.4 no longer let a unit built this turn be replenished); setAside in seed 36's (seed 3's
    // until warships in a port with no Supply Column could no longer leave it to intercept, 7.8, QA round 19).
    for (const kind of ['placeSupplyColumn', 'eliminateExcess', 'formMove', 'landMove', 'attritionLoss', 'formAttack', 'combatLosses', 'retreat', 'advance', 'interception', 'setAside', 'navalFire']) {
      expect(seen).toContain(kind);
    }
  }, 120_000);
});
