// Edge cases of the internal exact arithmetic (src/wythoff/kernel.ts) that the public functions never pass:
// signOfGap's contract covers every r, y >= 0, including a zero on either side.
import { describe, expect, test } from 'vitest';
import { floorGamma, gammaOf, signOfGap } from '../../src/wythoff/kernel.js';

/** The sign of H(r, y) = r² + a·r·y − y² = (r − γy)(r + (a + γ)y), exactly in bigints: the sign of r − γy when r + y > 0. */
function exactSign(r: number, y: number, a: number): -1 | 0 | 1 {
  const [R, Y, A] = [BigInt(r), BigInt(y), BigInt(a)];
  const h = R * R + A * R * Y - Y * Y;
  return h > 0n ? 1 : h < 0n ? -1 : 0;
}

/** γ = 1/(a + γ), the positive root of γ² + aγ − 1 = 0. */
function gammaFloat(a: number): number {
  return (Math.sqrt(a * a + 4) - a) / 2;
}

describe('signOfGap', () => {
  test('signOfGap - a zero heap on either side: r − γ·0 = r > 0, 0 − γ·y < 0, and 0 only at (0, 0)', () => {
    for (const a of [1, 2, 3, 7]) {
      expect([signOfGap(0, 0, a), signOfGap(1, 0, a), signOfGap(12345, 0, a), signOfGap(Number.MAX_SAFE_INTEGER, 0, a)]).toEqual([0, 1, 1, 1]);
      expect([signOfGap(0, 1, a), signOfGap(0, 98765, a), signOfGap(0, Number.MAX_SAFE_INTEGER, a)]).toEqual([-1, -1, -1]);
    }
  });

  test('signOfGap - equals the sign of r² + a·r·y − y² on every pair below 60, for a = 1 to 4', () => {
    const wrong: string[] = [];
    for (let a = 1; a <= 4; a++) {
      for (let r = 0; r < 60; r++) {
        for (let y = 0; y < 60; y++) if (signOfGap(r, y, a) !== exactSign(r, y, a)) wrong.push(`${r},${y},a=${a}`);
      }
    }
    expect(wrong).toEqual([]);
    // The Fibonacci neighbours, where r/y is closest to γ = 0.618…: 55/89 is below γ, 89/144 above.
    expect([signOfGap(55, 89, 1), signOfGap(89, 144, 1), signOfGap(34, 55, 1)]).toEqual([-1, 1, 1]);
  });
});

describe('floorGamma', () => {
  test('floorGamma - ⌊γ·0⌋ = 0 (settled exactly, as 0 is an integer) and ⌊γ·n⌋ for small n matches the float value', () => {
    for (const a of [1, 2, 3]) {
      const gamma = gammaOf(a);
      expect(floorGamma(0, gamma)).toBe(0);
      const g = gammaFloat(a);
      const ours = Array.from({ length: 500 }, (_, n) => floorGamma(n, gamma));
      expect(ours).toEqual(Array.from({ length: 500 }, (_, n) => Math.floor(g * n)));
    }
    // a = 1: ⌊n/φ⌋ at Fibonacci n, where the fast path defers to the exact test.
    expect([89, 144, 233].map((n) => floorGamma(n, gammaOf(1)))).toEqual([55, 88, 144]);
  });
});
