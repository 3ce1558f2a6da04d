import { describe, expect, it } from 'vitest';
import { sortFailures } from './browserGone.ts';

describe('browser tests: a file is run again only when Chromium went away under it', () => {
  it('a file whose every error says the browser or page was closed is sorted as gone', () => {
    const report = { files: [{ file: 'a.test.ts', errors: ['Error: locator.click: Target page, context or browser has been closed'] }] };
    expect(sortFailures(report)).toEqual({ gone: ['a.test.ts'], failed: [] });
  });

  it('a renderer crash is gone too', () => {
    expect(sortFailures({ files: [{ file: 'a.test.ts', errors: ['Error: page.click: Target crashed'] }] }).gone).toEqual(['a.test.ts']);
  });

  it('a file with one assertion failure among closed-browser errors is a real failure', () => {
    const report = {
      files: [{ file: 'b.test.ts', errors: ['AssertionError: expected 2 to be 3', 'Error: page.click: Target page, context or browser has been closed'] }],
    };
    expect(sortFailures(report)).toEqual({ gone: [], failed: ['b.test.ts'] });
  });

  it('a failed file with no error recorded is a real failure, and no report sorts nothing', () => {
    expect(sortFailures({ files: [{ file: 'c.test.ts', errors: [] }] })).toEqual({ gone: [], failed: ['c.test.ts'] });
    expect(sortFailures(undefined)).toEqual({ gone: [], failed: [] });
  });
});
