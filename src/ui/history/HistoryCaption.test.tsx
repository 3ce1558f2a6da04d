import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { CAPTIONS } from './captions';
import { HistoryCaption } from './HistoryCaption';
import { openWarAsFought, useHistoryStore, WAR_AS_FOUGHT_URL } from './openWarAsFought';
import { turnSummaries } from './turnSummaries';
import { WarAsFoughtButton } from './WarAsFoughtButton';

/**
 * The caption panel of "The war as it was fought" (issue 21), on a committed sample game standing in for
 * the historical file (the panel reads any game file the same way): the caption follows the replay's
 * turn, "Next turn" jumps to the next turn's first step, and it speaks Spanish.
 */
const SAMPLE = readFileSync(join(__dirname, '../../../tests/samples/random-1879.json'), 'utf8');
const served = (text: string, status = 200) => (async () => new Response(text, { status })) as unknown as typeof fetch;

const caption = () => screen.getByTestId('history-caption');
const replayIndex = () => useGameStore.getState().replay!.index;

describe('the war as it was fought: the caption panel', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    useGameStore.getState().startGame({ seed: 'before-the-tour', setup: 'manual' });
    let opened = false;
    await act(async () => {
      opened = await openWarAsFought(served(SAMPLE));
    });
    expect(opened).toBe(true);
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('opens the file in the replay viewer at its first step, as an observer, and the first caption tells a new player what this is and how to step', () => {
    const { replay, viewer, gameName } = useGameStore.getState();
    expect(replay?.index).toBe(0);
    expect(replay?.full).toBe(true);
    expect(viewer).toBe('observer');
    expect(gameName).toBe('The war as it was fought');
    render(<HistoryCaption />);
    expect(caption().dataset.turn).toBe('1');
    expect(screen.getByTestId('history-turn').textContent).toBe('Turn 1 · Mar–Apr 1879');
    expect(screen.getByTestId('history-headline').textContent).toBe(CAPTIONS.en[0]!.headline);
    expect(caption().textContent).toContain('Step through it with the replay bar');
    expect(screen.getByRole('button', { name: 'Previous turn' })).toHaveProperty('disabled', true);
  });

  it('changes with the turn: "Next turn" jumps to the next turn\'s first step, stepping back returns to the previous turn', () => {
    render(<HistoryCaption />);
    const summaries = turnSummaries(useGameStore.getState().replay!);
    expect(summaries.length).toBeGreaterThan(2);
    fireEvent.click(screen.getByRole('button', { name: /Next turn/ }));
    expect(replayIndex()).toBe(summaries[1]!.startIndex);
    expect(caption().dataset.turn).toBe('2');
    expect(screen.getByTestId('history-turn').textContent).toBe('Turn 2 · May–Jun 1879');
    expect(screen.getByTestId('history-headline').textContent).toBe('Iquique and Punta Gruesa');
    expect(screen.getByTestId('history-story').textContent).toContain('Esmeralda');
    // The intro is for the first turn only.
    expect(caption().textContent).not.toContain('Step through it with the replay bar');
    // One step back from the turn's first step is turn 1 again.
    act(() => useGameStore.getState().replayTo(replayIndex() - 1));
    expect(caption().dataset.turn).toBe('1');
    // And forward a step into turn 2 again; "Previous turn" from inside a turn goes to its start, then to turn 1's.
    act(() => useGameStore.getState().replayTo(summaries[1]!.startIndex + 3));
    fireEvent.click(screen.getByRole('button', { name: 'Previous turn' }));
    expect(replayIndex()).toBe(summaries[1]!.startIndex);
    fireEvent.click(screen.getByRole('button', { name: 'Previous turn' }));
    expect(replayIndex()).toBe(summaries[0]!.startIndex);
  });

  it('says what the turn changed in the game: Chile\'s VP at its end, and the verdict of the victory check of turn 5', () => {
    render(<HistoryCaption />);
    const summaries = turnSummaries(useGameStore.getState().replay!);
    const fifth = summaries.find((s) => s.turn === 5);
    expect(fifth, 'the sample game reaches turn 5').toBeDefined();
    act(() => useGameStore.getState().replayTo(fifth!.startIndex));
    expect(caption().dataset.turn).toBe('5');
    const vp = screen.getByTestId('history-vp');
    expect(vp.dataset.vp).toBe(String(fifth!.vp!.chileVp));
    expect(vp.textContent).toMatch(new RegExp(`^Chile’s VP at the end of the turn: ${fifth!.vp!.chileVp} \\(`));
    expect(screen.getByTestId('history-check').textContent).toMatch(/^Victory check \(Chile needs 6 VP to win now\): Chile has \d+ VP/);
    // A turn without a check has none.
    act(() => useGameStore.getState().replayTo(summaries[3]!.startIndex));
    expect(screen.queryByTestId('history-check')).toBeNull();
  });

  it('speaks Spanish', async () => {
    render(<HistoryCaption />);
    const summaries = turnSummaries(useGameStore.getState().replay!);
    act(() => useGameStore.getState().replayTo(summaries[1]!.startIndex));
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(screen.getByTestId('history-turn').textContent).toBe('Turno 2 · may.–jun. 1879');
    expect(screen.getByTestId('history-headline').textContent).toBe('Iquique y Punta Gruesa');
    expect(screen.getByTestId('history-story').textContent).toContain('Prat muere');
    expect(screen.getByRole('button', { name: /Turno siguiente/ })).toBeTruthy();
    expect(caption().textContent).toContain('En el juego, al final del turno');
    expect(caption().textContent).toContain('PV de Chile al final del turno');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('shows only over the war as fought: another replay, or leaving it, has no caption', () => {
    render(<HistoryCaption />);
    expect(screen.queryByTestId('history-caption')).not.toBeNull();
    act(() => useGameStore.getState().leaveReplay());
    expect(screen.queryByTestId('history-caption')).toBeNull();
    act(() => useGameStore.getState().enterReplay());
    expect(useGameStore.getState().replay).not.toBeNull();
    expect(screen.queryByTestId('history-caption')).toBeNull();
    act(() => useGameStore.getState().leaveReplay());
  });

  it('a missing or broken file is told in words, and the game on the board stays as it was', async () => {
    const before = useGameStore.getState().game;
    let opened = true;
    await act(async () => {
      opened = await openWarAsFought(served('<!doctype html>', 404));
    });
    expect(opened).toBe(false);
    expect(useHistoryStore.getState().error).toBe('The war as it was fought could not be opened: its file was not found (HTTP 404)');
    await act(async () => {
      opened = await openWarAsFought(served('{"format":"wotp-game","version":2,"seed":1}'));
    });
    expect(opened).toBe(false);
    expect(useHistoryStore.getState().error).toMatch(/^The war as it was fought could not be opened: /);
    expect(useGameStore.getState().game).toBe(before);
    expect(useGameStore.getState().replay).toBeNull();
    expect(WAR_AS_FOUGHT_URL).toMatch(/history\/war-as-fought\.json$/);
  });
});

describe('the war as it was fought: the menu entry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('on the new-game screen, tells why the file could not be opened, under the entry', async () => {
    await i18n.changeLanguage('en');
    useHistoryStore.setState({ opening: false, error: null });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not here', { status: 404 })));
    render(<WarAsFoughtButton place="newGame" />);
    expect(screen.getByText(/Watch the campaign of 1879–1881/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'The war as it was fought' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('alert').textContent).toBe('The war as it was fought could not be opened: its file was not found (HTTP 404)');
  });
});
