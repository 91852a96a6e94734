// A plain nim product on bigints, written from Conway's rules alone, shared by the nim-field tests (as their
// reference) and the bench (as its baseline): split both at the largest Fermat 2-power F not above the larger;
// F ⊗ F = F ⊕ F/2 and F ⊗ y = F·y for y < F, so
// (a1F ⊕ a0)(b1F ⊕ b0) = F·(a1b1 ⊕ a1b0 ⊕ a0b1) ⊕ a1b1 ⊗ F/2 ⊕ a0b0 — five plain products, no tables.

/** The nim product of two non-negative bigints by the plain recursion. */
export function plainNimProduct(a: bigint, b: bigint): bigint {
  if (a < 2n || b < 2n) return a * b;
  const top = a > b ? a : b;
  let width = 1n;
  while (top >> (width * 2n) > 0n) width *= 2n;
  const mask = (1n << width) - 1n;
  const [a1, a0, b1, b0] = [a >> width, a & mask, b >> width, b & mask];
  const high = plainNimProduct(a1, b1);
  const middle = high ^ plainNimProduct(a1, b0) ^ plainNimProduct(a0, b1);
  return (middle << width) ^ plainNimProduct(high, 1n << (width - 1n)) ^ plainNimProduct(a0, b0);
}
