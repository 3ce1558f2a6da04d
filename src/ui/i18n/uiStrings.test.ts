import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/** Every leaf key of a string table, with its value. */
function leaves(obj: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of leaves(v as object, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** Spanish strings allowed to read exactly as the English ones (names, symbols, the same word). */
const SAME_IN_BOTH = new Set(['sides.chile', 'sides.chileWithArticle', 'sides.observer', 'counter.nadcDown', 'bot.label', 'bot.normal', 'counter.raid', 'map.hex', 'log.hexes_one', 'log.hexes_other']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return tsxFiles(p);
    return p.endsWith('.tsx') && !p.endsWith('.test.tsx') ? [p] : [];
  });
}

describe('the interface strings (i18next)', () => {
  const E = leaves(en);
  const S = leaves(es);

  it('Spanish has every English key and no other', () => {
    expect([...S.keys()].sort()).toEqual([...E.keys()].sort());
  });
  it('no string is empty, and every Spanish string is translated', () => {
    for (const [k, v] of S) {
      expect(v.trim(), k).not.toBe('');
      // A string with no words outside its placeholders (e.g. '{{sign}}{{value}}') is the same in both.
      const words = /[A-Za-z]{2,}/.test(v.replace(/\{\{\w+\}\}/g, ''));
      if (words && !SAME_IN_BOTH.has(k)) expect(v, `es.${k} is still English`).not.toBe(E.get(k));
    }
  });
  it('placeholders match between the languages', () => {
    const ph = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [k, v] of E) expect(ph(S.get(k)!), k).toEqual(ph(v));
  });
  it('no component writes English text straight into its markup', () => {
    const offenders: string[] = [];
    for (const file of tsxFiles(join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      // JSX text between tags with a word of three or more letters (numbers, symbols and {expressions} are fine).
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      for (const m of code.matchAll(/>\s*([^<>{}\n]*[A-Za-z]{3,}[^<>{}\n]*)\s*</g)) {
        const words = m[1]!.trim();
        // Code between two tags (a ternary, a call, a member access), and the game's own abbreviation NADC, are not text.
        if (/[?():=&|]/.test(words) || /^\w+\.\w+/.test(words) || words === 'NADC') continue;
        offenders.push(`${file}: ${words}`);
      }
      for (const m of code.matchAll(/\b(aria-label|title|placeholder|alt)="([^"]*[A-Za-z]{3,}[^"]*)"/g)) offenders.push(`${file}: ${m[1]}="${m[2]}"`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('the Undo button says what one Undo takes back', () => {
  it('a run of NADC orders for one area from one port goes back together (undoRun in sessionSlice.ts): the tooltip says so in both languages (QA round 19)', () => {
    expect(en.app.undoHint).toContain('run of NADC orders for one area from one port');
    expect(es.app.undoHint).toContain('serie de NADC para una misma área desde un mismo puerto');
  });
});
