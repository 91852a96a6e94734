// The options of HeapGame.misereQuotient, checked, and the per-game cache of quotients (the one perfect misère
// play reads among them). Internal: the public face is HeapGame.misereQuotient.

import { checkPositiveSize, describeValue } from '../internal/integers.js';
import { computeQuotient, type QuotientLimits, type QuotientRules } from './misere-quotient.js';
import { MisereQuotient } from './misere-play.js';
import { periodKind } from './period.js';

/**
 * Options of {@link HeapGame.misereQuotient}: limits on the computation. Reaching one gives a bounded quotient
 * (valid up to the heap it names), never a wrong one.
 *
 * @example
 * ```ts
 * HeapGame.parse('0.137').misereQuotient({ maxHeap: 30, maxOrder: 64 }).stoppedBy; // 'maxWork': bounded, order 24 to heap 23
 * ```
 *
 * @category Heap games
 */
export interface MisereQuotientOptions {
  /** The largest heap added (default 1,000; at most 65,536). */
  readonly maxHeap?: number;
  /** The most elements the quotient may have (default 1,024; at most 4,096: its table holds order² entries). */
  readonly maxOrder?: number;
  /** The steps of work the computation may take (default 2^25, a few seconds; `Infinity` allowed). */
  readonly maxWork?: number;
}

/** The defaults of {@link MisereQuotientOptions}. */
const DEFAULTS: QuotientLimits = { maxHeap: 1000, maxOrder: 1024, maxWork: 2 ** 25 };
/**
 * The limits of the quotient perfect misère play computes on first need (a fraction of a second): quotients
 * built mostly from their tables, such as those of 0.75, 0.31, 0.71 and Kayles (0.77), come out final within
 * them; past them (the exact search that places some heaps is the slow part, bounded by `maxSearch`) play falls
 * back to exact search of the position.
 */
const PLAY_LIMITS: QuotientLimits = { maxHeap: 400, maxOrder: 256, maxWork: 2 ** 24, maxSearch: 2 ** 21 };

function checkLimit(value: unknown, label: string, fallback: number, most: number): number {
  if (value === undefined) return fallback;
  const checked = checkPositiveSize(value, label);
  if (checked > most) throw new RangeError(`${label} must be at most ${most}, got ${describeValue(value)}`);
  return checked;
}

/** Reads the options, throwing `TypeError`/`RangeError` naming the one that is wrong. */
export function readQuotientOptions(options: unknown): QuotientLimits {
  if (options === null || typeof options !== 'object') throw new TypeError(`options must be an object, got ${describeValue(options)}`);
  const { maxHeap, maxOrder, maxWork } = options as MisereQuotientOptions;
  let work = DEFAULTS.maxWork;
  if (maxWork !== undefined) {
    if (typeof maxWork !== 'number') throw new TypeError(`options.maxWork must be a number, got ${describeValue(maxWork)}`);
    if (maxWork !== Number.POSITIVE_INFINITY && (!Number.isSafeInteger(maxWork) || maxWork < 1)) {
      throw new RangeError(`options.maxWork must be a positive safe integer or Infinity, got ${describeValue(maxWork)}`);
    }
    work = maxWork;
  }
  return {
    maxHeap: checkLimit(maxHeap, 'options.maxHeap', DEFAULTS.maxHeap, 1 << 16),
    maxOrder: checkLimit(maxOrder, 'options.maxOrder', DEFAULTS.maxOrder, 4096),
    maxWork: work,
  };
}

/** One game's quotients by their limits, and the one play uses (`null` once it is known there is none). */
export class QuotientCache {
  readonly #name: string;
  readonly #rules: QuotientRules;
  readonly #byLimits = new Map<string, MisereQuotient>();
  #forPlay: MisereQuotient | null | undefined;

  constructor(name: string, rules: QuotientRules) {
    this.#name = name;
    this.#rules = rules;
  }

  get(limits: QuotientLimits): MisereQuotient {
    const key = `${limits.maxHeap},${limits.maxOrder},${limits.maxWork},${limits.maxSearch ?? ''}`;
    let quotient = this.#byLimits.get(key);
    if (quotient === undefined) {
      quotient = new MisereQuotient(this.#name, this.#rules, computeQuotient(this.#rules, limits));
      if (this.#byLimits.size >= 8) this.#byLimits.clear();
      this.#byLimits.set(key, quotient);
    }
    return quotient;
  }

  /**
   * The final quotient perfect misère play uses, computed on first need within {@link PLAY_LIMITS}; `undefined`
   * when the game has none there (a rule with no period proof is not tried).
   */
  forPlay(): MisereQuotient | undefined {
    if (this.#forPlay === undefined) {
      const rule = this.#rules.rule;
      const quotient = rule === undefined || periodKind(rule) === undefined ? undefined : this.get(PLAY_LIMITS);
      this.#forPlay = quotient?.final === true ? quotient : null;
    }
    return this.#forPlay ?? undefined;
  }
}
