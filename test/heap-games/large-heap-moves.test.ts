import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HeapGame, heapGame } from '../../src/index.js';
import { parseCode } from '../../src/heap-games/code.js';
import { ruleAllows, ruleOptions } from '../../src/heap-games/options.js';

// A move on a heap with many options (Kayles on a million: half a million) is taken and checked without
// listing them: moveAt walks to the option, play checks the digit. Both must agree with the listed options.

describe('moves on a heap with many options', () => {
  test('moveAt walks to the same option the list holds, past the listing threshold (Kayles on 10,001)', () => {
    const rules = HeapGame.parse('0.77');
    const options = rules.options(10_001);
    expect(options.length).toBeGreaterThan(4096);
    const start = heapGame(rules, [10_001]).start;
    expect(start.moveCount()).toBe(options.length);
    for (const index of [0, 1, 2, 4095, 4096, 5000, options.length - 1]) {
      const { leave, take } = start.moveAt(index);
      expect(leave, `option ${index}`).toEqual(options[index]);
      expect(take + leave.reduce((a, b) => a + b, 0)).toBe(10_001);
    }
  });

  test('Kayles on a million: the first move, and a split played and refused, without listing', () => {
    const start = heapGame('0.77', [1_000_000]).start;
    expect(start.moveAt(0)).toEqual({ heap: 1, take: 1, leave: [999_999] });
    expect(start.play({ heap: 1, take: 2, leave: [1, 999_997] }).heaps()).toEqual([1, 999_997]);
    expect(() => start.play({ heap: 1, take: 3, leave: [999_997] })).toThrow('illegal move 1:3->999997 in heap:0.77:1000000 normal: 0.77 does not allow it on a heap of 1000000');
  });

  test('ruleAllows agrees with the listed options on every small heap of random codes, marks and = included', () => {
    const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', 'F', '4!', '4?', '8!', '{4}', '{2+}', '4=', '{23}=', '8?');
    fc.assert(
      fc.property(fc.array(digit, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.integer({ min: 0, max: 14 }), (digits, repeat, n) => {
        const code = repeat ? `0.${digits.slice(0, -1).join('')}[${digits.at(-1) ?? '3'}]` : `0.${digits.join('')}`;
        const rule = parseCode(code);
        const listed = new Set(ruleOptions(rule, n).map(({ take, leave }) => `${take}:${leave.join(',')}`));
        // Every sorted way to leave at most four heaps from n, with every take.
        const candidates: number[][] = [[]];
        for (let a = 1; a <= n; a++) {
          candidates.push([a]);
          for (let b = a; a + b <= n; b++) {
            candidates.push([a, b]);
            for (let c = b; a + b + c <= n; c++) {
              candidates.push([a, b, c]);
              for (let d = c; a + b + c + d <= n; d++) candidates.push([a, b, c, d]);
            }
          }
        }
        for (const leave of candidates) {
          const take = n - leave.reduce((x, y) => x + y, 0);
          expect(ruleAllows(rule, take, leave), `${code} on ${n}: ${take}:${leave.join(',')}`).toBe(listed.has(`${take}:${leave.join(',')}`));
        }
      }),
      { numRuns: 150 },
    );
  });
});
