import { describe, expect, it } from 'vitest';
import { makeGameFile, newGame } from '../../engine';
import { i18n } from '../i18n';
import { APP_VERSION } from './appVersion';
import { openFile } from './openFile';
import { gameFileName, gameFileText } from './saveFile';

const setup = [{ type: 'historicalSetup', side: 'allied' }, { type: 'endPhase', side: 'allied' }] as const;

describe('game files for testers (QA round 7)', () => {
  it('a saved file records the edition that wrote it (meta.app: the version and its commit)', () => {
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+(\+[0-9a-f]{4,})?$/);
    expect(JSON.parse(gameFileText(newGame({ seed: 'edition' }), [], null)).meta.app).toBe(APP_VERSION);
  });
  it('a file that no longer replays says which edition wrote it, when another did', () => {
    const file = makeGameFile({ seed: 'edition', actions: [...setup], meta: { app: '0.0.1+abcdef0' } });
    const bad = { ...file, initialHash: '0'.repeat(file.initialHash.length) };
    const r = openFile(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(`The file was written by edition 0.0.1+abcdef0; this is ${APP_VERSION}.`);
    const same = openFile(JSON.stringify({ ...bad, meta: { app: APP_VERSION } }));
    if (!same.ok) expect(same.message).not.toContain('edition');
  });
  it('the file name offered carries the game\'s name, in plain letters, then where the game stands', () => {
    const game = { ...newGame({ seed: 'named' }), turn: 3, step: 200 };
    expect(gameFileName(game, 'Chile solo: Tarapacá!')).toBe('wotp-chile-solo-tarapaca-turn3-step200.json');
    expect(gameFileName(game)).toBe('wotp-turn3-step200.json');
  });
  it('a file that is not JSON is refused in the interface\'s language, without the browser\'s own words', async () => {
    const r = openFile('{"format":"wotp-game",');
    if (r.ok) throw new Error('opened');
    expect(r.message).toBe('This is not a game file: it is not JSON (cut short, or edited by hand?).');
    await i18n.changeLanguage('es');
    try {
      const es = openFile('{"format":"wotp-game",');
      if (!es.ok) expect(es.message).not.toMatch(/position|Unterminated|Unexpected|\{\{/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
