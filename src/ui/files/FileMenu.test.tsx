import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeGameFile } from '../../engine';
import { useGameStore } from '../store';
import { whenSaved } from '../storage/autosave';
import { deleteRecord, readAllRecords } from '../storage/gameDb';
import { FileMenu } from './FileMenu';

const saved = vi.hoisted(() => ({ files: [] as string[], texts: [] as string[] }));
vi.mock('./saveFile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./saveFile')>()),
  download: (name: string, text: string) => {
    saved.files.push(name);
    saved.texts.push(text);
  },
}));

describe('saving a game file', () => {
  beforeEach(() => {
    saved.files.length = 0;
    saved.texts.length = 0;
    useGameStore.getState().startGame({ seed: 'file-menu', setup: 'manual' });
  });

  it('4.1 I while the game is on, the file (both sides\' NADC orders and the dice secret, in plain text) is saved only once the player has been told and agrees', () => {
    render(<FileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    expect(saved.files).toEqual([]);
    expect(screen.getByTestId('save-warning').textContent).toContain("both sides' secret NADC orders and the dice secret");
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('save-warning')).toBeNull();
    expect(saved.files).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the file' }));
    expect(saved.files).toHaveLength(1);
    expect(screen.queryByTestId('save-warning')).toBeNull();
  });

  it('4.1 I a game with dice from the seed alone has no dice secret: the warning names the NADC orders only (it named a dice secret; QA round 9)', () => {
    useGameStore.getState().startGame({ seed: 'file-menu', setup: 'manual', seedOnly: true });
    expect(useGameStore.getState().game.diceSecret).toBeUndefined();
    render(<FileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    const text = screen.getByTestId('save-warning').textContent;
    expect(text).toContain("both sides' secret NADC orders in plain text");
    expect(text).not.toContain('dice secret');
  });

  it('the warning closes with Esc, or with a click beside it that goes no further (it went through to the map and sailed a fleet; QA round 5)', () => {
    render(<FileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('save-warning')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    const before = useGameStore.getState().game;
    fireEvent.click(screen.getByTestId('save-warning-backdrop'));
    expect(screen.queryByTestId('save-warning')).toBeNull();
    expect(useGameStore.getState().game).toBe(before);
    expect(saved.files).toEqual([]);
  });

  it('a game over holds no secret: its file is saved at once', () => {
    const game = useGameStore.getState().game;
    useGameStore.setState({ game: { ...game, result: { winner: 'chile', reason: 'sudden', turn: 5, chileVp: 18 } as unknown as typeof game.result } });
    render(<FileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    expect(saved.files).toHaveLength(1);
    expect(screen.queryByTestId('save-warning')).toBeNull();
  });
});

/** Open a file's text through the menu's file input, as a player picking it does. */
function openText(text: string) {
  fireEvent.change(screen.getByTestId('open-file'), { target: { files: [new File([text], 'game.json', { type: 'application/json' })] } });
}

describe('opening a game file', () => {
  beforeEach(() => {
    saved.files.length = 0;
    saved.texts.length = 0;
  });

  it('the game comes back under its name: the file keeps it in meta.name (QA round 6: "Chile solo" came back as "Game opened …")', async () => {
    useGameStore.getState().startGame({ seed: 'named', setup: 'historical', name: 'Chile solo', players: { chile: 'human', allied: 'search' } });
    const played = useGameStore.getState();
    render(<FileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Save game file' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the file' }));
    expect(JSON.parse(saved.texts[0]!).meta).toMatchObject({ name: 'Chile solo' });
    useGameStore.getState().startGame({ seed: 'other', setup: 'manual', name: 'Something else' });
    await whenSaved();
    openText(saved.texts[0]!);
    await waitFor(() => expect(useGameStore.getState().gameName).toBe('Chile solo'));
    expect(useGameStore.getState().game).toEqual(played.game);
    // Saved games still hold that very game at that very point: the file takes its place, not a second entry.
    await waitFor(() => expect(useGameStore.getState().gameId).toBe(played.gameId));
  });

  it('the same file opened twice is one saved game, not two (QA round 8); played on, it is another game, and opening the file again adds it', async () => {
    await whenSaved();
    for (const [id] of await readAllRecords()) await deleteRecord(id);
    const file = JSON.stringify(makeGameFile('twice', {}, [{ type: 'historicalSetup', side: 'allied' }], { saved: '2026-11-01T10:00:00.000Z' }));
    render(<FileMenu />);
    const savedIds = async () => (await readAllRecords()).map(([id]) => id);
    const before = useGameStore.getState().gameId;
    openText(file);
    await waitFor(() => expect(useGameStore.getState().gameId).not.toBe(before));
    const first = useGameStore.getState().gameId;
    await whenSaved();
    // Opened again: at once under a new id, which then gives way to the saved game's.
    const ids: string[] = [];
    const stop = useGameStore.subscribe((st, prev) => {
      if (st.gameId !== prev.gameId) ids.push(st.gameId);
    });
    openText(file);
    await waitFor(() => expect(ids.at(-1)).toBe(first));
    stop();
    expect(ids).toHaveLength(2);
    await whenSaved();
    expect(await savedIds()).toEqual([first]);
    // Played on: the saved game is no longer the file's.
    useGameStore.getState().dispatch({ type: 'endPhase', side: 'allied' });
    await whenSaved();
    openText(file);
    await waitFor(async () => expect(await savedIds()).toHaveLength(2));
    expect(useGameStore.getState().gameId).not.toBe(first);
    expect(useGameStore.getState().game.step).toBe(1);
  });

  it('a file without a name (every file saved before it had one) opens, every hash checked, named by the time it was opened', async () => {
    useGameStore.getState().startGame({ seed: 'other', setup: 'manual', name: 'Something else' });
    const file = makeGameFile('old', {}, [{ type: 'historicalSetup', side: 'allied' }], { saved: '2026-11-01T10:00:00.000Z' });
    render(<FileMenu />);
    openText(JSON.stringify(file));
    await waitFor(() => expect(useGameStore.getState().gameName).toMatch(/^Game opened /));
    expect(useGameStore.getState().game.step).toBe(1);
  });

  it('a tampered file is refused saying what is wrong with the action, and the game in progress is kept', async () => {
    useGameStore.getState().startGame({ seed: 'kept', setup: 'manual', name: 'Kept' });
    const before = useGameStore.getState().game;
    const file = makeGameFile('tampered', {}, [{ type: 'historicalSetup', side: 'allied' }, { type: 'endPhase', side: 'allied' }, { type: 'historicalSetup', side: 'chile' }, { type: 'orderShip', side: 'chile', ship: 'cl-ship-cochrane', area: 'III' }]);
    // The tester's file (QA round 6): the set-up NADC's area changed to one that does not exist.
    const steps = file.steps.map((s, i) => (i === 3 ? { ...s, action: { ...s.action, area: 'XIV' } } : s));
    render(<FileMenu />);
    openText(JSON.stringify({ ...file, steps }));
    await waitFor(() => expect(useGameStore.getState().fileError).toBe('The game file does not replay: step 4 (NADC XIV for Almirante Cochrane): area: there is no naval area "XIV"; the areas are I to XIII (2.2).'));
    expect(useGameStore.getState().game).toBe(before);
    expect(useGameStore.getState().gameName).toBe('Kept');
  });
});
