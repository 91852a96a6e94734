// The exact arithmetic of Wythoff's game and of Fraenkel's generalisation. Internal: not re-exported.
//
// Theory. With the parameter a >= 1 (a = 1 is Wythoff's game), the P-positions of normal play are (A_n, B_n) and
// their mirror images, n >= 0, where A_n = mex{A_i, B_i : i < n} and B_n = A_n + a·n (Fraenkel, "How to beat
// your Wythoff games' opponent on three fronts", 1982). They are Beatty sequences: A_n = ⌊nα⌋ and B_n = ⌊nβ⌋
// with α = (2 − a + s)/2, β = α + a, s = √(a² + 4); 1/α + 1/β = 1, so {A_n} and {B_n} (n >= 1) split the
// positive integers. For a = 1, α = φ and β = φ².
//
// Everything here is written with γ = α − 1 = (s − a)/2, which lies in (0, 1) and is irrational (a² + 4 is no
// square for a >= 1):  A_n = n + ⌊nγ⌋,  B_n = A_n + a·n.
//
// - bigints: ⌊nγ⌋ = ⌊(⌊√(n²(a² + 4))⌋ − a·n)/2⌋, with an exact integer square root.
// - numbers: n²(a² + 4) exceeds 2^53, so γ is computed once per a to 106 bits (with the bigint root), ⌊nγ⌋ is
//   read from a double-double product when its error bound proves the answer, and is otherwise settled by the
//   exact sign of r − γ·y (signOfGap below), which needs only safe integers.
// Both give the same ⌊nγ⌋ for every n, as the tests check; the float φ alone is never trusted.
import { bigBitLength } from '../internal/integers.js';

/** The largest bigint heap, in bits: the square roots take milliseconds at 10^6 bits and grow quadratically. */
export const MAX_BIGINT_BITS = 1_000_000;

/**
 * γ for one a as the unevaluated sum `high + low` of two doubles (within 2^-105 of γ), with `high` split in two
 * 26-bit halves for Dekker's exact product.
 */
export interface Gamma {
  readonly a: number;
  readonly high: number;
  readonly low: number;
  readonly highHead: number;
  readonly highTail: number;
}

/** 2^27 + 1: Veltkamp's constant, which splits a double into two halves whose products are exact. */
const SPLITTER = 134217729;

/** 2^120 as a bigint and as a number: the scale at which γ is computed once per a. */
const SCALE_BITS = 120n;
const SCALE = 2 ** 120;

/**
 * The fraction of γ·n must be farther than this from an integer for the double-double product to decide
 * ⌊γ·n⌋: four times its error bound of 2^-50 (see floorGamma).
 */
const MARGIN = 2 ** -48;

/** The γ of the last few a used: a new a costs one bigint root; at most GAMMA_CACHE_SIZE are kept. */
const gammas = new Map<number, Gamma>();
const GAMMA_CACHE_SIZE = 16;

/** γ for a positive safe integer a, from ⌊γ·2^120⌋ = ⌊(⌊√((a² + 4)·2^240)⌋ − a·2^120)/2⌋ in bigints. */
export function gammaOf(a: number): Gamma {
  const known = gammas.get(a);
  if (known !== undefined) return known;
  const big = BigInt(a);
  const scaled = (isqrt((big * big + 4n) << (2n * SCALE_BITS)) - (big << SCALE_BITS)) / 2n;
  // Number() rounds to nearest; high·2^120 is then an integer, so the remainder is exact before it is rounded.
  const high = Number(scaled) / SCALE;
  const low = Number(scaled - BigInt(high * SCALE)) / SCALE;
  const [highHead, highTail] = split(high);
  const gamma = { a, high, low, highHead, highTail };
  if (gammas.size >= GAMMA_CACHE_SIZE) gammas.clear();
  gammas.set(a, gamma);
  return gamma;
}

/** Veltkamp's split: head + tail = value exactly, each with at most 26 significant bits. */
function split(value: number): [number, number] {
  const scaled = SPLITTER * value;
  const head = scaled - (scaled - value);
  return [head, value - head];
}

/**
 * The sign of r − γ·y for safe integers r, y >= 0: −1, 1, or 0 only when r = y = 0 (γ is irrational).
 *
 * For r, y >= 0 it is the sign of H(r, y) = r² + a·r·y − y² = (r − γy)(r + (a + γ)y), and writing y = a·r + w
 * gives H(r, y) = −H(w, r): a Euclid-like descent along the continued fraction [0; a, a, a, ...] of γ, in
 * which every number stays a safe integer and y shrinks by a factor a + γ > 1 at each step. It stops when
 * r >= y/a (then r/y >= 1/a > γ, as γ = 1/(a + γ)).
 */
export function signOfGap(r: number, y: number, a: number): -1 | 0 | 1 {
  let sign: -1 | 1 = 1;
  for (;;) {
    if (y === 0) return r === 0 ? 0 : sign;
    if (r === 0) return sign === 1 ? -1 : 1;
    // r·a >= y, tested as r >= ⌈y/a⌉ so that no product can exceed 2^53.
    const { quotient, remainder } = divide(y, a);
    if (r > quotient || (r === quotient && remainder === 0)) return sign;
    const w = y - a * r; // a·r < y: exact
    y = r;
    r = w;
    sign = sign === 1 ? -1 : 1;
  }
}

/**
 * ⌊γ·n⌋ for an integer 0 <= n <= 2^53.
 *
 * n·high is computed exactly as p + e (Dekker's product), and n·low added: with g = ⌊p⌋ the fraction
 * f = (p − g) + (e + n·low) is within 2^-50 of γ·n − g (three roundings of at most 2^-54 each, plus
 * n·|high + low − γ| <= 2^-52). So when f is farther than MARGIN from every integer, ⌊γ·n⌋ = g + ⌊f⌋. Else
 * (with odds about 2^-47 for a random n, but always for some special n, such as the Fibonacci numbers when
 * a = 1) it is settled exactly: r = ⌊γn⌋ exactly when r < γn < r + 1, which signOfGap decides.
 */
export function floorGamma(n: number, gamma: Gamma): number {
  const product = n * gamma.high;
  // Veltkamp's split of n, inline: this is the hot path of every number query.
  const scaled = SPLITTER * n;
  const head = scaled - (scaled - n);
  const tail = n - head;
  const error = head * gamma.highHead - product + head * gamma.highTail + tail * gamma.highHead + tail * gamma.highTail;
  const whole = Math.floor(product);
  const fraction = product - whole + (error + n * gamma.low);
  const nearest = Math.round(fraction);
  if (Math.abs(fraction - nearest) > MARGIN) return whole + Math.floor(fraction);
  let root = Math.max(0, whole + nearest - 1);
  while (root > 0 && signOfGap(root, n, gamma.a) > 0) root--;
  while (signOfGap(root + 1, n, gamma.a) < 0) root++;
  return root;
}

/**
 * The quotient and remainder of integers d >= 0 and a >= 1, exactly (`%` on numbers is exact, but slow past
 * 2^31, so a = 1, Wythoff's game, skips it).
 */
export function divide(d: number, a: number): { quotient: number; remainder: number } {
  if (a === 1) return { quotient: d, remainder: 0 };
  const remainder = d % a;
  return { quotient: (d - remainder) / a, remainder };
}

/**
 * Where x >= 0 stands: `x = A_index` (`lower`) or `x = B_index` (not `lower`); 0 counts as A_0.
 *
 * Among 1..x exactly m = ⌊(x + 1)/α⌋ numbers are A_n (n >= 1), because mα < x + 1 < (m + 1)α; the others are
 * B_1, ..., B_{x − m}. As 1/α = γ/a + (a − 1)/a, m = (x + 1) − ⌈((x + 1) − ⌊(x + 1)γ⌋)/a⌉.
 */
export function classify(x: number, gamma: Gamma): { lower: boolean; index: number } {
  const next = x + 1; // at most 2^53, exact
  const { quotient, remainder } = divide(next - floorGamma(next, gamma), gamma.a);
  const m = next - (remainder === 0 ? quotient : quotient + 1);
  return m + floorGamma(m, gamma) === x ? { lower: true, index: m } : { lower: false, index: x - m };
}

// ---------------------------------------------------------------------------------------------------------------
// Bigints: the same quantities through an exact integer square root.


/**
 * ⌊√n⌋ for a bigint n >= 0, exactly: Newton's method at doubling precision (the algorithm of Python's
 * `math.isqrt`), so the cost is a few divisions at full size.
 */
function isqrt(n: bigint): bigint {
  if (n < 4503599627370496n) {
    // Below 2^52 the float root is within 1 of the answer; correct it exactly.
    let root = BigInt(Math.floor(Math.sqrt(Number(n))));
    while (root * root > n) root--;
    while ((root + 1n) * (root + 1n) <= n) root++;
    return root;
  }
  const c = (bigBitLength(n) - 1) >> 1;
  let root = 1n;
  let done = 0;
  for (let shift = 31 - Math.clz32(c); shift >= 0; shift--) {
    // Invariant: (root − 1)² < n >> 2(c − done) < (root + 1)².
    const previous = done;
    done = c >> shift;
    root = (root << BigInt(done - previous - 1)) + (n >> BigInt(2 * c - previous - done + 1)) / root;
  }
  return root * root > n ? root - 1n : root;
}

/** ⌊γ·n⌋ for a bigint n >= 0: ⌊(⌊√(n²(a² + 4))⌋ − a·n)/2⌋ (both terms are integers, the sum is >= 0). */
export function floorGammaBig(n: bigint, a: bigint): bigint {
  return (isqrt(n * n * (a * a + 4n)) - a * n) / 2n;
}

/** {@link classify} for bigints. */
export function classifyBig(x: bigint, a: bigint): { lower: boolean; index: bigint } {
  const next = x + 1n;
  const excess = next - floorGammaBig(next, a);
  const m = next - (excess + a - 1n) / a;
  return m + floorGammaBig(m, a) === x ? { lower: true, index: m } : { lower: false, index: x - m };
}
