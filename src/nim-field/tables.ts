// Arithmetic of the nimbers below 2^32, the field of 2^32 elements. Its subfield of 2^16 elements is held as
// log/exp tables (made once, on first use: 384 KB), so a product of two 16-bit nimbers is three lookups; a 32-bit
// nimber a = a1·X ⊕ a0 (X = 2^16, a1 and a0 below X) is a pair over that subfield, where X ⊗ X = X ⊕ H with
// H = 2^15 (Conway: a Fermat 2-power F has F ⊗ F = 3F/2). So, Karatsuba-style,
//   (a1X ⊕ a0)(b1X ⊕ b0) = X·((a1 ⊕ a0)(b1 ⊕ b0) ⊕ a0b0) ⊕ (a0b0 ⊕ H·a1b1),
// three subfield products and one by H. The inverse goes through the norm a·ā (ā = a1X ⊕ a1 ⊕ a0, the other
// root's conjugate), which lies in the subfield; the square root is Frobenius' inverse, linear over the halves.

/** The order of the subfield's multiplicative group: 2^16 − 1 (odd, so squaring permutes it). */
const ORDER_16 = 65_535;
/** H = 2^15, with X ⊗ X = X ⊕ H for X = 2^16. */
const HALF_16 = 0x8000;
/** The bits of an 8-bit half: the tables of the 2^16 subfield are made from products of 8-bit nimbers. */
const HALF_8 = 0x80;

/**
 * The nim product of two nimbers below 2^8 by the plain half-field recursion (depth 3, made only while the
 * tables are built): below 2^(2^k), split at F = 2^(2^(k − 1)).
 */
function smallProduct(a: number, b: number, bits: number): number {
  if (bits === 1) return a & b;
  const half = bits >>> 1;
  const mask = (1 << half) - 1;
  const a1 = a >>> half;
  const a0 = a & mask;
  const b1 = b >>> half;
  const b0 = b & mask;
  const low = smallProduct(a0, b0, half);
  const high = smallProduct(a0 ^ a1, b0 ^ b1, half) ^ low;
  return (high << half) | (low ^ smallProduct(smallProduct(a1, b1, half), 1 << (half - 1), half));
}

/** A subfield as logarithms and powers of a generator; `exp` is doubled so a sum of logs needs no modulo. */
interface Tables {
  readonly log: Uint16Array;
  readonly exp: Uint16Array;
}

let tables: Tables | undefined;

/** g^k in a field given by its product, by squaring. */
function powerIn(times: (a: number, b: number) => number, g: number, k: number): number {
  let result = 1;
  let power = g;
  for (let rest = k; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = times(result, power);
    power = times(power, power);
  }
  return result;
}

/**
 * The log/exp tables of the field of `order + 1` elements, given its product and the primes of `order`. The
 * generator is the first candidate from `first` (the first element outside the next subfield down, whose elements
 * have small orders) with g^(order/p) ≠ 1 for every prime p of the order; about half of them are
 * (φ(65535)/65535 ≈ 0.47).
 */
function logTables(order: number, primes: readonly number[], first: number, times: (a: number, b: number) => number): Tables {
  let generator = first;
  while (primes.some((prime) => powerIn(times, generator, order / prime) === 1)) generator++;
  const log = new Uint16Array(order + 1);
  const exp = new Uint16Array(2 * order);
  let power = 1;
  for (let index = 0; index < order; index++) {
    exp[index] = power;
    exp[index + order] = power;
    log[power] = index;
    power = times(power, generator);
  }
  return { log, exp };
}

/** Makes the 2^16 subfield's tables from those of the 2^8 subfield (made by the plain recursion). */
function buildTables(): Tables {
  const small = logTables(255, [3, 5, 17], 16, (a, b) => smallProduct(a, b, 8));
  const times8 = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : (small.exp[(small.log[a] ?? 0) + (small.log[b] ?? 0)] ?? 0));
  return logTables(ORDER_16, [3, 5, 17, 257], 256, (a, b) => {
    const a1 = a >>> 8;
    const a0 = a & 0xff;
    const b1 = b >>> 8;
    const b0 = b & 0xff;
    const low = times8(a0, b0);
    const high = times8(a0 ^ a1, b0 ^ b1) ^ low;
    return (high << 8) | (low ^ times8(times8(a1, b1), HALF_8));
  });
}

function subfield(): Tables {
  tables ??= buildTables();
  return tables;
}

/** The product of two nimbers below 2^16. */
function times16({ log, exp }: Tables, a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : (exp[(log[a] ?? 0) + (log[b] ?? 0)] ?? 0);
}

/** The inverse of a non-zero nimber below 2^16. */
function inverse16({ log, exp }: Tables, a: number): number {
  return exp[ORDER_16 - (log[a] ?? 0)] ?? 0;
}

/** The square root of a nimber below 2^16: log/2 modulo the odd order, i.e. log · 2^15. */
function sqrt16({ log, exp }: Tables, a: number): number {
  if (a === 0) return 0;
  const logarithm = log[a] ?? 0;
  return exp[(logarithm & 1) === 0 ? logarithm / 2 : (logarithm + ORDER_16) / 2] ?? 0;
}

/** The nim product of two nimbers below 2^32 (unsigned: `>>> 0` keeps the result non-negative). */
export function product32(a: number, b: number): number {
  const t = subfield();
  const a1 = a >>> 16;
  const a0 = a & 0xffff;
  const b1 = b >>> 16;
  const b0 = b & 0xffff;
  const low = times16(t, a0, b0);
  const high = times16(t, a0 ^ a1, b0 ^ b1) ^ low;
  return high * 65_536 + (low ^ times16(t, times16(t, a1, b1), HALF_16));
}

/** The nim product of a nimber below 2^32 with 2^31, the H of the next field up. */
export function timesHalf32(a: number): number {
  return product32(a, 0x8000_0000);
}

/** The nim square of a nimber below 2^32: Frobenius is linear, (a1X ⊕ a0)² = a1²X ⊕ a1²H ⊕ a0². */
export function square32(a: number): number {
  const t = subfield();
  const high = times16(t, a >>> 16, a >>> 16);
  const low = times16(t, a & 0xffff, a & 0xffff);
  return high * 65_536 + (low ^ times16(t, high, HALF_16));
}

/** The nim inverse of a non-zero nimber below 2^32: ā over the norm a·ā = a0² ⊕ a0a1 ⊕ H·a1², a subfield element. */
export function inverse32(a: number): number {
  const t = subfield();
  const a1 = a >>> 16;
  const a0 = a & 0xffff;
  const norm = times16(t, a0, a0) ^ times16(t, a0, a1) ^ times16(t, times16(t, a1, a1), HALF_16);
  const scale = inverse16(t, norm);
  return times16(t, a1, scale) * 65_536 + times16(t, a1 ^ a0, scale);
}

/** The nim square root of a nimber below 2^32: s1 = √a1 and s0 = √(a0 ⊕ H·a1), since (s1X ⊕ s0)² = s1²X ⊕ s1²H ⊕ s0². */
export function sqrt32(a: number): number {
  const t = subfield();
  const a1 = a >>> 16;
  return sqrt16(t, a1) * 65_536 + sqrt16(t, (a & 0xffff) ^ times16(t, a1, HALF_16));
}
