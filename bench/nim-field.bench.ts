// The nim field: nimProduct (tables of the 2^16 subfield for numbers, the Karatsuba half-field recursion for
// bigints) beside a plain recursive product written here from Conway's rules (split at the largest Fermat 2-power,
// five half products, no tables), on 32-bit numbers and on 256-bit and 512-bit bigints (large input: the baseline makes 5^9 calls per product).
import { bench, describe } from 'vitest';
import { plainNimProduct as plainBigProduct } from './plain-nim-product.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const OPTIONS = { time: 1500, warmupTime: 300 };

/** The plain recursive baseline on numbers below 2^32 (`>>> 0` keeps XORs unsigned). */
function plainProduct(a: number, b: number): number {
  if (a < 2 || b < 2) return a * b;
  const top = Math.max(a, b);
  let width = 1;
  while (top >= 2 ** (width * 2)) width *= 2;
  const size = 2 ** width;
  const [a1, a0, b1, b0] = [Math.floor(a / size), a % size, Math.floor(b / size), b % size];
  const high = plainProduct(a1, b1);
  const middle = (high ^ plainProduct(a1, b0) ^ plainProduct(a0, b1)) >>> 0;
  return middle * size + ((plainProduct(high, size / 2) ^ plainProduct(a0, b0)) >>> 0);
}

/** Fixed pseudo-random operands (a linear congruential sequence), the same for both sides. */
function operands(count: number, bits: number): bigint[] {
  let seed = 0x9e3779b97f4a7c15n;
  return Array.from({ length: count }, () => {
    let value = 0n;
    for (let made = 0; made < bits; made += 32) {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n);
      value = (value << 32n) | (seed >> 32n);
    }
    return value & ((1n << BigInt(bits)) - 1n);
  });
}

const NUMBERS = operands(1000, 32).map(Number);

describe('nimProduct on 1,000 pairs of 32-bit numbers', () => {
  bench('nimkit nimProduct', () => {
    for (let index = 0; index < 999; index++) lib.nimProduct(NUMBERS[index] ?? 0, NUMBERS[index + 1] ?? 0);
  }, OPTIONS);
  bench('baseline (plain recursive product)', () => {
    for (let index = 0; index < 999; index++) plainProduct(NUMBERS[index] ?? 0, NUMBERS[index + 1] ?? 0);
  }, OPTIONS);
});

for (const [bits, pairs] of [[256, 10], [512, 2]] as const) {
  const values = operands(pairs + 1, bits);
  describe(`nimProduct on ${pairs} pairs of ${bits}-bit bigints${bits > 256 ? ' (large input)' : ''}`, () => {
    bench('nimkit nimProduct', () => {
      for (let index = 0; index < pairs; index++) lib.nimProduct(values[index] ?? 0n, values[index + 1] ?? 0n);
    }, OPTIONS);
    bench('baseline (plain recursive product)', () => {
      for (let index = 0; index < pairs; index++) plainBigProduct(values[index] ?? 0n, values[index + 1] ?? 0n);
    }, OPTIONS);
  });
}
