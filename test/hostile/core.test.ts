// Hostile input against the core (issue 15, items 4, 5, 6, 7 and 18, and the mutation-testing gaps): each test
// failed before its fix. Timing checks compare two sizes (linear growth), never an absolute time.
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../helpers.js';
import { describeValue } from '../../src/internal/integers.js';
import { randomBelow, randomBigBelow } from '../../src/internal/uniform.js';
import {
  AssertionError,
  Board,
  Nim,
  competition,
  createRandom,
  halvingLosingNumbers,
  halvingLosingNumbersUpTo,
  halvingRobotMove,
  isHalvingLosing,
  isHalvingMoveLegal,
  isWinning,
  mctsPlayer,
  nimGame,
  nimSum,
  randomInt,
  randomPlayer,
  sticksRandomPlayer,
  winningMove,
  winningMoves,
} from '../../src/index.js';

/** An object whose conversions count their calls and throw, to prove no check converts it. */
function trap(): { value: object; calls: () => number } {
  let calls = 0;
  const fail = (): never => {
    calls++;
    throw new Error('converted');
  };
  return { value: { valueOf: fail, toString: fail, [Symbol.toPrimitive]: fail }, calls: () => calls };
}

describe('item 4 - a broken random source ends in a RangeError, never a hang', () => {
  const constant = (): number => 0.99;
  const message = (bound: string): string =>
    `random gave 64 draws in a row that fall outside [0, ${bound}): it is not a uniform source of numbers in [0, 1) (a constant function, say)`;

  test('randomInt with () => 0.99', () => {
    // 1..3 needs 2 bits; 0.99 always gives 3, outside [0, 3).
    expect(() => randomInt(constant, 1, 3)).toThrow(new RangeError(message('3')));
  });

  test('randomBelow and randomBigBelow, one word and several', () => {
    expect(() => randomBelow(constant, 3)).toThrow(new RangeError(message('3')));
    expect(() => randomBelow(constant, 2 ** 40 + 1)).toThrow(new RangeError(message(String(2 ** 40 + 1))));
    expect(() => randomBigBelow(constant, 2n ** 70n + 1n)).toThrow(new RangeError(message(`${2n ** 70n + 1n}n`)));
  });

  test('the label names the source', () => {
    expect(() => randomBelow(constant, 3, 'options.random')).toThrow(/^options\.random gave 64 draws/);
  });

  test('the halving robot on a losing size with a constant source', () => {
    // 5 is losing in misère play, so the robot draws a take from 1..2 (bound 2: 1 bit, never rejected) ...
    expect(halvingRobotMove(5, { random: constant })).toBe(2);
    // ... and from 1..5 at 11 (bound 5: 3 bits; 0.99 gives 7, always rejected).
    expect(() => halvingRobotMove(11, { random: constant })).toThrow(new RangeError(message('5')));
  });

  test('a fair source after 63 rejections still succeeds', () => {
    let calls = 0;
    const random = (): number => (++calls < 64 ? 0.99 : 0.1);
    expect(randomBelow(random, 3)).toBe(0);
    expect(calls).toBe(64);
  });

  test('item 4 - the random players with () => 0.99: a RangeError after 64 draws, and a match that ends', () => {
    let draws = 0;
    const counted = (): number => {
      draws++;
      return 0.99;
    };
    // Three moves (2 bits): 0.99 always gives 3.
    expect(() => randomPlayer(nimGame([3]).start, counted)).toThrow(new RangeError(message('3')));
    expect(draws).toBe(64);
    expect(() => mctsPlayer({ iterations: 10 })(nimGame([3]).start, constant)).toThrow(RangeError);
    // Three live rows on the sticks board: the row is drawn from 0..2.
    expect(() => sticksRandomPlayer(new Board([1, 1, 1]), constant)).toThrow(new RangeError(message('3')));
    // In a match, the broken source ends it instead of hanging it: as the caller's error (issue 21, item 21),
    // not a forfeit of the player that drew.
    expect(() => competition(nimGame([3]), randomPlayer, randomPlayer, { rounds: 2, random: constant })).toThrow(new RangeError(message('3')));
  });
});

describe('mutation gaps - a random value of exactly 0.5', () => {
  test('is the top bit of the word, read unsigned', () => {
    const half = (): number => 0.5;
    // 0.5 is the word 2^31; `>>` instead of `>>>` would read it as negative.
    expect(randomBelow(half, 4)).toBe(2);
    expect(randomInt(half, 1, 6)).toBe(5); // 3 bits: 2^31 >>> 29 = 4
    expect(randomBelow(half, 2 ** 33)).toBe(2 ** 32 + 2 ** 31); // the first word's top bit is bit 32
    expect(randomBigBelow(half, 2n ** 40n)).toBe(2n ** 39n + 2n ** 31n);
    expect(randomBigBelow(half, 6n)).toBe(4n);
  });

  test('createRandom never returns 1 and a seed of 0.5 is seed 0', () => {
    expect(createRandom(0.5)()).toBe(createRandom(0)());
  });
});

describe('item 5 - error messages quote at most ~100 characters and never convert objects', () => {
  test('a 50 MB string is quoted by its first 100 characters and its length', () => {
    const huge = 'a'.repeat(50_000_000);
    expect(describeValue(huge)).toBe(`"${'a'.repeat(100)}…" (50000000 characters)`);
    expect(describeValue('a'.repeat(100))).toBe(`"${'a'.repeat(100)}"`);
    expect(describeValue('a'.repeat(101))).toBe(`"${'a'.repeat(100)}…" (101 characters)`);
  });

  test('a cut never splits a surrogate pair', () => {
    const text = `${'a'.repeat(99)}😀${'b'.repeat(10)}`;
    expect(describeValue(text)).toBe(`"${'a'.repeat(99)}…" (111 characters)`);
  });

  test('long bigints are cut too, and huge ones named by size', () => {
    expect(describeValue(10n ** 150n)).toBe(`1${'0'.repeat(99)}…n (151 digits)`);
    expect(describeValue(-(10n ** 5n))).toBe('-100000n');
    expect(describeValue(2n ** 200_000n)).toBe('a bigint of 200001 bits');
  });

  test('objects, symbols and revoked proxies are described by kind only', () => {
    const { value, calls } = trap();
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect([value, Symbol('s'), proxy, [1], () => 0].map(describeValue)).toEqual([
      'an object',
      'a symbol',
      'an object',
      'an array',
      'a function',
    ]);
    expect(calls()).toBe(0);
  });

  test('randomInt rejects objects without converting them', () => {
    const { value, calls } = trap();
    // Issue 21, item 18: a non-number is a TypeError.
    expect(() => randomInt(Math.random, value as unknown as number, 3)).toThrow(new TypeError('min must be a number, got an object'));
    expect(() => randomInt(Math.random, 1, value as unknown as number)).toThrow(new TypeError('max must be a number, got an object'));
    expect(() => randomInt(42 as unknown as () => number, 1, 3)).toThrow(new TypeError('random must be a function, got 42'));
    expect(calls()).toBe(0);
  });

  test('a huge string in a checked position makes a short message', () => {
    const huge = 'x'.repeat(1_000_000);
    const error = thrownBy(TypeError, () => isHalvingMoveLegal(huge as unknown as number, 1));
    expect(error.message).toBe(`n must be a number or a bigint, got "${'x'.repeat(100)}…" (1000000 characters)`);
  });

  test('item 5 - the nim-sum family rejects objects without converting them, even one whose valueOf gives a heap', () => {
    const { value, calls } = trap();
    const sneaky = { valueOf: () => 3 };
    for (const check of [nimSum, winningMove, winningMoves, isWinning] as ((heaps: unknown) => unknown)[]) {
      expect(() => check([value, 1])).toThrow(new TypeError('heaps[0] must be a number or a bigint, got an object'));
      expect(() => check([1, 2, 3, 4, 5, value])).toThrow(new TypeError('heaps[5] must be a number or a bigint, got an object'));
      expect(() => check([2 ** 40, 1, 2, 3, 4, 5, 6, value])).toThrow(new TypeError('heaps[7] must be a number or a bigint, got an object'));
      expect(() => check([sneaky, 3])).toThrow(TypeError);
      expect(() => check([1, 2n])).toThrow(new TypeError('heaps[1] is a bigint but heaps[0] is a number: do not mix numbers and bigints'));
    }
    expect(calls()).toBe(0);
  });

  test('item 5 - an engine state rejects an object action id without converting it', () => {
    const { value, calls } = trap();
    expect(() => nimGame([1, 2]).start.playAction(value as unknown as number)).toThrow('action an object is not legal in nim:1,2 normal at 1,2');
    expect(calls()).toBe(0);
  });

  test('AssertionError keeps the exercise message', () => {
    expect(new AssertionError('invalid move', 'bad-count').detail).toBe('invalid move');
  });
});

describe('item 6 - Nim.parse of huge lists', () => {
  /** The repr of `count` heaps cycling through 0..9. */
  const repr = (count: number): string => `Nim(${Array.from({ length: count }, (_, index) => index % 10).join(', ')})`;

  test('a million heaps parse without a stack overflow, and add and equals handle them', () => {
    const nim = Nim.parse(repr(1_000_000));
    expect(nim.heaps.length).toBe(1_000_000);
    expect(nim.heaps[999_999]).toBe(9);
    expect(nim.add(nim).heaps[999_999]).toBe(18);
    expect(Nim.parse(nim.toRepr()).equals(nim)).toBe(true);
    expect(Nim.parse(repr(100_000), 'bigint').heaps[99_999]).toBe(9n);
  });

  // Timing on a shared machine is noisy: the best of five interleaved runs each, and a retry.
  test('linear: twice the heaps take less than three times as long', { retry: 2 }, () => {
    const [small, large] = [repr(200_000), repr(400_000)];
    const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (let run = 0; run < 5; run++) {
      for (const [slot, text] of [small, large].entries()) {
        const start = performance.now();
        Nim.parse(text);
        best[slot] = Math.min(best[slot] ?? 0, performance.now() - start);
      }
    }
    const [smallTime = 0, largeTime = 0] = best;
    expect(largeTime).toBeLessThan(3 * smallTime + 5);
  });

  test('item 6 - Unicode spaces are refused, and the detail says why; ASCII blanks are accepted', () => {
    for (const [text, at] of [
      ['Nim(3,\u00a04)', 'character 7 (U+00A0'],
      ['Nim(3\u2003, 4)', 'character 6 (U+2003'],
      ['\u3000Nim(3, 4)', 'the text must start with'],
    ] as const) {
      const error = thrownBy(AssertionError, () => Nim.parse(text));
      expect(error.code).toBe('unparsable');
      expect(error.detail.startsWith(at)).toBe(true);
    }
    expect(thrownBy(AssertionError, () => Nim.parse('Nim(3,\u00a04)')).detail).toBe(
      'character 7 (U+00A0, a non-ASCII space: only ASCII spaces, tabs and line breaks separate) is where a heap size should be',
    );
    expect(Nim.parse(' \t\r\nNim( 3 ,\t4\n)\r\n').heaps).toEqual([3, 4]);
  });

  test('a bad character deep in a huge text is found and named, and the detail stays short', () => {
    const text = `${repr(500_000).slice(0, -1)}, x)`;
    const error = thrownBy(AssertionError, () => Nim.parse(text));
    expect(error.detail).toBe(`character ${text.length - 1} ("x") is where a heap size should be`);
  });
});

describe('item 7 - halvingLosingNumbersUpTo(2n ** 100000n) is refused at once instead of building 686 MiB', () => {
  test('a RangeError before any list is built', () => {
    const start = performance.now();
    expect(() => halvingLosingNumbersUpTo(2n ** 100_000n)).toThrow(/^limit has 100001 bits/);
    expect(() => halvingLosingNumbers(100_000n)).toThrow(/^count is 100000n: a list of bigint sizes holds at most 16384/);
    expect(performance.now() - start).toBeLessThan(1000); // generous: the refusal is O(bits)
    // The message quotes a huge count by its first 100 digits only.
    expect(() => halvingLosingNumbers(10n ** 5000n)).toThrow(/^count is 1(0){99}…n \(5001 digits\): a list/);
  });
});

describe('item 18 - the empty heap is not a position of the halving game', () => {
  test('normal-play losing sizes are 2^k − 1 for k >= 1', () => {
    expect(halvingLosingNumbers(6, { play: 'normal' })).toEqual([1, 3, 7, 15, 31, 63]);
    expect(halvingLosingNumbersUpTo(31, { play: 'normal' })).toEqual([1, 3, 7, 15, 31]);
    expect(halvingLosingNumbersUpTo(0, { play: 'normal' })).toEqual([]);
  });

  test('isHalvingLosing(0) is an error in both endings, like other invalid sizes', () => {
    expect(() => isHalvingLosing(0)).toThrow(RangeError);
    expect(() => isHalvingLosing(0, { play: 'normal' })).toThrow(RangeError);
    expect(() => isHalvingLosing(-1)).toThrow(RangeError);
  });
});

describe('mutation gaps', () => {
  test('isHalvingMoveLegal(11n, 1n): the smallest bigint take is legal', () => {
    expect(isHalvingMoveLegal(11n, 1n)).toBe(true);
    expect(isHalvingMoveLegal(11n, 0n)).toBe(false);
  });

  test("Nim.parse refuses leading junk: 'xNim(3, 4)'", () => {
    expect(thrownBy(AssertionError, () => Nim.parse('xNim(3, 4)')).code).toBe('unparsable');
  });

  test('Nim.parse of an array is a TypeError, never a stringified array', () => {
    expect(() => Nim.parse(['Nim(3, 4)'] as unknown as string)).toThrow(new TypeError('text must be a string, got an array'));
  });

  test('equals on games that differ in one heap only', () => {
    expect(new Nim(1, 2, 3).equals(new Nim(1, 2, 4))).toBe(false);
    expect(new Nim(1n, 2n, 3n).equals(new Nim(1n, 5n, 3n))).toBe(false);
  });
});
