// A plain reference for heap games, written from the rules alone: the results of one move, the mex, and an
// exact game-tree search of sums. Slow and obvious on purpose.

/** Digit k of a code: bits 1/2/4/8 and its mark ('' | '!' | '?'), read character by character. */
function digitsOf(code: string): (k: number) => { bits: number; mark: string } {
  const [head = '', tail = ''] = code.includes('.') ? code.split('.') : [code, ''];
  const read = (text: string): { bits: number; mark: string }[] => {
    const list: { bits: number; mark: string }[] = [];
    for (const char of text) {
      if (char === '!' || char === '?') {
        const last = list[list.length - 1];
        if (last !== undefined) last.mark = char;
      } else list.push({ bits: parseInt(char, 16), mark: '' });
    }
    return list;
  };
  const first = read(head)[0] ?? { bits: 0, mark: '' };
  const open = tail.indexOf('[');
  const finite = read(open < 0 ? tail : tail.slice(0, open));
  const repeat = open < 0 ? [] : read(tail.slice(open + 1, -1));
  return (k) => {
    if (k === 0) return first;
    if (k <= finite.length) return finite[k - 1] ?? { bits: 0, mark: '' };
    return repeat.length === 0 ? { bits: 0, mark: '' } : (repeat[(k - finite.length - 1) % repeat.length] ?? { bits: 0, mark: '' });
  };
}

/** Every result of one move on heap n: the heaps left, each list sorted. */
export function referenceOptions(code: string, n: number): number[][] {
  const digit = digitsOf(code);
  const results: number[][] = [];
  for (let k = 0; k <= n; k++) {
    const { bits, mark } = digit(k);
    const m = n - k;
    const allowed = (heaps: number[]): boolean =>
      heaps.length < 2 || (mark === '!' ? new Set(heaps).size === heaps.length : mark === '?' ? new Set(heaps).size > 1 : true);
    if (bits & 1 && m === 0) results.push([]);
    if (bits & 2 && m >= 1) results.push([m]);
    if (bits & 4) for (let a = 1; a <= m - a; a++) if (allowed([a, m - a])) results.push([a, m - a]);
    if (bits & 8) {
      for (let a = 1; a <= m; a++) {
        for (let b = a; b <= m - a - b; b++) if (allowed([a, b, m - a - b])) results.push([a, b, m - a - b]);
      }
    }
  }
  return results;
}

/** The first `count` Grundy values by the plain mex over every result. */
export function referenceValues(code: string, count: number): number[] {
  const values: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set<number>();
    for (const leave of referenceOptions(code, n)) seen.add(leave.reduce((x, size) => x ^ (values[size] ?? 0), 0));
    let mex = 0;
    while (seen.has(mex)) mex++;
    values.push(mex);
  }
  return values;
}

/** Exact search: does the player to move win the sum `heaps`? Misère: a player with no move wins. */
export function referenceWins(options: (n: number) => number[][], heaps: readonly number[], misere: boolean, memo = new Map<string, boolean>()): boolean {
  const key = [...heaps].sort((a, b) => a - b).join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let anyMove = false;
  let wins = false;
  for (let index = 0; index < heaps.length; index++) {
    for (const leave of options(heaps[index] ?? 0)) {
      anyMove = true;
      const next = [...heaps.slice(0, index), ...heaps.slice(index + 1), ...leave];
      if (!referenceWins(options, next, misere, memo)) wins = true;
    }
  }
  const result = anyMove ? wins : misere;
  memo.set(key, result);
  return result;
}

/** Every multiset of positive heap sizes with total at most `limit` (as sorted lists). */
export function allSums(limit: number): number[][] {
  const sums: number[][] = [];
  const extend = (prefix: number[], smallest: number, left: number): void => {
    sums.push(prefix);
    for (let size = smallest; size <= left; size++) extend([...prefix, size], size, left - size);
  };
  extend([], 1, limit);
  return sums;
}
