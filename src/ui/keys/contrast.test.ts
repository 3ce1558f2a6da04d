import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NATION_COLOURS } from '../counters/nationColours';
import { contrastRatio } from './contrast';

/** The colour a CSS rule gives a property, read from the stylesheet itself (so the test follows the CSS). */
function cssColour(file: string, selector: string, property: string): string {
  const css = readFileSync(join(__dirname, file), 'utf8');
  const rule = css.split('\n').find((l) => l.trim().startsWith(selector + ' {') || l.trim().startsWith(selector + '{'));
  const m = rule?.match(new RegExp(`(?:^|[;{\\s])${property}:\\s*(#[0-9a-fA-F]{6})`));
  if (!m) throw new Error(`no ${property} for ${selector} in ${file}`);
  return m[1]!;
}

describe('WCAG AA contrast (issue 19)', () => {
  it('the print of each nation on its counter: at least 4.5:1 (normal text)', () => {
    for (const [nation, c] of Object.entries(NATION_COLOURS)) {
      expect(contrastRatio(c.ink, c.field), nation).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the numbers on the map highlights (a land move\'s cost, a sail\'s steps) on their white halo: at least 4.5:1', () => {
    expect(contrastRatio(cssColour('../styles.css', '.hl-cost', 'fill'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(cssColour('../naval/naval.css', '.hl-steps', 'fill'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('the keyboard highlights: the hex cursor on its white halo, the highlighted choice\'s outline, the shortcuts list', () => {
    expect(contrastRatio(cssColour('keys.css', '.hex-cursor-line', 'stroke'), cssColour('keys.css', '.hex-cursor-halo', 'stroke'))).toBeGreaterThanOrEqual(3);
    expect(contrastRatio('#0b3d91' /* keys.css: .action-choice button.highlighted's outline */, '#ffffff')).toBeGreaterThanOrEqual(3);
    const paper = cssColour('keys.css', '.keys-dialog', 'background');
    expect(contrastRatio(cssColour('keys.css', '.keys-dialog', 'color'), paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(cssColour('keys.css', '.keys-note', 'color'), paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('the outlines of the legal-place highlights on the map\'s land colour: at least 3:1 (non-text, WCAG 1.4.11)', () => {
    const land = '#d6d0bf';
    expect(contrastRatio(cssColour('../styles.css', '.hl-place', 'stroke'), land)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(cssColour('../map/map.css', '.holding-box-target.legal', 'stroke'), land)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(cssColour('../styles.css', '.hl-move', 'stroke'), land)).toBeGreaterThanOrEqual(3);
  });

  it('the ratio itself: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#175f30', '#175f30')).toBeCloseTo(1, 5);
  });
});
