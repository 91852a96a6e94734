// Zeckendorf representations: every n >= 1 is one sum of distinct, non-consecutive Fibonacci numbers
// (1, 2, 3, 5, 8, ...), found greedily from the largest Fibonacci number <= n down. Fibonacci Nim's whole
// theory reads the smallest of those terms, so the kernels below find it without building the list.
import { bigBitLength, checkHeapSize } from '../internal/integers.js';

/**
 * The largest bigint, in bits, that the Fibonacci Nim functions take. The greedy walk costs about 1.44 steps
 * per bit, each an addition of two numbers of that size, and a representation holds up to 0.72 terms per bit:
 * at 20,000 bits that is about 20 ms and 18 MB, while time and memory grow with the square of the size.
 */
const MAX_FIBONACCI_BITS = 20_000;

/** The distinct Fibonacci numbers 1, 2, 3, 5, ... up to the largest safe integer among them (F(78)). */
const FIBONACCI: Float64Array = (() => {
  const terms = [1, 2];
  for (;;) {
    const next = (terms.at(-1) ?? 0) + (terms.at(-2) ?? 0);
    // Stop before the first sum past 2^53: it could be rounded.
    if (next > Number.MAX_SAFE_INTEGER) return Float64Array.from(terms);
    terms.push(next);
  }
})();

/** FIBONACCI[i], for indices the callers keep in range (the fallback satisfies `noUncheckedIndexedAccess`). */
function fibonacciAt(index: number): number {
  return FIBONACCI[index] ?? 0;
}

/** The index of the largest entry of FIBONACCI that is at most n (n >= 1), by bisection. */
function topIndex(n: number): number {
  let low = 0;
  let high = FIBONACCI.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (fibonacciAt(middle) <= n) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The smallest Zeckendorf term of a safe integer n >= 1: the greedy walk, keeping only its last term. */
export function smallestTermOfNumber(n: number): number {
  let rest = n;
  let last = 0;
  // After taking F(i) the rest is below F(i - 1), so the walk skips an index and never revisits one.
  for (let index = topIndex(n); rest > 0; index--) {
    const term = fibonacciAt(index);
    if (term <= rest) {
      rest -= term;
      last = term;
      index--;
    }
  }
  return last;
}

function termsOfNumber(n: number): number[] {
  const terms: number[] = [];
  let rest = n;
  for (let index = rest > 0 ? topIndex(rest) : -1; rest > 0; index--) {
    const term = fibonacciAt(index);
    if (term <= rest) {
      rest -= term;
      terms.push(term);
      index--;
    }
  }
  return terms;
}

/**
 * The greedy walk over bigints of more than 53 bits, without a table: climb the pair (F(i), F(i + 1)) past
 * n, then walk it back down by subtraction, handing each term taken to `take` (largest first).
 */
function walkBigint(n: bigint, take: (term: bigint) => void): void {
  let low = 1n;
  let high = 2n;
  while (high <= n) [low, high] = [high, low + high];
  // Now low <= n < high: low is the first term.
  let rest = n;
  while (rest > 0n) {
    if (low <= rest) {
      rest -= low;
      take(low);
    }
    [low, high] = [high - low, low];
  }
}

/** The smallest Zeckendorf term of a bigint n >= 1 (checked against {@link MAX_FIBONACCI_BITS}). */
export function smallestTermOfBigint(n: bigint): bigint {
  if (n <= BigInt(Number.MAX_SAFE_INTEGER)) return BigInt(smallestTermOfNumber(Number(n)));
  let last = 0n;
  walkBigint(n, (term) => {
    last = term;
  });
  return last;
}

/**
 * Checks a heap size for the Fibonacci Nim functions: a non-negative safe integer, or a non-negative bigint
 * of at most {@link MAX_FIBONACCI_BITS} bits.
 */
export function checkFibonacciSize(value: unknown, label: string): number | bigint {
  const size = checkHeapSize(value, label);
  if (typeof size === 'bigint') {
    const bits = bigBitLength(size);
    if (bits > MAX_FIBONACCI_BITS) throw new RangeError(`${label} must have at most ${MAX_FIBONACCI_BITS} bits, got a bigint of ${bits} bits`);
  }
  return size;
}

/**
 * The Zeckendorf representation of `n`: the distinct, non-consecutive Fibonacci numbers (1, 2, 3, 5, 8, ...)
 * that add up to `n`, **largest first**. Every non-negative integer has exactly one; 0 has none. The terms
 * are found greedily (the largest Fibonacci number that fits, then the same for the rest): O(log n) steps
 * with a table for numbers, O(bits²) for bigints.
 *
 * @param n - A non-negative safe integer, or a non-negative bigint of at most 20,000 bits.
 * @returns The terms, largest first, of the same type as `n`; `[]` for 0.
 * @throws `TypeError` if `n` is not a number or a bigint; `RangeError` if it is negative, not a safe integer,
 * or a bigint of more than 20,000 bits (past which the terms alone would take tens of megabytes).
 * @example
 * ```ts
 * zeckendorf(100);          // [89, 8, 3]
 * zeckendorf(0);            // []
 * zeckendorf(2n ** 64n).at(-1); // 8n: Fibonacci Nim's winning take from a heap of 2^64
 * ```
 *
 * @category Nim family
 */
export function zeckendorf(n: number): number[];
export function zeckendorf(n: bigint): bigint[];
export function zeckendorf(n: number | bigint): number[] | bigint[];
export function zeckendorf(n: number | bigint): number[] | bigint[] {
  const size = checkFibonacciSize(n, 'n');
  if (typeof size === 'number') return termsOfNumber(size);
  if (size <= BigInt(Number.MAX_SAFE_INTEGER)) return termsOfNumber(Number(size)).map(BigInt);
  const terms: bigint[] = [];
  walkBigint(size, (term) => terms.push(term));
  return terms;
}
