// Computing the misère quotient of a heap game heap by heap, as Plambeck and Siegel's MisereSolver does: each
// new heap either pretends to be an element of the quotient so far (checked by a proof, not a guess), or the
// quotient grows by a new generator: built from the table alone (./misere-adjoin.ts), or when an old element
// splits, found from exact outcomes; proved the same way either way. A pretending
// function that repeats long enough, for a finite code, proves the quotient final. Internal: the public face is
// HeapGame.misereQuotient (./misere-play.ts holds the result and its play).

import { periodKind, verifiedUpTo, type PeriodKind, type Periodicity } from './period.js';
import { chooseGenerators, OutOfWork, productOf, reduceMonoid, times, TRIVIAL, TypeClosure, type BipartiteMonoid, type HeapImage, type WorkMeter } from './misere-monoid.js';
import { adjoinGenerator } from './misere-adjoin.js';
import { PositionMemo, searchWins } from './misere-search.js';
import type { Rule } from './code.js';
import type { HeapOption } from './options.js';

/** A plain period of the pretending function (labels have no saltus). */
type PlainPeriod = Pick<Periodicity, 'preperiod' | 'period'>;

/** Why a computation stopped short of a final quotient. */
export type QuotientStop = 'maxHeap' | 'maxOrder' | 'maxWork' | 'unproved';

/** What the computation reads of a game. */
export interface QuotientRules {
  readonly rule: Rule | undefined;
  moves(n: number): HeapOption[];
}

/** The limits of one computation, checked. */
export interface QuotientLimits {
  readonly maxHeap: number;
  readonly maxOrder: number;
  readonly maxWork: number;
  /** The part of `maxWork` the exact search may spend (the slow part, bounded apart for play; default all). */
  readonly maxSearch?: number;
}

/** What the computation found. */
export interface QuotientData {
  readonly monoid: BipartiteMonoid;
  /** The image of heaps 0 … heaps.length - 1. */
  readonly phi: readonly number[];
  /** A small game (heaps) of each element: what the heaps of a new generator are added to. */
  readonly reps: readonly (readonly number[])[];
  readonly period: PlainPeriod | undefined;
  readonly stoppedBy: QuotientStop | undefined;
}

/** The most positions the exact search keeps between heaps (it starts again past it). */
const MEMO_LIMIT = 1 << 20;

/** A candidate quotient found by {@link discover}: its table, each heap's element, each element's small game. */
interface Candidate {
  readonly monoid: BipartiteMonoid;
  readonly single: readonly number[];
  readonly reps: readonly number[][];
}

/** The state while heaps are added. */
interface Progress {
  monoid: BipartiteMonoid;
  phi: number[];
  reps: number[][];
  closure: TypeClosure;
  /** Each heap's moves, as the heaps they leave. */
  readonly leaves: number[][][];
  /** The heap whose option images first had a given text: a later heap with the same ones has the same type. */
  byOptions: Map<string, number>;
  /** Exact outcomes of positions searched so far (whether the player to move wins). */
  readonly memo: PositionMemo;
  /** The work of the search, within its own limit. */
  readonly searchMeter: WorkMeter;
}

function optionImages(monoid: BipartiteMonoid, phi: readonly number[], leaves: readonly number[][]): number[] {
  const seen = new Set<number>();
  for (const leave of leaves) seen.add(productOf(monoid, (heap) => phi[heap] ?? 0, leave));
  return [...seen].sort((a, b) => a - b);
}

/** The images of heaps 1 … phi.length-1 with their option images, for a proof from scratch. */
function heapImages(monoid: BipartiteMonoid, phi: readonly number[], leaves: readonly number[][][]): HeapImage[] {
  return phi.map((x, heap) => ({ heap, x, options: heap === 0 ? [] : optionImages(monoid, phi, leaves[heap] ?? []) }));
}

/** The search's view of a candidate's elements: small games, told apart by their outcomes beside contexts. */
interface Discovery {
  readonly reps: number[][];
  /** Games added to each game to tell elements apart (the empty game first: its own outcome). */
  readonly contexts: number[][];
  /** Each game's outcomes (1 for P) beside contexts[0], contexts[1], …: its fingerprint so far. */
  readonly prints: Map<string, number[]>;
}

const sorted = (heaps: readonly number[]): number[] => [...heaps].sort((a, b) => a - b);

/**
 * A candidate quotient of the heaps up to `n` when heap `n` pretends to be no element, found from exact outcomes
 * (Angluin's L* for a commutative monoid): starting from the empty game, every known element times every heap
 * is compared with the known elements by its outcomes beside a set of contexts; one that differs from all is a
 * new element. When a product h·x is taken for an element y while h·x·g and y·g differ beside a context c for
 * some heap g, g + c becomes a context. Passes repeat until neither adds anything, so the table is closed and
 * consistent. Old elements may split here (two sums alike until heap `n` joins them). The table is then
 * checked to be a commutative monoid, and the proof that follows checks everything else.
 */
function discover(progress: Progress, n: number, limits: QuotientLimits, meter: WorkMeter, contexts: number[][]): Candidate | 'maxOrder' | undefined {
  // The heaps of the old generators and heap n first; any other heap told apart from every element joins them.
  const generators = chooseGenerators(progress.monoid, progress.phi).map((element) => progress.phi.indexOf(element));
  generators.push(n);
  const found: Discovery = { reps: [[]], contexts, prints: new Map() };
  const wins = (game: readonly number[]): boolean => charged(progress, game, n, meter);
  const printOf = (game: readonly number[]): string => {
    const key = game.join(',');
    let print = found.prints.get(key);
    if (print === undefined) {
      print = [];
      found.prints.set(key, print);
    }
    for (let t = print.length; t < found.contexts.length; t++) print.push(wins(game.concat(found.contexts[t] ?? [])) ? 0 : 1);
    return print.join('');
  };
  const classOf = (game: readonly number[]): number => {
    const text = printOf(game);
    return found.reps.findIndex((rep) => printOf(rep) === text);
  };
  const edges: number[][] = [];
  let changed = true;
  while (changed) {
    changed = false;

    // Closed: every element times every heap is an element.
    for (let i = 0; i < found.reps.length; i++) {
      const row: number[] = [];
      for (const heap of generators) {
        const game = sorted((found.reps[i] ?? []).concat(heap));
        let j = classOf(game);
        if (j < 0) {
          if (found.reps.length >= 2 * limits.maxOrder) return 'maxOrder';
          j = found.reps.length;
          found.reps.push(game);
        }
        row.push(j);
      }
      edges[i] = row;
    }
    // Consistent: a product taken for an element behaves as it beside one more heap.
    for (let i = 0; i < found.reps.length && !changed; i++) {
      for (let g = 0; g < generators.length && !changed; g++) {
        const game = sorted((found.reps[i] ?? []).concat(generators[g] ?? 0));
        const j = edges[i]?.[g] ?? 0;
        if (game.join(',') === (found.reps[j] ?? []).join(',')) continue;
        for (let h = 0; h < generators.length && !changed; h++) {
          const left = printOf(sorted(game.concat(generators[h] ?? 0)));
          const right = printOf(sorted((found.reps[j] ?? []).concat(generators[h] ?? 0)));
          let at = -1;
          for (let t = 0; t < left.length && at < 0; t++) if (left[t] !== right[t]) at = t;
          if (at >= 0) {
            found.contexts.push(sorted((found.contexts[at] ?? []).concat(generators[h] ?? 0)));
            changed = true;
          }
        }
      }
    }
    for (let heap = 1; heap <= n && !changed; heap++) {
      if ((progress.leaves[heap]?.length ?? 0) === 0 || generators.includes(heap) || classOf([heap]) >= 0) continue;
      generators.push(heap);
      changed = true;
    }
  }
  const size = found.reps.length;
  const column = new Map(generators.map((heap, index) => [heap, index]));
  const step = (x: number, heap: number): number => edges[x]?.[column.get(heap) ?? 0] ?? 0;
  const table = new Uint16Array(size * size);
  const p = new Uint8Array(size);
  for (let y = 0; y < size; y++) {
    p[y] = printOf(found.reps[y] ?? []).startsWith('1') ? 1 : 0;
    for (let x = 0; x < size; x++) table[x * size + y] = (found.reps[y] ?? []).reduce(step, x);
  }
  // A commutative monoid: the identity, x·y = y·x, and (x·y)·h = x·(y·h) for every heap h (which gives
  // associativity, every element being a product of heaps).
  for (let x = 0; x < size; x++) {
    if (table[x] !== x) return undefined;
    for (let y = 0; y < size; y++) {
      const xy = table[x * size + y] ?? 0;
      if (xy !== table[y * size + x]) return undefined;
      for (const heap of generators) if (step(xy, heap) !== table[x * size + step(y, heap)]) return undefined;
    }
  }
  const single = Array.from({ length: n + 1 }, (_, heap) => ((progress.leaves[heap]?.length ?? 0) === 0 ? 0 : column.has(heap) ? step(0, heap) : classOf([heap])));
  return { monoid: { size, table, p }, single, reps: found.reps };
}

/** Exact search within its own budget, its work counted in the whole computation's too. */
function charged(progress: Progress, game: readonly number[], n: number, meter: WorkMeter): boolean {
  const before = progress.searchMeter.spent;
  let wins: boolean;
  try {
    wins = searchWins(game, n, progress, progress.memo, progress.searchMeter);
  } finally {
    meter.spent += progress.searchMeter.spent - before;
  }
  if (meter.spent > meter.limit) throw new OutOfWork('maxWork');
  return wins;
}

/** The most counterexamples one heap's growth learns from before it gives up ('unproved'). */
const MAX_COUNTEREXAMPLES = 64;

/**
 * A context that tells apart two games the candidate took for one element, from a sum of heaps the candidate
 * gets wrong (Rivest and Schapire's use of a counterexample): along h1 … hk, the element of h1 … hi stands in
 * for those heaps; the outcomes of rep(h1…hi) + hi+1 … hk go from the true one (i = 0) to the candidate's
 * (i = k), so they change at some i, and hi+2 … hk tells rep(h1…hi) + hi+1 from rep(h1…hi+1).
 */
function learn(candidate: Candidate, wrong: readonly number[], wins: (game: readonly number[]) => boolean): number[] {
  const { monoid } = candidate;
  const classes = [0];
  for (const heap of wrong) classes.push(times(monoid, classes[classes.length - 1] ?? 0, candidate.single[heap] ?? 0));
  const outcomeAt = (i: number): boolean => wins((candidate.reps[classes[i] ?? 0] ?? []).concat(wrong.slice(i)));
  let before = outcomeAt(0);
  for (let i = 0; i < wrong.length; i++) {
    const after = outcomeAt(i + 1);
    if (after !== before) return sorted(wrong.slice(i + 2));
    before = after;
  }
  /* c8 ignore next */
  return sorted(wrong.slice(1));
}

/** Finds the quotient of the heaps up to `n` afresh and proves it, learning from each failed proof; commits it when proved. */
function growAndProve(progress: Progress, n: number, limits: QuotientLimits, meter: WorkMeter): QuotientStop | undefined {
  const contexts: number[][] = [[]];
  const wins = (game: readonly number[]): boolean => charged(progress, game, n, meter);
  for (let tries = 0; tries < MAX_COUNTEREXAMPLES; tries++) {
    const candidate = discover(progress, n, limits, meter, contexts);
    if (candidate === 'maxOrder' || candidate === undefined) return candidate ?? 'unproved';
    const proof = prove(progress, candidate, limits, meter);
    if (proof === 'maxOrder' || proof === undefined) return proof;
    const { monoid, phi, witness } = proof;
    // The witness, or one of its options, is a game the candidate gets wrong.
    const predictedWin = (game: readonly number[]): boolean => monoid.p[productOf(monoid, (heap) => phi[heap] ?? 0, game)] !== 1;
    let wrong: readonly number[] | undefined = predictedWin(witness) === wins(witness) ? undefined : witness;
    for (let i = 0; i < witness.length && wrong === undefined; i++) {
      for (const leave of progress.leaves[witness[i] ?? 0] ?? []) {
        const option = witness.filter((_, j) => j !== i).concat(leave);
        if (predictedWin(option) !== wins(option)) {
          wrong = option;
          break;
        }
      }
    }
    const context = wrong === undefined ? undefined : learn(candidate, wrong, wins);
    if (context === undefined || contexts.some((known) => known.join(',') === context.join(','))) return 'unproved';
    contexts.push(context);
  }
  return 'unproved';
}

/**
 * Reduces a candidate and proves it: commits it when proved and returns `undefined`; else the reduced table, its
 * pretending function and a sum of heaps whose type fails the proof.
 */
function prove(progress: Progress, candidate: Candidate, limits: QuotientLimits, meter: WorkMeter): 'maxOrder' | { monoid: BipartiteMonoid; phi: number[]; witness: readonly number[] } | undefined {
  const { monoid, map } = reduceMonoid(candidate.monoid);
  if (monoid.size > limits.maxOrder) return 'maxOrder';
  const phi = candidate.single.map((x) => map[x] ?? 0);
  const closure = new TypeClosure(monoid);
  const witness = closure.extend(heapImages(monoid, phi, progress.leaves), meter);
  if (witness === undefined) {
    commit(progress, candidate, monoid, map, phi, closure);
    return undefined;
  }
  return { monoid, phi, witness };
}

/** Makes a proved candidate the quotient so far. */
function commit(progress: Progress, candidate: Candidate, monoid: BipartiteMonoid, map: Uint16Array, phi: number[], closure: TypeClosure): void {
  const reps: number[][] = new Array<number[]>(monoid.size);
  candidate.reps.forEach((rep, x) => {
    reps[map[x] ?? 0] ??= rep;
  });
  progress.monoid = monoid;
  progress.phi = phi;
  progress.reps = reps;
  progress.closure = closure;
  progress.byOptions = new Map();
  phi.forEach((_, heap) => {
    const key = optionImages(monoid, phi, progress.leaves[heap] ?? []).join(',');
    if (heap > 0 && (progress.leaves[heap]?.length ?? 0) > 0 && !progress.byOptions.has(key)) progress.byOptions.set(key, heap);
  });
  return undefined;
}

/**
 * Adds heap `n` (its moves already in `progress.leaves`): the same image as an earlier heap with the same option
 * images (the same type, so nothing to prove), else the first element it may pretend to be (proved), else a
 * new generator (proved). Returns why it could not.
 */
function addHeap(progress: Progress, n: number, limits: QuotientLimits, meter: WorkMeter): QuotientStop | undefined {
  const leaves = progress.leaves[n] ?? [];
  if (leaves.length === 0) {
    progress.phi.push(0);
    return undefined;
  }
  const { monoid } = progress;
  const options = optionImages(monoid, progress.phi, leaves);
  const key = options.join(',');
  const twin = progress.byOptions.get(key);
  if (twin !== undefined) {
    progress.phi.push(progress.phi[twin] ?? 0);
    return undefined;
  }
  for (let x = 0; x < monoid.size; x++) {
    // A quick necessary test: no move from a P-position may reach P, whatever company the heap keeps.
    let clash = false;
    for (let y = 0; y < monoid.size && !clash; y++) {
      if (monoid.p[times(monoid, x, y)] === 1) clash = options.some((o) => monoid.p[times(monoid, o, y)] === 1);
    }
    if (clash) continue;
    if (progress.closure.extend([{ heap: n, x, options }], meter) === undefined) {
      progress.phi.push(x);
      progress.byOptions.set(key, n);
      return undefined;
    }
  }
  // A new generator: first the candidate built from the table alone (no old element splits), then search.
  const adjoined = adjoinGenerator(progress, n, meter);
  if (adjoined !== undefined && prove(progress, adjoined, limits, meter) === undefined) return undefined;
  return growAndProve(progress, n, limits, meter);
}

/** The smallest period the pretending function has proved, from the octal periodicity argument (see {@link provedPeriod}). */
function findPeriod(phi: readonly number[], kind: PeriodKind, t: number): PlainPeriod | undefined {
  const last = phi.length - 1;
  for (let period = 1; 2 * period <= last; period++) {
    let e = last - period + 1;
    while (e > 0 && phi[e - 1] === phi[e - 1 + period]) e--;
    if (verifiedUpTo(kind, t, e, period) + period - 1 <= last) return { preperiod: e, period };
  }
  return undefined;
}

/**
 * Computes the misère quotient of the heaps of a game, heap by heap up to `maxHeap`, and stops early with a
 * **final** quotient when the pretending function is proved periodic.
 *
 * The proof that a quotient is final (finite codes without marks or `+`, as {@link verifiedUpTo}): say heaps up
 * to N are proved and Φ(n + p) = Φ(n) for e ≤ n < L = verifiedUpTo(kind, t, e, p), with N ≥ L + p - 1. Give
 * every larger heap n + p the image of n. The argument of the octal periodicity theorem maps the moves of heap
 * n + p onto those of heap n (replacing the largest heap a left by a - p, which has the same image), so both
 * reach the same set of images: heap n + p has the same type as heap n. Every sum of heaps then has a type the
 * proof already checked, so every image tells its outcome, and the quotient (reduced, with the same elements)
 * is the quotient of all heaps.
 */
export function computeQuotient(rules: QuotientRules, limits: QuotientLimits): QuotientData {
  const meter: WorkMeter = { spent: 0, limit: limits.maxWork };
  const progress: Progress = { monoid: TRIVIAL, phi: [0], reps: [[]], closure: new TypeClosure(TRIVIAL), leaves: [[]], byOptions: new Map(), memo: new PositionMemo(), searchMeter: { spent: 0, limit: limits.maxSearch ?? Number.POSITIVE_INFINITY } };
  const shape = rules.rule === undefined ? undefined : periodKind(rules.rule);
  let stoppedBy: QuotientStop | undefined = 'maxHeap';
  let period: PlainPeriod | undefined;
  try {
    for (let n = 1; n <= limits.maxHeap; n++) {
      const moves = rules.moves(n);
      meter.spent += moves.length;
      progress.leaves.push(moves.map(({ leave }) => leave));
      if (progress.memo.size > MEMO_LIMIT) progress.memo.clear();
      const stop = addHeap(progress, n, limits, meter);
      if (stop !== undefined) {
        progress.leaves.pop();
        stoppedBy = stop;
        break;
      }
      if (shape !== undefined && n % 4 === 0) {
        period = findPeriod(progress.phi, shape.kind, shape.t);
        if (period !== undefined) {
          stoppedBy = undefined;
          break;
        }
      }
    }
  } catch (error) {
    if (!(error instanceof OutOfWork)) throw error;
    stoppedBy = 'maxWork';
    // The heap being added is not proved: keep only those that are.
    progress.phi.length = Math.min(progress.phi.length, progress.leaves.length - 1);
  }
  return { monoid: progress.monoid, phi: progress.phi, reps: progress.reps, period, stoppedBy };
}
