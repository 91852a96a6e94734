import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HeapGame, HeapGameCodeError, NimkitError } from '../../src/index.js';
import type { HeapGameCodeErrorCode } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

describe('HeapGame.parse - canonical codes', () => {
  test.each([
    ['0.77', '0.77'],
    ['0.770', '0.77'],
    ['0.7700', '0.77'],
    ['.07', '0.07'],
    ['0.137', '0.137'],
    ['0.[3]', '0.[3]'],
    ['0.3[3]', '0.[3]'],
    ['0.33[33]', '0.[3]'],
    ['0.[33]', '0.[3]'],
    ['0.7[37]', '0.[73]'],
    ['0.1[0]', '0.1'],
    ['0.[00]', '0.0'],
    ['0', '0.0'],
    ['0.', '0.0'],
    ['4!', '4!.0'],
    ['4!.', '4!.0'],
    ['4?.', '4!.0'],
    ['8?', '8?.0'],
    ['c!', 'C!.0'],
    ['0.3!', '0.3'],
    ['0!.', '0.0'],
    ['0.F', '0.F'],
    ['0.A[B]', '0.A[B]'],
    ['0.0300303', '0.0300303'],
  ])('%s prints as %s', (code, canonical) => {
    expect(HeapGame.parse(code).code).toBe(canonical);
    expect(HeapGame.parse(canonical).code).toBe(canonical);
    expect(String(HeapGame.parse(code))).toBe(canonical);
  });

  test('subtraction games print as their codes', () => {
    expect(HeapGame.subtraction([2, 5, 7]).code).toBe('0.0300303');
    expect(HeapGame.subtraction([7, 2, 5, 5]).code).toBe('0.0300303');
    expect(HeapGame.subtraction([1, 2], { allBut: true }).code).toBe('0.00[3]');
    expect(HeapGame.subtraction([], { allBut: true }).code).toBe('0.[3]');
    expect(HeapGame.subtraction([]).code).toBe('0.0');
    expect(HeapGame.subtraction([3], { allBut: true }).code).toBe('0.330[3]');
  });

  test('subtraction checks its set', () => {
    expect(() => HeapGame.subtraction([0])).toThrow(new RangeError('set[0] must be from 1 to 10000, got 0'));
    expect(() => HeapGame.subtraction([1, 1.5])).toThrow(new RangeError('set[1] must be a non-negative safe integer, got 1.5'));
    expect(() => HeapGame.subtraction(['2'] as unknown as number[])).toThrow(new TypeError('set[0] must be a number, got "2"'));
  });

  test('the canonical code is a fixed point and names an equal rule (random codes)', () => {
    const digit = fc.tuple(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'), fc.constantFrom('', '', '!', '?')).map(([d, mark]) => d + mark);
    fc.assert(
      fc.property(
        fc.constantFrom('0', '4', '8', 'c', '4!', '8?'),
        fc.array(digit, { maxLength: 6 }),
        fc.array(digit, { maxLength: 3 }),
        (head, finite, repeat) => {
          const code = `${head}.${finite.join('')}${repeat.length > 0 ? `[${repeat.join('')}]` : ''}`;
          const game = HeapGame.parse(code);
          const again = HeapGame.parse(game.code ?? '');
          expect(again.code).toBe(game.code);
          for (let n = 0; n <= 14; n++) expect(again.options(n)).toEqual(game.options(n));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('HeapGame.parse - bad codes', () => {
  test.each<[string, HeapGameCodeErrorCode, number]>([
    ['', 'empty-code', 0],
    ['0.8.1', 'second-point', 3],
    ['0.%', 'bad-character', 2],
    ['0. 7', 'bad-character', 2],
    ['2.1', 'bad-first-digit', 0],
    ['3', 'bad-first-digit', 0],
    ['44.1', 'additive-code', 1],
    ['0.[3', 'unclosed-repeat', 2],
    ['0.[]', 'empty-repeat', 2],
    ['0.[3]4', 'text-after-repeat', 5],
    ['0.[3[4]]', 'nested-repeat', 4],
    ['0.3]', 'bad-character', 3],
    ['[3]', 'bad-character', 0],
    ['!', 'misplaced-mark', 0],
    ['0.!7', 'misplaced-mark', 2],
    ['0.7!!', 'misplaced-mark', 4],
  ])('%j - %s at %i', (code, reason, position) => {
    const error = thrownBy(HeapGameCodeError, () => HeapGame.parse(code));
    expect(error).toBeInstanceOf(NimkitError);
    expect(error.name).toBe('HeapGameCodeError');
    expect([error.code, error.position]).toEqual([reason, position]);
    expect(error.message).toMatch(new RegExp(`^bad heap-game code .* at position ${position}$`));
  });

  test('exact messages', () => {
    expect(thrownBy(HeapGameCodeError, () => HeapGame.parse('0.8.1')).message).toBe('bad heap-game code "0.8.1": a second "." at position 3');
    expect(thrownBy(HeapGameCodeError, () => HeapGame.parse('0.%')).message).toBe(
      'bad heap-game code "0.%": "%" is not a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]" at position 2',
    );
    expect(thrownBy(HeapGameCodeError, () => HeapGame.parse('2.1')).message).toBe(
      'bad heap-game code "2.1": digit "2" before the point may leave one heap (removing nothing must split a heap) at position 0',
    );
  });

  test('a 10 MB code is rejected at once, with a short message', () => {
    const huge = `0.${'7'.repeat(10 * 2 ** 20)}`;
    const start = performance.now();
    const error = thrownBy(HeapGameCodeError, () => HeapGame.parse(huge));
    expect(performance.now() - start).toBeLessThan(1000);
    expect([error.code, error.position]).toEqual(['too-long', 10_000]);
    expect(error.message.length).toBeLessThan(250);
    expect(error.message).toContain(`(${huge.length} characters)`);
  });

  test('a long code of junk fails at its first bad character, in linear time', () => {
    const junk = `0.${'7'.repeat(9000)}%${'['.repeat(900)}`;
    expect(thrownBy(HeapGameCodeError, () => HeapGame.parse(junk)).position).toBe(9002);
  });

  test('a code that is not a string is a TypeError', () => {
    expect(() => HeapGame.parse(77 as unknown as string)).toThrow(new TypeError('code must be a string, got number'));
  });
});
