// A plain mex over every option of a finite octal code: the baseline of bench/heap-games.bench.ts and the
// reference test/heap-games/grundy-engine.test.ts checks the engine against, written from the digits alone.

/** The plain mex of a finite code of digits 0-7 (`!` after a digit: its two heaps differ), over typed arrays. */
export function plainOctalValues(code: string, count: number): Uint32Array {
  const [head = '', tail = ''] = code.split('.');
  const digits: { bits: number; unequal: boolean }[] = [];
  for (const char of head + tail) {
    if (char === '!') {
      const last = digits[digits.length - 1];
      if (last !== undefined) last.unequal = true;
    } else digits.push({ bits: parseInt(char, 16), unequal: false });
  }
  if (head === '') digits.unshift({ bits: 0, unequal: false });
  const values = new Uint32Array(count);
  const seen = new Uint32Array(1 << 16);
  for (let n = 0; n < count; n++) {
    const stamp = n + 1;
    for (let k = 0; k <= n && k < digits.length; k++) {
      const { bits, unequal } = digits[k] ?? { bits: 0, unequal: false };
      const rest = n - k;
      if (bits & 1 && rest === 0) seen[0] = stamp;
      if (bits & 2 && rest >= 1) seen[values[rest] ?? 0] = stamp;
      if (bits & 4) for (let a = 1; 2 * a <= rest; a++) if (!(unequal && 2 * a === rest)) seen[(values[a] ?? 0) ^ (values[rest - a] ?? 0)] = stamp;
    }
    let mex = 0;
    while (seen[mex] === stamp) mex++;
    values[n] = mex;
  }
  return values;
}
