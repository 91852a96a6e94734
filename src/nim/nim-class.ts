// The class behind the public `Nim` (see ./nim.ts for its documented interface). Internal.

import { AssertionError } from '../errors/index.js';
import { describeValue, isHeapSize } from '../internal/integers.js';
import type { Heap } from '../types.js';
import { parseRepr, type HeapKind } from './parse.js';

/** Lets the class build a game from heaps it has already checked, without spreading them as arguments. */
const TRUSTED = {};

/** `invalid heaps` with its detail; `position` is 1-based. */
function invalidHeap(position: number, value: unknown, kind: HeapKind): AssertionError {
  const type = typeof value;
  if ((type === 'number' || type === 'bigint') && type !== kind) {
    return new AssertionError(
      'invalid heaps',
      'mixed-kinds',
      `heap ${position} is a ${type} but heap 1 is a ${kind}: a game's heaps are all numbers or all bigints`,
    );
  }
  const rule =
    type === 'number' ? 'non-negative safe integers' : type === 'bigint' ? 'non-negative integers' : 'numbers or bigints';
  return new AssertionError('invalid heaps', 'not-a-heap-size', `heap ${position} is ${describeValue(value)}: heap sizes are ${rule}`);
}

/** Validates the heaps of a new game, normalising `-0` to `0`; throws `invalid heaps`. */
function toHeaps(values: readonly unknown[]): Heap[] {
  if (values.length < 2) {
    throw new AssertionError('invalid heaps', 'too-few-heaps', `a game needs at least two heaps, got ${values.length}`);
  }
  const kind: HeapKind = typeof values[0] === 'bigint' ? 'bigint' : 'number';
  return values.map((value, index) => {
    if (kind === 'bigint' ? typeof value === 'bigint' && value >= 0n : isHeapSize(value)) return kind === 'number' ? (value as number) + 0 : (value as bigint); // -0 + 0 === +0
    throw invalidHeap(index + 1, value, kind); // heap 1 has the kind by definition, so it is never 'mixed'
  });
}

/**
 * The `Nim` class behind the exported `Nim` (./nim.ts), declared under that name so that instances log as
 * `Nim` and stack frames read `Nim.remove`. Its shape is checked against the `Nim` interface there (this module
 * cannot import it: the interface's module imports this one). Internal.
 */
export class Nim<T extends Heap> {
  readonly #heaps: T[];

  constructor(...heaps: unknown[]) {
    // The trusted path takes an array the module built and checked; users cannot reach TRUSTED.
    this.#heaps = (heaps[0] === TRUSTED ? heaps[1] : toHeaps(heaps)) as T[];
  }

  static parse(text: unknown, kind: unknown = 'number'): Nim<Heap> {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
    if (kind !== 'number' && kind !== 'bigint') throw new RangeError(`kind must be 'number' or 'bigint', got ${describeValue(kind)}`);
    return new Nim(TRUSTED, parseRepr(text, kind));
  }

  get heaps(): readonly T[] {
    return Object.freeze([...this.#heaps]);
  }

  remove(heap: number, count: T): this {
    const heaps = this.#heaps;
    if (!Number.isInteger(heap) || heap < 1 || heap > heaps.length) {
      throw new AssertionError('invalid move', 'no-such-heap', `heap ${describeValue(heap)} does not exist: the heaps are numbered 1 to ${heaps.length}`);
    }
    const size = heaps[heap - 1] as T; // eslint-disable-line @typescript-eslint/non-nullable-type-assertion-style -- 1 <= heap <= length, checked above
    const kind = typeof size;
    const type = typeof count;
    if (type !== kind && (type === 'number' || type === 'bigint')) {
      throw new AssertionError('invalid move', 'mixed-kinds', `count is a ${type} but the heaps are ${kind}s: use one type for both`);
    }
    if (type !== kind || (type === 'number' ? !Number.isInteger(count) || count < 1 : count < 1n)) {
      throw new AssertionError('invalid move', 'bad-count', `count is ${describeValue(count)}: a move removes a whole number of at least 1 match`);
    }
    if (count > size) {
      throw new AssertionError('invalid move', 'not-enough-matches', `heap ${heap} holds ${describeValue(size)}: cannot remove ${describeValue(count)}`);
    }
    heaps[heap - 1] = ((size as number) - (count as number)) as T; // same type on both sides, checked above
    return this;
  }

  take_away(heap: number, count: T): this {
    return this.remove(heap, count);
  }

  takeAway(heap: number, count: T): this {
    return this.remove(heap, count);
  }

  isfinished(): boolean {
    return this.#heaps.every((size) => size === 0 || size === 0n);
  }

  isFinished(): boolean {
    return this.isfinished();
  }

  add(other: Nim<T>): Nim<T> {
    if (!(other instanceof Nim)) throw new TypeError(`other must be a Nim game, got ${describeValue(other)}`);
    const mine = this.#heaps;
    const theirs = other.#heaps;
    const kind = typeof mine[0];
    if (typeof theirs[0] !== kind) {
      throw new TypeError(`other holds ${typeof theirs[0]} heaps but this game holds ${kind}s: do not mix numbers and bigints`);
    }
    const zero = (kind === 'bigint' ? 0n : 0) as T;
    const sums = Array.from({ length: Math.max(mine.length, theirs.length) }, (_, index) => {
      const sum = ((mine[index] ?? zero) as number) + ((theirs[index] ?? zero) as number); // one type, see above
      if (kind === 'number' && !Number.isSafeInteger(sum)) {
        throw new AssertionError(
          'invalid heaps',
          'heap-overflow',
          `heap ${index + 1} would hold ${sum} matches, beyond Number.MAX_SAFE_INTEGER: use bigint heaps for larger games`,
        );
      }
      return sum as T;
    });
    return new Nim<T>(TRUSTED, sums);
  }

  equals(other: Nim<Heap>): boolean {
    if (!(other instanceof Nim)) return false;
    const mine = this.#heaps;
    const theirs = other.#heaps;
    return mine.length === theirs.length && mine.every((size, index) => size === theirs[index]);
  }

  toRepr(): string {
    return `Nim(${this.#heaps.join(', ')})`;
  }

  toString(): string {
    return this.#heaps.map((size, index) => `${index + 1}: ${'|'.repeat(Number(size))}`).join('\n');
  }

  toJSON(): T extends bigint ? string[] : number[] {
    const heaps = this.#heaps;
    return (typeof heaps[0] === 'bigint' ? heaps.map(String) : [...heaps]) as T extends bigint ? string[] : number[];
  }

  /** Node's `util.inspect` and `console.log` show the repr; a registry symbol, so no `node:` import. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toRepr();
  }
}

