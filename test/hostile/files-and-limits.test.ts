// Issue 30 (hardening, fourth round), the items of the CLI, the heap games, records and replay, and the limits:
// 1, 2, 3, 5, 6, 7, 9, 11, 12, 15 and 16. Each test failed before its fix. Signals, memory and files are the
// process's own, so the built binary is spawned for those (`npm run build` first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defineGame, HeapGame, matchRecordGame, parseMatchRecord, replayRecord, walshHadamard } from '../../src/index.js';
import { ROOT } from '../cli/run.js';

const CLI = join(ROOT, 'dist/cli.js');
const temp = mkdtempSync(join(tmpdir(), 'nimkit-issue-30-'));
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});
let serial = 0;
/** A fresh file name in the test directory. */
const fresh = (name = 'file'): string => join(temp, `${name}-${++serial}`);

/** Runs the built CLI to its end (generous timeout: these runs are short on any machine). */
function run(args: readonly string[], options: { input?: string; nodeOptions?: readonly string[] } = {}): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync(process.execPath, [...(options.nodeOptions ?? []), CLI, ...args], { cwd: temp, input: options.input ?? '', encoding: 'utf8', timeout: 120_000 });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

/** The checkpoint's count, or -1 while there is none. */
function checkpointCount(path: string): number {
  try {
    return (JSON.parse(readFileSync(`${path}.checkpoint`, 'utf8')) as { count: number }).count;
  } catch {
    return -1;
  }
}

/** The value file the format describes, of one-byte values. */
function oneByteFile(code: string, values: ArrayLike<number>): Buffer {
  const text = Buffer.from(code, 'utf8');
  const header = Buffer.alloc(12);
  header.write('NIMKITGV', 0, 'latin1');
  header[8] = 1;
  header[9] = 1;
  header.writeUInt16LE(text.length, 10);
  return Buffer.concat([header, text, Buffer.from(Array.from(values))]);
}

/**
 * Starts `grundy ... --out path`, waits (up to 60 s) for the first checkpoint holding values, sends `signal`,
 * and resolves to how the process ended, failing when it is still running 20 s after the signal.
 */
function stopOnceStarted(args: readonly string[], path: string, signal: NodeJS.Signals): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: temp, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let deadline = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('no checkpoint with values within 60 s'));
    }, 60_000);
    const poll = setInterval(() => {
      if (checkpointCount(path) <= 0) return;
      clearInterval(poll);
      clearTimeout(deadline);
      child.kill(signal);
      deadline = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`still running 20 s after ${signal}`));
      }, 20_000);
    }, 10);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => {
      clearInterval(poll);
      clearTimeout(deadline);
      resolve({ status, stderr });
    });
  });
}

describe('issue 30.1: grundy --out notices Ctrl-C and SIGTERM at once, whatever a value costs', () => {
  it('issue 30.1: 0.[*] to 110 values (minutes a value near the end) stops on SIGINT with exit 130, and resumes byte-identically', async () => {
    const path = fresh('star.bin');
    const stopped = await stopOnceStarted(['grundy', '0.[*]', '--count', '110', '--out', path], path, 'SIGINT');
    expect(stopped.status).toBe(130);
    expect(stopped.stderr).toMatch(/^nimkit grundy: stopped after \d+ values; continue with --resume\n$/);
    const at = Number(/after (\d+)/.exec(stopped.stderr)?.[1]);
    expect(checkpointCount(path)).toBe(at);
    expect(at).toBeLessThanOrEqual(30);
    expect(run(['grundy', '0.[*]', '--out', path, '--resume', '--count', '30']).status).toBe(0);
    expect(readFileSync(path)).toEqual(oneByteFile('0.[*]', HeapGame.parse('0.[*]').grundyValues(30)));
  });

  it('issue 30.1: 0.[8] to 700 values stops on SIGTERM with exit 143, the checkpoint kept', async () => {
    const path = fresh('eight.bin');
    const stopped = await stopOnceStarted(['grundy', '0.[8]', '--count', '700', '--out', path], path, 'SIGTERM');
    expect(stopped.status).toBe(143);
    const at = Number(/after (\d+)/.exec(stopped.stderr)?.[1]);
    expect(at).toBeLessThan(700);
    expect(checkpointCount(path)).toBe(at);
  });
});

describe('issue 30.3: a forged checkpoint is refused against the 2^30 cap before anything is allocated', () => {
  /** A finished run of 0.77 to 300 values whose checkpoint then says `changes`, the file made `size` bytes (sparse). */
  function forged(changes: Record<string, number>, size?: number): string {
    const path = fresh('forged.bin');
    expect(run(['grundy', '0.77', '--count', '300', '--out', path]).status).toBe(0);
    const checkpoint = JSON.parse(readFileSync(`${path}.checkpoint`, 'utf8')) as Record<string, unknown>;
    writeFileSync(`${path}.checkpoint`, JSON.stringify({ ...checkpoint, ...changes }));
    if (size !== undefined) truncateSync(path, size);
    return path;
  }

  it.each([
    // A count of 2^31 over a sparse file long enough for it: 2 GiB of values before the fix.
    ['count', 2 ** 31, 16 + 2 ** 31],
    ['count', 2 ** 40, undefined],
    // A target of 2^53 - 1 was accepted, and the run went on towards it.
    ['target', Number.MAX_SAFE_INTEGER, undefined],
  ])('issue 30.3: a checkpoint %s of %d is refused in one line, exit 1', (name, value, size) => {
    const path = forged({ [name]: value }, size);
    expect(run(['grundy', '0.77', '--out', path, '--resume'])).toEqual({
      stdout: '',
      stderr: `nimkit grundy: cannot resume: the checkpoint ${JSON.stringify(`${path}.checkpoint`)} records a ${name} of ${value} values, more than a value file holds (2^30 = 1073741824)\n`,
      status: 1,
    });
  });
});

describe('issue 30.5: census --resume checks every row (its fields and its hash) before trusting it', () => {
  /** A finished census state of the 16 one-digit games, and its lines. */
  function finishedState(): { path: string; lines: string[] } {
    const path = fresh('state');
    expect(run(['census', '--digits', '1', '--count', '100', '--jobs', '1', '--json', '--resume', path]).status).toBe(0);
    return { path, lines: readFileSync(path, 'utf8').split('\n') };
  }

  it.each([
    // "row":null was a TypeError with a stack.
    ['a null row', (entry: Record<string, unknown>) => ({ ...entry, row: null })],
    // A row of a code alone printed undefined fields, exit 0.
    ['a row of its code alone', (entry: Record<string, unknown>) => ({ ...entry, row: { code: (entry.row as { code: string }).code } })],
    // An edited number was printed as true.
    ['an edited number', (entry: Record<string, unknown>) => ({ ...entry, row: { ...(entry.row as object), largest: 999 } })],
    // A field of the wrong type.
    ['a period of the wrong type', (entry: Record<string, unknown>) => ({ ...entry, row: { ...(entry.row as object), period: '12' } })],
  ])('issue 30.5: %s is refused in one line, exit 1', (_what, edit) => {
    const { path, lines } = finishedState();
    const entry = JSON.parse(lines[1] ?? '') as Record<string, unknown>;
    writeFileSync(path, [lines[0], JSON.stringify(edit(entry)), ''].join('\n'));
    expect(run(['census', '--digits', '1', '--count', '100', '--jobs', '1', '--resume', path])).toEqual({
      stdout: '',
      stderr: `nimkit census: ${JSON.stringify(path)} line 2: not a line of a nimkit census state file\n`,
      status: 1,
    });
  });

  it('issue 30.5: a state file larger than its census writes (a megabyte line) is refused before it is read', () => {
    const { path, lines } = finishedState();
    const entry = JSON.parse(lines[1] ?? '') as Record<string, unknown>;
    const padded = JSON.stringify({ ...entry, padding: 'x'.repeat(1 << 20) });
    writeFileSync(path, [lines[0], padded, ''].join('\n'));
    const size = Buffer.byteLength(`${lines[0] ?? ''}\n${padded}\n`);
    expect(run(['census', '--digits', '1', '--count', '100', '--jobs', '1', '--resume', path])).toEqual({
      stdout: '',
      stderr: `nimkit census: ${JSON.stringify(path)} is not a nimkit census state file (${size} bytes, more than a census of 16 games writes)\n`,
      status: 1,
    });
  });
});

describe('issue 30.12: a census whose state file cannot be written leaves no empty file behind', () => {
  it.runIf(process.platform === 'linux')('issue 30.12: a failed start (no room for a byte: ulimit -f 0) exits 2 and leaves no state file', () => {
    const path = fresh('state');
    const result = spawnSync('sh', ['-c', `ulimit -f 0; exec "$0" "$@"`, process.execPath, CLI, 'census', '--digits', '1', '--count', '100', '--resume', path], { encoding: 'utf8', timeout: 60_000 });
    expect({ stdout: result.stdout, stderr: result.stderr, status: result.status }).toEqual({ stdout: '', stderr: `nimkit census: cannot write ${JSON.stringify(path)}: file too large\n`, status: 2 });
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.tmp`)).toBe(false);
    // So the same command, with room, starts afresh instead of refusing an empty file.
    expect(run(['census', '--digits', '1', '--count', '100', '--jobs', '1', '--resume', path]).status).toBe(0);
  });
});

describe('issue 30.11: walshHadamard checks its argument before changing anything', () => {
  it('issue 30.11: what is not an Int32Array is a TypeError naming h', () => {
    const cases: [unknown, string][] = [
      // Strings were concatenated, null was a raw TypeError.
      [['1', '2'], 'h must be an Int32Array, got an array'],
      [null, 'h must be an Int32Array, got null'],
      [Float64Array.of(1.5, 2), 'h must be an Int32Array, got an object'],
      // 18 s of work before the fix.
      [{ length: 2 ** 40 }, 'h must be an Int32Array, got an object'],
    ];
    for (const [h, message] of cases) expect(() => { walshHadamard(h as Int32Array); }).toThrow(new TypeError(message));
  });

  it('issue 30.11: a length that is not a power of two up to 2^24, or entries that would overflow, is a RangeError, h unchanged', () => {
    const cases: [Int32Array, string][] = [
      // [3, 0, 3] before the fix.
      [Int32Array.of(1, 2, 3), 'h.length must be a power of two from 1 to 2^24, got 3'],
      [new Int32Array(0), 'h.length must be a power of two from 1 to 2^24, got 0'],
      [new Int32Array(2 ** 25), 'h.length must be a power of two from 1 to 2^24, got 33554432'],
      [Int32Array.of(2 ** 30, 2 ** 30), "h's entries add up to 2147483648 in absolute value, more than 2^31 - 1: the transform would overflow int32"],
    ];
    for (const [h, message] of cases) {
      const before = h.slice();
      expect(() => { walshHadamard(h); }).toThrow(new RangeError(message));
      expect(h.every((value, index) => value === before[index])).toBe(true);
    }
  });

  it('issue 30.11: within the bounds it is the definition, exact at the int32 edge', () => {
    const h = Int32Array.of(2 ** 30 - 1, -(2 ** 30));
    walshHadamard(h);
    expect(Array.from(h)).toEqual([-1, 2 ** 31 - 1]);
  });
});

describe('issue 30.2: replay keeps no state per move', () => {
  /** A record of Nim on one heap of `moves`, every move taking one: `moves` moves, the last taker wins. */
  function longRecord(moves: number): string {
    const head = ['Game: nim:' + String(moves), 'Play: normal', 'First: a', 'Second: b', `Result: ${moves % 2 === 1 ? '1-0' : '0-1'}`, '', ''].join('\n');
    const lines: string[] = [head];
    for (let move = 1; move <= moves; move++) lines.push(`${move}. 1:1\n`);
    return lines.join('');
  }

  it('issue 30.2: nimkit replay of 600,000 moves completes within a 96 MB heap (V8 out of memory before)', () => {
    const path = fresh('long.txt');
    writeFileSync(path, longRecord(600_000));
    const result = spawnSync(process.execPath, ['--max-old-space-size=96', CLI, 'replay', path], { cwd: temp, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', timeout: 300_000 });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('issue 30.2: replayRecord keeps the moves and the final state; steps() makes the states one at a time', () => {
    const record = parseMatchRecord(longRecord(1000));
    const result = replayRecord(matchRecordGame(record), record);
    expect(result.failure).toBeNull();
    expect(result.moves).toHaveLength(1000);
    let count = 0;
    let last = '';
    for (const state of result.steps()) {
      expect(String(state)).toBe(String(result.states[count]));
      last = state.key();
      count++;
    }
    expect(count).toBe(1001);
    expect(last).toBe(result.final.key());
  });
});

describe('issue 30.9: text from files and users is cut at 100 characters, its control characters escaped', () => {
  it('issue 30.9: nimkit replay escapes a record\'s player names and moves (clear-screen and title escapes)', () => {
    const path = fresh('escapes.txt');
    writeFileSync(path, ['Game: nim:1', 'Play: normal', 'First: \u001b[2J\u009b1m' + 'x'.repeat(200), 'Second: \u001b]0;title\u0007', 'Result: 1-0', '', '1. 1:1', ''].join('\n'));
    const result = run(['replay', path]);
    expect(result.status).toBe(0);
    // No control character but the newlines.
    expect(Array.from(result.stdout).filter((char) => char !== '\n' && (char < ' ' || (char >= '\u007f' && char <= '\u009f')))).toEqual([]);
    expect(result.stdout.split('\n')[0]).toBe(`nim:1 normal: Player 1 (\\u001b[2J\\u009b1m${'x'.repeat(93)}… (207 characters)) vs Player 2 (\\u001b]0;title\\u0007)`);
  });

  it('issue 30.9: a value file whose header holds a code of 65,535 bytes (NULs) is quoted short and escaped', () => {
    const path = fresh('header.bin');
    expect(run(['grundy', '0.77', '--count', '10', '--out', path]).status).toBe(0);
    const code = '\u0000'.repeat(65_535);
    const header = Buffer.alloc(12);
    header.write('NIMKITGV', 0, 'latin1');
    header[8] = 1;
    header[9] = 1;
    header.writeUInt16LE(65_535, 10);
    writeFileSync(path, Buffer.concat([header, Buffer.from(code, 'latin1'), Buffer.alloc(10)]));
    const result = run(['grundy', '0.77', '--out', path, '--resume']);
    expect(result).toEqual({
      stdout: '',
      stderr: `nimkit grundy: cannot resume: ${JSON.stringify(path)} holds the values of "${'\\u0000'.repeat(100)}"… (65535 characters), not "0.77"\n`,
      status: 1,
    });
  });

  it('issue 30.9: a checkpoint whose code holds ANSI escapes is quoted with them escaped', () => {
    const path = fresh('ansi.bin');
    expect(run(['grundy', '0.77', '--count', '10', '--out', path]).status).toBe(0);
    const checkpoint = JSON.parse(readFileSync(`${path}.checkpoint`, 'utf8')) as Record<string, unknown>;
    writeFileSync(`${path}.checkpoint`, JSON.stringify({ ...checkpoint, code: '\u001b[2J\u009b31m' }));
    expect(run(['grundy', '0.77', '--out', path, '--resume']).stderr).toBe(`nimkit grundy: cannot resume: ${JSON.stringify(path)} holds the values of "\\u001b[2J\\u009b31m", not "0.77"\n`);
  });

  it('issue 30.9: defineGame errors quote a 10 MB game name in 100 characters, escaped', () => {
    const name = `\u001b[2J${'n'.repeat(10_000_000)}`;
    const game = defineGame<number, number>({
      name,
      start: 0,
      moves: () => [],
      play: (n, take) => n - take,
      key: String,
      describe: (n) => `heap ${n}`,
      readMove: (value) => (Number.isSafeInteger(value) ? (value as number) : undefined),
      formatMove: String,
      parseMove: (text) => Number(text),
      actionCount: 2,
      actionOf: (take) => take,
      moveOfAction: (id) => id,
    });
    expect(() => game.start.play(1)).toThrow(/^no move can be played in \\u001b\[2Jn{96}… \(10000011 characters\): the game is over$/);
  });
});

describe('issue 30.16: a missing file is named by its whole path, escaped', () => {
  it('issue 30.16: simulate shows a path of 200 characters whole (cut at 100 before)', () => {
    const path = join(temp, `${'d'.repeat(200)}.txt`);
    expect(run(['simulate', path])).toEqual({ stdout: '', stderr: `nimkit simulate: cannot read ${path}: no such file\n`, status: 2 });
  });

  it('issue 30.16: a path with control characters is shown whole, quoted, escaped', () => {
    const path = join(temp, `\u001b[2J${'e'.repeat(120)}\n.txt`);
    expect(run(['simulate', path]).stderr).toBe(`nimkit simulate: cannot read ${JSON.stringify(path).replace('\u001b', '\\u001b')}: no such file\n`);
  });
});

describe('issue 30.6: a digit that may leave many heaps costs nothing on a heap smaller than its count', () => {
  it('issue 30.6: 0.{23} values a heap smaller than its split count (refused past heap 0 before)', () => {
    const game = HeapGame.parse('0.{23}');
    // Independent: removing 1 must leave exactly 23 heaps, so no heap below 24 has a move; up to heap 29 every
    // split of n - 1 into 23 heaps has heaps below 24 (value 0), XOR 0, so the value is 1.
    expect(Array.from(game.grundyValues(30))).toEqual([...Array<number>(24).fill(0), ...Array<number>(6).fill(1)]);
    // 99 and 98 since issue 30.7 weighs a walk node as seven steps (113 and 112 before; 1 and 2 at first).
    expect(game.valueLimit()).toBe(99);
    expect(HeapGame.parse('0.{22}').valueLimit()).toBe(98);
  });

  it('issue 30.6: nimkit solve --game 0.{23} 5 answers (exit 1 before)', () => {
    expect(run(['solve', '--game', '0.{23}', '5'])).toEqual({
      stdout: 'Game 0.&8388608; (normal play: whoever cannot move loses), heaps 5\nGrundy values: 0 (nim-sum 0)\nOutcome: P (the player to move loses)\n',
      stderr: '',
      status: 0,
    });
  });
});
