import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../helpers.js';
import { AssertionError, Nim, NimkitError } from '../../src/index.js';

const assertionFrom = (action: () => unknown): AssertionError => thrownBy(AssertionError, action);

describe('seed 000 transcript', () => {
  test('the doctest, line by line', () => {
    const nim = new Nim(3, 4, 2, 0, 7);
    expect(nim.toRepr()).toBe('Nim(3, 4, 2, 0, 7)');
    expect(String(nim)).toBe('1: |||\n2: ||||\n3: ||\n4: \n5: |||||||');
    expect(nim.take_away(2, 3).toRepr()).toBe('Nim(3, 1, 2, 0, 7)');
    expect(nim.toString()).toBe('1: |||\n2: |\n3: ||\n4: \n5: |||||||');
    expect(nim.take_away(5, 2).take_away(5, 1).toRepr()).toBe('Nim(3, 1, 2, 0, 4)');
    // not enough matches in heap
    expect(assertionFrom(() => nim.take_away(1, 4)).message).toBe('invalid move');
    // heap does not exist
    expect(assertionFrom(() => nim.take_away(7, 1)).message).toBe('invalid move');
    // at least one match must be taken away
    expect(assertionFrom(() => nim.take_away(3, 0)).message).toBe('invalid move');
    expect(nim.toString()).toBe('1: |||\n2: |\n3: ||\n4: \n5: ||||');
    expect(nim.isfinished()).toBe(false);
    expect(nim.take_away(1, 3).take_away(2, 1).take_away(3, 2).take_away(5, 4).toRepr()).toBe('Nim(0, 0, 0, 0, 0)');
    expect(nim.isfinished()).toBe(true);
    expect(new Nim(4, 3, 0, 5).add(new Nim(3, 0, 2, 1, 6, 2)).toRepr()).toBe('Nim(7, 3, 2, 6, 6, 2)');
    // all arguments must be integers
    expect(assertionFrom(() => new Nim(1.5, 2.5, 3.5, 4.5, 5.5)).message).toBe('invalid heaps');
    expect(assertionFrom(() => new Nim(...(['three', 'seven', 'two'] as unknown as number[]))).message).toBe('invalid heaps');
    // there must be at least two arguments
    expect(assertionFrom(() => new Nim(7)).message).toBe('invalid heaps');
  });
});

describe('new Nim', () => {
  test.each([
    ['no heaps', [], 'too-few-heaps'],
    ['one heap', [7], 'too-few-heaps'],
    ['a float', [1, 1.5], 'not-a-heap-size'],
    ['NaN', [1, Number.NaN], 'not-a-heap-size'],
    ['Infinity', [Number.POSITIVE_INFINITY, 1], 'not-a-heap-size'],
    ['-Infinity', [1, Number.NEGATIVE_INFINITY], 'not-a-heap-size'],
    ['a negative', [3, -1], 'not-a-heap-size'],
    ['2^53', [2 ** 53, 0], 'not-a-heap-size'],
    ['a numeric string', ['3', 4], 'not-a-heap-size'],
    ['a boolean', [true, 4], 'not-a-heap-size'],
    ['a bigint', [3n, 4], 'not-a-heap-size'],
    ['null', [null, 4], 'not-a-heap-size'],
    ['undefined', [undefined, 4], 'not-a-heap-size'],
    ['an array', [[3], 4], 'not-a-heap-size'],
    ['a boxed number', [Object(3), 4], 'not-a-heap-size'],
  ])('new Nim - rejects %s', (_name, heaps, code) => {
    const error = assertionFrom(() => new Nim(...(heaps as number[])));
    expect(error.name).toBe('AssertionError');
    expect(error.message).toBe('invalid heaps');
    expect(error.code).toBe(code);
    expect(error).toBeInstanceOf(NimkitError);
    expect(error).toBeInstanceOf(Error);
  });

  test('new Nim - accepts -0 as 0 and the largest safe integer', () => {
    const nim = new Nim(-0, Number.MAX_SAFE_INTEGER);
    expect(Object.is(nim.heaps[0], 0)).toBe(true);
    expect(nim.toRepr()).toBe('Nim(0, 9007199254740991)');
  });
});

describe('remove', () => {
  test.each([
    ['heap 0', 0, 1, 'no-such-heap'],
    ['heap past the end', 4, 1, 'no-such-heap'],
    ['a negative heap', -1, 1, 'no-such-heap'],
    ['a fractional heap', 1.5, 1, 'no-such-heap'],
    ['a NaN heap', Number.NaN, 1, 'no-such-heap'],
    ['a string heap', '1', 1, 'no-such-heap'],
    ['count 0', 1, 0, 'bad-count'],
    ['count -0', 1, -0, 'bad-count'],
    ['a negative count', 1, -2, 'bad-count'],
    ['a fractional count', 2, 1.5, 'bad-count'],
    ['a NaN count', 1, Number.NaN, 'bad-count'],
    ['an infinite count', 1, Number.POSITIVE_INFINITY, 'bad-count'],
    ['a string count', 1, '1', 'bad-count'],
    ['a boolean count', 1, true, 'bad-count'],
    ['null count', 1, null, 'bad-count'],
    ['more than the heap', 1, 4, 'not-enough-matches'],
    ['from an empty heap', 3, 1, 'not-enough-matches'],
  ])('remove - rejects %s and changes nothing', (_name, heap, count, code) => {
    const nim = new Nim(3, 4, 0);
    const error = assertionFrom(() => nim.remove(heap as number, count as number));
    expect(error.message).toBe('invalid move');
    expect(error.code).toBe(code);
    expect(nim.toRepr()).toBe('Nim(3, 4, 0)');
  });

  test('remove - returns the same game and take_away is the same operation', () => {
    const nim = new Nim(5, 5);
    expect(nim.remove(1, 5)).toBe(nim);
    expect(nim.take_away(2, 2)).toBe(nim);
    expect(nim.heaps).toEqual([0, 3]);
  });

  test('remove - exact near the top of the safe range', () => {
    const nim = new Nim(Number.MAX_SAFE_INTEGER, 1);
    nim.remove(1, Number.MAX_SAFE_INTEGER - 1);
    expect(nim.heaps).toEqual([1, 1]);
  });
});

describe('add', () => {
  test('add - leaves both operands unchanged', () => {
    const left = new Nim(1, 2);
    const right = new Nim(3, 4, 5);
    expect(left.add(right).toRepr()).toBe('Nim(4, 6, 5)');
    expect(left.toRepr()).toBe('Nim(1, 2)');
    expect(right.toRepr()).toBe('Nim(3, 4, 5)');
  });

  test('add - a sum beyond the safe range is invalid heaps', () => {
    const error = assertionFrom(() => new Nim(Number.MAX_SAFE_INTEGER, 0).add(new Nim(1, 0)));
    expect(error.message).toBe('invalid heaps');
    expect(error.code).toBe('heap-overflow');
  });

  test('add - rejects a non-game with a TypeError', () => {
    expect(() => new Nim(1, 2).add({} as unknown as Nim)).toThrow(new TypeError('other must be a Nim game'));
  });
});

describe('parse, toRepr, toString, toJSON, inspect', () => {
  test('parse - tolerates spaces', () => {
    expect(Nim.parse('  Nim( 3 ,4,  5 )\n').toRepr()).toBe('Nim(3, 4, 5)');
  });

  test.each([
    ['empty text', ''],
    ['one heap', 'Nim(3)'],
    ['no parentheses', 'Nim 3, 4'],
    ['another name', 'Mim(3, 4)'],
    ['a negative', 'Nim(-3, 4)'],
    ['a float', 'Nim(3.0, 4)'],
    ['code', 'Nim(3, 4); process.exit(1)'],
    ['a trailing comma', 'Nim(3, 4,)'],
    ['a lowercase name', 'nim(3, 4)'],
  ])('parse - rejects %s', (_name, text) => {
    const error = assertionFrom(() => Nim.parse(text));
    expect(error.message).toBe('invalid heaps');
    expect(error.code).toBe('unparsable');
  });

  test('parse - rejects numbers beyond the safe range and non-strings', () => {
    expect(assertionFrom(() => Nim.parse('Nim(9007199254740992, 1)')).code).toBe('not-a-heap-size');
    expect(assertionFrom(() => Nim.parse(42 as unknown as string)).code).toBe('unparsable');
  });

  test('toString - empty heaps read "n: "', () => {
    expect(new Nim(0, 0).toString()).toBe('1: \n2: ');
  });

  test('toJSON and heaps - copies that cannot change the game', () => {
    const nim = new Nim(3, 4);
    expect(JSON.stringify(nim)).toBe('[3,4]');
    const heaps = nim.heaps;
    expect(Object.isFrozen(heaps)).toBe(true);
    nim.toJSON().push(9);
    expect(nim.heaps).toEqual([3, 4]);
  });

  test('inspect - util.inspect and console.log show the repr', () => {
    expect(inspect(new Nim(1, 2))).toBe('Nim(1, 2)');
    expect(inspect({ game: new Nim(0, 5) })).toBe('{ game: Nim(0, 5) }');
  });

  test('equals - compares heaps in order', () => {
    expect(new Nim(1, 2).equals(new Nim(1, 2))).toBe(true);
    expect(new Nim(1, 2).equals(new Nim(2, 1))).toBe(false);
    expect(new Nim(1, 2).equals(new Nim(1, 2, 0))).toBe(false);
    expect(new Nim(1, 2).equals({} as unknown as Nim)).toBe(false);
  });
});

describe('properties', () => {
  const heapSize = fc.oneof(fc.nat(20), fc.maxSafeNat());
  const heapList = fc.array(heapSize, { minLength: 2, maxLength: 8 });
  const anything = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), fc.string(), fc.constant(null), fc.boolean());

  test('a failed move changes nothing; a successful one lowers exactly one heap by count', () => {
    fc.assert(
      fc.property(heapList, anything, anything, (heaps, heap, count) => {
        const nim = new Nim(...heaps);
        const before = nim.toJSON();
        let moved = true;
        try {
          nim.remove(heap as number, count as number);
        } catch (error) {
          expect(error).toBeInstanceOf(AssertionError);
          moved = false;
        }
        const after = nim.toJSON();
        if (!moved) {
          expect(after).toEqual(before);
          return;
        }
        const changed = after.flatMap((size, index) => (size === before[index] ? [] : [index]));
        expect(changed).toEqual([(heap as number) - 1]);
        expect((before[changed[0] ?? 0] ?? 0) - (after[changed[0] ?? 0] ?? 0)).toBe(count);
      }),
    );
  });

  const smallList = fc.array(fc.nat(2 ** 40), { minLength: 2, maxLength: 6 });

  test('add is commutative and associative and does not mutate', () => {
    fc.assert(
      fc.property(smallList, smallList, smallList, (a, b, c) => {
        const [x, y, z] = [new Nim(...a), new Nim(...b), new Nim(...c)];
        expect(x.add(y).equals(y.add(x))).toBe(true);
        expect(x.add(y).add(z).equals(x.add(y.add(z)))).toBe(true);
        expect([x.toJSON(), y.toJSON(), z.toJSON()]).toEqual([a, b, c]);
      }),
    );
  });

  test('parse(toRepr()) round-trips', () => {
    fc.assert(
      fc.property(heapList, (heaps) => {
        const nim = new Nim(...heaps);
        expect(Nim.parse(nim.toRepr()).equals(nim)).toBe(true);
      }),
    );
  });

  test('isfinished() iff the heaps sum to 0', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3), { minLength: 2, maxLength: 5 }), (heaps) => {
        expect(new Nim(...heaps).isfinished()).toBe(heaps.reduce((sum, size) => sum + size, 0) === 0);
      }),
    );
  });
});
