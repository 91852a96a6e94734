// The census of octal games: every game 0.d1d2d3 and 4.d1d2d3 (digits 0–7), each computed to `count` values
// and classified by the octal periodicity theorem (solved: a proved period; unsolved at `count`: how far its
// values grew and how sparse they are). Pure and synchronous; the command line runs it in worker threads.

import { describeValue } from '../internal/integers.js';
import { digitAt, isSparseDigit, LEAVE_TWO, type Rule } from './code.js';
import { HeapGame, heapGameInternals } from './heap-game.js';
import { chooseRareSplit, RARE_SPLIT_MAX_BITS } from './rare-split.js';

/**
 * One game of the {@link census}, with exactly these fields (numbers are plain numbers, so `JSON.stringify`
 * prints the row as the command line's `--json` does).
 *
 * @example
 * ```ts
 * const row: CensusRow = censusRow('0.07', 4096);
 * // { code: '0.07', status: 'solved', preperiod: 53, period: 34, saltus: 0, count: 4096, largest: 9, largestAt: 86,
 * //   rareMask: '0x6', rareCount: 1323, lastRare: 4095, sameAs: null }
 * ```
 *
 * @category Heap games
 */
export interface CensusRow {
  /** The canonical code (`HeapGame.parse(code).code`). */
  readonly code: string;
  /** `'solved'` when a period is proved within `count` values, `'unsolved'` otherwise. */
  readonly status: 'solved' | 'unsolved';
  /** The proved preperiod (smallest), `null` when unsolved. */
  readonly preperiod: number | null;
  /** The proved period (smallest), `null` when unsolved. */
  readonly period: number | null;
  /** What each period adds to the values (0 for every octal game: their periods are plain), `null` when unsolved. */
  readonly saltus: number | null;
  /** How many values the row's figures read: heaps `0 … count-1`. */
  readonly count: number;
  /** The largest of those values. */
  readonly largest: number;
  /** The first heap with the largest value. */
  readonly largestAt: number;
  /**
   * The rare/common split's mask in hex (`'0x1f'`), chosen by `chooseRareSplit` over the values; `null` when
   * no move splits a heap into two, or the split does not apply (a code that repeats or leaves three heaps),
   * or a value reaches 2^24.
   */
  readonly rareMask: string | null;
  /** How many heaps of `0 … count-1` are rare under that split, heap 0 included; `null` with `rareMask`. */
  readonly rareCount: number | null;
  /** The last rare heap below `count`; `null` with `rareMask`, or when no heap is rare. */
  readonly lastRare: number | null;
  /**
   * The canonical code of the first earlier game of the census whose values equal this one's, or equal them
   * shifted by one heap either way (`G_this(n + 1) = G_other(n)` or `G_this(n) = G_other(n + 1)` over the common
   * range of heaps computed); `null` when there is none. {@link censusRow} alone always gives `null`.
   */
  readonly sameAs: string | null;
}

/**
 * Options of {@link census}.
 *
 * @example
 * ```ts
 * census({ digits: 2, count: 2048, onRow: (row) => console.log(row.code, row.status) });
 * ```
 *
 * @category Heap games
 */
export interface CensusOptions {
  /** How many code digits after the point: 1, 2 or 3 (default 3: 1,024 games). */
  readonly digits?: number;
  /** How many values each game computes: from 2 to 2^26 (default {@link CENSUS_COUNT}). */
  readonly count?: number;
  /**
   * Only these games, in this order (codes or names; each game once): the subset's rows, whose `sameAs` points
   * only among them. Default: every game of {@link censusCodes}(digits).
   */
  readonly codes?: readonly string[];
  /** Called with each row as it is finished (its `sameAs` set) and the values it read (heap 0 first). */
  readonly onRow?: (row: CensusRow, values: Uint32Array) => void;
  /**
   * Only one shard of the games, for a census spread over machines: `{ index, count }` (`index` from 1 to
   * `count`, as `nimkit census --shard K/N`) keeps the games at places `index - 1`, `index - 1 + count`, … of
   * the list ({@link censusShard}), in its order. Each row's `sameAs` then points only among the shard's rows:
   * the command line's `--merge` decides it again over all the shards.
   */
  readonly shard?: CensusShard;
}

/**
 * One shard of a census spread over `count` tasks: `index` from 1 to `count`.
 *
 * @example
 * ```ts
 * const shard: CensusShard = { index: 2, count: 8 };
 * ```
 *
 * @category Heap games
 */
export interface CensusShard {
  /** Which shard: from 1 to `count` (a Slurm array task id, or a 0-based job index plus one). */
  readonly index: number;
  /** How many shards the census is cut into: from 1 to 2^20. */
  readonly count: number;
}

/** The most shards a census may be cut into. */
const MAX_SHARDS = 2 ** 20;

/**
 * The items of shard `index` of `count` (see {@link CensusShard}): those at places `index - 1`,
 * `index - 1 + count`, `index - 1 + 2·count`, …, in their order. Dealt round-robin, so neighbouring codes,
 * whose costs are alike, go to different shards; the same `index`/`count` always gives the same slice. The
 * shards of one list, together, hold each item exactly once.
 *
 * @param items - The list to cut: {@link censusCodes}, or any list of codes.
 * @param shard - `{ index, count }`: whole numbers, `1 <= index <= count <= 2^20`.
 * @throws `TypeError`/`RangeError` for a bad shard, naming the field.
 * @example
 * ```ts
 * censusShard(censusCodes(1), { index: 1, count: 4 }); // ['0.0', '0.4', '4.0', '4.4']
 * censusShard(['0.07', '0.77', '0.137'], { index: 2, count: 2 }); // ['0.77']
 * ```
 *
 * @category Heap games
 */
export function censusShard<T>(items: readonly T[], shard: CensusShard): T[] {
  checkShard(shard, 'shard');
  return items.filter((_, place) => place % shard.count === shard.index - 1);
}

function checkShard(shard: unknown, label: string): asserts shard is CensusShard {
  if (typeof shard !== 'object' || shard === null) throw new TypeError(`${label} must be an object { index, count }, got ${describeValue(shard)}`);
  const { index, count } = shard as { index?: unknown; count?: unknown };
  if (typeof count !== 'number') throw new TypeError(`${label}.count must be a number, got ${describeValue(count)}`);
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_SHARDS) throw new RangeError(`${label}.count must be a whole number from 1 to 2^20, got ${describeValue(count)}`);
  if (typeof index !== 'number') throw new TypeError(`${label}.index must be a number, got ${describeValue(index)}`);
  if (!Number.isSafeInteger(index) || index < 1 || index > count) throw new RangeError(`${label}.index must be a whole number from 1 to ${label}.count (${count}), got ${describeValue(index)}`);
}

/**
 * The census's default `count`: 2^15 values per game, so the 1,024 games of three digits take about a minute
 * on two cores (the command line's worker threads), two or three on one.
 *
 * @example
 * ```ts
 * CENSUS_COUNT;                                    // 32768
 * census({ codes: ['0.77'] })[0]?.count;           // 32768: the default
 * ```
 *
 * @category Heap games
 */
export const CENSUS_COUNT = 1 << 15;

/** The largest `count` of a census row: 2^26 values (256 MiB as one `Uint32Array`). */
const MAX_CENSUS_COUNT = 2 ** 26;

/**
 * The codes of the census in its order: the games `0` and `4` (no digit after the point) and every `0.d1…` and
 * `4.d1…` with up to `digits` octal digits, ordered as the digits padded with zeros to `digits` (`0.000`,
 * `0.001`, …, `0.007`, `0.010`, `0.011`, …, `0.777`, then `4.000`, `4.001`, …), each in the canonical form
 * `HeapGame.parse(code).code` gives (trailing zeros dropped: `0.01`, `0.0` for `0.000`), each game once:
 * `2 · 8^digits` codes.
 *
 * @param digits - 1, 2 or 3 (default 3).
 * @throws `TypeError`/`RangeError` for other `digits`.
 * @example
 * ```ts
 * censusCodes(1); // ['0.0', '0.1', '0.2', ..., '0.7', '4.0', '4.1', ..., '4.7']
 * censusCodes().length; // 1024
 * ```
 *
 * @category Heap games
 */
export function censusCodes(digits = 3): string[] {
  checkDigits(digits);
  const codes: string[] = [];
  const seen = new Set<string>();
  for (const first of [0, 4]) {
    for (let index = 0; index < 8 ** digits; index++) {
      const padded = index.toString(8).padStart(digits, '0');
      const code = HeapGame.parse(`${first}.${padded}`).code ?? '';
      if (!seen.has(code)) codes.push(code);
      seen.add(code);
    }
  }
  return codes;
}

/**
 * One row of the {@link census} for one game (its `sameAs` is `null`: there is no earlier game to compare).
 * An octal game with up to three digits (a game of the census) runs to `count` values without a work limit (the
 * row asks for them: up to O(count²) steps); any other code keeps the game's default work limit (about 10 s),
 * so a dear code (a repeat, a split into three heaps) is refused with a `RangeError` instead of running for
 * hours.
 *
 * @param code - A take-and-break code or a name (`'0.07'`, `'kayles'`); the row carries its canonical code.
 * @param count - How many values to compute, from 2 to 2^26.
 * @throws {@link HeapGameCodeError} for a malformed code; `TypeError`/`RangeError` for a bad `count`;
 * `RangeError` for a game whose values the library cannot compute that far (a rule given by a name that
 * repeats a splitting digit, beyond memory).
 * @example
 * ```ts
 * censusRow('0.77', 1000); // { code: '0.77', status: 'solved', preperiod: 71, period: 12, saltus: 0, count: 1000, largest: 8, ... }
 * censusShard(censusCodes(2), { index: 3, count: 8 }).map((code) => censusRow(code, 1000)); // shard 3 of 8, row by row
 * censusRow('0.007', 1000).status; // 'unsolved': Treblecross's period is unknown
 * ```
 *
 * @category Heap games
 */
export function censusRow(code: string, count: number): CensusRow {
  checkCount(count, 'count');
  return computeRow(HeapGame.parse(code), count).row;
}

/**
 * The census of octal games: for every game of {@link censusCodes} (or `options.codes`), its {@link CensusRow}:
 * **solved** when the octal periodicity theorem proves a period within `count` values (a take-only game: the
 * subtraction window), else **unsolved at `count`**, with how far its values grew and the rare/common split of
 * the sparse-space method (`chooseRareSplit`). Games with equal value sequences, or equal up to a shift of one
 * heap, point to the first of them (`sameAs`): compared by two independent 32-bit hashes of each sequence, its
 * first `count - 1` and its last `count - 1` values. Synchronous; each row costs up to O(count²) steps for a
 * game that splits heaps, O(count) for one that only takes.
 *
 * @param options - `digits` (1–3, default 3), `count` (default {@link CENSUS_COUNT}), `codes`, `onRow`, `shard`
 * (only the games of one shard, {@link censusShard}).
 * @throws `TypeError`/`RangeError` for bad options, naming the option (`options.codes[2]`);
 * {@link HeapGameCodeError} for a malformed code in `codes`.
 * @example
 * ```ts
 * const rows = census({ digits: 1, count: 1024 });
 * rows.find((row) => row.code === '0.3')?.sameAs; // '0.2': G_0.3(n) = G_0.2(n + 1)
 * rows.filter((row) => row.status === 'unsolved').map((row) => row.code); // ['0.6']: Officers
 * census({ digits: 1, count: 1024, shard: { index: 2, count: 4 } }).map((row) => row.code); // ['0.1', '0.5', '4.1', '4.5']
 * ```
 *
 * @category Heap games
 */
export function census(options: CensusOptions = {}): CensusRow[] {
  if (typeof options !== 'object' || (options as unknown) === null) throw new TypeError(`options must be an object, got ${describeValue(options)}`);
  const { digits = 3, count = CENSUS_COUNT, codes, onRow, shard } = options;
  checkDigits(digits, 'options.digits');
  checkCount(count, 'options.count');
  if (onRow !== undefined && typeof onRow !== 'function') throw new TypeError(`options.onRow must be a function, got ${describeValue(onRow)}`);
  if (shard !== undefined) checkShard(shard, 'options.shard');
  const all = codes === undefined ? censusCodes(digits).map((code) => HeapGame.parse(code)) : parseCodes(codes);
  const games = shard === undefined ? all : censusShard(all, shard);
  const links = new SameAsIndex();
  const rows: CensusRow[] = [];
  for (const game of games) {
    const { row, values } = computeRow(game, count);
    const linked: CensusRow = { ...row, sameAs: links.add(row.code, sequenceKeys(values)) };
    onRow?.(linked, values);
    rows.push(linked);
  }
  return rows;
}

function checkDigits(digits: unknown, label = 'digits'): void {
  if (typeof digits !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(digits)}`);
  if (digits !== 1 && digits !== 2 && digits !== 3) throw new RangeError(`${label} must be 1, 2 or 3, got ${describeValue(digits)}`);
}

function checkCount(count: unknown, label: string): void {
  if (typeof count !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(count)}`);
  if (!Number.isSafeInteger(count) || count < 2 || count > MAX_CENSUS_COUNT) {
    throw new RangeError(`${label} must be a whole number from 2 to 2^26, got ${describeValue(count)}`);
  }
}

function parseCodes(codes: unknown): HeapGame[] {
  if (!Array.isArray(codes)) throw new TypeError(`options.codes must be an array of codes, got ${describeValue(codes)}`);
  const list = codes as readonly unknown[];
  const seen = new Map<string, number>();
  const games: HeapGame[] = [];
  // An indexed loop: a hole is refused too.
  for (let index = 0; index < list.length; index++) {
    const text = list[index];
    if (typeof text !== 'string') throw new TypeError(`options.codes[${index}] must be a string, got ${describeValue(text)}`);
    const game = HeapGame.parse(text);
    const code = game.code ?? text;
    const earlier = seen.get(code);
    if (earlier !== undefined) throw new RangeError(`options.codes[${index}] is the game of options.codes[${earlier}] (${code}) again`);
    seen.set(code, index);
    games.push(game);
  }
  return games;
}

/**
 * The parity (0 or 1) of every removal size whose digit leaves two heaps, so the positional split applies;
 * -1 when they differ; `undefined` when the rare/common split does not apply: no digit leaves two heaps, a
 * digit leaves three or more, or the code repeats (the engine's own test, `HeapGame.rareSplit`).
 */
function splitParityOf(rule: Rule): number | undefined {
  const all = [rule.first, ...rule.digits, ...rule.repeat];
  if (rule.repeat.length > 0 || !all.every(isSparseDigit) || !all.some((digit) => (digit & LEAVE_TWO) !== 0)) return undefined;
  const parities = new Set<number>();
  for (let k = 0; k <= rule.digits.length; k++) if ((digitAt(rule, k) & LEAVE_TWO) !== 0) parities.add(k % 2);
  return parities.size === 1 ? ([...parities][0] ?? -1) : -1;
}

/** The canonical codes of the census's own games, the only ones a row computes without a work limit. */
let octalCodes: Set<string> | undefined;

function computeRow(game: HeapGame, count: number): { row: CensusRow; values: Uint32Array } {
  // No work limit for the census's games: the row asks for `count` values, and an octal game costs at most
  // O(count²). Other codes may cost far more (a repeating three-heap code about count⁴): the default limit.
  octalCodes ??= new Set(censusCodes(3));
  const maxWork = game.code !== undefined && octalCodes.has(game.code) ? Number.POSITIVE_INFINITY : undefined;
  const proved = game.period(maxWork === undefined ? { maxCount: count } : { maxCount: count, maxWork });
  const values = game.grundyValues(count, maxWork === undefined ? {} : { maxWork });
  let largest = 0;
  let largestAt = 0;
  for (let n = 0; n < count; n++) {
    const value = values[n] ?? 0;
    if (value > largest) {
      largest = value;
      largestAt = n;
    }
  }
  const { rule } = heapGameInternals(game);
  const splitParity = rule === undefined ? undefined : splitParityOf(rule);
  const split = splitParity === undefined || largest >= 2 ** RARE_SPLIT_MAX_BITS ? undefined : chooseRareSplit(values, count, splitParity);
  const row: CensusRow = {
    code: game.code ?? game.name,
    status: proved === undefined ? 'unsolved' : 'solved',
    preperiod: proved?.preperiod ?? null,
    period: proved?.period ?? null,
    saltus: proved?.saltus ?? null,
    count,
    largest,
    largestAt,
    rareMask: split === undefined ? null : `0x${split.mask.toString(16)}`,
    rareCount: split?.rareCount ?? null,
    lastRare: split === undefined || split.lastRare < 0 ? null : split.lastRare,
    sameAs: null,
  };
  return { row, values };
}

/** Hashes of a value sequence: all of it, all but its last value (`head`), all but its first (`tail`). */
interface SequenceKeys {
  readonly full: string;
  readonly head: string;
  readonly tail: string;
}

/** Two independent 32-bit multiplicative hashes of `values[from … to-1]`, with the length mixed in. */
function hashRange(values: Uint32Array, from: number, to: number): string {
  let a = 0x811c9dc5 ^ (to - from);
  let b = 0x3c6ef372 ^ Math.imul(to - from, 0x27d4eb2d);
  for (let n = from; n < to; n++) {
    const value = values[n] ?? 0;
    a = Math.imul(a ^ value, 0x01000193);
    a ^= a >>> 15;
    b = Math.imul(b + value + 0x9e3779b9, 0x85ebca6b);
    b ^= b >>> 13;
  }
  return `${(a >>> 0).toString(16)}.${(b >>> 0).toString(16)}`;
}

function sequenceKeys(values: Uint32Array): SequenceKeys {
  return { full: hashRange(values, 0, values.length), head: hashRange(values, 0, values.length - 1), tail: hashRange(values, 1, values.length) };
}

/** The games so far by their keys, to find each new game's first earlier equal or shifted game. */
class SameAsIndex {
  readonly #first = { full: new Map<string, number>(), head: new Map<string, number>(), tail: new Map<string, number>() };
  readonly #codes: string[] = [];

  /** Records a game and returns the code of the first earlier game its sequence matches, or null. */
  add(code: string, keys: SequenceKeys): string | null {
    const { full, head, tail } = this.#first;
    // Equal; G_this(n + 1) = G_other(n) (this tail is the other's head); G_this(n) = G_other(n + 1).
    const candidates = [full.get(keys.full), head.get(keys.tail), tail.get(keys.head)].filter((index) => index !== undefined);
    const index = this.#codes.length;
    this.#codes.push(code);
    if (!full.has(keys.full)) full.set(keys.full, index);
    if (!head.has(keys.head)) head.set(keys.head, index);
    if (!tail.has(keys.tail)) tail.set(keys.tail, index);
    return candidates.length === 0 ? null : (this.#codes[Math.min(...candidates)] ?? null);
  }
}
