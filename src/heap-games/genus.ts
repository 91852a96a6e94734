// Conway's genus of a sum of heaps (On Numbers and Games, ch. 12; Winning Ways, ch. 13): the normal-play nim
// value and the misère Grundy values of the position plus 0, 1, 2, … nim heaps of size 2, found by exact search.
// Internal: the public face is HeapGame.genus, HeapGame.isTame and formatGenus.

import type { HeapOption } from './options.js';

/**
 * Conway's genus of a position: `value` its normal-play nim value, and `misere` = [γ0, γ1, …, γk] where γi is the
 * misère Grundy value of the position plus i nim heaps of size 2 (a position with no move has misère Grundy
 * value 1), cut at the first k after which γj = γj−2 for every j: the values go on alternating γk−1, γk.
 *
 * @example
 * ```ts
 * const genus: Genus = HeapGame.parse('0.77').genus([5]); // { value: 4, misere: [1, 4, 6] }: 4^146
 * ```
 *
 * @category Heap games
 */
export interface Genus {
  /** The normal-play nim value. */
  readonly value: number;
  /** γ0 … γk: the misère Grundy values beside 0, 1, … nim heaps of size 2, cut where they start alternating. */
  readonly misere: readonly number[];
}

/** The most positions one genus search may store; more throws a `RangeError`.
 *
 * @category Heap games
 */
export const GENUS_STATE_LIMIT = 200_000;
/** The longest line of play one genus search may follow. */
const GENUS_DEPTH_LIMIT = 1_000;

/** What the genus reads of a game. */
export interface GenusRules {
  grundy(n: number): number;
  moves(n: number): HeapOption[];
}

function tooLarge(): RangeError {
  return new RangeError(
    `the genus is found by exact search, and this position needs more than ${GENUS_STATE_LIMIT} positions or lines of play longer than ${GENUS_DEPTH_LIMIT} moves: too large`,
  );
}

/** The least whole number not in `values`. */
function mex(values: ReadonlySet<number>): number {
  let m = 0;
  while (values.has(m)) m++;
  return m;
}

/**
 * Exact misère Grundy values of positions `heaps + twos·*2 + ones·*1`, memoized (nim heaps of size 1 come from
 * moving in a nim heap of size 2). The heaps kept are those with a move, sorted.
 */
class MisereGrundy {
  readonly #rules: GenusRules;
  readonly #memo = new Map<string, number>();
  readonly #moves = new Map<number, readonly HeapOption[]>();
  #depth = 0;

  constructor(rules: GenusRules) {
    this.#rules = rules;
  }

  movesOf(n: number): readonly HeapOption[] {
    let moves = this.#moves.get(n);
    if (moves === undefined) {
      moves = n === 0 ? [] : this.#rules.moves(n);
      this.#moves.set(n, moves);
    }
    return moves;
  }

  live(heaps: readonly number[]): number[] {
    return heaps.filter((heap) => this.movesOf(heap).length > 0).sort((a, b) => a - b);
  }

  /** The longest line of play of a sum of heaps (live, sorted). */
  height(heaps: readonly number[]): number {
    let longest = 0;
    for (const heap of heaps) longest += this.#heapHeight(heap);
    return longest;
  }

  readonly #heights = new Map<number, number>();

  #heapHeight(n: number): number {
    // Ascending, so every heap a move leaves (smaller) is known first: no recursion.
    for (let m = 1; m <= n; m++) {
      if (this.#heights.has(m)) continue;
      let best = 0;
      for (const { leave } of this.movesOf(m)) best = Math.max(best, 1 + leave.reduce((sum, heap) => sum + (this.#heights.get(heap) ?? 0), 0));
      this.#heights.set(m, best);
    }
    return this.#heights.get(n) ?? 0;
  }

  value(heaps: readonly number[], twos: number, ones: number): number {
    if (heaps.length === 0 && twos === 0 && ones === 0) return 1;
    const key = `${heaps.join(',')}|${twos}|${ones}`;
    const known = this.#memo.get(key);
    if (known !== undefined) return known;
    if (this.#memo.size >= GENUS_STATE_LIMIT || this.#depth >= GENUS_DEPTH_LIMIT) throw tooLarge();
    this.#depth++;
    const seen = new Set<number>();
    for (let index = 0; index < heaps.length; index++) {
      if (index > 0 && heaps[index] === heaps[index - 1]) continue;
      for (const { leave } of this.movesOf(heaps[index] ?? 0)) {
        seen.add(this.value(this.live(heaps.filter((_, i) => i !== index).concat(leave)), twos, ones));
      }
    }
    if (twos > 0) {
      seen.add(this.value(heaps, twos - 1, ones + 1));
      seen.add(this.value(heaps, twos - 1, ones));
    }
    if (ones > 0) seen.add(this.value(heaps, twos, ones - 1));
    this.#depth--;
    const result = mex(seen);
    this.#memo.set(key, result);
    return result;
  }
}

/**
 * The genus of a sum of heaps. γi is computed for i up to the position's longest line of play plus 4, and the
 * list is cut where the values start alternating within that range: once at least as many nim heaps of size 2
 * as moves of the position sit beside it, the position cannot end the play before them, and the values
 * alternate with the parity of the heaps of size 2 (the tests check the cut against a longer run).
 *
 * @throws RangeError past {@link GENUS_STATE_LIMIT} positions or lines of play of 1,000 moves.
 */
export function genusOf(rules: GenusRules, heaps: readonly number[]): Genus {
  let value = 0;
  for (const heap of heaps) value = (value ^ rules.grundy(heap)) >>> 0;
  const search = new MisereGrundy(rules);
  const live = search.live(heaps);
  const last = search.height(live) + 4;
  if (last > GENUS_DEPTH_LIMIT) throw tooLarge();
  const values: number[] = [];
  for (let i = 0; i <= last; i++) values.push(search.value(live, i, 0));
  // The first k after which every value equals the one two before it.
  let k = values.length - 1;
  while (k >= 2 && values[k] === values[k - 2]) k--;
  return { value, misere: values.slice(0, Math.max(k + 1, 1)) };
}

/**
 * Whether a genus is tame (Conway): 0^120, 1^031, or g^(g)(g XOR 2) for g ≥ 2 (the genera of misère Nim).
 */
export function isTameGenus({ value, misere }: Genus): boolean {
  const text = misere.join(',');
  if (value === 0) return text === '1,2,0';
  if (value === 1) return text === '0,3,1';
  return text === `${value},${(value ^ 2) >>> 0}`;
}

/**
 * Conway's symbol for a genus: the value, then `^` and the misère values γ0 … γk, which then alternate between
 * γk−1 and γk forever (Conway's convention: the last two repeat). A value of 10 or more is written in
 * parentheses, so every entry reads unambiguously.
 *
 * @example
 * ```ts
 * formatGenus({ value: 4, misere: [1, 4, 6] });  // '4^146'
 * formatGenus({ value: 0, misere: [1, 2, 0] });  // '0^120'
 * formatGenus({ value: 12, misere: [12, 14] });  // '12^(12)(14)'
 * ```
 *
 * @category Heap games
 */
export function formatGenus({ value, misere }: Genus): string {
  return `${value}^${misere.map((g) => (g < 10 ? String(g) : `(${g})`)).join('')}`;
}
