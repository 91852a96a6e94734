// Edges of src/heap-games the main suite leaves unreached: bad options of the public entry points, the value
// store's widths and checks, counts of splits past their cap, state keys that name no position, a restored
// run shorter or wider than the table, the plain mex chosen and then out of budget, and the misère search's
// memo and key limits. Each test checks values against a plain computation of its own.
import { describe, expect, test } from 'vitest';
import { census, HeapGame, heapGame, WorkLimitError } from '../../src/index.js';
import { ALL_EQUAL, digitAt, LEAVE_MORE, leavesCount, parseCode } from '../../src/heap-games/code.js';
import { MAX_VALUES, plainCost } from '../../src/heap-games/cost.js';
import { RuleValues } from '../../src/heap-games/grundy.js';
import { countSplits } from '../../src/heap-games/multi-split.js';
import { provePeriod } from '../../src/heap-games/period.js';
import { SparseSpace } from '../../src/heap-games/sparse-space.js';
import { MAX_WINNING_MOVES, MisereSolver, sumOutcome, type SumRules } from '../../src/heap-games/sums.js';
import { periodicRange, readValues, spotCheck, ValueStore } from '../../src/heap-games/value-store.js';
import type { HeapOption } from '../../src/heap-games/options.js';
import { thrownBy } from '../helpers.js';

/**
 * The plain mex of an octal code whose digits use the bits 1, 2, 4 only (no marks, no repeat): digit `k` of
 * `'0.d1d2…'` lets a move remove `k` and leave nothing (1), one heap (2) or two non-empty heaps (4).
 */
function octalValues(code: string, count: number): number[] {
  const digits = code.slice(2).split('').map(Number);
  const values: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set<number>();
    digits.forEach((bits, index) => {
      const rest = n - (index + 1);
      if (rest < 0) return;
      if (bits & 1 && rest === 0) seen.add(0);
      if (bits & 2 && rest > 0) seen.add(values[rest] ?? 0);
      if (bits & 4) for (let a = 1; 2 * a <= rest; a++) seen.add((values[a] ?? 0) ^ (values[rest - a] ?? 0));
    });
    let mex = 0;
    while (seen.has(mex)) mex++;
    values.push(mex);
  }
  return values;
}

describe('value store - widths, checks and the periodic fill', () => {
  test('widthOf names the bits of each kind of array, and widen never narrows', () => {
    expect(ValueStore.widthOf(new Uint8Array(1))).toBe(8);
    expect(ValueStore.widthOf(new Uint16Array(1))).toBe(16);
    expect(ValueStore.widthOf(new Uint32Array(1))).toBe(32);
    const store = new ValueStore();
    store.push(300);
    const before = store.array;
    store.widen(7); // fits 16 bits already: a no-op, the same array
    expect(store.width).toBe(16);
    expect(store.array).toBe(before);
    expect(Array.from(store.copy(0, 1))).toEqual([300]);
  });

  test('readValues refuses more than 2^30 values before reading any (a sparse array: no memory)', () => {
    const error = thrownBy(RangeError, () => readValues(new Array(MAX_VALUES + 1)));
    expect(error.message).toBe(`values must hold at most ${MAX_VALUES} values, got ${MAX_VALUES + 1}`);
  });

  test('spotCheck on a repeating code reads every removal size up to the heap', () => {
    // 0.[3] is Nim: G(n) = n. Five values: all within the first stretch, no sample beyond it.
    const nim = parseCode('0.[3]');
    expect(() => {
      spotCheck(nim, Uint8Array.of(0, 1, 2, 3, 4), 4);
    }).not.toThrow();
    const error = thrownBy(RangeError, () => {
      spotCheck(nim, Uint8Array.of(0, 1, 2, 2, 4), 4);
    });
    expect(error.message).toBe('values[3] is 2, but the Grundy value of heap 3 is 3');
  });

  test('restoreValues of a short run: every value checked, wrong ones named', () => {
    const game = HeapGame.parse('0.07');
    const values = octalValues('0.07', 20);
    game.restoreValues(values);
    expect(Array.from(game.grundyValues(40))).toEqual(octalValues('0.07', 40));
    const fresh = HeapGame.parse('0.07');
    const error = thrownBy(RangeError, () => {
      fresh.restoreValues(values.map((value, n) => (n === 9 ? value + 1 : value)));
    });
    expect(error.message).toBe(`values[9] is ${(values[9] ?? 0) + 1}, but the Grundy value of heap 9 is ${values[9]}`);
  });

  test('periodicRange starting past the first cycle walks the cycle only', () => {
    const values = Uint8Array.of(0, 1, 1, 2);
    // Preperiod 1, period 3: G(n) = values[1 + (n - 1) % 3] from n = 1 on.
    const expected = [5, 6, 7, 8, 9].map((n) => values[1 + ((n - 1) % 3)]);
    expect(Array.from(periodicRange(values, 1, 3, 5, 10))).toEqual(expected);
    expect(Array.from(periodicRange(values, 1, 3, 5, 5))).toEqual([]);
  });
});

describe('digits - leavesCount and digitAt', () => {
  test('leavesCount agrees with the heap counts the braces name, `+` included, past 23 heaps too', () => {
    const cases: [string, (heaps: number) => boolean][] = [
      ['0.{2,5}', (heaps) => heaps === 2 || heaps === 5],
      ['0.{3+}', (heaps) => heaps >= 3],
      ['0.{23}', (heaps) => heaps === 23],
      ['0.{1,4+}', (heaps) => heaps === 1 || heaps >= 4],
      ['0.*', () => true],
      ['0.3', (heaps) => heaps <= 1],
    ];
    for (const [code, expected] of cases) {
      const digit = digitAt(parseCode(code), 1);
      for (let heaps = 0; heaps <= 40; heaps++) expect(leavesCount(digit, heaps), `${code}, ${heaps} heaps`).toBe(expected(heaps));
    }
  });

  test('digitAt: 0 past the digits of a finite code, the repeat cycled otherwise', () => {
    const finite = parseCode('0.07');
    expect([0, 1, 2, 3, 4, 100].map((k) => digitAt(finite, k))).toEqual([0, 0, 7, 0, 0, 0]);
    const repeating = parseCode('0.0[12]');
    expect([1, 2, 3, 4, 5, 6].map((k) => digitAt(repeating, k))).toEqual([0, 1, 2, 1, 2, 1]);
  });
});

describe('multi-split - counts past the cap and equal heaps of any number', () => {
  /** The partitions of `rest` into exactly `parts` positive parts, by brute force. */
  function partitionsInto(rest: number, parts: number, smallest = 1): number {
    if (parts === 0) return rest === 0 ? 1 : 0;
    let count = 0;
    for (let a = smallest; a * parts <= rest; a++) count += partitionsInto(rest - a, parts - 1, a);
    return count;
  }

  test('a four-heap digit: exact within the cap, above the cap once the walk passes it', () => {
    const digit = digitAt(parseCode('0.{4}'), 1);
    for (let rest = 0; rest <= 24; rest++) {
      const exact = partitionsInto(rest, 4);
      for (let cap = 0; cap <= 8; cap++) {
        const counted = countSplits(digit, rest, cap);
        if (exact <= cap) expect(counted, `rest ${rest}, cap ${cap}`).toBe(exact);
        else expect(counted, `rest ${rest}, cap ${cap}`).toBeGreaterThan(cap);
      }
    }
    // Rest 8: 5 splits (5111 4211 3311 3221 2222); the lower bound (C(7,3)/4! < 2) lets the walk start.
    expect(countSplits(digit, 8, 2)).toBe(3);
  });

  test('`{2=+}`: one split per number of heaps from 2 that divides the rest', () => {
    const digit = digitAt(parseCode('0.{2=+}'), 1);
    expect(digit & (ALL_EQUAL | LEAVE_MORE)).toBe(ALL_EQUAL | LEAVE_MORE);
    for (let rest = 0; rest <= 100; rest++) {
      let divisors = 0;
      for (let parts = 2; parts <= rest; parts++) if (rest % parts === 0) divisors++;
      expect(countSplits(digit, rest, 1000), `rest ${rest}`).toBe(divisors);
    }
  });
});

describe('public entry points - bad options', () => {
  test('census refuses options that are not an object', () => {
    expect(thrownBy(TypeError, () => census(null as never)).message).toBe('options must be an object, got null');
    expect(thrownBy(TypeError, () => census(5 as never)).message).toBe('options must be an object, got 5');
  });

  test('HeapGame.subtraction and HeapGame.fromRule name the bad argument', () => {
    expect(thrownBy(TypeError, () => HeapGame.subtraction('3' as never)).message).toBe('set must be an array, got "3"');
    expect(thrownBy(TypeError, () => HeapGame.subtraction([1], { allBut: 1 as never })).message).toBe('options.allBut must be a boolean, got 1');
    expect(thrownBy(TypeError, () => HeapGame.fromRule(5 as never, () => [])).message).toBe('name must be a string, got 5');
  });
});

describe('heapGame.fromKey - keys that name no position', () => {
  const game = heapGame('0.77', [3, 5]);
  const form = 'PLAYER:S1,S2,... ascending, the heaps that have a move, within the start';

  test('a heap above the largest start heap, heaps adding up past the start, or no list of numbers: RangeError', () => {
    for (const key of ['0:x', '0:1,,2', '0:6', '0:5,5', '1:3,3,3']) {
      const error = thrownBy(RangeError, () => game.fromKey(key));
      expect(error.message).toBe(`key must be a key of heap:0.77:3,5 normal (${form}), got ${JSON.stringify(key)}`);
    }
    const unsorted = thrownBy(RangeError, () => game.fromKey('0:5,3'));
    expect(unsorted.message).toBe(`key must be a key of heap:0.77:3,5 normal (${form}, written "0:3,5"), got "0:5,3"`);
  });

  test('a key within the start gives back its state', () => {
    const state = game.fromKey('1:2,5');
    expect(state.key()).toBe('1:2,5');
    expect(state.player).toBe(1);
    expect(game.fromKey(game.start.key()).key()).toBe('0:3,5');
  });
});

describe('RuleValues - the split getter, restores, and the plain mex out of budget', () => {
  test('no split while the plain mex runs; a shorter restore changes nothing', () => {
    const table = new RuleValues(parseCode('0.07'));
    table.extend(500);
    expect(table.split).toBeUndefined(); // below the 2,048 heaps the split is chosen from
    const expected = octalValues('0.07', 500);
    table.restore(Uint8Array.from(expected.slice(0, 100)), Math.max(...expected.slice(0, 100)));
    expect(table.length).toBe(500);
    expect(Array.from(table.values.subarray(0, 500))).toEqual(expected);
  });

  test('a code the sparse method never serves goes on from a restore by the plain mex', () => {
    const table = new RuleValues(parseCode('0.[3]')); // Nim: G(n) = n
    table.restore(Uint8Array.from({ length: 200 }, (_, n) => n), 199);
    expect(table.length).toBe(200);
    table.extend(260);
    expect(Array.from(table.values.subarray(0, 260))).toEqual(Array.from({ length: 260 }, (_, n) => n));
    expect(table.split).toBeUndefined();
  });

  test('values past 16 bits restored: 32-bit values, the next one by the plain mex', () => {
    const table = new RuleValues(parseCode('0.[3]'));
    table.restore(Uint32Array.from({ length: 70_000 }, (_, n) => n), 69_999);
    expect(ValueStore.widthOf(table.values)).toBe(32);
    expect(table.largest).toBe(69_999);
    table.extend(70_002);
    expect(table.values[70_000]).toBe(70_000);
    expect(table.values[70_001]).toBe(70_001);
    expect(table.largest).toBe(70_001);
    expect(table.split).toBeUndefined();
  });

  test('0.76 chooses the plain mex at 2,048 heaps; a request past its budget stops there', () => {
    const rule = parseCode('0.76');
    const budget = Math.ceil(plainCost(rule, 0, 3000));
    const table = new RuleValues(rule);
    const error = thrownBy(RangeError, () => {
      table.extend(5000, budget);
    });
    expect(error).toBeInstanceOf(WorkLimitError);
    expect(error.message).toBe(`the Grundy values of heaps 0 … 4999 need more than options.maxWork allows without a proved period (${budget} steps): give a larger options.maxWork, or Infinity`);
    const limit = new RuleValues(rule).reach(budget);
    expect(limit).toBeGreaterThanOrEqual(2999);
    expect(limit).toBeLessThanOrEqual(3001);
    // The values up to the choice were computed, none beyond (the rest was refused before the work).
    expect(table.length).toBe(2048);
    expect(table.split).toBeUndefined();
    table.extend(2999, budget);
    expect(Array.from(table.values.subarray(0, 2999))).toEqual(octalValues('0.76', 2999));
  });
});

describe('RuleValues - Grundy\'s game with a second split at a far removal size', () => {
  test('the sparse method\'s first-block marking skips a split whose rest is short: values equal the plain mex', () => {
    // 4!.0…04: split a heap into two unequal heaps, or remove 3,000 and split the rest into any two heaps.
    const far = 3000;
    const rule = parseCode(`4!.${'0'.repeat(far - 1)}4`);
    const count = 3600;
    const table = new RuleValues(rule);
    table.extend(count);
    expect(table.split).toBeDefined(); // the sparse-space method serves it past 2,048 heaps
    const values: number[] = [];
    const seen = new Uint32Array(4096);
    for (let n = 0; n < count; n++) {
      for (let a = 1; 2 * a < n; a++) seen[(values[a] ?? 0) ^ (values[n - a] ?? 0)] = n + 1;
      for (let a = 1, rest = n - far; 2 * a <= rest; a++) seen[(values[a] ?? 0) ^ (values[rest - a] ?? 0)] = n + 1;
      let mex = 0;
      while (seen[mex] === n + 1) mex++;
      values.push(mex);
    }
    expect(Array.from(table.values.subarray(0, count))).toEqual(values);
  });
});

describe('provePeriod - no theorem, no search', () => {
  test('a marked code, +, or a repeat leaving three heaps is not searched: undefined, no value computed', () => {
    for (const code of ['0.[8]', '4!', '0.{2+}', '0.[{2+}]']) {
      const table = new RuleValues(parseCode(code));
      expect(provePeriod(parseCode(code), table, { maxCount: 1000 })).toBeUndefined();
      expect(table.length).toBe(0);
    }
  });
});

describe('SparseSpace - values wider than 16 bits', () => {
  test('a store of 32-bit values is refused with a RangeError', () => {
    const store = new ValueStore();
    for (const value of [0, 0, 1, 70_000]) store.push(value);
    expect(store.width).toBe(32);
    const space = new SparseSpace(-2, 0, -1, store, 2 ** 18);
    const error = thrownBy(RangeError, () => space.begin(4, 5, { ks: [0], digits: [4] }));
    expect(error.message).toBe('the sparse-space method takes values of at most 16 bits');
  });
});

describe('sums - the misère memo, the key limit, and too many winning moves', () => {
  /** A base of 16 digits: every heap size below is a long key. */
  const BASE = 1_000_000_000_000_000;

  /**
   * Rules over sizes near BASE: a heap of BASE + i (1 <= i <= 2) has one move, to BASE + i - 1; BASE + 5 has
   * `copies` moves, each taking it all. Every other size has none. `asked` records each size listed.
   */
  function chainRules(copies: number, asked: number[]): SumRules {
    return {
      grundy: () => 0,
      moves: (n: number): HeapOption[] => {
        asked.push(n);
        if (n === BASE + 1 || n === BASE + 2) return [{ take: 1, leave: [n - 1] }];
        if (n === BASE + 5) return Array.from({ length: copies }, () => ({ take: n, leave: [] }));
        return [];
      },
    };
  }

  test('the positions of a small query are kept for the next one; a query of over 2^23 key characters drops them', () => {
    const asked: number[] = [];
    const rules = chainRules(1, asked);
    const solver = new MisereSolver(rules);
    // One heap of BASE + 2: two moves in a row, so the player to move makes the first and wins (misère).
    expect(sumOutcome(rules, solver, [BASE + 2], 'misere')).toBe('N');
    expect(asked).toEqual([BASE + 2, BASE + 1, BASE]);
    asked.length = 0;
    expect(sumOutcome(rules, solver, [BASE + 2], 'misere')).toBe('N');
    expect(asked).toEqual([BASE + 2]); // remembered: only the start heap is listed, to find it has a move
    // 1,000 heaps of BASE + 5, one move each: an even count wins. The line of play keys 17·j - 1 characters at
    // each count j = 1000 … 1: about 8.5 million in all, past 2^23.
    asked.length = 0;
    expect(sumOutcome(rules, solver, Array.from({ length: 1000 }, () => BASE + 5), 'misere')).toBe('N');
    expect(asked).toEqual([BASE + 5]); // its moves leave nothing: no other size is listed
    asked.length = 0;
    expect(sumOutcome(rules, solver, [BASE + 2], 'misere')).toBe('N');
    expect(asked).toEqual([BASE + 2, BASE + 1, BASE]); // forgotten: searched again
  });

  test('a query past 2^26 characters of keys is a RangeError, though few positions', () => {
    // 999 heaps of BASE + 5 with 100 moves each, all alike: each losing count j looks at its child 100 times,
    // keying its 17·(j - 1) characters each time, about 420 million in all. One move each: solved at once.
    const few = chainRules(1, []);
    expect(sumOutcome(few, new MisereSolver(few), Array.from({ length: 999 }, () => BASE + 5), 'misere')).toBe('P');
    const many = chainRules(100, []);
    const error = thrownBy(RangeError, () => sumOutcome(many, new MisereSolver(many), Array.from({ length: 999 }, () => BASE + 5), 'misere'));
    expect(error.message).toMatch(/^misère play is solved by exact search, .* characters of position keys, .*: too large to solve$/);
  });

  test('more than 1,000,000 winning moves in normal play: RangeError', () => {
    // Only a heap of 2001 moves: into two equal heaps (a, a), 1 <= a <= 1000, which have no move. Every
    // option has value 0, so G(2001) = 1 and every other value is 0.
    const pairs = HeapGame.fromRule('pairs', (n) => (n === 2001 ? Array.from({ length: 1000 }, (_, i) => [i + 1, i + 1]) : []));
    expect(pairs.grundy(2001)).toBe(1);
    expect(pairs.grundy(1000)).toBe(0);
    // 3 heaps of 2001: XOR 1, and each heap's 1,000 options reach 0: 3,000 winning moves.
    const three = pairs.winningMoves([2001, 2001, 2001]);
    expect(three.length).toBe(3000);
    expect(three[0]).toEqual({ heap: 1, take: 1999, leave: [1, 1] });
    expect(three[2999]).toEqual({ heap: 3, take: 1, leave: [1000, 1000] });
    const heaps = Array.from({ length: 1001 }, () => 2001);
    const error = thrownBy(RangeError, () => pairs.winningMoves(heaps));
    expect(error.message).toBe(`this position has more than ${MAX_WINNING_MOVES} winning moves: too many to list`);
    // One heap fewer (even: XOR 0) has none; 999 heaps have exactly 999,000.
    expect(pairs.winningMoves(heaps.slice(1))).toEqual([]);
  });
});
