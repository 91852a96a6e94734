import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCode, type Rule } from '../../src/heap-games/code.js';
import { MAX_VALUES, plainCost, plainReach } from '../../src/heap-games/cost.js';
import { rulePieces, ruleWidth } from '../../src/heap-games/numbering.js';
import { ruleOptionCount } from '../../src/heap-games/options.js';
import { MisereSolver } from '../../src/heap-games/sums.js';
import { HeapGame } from '../../src/index.js';
import { referenceOptions } from './reference.js';

// The closed forms behind the heap games' action numbering, the cost model behind the value limits, and the
// misère search's memory, each against a plain count.

/** A random take-and-break code: a splitting first digit, up to six digits (marks included), maybe a repeat. */
const codes = fc
  .tuple(
    fc.constantFrom('0', '4', '8', 'c', '4!', '8?'),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.constantFrom('', '', '!', '?')), { maxLength: 6 }),
    fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 2 }),
  )
  .map(([head, digits, repeat]) => {
    const body = digits.map(([digit, mark]) => (digit & 12 ? `${digit.toString(16)}${mark}` : digit.toString(16))).join('');
    return `${head}.${body}${repeat.length > 0 ? `[${repeat.map((digit) => digit.toString(16)).join('')}]` : ''}`;
  });

/** The most heaps a heap of each size up to `largest` can become, by listing every option (the old way). */
function exactPieces(code: string, largest: number): number[] {
  const pieces = [1];
  for (let n = 1; n <= largest; n++) {
    let most = 1;
    for (const leave of referenceOptions(code, n)) most = Math.max(most, leave.reduce((sum, size) => sum + (pieces[size] ?? 1), 0));
    pieces.push(most);
  }
  return pieces;
}

describe('ruleOptionCount, ruleWidth and rulePieces', () => {
  test('ruleOptionCount - the number of options, counted without listing, for every heap up to 40', () => {
    fc.assert(
      fc.property(codes, (code) => {
        const rule = parseCode(code);
        for (let n = 0; n <= 40; n++) expect(ruleOptionCount(rule, n), `${code} ${n}`).toBe(referenceOptions(code, n).length);
      }),
      { numRuns: 150, seed: 21 },
    );
  });

  test('ruleWidth - the most options of any heap up to the largest, or one more', () => {
    fc.assert(
      fc.property(codes, fc.integer({ min: 1, max: 40 }), (code, largest) => {
        const counts = Array.from({ length: largest }, (_, index) => referenceOptions(code, index + 1).length);
        const most = Math.max(...counts);
        const width = ruleWidth(parseCode(code), largest);
        expect(width, code).toBeGreaterThanOrEqual(most);
        expect(width, code).toBeLessThanOrEqual(most + 1);
      }),
      { numRuns: 150, seed: 22 },
    );
    // Kayles, Nim and Grundy's game get the exact width.
    for (const code of ['0.77', '0.[3]', '4!']) expect(ruleWidth(parseCode(code), 30)).toBe(Math.max(...Array.from({ length: 30 }, (_, n) => referenceOptions(code, n + 1).length)));
  });

  test('rulePieces - never fewer heaps than a heap can become, and exact for Kayles', () => {
    fc.assert(
      fc.property(codes, (code) => {
        const pieces = rulePieces(parseCode(code));
        exactPieces(code, 30).forEach((exact, n) => {
          expect(pieces(n), `${code} ${n}`).toBeGreaterThanOrEqual(exact);
        });
      }),
      { numRuns: 100, seed: 23 },
    );
    const kayles = rulePieces(parseCode('0.77'));
    expect(exactPieces('0.77', 40).every((exact, n) => kayles(n) === exact)).toBe(true);
  });
});

describe('the cost model', () => {
  const rules: [string, Rule][] = ['0.77', '0.007', '0.8', '0.[8]', '0.[7]', '4!', '0.[3]', '4.[3]'].map((code) => [code, parseCode(code)]);

  test.each(rules)('plainCost of %s grows with the values, and plainReach is the last count within a budget', (_code, rule) => {
    for (let count = 1; count < 5000; count += 97) expect(plainCost(rule, 0, count + 1)).toBeGreaterThan(plainCost(rule, 0, count));
    for (const budget of [1e4, 1e6, 2 ** 27, 2 ** 33]) {
      const reach = plainReach(rule, 0, budget);
      expect(reach).toBeLessThanOrEqual(MAX_VALUES);
      expect(plainCost(rule, 0, reach)).toBeLessThanOrEqual(budget);
      if (reach < MAX_VALUES) expect(plainCost(rule, 0, reach + 1)).toBeGreaterThan(budget);
    }
  });

  test('plainCost adds up over ranges, and counts the loops of the plain mex (two heaps: n/2 pairs per value)', () => {
    const rule = parseCode('0.04');
    expect(plainCost(rule, 0, 1000) + plainCost(rule, 1000, 3000)).toBeCloseTo(plainCost(rule, 0, 3000), 6);
    // One split at k = 2: the heap of n has (n - 2) / 2 pairs, about (3000 - 2)^2 / 4 in all, plus one per value.
    expect(plainCost(rule, 0, 3000)).toBeCloseTo(2998 ** 2 / 4 + 3000, 0);
  });
});

describe('MisereSolver - memory after a query', () => {
  test('the move lists are dropped after every query, refused or not; the positions are kept while few', () => {
    const kayles = HeapGame.parse('0.77');
    const solver = new MisereSolver({ grundy: (n) => kayles.grundy(n), moves: (n) => kayles.options(n).map((leave) => ({ take: n - leave.reduce((a, b) => a + b, 0), leave })) });
    const inside = solver as unknown as { options: Map<number, unknown>; memo: Map<string, boolean> };
    solver.begin();
    expect(solver.wins(solver.canonical([5, 7]))).toBe(kayles.outcome([5, 7], { play: 'misere' }) === 'N');
    expect(inside.options.size).toBeGreaterThan(0);
    solver.end();
    expect(inside.options.size).toBe(0);
    const kept = inside.memo.size;
    expect(kept).toBeGreaterThan(0);
    solver.begin();
    expect(() => solver.wins(solver.canonical([10_000]))).toThrow(RangeError);
    solver.end();
    expect(inside.options.size).toBe(0);
    expect(inside.memo.size).toBeGreaterThanOrEqual(kept);
  });
});
