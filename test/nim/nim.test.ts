import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
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
    ['no heaps', [], 'too-few-heaps', 'a game needs at least two heaps, got 0'],
    ['one heap', [7], 'too-few-heaps', 'a game needs at least two heaps, got 1'],
    ['a float', [1, 1.5], 'not-a-heap-size', 'heap 2 is 1.5: heap sizes are non-negative safe integers'],
    ['NaN', [1, Number.NaN], 'not-a-heap-size', 'heap 2 is NaN: heap sizes are non-negative safe integers'],
    ['Infinity', [Number.POSITIVE_INFINITY, 1], 'not-a-heap-size', 'heap 1 is Infinity: heap sizes are non-negative safe integers'],
    ['-Infinity', [1, Number.NEGATIVE_INFINITY], 'not-a-heap-size', 'heap 2 is -Infinity: heap sizes are non-negative safe integers'],
    ['a negative', [3, 4, -1], 'not-a-heap-size', 'heap 3 is -1: heap sizes are non-negative safe integers'],
    ['2^53', [2 ** 53, 0], 'not-a-heap-size', 'heap 1 is 9007199254740992: heap sizes are non-negative safe integers'],
    ['a numeric string', ['3', 4], 'not-a-heap-size', 'heap 1 is "3": heap sizes are numbers or bigints'],
    ['a boolean', [true, 4], 'not-a-heap-size', 'heap 1 is true: heap sizes are numbers or bigints'],
    ['a negative bigint', [3n, -1n], 'not-a-heap-size', 'heap 2 is -1n: heap sizes are non-negative integers'],
    ['a bigint after a number', [3, 4n], 'mixed-kinds', "heap 2 is a bigint but heap 1 is a number: a game's heaps are all numbers or all bigints"],
    ['a number after a bigint', [3n, 4n, 5], 'mixed-kinds', "heap 3 is a number but heap 1 is a bigint: a game's heaps are all numbers or all bigints"],
    ['a string after a bigint', [3n, 'x'], 'not-a-heap-size', 'heap 2 is "x": heap sizes are numbers or bigints'],
    ['null', [null, 4], 'not-a-heap-size', 'heap 1 is null: heap sizes are numbers or bigints'],
    ['undefined', [undefined, 4], 'not-a-heap-size', 'heap 1 is undefined: heap sizes are numbers or bigints'],
    ['an array', [[3], 4], 'not-a-heap-size', 'heap 1 is an array: heap sizes are numbers or bigints'],
    ['a boxed number', [Object(3), 4], 'not-a-heap-size', 'heap 1 is an object: heap sizes are numbers or bigints'],
  ])('new Nim - rejects %s', (_name, heaps, code, detail) => {
    const error = assertionFrom(() => new Nim(...(heaps as number[])));
    expect(error.name).toBe('AssertionError');
    expect(error.message).toBe('invalid heaps');
    expect(error.code).toBe(code);
    expect(error.detail).toBe(detail);
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
    ['heap 0', 0, 1, 'no-such-heap', 'heap 0 does not exist: the heaps are numbered 1 to 3'],
    ['heap past the end', 4, 1, 'no-such-heap', 'heap 4 does not exist: the heaps are numbered 1 to 3'],
    ['a negative heap', -1, 1, 'no-such-heap', 'heap -1 does not exist: the heaps are numbered 1 to 3'],
    ['a fractional heap', 1.5, 1, 'no-such-heap', 'heap 1.5 does not exist: the heaps are numbered 1 to 3'],
    ['a NaN heap', Number.NaN, 1, 'no-such-heap', 'heap NaN does not exist: the heaps are numbered 1 to 3'],
    ['a string heap', '1', 1, 'no-such-heap', 'heap "1" does not exist: the heaps are numbered 1 to 3'],
    ['a bigint heap', 1n, 1, 'no-such-heap', 'heap 1n does not exist: the heaps are numbered 1 to 3'],
    ['count 0', 1, 0, 'bad-count', 'count is 0: a move removes a whole number of at least 1 match'],
    ['count -0', 1, -0, 'bad-count', 'count is 0: a move removes a whole number of at least 1 match'],
    ['a negative count', 1, -2, 'bad-count', 'count is -2: a move removes a whole number of at least 1 match'],
    ['a fractional count', 2, 1.5, 'bad-count', 'count is 1.5: a move removes a whole number of at least 1 match'],
    ['a NaN count', 1, Number.NaN, 'bad-count', 'count is NaN: a move removes a whole number of at least 1 match'],
    ['an infinite count', 1, Number.POSITIVE_INFINITY, 'bad-count', 'count is Infinity: a move removes a whole number of at least 1 match'],
    ['a string count', 1, '1', 'bad-count', 'count is "1": a move removes a whole number of at least 1 match'],
    ['a boolean count', 1, true, 'bad-count', 'count is true: a move removes a whole number of at least 1 match'],
    ['null count', 1, null, 'bad-count', 'count is null: a move removes a whole number of at least 1 match'],
    ['a bigint count', 1, 1n, 'mixed-kinds', 'count is a bigint but the heaps are numbers: use one type for both'],
    ['more than the heap', 1, 4, 'not-enough-matches', 'heap 1 holds 3: cannot remove 4'],
    ['from an empty heap', 3, 1, 'not-enough-matches', 'heap 3 holds 0: cannot remove 1'],
  ])('remove - rejects %s and changes nothing', (_name, heap, count, code, detail) => {
    const nim = new Nim(3, 4, 0);
    const error = assertionFrom(() => nim.remove(heap as number, count as number));
    expect(error.message).toBe('invalid move');
    expect(error.code).toBe(code);
    expect(error.detail).toBe(detail);
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

  test('add - rejects a non-game and a game of the other type with a TypeError', () => {
    expect(() => new Nim(1, 2).add({} as unknown as Nim)).toThrow(new TypeError('other must be a Nim game, got an object'));
    expect(() => new Nim(1, 2).add(new Nim(1n, 2n) as unknown as Nim)).toThrow(
      new TypeError('other holds bigint heaps but this game holds numbers: do not mix numbers and bigints'),
    );
  });

  test('add - the overflow detail names the heap', () => {
    const error = assertionFrom(() => new Nim(0, Number.MAX_SAFE_INTEGER).add(new Nim(0, 1)));
    expect(error.detail).toBe('heap 2 would hold 9007199254740992 matches, beyond Number.MAX_SAFE_INTEGER: use bigint heaps for larger games');
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

  test('parse - rejects numbers beyond the safe range unless asked for bigints', () => {
    const error = assertionFrom(() => Nim.parse('Nim(1, 9007199254740992)'));
    expect([error.message, error.code, error.detail]).toEqual([
      'invalid heaps',
      'not-a-heap-size',
      "heap 2 is 9007199254740992: beyond Number.MAX_SAFE_INTEGER; parse with kind 'bigint' for larger heaps",
    ]);
    expect(assertionFrom(() => Nim.parse(`Nim(${'9'.repeat(500)}, 1)`)).detail).toBe(
      `heap 1 is "${'9'.repeat(100)}…" (500 characters): beyond Number.MAX_SAFE_INTEGER; parse with kind 'bigint' for larger heaps`,
    );
    expect(assertionFrom(() => Nim.parse(`Nim(${'9'.repeat(100)}, 1)`)).detail).toBe(
      `heap 1 is ${'9'.repeat(100)}: beyond Number.MAX_SAFE_INTEGER; parse with kind 'bigint' for larger heaps`,
    );
    expect(Nim.parse('Nim(9007199254740991, 0)').heaps).toEqual([Number.MAX_SAFE_INTEGER, 0]);
    expect(Nim.parse('Nim(9007199254740992, 0)', 'bigint').heaps).toEqual([2n ** 53n, 0n]);
  });

  test('parse - a non-string is a TypeError and is never converted', () => {
    let conversions = 0;
    const sneaky = { toString: () => `${String(++conversions)}Nim(3, 4)` };
    expect(() => Nim.parse(['Nim(3, 4)'] as unknown as string)).toThrow(new TypeError('text must be a string, got an array'));
    expect(() => Nim.parse(42 as unknown as string)).toThrow(new TypeError('text must be a string, got 42'));
    expect(() => Nim.parse(sneaky as unknown as string)).toThrow(new TypeError('text must be a string, got an object'));
    expect(conversions).toBe(0);
    expect(() => Nim.parse('Nim(3, 4)', 'int' as 'bigint')).toThrow(new RangeError('kind must be \'number\' or \'bigint\', got "int"'));
  });

  test.each([
    ['leading junk', 'xNim(3, 4)', 'the text must start with \'Nim(\' (after blanks), not "xNim"'],
    ['a space before the parenthesis', 'Nim (3, 4)', 'the text must start with \'Nim(\' (after blanks), not "Nim "'],
    ['trailing junk', 'Nim(3, 4)x', 'character 10 ("x") follows the closing \')\''],
    ['a missing parenthesis', 'Nim(3, 4', "the text ends where ',' or ')' should be"],
    ['a missing number', 'Nim(3, , 4)', 'character 8 (",") is where a heap size should be'],
    ['a sign', 'Nim(3, +4)', 'character 8 ("+") is where a heap size should be'],
    ['an empty list', 'Nim()', 'character 5 (")") is where a heap size should be'],
    ['the end after a comma', 'Nim(3,', 'the text ends where a heap size should be'],
    ['one heap', 'Nim(3)', 'a game needs at least two heaps, the text has 1'],
    ['a no-break space', 'Nim(3,\u00a04)', 'character 7 (U+00A0, a non-ASCII space: only ASCII spaces, tabs and line breaks separate) is where a heap size should be'],
    ['an em space', 'Nim(3\u2003, 4)', "character 6 (U+2003, a non-ASCII space: only ASCII spaces, tabs and line breaks separate) is where ',' or ')' should be"],
    ['a control character', 'Nim(3,\u00004)', 'character 7 (U+0000) is where a heap size should be'],
    ['a non-ASCII letter', 'Nim(3, é)', 'character 8 (U+00E9) is where a heap size should be'],
    ['a delete character', 'Nim(3,\u007f4)', 'character 7 (U+007F) is where a heap size should be'],
    ['an ASCII vertical tab', 'Nim(3,\u000b4)', 'character 7 (U+000B) is where a heap size should be'],
    ['an astral character', 'Nim(3, 😀)', 'character 8 (U+1F600) is where a heap size should be'],
  ])('parse - explains %s', (_name, text, detail) => {
    const error = assertionFrom(() => Nim.parse(text));
    expect([error.message, error.code, error.detail]).toEqual(['invalid heaps', 'unparsable', detail]);
  });

  test('parse - ASCII blanks (space, tab, line feed, carriage return) are allowed around every token', () => {
    expect(Nim.parse(' \t\r\nNim(\t3\r\n,\n4 )\r\n').toRepr()).toBe('Nim(3, 4)');
    expect(Nim.parse('Nim(007, 0)').heaps).toEqual([7, 0]);
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
    expect(new Nim(1, 2, 3).equals(new Nim(1, 2, 4))).toBe(false); // differs in the last heap only
    expect(new Nim(1, 2, 3).equals(new Nim(0, 2, 3))).toBe(false); // differs in the first heap only
    expect(new Nim(1, 2).equals(new Nim(1n, 2n))).toBe(false); // the same sizes in the other type
    expect(new Nim(1n, 2n).equals(new Nim(1n, 2n))).toBe(true);
    expect(new Nim(1, 2).equals(new Nim(2, 1))).toBe(false);
    expect(new Nim(1, 2).equals(new Nim(1, 2, 0))).toBe(false);
    expect(new Nim(1, 2).equals({} as unknown as Nim)).toBe(false);
  });
});

describe('bigint heaps', () => {
  test('the doctest with bigint heaps prints the same', () => {
    const nim = new Nim(3n, 4n, 2n, 0n, 7n);
    expect(nim.toRepr()).toBe('Nim(3, 4, 2, 0, 7)');
    expect(nim.take_away(2, 3n).toString()).toBe('1: |||\n2: |\n3: ||\n4: \n5: |||||||');
    expect(nim.takeAway(5, 2n).remove(5, 1n).toRepr()).toBe('Nim(3, 1, 2, 0, 4)');
    expect(assertionFrom(() => nim.take_away(1, 4n)).detail).toBe('heap 1 holds 3n: cannot remove 4n');
    expect(nim.isfinished()).toBe(false);
    nim.remove(1, 3n).remove(2, 1n).remove(3, 2n).remove(5, 4n);
    expect([nim.isfinished(), nim.isFinished()]).toEqual([true, true]);
    expect(new Nim(4n, 3n, 0n, 5n).add(new Nim(3n, 0n, 2n, 1n, 6n, 2n)).toRepr()).toBe('Nim(7, 3, 2, 6, 6, 2)');
  });

  test('exact beyond 2^53, and add never overflows', () => {
    const big = 2n ** 64n;
    const nim = new Nim(big, 1n).remove(1, big - 1n);
    expect(nim.heaps).toEqual([1n, 1n]);
    expect(new Nim(big, 0n).add(new Nim(big, 5n)).heaps).toEqual([2n ** 65n, 5n]);
    const typed: readonly bigint[] = nim.heaps;
    expect(typed).toEqual([1n, 1n]);
  });

  test('counts must be bigints, at least 1n', () => {
    const nim = new Nim(3n, 4n);
    const error = assertionFrom(() => nim.remove(1, 1 as unknown as bigint));
    expect([error.code, error.detail]).toEqual(['mixed-kinds', 'count is a number but the heaps are bigints: use one type for both']);
    expect(assertionFrom(() => nim.remove(1, 0n)).detail).toBe('count is 0n: a move removes a whole number of at least 1 match');
    expect(assertionFrom(() => nim.remove(1, -1n)).code).toBe('bad-count');
    expect(nim.toRepr()).toBe('Nim(3, 4)');
  });

  test('parse with kind bigint round-trips the repr', () => {
    const nim = new Nim(2n ** 100n, 0n, 7n);
    expect(nim.toRepr()).toBe('Nim(1267650600228229401496703205376, 0, 7)');
    expect(Nim.parse(nim.toRepr(), 'bigint').equals(nim)).toBe(true);
    expect(Nim.parse('Nim(3, 4)', 'number').heaps).toEqual([3, 4]);
  });

  test('toJSON gives decimal strings; inspect gives the repr', () => {
    expect(JSON.stringify(new Nim(3n, 2n ** 64n))).toBe('["3","18446744073709551616"]');
    expect(inspect(new Nim(1n, 2n))).toBe('Nim(1, 2)');
  });

  test('a Nim is an instance of Nim, whatever its heaps', () => {
    expect(new Nim(1n, 2n)).toBeInstanceOf(Nim);
    expect(Nim.parse('Nim(1, 2)')).toBeInstanceOf(Nim);
    expect(new Nim(1, 2).add(new Nim(3, 4))).toBeInstanceOf(Nim);
  });
});

describe('types', () => {
  test('new Nim infers Nim<number> or Nim<bigint>, never a literal type', () => {
    const games = [new Nim(3, 4)];
    games.push(new Nim(5, 6)); // an array of Nim<3 | 4> would refuse this
    const [, game = new Nim(0, 0)] = games;
    expectTypeOf(game).toEqualTypeOf<Nim>();
    expectTypeOf(new Nim(3n, 4n)).toEqualTypeOf<Nim<bigint>>();
    expectTypeOf(Nim.parse('Nim(1, 2)')).toEqualTypeOf<Nim>();
    expectTypeOf(Nim.parse('Nim(1, 2)', 'bigint')).toEqualTypeOf<Nim<bigint>>();
    expectTypeOf(new Nim(1n, 2n).heaps).toEqualTypeOf<readonly bigint[]>();
    expectTypeOf(new Nim(1n, 2n).toJSON()).toEqualTypeOf<string[]>();
    expectTypeOf(game.toJSON()).toEqualTypeOf<number[]>();
    const misuse = (): void => {
      // @ts-expect-error a game never mixes numbers and bigints
      new Nim(1, 2n);
      // @ts-expect-error a bigint game takes bigint counts
      new Nim(1n, 2n).remove(1, 1);
      // @ts-expect-error games of different types do not add
      new Nim(1, 2).add(new Nim(1n, 2n));
    };
    expect(misuse).toThrow(AssertionError);
  });
});

describe('camelCase twins', () => {
  test('takeAway and isFinished behave as take_away and isfinished', () => {
    const nim = new Nim(2, 1);
    expect(nim.takeAway(1, 2)).toBe(nim);
    expect(nim.isFinished()).toBe(false);
    expect(assertionFrom(() => nim.takeAway(1, 1)).message).toBe('invalid move');
    nim.takeAway(2, 1);
    expect(nim.isFinished()).toBe(true);
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

  test('bigint games: add agrees with number games where both are exact', () => {
    fc.assert(
      fc.property(smallList, smallList, (a, b) => {
        const big = new Nim(...a.map(BigInt)).add(new Nim(...b.map(BigInt)));
        expect(big.toRepr()).toBe(new Nim(...a).add(new Nim(...b)).toRepr());
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
