import { canonicalJson, savePosition } from '../../engine';
import type { OpenedGameData } from '../store/types';
import { readAllRecords } from './gameDb';
import { diceSecretOf } from './savedGameRecord';
import { readSavedGame, type SavedGame } from './savedGameSchema';

/** What makes two games the same game at the same point: how they began, their dice, every action taken. */
function fingerprint(g: Pick<SavedGame, 'seed' | 'diceSecret' | 'options' | 'start' | 'actions'>): string {
  return canonicalJson({ seed: g.seed, diceSecret: g.diceSecret ?? null, options: g.options, start: g.start ?? null, actions: g.actions });
}

/**
 * A saved game that is the very game an opened file holds, at the same point (QA round 8: opening one
 * file twice left two identical entries under Saved games). Opened again, the file takes that entry's
 * place instead of adding another. A saved game played on from the file is another game now, and is
 * not this one. `besides`: the id the file was just opened under (its own record, written meanwhile, is
 * no other copy). Null when there is none, or when the saved games cannot be read.
 */
export async function findSavedCopy(opened: Pick<OpenedGameData, 'game' | 'start' | 'actions'>, besides?: string): Promise<{ id: string; name: string } | null> {
  const secret = diceSecretOf(opened.game);
  const mine = fingerprint({
    seed: opened.game.seed,
    ...(secret ? { diceSecret: secret } : {}),
    options: { ...opened.game.options },
    start: opened.start ? (savePosition(opened.start) as unknown as SavedGame['start']) : null,
    actions: opened.actions,
  });
  let records: [string, unknown][];
  try {
    records = await readAllRecords();
  } catch {
    return null;
  }
  for (const [, value] of records) {
    const saved = readSavedGame(value);
    if (saved && saved.id !== besides && !saved.lesson && fingerprint(saved) === mine) return { id: saved.id, name: saved.name };
  }
  return null;
}
