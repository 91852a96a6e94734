// HeapGame: a take-and-break rule with cached Grundy values, its proved period, and perfect play of sums of
// heaps. A thin stateful face over the pure functions of the other files in this folder.

import { checkFunction } from '../internal/checks.js';
import { checkNumberHeaps, checkNumberSize, describeValue } from '../internal/integers.js';
import { formatRule, normaliseRule, parseCode, type Rule } from './code.js';
import { MAX_VALUES, PERIOD_WORK, plainReach } from './cost.js';
import { CustomValues, customOptions, type OptionsOfN } from './custom.js';
import { RuleValues, type ValueTable } from './grundy.js';
import { codeOfName, HEAP_GAME_NAMES, notACodeAt, unknownName, type HeapGameName } from './names.js';
import { ruleOptions, type HeapOption } from './options.js';
import { DEFAULT_PERIOD_SEARCH, periodKind, provePeriod, type Periodicity } from './period.js';
import { checkPlay, MisereSolver, sumOutcome, sumWinningMoves, type HeapGameMove, type SumRules } from './sums.js';
import type { Ending, EndingOptions } from '../types.js';

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
  /**
   * How many values the search may compute looking for a proof, from 1 to 2^24: default 8192, or as many as
   * 2^27 steps of work compute when that is fewer (a game whose values are dear). Never more than the game's
   * {@link HeapGame.valueLimit}: the search ends there without a proof.
   */
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

/** What the play engine (./game.ts) reads of a game beyond its public face. */
export interface HeapGameInternals {
  /** The rule of a code, `undefined` for a rule given as a function. */
  readonly rule: Rule | undefined;
  /** The first of {@link HeapGame.winningMoves}, found without listing the others. */
  firstWinningMove(heaps: readonly number[], play: Ending): HeapGameMove | undefined;
}

let internalsOf: (game: HeapGame) => HeapGameInternals = () => {
  /* c8 ignore next */
  throw new Error('unreachable: set when the class is defined');
};

/** The internals of a game, for the play engine; never re-exported. */
export function heapGameInternals(game: HeapGame): HeapGameInternals {
  return internalsOf(game);
}

/**
 * An impartial heap game: a take-and-break rule (a code such as Kayles' `0.77`, or a name such as `'kayles'`)
 * or any rule given as a function, with its Grundy values, its period when one is proved, and perfect play of
 * sums of heaps in both endings. Values and proofs are cached on the instance, which is frozen: its caches are
 * private, so no caller (or player shown the game) can change its answers.
 *
 * Costs and limits. Once a period is proved a value is O(1) for every safe heap. Without one, values are
 * computed in order, heap by heap, and a game may hold at most 2^24 of them (64 MiB) and spend at most 2^33
 * steps of work on them in all (about 10 s; see {@link HeapGame.valueLimit}). A value costs, with the plain
 * mex: O(t) steps for a finite code of t digits that never splits, O(n) for a repeating one that never splits
 * (O(n^2) in all), O(n) per splitting digit for splits into two heaps (O(n^2) in all), O(n^2) per digit for
 * splits into three (O(n^3) in all), and a repeating splitting code pays that for every removal size up to n
 * (`0.[7]` O(n^3), `0.[8]` O(n^4) in all). The sparse-space method, which serves codes that split into two
 * heaps when few heaps are "rare" (Grundy's game: about 1,300), costs about the number of rare heaps per value
 * instead: Grundy's game computes about 3 million values within the limit, 0.007 and 0.74 (no sparse
 * structure) about 185,000 and 131,000.
 *
 * @example
 * ```ts
 * const kayles = HeapGame.parse('0.77');   // or HeapGame.named('kayles')
 * kayles.grundy(5);                  // 4
 * kayles.period();                   // { preperiod: 71, period: 12 }
 * kayles.outcome([3, 5, 7]);         // 'N'
 * kayles.winningMoves([1, 2]);       // [{ heap: 2, take: 1, leave: [1] }]
 * ```
 *
 * @category Heap games
 */
export class HeapGame {
  /**
   * The classic heap games by name, each with its canonical code: `kayles` (0.77), `dawsons-kayles` (0.07),
   * `dawsons-chess` (0.137), `grundy` (Grundy's game, 4!), `lasker` (Lasker's Nim, 4.[3]: take any number from
   * a heap, or split one into two), `treblecross` (0.007), `officers` (0.6). {@link HeapGame.named} and
   * {@link HeapGame.parse} accept them.
   *
   * @example
   * ```ts
   * Object.keys(HeapGame.names); // ['kayles', 'dawsons-kayles', ...]
   * HeapGame.names.kayles;       // '0.77'
   * ```
   */
  static readonly names: Readonly<Record<HeapGameName, string>> = HEAP_GAME_NAMES;

  /** The canonical take-and-break code, or `undefined` for a rule given as a function. */
  readonly code: string | undefined;
  /** The code, or the name given to {@link HeapGame.fromRule}. */
  readonly name: string;
  readonly #rule: Rule | undefined;
  readonly #optionsOfN: OptionsOfN | undefined;
  readonly #table: ValueTable;
  /** What sums of heaps read of this game: its values and its moves. */
  readonly #sumRules: SumRules;
  readonly #misere: MisereSolver;
  readonly #internals: HeapGameInternals;
  #proved: Periodicity | undefined;
  /** The largest `maxCount` already searched without a proof. */
  #searched = 0;
  /** How many values the default period search computes (fewer for a game whose values are dear). */
  #periodDefault = 0;

  static {
    internalsOf = (game) => game.#internals;
  }

  private constructor(name: string, rule: Rule | undefined, optionsOfN: OptionsOfN | undefined) {
    this.#rule = rule;
    this.#optionsOfN = optionsOfN;
    this.code = rule === undefined ? undefined : formatRule(rule);
    this.name = this.code ?? name;
    this.#table = rule === undefined ? new CustomValues(name, optionsOfN ?? (() => [])) : new RuleValues(rule);
    const sumRules: SumRules = { grundy: (n) => this.grundy(n), moves: (n) => this.#moveList(n) };
    this.#sumRules = sumRules;
    this.#misere = new MisereSolver(sumRules);
    const misere = this.#misere;
    this.#internals = Object.freeze({
      rule,
      firstWinningMove: (heaps: readonly number[], play: Ending) => sumWinningMoves(sumRules, misere, heaps, play, true)[0],
    });
    Object.freeze(this);
  }

  /**
   * The game of a take-and-break code `d0.d1d2…`, or of a name in {@link HeapGame.names}: the one call that
   * reads either (the command line's `--game`, and `heapGame`, use it). Digit `d_k` (hex) of a code says what
   * removing `k` counters from one heap may leave: bit 1 nothing (the heap had exactly `k`), bit 2 one heap,
   * bit 4 two heaps, bit 8 three heaps, all non-empty. `!` after a digit: the heaps left must be pairwise
   * unequal; `?`: not all equal (marks only constrain two or more heaps). `[…]` repeats forever. `d0` may
   * only split (0, 4, 8 or c). A name is matched in any letter case; text shaped like a name (a letter first,
   * then letters, digits, `-` or `'`) that is neither a name nor a code fails with every name in the message.
   *
   * @param code - A code such as `'0.77'` (Kayles), `'0.07'`, `'0.137'`, `'0.[3]'` (Nim) or `'4!'`
   * (Grundy's game; `'4!.'` is the same), or a name such as `'kayles'`.
   * @throws {@link HeapGameCodeError} for a malformed code, with `code` and the 0-based `position` (an unknown
   * name: `bad-character` at its first character that no code may hold).
   * @example
   * ```ts
   * HeapGame.parse('0.3[3]').code; // '0.[3]': the canonical code
   * HeapGame.parse('4!.').code;    // '4!': no digit after the point prints without it
   * HeapGame.parse('kayles').code; // '0.77'
   * ```
   */
  static parse(code: string): HeapGame {
    if (typeof code === 'string') {
      const named = codeOfName(code);
      if (named !== undefined) return new HeapGame(named, parseCode(named), undefined);
      const position = notACodeAt(code);
      if (position >= 0) unknownName(code, position);
    }
    return new HeapGame(code, parseCode(code), undefined);
  }

  /**
   * The classic heap game of a name in {@link HeapGame.names} (any letter case); names only, where
   * {@link HeapGame.parse} takes a code too.
   *
   * @param name - `'kayles'`, `'dawsons-kayles'`, `'dawsons-chess'`, `'grundy'`, `'lasker'`, `'treblecross'`
   * or `'officers'`.
   * @throws `TypeError` for a name that is not a string; {@link HeapGameCodeError} (code `bad-character`,
   * position 0) for an unknown one, listing the names.
   * @example
   * ```ts
   * HeapGame.named('grundy').code; // '4!'
   * HeapGame.named('lasker').grundy(3); // 4
   * ```
   */
  static named(name: HeapGameName): HeapGame {
    if (typeof name !== 'string') throw new TypeError(`name must be a string, got ${describeValue(name)}`);
    const code = codeOfName(name);
    if (code === undefined) unknownName(name, 0);
    return new HeapGame(code, parseCode(code), undefined);
  }

  /**
   * A subtraction game: a move removes `k` counters from one heap for any `k` in `set` (with
   * `allBut: true`, any `k >= 1` not in `set`).
   *
   * @param set - Positive safe integers up to 10000, in any order; repeats are ignored.
   * @throws `TypeError`/`RangeError` for a member that is not such an integer (a hole included), naming it
   * (`set[1]`).
   * @example
   * ```ts
   * HeapGame.subtraction([2, 5, 7]).code;               // '0.0300303'
   * HeapGame.subtraction([1, 2], { allBut: true }).code; // '0.00[3]'
   * ```
   */
  static subtraction(set: readonly number[], { allBut = false }: SubtractionOptions = {}): HeapGame {
    if (!Array.isArray(set)) throw new TypeError(`set must be an array, got ${describeValue(set)}`);
    if (typeof allBut !== 'boolean') throw new TypeError(`options.allBut must be a boolean, got ${describeValue(allBut)}`);
    const list = set as readonly unknown[];
    const inSet = new Uint8Array(MAX_SUBTRACTION + 1);
    let largest = 0;
    // An indexed loop, not map: a hole is an entry too, and is refused (map would skip it).
    for (let index = 0; index < list.length; index++) {
      const k = checkNumberSize(list[index], `set[${index}]`);
      if (k < 1 || k > MAX_SUBTRACTION) throw new RangeError(`set[${index}] must be from 1 to ${MAX_SUBTRACTION}, got ${k}`);
      inSet[k] = 1;
      if (k > largest) largest = k;
    }
    const digits = Array.from({ length: largest }, (_, index) => ((inSet[index + 1] === 1) !== allBut ? 3 : 0));
    return new HeapGame('', normaliseRule(0, digits, allBut ? [3] : []), undefined);
  }

  /**
   * A game whose rule no code expresses, given as a function listing the results of one move on a heap of
   * `n`: each result the list of heaps left (zeros are dropped). Every heap left must be below `n` and they
   * must add up to at most `n` (a move never adds counters), which keeps the game finite. Such a game has no
   * code and no proved period; it computes at most 2^20 values, reading at most 2^26 results in all and at
   * most 1,000,000 per heap.
   *
   * @param name - A name for messages and {@link HeapGame.name}.
   * @param optionsOfN - The results of one move on a heap of `n`: an iterable (an array, a generator) of lists.
   * @throws `TypeError` for a name that is not a string or a rule that is not a function. Later, when the rule
   * is read: `TypeError` when it returns something that is not an iterable of arrays, `RangeError` for a heap
   * left that is not a whole number below `n`, heaps adding up to more than `n`, or too many results; each
   * message names the rule.
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

  #moveList(n: number): HeapOption[] {
    if (this.#rule !== undefined) return ruleOptions(this.#rule, n);
    return customOptions(this.name, this.#optionsOfN ?? (() => []), n).map((leave) => ({ take: n - leave.reduce((a, b) => a + b, 0), leave }));
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
    return this.#moveList(checkNumberSize(n, 'n')).map(({ leave }) => leave);
  }

  /**
   * The Grundy value of a heap of `n`: O(1) for every safe `n` once a period is proved (the search runs
   * first for `n >= 4096` on a code it can prove); otherwise the values up to `n` are computed and cached, at
   * the cost the class documentation gives.
   *
   * @throws `TypeError`/`RangeError` for an invalid `n`; `RangeError` when `n` is beyond what this game may
   * compute without a period ({@link HeapGame.valueLimit}), before any work when the limit is known in
   * advance.
   * @example
   * ```ts
   * HeapGame.parse('0.77').grundy(2 ** 53 - 1); // 2, from the period
   * ```
   */
  grundy(n: number): number {
    checkNumberSize(n, 'n');
    const table = this.#table;
    if (n < table.length) return table.values[n] ?? 0;
    const proved = n >= PERIOD_FIRST ? this.period() : this.#proved;
    if (proved !== undefined) return this.#periodicValue(proved, n);
    table.extend(n + 1);
    return table.values[n] ?? 0;
  }

  #periodicValue({ preperiod, period }: Periodicity, n: number): number {
    const index = n < preperiod + period ? n : preperiod + ((n - preperiod) % period);
    this.#table.extend(Math.min(preperiod + period, n + 1));
    return this.#table.values[index] ?? 0;
  }

  /**
   * How many Grundy values this game computes without a proved period: heaps `0 … valueLimit() - 1`, within
   * 2^24 values and 2^33 steps of work (see the class documentation). Exact for the plain mex; for a code
   * the sparse-space method serves, foreseen from the work per value so far (it may shrink as values are
   * computed, and is 2^24 before the first measure); for a rule given as a function, 2^20 until it has given
   * 2^26 results. Deciding whether the sparse-space method runs may compute the first 2,048 values. With a
   * proved period every heap has a value whatever this says.
   *
   * @example
   * ```ts
   * HeapGame.parse('0.007').valueLimit(); // 185362: O(n^2) values, 2^33 steps
   * HeapGame.parse('0.[8]').valueLimit(); // 953: O(n^4)
   * ```
   */
  valueLimit(): number {
    return this.#table.reach();
  }

  /**
   * The Grundy values of heaps `0 … count-1` as a new typed array; filled from the period once one is proved.
   *
   * @throws `RangeError` for a `count` above 2^24 (64 MiB of values), even with a proved period; as
   * {@link HeapGame.grundy} for `count - 1` otherwise.
   * @example
   * ```ts
   * HeapGame.parse('0.07').grundyValues(8); // Uint32Array [0, 0, 1, 1, 2, 0, 3, 1]
   * ```
   */
  grundyValues(count: number): Uint32Array {
    checkNumberSize(count, 'count');
    if (count > MAX_VALUES) throw new RangeError(`count must be at most 2^24 (${MAX_VALUES} values, 64 MiB), got ${count}`);
    const table = this.#table;
    const proved = count > PERIOD_FIRST ? this.period() : undefined;
    if (proved === undefined) {
      table.extend(count);
      return table.values.slice(0, count);
    }
    const result = new Uint32Array(count);
    const cycle = proved.preperiod + proved.period;
    table.extend(cycle);
    result.set(table.values.subarray(0, Math.min(count, cycle)));
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
   * a take-only code. `undefined` when no proof was found within `maxCount` values (or within the game's
   * limits, {@link HeapGame.valueLimit}: the search never throws for them), and always for repeating codes,
   * marked codes (Grundy's game) and rules given as functions.
   *
   * @param options - `maxCount`: how many values the search may compute. Default 8192, or fewer for a game
   * whose values are dear: as many as 2^27 steps of work compute (about 0.15 s; 1,477 values for `0.8`).
   * @throws `TypeError` for a `maxCount` that is not a number; `RangeError` for one that is not a safe integer
   * from 1 to 2^24.
   * @example
   * ```ts
   * HeapGame.parse('0.07').period();  // { preperiod: 53, period: 34 }
   * HeapGame.parse('0.007').period(); // undefined: unknown, and not proved here
   * ```
   */
  period({ maxCount }: PeriodOptions = {}): Periodicity | undefined {
    let limit: number;
    if (maxCount === undefined) {
      if (this.#rule !== undefined && this.#periodDefault === 0) this.#periodDefault = Math.min(DEFAULT_PERIOD_SEARCH, Math.max(1, plainReach(this.#rule, 0, PERIOD_WORK)));
      limit = this.#periodDefault;
    } else {
      limit = checkNumberSize(maxCount, 'options.maxCount');
      if (limit < 1 || limit > MAX_VALUES) throw new RangeError(`options.maxCount must be from 1 to 2^24, got ${limit}`);
    }
    if (this.#proved !== undefined) return { ...this.#proved };
    if (this.#rule === undefined || periodKind(this.#rule) === undefined || limit <= this.#searched) return undefined;
    this.#proved = provePeriod(this.#rule, this.#table, limit);
    this.#searched = limit;
    return this.#proved === undefined ? undefined : { ...this.#proved };
  }

  /**
   * Who wins a sum of heaps: `'N'` when the player to move wins with perfect play, `'P'` when that player
   * loses. Normal play XORs the Grundy values; misère play searches the positions exactly. The heaps are read
   * once, into a copy.
   *
   * @throws `TypeError`/`RangeError` for a bad heap list, naming the heap (`heaps[1]`); as
   * {@link HeapGame.grundy} for a heap beyond the values this game computes; `RangeError` when a misère
   * position is too large to search: more than 100,000 positions, 1,048,576 listed moves or 2^26 characters
   * of position keys, or lines of play longer than 1,000 (its move lists are dropped after each query).
   * @example
   * ```ts
   * const nim = HeapGame.parse('0.[3]');
   * nim.outcome([1, 2, 3]);                     // 'P'
   * nim.outcome([1, 1], { play: 'misere' });    // 'N'
   * ```
   */
  outcome(heaps: readonly number[], { play = 'normal' }: EndingOptions = {}): 'P' | 'N' {
    const list = checkNumberHeaps(heaps);
    return sumOutcome(this.#sumRules, this.#misere, list, checkPlay(play));
  }

  /**
   * Every winning move of a sum of heaps (none when the player to move loses): `{ heap, take, leave }` with
   * `heap` 1-based, `take` the counters removed and `leave` the sorted heaps left in its place. Each heap size's
   * options are listed once, however many heaps have it.
   *
   * @throws as {@link HeapGame.outcome}; also `RangeError` when a heap that must be searched has more than
   * 1,000,000 options (`[2 ** 53 - 1, 1]` in Kayles: its winning moves are among the splits of the large heap),
   * and when there are more than 1,000,000 winning moves.
   * @example
   * ```ts
   * HeapGame.parse('0.[3]').winningMoves([3, 5, 7]); // [{ heap: 1, take: 1, leave: [2] }, ...]
   * ```
   */
  winningMoves(heaps: readonly number[], { play = 'normal' }: EndingOptions = {}): HeapGameMove[] {
    const list = checkNumberHeaps(heaps);
    return sumWinningMoves(this.#sumRules, this.#misere, list, checkPlay(play));
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
