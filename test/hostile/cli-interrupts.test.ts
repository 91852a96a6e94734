// Issue 21 (hardening, third round), the command-line items 3, 8, 11 and 19: each test failed before its
// fix. Signals and pipes are the process's own, so the built binary is spawned for them (`npx tsup` first);
// the quoting runs in-process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { ROOT } from '../cli/run.js';

const CLI = join(ROOT, 'dist/cli.js');
const LINUX = process.platform === 'linux';
/** `script` gives the child a terminal, so the progress line shows. */
const SCRIPT = LINUX && existsSync('/usr/bin/script');
let temp = '';

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'nimkit-cli-interrupts-'));
});

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

interface Exit {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Milliseconds from the signal to the exit. */
  afterSignal: number;
}

/**
 * Seconds of CPU process `pid` has used (Linux: /proc/PID/stat, in ticks of 1/100 s), or -1. A command's
 * start costs about 0.3 s of CPU whatever the machine's load, while its wall time grows with the load: waiting
 * for CPU time past the start, not for a time, holds on a busy machine too.
 */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return -1;
  }
}

/** Whether process `pid` has `path` open (Linux: its /proc/PID/fd links). */
function holds(pid: number | undefined, path: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === path;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/**
 * Spawns `command args` and sends `signal` once `ready(stdout)` holds (checked on every chunk and every 50
 * ms) to the process `target` names (default: the child itself). Fails after 15 s.
 */
function interrupt(
  command: string,
  args: readonly string[],
  signal: NodeJS.Signals,
  ready: (stdout: string, elapsed: number, pid: number | undefined) => boolean,
  target: (child: ReturnType<typeof spawn>) => number | undefined = (child) => child.pid,
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const started = performance.now();
    let stdout = '';
    let stderr = '';
    let sent = 0;
    const check = (): void => {
      if (sent !== 0 || !ready(stdout, performance.now() - started, child.pid)) return;
      const pid = target(child);
      if (pid === undefined) return;
      sent = performance.now();
      process.kill(pid, signal);
    };
    const poll = setInterval(check, 50);
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')}: still running 15 s after it started`));
    }, 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status, exitSignal) => {
      clearInterval(poll);
      clearTimeout(limit);
      resolve({ status, signal: exitSignal, stdout, stderr, afterSignal: performance.now() - sent });
    });
  });
}

/** The pid of the only child of `parent`, by pid (`script` runs the command as its child). */
function childOf(parent: number | undefined): number | undefined {
  if (parent === undefined) return undefined;
  const found = spawnSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' }).stdout.trim();
  return /^\d+$/.test(found) ? Number(found) : undefined;
}

/** A CliIo collecting stdout and stderr in memory. */
function memoryIo(): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    stdin: (async function* () {
      // no input
    })(),
  };
  return { io, out: () => out, err: () => err };
}

describe('item 8 - nimkit simulate FIFO ends at once on SIGINT and SIGTERM while it waits', () => {
  it.runIf(LINUX).each([
    ['SIGTERM', 143, 'no writer yet'],
    ['SIGINT', 130, 'no writer yet'],
    ['SIGTERM', 143, 'a writer that sends nothing'],
  ] as const)('item 8 - simulate FIFO: %s exits %i promptly (%s)', async (signal, status, writer) => {
    const fifo = join(temp, `wait-${signal}-${writer.length}.fifo`);
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // `sleep` holds the FIFO open for writing and writes nothing (ended by its pid below).
    const idle = writer === 'no writer yet' ? null : spawn('sh', ['-c', `exec sleep 30 > '${fifo}'`], { stdio: 'ignore' });
    try {
      // Ready once it has the FIFO open (it opens it without blocking, then waits): no guess at its start time.
      const run = await interrupt(process.execPath, [CLI, 'simulate', fifo], signal, (_stdout, _elapsed, pid) => holds(pid, fifo));
      expect([run.status, run.signal, run.stdout, run.stderr]).toEqual([status, null, '', '']);
      expect(run.afterSignal).toBeLessThan(3000);
    } finally {
      idle?.kill('SIGKILL');
    }
  });

  it.runIf(LINUX)('item 8 - simulate FIFO still waits for its writer and prints the transcript', () => {
    const fifo = join(temp, 'game.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const run = spawnSync('sh', ['-c', `(sleep 0.3; printf '12;3\\n3;3;6\\n0;3\\n2;5\\n1;3\\n' > '${fifo}') & exec '${process.execPath}' '${CLI}' simulate '${fifo}'`], {
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toBe(spawnSync(process.execPath, [CLI, 'simulate', '-'], { input: '12;3\n3;3;6\n0;3\n2;5\n1;3\n', encoding: 'utf8' }).stdout);
  });
});

describe('item 11 - Ctrl-C during sticks and match: the progress line is cleared and the exit is 130, promptly', () => {
  // Long enough never to finish during a test, short enough that 1% shows in a fraction of a second.
  const sticks = [CLI, 'sticks', '--p1', 'random', '--p2', 'random', '--rounds', '20000000', '--seed', '1'];
  const match = [CLI, 'match', '--game', 'nim:1,3,5,7', '--players', 'random,random', '--rounds', '20000000', '--seed', '1'];

  it.each([
    ['sticks', 'SIGINT', 130, sticks],
    ['sticks', 'SIGTERM', 143, sticks],
    ['match', 'SIGINT', 130, match],
    ['match', 'SIGTERM', 143, match],
  ] as const)('item 11 - %s: %s exits %i within a second, not by the signal', async (_name, signal, status, args) => {
    // Past the CLI's start: a signal before its handlers exist ends it by the signal (Node's own handler).
    const run = await interrupt(process.execPath, args, signal, (_stdout, elapsed, pid) => (LINUX ? cpuSeconds(pid) > 1.2 : elapsed > 1500));
    expect([run.status, run.signal, run.stderr]).toEqual([status, null, '']);
    expect(run.afterSignal).toBeLessThan(1000);
  });

  it.runIf(SCRIPT).each([
    ['sticks', sticks],
    ['match', match],
  ] as const)('item 11 - %s on a terminal: Ctrl-C erases the progress line, then exit 130', async (name, args) => {
    const command = ['exec', process.execPath, ...args].map((word) => `'${word}'`).join(' ').replace("'exec'", 'exec');
    const run = await interrupt('script', ['-qfec', command, '/dev/null'], 'SIGINT', (stdout) => stdout.includes(`nimkit ${name}: 1%`), (child) => childOf(child.pid));
    expect([run.status, run.signal]).toEqual([130, null]);
    expect(run.stdout).toMatch(new RegExp(`\\rnimkit ${name}: \\d+% \\(\\d+ of \\d+ rounds\\)\\r\\x1b\\[K$`));
  });
});

describe('item 19 - every quoted argument is cut at 100 characters', () => {
  const long = (character: string, length: number): string => character.repeat(length);

  it.each([
    [
      'match --rounds',
      ['match', '--game', 'nim:1', '--players', 'random,random', '--rounds', long('x', 100_000)],
      2,
      `nimkit match: --rounds must be a whole number of at least 1, got "${long('x', 100)}"… (100000 characters); see nimkit match --help\n`,
    ],
    [
      'match --players (an option the player refuses)',
      ['match', '--game', 'nim:1', '--players', `random,search:${long('0', 100_000)}`],
      2,
      `nimkit match: --players "search:${long('0', 93)}"… (100007 characters): depth must be a positive safe integer, got 0; see nimkit match --help\n`,
    ],
    [
      'match --players (no player at all)',
      ['match', '--game', 'nim:1', '--players', `random,${long('y', 100_000)}`],
      2,
      `nimkit match: --players takes random, perfect, search[:DEPTH], mcts[:N] or erring[:RATE], got "${long('y', 100)}"… (100000 characters); see nimkit match --help\n`,
    ],
    [
      'match --game',
      ['match', '--game', `halving:${long('9', 100_000)}`, '--players', 'random,random'],
      1,
      `nimkit match: --game "halving:${long('9', 92)}"… (100008 characters): n must be a positive safe integer, got Infinity\n`,
    ],
    [
      'simulate /nonexistent/<long path>',
      ['simulate', `/nonexistent/${long('a', 100_000)}`],
      2,
      `nimkit simulate: cannot read "/nonexistent/${long('a', 87)}"… (100013 characters): the name is too long\n`,
    ],
    [
      'simulate a path with a newline',
      ['simulate', '/nonexistent/a\nb'],
      2,
      'nimkit simulate: cannot read "/nonexistent/a\\nb": no such file\n',
    ],
    ['play --first', ['play', '3', '4', '--first', long('z', 100_000)], 2, `nimkit play: --first must be human or computer, got "${long('z', 100)}"… (100000 characters); see nimkit play --help\n`],
  ])('item 19 - %s', async (_name, args, status, stderr) => {
    const { io, out, err } = memoryIo();
    expect(await main(args, io)).toBe(status);
    expect([out(), err()]).toEqual(['', stderr]);
  });

  it.runIf(LINUX)('item 19 - a name too long for the system is named in a few words, not by Node\'s message', async () => {
    const { io, err } = memoryIo();
    expect(await main(['simulate', join(temp, long('n', 300))], io)).toBe(2);
    // The path is shown whole (issue 30.16): a cut path would not say which file.
    expect(err()).toBe(`nimkit simulate: cannot read ${join(temp, long('n', 300))}: the name is too long\n`);
  });
});

describe('item 3 - nimkit match on a heap of a billion', () => {
  it('item 3 - match --game halving:1000000000 --players mcts:1,random plays, without a V8 stack trace', () => {
    const run = spawnSync(process.execPath, ['--max-old-space-size=512', CLI, 'match', '--game', 'halving:1000000000', '--players', 'mcts:1,random', '--rounds', '4', '--seed', '1'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout.split('\n')[0]).toBe('halving:1000000000 misere: mcts:1 vs random, 4 rounds, mcts:1 moving first, seed 1');
  });
});
