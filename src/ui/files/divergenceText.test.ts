import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeGameFile, newGame, parseGameFile, replayGameFile } from '../../engine';
import { divergenceText, type DivergenceWords } from './divergenceText';

/**
 * QA round 19, MINOR-3: the browser and the command line word a divergence with one module, which
 * holds no words of its own and needs neither React, the DOM nor i18next: each front end lends it its
 * words (the browser's in the player's language, the command line's in English).
 */
describe('divergenceText, shared by the browser and the command line', () => {
  it('imports nothing but types: no React, no DOM, no i18next', () => {
    const source = readFileSync('src/ui/files/divergenceText.ts', 'utf8');
    const imports = source.split('\n').filter((line) => /^import\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type .* from '\.\.\/\.\.\/engine(\/\w+)?';$/);
  });

  it('is made of the words it is lent: the step, the action, the wrong side, and the edition that wrote the file', () => {
    const file = makeGameFile('lent', {}, [{ type: 'historicalSetup', side: 'allied' }, { type: 'endPhase', side: 'allied' }]);
    const edited = { ...file, steps: [{ ...file.steps[0]!, action: { type: 'historicalSetup', side: 'chile' } }, file.steps[1]!] };
    const parsed = parseGameFile(edited);
    if (!parsed.ok) throw new Error('expected a game file');
    const r = replayGameFile(parsed.value);
    expect(r.divergence?.step).toBe(1);
    const words: DivergenceWords = {
      t: (key, values) => `${key}${JSON.stringify(values)}`,
      say: (m) => m.code,
      actionLabel: (action) => `label:${action.type}`,
      sideWithArticle: (side) => `side:${side}`,
    };
    const text = divergenceText(words, edited.steps[0]!.action as never, newGame({ seed: 'lent' }), r.divergence!, { file: 'old', app: 'new' });
    expect(text).toBe(
      'files.doesNotReplay{"step":"1 (label:historicalSetup)","error":"files.notTheirTurn{\\"side\\":\\"side:chile\\",\\"toAct\\":\\"side:allied\\"}"} files.otherEdition{"file":"old","app":"new"}',
    );
    // The same edition: no word of it; no action at that step: the engine's own reason.
    expect(divergenceText(words, undefined, newGame({ seed: 'lent' }), r.divergence!, { file: 'new', app: 'new' })).toBe('files.doesNotReplay{"step":"1","error":"error.notYourTurn"}');
  });
});
