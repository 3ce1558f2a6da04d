import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { endQuietlyOnClosedPipe } from './cliIo';

describe('the command line\'s output, read by a reader that stops (`wotp play … | head -1`)', () => {
  it('ends quietly when the pipe is closed (EPIPE printed a stack trace: QA round 15), and leaves any other stream error to fail', () => {
    const stdout = new EventEmitter();
    const exits: (number | undefined)[] = [];
    endQuietlyOnClosedPipe(stdout, (code) => exits.push(code));
    stdout.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(exits).toHaveLength(1);
    expect(() => stdout.emit('error', Object.assign(new Error('disk full'), { code: 'ENOSPC' }))).toThrow('disk full');
  });
});
