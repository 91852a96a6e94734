import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HeapGame, WorkLimitError } from '../../src/index.js';
import { parseCode } from '../../src/heap-games/code.js';
import { MAX_VALUES } from '../../src/heap-games/cost.js';
import { RuleValues, type SplitHooks } from '../../src/heap-games/grundy.js';
import { ValueStore } from '../../src/heap-games/value-store.js';
import { plainOctalValues as plainValues } from '../../bench/plain-octal.js';
import { twoHeapCode } from '../helpers.js';

// The engine at scale (src/heap-games/grundy.ts): the split chosen from the data and re-chosen, compact
// storage, restored runs, the options of long runs, and the period search's jumps. Values are always checked
// against a plain mex written here from the digits alone.

function engineValues(code: string, count: number, hooks?: SplitHooks): Uint32Array {
  const table = new RuleValues(parseCode(code), hooks);
  table.extend(count, Number.POSITIVE_INFINITY);
  return Uint32Array.from(table.values.subarray(0, count));
}

function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let n = 0; n < Math.max(a.length, b.length); n++) if (a[n] !== b[n]) return n;
  return -1;
}

describe('RuleValues - the split from the data never changes a value', () => {
  test('random two-heap codes (marks included), past the first choice at 2048 and the re-choices at 4096', () => {
    fc.assert(
      fc.property(twoHeapCode, (code) => {
        expect(firstDifference(engineValues(code, 4600), plainValues(code, 4600)), code).toBe(-1);
      }),
      { numRuns: 12, seed: 22 },
    );
  });

  test('forced re-choices every 97 heaps to random splits, positional ones included', () => {
    fc.assert(
      fc.property(fc.constantFrom('4!', '0.6', '0.354', '0.376', '0.26!', '0.4!4'), fc.array(fc.integer({ min: 1, max: 255 }), { minLength: 8, maxLength: 8 }), (code, masks) => {
        let calls = 0;
        const hooks: SplitHooks = { every: 97, force: () => ({ mask: masks[calls % 8] ?? 1, positional: calls++ % 2 === 1 }) };
        const table = new RuleValues(parseCode(code), hooks);
        table.extend(3000);
        expect(calls).toBeGreaterThan(5);
        expect(firstDifference(table.values.subarray(0, 3000), plainValues(code, 3000)), code).toBe(-1);
      }),
      { numRuns: 10, seed: 7 },
    );
  });

  test('a re-choice on the schedule keeps a split that is as good, and switches to a clearly better one', () => {
    // 0.354: the best split at 2048 (mask 63 on values below 128) stays the best.
    const table = new RuleValues(parseCode('0.354'), { every: 512 });
    table.extend(6000);
    expect(table.split).toEqual({ mask: 63 | (-1 << 7), positional: false });
    // Forced to a poor split at first, the data's choice replaces it at the next re-choice.
    let forced = true;
    const switching = new RuleValues(parseCode('0.354'), { every: 512, force: () => (forced ? ((forced = false), { mask: 1, positional: false }) : undefined) });
    switching.extend(2500);
    expect(switching.split).toEqual({ mask: 1 | (-1 << 7), positional: false });
    switching.extend(3200);
    expect(switching.split).toEqual({ mask: 63 | (-1 << 7), positional: false });
    expect(firstDifference(switching.values.subarray(0, 3200), plainValues('0.354', 3200))).toBe(-1);
  });
});

describe('ValueStore - compact values', () => {
  test('8 bits, then 16, then 32 as values grow, the values kept', () => {
    const store = new ValueStore();
    store.reserve(10);
    store.push(7);
    expect(store.array).toBeInstanceOf(Uint8Array);
    store.push(300);
    expect(store.array).toBeInstanceOf(Uint16Array);
    store.push(70_000);
    expect(store.array).toBeInstanceOf(Uint32Array);
    expect([...store.array.subarray(0, store.length)]).toEqual([7, 300, 70_000]);
    expect(() => {
      store.reserve(MAX_VALUES + 1);
    }).toThrow(new RangeError(`at most ${MAX_VALUES} Grundy values are kept, asked for ${MAX_VALUES + 1}`));
  });

  test('the engine widens as values pass 255 (Nim, 0.[3]: G(n) = n)', () => {
    const table = new RuleValues(parseCode('0.[3]'));
    table.extend(200);
    expect(table.values).toBeInstanceOf(Uint8Array);
    table.extend(600);
    expect(table.values).toBeInstanceOf(Uint16Array);
    expect(Array.from(table.values.subarray(0, 600))).toEqual(Array.from({ length: 600 }, (_, n) => n));
  });
});

describe('HeapGame.restoreValues - a stopped run goes on', () => {
  test('restored values, then more: the same as a straight run', () => {
    const straight = HeapGame.parse('4!').grundyValues(7000);
    const resumed = HeapGame.parse('4!');
    resumed.restoreValues(straight.slice(0, 5000));
    expect(firstDifference(resumed.grundyValues(7000), straight)).toBe(-1);
    const fromArray = HeapGame.parse('0.376');
    fromArray.restoreValues(Array.from(HeapGame.parse('0.376').grundyValues(3000)));
    expect(firstDifference(fromArray.grundyRange(2500, 4000), plainValues('0.376', 4000).subarray(2500))).toBe(-1);
  });

  test('wrong values are refused, naming the heap, and nothing is adopted', () => {
    const values = Array.from(HeapGame.parse('0.6').grundyValues(3000));
    const game = HeapGame.parse('0.6');
    expect(() => {
      game.restoreValues(values.map((value, n) => (n === 5 ? value + 1 : value)));
    }).toThrow(/^values\[5\] is \d+, but the Grundy value of heap 5 is \d+$/);
    // A wrong value late in the run is caught by the spot check of the last heap.
    expect(() => {
      game.restoreValues(values.map((value, n) => (n === 2999 ? value ^ 1 : value)));
    }).toThrow(/^values\[2999\] is/);
    expect(() => {
      game.restoreValues([0, 0, 1.5]);
    }).toThrow(new RangeError('values[2] must be a whole number from 0 to 2^32 - 1, got 1.5'));
    expect(() => {
      game.restoreValues([0, '1'] as unknown as number[]);
    }).toThrow(new TypeError('values[1] must be a number, got "1"'));
    expect(() => {
      game.restoreValues('0,1' as unknown as number[]);
    }).toThrow(TypeError);
    expect(() => {
      HeapGame.fromRule('nim', (n) => Array.from({ length: n }, (_, i) => [i])).restoreValues([0, 1]);
    }).toThrow(TypeError);
    // Values this game already holds must agree.
    game.grundyValues(100);
    expect(() => {
      game.restoreValues(values.map((value, n) => (n === 50 ? value + 1 : value)));
    }).toThrow(/^values\[50\] is/);
    expect(firstDifference(game.grundyValues(3000), values)).toBe(-1);
  });
});

describe('HeapGame - long runs: options and limits', () => {
  test('grundyRange is a slice of grundyValues, and from the period far out', () => {
    const grundys = HeapGame.parse('4!');
    expect(Array.from(grundys.grundyRange(1000, 1010))).toEqual(Array.from(grundys.grundyValues(1010).subarray(1000)));
    const kayles = HeapGame.parse('0.77');
    const far = kayles.grundyRange(2 ** 24 + 5, 2 ** 24 + 29);
    expect(Array.from(far)).toEqual(Array.from({ length: 24 }, (_, i) => kayles.grundy(2 ** 24 + 5 + i)));
    expect(() => grundys.grundyRange(10, 5)).toThrow(new RangeError('from must be at most to (5), got 10'));
  });

  test('counts beyond 2^30 are refused before any allocation; maxWork is checked and honoured', () => {
    const started = performance.now();
    expect(() => HeapGame.parse('0.77').grundyValues(2 ** 30 + 1)).toThrow(new RangeError('count must be at most 2^30 (1073741824 values), got 1073741825'));
    expect(() => HeapGame.parse('4!').period({ maxCount: 2 ** 30 + 1 })).toThrow(new RangeError('options.maxCount must be from 1 to 2^30, got 1073741825'));
    expect(performance.now() - started).toBeLessThan(1000);
    const game = HeapGame.parse('0.007');
    expect(() => game.grundyValues(10, { maxWork: 0 })).toThrow(new RangeError('options.maxWork must be a positive safe integer or Infinity, got 0'));
    expect(() => game.grundyValues(10, { maxWork: Number.NaN })).toThrow(RangeError);
    expect(() => game.grundyValues(10, { maxWork: '5' as unknown as number })).toThrow(new TypeError('options.maxWork must be a number, got "5"'));
    expect(() => game.period({ maxWork: -1 })).toThrow(RangeError);
    expect(() => game.period({ onProgress: 5 as unknown as () => void })).toThrow(TypeError);
    // 0.007 splits without sparse structure: 3000 values are about 2.3 million steps, refused below that.
    expect(() => game.grundyValues(3000, { maxWork: 100_000 })).toThrow(
      new WorkLimitError('values', 3000, 100_000),
    );
    expect(() => game.grundyValues(3000, { maxWork: 100_000 })).toThrow('the Grundy values of heaps 0 … 2999 need more than options.maxWork allows without a proved period (100000 steps): give a larger options.maxWork, or Infinity');
    expect(game.grundyValues(3000, { maxWork: Number.POSITIVE_INFINITY })).toHaveLength(3000);
  });

  test('rareSplit: the split of the values so far, undefined for a game that never splits in two', () => {
    const grundys = HeapGame.parse('4!');
    expect(grundys.rareSplit()).toBeUndefined();
    grundys.grundyValues(4096);
    // Every bit but the lowest of the values so far (all below 128).
    expect(grundys.rareSplit()).toMatchObject({ mask: 126, positional: false });
    expect(HeapGame.parse('0.77').rareSplit()).toBeUndefined();
    expect(HeapGame.parse('0.8').rareSplit()).toBeUndefined();
  });
});

describe('HeapGame.period - the search jumps to the count a candidate proof needs', () => {
  test.each([
    // [code, preperiod, period, the rounds' targets]: the last target is 2e + 2p + t, not a power of two.
    ['0.177', 497, 20, [512, 1024, 1037]],
    ['0.356', 7315, 142, [512, 1024, 2048, 4096, 8192, 14_917]],
  ] as const)('%s: proved with preperiod %i and period %i', (code, preperiod, period, targets) => {
    const seen: number[] = [];
    const game = HeapGame.parse(code);
    expect(game.period({ maxCount: 2 ** 16, onProgress: (computed, target) => seen.push(target) })).toEqual({ preperiod, period, saltus: 0 });
    expect([...new Set(seen)]).toEqual(targets);
  });
});

describe('HeapGame - codes once left to the plain mex now take the sparse-space method', () => {
  test.each(['0.007', '0.74'])('%s: a split leaves under 30 percent of the first 2048 heaps rare; 2^24 values are refused from the metered work', (code) => {
    const game = HeapGame.parse(code);
    game.grundyValues(2048);
    expect(game.rareSplit()?.rareCount).toBeLessThan(0.3 * 2048);
    const started = performance.now();
    expect(() => game.grundyValues(2 ** 24)).toThrow(new WorkLimitError('values', 2 ** 24, 2 ** 33));
    expect(performance.now() - started).toBeLessThan(5000);
  }, 20_000);
});
