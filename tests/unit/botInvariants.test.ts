/**
 * Issue 20, part 5: invariants over bot games. Seeded heuristic-vs-heuristic games must show no piece
 * moving back and forth within a phase (8.2 land, 7.2 sea: src/bots/campaign/oscillation.ts) and no
 * embarking and disembarking in place (7.1, 7.6: src/bots/campaign/embarkInPlace.ts). Fresh seeds, never
 * used in tuning; each game capped at 6,000 actions (about 3 s) so a runaway bot fails fast, not by timeout,
 * and must end within them (a finished game is 1,000–3,000 actions): a bot that begins and cancels the same
 * move for ever (seed 70023 did, with the heuristic of d5f0299) makes no move event but never ends.
 */
import { describe, expect, it } from 'vitest';
import type { RulesOptions } from '../../src/engine';
import { campaignTallies, feedTallies } from '../../src/bots/campaign';
import { playTraced } from '../../src/bots/campaign/playTraced';

const SEEDS = [71000, 71001, 71002];

function play(seed: number, options?: Partial<RulesOptions>) {
  const { all, figures } = campaignTallies();
  const feed = feedTallies(all);
  const final = playTraced(seed, { chile: 'heuristic', allied: 'heuristic' }, { limit: 6000, onStep: (s) => feed.push(s), ...(options ? { options } : {}) });
  const f = figures(final);
  return { final, waste: f.waste, convoys: f.convoys };
}

describe('bot games keep the invariants (issue 20)', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: no back-and-forth moves within a phase, no embark/disembark in place, an end within 6,000 actions`, () => {
      const { final, waste: w } = play(seed);
      const returns = w.oscillation.list.slice(0, 3).map((r) => `T${r.turn} ${r.side} ${r.phase}: ${r.pieces.join(',')} back to ${r.to}`);
      const inPlace = w.embarkInPlace.list.slice(0, 3).map((x) => `T${x.turn} ${x.side}: ${x.pieces.join(',')} at ${x.place}`);
      expect.soft({ land: w.oscillation.land, naval: w.oscillation.naval, returns }).toEqual({ land: 0, naval: 0, returns: [] });
      expect.soft({ count: w.embarkInPlace.count, inPlace }).toEqual({ count: 0, inPlace: [] });
      expect.soft(final.result, `no result after ${final.step} actions (turn ${final.turn}, ${final.side} ${final.phase})`).not.toBeNull();
    }, 30_000);
  }
});

/**
 * Games that sailed back and forth with the heuristic's naval moves before this round's fixes
 * (naval.ts of cbdb096, today's land play; docs/bots.md "The sea returns, gone"): they must now sail
 * without a return. Each failed with the old naval moves (75226 with those of 096475b).
 */
const TRACED: readonly [number, string][] = [
  [71014, '7.2 Chile\'s wooden warships ordered home from the Holding Box stay in area I, not out and straight back in'],
  [71223, '7.2 the Allied raiders do not sail back into a hex they left in the same move'],
  [71276, '7.2 Chile\'s escorts ordered home from the Holding Box stay in area I, not out and straight back in'],
  // With this round's land moves (the waits, below) and the naval moves of 096475b: one hex out, a
  // failed interception (7.5) brought the ironclads nearer and the raider's new goal was the hex it left.
  [75226, '7.5 / 7.2 an Allied raider one hex out, its goal changed by a failed interception, does not sail back to the hex it left'],
  // With the heuristic of 81ae683 (fresh seeds 86100–86499, the one return in 400 games): the ironclads'
  // interception of Huascar failed (7.5: moved 2822 → 2820), then that of Pilcomayo, which moved them back.
  [86241, '7.5 warships whose interception failed this phase do not try another that may move them back'],
  // With the escort relay (fresh seeds 103904–104303, 2026-12-01): on turn 8 the ironclads hunting Huáscar
  // on the coast at 3219 sailed 3118 → 3119, dropped her as a goal (her hex was beside the first hex
  // sailed) and went back through 3118 for 2915; with that fixed, on turn 9 Huáscar sailed 2821 → 2822, a
  // failed interception (7.5) brought the ironclads nearer, and she went back through 2821 for 3120.
  [104006, '7.2 warships one hex out whose goal moved while they stopped there stop rather than sail back over the hex they left'],
];

describe('sea returns fixed in issue 20 stay fixed', () => {
  for (const [seed, name] of TRACED) {
    it(`${name} (seed ${seed})`, () => {
      const { waste: w } = play(seed);
      const returns = w.oscillation.list.filter((r) => r.phase === 'navalMovement').map((r) => `T${r.turn} ${r.side}: ${r.pieces.join(',')} back to ${r.to}`);
      expect(returns).toEqual([]);
    }, 30_000);
  }
});

/**
 * Armies that waited beside an objective in earlier rounds; each must not wait more than 2 turns now.
 * With the land targets of cbdb096 (docs/bots.md "The waits"): groups that could only attack at a loss
 * (71059, 71119). With the heuristic of 3ebf8be, on tuning seeds (docs/bots.md "The waits, gone"): a
 * Chilean army beside Iquique that would not attack it (71300), a Pisagua garrison beside an empty
 * Chilean-held Iquique (71420), a Chilean army barred between Iquique and La Noria (71179). With the
 * heuristic of 096475b, on tuning seeds: a Chilean army at Ancón whose way to Lima Callao's garrison
 * barred, every way round running beside Callao (74056), a Chilean army marching from La Noria for
 * Arica along Iquique's side (74191). With the heuristic of b72ce86: a Chilean army beside Iquique whose
 * attacks from one hex had less than 1.5 times the garrison's steps (73189, a test seed of the campaign
 * figures, then used to choose attackValue.ts SIEGE_MARGIN). Each test fails with the heuristic it names.
 */
const WAITED: readonly [number, string][] = [
  [71059, 'cbdb096: Chile beside Iquique, 5 turns'],
  [71119, 'cbdb096: Chile beside La Paz, 8 turns'],
  [71300, '3ebf8be: Chile beside Iquique, 8 turns'],
  [71420, '3ebf8be: the Allies beside an empty Iquique, 9 turns'],
  [71179, '3ebf8be: Chile barred beside Iquique, 3 turns'],
  [71070, '0ae4487: the Allies beside Iquique from two hexes, neither attacking alone, 3 turns'],
  [74056, '096475b: Chile at Ancón beside Callao, every way to Lima barred or beside Callao, 3 turns'],
  [74191, '096475b: Chile leaving La Noria for Arica by Tarapacá, beside Iquique, 3 turns'],
  [73189, 'b72ce86: Chile beside Iquique, 4 turns, attacking from one hex with less than 1.5 times its steps'],
];

describe('8.7 beside an objective an army attacks it, takes it if empty, or marches on: it never waits more than 2 turns (issue 20)', () => {
  for (const [seed, before] of WAITED) {
    it(`seed ${seed} (before, with ${before})`, () => {
      const { waste: w } = play(seed);
      expect(w.waitingArmies.list.map((x) => `${x.side} beside ${x.name} ${x.turns} turns from turn ${x.fromTurn}`)).toEqual([]);
    }, 30_000);
  }
});

/**
 * The waits the heuristic as committed still has (docs/bots.md, "Issue 20 at a glance"): Chile beside
 * Iquique on turns 2–4, each turn after the first held there by a roll of doubles. `stats` must count
 * them as the dice's (waitingArmies.ts) from the engine's own events, not as a choice. A seed whose game
 * no longer waits after a change to the heuristic leaves the list (that is the aim).
 */
const DICE_WAITS = [104210, 95686];

describe('8.3–8.4 the waits left are the dice\'s: without the units doubles halted, the army would not outnumber Iquique', () => {
  for (const seed of DICE_WAITS) {
    it(`seed ${seed}`, () => {
      const { waste: w } = play(seed);
      expect(w.waitingArmies.list.map((x) => `${x.side} beside ${x.name} ${x.turns} turns from turn ${x.fromTurn}, ${x.diceTurns} the dice's`)).toEqual(['chile beside Iquique 3 turns from turn 2, 2 the dice\'s']);
      expect(w.waitingArmies.byDice).toBe(1);
    }, 30_000);
  }
});

/**
 * Convoys that sailed with no warship in their stack while enemy warships could intercept them (the 7.3
 * decision was asked). With the heuristic of 16ff183: its escorts came home as the next convoy left, or
 * lay stranded in a port with no Supply Column to sail from (7.8). With that of b72ce86: the convoy was
 * ordered out for escorts expected home from sea, which Allied raiders intercepted on the way and held
 * where they fought (7.9). With that of d4c7362: a convoy for an assault it was too weak to make (planned
 * on recruits not yet built) stayed at sea with its troops aboard and sailed home alone (84502, 84570);
 * troops that came home aboard sailed out again in a convoy whose escorts a battle had held (74078);
 * transports split from their escorts by a battle sailed on into the area and home alone (75447, 74035).
 * With that of 3685d83: transports a battle short of their NADC area left free were forced on alone, the
 * engine allowing no stop outside the area until 7.9's "may continue" was read as it is written (75085,
 * 75282); a relief convoy whose stranded ships sailed before it came stopped at sea with its columns
 * aboard and sailed home alone next turn (75244). With that of e1b24c5: a relief whose two transports
 * filled with columns, its port lost before it left, ended at sea and sailed home alone (91402).
 * Tuning seeds and last round's reported seeds (84400–84799); each fails with the heuristic it names.
 * (74064, 4 of 5 with b72ce86, left the list at 81ae683: its game no longer meets an exposed convoy, so
 * it could not fail. 71021, 8 of 11 with 16ff183, and 74078, 1 of 2 with d4c7362, left it when 6.3 / 6.4
 * stopped the replenishing of units built that turn: their games meet no exposed convoy now.)
 */
/**
 * 7.8: since 2026-11-30 warships in a port with no Supply Column may not leave it to intercept; in these
 * seeds' games the convoys then meet no interceptor at all, so they are played with the reading they
 * were chosen under (the rules option interceptWithoutProvisions), where they met them.
 */
const PORTS_UNPROVISIONED: Partial<RulesOptions> = { interceptWithoutProvisions: true };

/**
 * 8.1 (2026-11-30): once the heuristic kept its stacks within the stacking limit, the games of 71019,
 * 74018, 84502, 75085, 75282 and 75244 met no exposed convoy any more, so they could not fail and left the
 * list; in their place the six games of the campaign run on fresh seeds 99000–99399 (that heuristic) with
 * the most exposed convoys, all escorted there. Once the heuristic dropped garrisons on the march (8.2
 * note, 2026-11-30), 99322's game met no exposed convoy; in its place the game of the campaign run on
 * fresh seeds 100600–100999 with the most (100751).
 */
const UNESCORTED: readonly [number, string, Partial<RulesOptions>?][] = [
  [71036, '16ff183: 5 of 6', PORTS_UNPROVISIONED],
  [74129, 'b72ce86: 3 of 6'],
  [84570, 'd4c7362: 1 of 2'],
  [75447, 'd4c7362: 1 of 2'],
  [74035, 'd4c7362: 1 of 3'],
  [91402, 'e1b24c5: 1 of 4', PORTS_UNPROVISIONED],
  [100751, 'the heuristic dropping garrisons on the march: 3 exposed convoys'],
  [99378, 'the 8.1 heuristic: 3, and 7 naval combats'],
  [99178, 'the 8.1 heuristic: 3, and 7 naval combats'],
  // 99219 (the 8.1 heuristic: 3) met no exposed convoy with the escort relay (2026-12-01): in its place the
  // game of the relay's campaign run on fresh seeds 104704–105103 with the most (104977).
  [104977, 'the escort relay: 5 exposed convoys, 5 naval combats'],
  [99188, 'the 8.1 heuristic: 3'],
  [99107, 'the 8.1 heuristic: 3'],
];

describe('7.3 transports sail escorted while enemy warships could intercept them (issue 20)', () => {
  for (const [seed, before, options] of UNESCORTED) {
    it(`seed ${seed} (with ${before})${options ? ', warships intercepting from ports with no Supply Column' : ''}`, () => {
      const { convoys } = play(seed, options);
      expect(convoys.exposed).toBeGreaterThan(0);
      expect(convoys.unescorted).toBe(0);
    }, 30_000);
  }
});

/**
 * 7.9 / 7.3: transports whose escorts a battle held sail on to land only where no enemy warship could
 * intercept them on the way; else they stay with the escorts. With the heuristic of 04f0643 a split
 * convoy sailed on alone past enemy warships in 48 of 400 games (seeds 90700–91099, 112 offers): these
 * two fail with it.
 */
const SPLIT: readonly [number, string][] = [
  // 90705 and 90707 (04f0643: 1 convoy each sailed on alone after a battle) left the list with the 8.1
  // heuristic (2026-11-30): their games meet no exposed convoy now. In their place the fresh games of
  // 99000–99399 with exposed convoys and the most naval combats. 99309's met none once the heuristic
  // dropped garrisons on the march (8.2 note); in its place the like of 100600–100999 (that heuristic).
  [99368, 'the 8.1 heuristic: 2 exposed convoys, 6 naval combats'],
  [100673, 'the heuristic dropping garrisons on the march: 2 exposed convoys, 8 naval combats'],
  [99244, 'the 8.1 heuristic: 2 exposed convoys, 6 naval combats'],
  // With the escort relay before the fix (fresh seeds 104304–104703): transports coming home to the box
  // from Callao with a column and a squadron aboard sailed on alone when a battle held their escorts off
  // 2820, and Huáscar intercepted them on the way.
  [104375, 'the escort relay: transports ordered home sailing on alone after a battle'],
];

describe('7.9 a convoy a battle split from its escorts does not sail on alone past enemy warships (issue 20)', () => {
  for (const [seed, before] of SPLIT) {
    it(`seed ${seed} (with ${before})`, () => {
      const { convoys } = play(seed);
      expect(convoys.exposed).toBeGreaterThan(0);
      expect(convoys.aloneAfterSplit).toBe(0);
    }, 30_000);
  }
});


/**
 * 8.1: the heuristic loses no unit to its own overstacking. With the heuristic of df1ba93, 66 of 100 games
 * (seeds 96000–96099) lost units in an Administrative Phase for it, 2.4 a game: convoys of 7–9 units, most
 * raised that turn, put ashore in one hex; Allied stacks marching on into hexes already full. These three
 * lost 6 (Allied), 7 (Chilean) and 12 (both) with it.
 */
const OVERSTACKED: readonly [number, string][] = [
  [96000, 'df1ba93: 6 Allied units eliminated for overstacking'],
  [96002, 'df1ba93: 7 Chilean'],
  [96013, 'df1ba93: 12, both sides'],
];

describe('8.1 the heuristic ends no move, landing or retreat over the stacking limit (issue 20)', () => {
  for (const [seed, before] of OVERSTACKED) {
    it(`seed ${seed} (with ${before})`, () => {
      const lost: string[] = [];
      playTraced(seed, { chile: 'heuristic', allied: 'heuristic' }, {
        limit: 6000,
        onStep: ({ before: b, events }) => {
          for (const e of events) if (e.type === 'eliminated' && e.reason === 'reason.overStacking') lost.push(`T${b.turn} ${e.piece}`);
        },
      });
      expect(lost).toEqual([]);
    }, 30_000);
  }
});

/**
 * The other rules options (docs/bots.md, "The bots under the other rules options"): a player may choose
 * them on the new-game screen, so the bots' games under them keep the same invariants — no back-and-forth
 * move, no embark/disembark in place, no loss to the bots' own overstacking (8.1, which the Spanish reading
 * counts otherwise), no wait beside an objective by choice, an end within 6,000 actions. Fresh seeds of
 * 2026-12-01's ninth session; 107356 chosen from 107300–107399 as a game where the heuristic tries 10.1's
 * captures and the Allies' infernal machine (10.2) sinks a Chilean warship, so the options are in play.
 */
const SPANISH_READINGS: Partial<RulesOptions> = {
  stacking: 'es', interceptionModifier: 'es', cavalryMovementBonus: false, returnWithoutNadc: 'nationBox', attritionAfterDropOffs: 'es',
  chileanSetupArtillery: true, peruGt2: 'es', peruGt4: 'es', chileGt12: 'es',
};
const UNDER_OPTIONS: readonly [number, string, Partial<RulesOptions>, readonly string[]][] = [
  [107100, 'every Spanish reading', SPANISH_READINGS, []],
  [107356, 'the optional rules 10.1 and 10.2', { shipCapture: true, infernalMachines: true }, ['captureAttempt', 'infernalMachine']],
  [107500, "the edition's earlier readings (the map as first drawn)", { openTerrain: true, supplyRollFirst: true, replenishNewUnits: true, boliviaFortsStay: true, interceptWithoutProvisions: true }, []],
];

describe('the invariants hold under the other rules options (issue 20)', () => {
  for (const [seed, name, options, used] of UNDER_OPTIONS) {
    it(`${name} (seed ${seed}): no back-and-forth, no embark in place, no overstacking loss, no wait by choice, an end`, () => {
      const { all, figures } = campaignTallies();
      const feed = feedTallies(all);
      const lost: string[] = [];
      const kinds = new Set<string>();
      const final = playTraced(seed, { chile: 'heuristic', allied: 'heuristic' }, {
        limit: 6000,
        options,
        onStep: (s) => {
          feed.push(s);
          for (const e of s.events) {
            kinds.add(e.type);
            if (e.type === 'eliminated' && e.reason === 'reason.overStacking') lost.push(`T${s.before.turn} ${e.piece}`);
          }
        },
      });
      const w = figures(final).waste;
      expect.soft({ land: w.oscillation.land, naval: w.oscillation.naval, inPlace: w.embarkInPlace.count }).toEqual({ land: 0, naval: 0, inPlace: 0 });
      expect.soft(lost).toEqual([]);
      expect.soft(w.waitingArmies.list.filter((x) => x.turns - x.diceTurns > 2).map((x) => `${x.side} beside ${x.name} from turn ${x.fromTurn}`)).toEqual([]);
      expect.soft(used.filter((k) => !kinds.has(k)), 'the optional rules were not used in this game').toEqual([]);
      expect.soft(final.result, `no result after ${final.step} actions`).not.toBeNull();
    }, 30_000);
  }
});
