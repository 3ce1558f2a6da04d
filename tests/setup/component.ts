import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/**
 * React's warnings about keys fail the test that caused them: two children with one key leave DOM
 * behind in the production build, which says nothing (the combat panel's old dice stayed on screen, one
 * block more at every roll); a list without keys loses its items' state.
 */
const KEY_WARNINGS = [/Encountered two children with the same key/, /should have a unique "key" prop/];
let keyWarnings: string[] = [];
const consoleError = console.error;

// A plain wrapper, not a spy: tests that spy on console.error themselves and restore all mocks keep it.
beforeEach(() => {
  keyWarnings = [];
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (KEY_WARNINGS.some((w) => w.test(text))) keyWarnings.push(text.slice(0, 300));
    consoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  console.error = consoleError;
  if (keyWarnings.length > 0) throw new Error(`React key warnings:\n${keyWarnings.join('\n')}`);
});
