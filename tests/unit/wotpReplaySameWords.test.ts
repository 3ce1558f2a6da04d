import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeGameFile } from '../../src/engine';
import { openFile } from '../../src/ui/files/openFile';
import { NODE_IO, type CliIo } from '../../scripts/cliIo';
import { main } from '../../scripts/wotp';

/**
 * QA round 19, MINOR-3: the command line said "diverges at step 40 of 1251: It is Chile who must act
 * now." where the browser said which action the step holds and that the file was edited by hand;
 * both now word a divergence with divergenceText.ts. NIT-9: a player the file names that this edition
 * does not have is a warning on the command line too, as it is a notice in the browser.
 */
const dir = mkdtempSync(join(tmpdir(), 'wotp-same-words-'));
const setup = [
  { type: 'historicalSetup', side: 'allied' },
  { type: 'endPhase', side: 'allied' },
  { type: 'historicalSetup', side: 'chile' },
  { type: 'endPhase', side: 'chile' },
] as const;
const file = makeGameFile('same-words', {}, setup);
const edited = (step: number, change: (s: (typeof file.steps)[number]) => unknown) => JSON.stringify({ ...file, steps: file.steps.map((s, i) => (i === step - 1 ? change(s) : s)) });

function replay(name: string, text: string): { code: number; out: string[]; err: string[]; path: string } {
  const path = join(dir, name);
  writeFileSync(path, text);
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { ...NODE_IO, out: (t) => out.push(t), err: (l) => err.push(l) };
  return { code: main(['replay', path, '--verify'], io), out, err, path };
}

/** The command line's one line is the browser's banner, after the file's name. */
function expectSameWords(name: string, text: string, pattern: RegExp) {
  const browser = openFile(text);
  expect(browser.ok).toBe(false);
  const message = !browser.ok ? browser.message : '';
  expect(message).toMatch(pattern);
  const cli = replay(name, text);
  expect(cli.code).toBe(1);
  expect(cli.err).toEqual([`wotp: ${cli.path}: ${message}`]);
}

describe('wotp replay words a divergence as the browser does (QA round 19)', () => {
  it('an action by the side not to act: the step, its action and "edited by hand?"', () => {
    expectSameWords('side.json', edited(3, (s) => ({ ...s, action: { type: 'historicalSetup', side: 'allied' } })), /^The game file does not replay: step 3 \(Historical set-up\): it is an action of the Allies, but the side to act then was Chile \(edited by hand\?\)$/);
  });
  it('an action type the game does not know is named by its type', () => {
    expectSameWords('type.json', edited(3, (s) => ({ ...s, action: { type: 'teleport', side: 'chile' } })), /^The game file does not replay: step 3 \("teleport"\): That is not an action the game knows\.$/);
  });
  it('a hash that differs names the step\'s action and says the file was changed', () => {
    expectSameWords('hash.json', edited(2, (s) => ({ ...(s as object), hash: '0123456789abcdef' })), /^The game file does not replay: step 2 \(.+\): After step 2 the game is not the one the file recorded .*\(edited by hand\?\)/);
  });
  it('a player this edition does not have: replayed, with the browser\'s note as a warning', () => {
    const text = JSON.stringify({ ...file, players: { chile: 'deepblue', allied: 'human' } });
    const browser = openFile(text);
    expect(browser.ok && browser.value.notice).toBe('The file names a player this edition does not have ("deepblue") for Chile: a human plays that side.');
    const cli = replay('player.json', text);
    expect(cli.code).toBe(0);
    expect(cli.out.join('\n')).toMatch(/4 steps replayed, every hash verified/);
    expect(cli.err).toEqual([`wotp: warning: ${cli.path}: ${browser.ok ? browser.value.notice : ''}`]);
    // Known players: no word.
    expect(replay('known.json', JSON.stringify({ ...file, players: { chile: 'heuristic', allied: 'human' } })).err).toEqual([]);
  });
});
