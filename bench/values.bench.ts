// grundyValue on a user's game without theory (defineGame, subtract 1, 2 or 3 from one heap; and a take-or-split
// game that gives its components), against the built dist/, beside a plain recursive mex written here that
// remembers nothing: the memoised, iterative mex is linear in the positions where plain recursion is exponential.
// A large variant values a heap of 200,000, a line far deeper than any call stack, which the baseline cannot.
import { bench, describe } from 'vitest';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const OPTIONS = { time: 1500, warmupTime: 300 };

/** One heap; a move takes one of `takes`; optional components for heap lists. */
function heapGame(heaps: readonly number[], options: (n: number) => number[][], split: boolean) {
  return lib.defineGame<readonly number[], readonly number[]>({
    name: 'user-game',
    start: heaps,
    moves: (position) => position.flatMap((heap, index) => options(heap).map((after) => [index, ...after])),
    readMove: (value) => (Array.isArray(value) ? (value as number[]) : undefined),
    play: (position, [index = 0, ...after]) => [...position.slice(0, index), ...after, ...position.slice(index + 1)],
    key: (position) => position.join(','),
    formatMove: (move) => move.join(':'),
    parseMove: () => null,
    actionCount: 0,
    actionOf: () => 0,
    moveOfAction: () => undefined,
    ...(split && { components: (position: readonly number[]) => (position.length > 1 ? position.map((heap) => [heap]) : []) }),
  });
}

const subtract123 = (n: number): number[][] => [1, 2, 3].filter((take) => take <= n).map((take) => (n - take > 0 ? [n - take] : []));
const takeOrSplit = (n: number): number[][] => [
  ...subtract123(n).slice(0, 2),
  ...Array.from({ length: Math.max(0, Math.floor((n - 1) / 2)) }, (_, index) => [index + 1, n - index - 1]),
];

/** The baseline: the mex of the followers' values, by plain recursion over whole positions. */
function plainMex(heaps: readonly number[], options: (n: number) => number[][]): number {
  const seen = new Set<number>();
  heaps.forEach((heap, index) => {
    for (const after of options(heap)) seen.add(plainMex([...heaps.slice(0, index), ...after, ...heaps.slice(index + 1)], options));
  });
  let value = 0;
  while (seen.has(value)) value++;
  return value;
}

describe('grundyValue of one heap of 16, subtract 1, 2 or 3 (a fresh memo each call)', () => {
  const game = heapGame([16], subtract123, false);
  bench('nimkit grundyValue (memoised iterative mex)', () => {
    if (lib.grundyValue(game.start) !== 0) throw new Error('wrong value');
  }, OPTIONS);
  bench('baseline (plain recursive mex)', () => {
    if (plainMex([16], subtract123) !== 0) throw new Error('wrong value');
  }, OPTIONS);
});

describe('grundyValue of take-or-split heaps 3,4 (components valued once each)', () => {
  const game = heapGame([3, 4], takeOrSplit, true);
  const expected = plainMex([3, 4], takeOrSplit);
  bench('nimkit grundyValue (components, memoised mex)', () => {
    if (lib.grundyValue(game.start) !== expected) throw new Error('wrong value');
  }, OPTIONS);
  bench('baseline (plain recursive mex over whole positions)', () => {
    if (plainMex([3, 4], takeOrSplit) !== expected) throw new Error('wrong value');
  }, OPTIONS);
});

describe('large: grundyValue of one heap of 200,000, subtract 1, 2 or 3 (no baseline: far past a call stack)', () => {
  const game = heapGame([200_000], subtract123, false);
  bench('nimkit grundyValue', () => {
    if (lib.grundyValue(game.start) !== 0) throw new Error('wrong value');
  }, { time: 3000, iterations: 3 });
});
