// The Nim family under hostile input (found by a review): each case a typed error or a quick answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { turningGame, turningValue } from '../../src/index.js';

describe('the Nim family, hostile input', () => {
  it('turningGame checks its options object like every other game', () => {
    expect(() => turningGame('turtles', 'HT', null as never)).toThrow(new TypeError('options must be an object, got null'));
    expect(() => turningGame('turtles', 'HT', 'misere' as never)).toThrow(new TypeError('options must be an object, got "misere"'));
    expect(() => turningGame('turtles', 'HT', 5 as never)).toThrow(new TypeError('options must be an object, got 5'));
    expect(turningGame('turtles', 'HT', { play: 'misere' }).ending).toBe('misere');
  });

  it('a turning move list of millions of squares is no move, read without deep recursion', () => {
    const game = turningGame('turtles', 'HT');
    expect(game.parseMove(`${'1,'.repeat(2_000_000)}1`)).toBeNull();
    expect(game.parseMove(' 1 , 2 ')).toEqual({ coins: [1, 2] });
    expect(game.parseMove('1,,2')).toBeNull();
  });

  it('a Mock Turtles value of a huge bigint square is refused before any work; within the limit it is exact', () => {
    expect(() => turningValue('mock-turtles', 1n << 2_000_000n)).toThrow(new RangeError('n must have at most 1000000 bits, got a bigint of 2000001 bits'));
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 52n }), (n) => {
        expect(turningValue('mock-turtles', n)).toBe(BigInt(turningValue('mock-turtles', Number(n))));
      }),
    );
    const big = (1n << 999_999n) + 5n; // n - 1 = 2^999999 + 4: two 1 bits, even, so the value is 2(n - 1) + 1
    expect(turningValue('mock-turtles', big)).toBe(2n * (big - 1n) + 1n);
  });
});
