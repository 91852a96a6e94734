import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readTextInput } from '../../src/cli/input.js';
import { createInterrupts, type CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { simulateCommand } from '../../src/cli/simulate.js';
import { simulateGame } from '../../src/index.js';
import { ROOT } from '../cli/run.js';

// Issue 15, the command-line items (3, 7, 9–15): each test failed before its fix. The built binary is spawned
// where the behaviour is the process's own (pipes, signals, exit codes); the rest runs in-process.

const CLI = join(ROOT, 'dist/cli.js');
const LINUX = process.platform === 'linux';
let temp = '';

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'nimkit-hostile-cli-'));
});

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

/** A file in this suite's temporary directory. */
function fixture(name: string, text: string): string {
  const path = join(temp, name);
  writeFileSync(path, text);
  return path;
}

/** A fresh empty directory to be the child's TMPDIR, so a left-behind spool file shows. */
function freshTmpdir(): string {
  return mkdtempSync(join(temp, 'tmpdir-'));
}

/** A valid game of `moves` one-token moves from one pile. */
function longGame(moves: number): string {
  return `${moves + 1};1\n${moves + 1}\n${'0;1\n'.repeat(moves)}`;
}

interface Exit {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Spawns the binary; `drive` may feed it, close its pipes or signal it. Fails after `limitMs`. */
function runAsync(
  args: readonly string[],
  options: { stdio?: StdioOptions; env?: NodeJS.ProcessEnv; limitMs?: number; drive?: (child: ReturnType<typeof spawn>) => void } = {},
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: options.stdio ?? 'pipe', env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stdout?.on('error', () => undefined);
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin?.on('error', () => undefined);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nimkit ${args.join(' ')} still running after ${options.limitMs ?? 20_000} ms`));
    }, options.limitMs ?? 20_000);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, stdout, stderr });
    });
    options.drive?.(child);
  });
}

/** Standard input or output bound to a device file (`/dev/zero`, `/dev/full`), closed after the run. */
function device(path: string, flags: 'r' | 'w'): { fd: number; close(): void } {
  const fd = openSync(path, flags);
  return {
    fd,
    close: () => {
      closeSync(fd);
    },
  };
}

/** Polls until `check` holds (or fails the test after 15 s). */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 15_000) throw new Error('condition not reached in 15 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A CliIo collecting stdout and stderr in memory. */
function memoryIo(options: { tty?: boolean } = {}): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text), isTTY: options.tty ?? false },
    stdin: (async function* () {
      // no input
    })(),
  };
  return { io, out: () => out, err: () => err };
}

/** The fastest of three runs of `work`, in milliseconds. */
async function fastest(work: () => Promise<unknown>): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    await work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('item 3 - nimkit simulate - validates while reading and never leaves its spool behind', () => {
  test.runIf(LINUX)('simulate - < /dev/zero stops at the first chunk, exit 1, nothing left in TMPDIR', async () => {
    const tmp = freshTmpdir();
    const zero = device('/dev/zero', 'r');
    try {
      const run = await runAsync(['simulate', '-', '--explain'], { stdio: [zero.fd, 'pipe', 'pipe'], env: { ...process.env, TMPDIR: tmp } });
      expect(run).toEqual({
        status: 1,
        signal: null,
        stdout: 'Invalid Game.\n',
        stderr: 'line 1, column 1: expected a number (plain decimal digits), found "\\u0000"\n',
      });
    } finally {
      zero.close();
    }
    expect(readdirSync(tmp)).toEqual([]);
  });

  test('simulate - ends at the first bad line while standard input is still open', async () => {
    const tmp = freshTmpdir();
    const run = await runAsync(['simulate', '-'], {
      env: { ...process.env, TMPDIR: tmp },
      drive: (child) => {
        child.stdin?.write('12;3\n3;3;6\n0;9\n'); // and never closed: the verdict must not wait for EOF
      },
    });
    expect(run).toMatchObject({ status: 1, stdout: 'Invalid Game.\n', stderr: '' });
    expect(readdirSync(tmp)).toEqual([]);
  });

  test.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('simulate - interrupted by %s removes its temporary file and exits %i', async (signal, status) => {
    const tmp = freshTmpdir();
    const run = await runAsync(['simulate', '-'], {
      env: { ...process.env, TMPDIR: tmp },
      drive: (child) => {
        child.stdin?.write(`1000001;1\n1000001\n${'0;1\n'.repeat(1000)}`);
        void until(() => readdirSync(tmp).length > 0).then(() => {
          const [spool] = readdirSync(tmp);
          // Wait for the spool to hold the moves written so far, then interrupt the read.
          return until(() => existsSync(join(tmp, spool ?? '', 'stdin.txt'))).then(() => child.kill(signal));
        });
      },
    });
    expect(run).toEqual({ status, signal: null, stdout: '', stderr: '' });
    expect(readdirSync(tmp)).toEqual([]);
  });

  test('simulate - a valid game on standard input still prints its transcript, and the spool is gone', async () => {
    const tmp = freshTmpdir();
    const run = await runAsync(['simulate', '-'], {
      env: { ...process.env, TMPDIR: tmp },
      drive: (child) => child.stdin?.end(longGame(3_000)),
    });
    expect(run).toEqual({ status: 0, signal: null, stdout: simulateGame(longGame(3_000)), stderr: '' });
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe('item 7 - nimkit solve is linear in the number of heaps', () => {
  test('solve with 100,000 heaps, every one a winning move; four times the heaps take < 8x the time', async () => {
    // An odd number of heaps with bit 20 set: the nim-sum has bit 20, so every heap is a winning move.
    const heaps = (count: number): string[] => Array.from({ length: count }, (_, index) => String(2 ** 20 + index));
    const solve = async (count: number): Promise<string> => {
      const { io, out } = memoryIo();
      expect(await main(['solve', ...heaps(count)], io)).toBe(0);
      return out();
    };
    const output = await solve(100_001);
    expect(output.split('\n').filter((line) => line.startsWith('  take '))).toHaveLength(100_001);
    // Four times the heaps: linear work takes about 4x the time, the old quadratic listing 16x; 8x leaves room
    // for garbage collection and a busy machine.
    await solve(10_001); // warm up
    const quarter = await fastest(() => solve(10_001));
    const full = await fastest(() => solve(40_001));
    expect(full / quarter).toBeLessThan(8);
  });

  test('solve handles the most heaps a command line holds (200,000 one-character arguments)', async () => {
    const { io, out } = memoryIo();
    expect(await main(['solve', ...Array.from({ length: 200_001 }, () => '1'), '--misere'], io)).toBe(0);
    expect(out().endsWith('The player to move loses: every heap is 0 or 1 and the number of 1-heaps (200001) is odd.\n')).toBe(true);
  });
});

describe('item 9 - a closed pipe ends the command quietly with status 141', () => {
  beforeAll(() => {
    fixture('nim-large.txt', `200000\n${'3 4 5\n'.repeat(200_000)}`);
    fixture('game-long.txt', longGame(300_000));
  });

  test.each([
    ['bouton', () => ['bouton', join(temp, 'nim-large.txt')]],
    ['analyze', () => ['analyze', join(temp, 'game-long.txt')]],
    ['solve', () => ['solve', ...Array.from({ length: 40_000 }, (_, index) => String(index))]],
    ['simulate', () => ['simulate', join(temp, 'game-long.txt')]],
    ['simulate -', () => ['simulate', '-']],
  ] as const)('%s | head: exit 141, no stack trace', async (name, args) => {
    const run = await runAsync(args(), {
      drive: (child) => {
        if (name === 'simulate -') child.stdin?.end(longGame(300_000));
        child.stdout?.once('data', () => child.stdout?.destroy());
      },
    });
    expect([run.status, run.signal, run.stderr]).toEqual([141, null, '']);
  });

  test('item 9 - simulate stops producing once its reader has gone, instead of running to the end', async () => {
    // About 12 MB of transcript, written in 64 K batches: a run to the end would try some 180 writes.
    const file = fixture('game-stop.txt', longGame(300_000));
    let writes = 0;
    let failure: (Error & { code?: string }) | null = null;
    const { io, err } = memoryIo();
    const closing: CliIo = {
      ...io,
      stdout: {
        write: () => {
          writes++;
          failure = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
          return true;
        },
        get failure() {
          return failure;
        },
      },
    };
    expect(await main(['simulate', file], closing)).toBe(141);
    expect(writes).toBe(1);
    expect(err()).toBe('');
  });
});

describe('item 10 - a write error is one line on stderr and exit 2', () => {
  test.runIf(existsSync('/dev/full')).each([
    ['solve', ['solve', '3', '4', '5'], ''],
    ['bouton', ['bouton', '-'], '1\n3 4 5\n'],
    ['simulate', ['simulate', 'examples/games/valid_game.txt'], ''],
    ['simulate', ['simulate', '-'], '12;3\n3;3;6\n0;3\n2;5\n1;3\n'],
    ['analyze', ['analyze', 'examples/games/valid_game.txt'], ''],
    ['demo', ['demo'], ''],
    ['simulate', ['help', 'simulate'], ''],
  ])('nimkit %s > /dev/full', (name, args, input) => {
    const full = device('/dev/full', 'w');
    try {
      const run = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, input, stdio: ['pipe', full.fd, 'pipe'], encoding: 'utf8' });
      expect([run.status, run.stderr]).toEqual([2, `nimkit ${name}: cannot write standard output: no space left on device\n`]);
    } finally {
      full.close();
    }
  });
});

describe('item 11 - binary input is one line, found without reading it all', () => {
  test.runIf(LINUX).each([
    [['bouton', '-'], 'nimkit bouton: standard input is not text: a NUL byte at offset 0\n'],
    [['analyze', '-'], 'nimkit analyze: standard input is not text: a NUL byte at offset 0\n'],
    [['bouton', '/dev/zero'], 'nimkit bouton: /dev/zero is not text: a NUL byte at offset 0\n'],
  ])('nimkit %j < /dev/zero', async (args, stderr) => {
    const zero = device('/dev/zero', 'r');
    try {
      expect(await runAsync(args, { stdio: [zero.fd, 'pipe', 'pipe'] })).toEqual({ status: 1, signal: null, stdout: '', stderr });
    } finally {
      zero.close();
    }
  });

  test('a NUL byte inside a file names its offset', async () => {
    const file = fixture('nul.txt', '2\n3 4\u00005\n1 1\n');
    expect(await runAsync(['bouton', file])).toEqual({ status: 1, signal: null, stdout: '', stderr: `nimkit bouton: ${file} is not text: a NUL byte at offset 5\n` });
  });

  test('an endless input stops after the chunk that shows it is binary, or too large', async () => {
    let pulled = 0;
    const endless = (byte: number): CliIo => ({
      ...memoryIo().io,
      stdin: (function* () {
        for (;;) {
          pulled++;
          yield new Uint8Array(1 << 16).fill(byte);
        }
      })() as unknown as AsyncIterable<Uint8Array>,
    });
    await expect(readTextInput('-', endless(0))).rejects.toThrow('standard input is not text: a NUL byte at offset 0');
    expect(pulled).toBe(1);
    pulled = 0;
    await expect(readTextInput('-', endless(0x31), 1 << 20)).rejects.toThrow('standard input is too large: over 1 MiB, the most this command reads');
    expect(pulled).toBe(17);
  });
});

describe('item 12 - a FIFO is read once', () => {
  test.runIf(LINUX)('simulate FIFO prints the transcript instead of waiting for a second writer', async () => {
    const fifo = join(temp, 'game.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const game = '12;3\n3;3;6\n0;3\n2;5\n1;3\n';
    const run = await runAsync(['simulate', fifo], {
      drive: () => {
        void writeFile(fifo, game);
      },
    });
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toBe(spawnSync(process.execPath, [CLI, 'simulate', '-'], { input: game, encoding: 'utf8' }).stdout);
  });
});

describe('item 13 - Ctrl-C clears the progress line, then exits 130', () => {
  test('a synthetic SIGINT during simulate on a terminal', async () => {
    const file = join(temp, 'big.txt');
    // A valid game followed by 51 MiB of blank lines: big enough for progress, quick to run.
    writeFileSync(file, Buffer.concat([Buffer.from('12;3\n3;3;6\n0;3\n2;5\n1;3\n'), Buffer.alloc(51 * 1024 * 1024, 0x0a)]));
    const signals = new EventEmitter();
    const exits: { code: number; stderr: string }[] = [];
    const terminal = memoryIo({ tty: true });
    const interrupts = createInterrupts(signals, (code) => {
      exits.push({ code, stderr: terminal.err() });
    });
    const io: CliIo = {
      ...terminal.io,
      interrupts,
      stderr: {
        isTTY: true,
        write: (text: string) => {
          terminal.io.stderr.write(text);
          if (text.includes('validating 10%')) signals.emit('SIGINT', 'SIGINT');
        },
      },
    };
    await simulateCommand(file, { explain: false, json: false }, io);
    expect(exits.map(({ code }) => code)).toEqual([130]);
    expect(exits[0]?.stderr.endsWith('\rnimkit simulate: validating 10%\r\x1b[K')).toBe(true);
    // Nothing listens once the command is done: Ctrl-C is Node's own again.
    expect([signals.listenerCount('SIGINT'), signals.listenerCount('SIGTERM')]).toEqual([0, 0]);
    rmSync(file);
  });
});

describe('item 14 - help for a command, and nimkit\'s own words for bad options', () => {
  test.each(['demo', 'bouton', 'solve', 'play', 'halving', 'simulate', 'analyze', 'sticks'])("nimkit help %s prints the command's --help", async (command) => {
    const viaHelp = memoryIo();
    const viaOption = memoryIo();
    expect(await main(['help', command], viaHelp.io)).toBe(0);
    expect(await main([command, '--help'], viaOption.io)).toBe(0);
    expect(viaHelp.out()).toBe(viaOption.out());
    expect(viaHelp.out()).toMatch(new RegExp(`^Usage: nimkit ${command}`));
  });

  test('nimkit help with an unknown command or two commands is a usage error', async () => {
    const unknown = memoryIo();
    expect(await main(['help', 'frobnicate'], unknown.io)).toBe(2);
    expect(unknown.err()).toBe('nimkit: unknown command "frobnicate"; see nimkit --help\n');
    const two = memoryIo();
    expect(await main(['help', 'solve', 'play'], two.io)).toBe(2);
    expect(two.err()).toBe('nimkit help: give one command; see nimkit --help\n');
  });

  test.each([
    [['solve', '--bogus', '3'], 'unknown option "--bogus"'],
    [['solve', '3', '-x'], 'unknown option "-x"'],
    [['solve', '3', '--json=yes'], 'option --json takes no value'],
    [['play', '3', '4', '--seed'], 'option --seed needs a value'],
    [['play', '3', '4', '--seed', '--misere'], 'option --seed needs a value, got the option "--misere"'],
  ])('nimkit %j: the message and the usage line', async (args, message) => {
    const { io, out, err } = memoryIo();
    expect(await main(args, io)).toBe(2);
    const [command = ''] = args;
    const help = memoryIo();
    await main([command, '--help'], help.io);
    const usage = help.out().split('\n', 1)[0] ?? '';
    expect(usage).toMatch(/^Usage: nimkit /);
    expect(out()).toBe('');
    expect(err()).toBe(`nimkit ${command}: ${message}; see nimkit ${command} --help\n${usage}\n`);
    expect(err()).not.toContain('To specify a positional argument');
  });
});

describe('item 15 - the demo shows no file the installed package lacks', () => {
  test('every command the demo prints runs as printed from an empty directory, with the output shown', () => {
    const empty = freshTmpdir();
    const demo = spawnSync(process.execPath, [CLI, 'demo'], { cwd: empty, encoding: 'utf8' });
    expect([demo.status, demo.stderr]).toEqual([0, '']);
    expect(demo.stdout).not.toMatch(/examples\//);
    const commands = [...demo.stdout.matchAll(/^\$ nimkit (.*?)(?: - <<'EOF'\n([^]*?)^EOF)?\n/gm)];
    expect(commands.length).toBeGreaterThanOrEqual(9);
    for (const [line, args = '', input = ''] of commands) {
      const argv = args.split(' ').concat(line.includes("<<'EOF'") ? ['-'] : []);
      const run = spawnSync(process.execPath, [CLI, ...argv], { cwd: empty, input, encoding: 'utf8' });
      // The demo shows what a terminal shows: the diagnostic (stderr) before the verdict (stdout).
      expect(demo.stdout).toContain(`${line}${run.stderr}${run.stdout}`);
    }
  });
});
