// HeapGame: a take-and-break rule with cached Grundy values, its proved period, and perfect play of sums of
// heaps. A thin stateful face over the pure functions of the other files in this folder.

import { checkFunction } from '../internal/checks.js';
import { checkNumberHeaps, checkNumberSize, describeValue } from '../internal/integers.js';
import { formatRule, normaliseRule, parseCode, type Rule } from './code.js';
import { MAX_VALUES, PERIOD_WORK, plainReach } from './cost.js';
import { chooseRareSplit, RARE_SPLIT_MAX_BITS, type RareSplit } from './rare-split.js';
import { checkMaxWork, periodicRange, readValues, spotCheck, type GrundyValuesOptions } from './value-store.js';
import { CustomValues, customOptions, type OptionsOfN } from './custom.js';
import { RuleValues, type ValueTable } from './grundy.js';
import { codeOfName, HEAP_GAME_NAMES, notACodeAt, unknownName, type HeapGameName } from './names.js';
import { findRuleOption, ruleOptions, type HeapOption } from './options.js';
import { repeatShape } from './arithmetic.js';
import { DEFAULT_PERIOD_SEARCH, periodKind, provePeriod, type PeriodOptions, type Periodicity } from './period.js';
import { checkPlay, MisereSolver, moveToValueOfSum, sumOutcome, sumWinningMoves, type HeapGameMove, type SumRules } from './sums.js';
import type { Ending, EndingOptions } from '../types.js';
import { QuotientCache, readQuotientOptions, type MisereQuotientOptions } from './misere-options.js';
import type { MisereQuotient } from './misere-play.js';
import { genusOf, isTameGenus, type Genus } from './genus.js';

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
  /** A move of the sum of `heaps` to a position worth `goal`, below the sum's value ({@link moveToValueOfSum}). */
  firstMoveToValue(heaps: readonly number[], goal: number): HeapGameMove | undefined;
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
 * computed in order, heap by heap, and kept once, 8 bits a value while they are below 256 and 16 below 65,536
 * (2^28 values of Grundy's game: 512 MiB). A game holds at most 2^30 values (a larger request is a
 * `RangeError` before any allocation) and spends at most 2^33 steps of work on them in all (about 10 s; see
 * {@link HeapGame.valueLimit}) unless a call allows more (`maxWork`, `Infinity` for a long run). A value costs, with the plain
 * mex: O(t) steps for a finite code of t digits that never splits, O(n) for a repeating one that never splits
 * (O(n^2) in all), O(n) per splitting digit for splits into two heaps (O(n^2) in all), O(n^2) per digit for
 * splits into three (O(n^3) in all), and a repeating splitting code pays that for every removal size up to n
 * (`0.[7]` O(n^3), `0.[8]` O(n^4) in all). The sparse-space method, which serves codes that split into two
 * heaps when few heaps are "rare" (Grundy's game: about 1,300) under a split chosen from the values (see
 * {@link HeapGame.rareSplit}), costs about the number of rare heaps per value plus a scan for witnesses
 * instead, in a small WebAssembly core where one runs ({@link heapValuesCore}): Grundy's game computes 2^20
 * values in about 3 s, 0.354 2^24 in about 7 s (2 cores, Node 20).
 *
 * @example
 * ```ts
 * const kayles = HeapGame.parse('0.77');   // or HeapGame.named('kayles')
 * kayles.grundy(5);                  // 4
 * kayles.period();                   // { preperiod: 71, period: 12, saltus: 0 }
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
  readonly #quotients: QuotientCache;
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
    const sumRules: SumRules = {
      grundy: (n) => this.grundy(n),
      moves: (n) => this.#moveList(n),
      ...(rule !== undefined && { find: (n, test) => findRuleOption(rule, n, test) }),
    };
    this.#sumRules = sumRules;
    this.#misere = new MisereSolver(sumRules);
    const misere = this.#misere;
    const quotients = new QuotientCache(this.name, { rule, moves: (n) => this.#moveList(n) });
    this.#quotients = quotients;
    this.#internals = Object.freeze({
      rule,
      firstWinningMove: (heaps: readonly number[], play: Ending) => {
        const quotient = play === 'misere' ? quotients.forPlay() : undefined;
        return quotient !== undefined ? quotient.firstWinningMove(heaps) : sumWinningMoves(sumRules, misere, heaps, play, true)[0];
      },
      firstMoveToValue: (heaps: readonly number[], goal: number) => moveToValueOfSum(sumRules, heaps, goal),
    });
    Object.freeze(this);
  }

  /**
   * The game of a take-and-break code `d0.d1d2…`, or of a name in {@link HeapGame.names}: the one call that
   * reads either (the command line's `--game`, and `heapGame`, use it). Codes are CGSuite's: digit `d_k` says what
   * removing `k` counters from one heap may leave, bit `2^j` meaning `j` non-empty heaps (`0`-`9`, `A`-`V`
   * in either case for 0 to 31, `&N;` for any value below 2^24: `W`-`Z` are refused, `{2,3}` for the counts themselves, `{2+}` for
   * two or more, `*` for any number). A mark after a digit constrains two or more heaps left: `!` pairwise
   * unequal, `?` not all equal, `=` all equal. `[…]` repeats forever. `d0` may not leave one heap. The
   * canonical {@link HeapGame.code} is the one CGSuite prints and reads back (`4!.0`, `0.77`, `0.{2+}`). A name is matched in any letter case; text shaped like a name (a letter first,
   * then letters, digits, `-` or `'`) that is neither a name nor a code fails with every name in the message.
   *
   * @param code - A code such as `'0.77'` (Kayles), `'0.07'`, `'0.137'`, `'0.[3]'` (Nim) or `'4!'`
   * (Grundy's game; `'4!.'` is the same), or a name such as `'kayles'`.
   * @throws {@link HeapGameCodeError} for a malformed code, with `code` and the 0-based `position` (an unknown
   * name: `bad-character` at its first character that no code may hold).
   * @example
   * ```ts
   * HeapGame.parse('0.3[3]').code; // '0.[3]': the canonical code
   * HeapGame.parse('4!').code;     // '4!.0': CGSuite's canonical form, always with a digit after the point
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
   * HeapGame.named('grundy').code; // '4!.0'
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
    // The proof once known, without period()'s checks and copy: a split search asks for a million values.
    const proved = this.#proved ?? (n >= PERIOD_FIRST ? this.period() : undefined);
    if (proved !== undefined) return this.#periodicValue(proved, n);
    table.extend(n + 1);
    return table.values[n] ?? 0;
  }

  #periodicValue({ preperiod, period, saltus }: Periodicity, n: number): number {
    const index = n < preperiod + period ? n : preperiod + ((n - preperiod) % period);
    this.#table.extend(Math.min(preperiod + period, n + 1));
    const value = (this.#table.values[index] ?? 0) + Math.floor((n - index) / period) * saltus;
    if (!Number.isSafeInteger(value)) throw new RangeError(`the Grundy value of heap ${n} is beyond 2^53 - 1`);
    return value;
  }

  /**
   * How many Grundy values this game computes without a proved period: heaps `0 … valueLimit() - 1`, within
   * 2^30 values and the default 2^33 steps of work (see the class documentation). Exact for the plain mex; for
   * a code the sparse-space method serves, foreseen from the work per value so far (it may shrink as values
   * are computed, and is 2^30 before the first measure); for a rule given as a function, 2^20 until it has given
   * 2^26 results. Deciding whether the sparse-space method runs may compute the first 2,048 values. With a
   * proved period every heap has a value whatever this says.
   *
   * @example
   * ```ts
   * HeapGame.parse('0.8').valueLimit();   // 5908: a split into three heaps, O(n^3) steps within 2^33
   * HeapGame.parse('0.[8]').valueLimit(); // 953: O(n^4)
   * ```
   */
  valueLimit(): number {
    return this.#table.reach();
  }

  /**
   * The Grundy values of heaps `0 … count-1` as a new typed array; filled from the period once one is proved.
   *
   * @param options - `maxWork`: the steps the game's values may take in all (default 2^33, about 10 s;
   * `Infinity` allowed).
   * @throws `RangeError` for a `count` above 2^30 ({@link HeapGame.grundyRange}); as {@link HeapGame.grundy}
   * for `count - 1` otherwise, within `maxWork`.
   * @example
   * ```ts
   * HeapGame.parse('0.07').grundyValues(8); // Uint32Array [0, 0, 1, 1, 2, 0, 3, 1]
   * HeapGame.parse('4!').grundyValues(2 ** 22, { maxWork: Infinity }).length; // 4194304
   * ```
   */
  grundyValues(count: number, options: GrundyValuesOptions = {}): Uint32Array {
    return this.grundyRange(0, checkNumberSize(count, 'count'), options);
  }

  /**
   * The Grundy values of heaps `from … to-1` as a new `Uint32Array` (computing every value below `to`, and
   * keeping them: the game holds its values once, 8 or 16 bits each while they fit). Filled from the period
   * once one is proved. A long run goes chunk by chunk: ask for the next range to go on.
   *
   * @param options - `maxWork`: the steps the game's values may take in all (default 2^33, about 10 s;
   * `Infinity` allowed).
   * @throws `TypeError`/`RangeError` for a `from` or `to` that is not a non-negative safe integer, `from > to`,
   * or `to` above 2^30 (before any allocation); as {@link HeapGame.grundy} for `to - 1` otherwise.
   * @example
   * ```ts
   * const grundys = HeapGame.parse('4!');
   * grundys.grundyRange(0, 4);         // Uint32Array [0, 0, 0, 1]
   * grundys.grundyRange(1000, 1003);   // three values, computed up to heap 1002
   * ```
   */
  grundyRange(from: number, to: number, { maxWork }: GrundyValuesOptions = {}): Uint32Array {
    checkNumberSize(from, 'from');
    checkNumberSize(to, 'to');
    const work = checkMaxWork(maxWork, 'options.maxWork');
    if (to > MAX_VALUES) throw new RangeError(`count must be at most 2^30 (${MAX_VALUES} values), got ${to}`);
    if (from > to) throw new RangeError(`from must be at most to (${to}), got ${from}`);
    const table = this.#table;
    const proved = to > PERIOD_FIRST && to > table.length ? this.period() : this.#proved;
    if (proved === undefined || to <= table.length) {
      table.extend(to, work);
      return Uint32Array.from(table.values.subarray(from, to));
    }
    table.extend(proved.preperiod + proved.period, work);
    return periodicRange(table.values, proved.preperiod, proved.period, from, to, proved.saltus);
  }

  /**
   * Adopts the values of heaps `0 … values.length-1` of a stopped run (a file written by `nimkit grundy
   * --out`), so that the next request goes on from there instead of computing them again. They are checked:
   * every entry a whole number below 2^32, those this game already holds equal, and a spot check against the
   * definition (the first heaps, and a few spread over the rest where recomputing one is cheap).
   *
   * @throws `TypeError` for a game given as a function (it cannot be resumed) or `values` that is not an array
   * or a Uint8Array, Uint16Array or Uint32Array of numbers; `RangeError` for more than 2^30 values or an entry
   * out of range (naming it: `values[3]`), of 2^26 or more (too large to check), or wrong (`values[3] is 2, but
   * the Grundy value of heap 3 is 1`). Nothing is adopted on an error.
   * @example
   * ```ts
   * const game = HeapGame.parse('4!');
   * game.restoreValues(HeapGame.parse('4!').grundyValues(5000)); // as if computed here
   * game.grundyValues(6000); // computes heaps 5000 … 5999 only
   * ```
   */
  restoreValues(values: ArrayLike<number>): void {
    const rule = this.#rule;
    if (rule === undefined) throw new TypeError(`restoreValues needs a game given by a code; ${this.name} is a rule given as a function`);
    const read = readValues(values);
    const table = this.#table;
    const shared = Math.min(read.values.length, table.length);
    for (let n = 0; n < shared; n++) {
      if (read.values[n] !== table.values[n]) throw new RangeError(`values[${n}] is ${read.values[n] ?? 0}, but the Grundy value of heap ${n} is ${table.values[n] ?? 0}`);
    }
    spotCheck(rule, read.values, read.largest);
    if (table instanceof RuleValues) table.restore(read.values, read.largest);
  }

  /**
   * The rare/common split of the values computed so far (see {@link chooseRareSplit}): the mask with the
   * fewest rare heaps, whether the positional type, how many heaps are rare (heap 0 included) and the last.
   * `undefined` for a game that never splits a heap into exactly two (the split means nothing there), before
   * any value is computed, and when a value reaches 2^24.
   *
   * @example
   * ```ts
   * const grundys = HeapGame.parse('4!');
   * grundys.grundyValues(1 << 14);
   * grundys.rareSplit(); // { mask: 254, positional: false, rareCount: ..., lastRare: ... }
   * ```
   */
  rareSplit(): RareSplit | undefined {
    const table = this.#table;
    if (!(table instanceof RuleValues) || !table.splitsInTwo || table.length === 0 || table.largest >= 2 ** RARE_SPLIT_MAX_BITS) return undefined;
    return chooseRareSplit(table.values, table.length, table.splitParity);
  }

  /**
   * The (arithmetic) period of the Grundy values, only when **proved**: `{ preperiod, period, saltus }`, the
   * smallest period and then the smallest preperiod, so `grundy(n + period) === grundy(n) + saltus` for every
   * `n >= preperiod`. A saltus of 0 is a plain period, and every finite octal code's (finite octal games are
   * never arithmetic-periodic).
   *
   * Theorems and the finite check each needs:
   * - finite codes without marks (`!`, `?`, `=`) or `+`: the octal periodicity theorem of Guy and Smith,
   *   extended to splits into `J` heaps: `G(n + p) = G(n)` for `e <= n < J·max(e, 1) + (J - 1)·p + t` (`t` the
   *   code's length) proves it for every `n >= e`; for a take-only code the window `max(e, t + 1) + t`.
   * - codes with a repeat (`0.[3]` Nim, `4.[3]` Lasker's Nim, `0.[7]`, the all-but subtraction games), digits
   *   leaving at most two heaps, without marks or `+`: a theorem derived in this library (the guide
   *   *Analyse a heap game* states it with its proof): with `p` a multiple of the repeat's length, `s` the
   *   saltus, `L` the finite digits and `A`, `B` bounds computed from the values of the first `e + 2p` heaps,
   *   `G(n + p) = G(n) + s` for `e <= n < B + p` proves it for every `n >= e` when `s = 0`; when `s > 0`, so
   *   does a check of the options of one period of heaps from `B` (every option not shifted by `p` is
   *   kept off the next value by its residue modulo the largest power of two dividing `s`, or by its size).
   *
   * `undefined` when no proof was found within `maxCount` values (or, when `maxCount` is not given, within
   * the work limit), and always for marked codes (Grundy's game), `+`, repeating codes that leave three or
   * more heaps, finite codes whose values grow (hexadecimal games that are arithmetic-periodic: Howse and
   * Nowakowski's test is not implemented) and rules given as functions. The search doubles the values it
   * computes, except that a candidate period seen but not yet proved sends it straight to the count its
   * proof needs.
   *
   * @param options - `maxCount`: how many values the search may compute. Default 8192, or fewer for a game
   * whose values are dear: as many as 2^27 steps of work compute (about 0.15 s; 1,477 values for `0.8`).
   * `maxWork`: the steps the values may take in all (default 2^33, about 10 s; `Infinity` for a long proof).
   * `onProgress(computed, target)`: called between chunks of about a million values.
   * @throws `TypeError` for a `maxCount` or `maxWork` that is not a number or an `onProgress` that is not a
   * function; `RangeError` for a `maxCount` that is not a safe integer from 1 to 2^30, or a `maxWork` that is
   * not a positive safe integer or `Infinity`; {@link WorkLimitError} when `maxCount` is given and the work
   * limit (`maxWork`, 2^33 steps by default) stops the values first.
   * @example
   * ```ts
   * HeapGame.parse('0.07').period();  // { preperiod: 53, period: 34, saltus: 0 }
   * HeapGame.parse('0.[3]').period(); // { preperiod: 0, period: 1, saltus: 1 }: Nim, G(n) = n
   * HeapGame.named('lasker').period(); // { preperiod: 1, period: 4, saltus: 4 }
   * HeapGame.parse('0.007').period(); // undefined: unknown, and not proved here
   * HeapGame.parse('0.354').period({ maxCount: 2 ** 25, maxWork: Infinity }); // { preperiod: 10061916, period: 1180, saltus: 0 }
   * ```
   */
  period({ maxCount, maxWork, onProgress }: PeriodOptions = {}): Periodicity | undefined {
    let limit: number;
    if (maxCount === undefined) {
      if (this.#rule !== undefined && this.#periodDefault === 0) this.#periodDefault = Math.min(DEFAULT_PERIOD_SEARCH, Math.max(1, plainReach(this.#rule, 0, PERIOD_WORK)));
      limit = this.#periodDefault;
    } else {
      limit = checkNumberSize(maxCount, 'options.maxCount');
      if (limit < 1 || limit > MAX_VALUES) throw new RangeError(`options.maxCount must be from 1 to 2^30, got ${limit}`);
    }
    const work = checkMaxWork(maxWork, 'options.maxWork');
    if (onProgress !== undefined) checkFunction(onProgress, 'options.onProgress');
    if (this.#proved !== undefined) return { ...this.#proved };
    if (this.#rule === undefined || (periodKind(this.#rule) === undefined && repeatShape(this.#rule) === undefined) || limit <= this.#searched) return undefined;
    this.#proved = provePeriod(this.#rule, this.#table, { maxCount: limit, maxWork: work, onProgress, strict: maxCount !== undefined });
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
    const quotient = checkPlay(play) === 'misere' ? this.#quotients.forPlay() : undefined;
    if (quotient !== undefined) return quotient.outcome(list);
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
    const quotient = checkPlay(play) === 'misere' ? this.#quotients.forPlay() : undefined;
    if (quotient !== undefined) return quotient.winningMoves(list);
    return sumWinningMoves(this.#sumRules, this.#misere, list, checkPlay(play));
  }

  /**
   * The misère quotient of this game's heaps (Plambeck and Siegel), computed heap by heap as Siegel's
   * MisereSolver does: each heap pretends to be an element of the quotient so far, or the quotient grows by a
   * generator. Every step is proved, not guessed (see the guide "Analyse a heap game", misère play): the result
   * is either **final** (valid for every heap size: the pretending function repeats long enough for the octal
   * periodicity argument, for finite codes without marks) or bounded (valid for heaps up to
   * {@link MisereQuotient.heapsProved}, with {@link MisereQuotient.stoppedBy} naming the limit reached, or
   * `'unproved'` when a candidate for the next heap could not be proved). Cached per game and limits.
   *
   * @param options - `maxHeap` (default 1,000), `maxOrder` (default 1,024), `maxWork` (default 2^25 steps).
   * @throws `TypeError`/`RangeError` naming an option that is not a positive safe integer within its bound
   * (`maxWork` may be `Infinity`); errors of {@link HeapGame.options} for a rule given as a function.
   * @example
   * ```ts
   * const q = HeapGame.parse('0.75').misereQuotient();
   * q.order;        // 8
   * q.pPortion;     // ['a', 'b^2']
   * q.presentation; // '<a,b,c | a^2=1, bc=ab, c^2=b^2, b^3=b>'
   * q.final;        // true
   * ```
   */
  misereQuotient(options: MisereQuotientOptions = {}): MisereQuotient {
    return this.#quotients.get(readQuotientOptions(options));
  }

  /**
   * Conway's genus of a sum of heaps: `{ value, misere: [g0, …, gk] }`, `value` the normal-play nim value and
   * `gi` the misère Grundy value of the position plus `i` nim heaps of size 2 (see {@link Genus}), by exact
   * search. {@link formatGenus} writes Conway's symbol.
   *
   * @throws `TypeError`/`RangeError` for a bad heap list; `RangeError` when the search needs more than 200,000
   * positions.
   * @example
   * ```ts
   * HeapGame.parse('0.77').genus([5]); // { value: 4, misere: [1, 4, 6] }: 4^146
   * HeapGame.parse('0.77').genus([]);  // { value: 0, misere: [1, 2, 0] }: 0^120
   * ```
   */
  genus(heaps: readonly number[]): Genus {
    return genusOf(this.#sumRules, checkNumberHeaps(heaps));
  }

  /**
   * Whether a sum of heaps is tame (Conway): every heap in it, and every heap any move leads to, has a tame genus
   * (0^120, 1^031, or g^(g)(g XOR 2) for g ≥ 2, see {@link formatGenus}); a sum of tame positions is tame and is
   * played as misère Nim on its nim values. Checks every heap size up to the largest.
   *
   * @throws as {@link HeapGame.genus}.
   * @example
   * ```ts
   * HeapGame.parse('0.[3]').isTame([5, 6]); // true: Nim
   * HeapGame.parse('0.77').isTame([5]);     // false: 4^146
   * ```
   */
  isTame(heaps: readonly number[]): boolean {
    const list = checkNumberHeaps(heaps);
    let largest = 0;
    for (const heap of list) largest = Math.max(largest, heap);
    const tame = [true];
    for (let m = 1; m <= largest; m++) {
      const moves = this.#moveList(m);
      tame.push(isTameGenus(this.genus([m])) && moves.every(({ leave }) => leave.every((heap) => tame[heap] === true)));
    }
    return list.every((heap) => tame[heap] === true);
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
export type { MisereQuotientOptions } from './misere-options.js';

export type { PeriodOptions } from './period.js';
export type { GrundyValuesOptions } from './value-store.js';
export type { Periodicity as HeapGamePeriod } from './period.js';
