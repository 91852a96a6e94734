import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { isStaircaseNimLosing, staircaseNimMove } from '../../src/index.js';
import type { Ending, StaircaseMove } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];

// ---------------------------------------------------------------------------------------------------------------
// Plain brute force: the rules and nothing else.

/** Every staircase of `length` steps holding 0 to `most` counters each. */
function staircases(length: number, most: number): number[][] {
  let all: number[][] = [[]];
  for (let step = 0; step < length; step++) all = all.flatMap((steps) => Array.from({ length: most + 1 }, (_, size) => [...steps, size]));
  return all;
}

/** [length, most counters per step]: 2,834 staircases in all. */
const SHAPES = [
  [1, 12],
  [2, 9],
  [3, 6],
  [4, 4],
  [5, 3],
  [6, 2],
] as const;
const ALL = SHAPES.flatMap(([length, most]) => staircases(length, most));

/** The staircase after carrying `count` counters from `step` (1-based) down one step. */
function carry(steps: readonly number[], step: number, count: number): number[] {
  return steps.map((size, index) => (index === step - 1 ? size - count : index === step - 2 ? size + count : size));
}

const memo: Record<Ending, Map<string, boolean>> = { normal: new Map(), misere: new Map() };

/** Whether the mover loses, by search over every move; with every counter on the floor, lost in normal play only. */
function bruteForceLost(steps: readonly number[], ending: Ending): boolean {
  const key = steps.join(',');
  const known = memo[ending].get(key);
  if (known !== undefined) return known;
  let lost = true;
  if (steps.every((size) => size === 0)) lost = ending === 'normal';
  for (let step = 1; step <= steps.length && lost; step++) {
    for (let count = 1; count <= (steps[step - 1] ?? 0) && lost; count++) lost = !bruteForceLost(carry(steps, step, count), ending);
  }
  memo[ending].set(key, lost);
  return lost;
}

/** Misère Nim's rule on the odd steps, written out independently for large staircases. */
function misereOddLost(steps: readonly bigint[]): boolean {
  const odd = steps.filter((_size, index) => index % 2 === 0);
  if (odd.every((size) => size <= 1n)) return odd.filter((size) => size === 1n).length % 2 === 1;
  return odd.reduce((sum, size) => sum ^ size, 0n) === 0n;
}

function oddNimSum(steps: readonly bigint[]): bigint {
  return steps.reduce((sum, size, index) => (index % 2 === 0 ? sum ^ size : sum), 0n);
}

function carryBig(steps: readonly bigint[], { step, count }: StaircaseMove<bigint>): bigint[] {
  return steps.map((size, index) => (index === step - 1 ? size - count : index === step - 2 ? size + count : size));
}

const bigStaircase = fc.array(fc.bigInt({ min: 0n, max: (1n << 200n) - 1n }), { minLength: 1, maxLength: 9 });
const smallBigStaircase = fc.array(fc.bigInt({ min: 0n, max: 3n }), { minLength: 1, maxLength: 9 });

// ---------------------------------------------------------------------------------------------------------------

describe('isStaircaseNimLosing', () => {
  test.each(ENDINGS)('isStaircaseNimLosing - %s: every small staircase, as brute force says', (play) => {
    expect(ALL.length).toBe(2834);
    for (const steps of ALL) {
      if (isStaircaseNimLosing(steps, { play }) !== bruteForceLost(steps, play)) expect.fail(`${play} ${steps.join(',')}`);
    }
  });

  test.each([
    [[3, 7, 3], 'normal', true], // 3 XOR 3 on steps 1 and 3
    [[0, 5], 'normal', true], // nothing on an odd step
    [[0, 5], 'misere', false], // one counter to step 1 wins
    [[0], 'normal', true], // the end: the opponent moved last
    [[0], 'misere', false],
    [[], 'normal', true], // no step at all
    [[1, 9, 0, 9], 'misere', true], // a single 1 on the odd steps
    [[2n ** 80n, 1n, 2n ** 80n], 'normal', true],
  ] as const)('isStaircaseNimLosing - %s %s: %s', (steps, play, losing) => {
    expect(isStaircaseNimLosing(steps as readonly number[], { play })).toBe(losing);
  });

  test('isStaircaseNimLosing - large staircases follow the odd steps only, and numbers agree with bigints', () => {
    fc.assert(
      fc.property(bigStaircase, (steps) => isStaircaseNimLosing(steps) === (oddNimSum(steps) === 0n) && isStaircaseNimLosing(steps, { play: 'misere' }) === misereOddLost(steps)),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.array(fc.maxSafeNat(), { maxLength: 9 }), fc.constantFrom(...ENDINGS), (steps, play) => isStaircaseNimLosing(steps, { play }) === isStaircaseNimLosing(steps.map(BigInt), { play })),
      { numRuns: 500 },
    );
  });
});

describe('staircaseNimMove', () => {
  test.each(ENDINGS)('staircaseNimMove - %s: on every small staircase, a legal move to a lost position exactly when one exists', (play) => {
    for (const steps of ALL) {
      const move = staircaseNimMove(steps, { play });
      const hasCounter = steps.some((size) => size > 0);
      if ((move === null) !== (!hasCounter || bruteForceLost(steps, play))) expect.fail(`${play} ${steps.join(',')}: ${JSON.stringify(move)}`);
      if (move === null) continue;
      const { step, count } = move;
      const legal = step >= 1 && step <= steps.length && count >= 1 && count <= (steps[step - 1] ?? 0);
      if (!legal || !bruteForceLost(carry(steps, step, count), play)) expect.fail(`${play} ${steps.join(',')}: ${step}:${count} does not win`);
      // Bouton's move on the odd steps, except misère's single counter when no odd step holds one.
      const oddEmpty = steps.every((size, index) => index % 2 === 1 || size === 0);
      expect(step % 2 === 1 || (play === 'misere' && oddEmpty && count === 1)).toBe(true);
    }
  });

  test.each([
    [[3, 7, 5], 'normal', { step: 3, count: 2 }],
    [[3, 7, 3], 'normal', null],
    [[0, 5], 'misere', { step: 2, count: 1 }],
    [[0, 0, 0, 4], 'misere', { step: 4, count: 1 }],
    [[2, 0, 1], 'misere', { step: 1, count: 2 }], // leaves one odd heap of 1
    [[0], 'misere', null], // the end: no move
    [[5n, 0n, 1n], 'normal', { step: 1, count: 4n }],
  ] as const)('staircaseNimMove - %s %s', (steps, play, move) => {
    expect(staircaseNimMove(steps as readonly number[], { play })).toEqual(move);
  });

  test('staircaseNimMove - large bigint staircases: the move leaves a lost position, and numbers agree with bigints', () => {
    for (const arbitrary of [bigStaircase, smallBigStaircase]) {
      fc.assert(
        fc.property(arbitrary, (steps) => {
          const normal = staircaseNimMove(steps);
          const misere = staircaseNimMove(steps, { play: 'misere' });
          const normalOk = normal === null ? oddNimSum(steps) === 0n : oddNimSum(carryBig(steps, normal)) === 0n;
          const misereOk = misere === null ? misereOddLost(steps) || steps.every((size) => size === 0n) : misereOddLost(carryBig(steps, misere));
          return normalOk && misereOk;
        }),
        { numRuns: 500 },
      );
    }
    fc.assert(
      fc.property(fc.array(fc.maxSafeNat(), { maxLength: 9 }), fc.constantFrom(...ENDINGS), (steps, play) => {
        const move = staircaseNimMove(steps, { play });
        const big = staircaseNimMove(steps.map(BigInt), { play });
        return JSON.stringify(move) === JSON.stringify(big === null ? null : { step: big.step, count: Number(big.count) });
      }),
      { numRuns: 500 },
    );
  });

  test.each([
    [() => staircaseNimMove(5 as unknown as number[]), TypeError, 'steps must be an array, got 5'],
    [() => staircaseNimMove(['3'] as unknown as number[]), TypeError, 'steps[0] must be a number or a bigint, got "3"'],
    [() => staircaseNimMove([1, 2n] as unknown as number[]), TypeError, 'steps[1] is a bigint but steps[0] is a number: do not mix numbers and bigints'],
    [() => staircaseNimMove([1, -1]), RangeError, 'steps[1] must be a non-negative safe integer, got -1'],
    [() => staircaseNimMove([1.5]), RangeError, 'steps[0] must be a non-negative safe integer, got 1.5'],
    [() => staircaseNimMove([2 ** 53]), RangeError, 'steps[0] must be a non-negative safe integer, got 9007199254740992'],
    // eslint-disable-next-line no-sparse-arrays -- a hole is refused like any bad entry
    [() => staircaseNimMove([1, , 2] as unknown as number[]), TypeError, 'steps[1] must be a number or a bigint, got undefined'],
    [() => staircaseNimMove([-1n]), RangeError, 'steps[0] must be non-negative, got -1n'],
    [() => staircaseNimMove([1], { play: 'draw' as Ending }), RangeError, `play must be 'normal' or 'misere', got "draw"`],
    [() => isStaircaseNimLosing([1], null as unknown as undefined), TypeError, 'options must be an object, got null'],
    [() => isStaircaseNimLosing({ steps: [1] } as unknown as number[]), TypeError, 'steps must be an array, got an object'],
  ])('staircaseNimMove - bad input %#', (call, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, call).message).toBe(message);
  });

  test('staircaseNimMove - the count follows the steps', () => {
    expectTypeOf(staircaseNimMove([1, 2])).toEqualTypeOf<StaircaseMove | null>();
    expectTypeOf(staircaseNimMove([1n, 2n])).toEqualTypeOf<StaircaseMove<bigint> | null>();
  });
});
