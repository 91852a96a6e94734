// Heap games at research scale (issue 22): the table's rows, nimkit from dist/ beside two baselines, each row
// printing its figures and ratios:
// - a plain C sparse-space solver (bench/c/sparse.c, the same method, built here with `gcc -O3` when a
//   compiler exists; skipped otherwise);
// - a plain JS mex at a size it can do (2^15 values), against nimkit at that size.
// Only same-run ratios are printed: figures measured in another run (the C++ analyzer's, in issue 22) say
// little on a shared machine.
// nimkit and C run in child processes, back to back: Node loads dist/ itself (vitest's module runner runs
// dist/ two to three times slower), and both report CPU time as well as wall time, which a loaded machine
// spreads less. The whole file takes about two minutes.
import { bench, describe } from 'vitest';
import { plainOctalValues as plainMex } from './plain-octal.js';

// Specifiers in variables: the type checker must not need dist/ to exist, and no `node:` module is bundled.
const DIST = new URL('../dist/index.js', import.meta.url).href;
const CHILD = 'node:child_process';
const FS = 'node:fs';
const OS = 'node:os';
const { execFileSync } = (await import(CHILD)) as typeof import('node:child_process');
const { existsSync, rmSync } = (await import(FS)) as typeof import('node:fs');
const { tmpdir } = (await import(OS)) as typeof import('node:os');
const { HeapGame } = (await import(DIST)) as typeof import('../src/index.js');

interface Figures {
  wall: number;
  cpu: number;
  checksum: string | number;
  /** nimkit's: the core that computed the values (heapValuesCore()). */
  core?: string;
}

/** Vitest may call a one-iteration bench more than once: each row runs once, its repeats print nothing. */
const done = new Set<string>();
function once(key: string, action: () => void): void {
  if (done.has(key)) return;
  done.add(key);
  action();
}

/** The rows: what runs. `proof` runs the period search instead. */
const ROWS = [
  { code: '4!', count: 2 ** 20, label: "Grundy's game (4!), 2^20 values" },
  { code: '0.6', count: 2 ** 21, label: '0.6 (Officers), 2^21 values' },
  { code: '0.04', count: 2 ** 17, label: '0.04, 2^17 values' },
  { code: '0.376', count: 2 ** 22, label: '0.376, 2^22 values' },
  { code: '0.354', count: 2 ** 24, label: '0.354, 2^24 values' },
  { code: '0.354', count: 20_126_195, label: '0.354: prove its period (20,126,195 values)', proof: true },
] as const;

/** nimkit in a child Node: the values (or the proof) and a checksum of them, as JSON. */
function runNimkit(code: string, count: number, proof: boolean): Figures {
  const script = `
    const { HeapGame, heapValuesCore } = await import(${JSON.stringify(DIST)});
    const game = HeapGame.parse(${JSON.stringify(code)});
    const start = performance.now(); const cpu0 = process.cpuUsage();
    let checksum = '';
    if (${proof}) checksum = JSON.stringify(game.period({ maxCount: 2 ** 25, maxWork: Infinity }));
    else {
      const values = game.grundyValues(${count}, { maxWork: Infinity });
      let sum = 0n, part = 0;
      for (let n = 0; n < values.length; n++) { part += values[n] * (n % 1000 + 1); if (part > 2 ** 50) { sum += BigInt(part); part = 0; } }
      checksum = String(sum + BigInt(part));
    }
    const cpu = process.cpuUsage(cpu0);
    console.log(JSON.stringify({ wall: (performance.now() - start) / 1000, cpu: (cpu.user + cpu.system) / 1e6, checksum, core: heapValuesCore() }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 1 << 20 })) as Figures;
}

/** The C baseline, built once (undefined when no compiler builds it). */
const C_BINARY = `${tmpdir()}/nimkit-sparse-${process.pid}`;
const C_SOURCE = new URL('./c/sparse.c', import.meta.url).pathname;
let haveC = false;
try {
  execFileSync('gcc', ['-O3', '-march=native', '-o', C_BINARY, C_SOURCE], { stdio: 'ignore' });
  haveC = existsSync(C_BINARY);
} catch {
  haveC = false;
}
process.once('exit', () => {
  rmSync(C_BINARY, { force: true });
});

function runC(code: string, count: number): Figures | undefined {
  if (!haveC) return undefined;
  return JSON.parse(execFileSync(C_BINARY, [code, String(count)], { encoding: 'utf8' })) as Figures;
}

function seconds(action: () => unknown): number {
  const start = performance.now();
  action();
  return (performance.now() - start) / 1000;
}

const ONE_RUN = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 } as const;
const SMALL = 2 ** 15;

describe('heap games at research scale: nimkit (dist, child Node) vs plain C sparse space, same run', () => {
  for (const row of ROWS) {
    bench(row.label, () => {
      once(row.label, () => {
        const nimkit = runNimkit(row.code, row.count, 'proof' in row);
        // For the proof, C computes the values the proof needs (its period search is a small part of the time).
        const c = runC(row.code, row.count);
        const parts = [`${row.label}: nimkit (${nimkit.core ?? '?'} core) ${nimkit.wall.toFixed(2)} s (CPU ${nimkit.cpu.toFixed(2)} s)`];
        if (c !== undefined) {
          parts.push(`C ${c.wall.toFixed(2)} s (CPU ${c.cpu.toFixed(2)} s), C/nimkit CPU ${(c.cpu / nimkit.cpu).toFixed(2)}x`);
          if (!('proof' in row) && String(c.checksum) !== String(nimkit.checksum)) throw new Error(`${row.code}: nimkit and C disagree`);
        }
        if ('proof' in row) parts.push(`proved ${String(nimkit.checksum)}`);
        console.log(parts.join('; '));
      });
    }, ONE_RUN);
  }
});

describe('nimkit vs a plain JS mex, 2^15 values (in this process)', () => {
  for (const code of ['4!', '0.6', '0.04', '0.376', '0.354']) {
    bench(code, () => {
      once(code, () => {
        let fast: Uint32Array = new Uint32Array(0);
        const nimkit = seconds(() => (fast = HeapGame.parse(code).grundyValues(SMALL)));
        let slow: Uint32Array = new Uint32Array(0);
        const plain = seconds(() => (slow = plainMex(code, SMALL)));
        if (!slow.every((value, n) => value === fast[n])) throw new Error(`${code}: nimkit and the plain mex disagree`);
        console.log(`${code}, 2^15 values: nimkit ${nimkit.toFixed(3)} s, plain mex ${plain.toFixed(3)} s, ${(plain / nimkit).toFixed(1)}x`);
      });
    }, ONE_RUN);
  }
});
