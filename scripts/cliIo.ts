import { readFileSync, writeFileSync } from 'node:fs';

/** What the testers' command line reads and writes: files and two output streams (tests inject their own). */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (line: string) => void;
  readonly readText: (path: string) => string;
  readonly writeText: (path: string, text: string) => void;
}

export const NODE_IO: CliIo = {
  out: (text) => console.log(text),
  err: (line) => console.error(line),
  readText: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch (e) {
      throw new CliError(`cannot read ${path}: ${fileProblem(e)}`);
    }
  },
  writeText: (path, text) => {
    try {
      writeFileSync(path, text);
    } catch (e) {
      throw new CliError(`cannot write ${path}: ${fileProblem(e)}`);
    }
  },
};

/** A failure the command line reports as it is, with its exit code (1: the input is bad, 2: the usage). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

function fileProblem(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/** Any failure as one line (newlines folded) and an exit code; an unexpected exception is exit code 1. */
export function describeFailure(e: unknown): { message: string; exitCode: number } {
  const text = e instanceof Error ? e.message : String(e);
  return { message: text.replace(/\s*\n\s*/g, ' ').trim() || 'failed', exitCode: e instanceof CliError ? e.exitCode : 1 };
}

/**
 * A reader that stops reading (`wotp play … | head -1`) closes the pipe: the next write fails with
 * EPIPE, which Node throws as an uncaught error with its stack trace (QA round 15; docs/game-files.md
 * promises one line and no trace). The output is no longer wanted: the command ends quietly, its exit
 * code unchanged. Any other error of the stream is left to fail as it would.
 */
export function endQuietlyOnClosedPipe(stream: NodeJS.EventEmitter, exit: (code: number | undefined) => void): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    exit(process.exitCode === undefined ? undefined : Number(process.exitCode));
  });
}
