import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playTraced } from '../bots/campaign/playTraced';
import { newGame, viewFor, type GameEvent, type PlayerView } from '../engine';
import { LAND_UNITS } from '../engine/counters';
import { message } from '../engine/message';
import { at } from '../engine/pieces/location';
import { BotControls } from './bot/BotControls';
import { GameOver } from './GameOver';
import { useGameStore, type LogEntry } from './store';

const RESULT = { winner: 'allied' as const, kind: 'suddenDeath' as const, turn: 5, chileVp: 1, rule: '5.2', summary: message('result.chileanVictory', { vp: 9, min: 8 }) };

/** The "land units eliminated" column of the losses table: [Chile, Allies]. */
function unitsLostCells(container: HTMLElement) {
  expect(container.querySelector('.losses thead')?.textContent).toContain('land units eliminated');
  return [...container.querySelectorAll('.losses tbody tr')].map((tr) => Number(tr.querySelector('td')?.textContent));
}

const eliminated = (piece: string, side: 'chile' | 'allied' = 'allied'): GameEvent => ({ type: 'eliminated', side, piece, reason: 'reason.combatHit', rule: '8.9' });
const rebuilt = (piece: string, side: 'chile' | 'allied' = 'allied'): GameEvent => ({ type: 'placed', side, piece, to: { kind: 'hex', hex: '3217' }, rule: '6.3' });
const logOf = (events: GameEvent[]): LogEntry[] => events.map((event, i) => ({ step: i + 1, event }));

describe('the end of the game', () => {
  it('5.2–5.4 the VP chart is labelled: caption, both axes, what each check asks, the turn-12 draw band and the sudden-death line (in words under it), each turn\'s VP', () => {
    const base = viewFor(newGame({ seed: 'over' }), 'chile');
    const view: PlayerView = {
      ...base,
      result: { winner: 'chile', kind: 'victory', turn: 9, chileVp: 9, rule: '5.3', summary: message('result.chileanVictory', { vp: 9, min: 8 }) },
      vpRecord: Array.from({ length: 9 }, (_, i) => ({ turn: i + 1, chileVp: i })),
    };
    const { container } = render(<GameOver view={view} />);
    expect(screen.getByText("Chile's Victory Points at the end of each turn", { selector: 'figcaption' })).toBeTruthy();
    const words = [...container.querySelectorAll('.vp-chart text')].map((e) => e.textContent);
    expect(words).toEqual(expect.arrayContaining(['game turn', 'VP', '6+', '8+', '18+', '13–17', 'draw']));
    // 5.4: the draw band spans 13 to 17 VP at turn 12, under the win mark (it had no mark at all: table QA round 13).
    const band = container.querySelector('[data-check="draw"] rect')!;
    const win = container.querySelector('[data-check="5.4"] rect')!;
    expect(Number(band.getAttribute('x'))).toBe(Number(win.getAttribute('x')));
    expect(Number(band.getAttribute('y'))).toBeGreaterThan(Number(win.getAttribute('y')));
    // The marks' words are drawn over Chile's line, so the line never hides them (the "8+" was half covered).
    const order = [...container.querySelectorAll('.vp-chart polyline.vp-game, .vp-chart [data-check="5.3"] text')].map((e) => e.tagName.toLowerCase());
    expect(order).toEqual(['polyline', 'text']);
    // What the marks and the line mean, in words under the drawing (in it they crossed the line of VP: table QA round 3).
    expect([...container.querySelectorAll('.vp-chart-legend li')].map((e) => e.textContent)).toEqual([
      'Red marks: the VP Chile needs to win — turn 5, 6 or more (5.2); turn 9, 8 or more (5.3); turn 12, 18 or more (5.4).',
      'Dashed line: under 2 VP at turn 5 or 9, the Allies win at once (5.2, 5.3).',
      'Grey band: at turn 12, 13 to 17 VP is a draw; fewer, the Allies win (5.4).',
      "Dotted grey line: Chile's VP in the war as it was fought — 4 at turn 5, 7 at turn 9, 18 at turn 12; the blue line is this game's.",
    ]);
    // The war as it was fought, one point a turn, 1 to 12.
    expect(container.querySelector('.vp-history')!.getAttribute('points')!.split(' ')).toHaveLength(12);
    // Every turn of the game on the axis, 1 to 12, whether played or not.
    expect(words.filter((w) => /^\d+$/.test(w ?? '')).map(Number)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect([...container.querySelectorAll('.vp-chart circle title')].map((e) => e.textContent)[4]).toBe('Turn 5: 4 VP');
  });

  it('5.3 against a bot, the one human player is told he won or lost; the result offers the replay, the file and a new game; no bot "waits for your move" (QA round 6)', () => {
    const game = newGame({ seed: 'over-solo' });
    const result = { winner: 'chile' as const, kind: 'victory' as const, turn: 9, chileVp: 9, rule: '5.3', summary: message('result.chileanVictory', { vp: 9, min: 8 }) };
    const over = { ...game, result };
    useGameStore.setState({ game: over, start: null, actions: [], log: [], players: { chile: 'heuristic', allied: 'human' }, viewer: 'allied', replay: null, thinking: null });
    const view = { ...viewFor(game, 'allied'), result };
    const { unmount } = render(<><GameOver view={view} /><BotControls /></>);
    expect(screen.getByTestId('your-result').textContent).toBe('You lost, playing the Allies.');
    expect(screen.getByTestId('bot-controls').textContent).toContain('The game is over.');
    expect(screen.getByTestId('bot-controls').textContent).not.toContain('waits for your move');
    fireEvent.click(screen.getByRole('button', { name: 'Replay the game' }));
    expect(useGameStore.getState().replay).not.toBeNull();
    unmount();
    // Two humans at one screen: no "you".
    useGameStore.setState({ players: { chile: 'human', allied: 'human' }, replay: null });
    render(<GameOver view={view} />);
    expect(screen.queryByTestId('your-result')).toBeNull();
    expect(screen.getByTestId('after-the-game').querySelectorAll('button')).toHaveLength(3);
  });

  it('issue 17 the seed is shown whole, and a game with a dice secret says the seed alone gives other dice (QA round 7: "war-of-th…", and the seed alone did not replay it)', () => {
    const game = newGame({ seed: 'war-of-the-pacific-a-long-seed', diceSecret: '0123456789abcdef0123456789abcdef' });
    const result = { winner: 'chile' as const, kind: 'victory' as const, turn: 9, chileVp: 9, rule: '5.3', summary: message('result.chileanVictory', { vp: 9, min: 8 }) };
    const over = { ...game, result };
    useGameStore.setState({ game: over, start: null, actions: [], log: [], players: { chile: 'human', allied: 'human' }, viewer: 'chile', replay: null, thinking: null });
    const { unmount } = render(<GameOver view={viewFor(over, 'chile')} />);
    const seed = screen.getByTestId('seed');
    expect(seed.textContent).toMatch(/^Seed of this game: war-of-the-pacific-a-long-seed\. The dice also came from a secret drawn at the start/);
    expect(seed.classList.contains('seed')).toBe(false); // the header's class, cut to one line with "…"
    unmount();
    const plain = { ...newGame({ seed: 7 }), result };
    useGameStore.setState({ game: plain });
    render(<GameOver view={viewFor(plain, 'chile')} />);
    expect(screen.getByTestId('seed').textContent).toBe('Seed of this game: 7');
  });

  it('the land units lost count every elimination in the game, rebuilt units too (tester: "Allies 0" after Inf Bn 1 fell twice, the Vanguardia and the Aroma once)', () => {
    const game = { ...newGame({ seed: 'over-losses' }), result: RESULT };
    // Every one of them rebuilt by the end: none in the dead pile.
    const log = logOf([
      eliminated('pe-inf-gen-bn-1'), rebuilt('pe-inf-gen-bn-1'), eliminated('pe-inf-gen-bn-1'), rebuilt('pe-inf-gen-bn-1'),
      eliminated('bo-inf-vanguardia'), rebuilt('bo-inf-vanguardia'),
      eliminated('bo-inf-aroma'), rebuilt('bo-inf-aroma'),
      // Not land units: a ship with no port (4.1) and a Supply Column (8.7).
      { type: 'eliminated', side: 'chile', piece: 'cl-ship-blanco-encalada', reason: 'reason.noPortToReturn', rule: '4.1' },
      { type: 'eliminated', side: 'allied', piece: 'sc-1', reason: 'reason.undefendedColumn', rule: '8.7' },
    ]);
    useGameStore.setState({ game, start: null, actions: [], log, players: { chile: 'human', allied: 'human' }, viewer: 'observer', replay: null, thinking: null });
    const { container } = render(<GameOver view={viewFor(game, 'observer')} />);
    expect(unitsLostCells(container)).toEqual([0, 4]);
  });

  it('the land units lost: those aboard a ship sunk count, and a unit in the dead pile the log never saw eliminated counts once (10.1 cargo of a ship captured)', () => {
    const base = newGame({ seed: 'over-losses' });
    const game = {
      ...base,
      result: RESULT,
      // cl-inf-2nd: eliminated (logged) and still dead — once, not twice. cl-inf-3rd: dead with no event naming it.
      units: { ...base.units, 'cl-inf-2nd': { ...base.units['cl-inf-2nd']!, location: at.deadPile }, 'cl-inf-3rd': { ...base.units['cl-inf-3rd']!, location: at.deadPile } },
    };
    const log = logOf([
      eliminated('cl-inf-2nd', 'chile'),
      { type: 'shipSunk', side: 'chile', ship: 'cl-ship-rimac', cargo: ['cl-inf-atacama', 'cl-sc-1'], rule: '7.9' },
      rebuilt('cl-inf-atacama', 'chile'),
    ]);
    useGameStore.setState({ game, log, viewer: 'observer', replay: null });
    const { container } = render(<GameOver view={viewFor(game, 'observer')} />);
    expect(unitsLostCells(container)).toEqual([3, 0]);
  });

  it('the land units lost, in a played game: as many as the times a land unit went to the dead pile (seed 1, heuristic against heuristic)', () => {
    const side = new Map(LAND_UNITS.map((u) => [u.id, u.nation === 'chile' ? 0 : 1]));
    const wentDead = [0, 0];
    const times = new Map<string, number>();
    const log: LogEntry[] = [];
    const final = playTraced(1, { chile: 'heuristic', allied: 'heuristic' }, {
      onStep: ({ before, events, after }) => {
        for (const event of events) log.push({ step: after.step, event });
        for (const [id, s] of side) {
          if (after.units[id]?.location.kind === 'deadPile' && before.units[id]?.location.kind !== 'deadPile') {
            wentDead[s]! += 1;
            times.set(id, (times.get(id) ?? 0) + 1);
          }
        }
      },
    });
    expect(final.result).not.toBeNull();
    // The game this test is about: units eliminated, rebuilt and eliminated again, on both sides.
    expect([...times.values()].filter((n) => n > 1).length).toBeGreaterThan(0);
    useGameStore.setState({ game: final, log, viewer: 'observer', replay: null });
    const { container } = render(<GameOver view={viewFor(final, 'observer')} />);
    const cells = unitsLostCells(container);
    expect(cells).toEqual(wentDead);
    // More than the dead pile at the end (what the table counted before).
    const inDeadPile = LAND_UNITS.filter((u) => final.units[u.id]?.location.kind === 'deadPile').length;
    expect(cells[0]! + cells[1]!).toBeGreaterThan(inDeadPile);
  });
});

