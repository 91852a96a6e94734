// grundyValue against a plain recursive mex written here, on thousands of small positions of games without
// theory: subtraction sets, a take-and-split game that gives its components, and a game of bigint positions with
// a grundy rule.
import { describe, expect, it } from 'vitest';
import { createSolver, defineGame, grundyValue } from '../../src/index.js';
import type { GameDefinition } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

type Heaps = readonly number[];
type Move = readonly [number, ...number[]]; // the heap, then what it becomes (nothing, or the heaps it splits into)

/** A heap game from `options(n)`: the lists of heaps a heap of n may become (`[]` removes it). */
function heapRules(name: string, start: Heaps, options: (n: number) => number[][], extra: Partial<GameDefinition<Heaps, Move>> = {}) {
  return defineGame<Heaps, Move>({
    name,
    start,
    moves: (heaps) => heaps.flatMap((heap, index) => options(heap).map((after) => [index, ...after] as Move)),
    readMove: (value) => (Array.isArray(value) ? (value.slice() as unknown as Move) : undefined),
    play: (heaps, [index, ...after]) => [...heaps.slice(0, index), ...after, ...heaps.slice(index + 1)],
    key: (heaps) => heaps.join(','),
    formatMove: (move) => move.join(':'),
    parseMove: () => null,
    actionCount: 0,
    actionOf: () => 0,
    moveOfAction: () => undefined,
    ...extra,
  });
}

/**
 * The plain value of a list of heaps: the mex of its followers' values, by recursion over whole positions (no
 * components, no theory), remembered by the sorted heaps so the brute force stays quick.
 */
function plainValue(heaps: Heaps, options: (n: number) => number[][], memo = new Map<string, number>()): number {
  const key = [...heaps].sort((a, b) => a - b).join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  const followers = new Set<number>();
  heaps.forEach((heap, index) => {
    for (const after of options(heap)) followers.add(plainValue([...heaps.slice(0, index), ...after, ...heaps.slice(index + 1)], options, memo));
  });
  let value = 0;
  while (followers.has(value)) value++;
  memo.set(key, value);
  return value;
}

/** Subtract one of `set` from a heap. */
const subtraction = (set: readonly number[]) => (n: number) => set.filter((take) => take <= n).map((take) => (n - take > 0 ? [n - take] : []));
/** Take 1 or 2 from a heap, or split it into two non-empty heaps (Grundy's game's cousin). */
const takeOrSplit = (n: number): number[][] => [
  ...[1, 2].filter((take) => take <= n).map((take) => (n - take > 0 ? [n - take] : [])),
  ...Array.from({ length: Math.max(0, Math.floor((n - 1) / 2)) }, (_, index) => [index + 1, n - index - 1]),
];

describe('grundyValue - against a plain mex', () => {
  it.each([
    ['{1,2}', [1, 2]],
    ['{1,3,4}', [1, 3, 4]],
    ['{2,5,7}', [2, 5, 7]],
    ['{1,2,3,7}', [1, 2, 3, 7]],
  ])('subtraction %s: every pair of heaps up to 11', (_name, set) => {
    const options = subtraction(set);
    const solver = createSolver();
    let checked = 0;
    for (let a = 0; a <= 11; a++) {
      for (let b = 0; b <= 11; b++) {
        const game = heapRules(`sub${set.join('-')}`, [a, b], options);
        const expected = plainValue([a, b], options);
        expect(grundyValue(game.start)).toBe(expected);
        expect(solver.grundyValue(game.start)).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBe(144);
  });

  it('take-or-split with components: every heap list of up to three heaps of at most 7, each heap valued once', () => {
    let splits = 0;
    const rules = (start: Heaps) =>
      heapRules('take-or-split', start, takeOrSplit, {
        rulesKey: 'take-or-split',
        components: (heaps) => {
          splits++;
          return heaps.length > 1 ? heaps.map((heap) => [heap]) : [];
        },
      });
    const solver = createSolver();
    let checked = 0;
    for (let a = 0; a <= 7; a++) {
      for (let b = 0; b <= 7; b++) {
        for (let c = 0; c <= 7; c++) {
          const expected = plainValue([a, b, c], takeOrSplit);
          expect(grundyValue(rules([a, b, c]).start)).toBe(expected);
          expect(solver.grundyValue(rules([a, b, c]).start)).toBe(expected);
          checked++;
        }
      }
    }
    expect(checked).toBe(512);
    expect(splits).toBeGreaterThan(0);
    // The shared solver values each single heap once: 8 heaps of one player to move each, and the lists it was
    // asked about (one per list, remembered as sums), all within the rules' one memo.
    const before = solver.size;
    expect(solver.grundyValue(rules([7, 7, 7, 7]).start)).toBe(plainValue([7], takeOrSplit) ^ plainValue([7], takeOrSplit) ^ plainValue([7], takeOrSplit) ^ plainValue([7], takeOrSplit));
    expect(solver.size).toBe(before + 1);
  });

  it('a game of bigint positions uses its grundy rule, and mexes above it where the rule is missing', () => {
    // One bigint heap, subtract 1 or 2: worth n mod 3. The rule answers only for heaps of a multiple of 5.
    const calls: bigint[] = [];
    const game = (start: bigint) =>
      defineGame<bigint, bigint>({
        name: 'big',
        start,
        moves: (n) => [1n, 2n].filter((take) => take <= n),
        readMove: (value) => (typeof value === 'bigint' ? value : undefined),
        play: (n, take) => n - take,
        key: String,
        formatMove: String,
        parseMove: () => null,
        actionCount: 0,
        actionOf: () => 0,
        moveOfAction: () => undefined,
        grundy: (n) => {
          calls.push(n);
          return n % 3n;
        },
      });
    for (let n = 0n; n < 200n; n++) expect(grundyValue(game(n).start)).toBe(n % 3n);
    expect(calls).toHaveLength(200);
    const huge = 2n ** 100n + 1n;
    expect(grundyValue(game(huge).start)).toBe(huge % 3n);
  });
});

describe('createSolver().grundyValue', () => {
  it('remembers values between calls and counts them with the results against maxStates', () => {
    const options = subtraction([1, 2]);
    const solver = createSolver({ maxStates: 50 });
    expect(solver.grundyValue(heapRules('sub', [30], options, { rulesKey: 'sub' }).start)).toBe(0);
    const held = solver.size;
    expect(held).toBe(31); // the heaps 0 to 30, player 0 to move
    expect(solver.grundyValue(heapRules('sub', [20], options, { rulesKey: 'sub' }).start)).toBe(2);
    expect(solver.size).toBe(held);
    expect(solver.solve(heapRules('sub', [5], options, { rulesKey: 'sub' }).start).result).toBe('win');
    expect(thrownBy(RangeError, () => solver.grundyValue(heapRules('sub', [60], options, { rulesKey: 'sub' }).start)).message).toBe(
      'grundyValue: the position needs more than maxStates = 50 states; raise maxStates or value a smaller position',
    );
    expect(thrownBy(RangeError, () => createSolver({ maxDepth: 10 }).grundyValue(heapRules('sub', [60], options).start)).message).toBe(
      'grundyValue: the position needs a line longer than maxDepth = 10 plies; raise maxDepth or value a shorter game',
    );
  });

  it('checks its options as solve does', () => {
    expect(() => grundyValue(heapRules('sub', [3], subtraction([1])).start, { maxStates: 0 })).toThrow(new RangeError('maxStates must be a positive safe integer, got 0'));
    expect(() => grundyValue(heapRules('sub', [3], subtraction([1])).start, { maxDepth: '9' as never })).toThrow(new TypeError('maxDepth must be a number, got "9"'));
  });
});
