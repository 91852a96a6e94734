// Bouton's strategy against naive baselines. Run `npm run build` first: this imports the built package.
// Inputs are generated here, seeded, and never committed.
import { bench, describe } from 'vitest';
import type * as Nimkit from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist.
const DIST = '../dist/index.js';
const { createRandom, nimSum, randomInt, solveNimFile, winningMove } = (await import(DIST)) as typeof Nimkit;

const HEAP_COUNT = 1_000_000;
const random = createRandom(2024);
/** Uniform over every safe integer: most need all 53 bits, so the naive `^` is wrong on nearly all. */
const largeHeaps = Array.from({ length: HEAP_COUNT }, () => Math.floor(random() * 2 ** 53));
/** Typical game sizes, below 2^20: the naive `^` is right here. */
const smallHeaps = Array.from({ length: HEAP_COUNT }, () => randomInt(random, 0, 2 ** 20 - 1));

/** The naive nim-sum: JS `^` sees only the low 32 bits, so it is wrong above 2^31. */
function naiveNimSum(heaps: readonly number[]): number {
  let sum = 0;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- the fastest plain loop, a fair baseline
  for (let index = 0; index < heaps.length; index++) sum ^= heaps[index] ?? 0;
  return sum;
}

/** The seed's move with the naive 32-bit `^`. */
function naiveWinningMove(heaps: readonly number[]): { heap: number; count: number } | null {
  const sum = naiveNimSum(heaps);
  if (sum === 0) return null;
  for (let index = 0; index < heaps.length; index++) {
    const heap = heaps[index] ?? 0;
    if ((heap ^ sum) < heap) return { heap: index + 1, count: heap - (heap ^ sum) };
  }
  return null;
}

/** Exact but slow: convert every heap to a bigint. */
function bigintNimSum(heaps: readonly number[]): bigint {
  let sum = 0n;
  for (const heap of heaps) sum ^= BigInt(heap);
  return sum;
}

function bigintWinningMove(heaps: readonly number[]): { heap: number; count: bigint } | null {
  const big = heaps.map((heap) => BigInt(heap));
  const sum = big.reduce((a, b) => a ^ b, 0n);
  if (sum === 0n) return null;
  const index = big.findIndex((heap) => (heap ^ sum) < heap);
  const heap = big[index] ?? 0n;
  return { heap: index + 1, count: heap - (heap ^ sum) };
}

for (const [name, heaps] of [
  ['full 53-bit range', largeHeaps],
  ['below 2^20', smallHeaps],
] as const) {
  describe(`nimSum - 1,000,000 heaps, ${name}`, () => {
    bench('nimkit nimSum (exact, validated)', () => {
      nimSum(heaps);
    });
    bench('naive 32-bit ^ loop (wrong above 2^31)', () => {
      naiveNimSum(heaps);
    });
    bench('bigint conversion', () => {
      bigintNimSum(heaps);
    }, { time: 300 });
  });

  describe(`winningMove - 1,000,000 heaps, ${name}`, () => {
    bench('nimkit winningMove (exact, validated)', () => {
      winningMove(heaps);
    });
    bench('naive 32-bit seed move (wrong above 2^31)', () => {
      naiveWinningMove(heaps);
    });
    bench('bigint conversion', () => {
      bigintWinningMove(heaps);
    }, { time: 300 });
  });
}

// ~50 MB of data sets: 2 to 8 heaps a line, sizes of 1 to 10 digits, and one line in 1000 holding a
// 20-digit size that must be read as a bigint.
const FILE_BYTES = 50 * 1024 * 1024;
function generateNimFile(bytes: number): string {
  const fileRandom = createRandom(1901);
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const heaps: string[] = [];
    const heapCount = randomInt(fileRandom, 2, 8);
    for (let heap = 0; heap < heapCount; heap++) {
      heaps.push(String(Math.floor(fileRandom() * 10 ** randomInt(fileRandom, 1, 10))));
    }
    if (fileRandom() < 0.001) heaps.push(`${randomInt(fileRandom, 1, 9)}${'0'.repeat(19)}`);
    const line = heaps.join(fileRandom() < 0.1 ? '\t ' : ' ');
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.length}\n${lines.join('\n')}\n`;
}
const nimFile = generateNimFile(FILE_BYTES);

/** The obvious implementation: split, regex, BigInt everywhere. */
function naiveSolveNimFile(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const count = Number(lines[0]);
  let output = '';
  for (let dataSet = 1; dataSet <= count; dataSet++) {
    const heaps = (lines[dataSet] ?? '').trim().split(/\s+/).map((token) => BigInt(token));
    const sum = heaps.reduce((a, b) => a ^ b, 0n);
    if (sum === 0n) {
      output += 'Lose Game\n';
      continue;
    }
    const index = heaps.findIndex((heap) => (heap ^ sum) < heap);
    const heap = heaps[index] ?? 0n;
    const taken = heap - (heap ^ sum);
    output += `Remove ${taken} counter${taken === 1n ? '' : 's'} from Heap ${index + 1}\n`;
  }
  return output;
}

if (solveNimFile(nimFile) !== naiveSolveNimFile(nimFile)) throw new Error('solveNimFile disagrees with the baseline');

describe(`solveNimFile - ${(nimFile.length / 2 ** 20).toFixed(1)} MB nim.txt`, () => {
  bench('nimkit solveNimFile', () => {
    solveNimFile(nimFile);
  }, { iterations: 5, time: 0, warmupIterations: 1 });
  bench('naive split/regex/BigInt', () => {
    naiveSolveNimFile(nimFile);
  }, { iterations: 2, time: 0, warmupIterations: 1 });
});
