// Moebius (turn one to five coins) and Mogul (one to seven), Winning Ways ch. 14. No closed form is known for
// their values (their zero positions are tied to the Hamming and Golay codes: Mogul's first 24 values hold the
// Golay code), so they are computed by the definition: a head on square n is worth the mex of the nim-sums of
// every set of at most 4 (Moebius) or 6 (Mogul) squares left of it. The sets' nim-sums are kept as bitsets, one per
// set size j: adding square n's value v sets, for every j, each x ⊕ v with x reachable by j − 1 squares. Values
// are made on demand up to MAX_TABLED_SQUARE[rule] and kept.
import { valueAt } from '../internal/bits.js';

/** A rule whose values are tabled. */
export type TabledRule = 'moebius' | 'mogul';

/**
 * The last square of each tabled rule: Moebius 100 (values below 2^16), Mogul 48 (below 2^18). The table to there
 * takes a fraction of a second and at most 2 MB of bitsets.
 */
export const MAX_TABLED_SQUARE: Readonly<Record<TabledRule, number>> = { moebius: 100, mogul: 48 };

/** The most coins other than the head one move turns. */
const MOST_OTHERS: Readonly<Record<TabledRule, number>> = { moebius: 4, mogul: 6 };

interface Table {
  /** values[n] for squares 1..known (index 0 unused). */
  readonly values: number[];
  /** reach[j]: the nim-sums of exactly j distinct known squares, as bytes (1 when reachable). */
  reach: Uint8Array[];
}

const tables = new Map<TabledRule, Table>();
const EMPTY = new Uint8Array(0);

/** Extends a table to square `last`. */
function extend(rule: TabledRule, table: Table, last: number): void {
  const { values } = table;
  while (values.length <= last) {
    const { reach } = table;
    const size = reach[0]?.length ?? 0;
    let value = 0;
    while (value < size && reach.some((level) => level[value] === 1)) value++;
    values.push(value);
    // The mex is at most the bitsets' size (a power of 2); at it, double them so every nim-sum with it fits.
    if (value >= size) {
      table.reach = reach.map((level) => {
        const grown = new Uint8Array(size * 2);
        grown.set(level);
        return grown;
      });
    }
    // Largest sets first, so each level grows from the one below as it was before this square.
    const levels = table.reach;
    for (let j = levels.length - 1; j >= 1; j--) {
      const from = levels[j - 1] ?? EMPTY;
      const to = levels[j] ?? EMPTY;
      for (let x = 0; x < from.length; x++) if (from[x] === 1) to[x ^ value] = 1;
    }
  }
}

/** The values of squares 1..`last` of a tabled rule (index 0 unused); `last` at most its MAX_TABLED_SQUARE. */
export function tabledValues(rule: TabledRule, last: number): readonly number[] {
  let table = tables.get(rule);
  if (table === undefined) {
    const reach = Array.from({ length: MOST_OTHERS[rule] + 1 }, () => new Uint8Array(1));
    (reach[0] as Uint8Array)[0] = 1;
    table = { values: [0], reach };
    tables.set(rule, table);
  }
  extend(rule, table, last);
  return table.values;
}

/** Every set of at most `most` squares from 1 to `below` − 1, with its nim-sum: the sets of one half of a move. */
function halfSets(values: readonly number[], below: number, most: number): Map<number, number[]> {
  const byValue = new Map<number, number[]>();
  const walk = (from: number, chosen: number[], sum: number): void => {
    if (!byValue.has(sum)) byValue.set(sum, chosen.slice());
    if (chosen.length === most) return;
    for (let square = from; square < below; square++) {
      chosen.push(square);
      walk(square + 1, chosen, sum ^ valueAt(values, square));
      chosen.pop();
    }
  };
  walk(1, [], 0);
  return byValue;
}

/**
 * The squares left of `head` whose values nim-sum to `target`, at most the rule's count, ascending: one exists
 * whenever target is below the head's value (the mex). Meet in the middle: a set of up to 2h squares is a set A of
 * up to h and one B of up to h with the same nim-sum as target ⊕ A; when A and B share squares they cancel, and
 * their symmetric difference is still a set of at most 2h squares with that nim-sum.
 */
export function tabledSquares(rule: TabledRule, head: number, target: number): number[] {
  const values = tabledValues(rule, head);
  const halves = halfSets(values, head, MOST_OTHERS[rule] / 2);
  for (const [sum, first] of halves) {
    const second = halves.get((sum ^ target) >>> 0);
    if (second !== undefined) {
      const both = new Set(first);
      for (const square of second) if (!both.delete(square)) both.add(square);
      return [...both].sort((a, b) => a - b);
    }
  }
  /* v8 ignore next -- the mex guarantees a set for every smaller target */
  throw new RangeError(`no set of squares below ${head} is worth ${target} under '${rule}'`);
}
