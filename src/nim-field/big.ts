// Arithmetic of nimbers of any size as bigints: the field of 2^(2^m) elements is a pair over its subfield of
// 2^(2^(m − 1)), with X ⊗ X = X ⊕ H (X = 2^(2^(m − 1)), H = 2^(2^(m − 1) − 1)), down to 32 bits where the tables
// of tables.ts take over. A product costs three half products and one by H (Karatsuba), and a product by H costs
// three half ones again (H = X'·H' one level down), so a product of n bits is O(n^1.59) 32-bit products.
import { inverse32, product32, sqrt32, square32, timesHalf32 } from './tables.js';

/** The level of the 32-bit field: 2^5 bits. */
const BASE_LEVEL = 5;

/** The smallest level m ≥ 5 whose field (nimbers below 2^(2^m)) holds a non-negative bigint. */
export function levelOf(a: bigint): number {
  let level = BASE_LEVEL;
  while (a >> BigInt(2 ** level) > 0n) level++;
  return level;
}

/** The halves of a nimber of level `level`: [high, low, the width of a half as a bigint]. */
function halves(a: bigint, level: number): [bigint, bigint, bigint] {
  const width = BigInt(2 ** (level - 1));
  return [a >> width, a & ((1n << width) - 1n), width];
}

/** a ⊗ H, H = 2^(2^level − 1), for a nimber a of that level: with a = a1X ⊕ a0, aH = X·H'(a1 ⊕ a0) ⊕ H'(H'a1). */
function timesHalf(a: bigint, level: number): bigint {
  if (level === BASE_LEVEL) return BigInt(timesHalf32(Number(a)));
  const [a1, a0, width] = halves(a, level);
  const below = level - 1;
  return (timesHalf(a1 ^ a0, below) << width) | timesHalf(timesHalf(a1, below), below);
}

/** The nim product of two nimbers of level `level`. */
export function bigProduct(a: bigint, b: bigint, level: number): bigint {
  if (level === BASE_LEVEL) return BigInt(product32(Number(a), Number(b)));
  const [a1, a0, width] = halves(a, level);
  const [b1, b0] = halves(b, level);
  const below = level - 1;
  const low = bigProduct(a0, b0, below);
  const high = bigProduct(a0 ^ a1, b0 ^ b1, below) ^ low;
  return (high << width) | (low ^ timesHalf(bigProduct(a1, b1, below), below));
}

/** The nim square of a nimber of level `level` (linear: a1²X ⊕ a1²H ⊕ a0²). */
export function bigSquare(a: bigint, level: number): bigint {
  if (level === BASE_LEVEL) return BigInt(square32(Number(a)));
  const [a1, a0, width] = halves(a, level);
  const high = bigSquare(a1, level - 1);
  return (high << width) | (bigSquare(a0, level - 1) ^ timesHalf(high, level - 1));
}

/** The nim inverse of a non-zero nimber of level `level`, through its norm one level down. */
export function bigInverse(a: bigint, level: number): bigint {
  if (level === BASE_LEVEL) return BigInt(inverse32(Number(a)));
  const [a1, a0, width] = halves(a, level);
  const below = level - 1;
  const norm = bigSquare(a0, below) ^ bigProduct(a0, a1, below) ^ timesHalf(bigSquare(a1, below), below);
  const scale = bigInverse(norm, below);
  return (bigProduct(a1, scale, below) << width) | bigProduct(a1 ^ a0, scale, below);
}

/** The nim square root of a nimber of level `level`. */
export function bigSqrt(a: bigint, level: number): bigint {
  if (level === BASE_LEVEL) return BigInt(sqrt32(Number(a)));
  const [a1, a0, width] = halves(a, level);
  const below = level - 1;
  return (bigSqrt(a1, below) << width) | bigSqrt(a0 ^ timesHalf(a1, below), below);
}
