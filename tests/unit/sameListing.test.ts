import { controlRecord } from '../../src/engine/control/controlRecord';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BOTS } from '../../src/bots/bots';
import { playGame } from '../../src/bots/playGame';
import { canonicalJson, legalActions, newGame, type GameState } from '../../src/engine';
import { LAND_UNITS } from '../../src/engine/counters';
import { columnsAt, unitsAt } from '../../src/engine/land/spaces';
import { HOLDING_BOX } from '../../src/engine/land/types';
import { cargoOf, isSea, seaAreasOf, shipsIn, shipSide } from '../../src/engine/naval/seaGeometry';
import type { MovingStack } from '../../src/engine/naval/types';
import { getMap } from '../../src/engine/map/getMap';
import { foughtHere } from '../../src/engine/naval/foughtHere';
import { landUnitsIn } from '../../src/engine/stacking/landUnitsIn';
import { SIDES } from '../../src/engine/side';
import { sideOf } from '../../src/engine/sideOf';
import { loadBaselineEngine, DEFAULT_BASELINE } from '../../scripts/bench/baselineEngine';
import { sideBySideGames } from '../../scripts/bench/sideBySide';

/**
 * Issue 20 §4: the faster engine lists exactly what the engine before it listed — the same actions in
 * the same order — in every state of seeded games (a perft-style count of depth one; the rule
 * changes since, 7.9's stop after a battle, 7.2's stay in a port of the NADC area and 6.3 / 6.4's no
 * replenishing a unit built this turn, are
 * allowed for by name), and its index of
 * pieces by place answers as the scans it replaced.
 */
function gameStates(bot: string, seeds: readonly string[]): GameState[] {
  const out: GameState[] = [];
  for (const seed of seeds) {
    let state = newGame({ seed });
    out.push(state);
    playGame(seed, { chile: BOTS[bot]!, allied: BOTS[bot]! }, {}, 200_000, (next) => {
      out.push(next);
      state = next;
    });
  }
  return out;
}

const MAP = getMap();
const STATES = [...gameStates('random', ['same-listing-1', 'same-listing-2', 'same-listing-3']), ...gameStates('heuristic', ['same-listing-4'])];

describe(`legal actions are listed as by the engine of ${DEFAULT_BASELINE} (issue 20)`, { timeout: 600_000 }, () => {
  it('samples states of every phase', () => {
    expect(STATES.length).toBeGreaterThan(1000);
    expect(new Set(STATES.map((s) => s.phase)).size).toBeGreaterThanOrEqual(8);
  });

  it('the bench loads the baseline engine as ES modules, as the current engine is loaded', (ctx) => {
    // As the bench does: in Node with tsx (vitest would load any copy as ES modules). Loaded as CommonJS,
    // as it was until this check, the same code ran about 13 % slower.
    const script = `import { loadBaselineEngine } from './scripts/bench/baselineEngine.ts'; const b = await loadBaselineEngine('${DEFAULT_BASELINE}'); process.stdout.write(JSON.stringify('skipped' in b ? { skipped: b.skipped } : { esModule: b.esModule }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })) as { esModule?: boolean; skipped?: string };
    if (out.skipped) {
      ctx.skip(`no baseline engine: ${out.skipped}`);
      return;
    }
    expect(out.esModule).toBe(true);
  });

  it('the same actions in the same order in every state (perft counts of depth one)', async (ctx) => {
    const base = await loadBaselineEngine(DEFAULT_BASELINE);
    if ('skipped' in base) {
      ctx.skip(`no baseline engine: ${base.skipped}`);
      return;
    }
    let count = 0;
    let differ = 0;
    let stopAfterBattle = 0;
    let stayInPort = 0;
    let builtThisTurn = 0;
    for (const s of STATES) {
      const now = legalActions(s);
      // The state as that engine wrote it: hex control a record by hex id (before control/hexControl.ts).
      const before = base.engine.legalActions({ ...s, control: controlRecord(s.control) } as unknown as GameState);
      count += now.length;
      // 7.9 (since this baseline): the ships a battle left free may also stop in the battle hex, outside
      // their NADC area — one more action, endMove for that stack, and nothing else changed.
      const added = now.filter((a) => a.type === 'endMove' && !before.some((b) => b.type === 'endMove' && b.stack === a.stack));
      if (added.length > 0 && canonicalJson(now.filter((a) => !added.includes(a))) === canonicalJson(before)) {
        const stacks = added.map((a) => s.naval.stacks.find((st) => st.id === (a as { stack: string }).stack)!);
        // 7.2 (since 2026-11-29, QA round 7): a stack that begins in a coastal hex adjoining its NADC area
        // (a fleet blockading a port there) may stay — the same one more action.
        const staysInPort = (st: MovingStack) => st.status === 'waiting' && st.at.kind === 'hex' && !isSea(MAP, st.at.hex) && st.area !== null && seaAreasOf(MAP, st.at.hex).includes(st.area);
        expect(stacks.every((st) => foughtHere(s, st) || staysInPort(st))).toBe(true);
        if (stacks.every(staysInPort)) stayInPort++;
        else stopAfterBattle++;
        continue;
      }
      // 6.3 / 6.4 (since this baseline): a unit recruited or rebuilt this turn is not replenished until a
      // later turn — the baseline's replenish actions for such units are gone, and nothing else changed.
      const dropped = before.filter((a) => a.type === 'replenish' && s.units[a.unit]?.builtTurn === s.turn);
      if (dropped.length > 0 && canonicalJson(now) === canonicalJson(before.filter((a) => !dropped.includes(a)))) {
        builtThisTurn++;
        continue;
      }
      if (canonicalJson(now) !== canonicalJson(before)) {
        differ++;
        if (differ <= 3) expect.soft(canonicalJson(now), `turn ${s.turn} ${s.phase} step ${s.step}`).toBe(canonicalJson(before));
      }
    }
    console.log(`same listing: ${STATES.length} states, ${count} legal actions, ${differ} listings differ from ${base.rev} (and ${stopAfterBattle} add 7.9's stop after a battle, ${stayInPort} 7.2's stay in a port of the area, ${builtThisTurn} drop 6.3 / 6.4's replenishing of a unit built this turn)`);
    expect(differ).toBe(0);
  });

  it('the bench\'s side-by-side games are games the baseline plays too (4.1: they are played with the Supply Column roll first, its order; with the text\'s order it refused the Allies\' first NADC order and timed only the openings)', async (ctx) => {
    const base = await loadBaselineEngine(DEFAULT_BASELINE);
    if ('skipped' in base) {
      ctx.skip(`no baseline engine: ${base.skipped}`);
      return;
    }
    const games = sideBySideGames(0, 1);
    for (const kind of ['random', 'heuristic'] as const) {
      for (const g of games[kind]![0]!) {
        let state = base.engine.newGame({ seed: g.seed, ...(g.options ? { options: g.options } : {}) });
        let taken = 0;
        for (const action of g.actions) {
          const r = base.engine.applyAction(state, action);
          if (!r.ok) break;
          state = r.state;
          taken++;
        }
        if (kind === 'random') {
          // Every action, or up to the end of the baseline's own game (its VP table may end it sooner).
          expect(taken === g.actions.length || state.result !== null, `${g.seed}: refused at step ${taken}`).toBe(true);
        } else {
          // The heuristic's games meet later rule changes (5.1's VP, 7.9's stop) and part there, past turn 1.
          expect(state.turn, `${g.seed}: refused at step ${taken}`).toBeGreaterThan(1);
        }
      }
    }
  });

  it('the index of pieces by place answers as a scan of every piece does', () => {
    for (const s of STATES.filter((_, i) => i % 7 === 0)) {
      const places = new Set<string>([HOLDING_BOX]);
      for (const u of Object.values(s.units)) if (u.location.kind === 'hex') places.add(u.location.hex);
      for (const c of Object.values(s.supply)) if (c.location.kind === 'hex') places.add(c.location.hex);
      for (const x of Object.values(s.ships)) if (x.location.kind === 'hex') places.add(x.location.hex);
      for (const place of places) {
        for (const side of SIDES) {
          const scanUnits = LAND_UNITS.filter((u) => {
            const loc = s.units[u.id]?.location;
            return loc && sideOf(u.nation) === side && (loc.kind === 'hex' ? loc.hex === place : loc.kind === 'holdingBox' && place === HOLDING_BOX);
          }).map((u) => u.id);
          expect(unitsAt(s, place, side)).toEqual(scanUnits);
          const scanColumns = Object.keys(s.supply)
            .filter((id) => {
              const c = s.supply[id]!;
              return sideOf(c.nation) === side && (c.location.kind === 'hex' ? c.location.hex === place : c.location.kind === 'holdingBox' && place === HOLDING_BOX);
            })
            .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)));
          expect(columnsAt(s, place, side)).toEqual(scanColumns);
          expect(landUnitsIn(s, place, side)).toEqual(place === HOLDING_BOX ? [] : scanUnits);
          const scanShips = Object.keys(s.ships)
            .filter((id) => {
              const l = s.ships[id]!.location;
              return l.kind === 'hex' && l.hex === place && shipSide(s, id) === side;
            })
            .sort();
          expect(shipsIn(s, place, side)).toEqual(scanShips);
        }
        expect(landUnitsIn(s, place)).toEqual(LAND_UNITS.filter((u) => { const l = s.units[u.id]?.location; return l?.kind === 'hex' && l.hex === place; }).map((u) => u.id));
      }
      for (const transport of Object.keys(s.ships)) {
        const aboard = (l: { kind: string; transport?: string }) => l.kind === 'aboard' && l.transport === transport;
        const scan = [...Object.keys(s.units).filter((id) => aboard(s.units[id]!.location)), ...Object.keys(s.supply).filter((id) => aboard(s.supply[id]!.location))].sort();
        expect(cargoOf(s, transport)).toEqual(scan);
      }
    }
  });
});
