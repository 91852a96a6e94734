import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { HeapGame } from '../../src/index.js';
import { ROOT, runCli } from './run.js';

// nimkit grundy --out / --resume / --prove and the period line, through the built binary: files compared byte
// for byte with an unbroken run, every bad case's message and exit code pinned.

const directory = mkdtempSync(join(tmpdir(), 'nimkit-grundy-out-'));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});
let serial = 0;
/** A fresh file name in the test directory. */
const fresh = (): string => join(directory, `values-${++serial}.bin`);

/** The file the format describes, built here from the values: header, then little-endian values of `width` bytes. */
function expectedFile(code: string, values: ArrayLike<number>, width: 1 | 2 | 4): Buffer {
  const text = Buffer.from(code, 'utf8');
  const header = Buffer.alloc(12);
  header.write('NIMKITGV', 0, 'latin1');
  header[8] = 1;
  header[9] = width;
  header.writeUInt16LE(text.length, 10);
  const body = Buffer.alloc(values.length * width);
  for (let n = 0; n < values.length; n++) body.writeUIntLE(values[n] ?? 0, n * width, width);
  return Buffer.concat([header, text, body]);
}

/** An unbroken run's file, written once per code and count. */
const unbroken = new Map<string, Buffer>();
function unbrokenFile(code: string, count: number): Buffer {
  const key = `${code} ${count}`;
  let file = unbroken.get(key);
  if (file === undefined) {
    const path = fresh();
    expect(runCli(['grundy', code, '--count', String(count), '--out', path]).status).toBe(0);
    file = readFileSync(path);
    unbroken.set(key, file);
  }
  return file;
}

/** The checkpoint's count, or -1 while there is none. */
function checkpointCount(path: string): number {
  try {
    return (JSON.parse(readFileSync(`${path}.checkpoint`, 'utf8')) as { count: number }).count;
  } catch {
    return -1;
  }
}

/** Starts a run and sends `signal` once its checkpoint holds some values, but not all; resolves to its exit. */
function runAndStop(args: readonly string[], path: string, signal: NodeJS.Signals): Promise<{ status: number | null; signal: string | null; stderr: string; stoppedAt: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.js', ...args], { cwd: ROOT });
    let stderr = '';
    let stoppedAt = -1;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setInterval(() => {
      const count = checkpointCount(path);
      if (count > 0 && stoppedAt < 0) {
        stoppedAt = count;
        child.kill(signal);
      }
    }, 5);
    child.on('error', reject);
    child.on('exit', (status, killedBy) => {
      clearInterval(timer);
      resolve({ status, signal: killedBy, stderr, stoppedAt });
    });
  });
}

describe('nimkit grundy --out FILE', () => {
  test('the file is the documented format: header, then one value per heap, the narrowest width', () => {
    const path = fresh();
    expect(runCli(['grundy', '0.77', '--count', '300', '--out', path])).toEqual({ stdout: `0.77: 300 values in ${JSON.stringify(path)}, 1 byte each; preperiod 71, period 12 (proved)\n`, stderr: '', status: 0 });
    expect(readFileSync(path)).toEqual(expectedFile('0.77', HeapGame.parse('0.77').grundyValues(300), 1));
    expect(JSON.parse(readFileSync(`${path}.checkpoint`, 'utf8'))).toEqual({
      format: 'nimkit grundy checkpoint',
      version: 1,
      code: '0.77',
      count: 300,
      width: 1,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      target: 300,
    });
  });

  test('widening: 0.64 reaches 256 at heap 3833, so the whole file is 2 bytes a value', () => {
    const values = HeapGame.parse('0.64').grundyValues(5000);
    expect(Math.max(...values.subarray(0, 3833))).toBeLessThan(256);
    expect(unbrokenFile('0.64', 5000)).toEqual(expectedFile('0.64', values, 2));
    // Widening once values are on disk: 0.007 passes 255 at heap 9168, after its first chunk.
    const treblecross = HeapGame.parse('0.007').grundyValues(20000);
    expect(treblecross.findIndex((value) => value > 255)).toBe(9168);
    expect(unbrokenFile('0.007', 20000)).toEqual(expectedFile('0.007', treblecross, 2));
    // A run split before the widening (3000, then on to 5000) ends the same, byte for byte.
    const path = fresh();
    expect(runCli(['grundy', '0.64', '--count', '3000', '--out', path]).stdout).toContain('1 byte each');
    expect(runCli(['grundy', '0.64', '--count', '5000', '--out', path, '--resume']).status).toBe(0);
    expect(readFileSync(path)).toEqual(unbrokenFile('0.64', 5000));
  });

  test('--resume after a kill mid-chunk: what the file holds past the checkpoint is dropped', () => {
    const path = fresh();
    runCli(['grundy', '0.64', '--count', '3000', '--out', path]);
    // A chunk half written, and a widening written but not yet checkpointed: both are what a kill leaves.
    appendFileSync(path, Buffer.from([7, 7, 7]));
    expect(runCli(['grundy', '0.64', '--count', '5000', '--out', path, '--resume']).status).toBe(0);
    expect(readFileSync(path)).toEqual(unbrokenFile('0.64', 5000));
    const widened = fresh();
    writeFileSync(widened, unbrokenFile('0.64', 5000).subarray(0, 16 + 4000 * 2));
    writeFileSync(`${widened}.checkpoint`, readFileSync(`${fresh3000()}.checkpoint`));
    expect(runCli(['grundy', '0.64', '--out', widened, '--resume', '--count', '3500']).stdout).toContain('3500 values');
    expect(readFileSync(widened)).toEqual(expectedFile('0.64', HeapGame.parse('0.64').grundyValues(3500), 1));
  });

  test('SIGKILL mid-run, then --resume: byte-identical to an unbroken run', async () => {
    const path = fresh();
    const killed = await runAndStop(['grundy', '0.007', '--count', '20000', '--out', path], path, 'SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.stoppedAt).toBeGreaterThan(0);
    const resumed = runCli(['grundy', '0.007', '--out', path, '--resume']);
    expect(resumed).toEqual({ stdout: `0.007: 20000 values in ${JSON.stringify(path)}, 2 bytes each\n`, stderr: '', status: 0 });
    expect(readFileSync(path)).toEqual(unbrokenFile('0.007', 20000));
  });

  test('Ctrl-C: a clean stop, exit 130, then --resume gives the same file', async () => {
    const path = fresh();
    const stopped = await runAndStop(['grundy', '0.007', '--count', '20000', '--out', path], path, 'SIGINT');
    expect(stopped.status).toBe(130);
    expect(stopped.stderr).toMatch(/^nimkit grundy: stopped after \d+ values; continue with --resume\n$/);
    const at = Number(/after (\d+)/.exec(stopped.stderr)?.[1]);
    expect(checkpointCount(path)).toBe(at);
    expect(runCli(['grundy', '0.007', '--out', path, '--resume']).status).toBe(0);
    expect(readFileSync(path)).toEqual(unbrokenFile('0.007', 20000));
  });

  test('a write error (file size limit: the disk "full" mid-run): one line, exit 2, and --resume finishes it', () => {
    const path = fresh();
    // ulimit -f 20: 10,240 bytes; the run wants 16 + 20,000 · 2.
    // 0.007 widens to 2 bytes at heap 9168, in its second chunk: the limit strikes in the widened file.
    const limited = spawnSync('sh', ['-c', `ulimit -f 20; exec "${process.execPath}" dist/cli.js grundy 0.007 --count 20000 --out "${path}"`], { cwd: ROOT, encoding: 'utf8' });
    expect([limited.stdout, limited.stderr, limited.status]).toEqual(['', `nimkit grundy: cannot write ${JSON.stringify(path)}: file too large\n`, 2]);
    expect(checkpointCount(path)).toBeGreaterThan(0);
    expect(runCli(['grundy', '0.007', '--out', path, '--resume']).status).toBe(0);
    expect(readFileSync(path)).toEqual(unbrokenFile('0.007', 20000));
  });

  test('bad cases: each one line on stderr and its exit code', () => {
    const path = fresh();
    runCli(['grundy', '0.77', '--count', '50', '--out', path]);
    const quoted = JSON.stringify(path);
    const cases: [string[], number, string][] = [
      [['grundy', '0.77', '--out', path], 2, `${quoted} already exists: give --resume to continue it, or --force to overwrite it; see nimkit grundy --help`],
      [['grundy', '0.07', '--out', path, '--resume'], 1, `cannot resume: ${quoted} holds the values of "0.77", not "0.07"`],
      [['grundy', '0.77', '--out', `${path}.none`, '--resume'], 2, `cannot resume: cannot read the checkpoint ${JSON.stringify(`${path}.none.checkpoint`)}: no such file or directory`],
      [['grundy', '0.77', '--out', join(directory, 'no', 'such', 'dir.bin'), '--count', '5'], 2, `cannot write ${JSON.stringify(join(directory, 'no', 'such', 'dir.bin'))}: no such file or directory`],
      [['grundy', '0.77', '--out', directory, '--count', '5', '--force'], 2, `cannot write ${JSON.stringify(directory)}: is a directory`],
      [['grundy', '0.77', '--resume'], 2, '--resume goes with --out FILE; see nimkit grundy --help'],
      [['grundy', '0.77', '--force'], 2, '--force goes with --out FILE; see nimkit grundy --help'],
      [['grundy', '0.77', '--out', path, '--resume', '--force'], 2, 'give --resume or --force, not both; see nimkit grundy --help'],
      [['grundy', '0.77', '--out', path, '--prove'], 2, 'give --out or --prove, not both; see nimkit grundy --help'],
      [['grundy', '0.77', '--out', path, '--count', '1073741825'], 2, '--count must be a whole number from 0 to 1073741824, got "1073741825"; see nimkit grundy --help'],
      [['grundy', '0.77', '--misere'], 2, 'Grundy values are the normal-play values: --play misere is not offered; see nimkit grundy --help'],
    ];
    for (const [args, status, message] of cases) expect(runCli(args), args.join(' ')).toEqual({ stdout: '', stderr: `nimkit grundy: ${message}\n`, status });
    expect(runCli(['grundy', '0.77', '--out', '/dev/full', '--count', '5', '--force'])).toEqual({ stdout: '', stderr: 'nimkit grundy: cannot write "/dev/full": no space left on device\n', status: 2 });
  });

  test('bad cases on resume: a corrupt checkpoint, a truncated file, values changed since', () => {
    const path = fresh();
    runCli(['grundy', '0.77', '--count', '500', '--out', path]);
    const checkpoint = readFileSync(`${path}.checkpoint`);
    const quoted = JSON.stringify(path);
    const resume = (): unknown => runCli(['grundy', '0.77', '--out', path, '--resume']);
    writeFileSync(`${path}.checkpoint`, '{"format":"nimkit grundy checkpoint"');
    expect(resume()).toEqual({ stdout: '', stderr: `nimkit grundy: cannot resume: the checkpoint ${JSON.stringify(`${path}.checkpoint`)} is corrupt\n`, status: 1 });
    writeFileSync(`${path}.checkpoint`, checkpoint);
    truncateSync(path, 16 + 300);
    expect(resume()).toEqual({ stdout: '', stderr: `nimkit grundy: cannot resume: ${quoted} is truncated: it holds 300 values, its checkpoint 500\n`, status: 1 });
    const file = expectedFile('0.77', HeapGame.parse('0.77').grundyValues(500), 1);
    file[100] = 9;
    writeFileSync(path, file);
    expect(resume()).toEqual({ stdout: '', stderr: `nimkit grundy: cannot resume: ${quoted} does not hold the values its checkpoint records (changed since)\n`, status: 1 });
    writeFileSync(path, 'not a value file at all');
    expect(resume()).toEqual({ stdout: '', stderr: `nimkit grundy: cannot resume: ${quoted} is not a nimkit value file\n`, status: 1 });
    expect(existsSync(`${path}.checkpoint`)).toBe(true);
  });
});

/** A 0.64 run stopped at 3000 values (1 byte each), for its checkpoint. */
function fresh3000(): string {
  const path = fresh();
  runCli(['grundy', '0.64', '--count', '3000', '--out', path]);
  return path;
}

describe('nimkit grundy: the period in text mode, --prove', () => {
  test('text mode prints the proved period on a second line; none when unproved', () => {
    expect(runCli(['grundy', '0.77', '--count', '12'])).toEqual({ stdout: '0 1 2 3 1 4 3 2 1 4 2 6\npreperiod 71, period 12 (proved)\n', stderr: '', status: 0 });
    expect(runCli(['grundy', '0.007', '--count', '5']).stdout).toBe('0 0 0 1 1\n');
  });

  test('--prove prints only the period: the default search, or up to --count values without the time limit', () => {
    expect(runCli(['grundy', 'kayles', '--prove'])).toEqual({ stdout: '0.77: preperiod 71, period 12 (proved)\n', stderr: '', status: 0 });
    expect(runCli(['grundy', '0.137', '--prove', '--count', '2000', '--json']).stdout).toBe('{"code":"0.137","preperiod":52,"period":34,"saltus":0}\n');
    expect(runCli(['grundy', '0.007', '--prove', '--count', '3000']).stdout).toBe('0.007: no period proved within 3000 values\n');
    expect(runCli(['grundy', '0.007', '--prove']).stdout).toBe('0.007: no period proved by the default search (give --count N to search further)\n');
  });

  test('--progress shows values done, rate and time left on stderr, never on stdout', () => {
    const run = runCli(['grundy', '0.16', '--prove', '--count', '300000', '--progress']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^0\.16: no period proved within 300000 values\n$/);
    expect(run.stderr).toMatch(/^nimkit grundy: [\d,]+ of [\d,]+ values \(\d+\.\d%\)/);
    const path = fresh();
    const out = runCli(['grundy', '0.007', '--count', '8000', '--out', path, '--progress']);
    expect(out.stdout).toBe(`0.007: 8000 values in ${JSON.stringify(path)}, 1 byte each\n`);
    expect(out.stderr).toMatch(/^nimkit grundy: 4,096 of 8,000 values \(51\.2%\), [\d,]+ values a second, about \d+ (s|min) left\n/);
  });
});
