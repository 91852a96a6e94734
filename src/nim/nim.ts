// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the target of the {@link AssertionError}s below
import type { AssertionError } from '../errors/index.js';
import type { Heap } from '../types.js';
import { Nim as NimClass } from './nim-class.js';

/**
 * A game of multi-heap Nim (the original exercise's `Nim` class): two or more heaps of matches, numbered
 * from 1. Players take turns removing at least one match, all from one heap. A game holds only the heap
 * sizes; strategy lives in the pure functions {@link winningMove} and friends.
 *
 * A game's heaps are all `number`s (non-negative safe integers; `Nim`, the default, is `Nim<number>`) or all
 * `bigint`s (non-negative, of any size: `Nim<bigint>`), never mixed; `new Nim(3, 4)` and `new Nim(3n, 4n)`
 * pick the type, and counts passed to {@link Nim.remove} must have it too.
 *
 * Every invalid construction or move throws {@link AssertionError} with the exercise's exact message
 * (`invalid heaps` or `invalid move`), a `code` and a `detail` saying why, and leaves the game unchanged.
 * The exercise's method names (`take_away`, `isfinished`) stay, beside camelCase twins (`takeAway`,
 * `isFinished`) for code bases that enforce camelCase.
 *
 * @typeParam T - `number` (the default) or `bigint`: the type of every heap size.
 * @example
 * ```ts
 * const nim = new Nim(3, 4, 2, 0, 7);
 * nim.take_away(2, 3).remove(5, 2);
 * nim.toRepr();     // 'Nim(3, 1, 2, 0, 5)'
 * String(nim);      // '1: |||\n2: |\n3: ||\n4: \n5: |||||'
 * nim.isFinished(); // false
 *
 * const huge = new Nim(2n ** 64n, 1n).remove(1, 2n ** 63n);
 * huge.toRepr();    // 'Nim(9223372036854775808, 1)'
 * ```
 *
 * @category Nim
 */
export interface Nim<T extends Heap = number> {
  /**
   * A frozen copy of the current heap sizes, heap 1 first.
   *
   * @example
   * ```ts
   * new Nim(3, 4).heaps; // [3, 4]
   * ```
   */
  readonly heaps: readonly T[];

  /**
   * Removes `count` matches from heap number `heap` (1-based).
   *
   * @param heap - The heap number, 1 to the number of heaps.
   * @param count - How many matches to remove: a whole number from 1 to the heap's size, of the heaps' type.
   * @returns This game, for chaining.
   * @throws {@link AssertionError} `invalid move` (code `no-such-heap`, `bad-count`, `mixed-kinds` or
   * `not-enough-matches`); the game is then unchanged.
   * @example
   * ```ts
   * new Nim(3, 4).remove(2, 3).toRepr(); // 'Nim(3, 1)'
   * ```
   */
  remove(heap: number, count: T): this;

  /**
   * The exercise's name for {@link Nim.remove}.
   *
   * @param heap - The heap number, 1 to the number of heaps.
   * @param count - How many matches to remove.
   * @returns This game, for chaining.
   * @throws {@link AssertionError} `invalid move`; the game is then unchanged.
   * @example
   * ```ts
   * new Nim(3, 4, 2, 0, 7).take_away(2, 3).toRepr(); // 'Nim(3, 1, 2, 0, 7)'
   * ```
   */
  take_away(heap: number, count: T): this;

  /**
   * {@link Nim.remove} under a camelCase name.
   *
   * @param heap - The heap number, 1 to the number of heaps.
   * @param count - How many matches to remove.
   * @returns This game, for chaining.
   * @throws {@link AssertionError} `invalid move`; the game is then unchanged.
   * @example
   * ```ts
   * new Nim(3n, 4n).takeAway(1, 3n).toRepr(); // 'Nim(0, 4)'
   * ```
   */
  takeAway(heap: number, count: T): this;

  /**
   * The exercise's name for {@link Nim.isFinished}: whether every heap is empty.
   *
   * @returns `true` when no match is left.
   * @example
   * ```ts
   * new Nim(0, 0).isfinished(); // true
   * ```
   */
  isfinished(): boolean;

  /**
   * Whether the game is over: every heap is empty.
   *
   * @returns `true` when no match is left.
   * @example
   * ```ts
   * new Nim(0n, 1n).isFinished(); // false
   * ```
   */
  isFinished(): boolean;

  /**
   * The exercise's `g + g'`: a new game with as many heaps as the larger game, each the sum of the
   * corresponding heaps (a missing heap counts as 0). Neither game changes.
   *
   * @param other - The game to add, with heaps of the same type.
   * @returns A new game.
   * @throws {@link AssertionError} `invalid heaps` (code `heap-overflow`) when a sum of number heaps exceeds
   * `Number.MAX_SAFE_INTEGER` (bigint heaps never overflow); `TypeError` when `other` is not a `Nim` or its
   * heaps have the other type.
   * @example
   * ```ts
   * new Nim(4, 3, 0, 5).add(new Nim(3, 0, 2, 1, 6, 2)).toRepr(); // 'Nim(7, 3, 2, 6, 6, 2)'
   * ```
   */
  add(other: Nim<T>): Nim<T>;

  /**
   * Whether `other` is a game with heaps of the same type and the same sizes, in the same order.
   *
   * @param other - The game to compare with.
   * @returns `true` when every heap matches; `false` when `other` is not a `Nim`, has another number of
   * heaps, or has heaps of the other type (`Nim(1, 2)` is not `Nim(1n, 2n)`).
   * @example
   * ```ts
   * Nim.parse('Nim(1, 2)').equals(new Nim(1, 2)); // true
   * ```
   */
  equals(other: Nim<Heap>): boolean;

  /**
   * The exercise's `repr`: the expression that builds this game with its current heaps, e.g.
   * `Nim(3, 1, 2, 0, 7)`. Bigint heaps print as plain digits, as Python prints its integers;
   * {@link NimConstructor.parse} reads either back.
   *
   * @returns The repr string.
   * @example
   * ```ts
   * new Nim(3, 1, 2).toRepr(); // 'Nim(3, 1, 2)'
   * ```
   */
  toRepr(): string;

  /**
   * The exercise's `str`: one line per heap, `"<number>: <bars>"` with one `|` per match, joined by `\n`
   * with no trailing newline. An empty heap reads `"4: "`.
   *
   * @returns The picture of the heaps.
   * @throws `RangeError` when a heap is too large for a string of bars (beyond the engine's string length).
   * @example
   * ```ts
   * new Nim(3, 0, 1).toString(); // '1: |||\n2: \n3: |'
   * ```
   */
  toString(): string;

  /**
   * The heap sizes as a plain array for `JSON.stringify`: numbers, or decimal strings for bigint heaps
   * (JSON has no bigints).
   *
   * @returns A fresh array of the heap sizes.
   * @example
   * ```ts
   * JSON.stringify(new Nim(3, 4));   // '[3,4]'
   * JSON.stringify(new Nim(3n, 4n)); // '["3","4"]'
   * ```
   */
  toJSON(): T extends bigint ? string[] : number[];
}

/**
 * The type of the `Nim` value: `new Nim(...)` and `Nim.parse(...)`. Two constructor signatures, so that
 * `new Nim(3, 4)` is a `Nim<number>` and `new Nim(3n, 4n)` a `Nim<bigint>` (a single generic signature would
 * infer the literal type `Nim<3 | 4>`).
 *
 * @example
 * ```ts
 * const make: NimConstructor = Nim;
 * make.parse('Nim(3, 4)').heaps; // [3, 4]
 * ```
 *
 * @category Nim
 */
export interface NimConstructor {
  /**
   * Starts a game with the given heaps.
   *
   * @param heaps - Two or more heap sizes, each a non-negative safe integer (`-0` is read as 0).
   * @throws {@link AssertionError} `invalid heaps` (code `too-few-heaps`, `not-a-heap-size` or `mixed-kinds`).
   */
  new (...heaps: number[]): Nim;
  /**
   * Starts a game with bigint heaps, of any size.
   *
   * @param heaps - Two or more non-negative bigints.
   * @throws {@link AssertionError} `invalid heaps` (code `too-few-heaps`, `not-a-heap-size` or `mixed-kinds`).
   */
  new (...heaps: bigint[]): Nim<bigint>;
  /** What `instanceof Nim` checks against: every game, number or bigint, inherits from it. */
  readonly prototype: Nim<Heap>;
  /**
   * Reads a game back from its {@link Nim.toRepr} form, e.g. `Nim(3, 1, 2)`. The text is scanned, never
   * evaluated, in one linear pass (a million heaps are fine). ASCII spaces, tabs and line breaks may
   * surround the numbers and the text; nothing else may, Unicode spaces such as U+00A0 included.
   *
   * @param text - A repr such as `Nim(3, 4, 5)`.
   * @param kind - `'number'` (the default: every heap must be a safe integer) or `'bigint'`.
   * @returns A new game with those heaps.
   * @throws `TypeError` when `text` is not a string (it is never converted to one), `RangeError` for another
   * `kind`; {@link AssertionError} `invalid heaps` with code `unparsable` (the detail names the first wrong
   * character) or `not-a-heap-size` (a number beyond the safe range).
   * @example
   * ```ts
   * Nim.parse('Nim( 3,4 , 5 )').toRepr();           // 'Nim(3, 4, 5)'
   * Nim.parse('Nim(18446744073709551616, 1)', 'bigint').heaps; // [2n ** 64n, 1n]
   * ```
   */
  parse(text: string, kind?: 'number'): Nim;
  /**
   * Reads a game with bigint heaps back from its repr; see the other signature.
   *
   * @param text - A repr such as `Nim(3, 4, 5)`.
   * @param kind - `'bigint'`.
   * @returns A new game with bigint heaps.
   */
  parse(text: string, kind: 'bigint'): Nim<bigint>;
}

/**
 * The `Nim` class: `new Nim(3, 4, 5)`, `new Nim(3n, 4n)` or `Nim.parse('Nim(3, 4, 5)')`; `x instanceof Nim`
 * works. See the {@link Nim} interface for the methods and {@link NimConstructor} for construction.
 *
 * @example
 * ```ts
 * const game = new Nim(3, 4, 5);
 * game instanceof Nim; // true
 * ```
 *
 * @category Nim
 * @class
 */
export const Nim = NimClass as unknown as NimConstructor;

// The class has the interface's shape (checked here, since ./nim-class.ts cannot import the interface).
NimClass satisfies new (...heaps: number[]) => Nim;
