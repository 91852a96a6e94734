import { AssertionError } from '../errors.js';
import { isHeapSize } from '../internal/integers.js';

const REPR_PATTERN = /^\s*Nim\(\s*(\d+(?:\s*,\s*\d+)+)\s*\)\s*$/;

/** Validates a heap list for a new game, normalising `-0` to `0`; throws `invalid heaps`. */
function toHeaps(values: readonly unknown[]): number[] {
  if (values.length < 2) throw new AssertionError('invalid heaps', 'too-few-heaps');
  return values.map((value) => {
    if (!isHeapSize(value)) throw new AssertionError('invalid heaps', 'not-a-heap-size');
    return value + 0; // -0 + 0 === +0
  });
}

/**
 * A game of multi-heap Nim: two or more heaps of matches, numbered from 1. Players take turns removing at
 * least one match, all from one heap. The class holds only the heap sizes; strategy lives in the pure
 * functions {@link winningMove} and friends.
 *
 * Every invalid construction or move throws {@link AssertionError} with the seed's message
 * (`invalid heaps` or `invalid move`) and a `code`, and leaves the game unchanged.
 *
 * @example
 * ```ts
 * const nim = new Nim(3, 4, 2, 0, 7);
 * nim.take_away(2, 3).remove(5, 2);
 * nim.toRepr();     // 'Nim(3, 1, 2, 0, 5)'
 * String(nim);      // '1: |||\n2: |\n3: ||\n4: \n5: |||||'
 * nim.isfinished(); // false
 * ```
 */
export class Nim {
  readonly #heaps: number[];

  /**
   * Starts a game with the given heaps.
   *
   * @param heaps - Two or more heap sizes, each a non-negative safe integer (`-0` is read as 0).
   * @throws {@link AssertionError} `invalid heaps` (code `too-few-heaps` or `not-a-heap-size`).
   */
  constructor(...heaps: number[]) {
    this.#heaps = toHeaps(heaps);
  }

  /**
   * Reads a game back from its {@link Nim.toRepr} form, e.g. `Nim(3, 1, 2)`. Spaces around the numbers
   * are tolerated. The text is matched, never evaluated.
   *
   * @param text - A repr such as `Nim(3, 4, 5)`.
   * @returns A new game with those heaps.
   * @throws {@link AssertionError} `invalid heaps` (code `unparsable`, or a heap-size code for numbers out of range).
   * @example
   * ```ts
   * Nim.parse('Nim( 3,4 , 5 )').toRepr(); // 'Nim(3, 4, 5)'
   * ```
   */
  static parse(text: string): Nim {
    const match = typeof text === 'string' ? REPR_PATTERN.exec(text) : null;
    if (match?.[1] === undefined) throw new AssertionError('invalid heaps', 'unparsable');
    return new Nim(...match[1].split(',').map((field) => Number(field.trim())));
  }

  /**
   * A frozen copy of the current heap sizes, heap 1 first.
   *
   * @example
   * ```ts
   * new Nim(3, 4).heaps; // [3, 4]
   * ```
   */
  get heaps(): readonly number[] {
    return Object.freeze([...this.#heaps]);
  }

  /**
   * Removes `count` matches from heap number `heap` (1-based).
   *
   * @param heap - The heap number, 1 to the number of heaps.
   * @param count - How many matches to remove: an integer from 1 to the heap's size.
   * @returns This game, for chaining.
   * @throws {@link AssertionError} `invalid move` (code `no-such-heap`, `bad-count` or
   * `not-enough-matches`); the game is then unchanged.
   * @example
   * ```ts
   * new Nim(3, 4).remove(2, 3).toRepr(); // 'Nim(3, 1)'
   * ```
   */
  remove(heap: number, count: number): this {
    const heaps = this.#heaps;
    if (!Number.isInteger(heap) || heap < 1 || heap > heaps.length) {
      throw new AssertionError('invalid move', 'no-such-heap');
    }
    if (!Number.isInteger(count) || count < 1) throw new AssertionError('invalid move', 'bad-count');
    const size = heaps[heap - 1] ?? 0;
    if (count > size) throw new AssertionError('invalid move', 'not-enough-matches');
    heaps[heap - 1] = size - count;
    return this;
  }

  /**
   * The seed's name for {@link Nim.remove}: removes `count` matches from heap `heap`.
   *
   * @param heap - The heap number, 1 to the number of heaps.
   * @param count - How many matches to remove: an integer from 1 to the heap's size.
   * @returns This game, for chaining.
   * @throws {@link AssertionError} `invalid move`; the game is then unchanged.
   * @example
   * ```ts
   * new Nim(3, 4, 2, 0, 7).take_away(2, 3).toRepr(); // 'Nim(3, 1, 2, 0, 7)'
   * ```
   */
  take_away(heap: number, count: number): this {
    return this.remove(heap, count);
  }

  /**
   * Whether the game is over: every heap is empty.
   *
   * @returns `true` when no match is left.
   * @example
   * ```ts
   * new Nim(0, 0).isfinished(); // true
   * ```
   */
  isfinished(): boolean {
    return this.#heaps.every((size) => size === 0);
  }

  /**
   * The seed's `g + g'`: a new game with as many heaps as the larger game, each the sum of the
   * corresponding heaps (a missing heap counts as 0). Neither game changes.
   *
   * @param other - The game to add.
   * @returns A new game.
   * @throws {@link AssertionError} `invalid heaps` (code `heap-overflow`) when a sum exceeds
   * `Number.MAX_SAFE_INTEGER`; `TypeError` when `other` is not a `Nim`.
   * @example
   * ```ts
   * new Nim(4, 3, 0, 5).add(new Nim(3, 0, 2, 1, 6, 2)).toRepr(); // 'Nim(7, 3, 2, 6, 6, 2)'
   * ```
   */
  add(other: Nim): Nim {
    if (!(other instanceof Nim)) throw new TypeError('other must be a Nim game');
    const mine = this.#heaps;
    const theirs = other.#heaps;
    const sums = Array.from({ length: Math.max(mine.length, theirs.length) }, (_, index) => {
      const sum = (mine[index] ?? 0) + (theirs[index] ?? 0);
      if (!Number.isSafeInteger(sum)) throw new AssertionError('invalid heaps', 'heap-overflow');
      return sum;
    });
    return new Nim(...sums);
  }

  /**
   * Whether `other` is a game with the same heaps, in the same order.
   *
   * @param other - The game to compare with.
   * @returns `true` when every heap matches; `false` when `other` is not a `Nim`.
   * @example
   * ```ts
   * Nim.parse('Nim(1, 2)').equals(new Nim(1, 2)); // true
   * ```
   */
  equals(other: Nim): boolean {
    if (!(other instanceof Nim)) return false;
    const mine = this.#heaps;
    const theirs = other.#heaps;
    return mine.length === theirs.length && mine.every((size, index) => size === theirs[index]);
  }

  /**
   * The seed's `repr`: the expression that builds this game with its current heaps, e.g. `Nim(3, 1, 2, 0, 7)`.
   * {@link Nim.parse} reads it back.
   *
   * @returns The repr string.
   * @example
   * ```ts
   * new Nim(3, 1, 2).toRepr(); // 'Nim(3, 1, 2)'
   * ```
   */
  toRepr(): string {
    return `Nim(${this.#heaps.join(', ')})`;
  }

  /**
   * The seed's `str`: one line per heap, `"<number>: <bars>"` with one `|` per match, joined by `\n`
   * with no trailing newline. An empty heap reads `"4: "`.
   *
   * @returns The picture of the heaps.
   * @throws `RangeError` when a heap is too large for a string of bars (beyond the engine's string length).
   * @example
   * ```ts
   * new Nim(3, 0, 1).toString(); // '1: |||\n2: \n3: |'
   * ```
   */
  toString(): string {
    return this.#heaps.map((size, index) => `${index + 1}: ${'|'.repeat(size)}`).join('\n');
  }

  /**
   * The heap sizes as a plain array, so `JSON.stringify(game)` gives e.g. `[3,4,5]`.
   *
   * @returns A fresh array of the heap sizes.
   * @example
   * ```ts
   * JSON.stringify(new Nim(3, 4)); // '[3,4]'
   * ```
   */
  toJSON(): number[] {
    return [...this.#heaps];
  }

  /**
   * Node's `util.inspect` and `console.log` show the repr. Found through the global symbol registry, so
   * the core needs no `node:` import.
   *
   * @returns The repr string.
   * @example
   * ```ts
   * console.log(new Nim(1, 2)); // Nim(1, 2)
   * ```
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toRepr();
  }
}
