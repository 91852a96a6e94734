// Timing helpers for hostile-input tests: generous bounds only (a shared machine is noisy), never a tight time.

/** The fastest of `runs` timings of `action`, in milliseconds: the minimum is the least noisy estimate. */
export function fastestMs(action: () => unknown, runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    action();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/**
 * Whether `action(size)` looks linear: twice the input takes less than three times as long. A few
 * milliseconds of slack keep tiny timings (where noise dominates) from failing the bound, and a failed
 * measurement is taken again up to twice: other processes can slow one run, but a quadratic path (four
 * times as long) fails every time.
 */
export function looksLinear(action: (size: number) => unknown, size: number): { single: number; double: number; linear: boolean } {
  // Warm up the code paths, and let the inputs be built (and flattened) before any timing.
  action(size);
  action(2 * size);
  let result = { single: 0, double: 0, linear: false };
  for (let attempt = 0; attempt < 3 && !result.linear; attempt++) {
    const single = fastestMs(() => action(size), 5);
    const double = fastestMs(() => action(2 * size), 5);
    result = { single, double, linear: double < 3 * single + 10 };
  }
  return result;
}
