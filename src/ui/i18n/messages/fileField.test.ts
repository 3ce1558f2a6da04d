import { describe, expect, it } from 'vitest';
import { makeGameFile } from '../../../engine/gameFile/makeGameFile';
import { parseGameFile } from '../../../engine/gameFile/parseGameFile';
import { MAX_GAME_FILE_CHARS } from '../../../engine/gameFile/gameFileSchema';
import { newGame } from '../../../engine/newGame';
import { savePosition } from '../../../engine/position/savePosition';
import type { Language } from './language';
import { sayIn } from './say';

/**
 * QA round 19, MINOR-4, NIT-6 and NIT-8: a file the schema refuses is told in a player's words, in
 * both languages ("steps: too big", "players.chile: wrong format" were the schema's); a step is
 * counted from 1, as the replay bar and the replay errors count, the file's own index kept in brackets
 * for a tester (jq's "steps[1251]"); a size is in megabytes; an empty file is said to be empty.
 */
const file = makeGameFile('field-words', {}, []);
const refusal = (input: unknown, lang: Language = 'en'): string => {
  const r = parseGameFile(typeof input === 'string' ? input : JSON.stringify(input));
  if (r.ok) throw new Error('expected a refusal');
  return sayIn(lang, r.error.message);
};
const step = file.steps[0] ?? { action: { type: 'endPhase', side: 'allied' }, hash: '0123456789abcdef' };

describe('a refused game file in the player\'s words (QA round 19)', () => {
  it('more steps than a game can have names the limit, written as the language writes numbers', () => {
    const many = { ...file, steps: new Array(20_001).fill(step) };
    expect(refusal(many)).toBe('Not a valid game file: it has more steps than a game can have (at most 20,000). (in the file: steps)');
    expect(refusal(many, 'es')).toBe('No es un archivo de partida válido: tiene más pasos de los que puede tener una partida (como máximo 20.000). (en el archivo: steps)');
  });
  it('a version before the first, and a version that is not a number', () => {
    expect(refusal({ ...file, version: 0 })).toBe('Not a valid game file: it says it is version 0 of the game files, older than the first there is (1). (in the file: version)');
    expect(refusal({ ...file, version: '2' })).toBe('Not a valid game file: its version is not a whole number. (in the file: version)');
    expect(refusal({ ...file, version: 0 }, 'es')).toMatch(/^No es un archivo de partida válido: dice ser de la versión 0 de los archivos de partida/);
  });
  it('a player that is neither human nor a bot\'s name is quoted, as text', () => {
    const bad = { ...file, players: { chile: '<img src=x>', allied: 'human' } };
    expect(refusal(bad)).toBe('Not a valid game file: the Chile player ("<img src=x>") is neither "human" nor a bot\'s name (lower-case letters and hyphens, at most 20). (in the file: players.chile)');
    expect(refusal(bad, 'es')).toMatch(/^No es un archivo de partida válido: el jugador de Chile \(«<img src=x>»\) no es «human» ni el nombre de un bot/);
  });
  it('a step is counted from 1, its index in the file in brackets (NIT-6: "steps.1251.hash" was step 1252)', () => {
    const steps = [...new Array(1251).fill(step), { ...step, hash: 'nope' }];
    expect(refusal({ ...file, steps })).toBe('Not a valid game file: the hash of step 1252 ("nope") is not a state hash (16 digits 0–9 and a–f). (in the file: steps[1251].hash)');
    expect(refusal({ ...file, steps }, 'es')).toBe('No es un archivo de partida válido: el hash del paso 1252 («nope») no es un hash de estado (16 cifras 0–9 y a–f). (en el archivo: steps[1251].hash)');
    expect(refusal({ ...file, steps: [{ ...step, action: { type: 'endPhase', side: 'peru' } }] })).toMatch(/: the side of step 1 \("peru"\) is neither "chile" nor "allied"\. \(in the file: steps\[0\]\.action\.side\)$/);
  });
  it('a note too long, an unknown field and a bad rules option', () => {
    expect(refusal({ ...file, meta: { pad: 'x'.repeat(2001) } })).toBe('Not a valid game file: the note "pad" is too long (at most 2,000 characters). (in the file: meta.pad)');
    expect(refusal({ ...file, extra: 1 })).toBe('Not a valid game file: it has a field game files do not have: "extra". (in the file: extra)');
    expect(refusal({ ...file, options: { stacking: 'zz' } }, 'es')).toBe('No es un archivo de partida válido: la opción de reglas «stacking» no puede valer «zz». (en el archivo: options.stacking)');
  });
  it('a scripted die of 7 in the position a file starts from', () => {
    const start = savePosition(newGame({ seed: 'field-words' }));
    const bad = { ...file, start: { ...start, dice: { ...start.dice, script: [1, 2, 3, 4, 5, 7] } } };
    expect(refusal(bad)).toBe('Not a valid game file: the position it starts from is refused. Invalid position: scripted die 6 is 7: a die shows 1 to 6. (in the position: dice.script[5])');
    expect(refusal(bad, 'es')).toBe('No es un archivo de partida válido: se rechaza la posición desde la que empieza. Posición no válida: el dado programado 6 es 7: un dado muestra de 1 a 6. (en la posición: dice.script[5])');
  });
  it('no refusal is in the schema\'s words', () => {
    const texts = [{ ...file, version: 0 }, { ...file, players: { chile: 'X', allied: 'human' } }, { ...file, meta: { pad: 'x'.repeat(2001) } }, { ...file, initialHash: 7 }].flatMap((f) => [refusal(f), refusal(f, 'es')]);
    for (const text of texts) expect(text).not.toMatch(/too big|too small|wrong format|wrong type|demasiado grande|formato equivocado|tipo equivocado/);
  });
  it('a file too long is measured in megabytes (NIT-8), and an empty file is said to be empty', () => {
    const huge = ' '.repeat(MAX_GAME_FILE_CHARS + 1_100_000);
    expect(refusal(huge)).toBe('Not a game file: it is 9.1\u00a0MB; at most 8\u00a0MB are read.');
    expect(refusal(huge, 'es')).toBe('No es un archivo de partida: ocupa 9,1\u00a0MB; se leen como máximo 8\u00a0MB.');
    expect(refusal('')).toBe('Not a game file: the file is empty.');
    expect(refusal(' \n', 'es')).toBe('No es un archivo de partida: el archivo está vacío.');
  });
});
