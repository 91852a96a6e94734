// A candidate quotient for the heaps up to n built from the quotient of the heaps below n and heap n's options,
// with no search of sums: heap n is adjoined as a free generator g, the outcome of every element times g^j is
// worked out from the table, and the powers of g are cut where those outcomes repeat. Internal:
// ./misere-quotient.ts reduces the candidate and proves it (the proof, not this construction, is what makes a
// quotient right).

import { OutOfWork, productOf, times, type BipartiteMonoid, type WorkMeter } from './misere-monoid.js';

/** What the construction reads: each heap's moves (as the heaps they leave) and the quotient proved below n. */
export interface AdjoinView {
  readonly leaves: readonly (readonly (readonly number[])[])[];
  readonly monoid: BipartiteMonoid;
  readonly phi: readonly number[];
}

/** An unreduced candidate: its table, each heap's element (heaps 0 … n), each element's small game. */
export interface AdjoinedCandidate {
  readonly monoid: BipartiteMonoid;
  readonly single: readonly number[];
  readonly reps: readonly number[][];
}

/** The largest unreduced candidate built (its table holds size² entries: 8 MB here). */
const MOST_ELEMENTS = 2048;

function spend(meter: WorkMeter, amount: number): void {
  meter.spent += amount;
  if (meter.spent > meter.limit) throw new OutOfWork('maxWork');
}

/**
 * A least-cost sum of heaps below n for each element, the cost of a heap h being 2h - 1. Every move lowers a
 * sum's cost (it removes k ≥ 1 tokens, or none and splits a heap, adding heaps), so every option of an element's
 * game reaches elements of smaller cost: the outcomes below can be worked out in order of cost. Dijkstra's
 * search over the table. `undefined` when some element is not reached (it cannot be, the quotient being of sums).
 */
function cheapestGames(view: AdjoinView, n: number): { order: number[]; cost: number[]; reps: number[][] } | undefined {
  const { monoid, phi } = view;
  const size = monoid.size;
  // The cheapest heap of each element.
  const heapOf = new Map<number, number>();
  for (let heap = 1; heap < n; heap++) {
    const x = phi[heap] ?? 0;
    if ((view.leaves[heap]?.length ?? 0) > 0 && !heapOf.has(x)) heapOf.set(x, heap);
  }
  const cost = new Array<number>(size).fill(Number.POSITIVE_INFINITY);
  const reps: number[][] = new Array<number[]>(size);
  const done = new Uint8Array(size);
  const order: number[] = [];
  cost[0] = 0;
  reps[0] = [];
  for (let round = 0; round < size; round++) {
    let x = -1;
    for (let y = 0; y < size; y++) if (done[y] === 0 && (x < 0 || (cost[y] ?? 0) < (cost[x] ?? 0))) x = y;
    if (x < 0 || cost[x] === Number.POSITIVE_INFINITY) return undefined;
    done[x] = 1;
    order.push(x);
    for (const [image, heap] of heapOf) {
      const y = times(monoid, x, image);
      const through = (cost[x] ?? 0) + 2 * heap - 1;
      if (through < (cost[y] ?? 0)) {
        cost[y] = through;
        reps[y] = (reps[x] ?? []).concat(heap);
      }
    }
  }
  return { order, cost, reps };
}

/** The elements the options of a game reach. */
function optionElements(view: AdjoinView, game: readonly number[]): number[] {
  const { monoid, phi } = view;
  const image = (heap: number): number => phi[heap] ?? 0;
  const seen = new Set<number>();
  game.forEach((heap, index) => {
    if (index > 0 && game[index - 1] === heap) return;
    const rest = productOf(monoid, image, game.filter((_, j) => j !== index));
    for (const leave of view.leaves[heap] ?? []) seen.add(times(monoid, rest, productOf(monoid, image, leave)));
  });
  return [...seen];
}

/**
 * The candidate quotient of the heaps up to `n` when heap `n` is a new generator g and no old element splits:
 * the elements x·g^j for x in the old quotient. Under that hypothesis the outcome of x·g^j is the outcome of
 * rep(x) + j heaps of n (rep(x) the cheapest game of x), found by induction on j and, within j, on the cost of
 * rep(x): it is a win when a move in a heap of n reaches a P-position x·o·g^(j-1) (o the image of that move), or
 * a move in rep(x) reaches a P-position x'·g^j. Each level's outcomes follow from the level before, so once a
 * level repeats an earlier one, g^(a+p) = g^a cuts the powers. The result is not reduced; when the hypothesis
 * fails the proof that follows finds it (and the caller falls back on search). `undefined` when the candidate
 * would exceed {@link MOST_ELEMENTS} or the moves do not lower the cost (a rule this argument does not cover).
 */
export function adjoinGenerator(view: AdjoinView, n: number, meter: WorkMeter): AdjoinedCandidate | undefined {
  const { monoid } = view;
  const size = monoid.size;
  const cheapest = cheapestGames(view, n);
  if (cheapest === undefined) return undefined;
  const { order, cost, reps } = cheapest;
  const options: number[][] = new Array<number[]>(size);
  for (const x of order) {
    const reached = optionElements(view, reps[x] ?? []);
    if (reached.some((y) => (cost[y] ?? 0) >= (cost[x] ?? 0))) return undefined;
    options[x] = reached;
  }
  const gOptions = [...new Set((view.leaves[n] ?? []).map((leave) => productOf(monoid, (heap) => view.phi[heap] ?? 0, leave)))];

  // wins[j][x]: whether the player to move wins rep(x) + j heaps of n.
  const wins: Uint8Array[] = [];
  const firstLevel = new Map<string, number>();
  for (let j = 0; ; j++) {
    if (size * (j + 1) > MOST_ELEMENTS) return undefined;
    spend(meter, size * (gOptions.length + 4));
    const level = new Uint8Array(size);
    const below = wins[j - 1];
    for (const x of order) {
      let win = j === 0 && (options[x]?.length ?? 0) === 0;
      if (!win && below !== undefined) win = gOptions.some((o) => below[times(monoid, x, o)] === 0);
      if (!win) win = (options[x] ?? []).some((y) => level[y] === 0);
      level[x] = win ? 1 : 0;
    }
    // The old quotient is right for sums below n: a mismatch means the cheapest games were misread.
    /* c8 ignore next */
    if (j === 0 && order.some((x) => (level[x] === 1) === (monoid.p[x] === 1))) return undefined;
    const key = level.join('');
    const seen = firstLevel.get(key);
    if (seen !== undefined) return build(view, n, reps, wins, seen);
    firstLevel.set(key, j);
    wins.push(level);
  }
}

/** The table of x·g^j, j < levels, with g^levels = g^start. */
function build(view: AdjoinView, n: number, reps: readonly number[][], wins: readonly Uint8Array[], start: number): AdjoinedCandidate {
  const old = view.monoid;
  const levels = wins.length;
  const period = levels - start;
  const size = old.size * levels;
  const power = (j: number): number => (j < levels ? j : start + ((j - start) % period));
  const table = new Uint16Array(size * size);
  const p = new Uint8Array(size);
  for (let i = 0; i < levels; i++) {
    for (let x = 0; x < old.size; x++) {
      const a = i * old.size + x;
      p[a] = wins[i]?.[x] === 1 ? 0 : 1;
      for (let k = 0; k < levels; k++) {
        const level = power(i + k) * old.size;
        for (let y = 0; y < old.size; y++) table[a * size + k * old.size + y] = level + times(old, x, y);
      }
    }
  }
  const single = Array.from({ length: n + 1 }, (_, heap) => (heap === n ? old.size : (view.phi[heap] ?? 0)));
  const allReps: number[][] = [];
  for (let j = 0; j < levels; j++) for (let x = 0; x < old.size; x++) allReps.push((reps[x] ?? []).concat(new Array<number>(j).fill(n)));
  return { monoid: { size, table, p }, single, reps: allReps };
}
