// Which browser-test files failed only because Chromium or its page went away (scripts/browser-tests.ts).

export const BROWSER_GONE = /Target page, context or browser has been closed|Target crashed|Browser has been closed|browser has disconnected/i;

/** What scripts/browser-failures-reporter.ts writes: each failed test file, with every error in it. */
export interface FailedFiles {
  files: { file: string; errors: string[] }[];
}

/** The failed files (scripts/browser-failures-reporter.ts) that failed only because the browser or its page went away, and those that failed otherwise. */
export function sortFailures(report: FailedFiles | undefined): { gone: string[]; failed: string[] } {
  const gone: string[] = [];
  const failed: string[] = [];
  for (const { file, errors } of report?.files ?? []) {
    (errors.length > 0 && errors.every((m) => BROWSER_GONE.test(m)) ? gone : failed).push(file);
  }
  return { gone, failed };
}
