import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { guardOutput, type CliIo, type TextSink } from '../../src/cli/io.js';
import { simulateCommand } from '../../src/cli/simulate.js';
import { simulateGame } from '../../src/index.js';

const GAMES = fileURLToPath(new URL('../fixtures/games/', import.meta.url));
const game = (name: string): string => join(GAMES, name);
const TEMP = mkdtempSync(join(tmpdir(), 'nimkit-simulate-'));

afterAll(() => {
  rmSync(TEMP, { recursive: true, force: true });
});

/** A CliIo whose streams collect text; `stdout` may be replaced by a custom sink. */
function fakeIo(options: { tty?: boolean; stdout?: TextSink } = {}): { io: CliIo; out: () => string; err: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: options.stdout ?? {
      write: (text: string) => {
        out.push(text);
        return true;
      },
    },
    stderr: {
      write: (text: string) => {
        err.push(text);
        return true;
      },
      isTTY: options.tty ?? false,
    },
    stdin: (async function* () {
      // no input: simulate never reads stdin
    })(),
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

const plain = { explain: false, json: false };

/** A game of `moves` plain moves, one token at a time from a single pile. */
function longGame(moves: number): string {
  return `${moves + 1};1\n${moves + 1}\n${'0;1\n'.repeat(moves)}`;
}

describe('simulateCommand', () => {
  test.each([
    ['valid_game', 0],
    ['invalid_game', 1],
    ['invalid_start_state', 1],
  ])('simulateCommand - %s.txt prints its .out fixture, exit %i', async (name, code) => {
    const { io, out, err } = fakeIo();
    expect(await simulateCommand(game(`${name}.txt`), plain, io)).toBe(code);
    expect(out()).toBe(readFileSync(game(`${name}.out`), 'utf8'));
    expect(err()).toBe('');
  });

  test('simulateCommand - --explain prints the diagnostic to stderr for an invalid game only', async () => {
    const invalid = fakeIo();
    expect(await simulateCommand(game('invalid_game.txt'), { explain: true, json: false }, invalid.io)).toBe(1);
    expect(invalid.out()).toBe('Invalid Game.\n');
    expect(invalid.err()).toBe('line 5, column 3: pile index 1 has 3 tokens, cannot take 4\n');
    const valid = fakeIo();
    expect(await simulateCommand(game('valid_game.txt'), { explain: true, json: false }, valid.io)).toBe(0);
    expect(valid.err()).toBe('');
  });

  test('simulateCommand - --json prints the check as one line', async () => {
    const valid = fakeIo();
    expect(await simulateCommand(game('valid_game.txt'), { explain: false, json: true }, valid.io)).toBe(0);
    expect(valid.out()).toBe('{"valid":true,"counters":12,"start":[3,3,6],"moves":3,"loser":2}\n');
    const invalid = fakeIo();
    expect(await simulateCommand(game('invalid_game.txt'), { explain: true, json: true }, invalid.io)).toBe(1);
    expect(invalid.out()).toBe(
      '{"valid":false,"error":{"code":"count-exceeds-pile","line":5,"column":3,' +
        '"message":"line 5, column 3: pile index 1 has 3 tokens, cannot take 4","moveIndex":2,"expected":3,"actual":4}}\n',
    );
    expect(invalid.err()).toBe('line 5, column 3: pile index 1 has 3 tokens, cannot take 4\n');
  });

  test('simulateCommand - --json writes numbers beyond 2^53 as decimal strings', async () => {
    const file = join(TEMP, 'huge.txt');
    writeFileSync(file, '18446744073709551617;2\n18446744073709551616;1\n0;18446744073709551615\n0;1\n');
    const { io, out } = fakeIo();
    expect(await simulateCommand(file, { explain: false, json: true }, io)).toBe(0);
    expect(out()).toBe('{"valid":true,"counters":"18446744073709551617","start":["18446744073709551616",1],"moves":2,"loser":1}\n');
  });

  test.each([
    ['a missing file', join(GAMES, 'no-such-game.txt'), 'no such file'],
    ['a directory', GAMES, 'is a directory'],
    ['a path through a file', join(GAMES, 'valid_game.txt', 'inside'), 'a part of the path is not a directory'],
  ])('simulateCommand - %s exits 2 with one line on stderr', async (_name, file, reason) => {
    const { io, out, err } = fakeIo();
    expect(await simulateCommand(file, plain, io)).toBe(2);
    expect(out()).toBe('');
    expect(err()).toBe(`nimkit simulate: cannot read ${file}: ${reason}\n`);
  });

  test('simulateCommand - streams a long game in batches, waiting for a real stream to drain', async () => {
    const file = join(TEMP, 'long.txt');
    const text = longGame(30_000);
    writeFileSync(file, text);
    const written: string[] = [];
    let waits = 0;
    const stream = Object.assign(new EventEmitter(), {
      write(chunk: string, callback: (error?: Error | null) => void): boolean {
        if (chunk !== '') written.push(chunk);
        // Full after every write: the command must wait for the write to complete each time.
        setImmediate(() => {
          if (chunk === '') waits++;
          callback();
        });
        return false;
      },
    });
    const { io, err } = fakeIo({ stdout: guardOutput(stream) });
    expect(await simulateCommand(file, plain, io)).toBe(0);
    expect(written.join('')).toBe(simulateGame(text));
    expect(written.length).toBeGreaterThan(10);
    expect(waits).toBeGreaterThanOrEqual(written.length - 1);
    expect(err()).toBe('');
  });

  test('simulateCommand - stops when the reader goes away', async () => {
    const file = join(TEMP, 'closed.txt');
    writeFileSync(file, longGame(100_000));
    const written: string[] = [];
    const stream = Object.assign(new EventEmitter(), {
      write(chunk: string, callback: (error?: Error | null) => void): boolean {
        if (chunk !== '') written.push(chunk);
        // The first write fails as a closed pipe does: the error reaches the callback and the 'error' event.
        const error = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
        setImmediate(() => {
          callback(error);
          stream.emit('error', error);
        });
        return false;
      },
    });
    const stdout = guardOutput(stream);
    const { io, err } = fakeIo({ stdout });
    expect(await simulateCommand(file, plain, io)).toBe(0);
    expect(written).toHaveLength(1);
    expect(stdout.failure?.message).toBe('write EPIPE');
    expect(err()).toBe('');
  });

  test('simulateCommand - a file that changes between the two readings exits 2', async () => {
    const file = join(TEMP, 'changing.txt');
    writeFileSync(file, longGame(100_000));
    let truncated = false;
    const { io, err } = fakeIo({
      stdout: {
        write: () => {
          if (!truncated) truncateSync(file, 300_001);
          truncated = true;
          return true;
        },
      },
    });
    expect(await simulateCommand(file, plain, io)).toBe(2);
    expect(err()).toBe(`nimkit simulate: ${file} changed while it was being read\n`);
  });

  test('simulateCommand - shows progress on a terminal for a file over 50 MB', async () => {
    const file = join(TEMP, 'big.txt');
    // The seed's game followed by 51 MiB of trailing blank lines: big, valid, and a short transcript.
    const header = Buffer.from('12;3\n3;3;6\n0;3\n2;5\n1;3\n');
    writeFileSync(file, Buffer.concat([header, Buffer.alloc(51 * 1024 * 1024, 0x0a)]));
    const transcript = readFileSync(game('valid_game.out'), 'utf8');

    const terminal = fakeIo({ tty: true });
    expect(await simulateCommand(file, plain, terminal.io)).toBe(0);
    expect(terminal.out()).toBe(transcript);
    const progress = terminal.err();
    expect(progress.startsWith('\rnimkit simulate: validating 0%')).toBe(true);
    expect(progress).toContain('\rnimkit simulate: validating 50%\rnimkit simulate: validating 51%');
    expect(progress).toContain('\rnimkit simulate: validating 100%\r\x1b[K\rnimkit simulate: simulating 0%');
    expect(progress.endsWith('\rnimkit simulate: simulating 100%\r\x1b[K')).toBe(true);

    const piped = fakeIo({ tty: false });
    expect(await simulateCommand(file, { explain: false, json: true }, piped.io)).toBe(0);
    expect(piped.err()).toBe('');
    rmSync(file);
  });
});
