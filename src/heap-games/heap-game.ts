// HeapGame: a take-and-break rule with cached Grundy values, its proved period, and perfect play of sums of
// heaps. A thin stateful face over the pure functions of the other files in this folder.

import { checkFunction } from '../internal/checks.js';
import { checkNumberHeaps, checkNumberSize, describeValue } from '../internal/integers.js';
import { formatRule, normaliseRule, parseCode, type Rule } from './code.js';
import { CustomValues, customOptions, type OptionsOfN } from './custom.js';
import { RuleValues, type ValueTable } from './grundy.js';
import { ruleOptions, type HeapOption } from './options.js';
import { DEFAULT_PERIOD_SEARCH, periodKind, provePeriod, type Periodicity } from './period.js';
import { checkPlay, MisereSolver, sumOutcome, sumWinningMoves, type HeapGameMove, type SumRules } from './sums.js';
import type { EndingOptions } from '../types.js';

/**
 * Options of {@link HeapGame.period}.
 *
 * @example
 * ```ts
 * HeapGame.parse('0.77').period({ maxCount: 1000 }); // { preperiod: 71, period: 12 }
 * ```
 *
 * @category Heap games
 */
export interface PeriodOptions {
  /** How many values the search may compute looking for a proof; default 8192. */
  readonly maxCount?: number;
}

/**
 * Options of {@link HeapGame.subtraction}.
 *
 * @example
 * ```ts
 * HeapGame.subtraction([1, 2], { allBut: true }).code; // '0.00[3]'
 * ```
 *
 * @category Heap games
 */
export interface SubtractionOptions {
  /** Take any number of counters except those in the set (default `false`: only those in the set). */
  readonly allBut?: boolean;
}

/** The largest member of a subtraction set (its code has that many digits). */
const MAX_SUBTRACTION = 10_000;
/** Above this many values, {@link HeapGame.grundyValues} and {@link HeapGame.grundy} look for a period first. */
const PERIOD_FIRST = 1 << 12;

/**
 * An impartial heap game: a take-and-break rule (a code such as Kayles' `0.77`) or any rule given as a
 * function, with its Grundy values, its period when one is proved, and perfect play of sums of heaps in both
 * endings. Values and proofs are cached on the instance.
 *
 * @example
 * ```ts
 * const kayles = HeapGame.parse('0.77');
 * kayles.grundy(5);                  // 4
 * kayles.period();                   // { preperiod: 71, period: 12 }
 * kayles.outcome([3, 5, 7]);         // 'N'
 * kayles.winningMoves([1, 2]);       // [{ heap: 2, take: 1, leave: [1] }]
 * ```
 *
 * @category Heap games
 */
export class HeapGame {
  /** The canonical take-and-break code, or `undefined` for a rule given as a function. */
  readonly code: string | undefined;
  /** The code, or the name given to {@link HeapGame.fromRule}. */
  readonly name: string;
  private readonly rule: Rule | undefined;
  private readonly optionsOfN: OptionsOfN | undefined;
  private readonly table: ValueTable;
  /** What sums of heaps read of this game: its values and its moves. */
  private readonly sumRules: SumRules;
  private readonly misere: MisereSolver;
  private proved: Periodicity | undefined;
  /** The largest `maxCount` already searched without a proof. */
  private searched = 0;

  private constructor(name: string, rule: Rule | undefined, optionsOfN: OptionsOfN | undefined) {
    this.rule = rule;
    this.optionsOfN = optionsOfN;
    this.code = rule === undefined ? undefined : formatRule(rule);
    this.name = this.code ?? name;
    this.table = rule === undefined ? new CustomValues(name, optionsOfN ?? (() => [])) : new RuleValues(rule);
    this.sumRules = { grundy: (n) => this.grundy(n), moves: (n) => this.moveList(n) };
    this.misere = new MisereSolver(this.sumRules);
  }

  /**
   * The game of a take-and-break code `d0.d1d2…`: digit `d_k` (hex) says what removing `k` counters from one
   * heap may leave: bit 1 nothing (the heap had exactly `k`), bit 2 one heap, bit 4 two heaps, bit 8 three
   * heaps, all non-empty. `!` after a digit: the heaps left must be pairwise unequal; `?`: not all equal
   * (marks only constrain two or more heaps). `[…]` repeats forever. `d0` may only split (0, 4, 8 or c).
   *
   * @param code - A code such as `'0.77'` (Kayles), `'0.07'`, `'0.137'`, `'0.[3]'` (Nim) or `'4!'`
   * (Grundy's game; `'4!.'` is the same).
   * @throws {@link HeapGameCodeError} for a malformed code, with `code` and the 0-based `position`.
   * @example
   * ```ts
   * HeapGame.parse('0.3[3]').code; // '0.[3]': the canonical code
   * HeapGame.parse('4!.').code;    // '4!': no digit after the point prints without it
   * ```
   */
  static parse(code: string): HeapGame {
    return new HeapGame(code, parseCode(code), undefined);
  }

  /**
   * A subtraction game: a move removes `k` counters from one heap for any `k` in `set` (with
   * `allBut: true`, any `k >= 1` not in `set`).
   *
   * @param set - Positive safe integers up to 10000, in any order; repeats are ignored.
   * @throws `TypeError`/`RangeError` for a member that is not such an integer, naming it (`set[1]`).
   * @example
   * ```ts
   * HeapGame.subtraction([2, 5, 7]).code;               // '0.0300303'
   * HeapGame.subtraction([1, 2], { allBut: true }).code; // '0.00[3]'
   * ```
   */
  static subtraction(set: readonly number[], { allBut = false }: SubtractionOptions = {}): HeapGame {
    if (!Array.isArray(set)) throw new TypeError(`set must be an array, got ${describeValue(set)}`);
    if (typeof allBut !== 'boolean') throw new TypeError(`options.allBut must be a boolean, got ${describeValue(allBut)}`);
    const members = (set as readonly unknown[]).map((value, index) => {
      const k = checkNumberSize(value, `set[${index}]`);
      if (k < 1 || k > MAX_SUBTRACTION) throw new RangeError(`set[${index}] must be from 1 to ${MAX_SUBTRACTION}, got ${k}`);
      return k;
    });
    const largest = Math.max(0, ...members);
    const digits = Array.from({ length: largest }, (_, index) => (members.includes(index + 1) !== allBut ? 3 : 0));
    return new HeapGame('', normaliseRule(0, digits, allBut ? [3] : []), undefined);
  }

  /**
   * A game whose rule no code expresses, given as a function listing the results of one move on a heap of
   * `n`: each result the list of heaps left (zeros are dropped; every heap left must be below `n`, which keeps
   * the game finite). Such a game has no code and no proved period; it computes at most 2^20 values.
   *
   * @param name - A name for messages and {@link HeapGame.name}.
   * @param optionsOfN - The results of one move on a heap of `n`.
   * @example
   * ```ts
   * // The halving game: from n take 1 to floor(n / 2).
   * const halving = HeapGame.fromRule('halving', (n) => Array.from({ length: Math.floor(n / 2) }, (_, i) => [n - 1 - i]));
   * halving.grundy(10); // 5, as halvingGrundy(10)
   * ```
   */
  static fromRule(name: string, optionsOfN: (n: number) => Iterable<readonly number[]>): HeapGame {
    if (typeof name !== 'string') throw new TypeError(`name must be a string, got ${describeValue(name)}`);
    checkFunction(optionsOfN, 'optionsOfN');
    return new HeapGame(name, undefined, optionsOfN);
  }

  private moveList(n: number): HeapOption[] {
    if (this.rule !== undefined) return ruleOptions(this.rule, n);
    return customOptions(this.name, this.optionsOfN ?? (() => []), n).map((leave) => ({ take: n - leave.reduce((a, b) => a + b, 0), leave }));
  }

  /**
   * Every distinct result of one move on a heap of `n`, each the sorted list of non-empty heaps left
   * (`[]` when nothing is left).
   *
   * @throws `TypeError`/`RangeError` for an invalid `n`; `RangeError` when there are more than 1,000,000.
   * @example
   * ```ts
   * HeapGame.parse('0.77').options(4); // [[3], [1, 2], [2], [1, 1]]
   * ```
   */
  options(n: number): number[][] {
    return this.moveList(checkNumberSize(n, 'n')).map(({ leave }) => leave);
  }

  /**
   * The Grundy value of a heap of `n`: O(1) for every safe `n` once a period is proved (the search runs
   * first for `n >= 4096` on a code it can prove); otherwise the values up to `n` are computed and cached.
   *
   * @throws `TypeError`/`RangeError` for an invalid `n`; `RangeError` when `n` is beyond what this game may
   * compute without a period (2^24 values for a finite code leaving at most two heaps, 2^16 for a repeating
   * take-only code, 2^12 for a repeating splitting code or one leaving three heaps, 2^20 for a function rule).
   * @example
   * ```ts
   * HeapGame.parse('0.77').grundy(2 ** 53 - 1); // 2, from the period
   * ```
   */
  grundy(n: number): number {
    checkNumberSize(n, 'n');
    if (n < this.table.length) return this.table.values[n] ?? 0;
    const proved = n >= PERIOD_FIRST ? this.period() : this.proved;
    if (proved !== undefined) return this.periodicValue(proved, n);
    this.table.extend(n + 1);
    return this.table.values[n] ?? 0;
  }

  private periodicValue({ preperiod, period }: Periodicity, n: number): number {
    const index = n < preperiod + period ? n : preperiod + ((n - preperiod) % period);
    this.table.extend(Math.min(preperiod + period, n + 1));
    return this.table.values[index] ?? 0;
  }

  /**
   * The Grundy values of heaps `0 … count-1` as a new typed array; filled from the period once one is proved.
   *
   * @throws as {@link HeapGame.grundy} for `count - 1`.
   * @example
   * ```ts
   * HeapGame.parse('0.07').grundyValues(8); // Uint32Array [0, 0, 1, 1, 2, 0, 3, 1]
   * ```
   */
  grundyValues(count: number): Uint32Array {
    checkNumberSize(count, 'count');
    if (count > 2 ** 31) throw new RangeError(`count must be at most 2^31, got ${count}`);
    const result = new Uint32Array(count);
    const proved = count > PERIOD_FIRST ? this.period() : undefined;
    if (proved === undefined) {
      this.table.extend(count);
      result.set(this.table.values.subarray(0, count));
      return result;
    }
    const cycle = proved.preperiod + proved.period;
    this.table.extend(cycle);
    result.set(this.table.values.subarray(0, Math.min(count, cycle)));
    // Copy whole periods forward, doubling the block each time: result[i] = result[i - q * period].
    for (let filled = cycle; filled < count; ) {
      const shift = filled - proved.preperiod - ((filled - proved.preperiod) % proved.period);
      const block = Math.min(shift, count - filled);
      result.copyWithin(filled, filled - shift, filled - shift + block);
      filled += block;
    }
    return result;
  }

  /**
   * The period of the Grundy values, only when **proved**: `{ preperiod, period }`, the smallest period and
   * the smallest preperiod, so `grundy(n + period) === grundy(n)` for every `n >= preperiod`. Proofs: the
   * octal periodicity theorem (finite codes without `!`/`?`, extended to three-heap splits) and the window of
   * a take-only code. `undefined` when no proof was found within `maxCount` values, and always for repeating
   * codes, marked codes (Grundy's game) and rules given as functions.
   *
   * @throws `TypeError` for a `maxCount` that is not a number; `RangeError` for one that is not a safe integer
   * from 1 to 2^24.
   * @example
   * ```ts
   * HeapGame.parse('0.07').period();  // { preperiod: 53, period: 34 }
   * HeapGame.parse('0.007').period(); // undefined: unknown, and not proved here
   * ```
   */
  period({ maxCount = DEFAULT_PERIOD_SEARCH }: PeriodOptions = {}): Periodicity | undefined {
    const limit = checkNumberSize(maxCount, 'options.maxCount');
    if (limit < 1 || limit > 1 << 24) throw new RangeError(`options.maxCount must be from 1 to 2^24, got ${limit}`);
    if (this.proved !== undefined) return { ...this.proved };
    if (this.rule === undefined || periodKind(this.rule) === undefined || limit <= this.searched) return undefined;
    this.proved = provePeriod(this.rule, this.table, limit);
    this.searched = limit;
    return this.proved === undefined ? undefined : { ...this.proved };
  }

  /**
   * Who wins a sum of heaps: `'N'` when the player to move wins with perfect play, `'P'` when that player
   * loses. Normal play XORs the Grundy values; misère play searches the positions exactly.
   *
   * @throws `TypeError`/`RangeError` for a bad heap list, naming the heap (`heaps[1]`); `RangeError` when a
   * misère position is too large to search (more than 100,000 positions or lines of play longer than 1,000).
   * @example
   * ```ts
   * const nim = HeapGame.parse('0.[3]');
   * nim.outcome([1, 2, 3]);                     // 'P'
   * nim.outcome([1, 1], { play: 'misere' });    // 'N'
   * ```
   */
  outcome(heaps: readonly number[], { play = 'normal' }: EndingOptions = {}): 'P' | 'N' {
    return sumOutcome(this.sumRules, this.misere, checkNumberHeaps(heaps), checkPlay(play));
  }

  /**
   * Every winning move of a sum of heaps (none when the player to move loses): `{ heap, take, leave }` with
   * `heap` 1-based, `take` the counters removed and `leave` the sorted heaps left in its place.
   *
   * @throws as {@link HeapGame.outcome}.
   * @example
   * ```ts
   * HeapGame.parse('0.[3]').winningMoves([3, 5, 7]); // [{ heap: 1, take: 1, leave: [2] }, ...]
   * ```
   */
  winningMoves(heaps: readonly number[], { play = 'normal' }: EndingOptions = {}): HeapGameMove[] {
    return sumWinningMoves(this.sumRules, this.misere, checkNumberHeaps(heaps), checkPlay(play));
  }

  /**
   * The code (or name), so a game prints as itself.
   *
   * @example
   * ```ts
   * `${HeapGame.parse('0.77')}`; // '0.77'
   * ```
   */
  toString(): string {
    return this.name;
  }
}

export type { HeapGameMove } from './sums.js';
export type { Periodicity as HeapGamePeriod } from './period.js';
