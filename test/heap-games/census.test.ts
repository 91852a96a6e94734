import { describe, expect, test } from 'vitest';
import { census, CENSUS_COUNT, censusCodes, censusRow, censusShard, HeapGame, HeapGameCodeError, type CensusRow } from '../../src/index.js';

// The census against a plain computation written here from the definitions alone: the mex over the moves of
// an octal code, the octal periodicity theorem's proof bound, and every mask of the rare/common split tried
// one by one. Nothing below reads the library's own period search or split choice.

/** The digits d0, d1 … dt of an octal code such as '0.07', '4.3' or '0' (NOTATION may print '0.0', '4.0'). */
function octalDigits(code: string): number[] {
  const [head = '', tail = ''] = code.split('.');
  return [Number(head), ...Array.from(tail, Number)];
}

/** G(0 … count-1) by the plain mex: digit k's bit 1 leaves nothing, bit 2 one heap, bit 4 two non-empty heaps. */
function plainValues(code: string, count: number): number[] {
  const digits = octalDigits(code);
  const G: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set<number>();
    digits.forEach((digit, k) => {
      const m = n - k;
      if (m < 0) return;
      if (digit & 1 && m === 0) seen.add(0);
      if (digit & 2 && m >= 1) seen.add(G[m] ?? -1);
      if (digit & 4) for (let a = 1; a <= m - a; a++) seen.add((G[a] ?? -1) ^ (G[m - a] ?? -1));
    });
    let mex = 0;
    while (seen.has(mex)) mex++;
    G.push(mex);
  }
  return G;
}

/**
 * The proved period of G(0 … N-1), or undefined: the smallest p whose repetition from its smallest e reaches
 * the theorem's bound (two heaps: 2·max(e, 1) + p + t; take only: max(e, t + 1) + t) plus p; then the smallest
 * period dividing p and the smallest preperiod, both read from the periodic continuation.
 */
function plainPeriod(code: string, G: readonly number[]): { preperiod: number; period: number } | undefined {
  const digits = octalDigits(code);
  const t = digits.length - 1;
  const splits = digits.some((digit) => (digit & 4) !== 0);
  const N = G.length;
  for (let p = 1; 2 * p <= N; p++) {
    let e = N - p;
    while (e > 0 && G[e - 1] === G[e - 1 + p]) e--;
    if (e >= N - p) continue;
    const bound = splits ? 2 * Math.max(e, 1) + p + t : Math.max(e, t + 1) + t;
    if (bound + p > N) continue;
    const at = (n: number): number => G[n < e + p ? n : e + ((n - e) % p)] ?? -1;
    let period = p;
    for (let d = 1; d < p; d++) {
      if (p % d === 0 && Array.from({ length: p }, (_, i) => e + i).every((n) => at(n + d) === at(n))) {
        period = d;
        break;
      }
    }
    let preperiod = e;
    while (preperiod > 0 && at(preperiod - 1) === at(preperiod - 1 + period)) preperiod--;
    return { preperiod, period };
  }
  return undefined;
}

function parityOf(value: number): number {
  let bits = 0;
  for (let v = value; v > 0; v >>= 1) bits ^= v & 1;
  return bits;
}

/** Every mask tried: the fewest rare heaps, the range type first on a tie, then the smaller mask. */
function plainSplit(code: string, G: readonly number[]): { rareMask: string | null; rareCount: number | null; lastRare: number | null } {
  const digits = octalDigits(code);
  const parities = new Set(digits.flatMap((digit, k) => ((digit & 4) !== 0 ? [k % 2] : [])));
  if (parities.size === 0) return { rareMask: null, rareCount: null, lastRare: null };
  const t = parities.size === 1 ? [...parities][0] : undefined;
  const largest = Math.max(...G);
  const bits = Math.max(1, largest.toString(2).length);
  const rareUnder = (mask: number, positional: boolean): boolean[] =>
    G.map((value, n) => (positional ? parityOf(value & mask) === ((n - (t ?? 0)) & 1) : parityOf(value & mask) === 0));
  let best = { mask: 0, rare: [] as boolean[], count: Number.POSITIVE_INFINITY };
  for (const positional of t === undefined ? [false] : [false, true]) {
    for (let mask = 1; mask < 2 ** bits; mask++) {
      const rare = rareUnder(mask, positional);
      const count = rare.filter(Boolean).length;
      if (count < best.count) best = { mask, rare, count };
    }
  }
  const lastRare = best.rare.lastIndexOf(true);
  return { rareMask: `0x${best.mask.toString(16)}`, rareCount: best.count, lastRare: lastRare < 0 ? null : lastRare };
}

/** The row the definitions give (its sameAs left to the caller). */
function plainRow(code: string, count: number): Omit<CensusRow, 'sameAs'> {
  const G = plainValues(code, count);
  const proved = plainPeriod(code, G);
  const largest = Math.max(...G);
  return {
    code,
    status: proved === undefined ? 'unsolved' : 'solved',
    preperiod: proved?.preperiod ?? null,
    period: proved?.period ?? null,
    // Finite octal games are never arithmetic-periodic: a proved period's saltus is 0.
    saltus: proved === undefined ? null : 0,
    count,
    largest,
    largestAt: G.indexOf(largest),
    ...plainSplit(code, G),
  };
}

const FIELDS = ['code', 'status', 'preperiod', 'period', 'saltus', 'count', 'largest', 'largestAt', 'rareMask', 'rareCount', 'lastRare', 'sameAs'];

describe('censusCodes', () => {
  test('censusCodes - every game 0.d1d2d3 and 4.d1d2d3 once, canonical, in padded order', () => {
    const codes = censusCodes();
    expect(codes).toHaveLength(1024);
    expect(new Set(codes).size).toBe(1024);
    for (const code of codes) expect(HeapGame.parse(code).code).toBe(code);
    expect(codes.slice(1, 9)).toEqual(['0.001', '0.002', '0.003', '0.004', '0.005', '0.006', '0.007', '0.01']);
    expect(codes[512]).toBe(HeapGame.parse('4').code);
    expect(codes.indexOf('0.77')).toBeLessThan(codes.indexOf('0.771'));
  });

  test('censusCodes(1) - the sixteen games of one digit', () => {
    const zero = HeapGame.parse('0').code;
    const four = HeapGame.parse('4').code;
    expect(censusCodes(1)).toEqual([zero, '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', four, '4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7']);
  });
});

describe('censusRow', () => {
  test('censusRow - every game of up to two digits matches the plain computation', () => {
    const count = 600;
    for (const code of censusCodes(2)) expect(censusRow(code, count), code).toEqual({ ...plainRow(code, count), sameAs: null });
  });

  test('censusRow - three-digit games, solved and unsolved, match the plain computation', () => {
    // 0.137 Dawson's chess (solved late), 0.007 Treblecross and 0.106 (unsolved), 4.4x games, a positional split (0.5).
    for (const code of ['0.137', '0.007', '0.106', '0.165', '0.447', '0.5', '4.44', '4.017', '0.754', '0.351']) {
      expect(censusRow(code, 900), code).toEqual({ ...plainRow(code, 900), sameAs: null });
    }
  });

  test('censusRow - 4.344 is solved (preperiod 998, period 51): a list of open games has it, the plain check agrees', () => {
    // The theorem needs the period to hold up to 2·998 + 51 + 3, plus one period: 2,101 values.
    const row = censusRow('4.344', 2101);
    expect(row).toEqual({ ...plainRow('4.344', 2101), sameAs: null });
    expect(row).toMatchObject({ status: 'solved', preperiod: 998, period: 51 });
    expect(censusRow('4.344', 2100).status).toBe('unsolved');
  });

  test('censusRow - a name is read as its code; the row has exactly the fields of the JSON', () => {
    const row = censusRow('kayles', 200);
    expect(Object.keys(row)).toEqual(FIELDS);
    expect(row).toMatchObject({ code: '0.77', status: 'solved', preperiod: 71, period: 12, count: 200 });
    expect(JSON.parse(JSON.stringify(row))).toEqual(row);
  });

  test.each([
    [() => censusRow('0.#', 10), HeapGameCodeError, undefined],
    [() => censusRow('0.7', 1), RangeError, 'count must be a whole number from 2 to 2^26, got 1'],
    [() => censusRow('0.7', 1.5), RangeError, 'count must be a whole number from 2 to 2^26, got 1.5'],
    [() => censusRow('0.7', 2 ** 27), RangeError, 'count must be a whole number from 2 to 2^26, got 134217728'],
    [() => censusRow('0.7', '9' as unknown as number), TypeError, 'count must be a number, got "9"'],
  ])('censusRow - bad input %#', (run, kind, message) => {
    expect(run).toThrow(kind);
    if (message !== undefined) expect(run).toThrow(message);
  });
});

describe('census', () => {
  test('census - sameAs: a shifted pair and an equal pair, checked on the plain values', () => {
    const count = 500;
    const rows = census({ codes: ['0.07', '0.4', '0.64', '0.65', '0.77'], count });
    expect(rows.map((row) => row.sameAs)).toEqual([null, '0.07', null, '0.64', null]);
    const dawson = plainValues('0.07', count);
    const four = plainValues('0.4', count);
    // 0.4 is Dawson's Kayles one heap later: G_0.4(n + 1) = G_0.07(n).
    expect(four.slice(1)).toEqual(dawson.slice(0, -1));
    expect(four).not.toEqual(dawson);
    // Removing 2 from a heap of exactly 2 changes nothing here: 0.65 is 0.64.
    expect(plainValues('0.65', count)).toEqual(plainValues('0.64', count));
    expect(census({ codes: ['0.77', '0.64'], count }).map((row) => row.sameAs)).toEqual([null, null]);
  });

  test('census - sameAs points to the first earlier game, in either shift direction', () => {
    // 0.3 is 0.2 one heap back: G_0.3(n) = G_0.2(n + 1); listed the other way round, 0.2 points to 0.3.
    expect(census({ codes: ['0.2', '0.3'], count: 100 }).map((row) => row.sameAs)).toEqual([null, '0.2']);
    expect(census({ codes: ['0.3', '0.2'], count: 100 }).map((row) => row.sameAs)).toEqual([null, '0.3']);
    expect(plainValues('0.3', 100).slice(0, -1)).toEqual(plainValues('0.2', 100).slice(1));
    // Every link of the one-digit table holds on the plain values.
    const rows = census({ digits: 1, count: 300 });
    for (const row of rows.filter((entry) => entry.sameAs !== null)) {
      const [a, b] = [plainValues(row.code, 300), plainValues(row.sameAs ?? '', 300)];
      const linked = a.join() === b.join() || a.slice(1).join() === b.slice(0, -1).join() || a.slice(0, -1).join() === b.slice(1).join();
      expect(linked, `${row.code} ~ ${row.sameAs}`).toBe(true);
      expect(rows.findIndex((entry) => entry.code === row.sameAs)).toBeLessThan(rows.indexOf(row));
    }
  });

  test('census - onRow sees each row with its values; rows in census order, each with exactly the fields', () => {
    const seen: string[] = [];
    const rows = census({
      digits: 1,
      count: 64,
      onRow: (row, values) => {
        seen.push(row.code);
        expect(Array.from(values)).toEqual(plainValues(row.code, 64));
      },
    });
    expect(seen).toEqual(censusCodes(1));
    expect(rows.map((row) => row.code)).toEqual(seen);
    for (const row of rows) expect(Object.keys(row)).toEqual(FIELDS);
    expect(CENSUS_COUNT).toBe(32768);
  });

  test.each([
    [{ digits: 4 }, RangeError, 'options.digits must be 1, 2 or 3, got 4'],
    [{ digits: '3' }, TypeError, 'options.digits must be a number, got "3"'],
    [{ count: 0 }, RangeError, 'options.count must be a whole number from 2 to 2^26, got 0'],
    [{ codes: '0.7' }, TypeError, 'options.codes must be an array of codes, got "0.7"'],
    [{ codes: ['0.7', 7] }, TypeError, 'options.codes[1] must be a string, got 7'],
    [{ codes: ['0.07', '0.070'] }, RangeError, 'options.codes[1] is the game of options.codes[0] (0.07) again'],
    [{ onRow: 3 }, TypeError, 'options.onRow must be a function, got 3'],
    [{ shard: '1/2' }, TypeError, 'options.shard must be an object { index, count }, got "1/2"'],
    [{ shard: { index: 1 } }, TypeError, 'options.shard.count must be a number, got undefined'],
    [{ shard: { index: 1, count: 0 } }, RangeError, 'options.shard.count must be a whole number from 1 to 2^20, got 0'],
    [{ shard: { index: 1, count: 2 ** 20 + 1 } }, RangeError, 'options.shard.count must be a whole number from 1 to 2^20, got 1048577'],
    [{ shard: { index: '1', count: 2 } }, TypeError, 'options.shard.index must be a number, got "1"'],
    [{ shard: { index: 0, count: 2 } }, RangeError, 'options.shard.index must be a whole number from 1 to options.shard.count (2), got 0'],
    [{ shard: { index: 3, count: 2 } }, RangeError, 'options.shard.index must be a whole number from 1 to options.shard.count (2), got 3'],
    [{ shard: { index: 1.5, count: 2 } }, RangeError, 'options.shard.index must be a whole number from 1 to options.shard.count (2), got 1.5'],
  ])('census - bad options %j', (options, kind, message) => {
    const run = (): CensusRow[] => census({ count: 10, ...(options as object) });
    expect(run).toThrow(kind);
    expect(run).toThrow(message);
  });
});

describe('censusShard', () => {
  test('censusShard - round-robin slices: each code in exactly one shard, in census order', () => {
    const codes = censusCodes(2);
    for (const count of [1, 2, 3, 7, 128, 200]) {
      const slices = Array.from({ length: count }, (_, at) => censusShard(codes, { index: at + 1, count }));
      expect(slices.flat().sort()).toEqual([...codes].sort());
      for (const slice of slices) expect(slice).toEqual(codes.filter((code) => slice.includes(code)));
    }
    expect(censusShard(censusCodes(1), { index: 1, count: 4 })).toEqual([HeapGame.parse('0').code, '0.4', HeapGame.parse('4').code, '4.4']);
    expect(censusShard(['0.07', '0.77', '0.137'], { index: 2, count: 2 })).toEqual(['0.77']);
    expect(censusShard(censusCodes(1), { index: 20, count: 20 })).toEqual([]);
    expect(() => censusShard(codes, { index: 2, count: 1 })).toThrow(new RangeError('shard.index must be a whole number from 1 to shard.count (1), got 2'));
  });

  test('census - a shard computes exactly the rows of its games (sameAs among them only)', () => {
    const whole = census({ digits: 2, count: 200 });
    for (const [index, count] of [[1, 3], [2, 3], [3, 3], [5, 8]] as const) {
      const rows = census({ digits: 2, count: 200, shard: { index, count } });
      const mine = censusShard(whole, { index, count });
      const unlinked = (row: CensusRow): CensusRow => ({ ...row, sameAs: null });
      expect(rows.map(unlinked)).toEqual(mine.map(unlinked));
      const codes = new Set(rows.map((row) => row.code));
      for (const row of rows) if (row.sameAs !== null) expect(codes.has(row.sameAs)).toBe(true);
    }
    expect(census({ codes: ['0.07', '0.77', '0.137'], count: 100, shard: { index: 1, count: 2 } }).map((row) => row.code)).toEqual(['0.07', '0.137']);
  });
});
