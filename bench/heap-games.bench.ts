// Heap games against the built package (run `npm run build` first), beside a plain mex loop over typed arrays.
// The bars: Grundy's game (4!) to 2^20 values in under 10 s, at least 5x the plain loop at 2^17 in one
// run, and Kayles' period proved in milliseconds. The ratio of the 2^17 pair is printed after each run.
import { bench, describe } from 'vitest';

// A specifier in a variable: the type checker must not need dist/ to exist.
const DIST = '../dist/index.js';
const { HeapGame } = (await import(DIST)) as typeof import('../src/index.js');

/** Grundy's game by the plain mex: heap n splits into a + b = n with a < b; every pair is visited. */
function plainGrundysGame(count: number): Uint32Array {
  const values = new Uint32Array(count);
  const seen = new Uint32Array(1 << 12);
  for (let n = 0; n < count; n++) {
    const stamp = n + 1;
    for (let a = 1, b = n - 1; a < b; a++, b--) seen[(values[a] ?? 0) ^ (values[b] ?? 0)] = stamp;
    let mex = 0;
    while (seen[mex] === stamp) mex++;
    values[n] = mex;
  }
  return values;
}

/** Runs `action` once and returns its time in milliseconds. */
function timed(action: () => unknown): number {
  const start = performance.now();
  action();
  return performance.now() - start;
}

const ONE_RUN = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 } as const;
const SMALL = 2 ** 17;

// The same values from both, checked once before timing.
const check = HeapGame.parse('4!').grundyValues(1 << 14);
if (!plainGrundysGame(1 << 14).every((value, n) => value === check[n])) throw new Error('the sparse method disagrees with the plain loop');

describe(`Grundy's game (4!), first 2^17 values`, () => {
  // Both in the same run, back to back, so the ratio compares them under the same load (vitest may repeat a
  // one-iteration bench; each repeat prints its own pair).
  bench('nimkit grundyValues (sparse-space method), then the plain mex loop', () => {
    const sparse = timed(() => HeapGame.parse('4!').grundyValues(SMALL));
    const plain = timed(() => plainGrundysGame(SMALL));
    console.log(`2^17 values: nimkit ${sparse.toFixed(0)} ms, plain loop ${plain.toFixed(0)} ms, ratio ${(plain / sparse).toFixed(1)}x`);
  }, ONE_RUN);
});

describe(`Grundy's game (4!), first 2^20 values`, () => {
  bench('nimkit grundyValues (sparse-space method)', () => {
    console.log(`2^20 values: ${timed(() => HeapGame.parse('4!').grundyValues(2 ** 20)).toFixed(0)} ms`);
  }, ONE_RUN);
});

describe('periods proved (fresh game each time)', () => {
  bench('Kayles 0.77', () => {
    HeapGame.parse('0.77').period();
  });
  bench("Dawson's Kayles 0.07", () => {
    HeapGame.parse('0.07').period();
  });
  bench('Kayles grundyValues(1e7) streamed from the period', () => {
    HeapGame.parse('0.77').grundyValues(1e7);
  }, { iterations: 5, time: 0 });
});
