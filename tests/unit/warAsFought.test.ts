import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseGameFile, replayGameFile, type GameEvent, type GameFile, type GameState, type HexId } from '../../src/engine';
import { warAsFought } from '../../scripts/history/warAsFought';
import { HISTORY_VP } from '../../src/ui/history/historyVp';

/**
 * The war as it was fought (issue 21, item 3; docs/history.md): the shipped game file replays to the
 * last die, its VP track (5.5 included) is a narrow miss at turns 5 and 9 and a Chilean victory at
 * turn 12, the history is in it, and it is exactly what `npm run build:history` builds.
 */
const PATH = join(__dirname, '..', '..', 'public', 'history', 'war-as-fought.json');
const HEX = { IQUIQUE: '3218', PISAGUA: '3217', ILO: '3015', TACNA: '3115', ARICA: '3116', PISCO: '2210', LIMA: '2008', CALLAO: '2007' } as const;

interface Replayed {
  readonly file: GameFile;
  readonly text: string;
  readonly divergence: unknown;
  readonly steps: number;
  readonly final: GameState;
  /** Every event with the game turn it happened in. */
  readonly events: readonly { turn: number; event: GameEvent }[];
  /** Hex control as each game turn ended (its last state). */
  readonly controlAtEnd: Readonly<Record<number, GameState['control']>>;
}

let war: Replayed;

beforeAll(() => {
  const text = readFileSync(PATH, 'utf8');
  const parsed = parseGameFile(text);
  if (!parsed.ok) throw new Error(`war-as-fought.json does not parse: ${JSON.stringify(parsed.error)}`);
  const events: { turn: number; event: GameEvent }[] = [];
  const controlAtEnd: Record<number, GameState['control']> = {};
  let turn = 1;
  const r = replayGameFile(parsed.value, (state, evs) => {
    // The events of the step that ends a game turn belong to it (the state already shows the next turn).
    for (const event of evs) events.push({ turn, event });
    turn = state.turn;
    controlAtEnd[state.turn] = state.control;
  });
  war = { file: parsed.value, text, divergence: r.divergence, steps: r.steps, final: r.state, events, controlAtEnd };
});

const eventsOf = <T extends GameEvent['type']>(type: T) =>
  war.events.filter((e): e is { turn: number; event: Extract<GameEvent, { type: T }> } => e.event.type === type);
const vpAt = (turn: number) => war.final.vpRecord.find((v) => v.turn === turn)?.chileVp;
const chileHolds = (turn: number, hex: HexId) => war.controlAtEnd[turn]?.chile.includes(hex) === true;

describe('the war as it was fought: the file', () => {
  it('parses, replays and every hash verifies', () => {
    expect(war.divergence).toBeNull();
    expect(war.steps).toBe(war.file.steps.length);
    expect(war.file.steps.length).toBeGreaterThan(500);
  });

  it('starts from a new game with its dice queued and records every rules option (the defaults)', () => {
    expect(war.file.start?.format).toBe('wotp-position');
    const dice = war.file.start?.dice as { script?: readonly number[] } | undefined;
    expect(dice?.script?.length).toBeGreaterThan(0);
    expect(war.file.options).toMatchObject({ openTerrain: false, shipCapture: false, infernalMachines: false, stacking: 'en' });
  });
});

describe('the war as it was fought: the VP at each victory check (5.1–5.6)', () => {
  it('turn 5: 2–5 VP with the 5.5 bonus for Huáscar and Pilcomayo, and the game goes on (5.2)', () => {
    const check = eventsOf('victoryChecked').find((e) => e.event.turn === 5)!;
    expect(check.event.chileVp).toBe(vpAt(5));
    expect(vpAt(5)).toBeGreaterThanOrEqual(2);
    expect(vpAt(5)).toBeLessThanOrEqual(5);
    expect(eventsOf('gameOver').filter((e) => e.turn <= 5)).toHaveLength(0);
  });

  it('turn 9: 2–7 VP, short of the 8 that win, and the game goes on (5.3)', () => {
    expect(vpAt(9)).toBeGreaterThanOrEqual(2);
    expect(vpAt(9)).toBeLessThanOrEqual(7);
    expect(eventsOf('gameOver').filter((e) => e.turn <= 9)).toHaveLength(0);
  });

  it('every turn\'s VP is the history line the end-of-game chart draws (HISTORY_VP)', () => {
    expect(war.final.vpRecord.map((v) => ({ turn: v.turn, chileVp: v.chileVp }))).toEqual(HISTORY_VP);
  });

  it('turn 12: a Chilean victory with at least 18 VP (5.4)', () => {
    expect(war.final.result).toMatchObject({ winner: 'chile', kind: 'victory', turn: 12, rule: '5.4' });
    expect(war.final.result!.chileVp).toBeGreaterThanOrEqual(18);
  });

  it('5.5: a bonus VP on turn 4 (Huáscar) and turn 5 (Pilcomayo) only — none for Iquique, one ship lost each side', () => {
    expect(eventsOf('navalBonus').map((e) => e.turn)).toEqual([4, 5]);
    expect(war.final.bonusVp).toBe(2);
    const iquique = eventsOf('shipSunk').filter((e) => e.turn === 2).map((e) => e.event.ship).sort();
    expect(iquique).toEqual(['cl-ship-esmeralda', 'pe-ship-independencia']);
  });

  it('Manco Cápac is not sunk when Arica falls: no Allied warship lost on turn 8, so no bonus that would win at turn 9', () => {
    expect(eventsOf('shipSunk').filter((e) => e.turn === 8)).toHaveLength(0);
    expect(war.final.ships['pe-ship-manco-capac']?.location.kind).toBe('hex');
  });

  it('5.6: Bolivia quits at the end of the turn Chile first has 7 VP (turn 8, after Tacna), and not before', () => {
    const quits = eventsOf('boliviaQuits');
    expect(quits).toHaveLength(1);
    expect(quits[0]!.turn).toBe(8);
    expect(vpAt(8)).toBeGreaterThanOrEqual(7);
    expect(vpAt(7)).toBeLessThan(7);
    expect(war.final.boliviaInWar).toBe(false);
  });
});

describe('the war as it was fought: the history is there', () => {
  it('Huáscar is lost on turn 4 (Angamos), Independencia and Esmeralda on turn 2 (Iquique), Pilcomayo on turn 5', () => {
    const sunk = (ship: string) => eventsOf('shipSunk').find((e) => e.event.ship === ship)?.turn;
    expect(sunk('pe-ship-huascar')).toBe(4);
    expect(sunk('pe-ship-independencia')).toBe(2);
    expect(sunk('cl-ship-esmeralda')).toBe(2);
    expect(sunk('pe-ship-pilcomayo')).toBe(5);
  });

  it('Chile controls Iquique by turn 5, Tacna and Arica by turn 8, Lima and Callao on turn 12', () => {
    expect(chileHolds(5, HEX.IQUIQUE)).toBe(true);
    expect(chileHolds(8, HEX.TACNA)).toBe(true);
    expect(chileHolds(8, HEX.ARICA)).toBe(true);
    expect(chileHolds(7, HEX.TACNA)).toBe(false);
    expect(chileHolds(12, HEX.LIMA)).toBe(true);
    expect(chileHolds(12, HEX.CALLAO)).toBe(true);
    expect(chileHolds(11, HEX.LIMA)).toBe(false);
    expect(chileHolds(11, HEX.CALLAO)).toBe(false);
  });

  it('lands the army at Pisagua (turn 5), at Ilo / Pacocha (turn 6) and at Pisco (turn 11)', () => {
    const landings = eventsOf('debarked').filter((e) => e.event.side === 'chile' && e.event.landing);
    const at = (hex: HexId) => landings.filter((e) => e.event.to.kind === 'hex' && e.event.to.hex === hex).map((e) => e.turn);
    expect(at(HEX.PISAGUA)).toContain(5);
    expect(at(HEX.ILO)).toContain(6);
    expect(at(HEX.PISCO)).toContain(11);
  });

  it('Pisagua is stormed, Tarapacá repulses the Chileans, and Tacna, Arica and Lima are won in battle', () => {
    const battle = (target: HexId) => eventsOf('combatResolved').filter((e) => e.event.attacker === 'chile' && e.event.target === target);
    const won = (target: HexId) => battle(target).some((e) => e.event.attackerHits > 0 && e.event.defenderHits === 0);
    expect(won(HEX.PISAGUA)).toBe(true);
    expect(battle('3318').every((e) => e.event.attackerHits === 0 && e.event.defenderHits > 0)).toBe(true);
    expect(battle('3318')).toHaveLength(1);
    expect(won(HEX.TACNA)).toBe(true);
    expect(won(HEX.ARICA)).toBe(true);
    expect(won(HEX.LIMA)).toBe(true);
  });
});

describe('the war as it was fought: the build', () => {
  it('is deterministic: the script builds the shipped file byte for byte', () => {
    const built = warAsFought();
    expect(built.text).toBe(war.text);
  }, 180_000);
});
