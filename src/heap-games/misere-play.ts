// The misère quotient of a heap game as a result: its elements, presentation and pretending function, and
// perfect misère play of any sum of heaps from the multiplication table. Internal: HeapGame.misereQuotient
// builds it (./misere-quotient.ts computes it).

import { checkNumberHeaps, checkNumberSize } from '../internal/integers.js';
import { digitAt, LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, type Rule } from './code.js';
import { chooseGenerators, presentation, times, type BipartiteMonoid } from './misere-monoid.js';
import { periodKind, type Periodicity } from './period.js';
import type { QuotientData, QuotientRules, QuotientStop } from './misere-quotient.js';
import type { HeapGameMove } from './sums.js';


/** Heaps up to this size have their moves listed to find a first winning move; larger ones use the period. */
const LIST_UP_TO = 4096;

/** The monoid with element `order[i]` renumbered `i`. */
function renumber(monoid: BipartiteMonoid, order: readonly number[]): BipartiteMonoid {
  const size = monoid.size;
  const position = new Uint16Array(size);
  order.forEach((x, i) => {
    position[x] = i;
  });
  const table = new Uint16Array(size * size);
  const p = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    p[i] = monoid.p[order[i] ?? 0] ?? 0;
    for (let j = 0; j < size; j++) table[i * size + j] = position[times(monoid, order[i] ?? 0, order[j] ?? 0)] ?? 0;
  }
  return { size, table, p };
}

/**
 * The misère quotient as plain data (what {@link MisereQuotient.toJSON} and `nimkit misere --json` give).
 *
 * @example
 * ```ts
 * const data: MisereQuotientData = HeapGame.parse('0.75').misereQuotient().toJSON();
 * data.order; // 8
 * ```
 *
 * @category Heap games
 */
export interface MisereQuotientData {
  /** The game's code or name. */
  readonly game: string;
  /** The number of elements. */
  readonly order: number;
  /** The elements that are P-positions, by name. */
  readonly pPortion: readonly string[];
  /** Every element by name, the identity `1` first. */
  readonly elements: readonly string[];
  /** Each generator's name and the least heap whose element it is. */
  readonly generators: readonly QuotientGenerator[];
  /** The relations of the presentation, `monomial=name`. */
  readonly relations: readonly string[];
  /** Generators and relations: `<a,b | a^2=1, b^3=b>`. */
  readonly presentation: string;
  /** The pretending function on the heaps proved one by one (heap 0 first). */
  readonly pretending: readonly string[];
  /** The proved period of the pretending function, `null` when none is proved. */
  readonly period: Pick<Periodicity, 'preperiod' | 'period'> | null;
  /** Whether the quotient is valid for every heap size. */
  readonly final: boolean;
  /** The largest heap proved one by one. */
  readonly heapsProved: number;
  /** Why a bounded quotient stopped, `null` when final. */
  readonly stoppedBy: QuotientStop | null;
}

/**
 * A generator of a misère quotient: its name and the least heap whose element it is.
 *
 * @example
 * ```ts
 * const first: QuotientGenerator = HeapGame.parse('0.75').misereQuotient().generators[0]; // { name: 'a', heap: 1 }
 * ```
 *
 * @category Heap games
 */
export interface QuotientGenerator {
  /** `a`, `b`, … */
  readonly name: string;
  /** The least heap whose element it is. */
  readonly heap: number;
}

/**
 * The misère quotient of a heap game's heaps (Plambeck and Siegel): the commutative monoid of sums of heaps up to
 * indistinguishability in misère play, with its P-portion (the elements whose sums are P-positions) and the
 * pretending function Φ that maps each heap to its element. A sum is a P-position exactly when the product of
 * its heaps' elements is in the P-portion, so {@link MisereQuotient.outcome} and
 * {@link MisereQuotient.winningMoves} answer from the multiplication table, at any heap size once the quotient is
 * {@link MisereQuotient.final}.
 *
 * Elements are named by their least monomial in the generators (a, b, c, … the images of the heaps, in heap
 * order, that earlier generators do not give); the identity is `1`.
 *
 * @example
 * ```ts
 * const q = HeapGame.parse('0.75').misereQuotient();
 * q.order;          // 8
 * q.final;          // true: valid for every heap size
 * q.outcome([1_000_000, 999_999, 3]); // 'N', at once
 * const kayles = HeapGame.parse('0.77').misereQuotient();
 * [kayles.final, kayles.order, kayles.period]; // [true, 40, { preperiod: 71, period: 12 }]
 * const dawson = HeapGame.parse('0.07').misereQuotient();
 * [dawson.final, dawson.order, dawson.heapsProved, dawson.stoppedBy]; // [false, 24, 24, 'maxWork']: bounded
 * ```
 *
 * @category Heap games
 */
export class MisereQuotient {
  /** The game's code or name. */
  readonly game: string;
  /** The number of elements (even for every quotient with a heap that has a move). */
  readonly order: number;
  /** The elements that are P-positions, by name. */
  readonly pPortion: readonly string[];
  /** Every element by name, the identity `1` first. */
  readonly elements: readonly string[];
  /** Each generator's name and the (least) heap whose element it is. */
  readonly generators: readonly QuotientGenerator[];
  /** The relations of the presentation, `monomial=name`. */
  readonly relations: readonly string[];
  /** Generators and relations as the literature writes them: `<a,b | a^2=1, b^3=b>`. */
  readonly presentation: string;
  /** The proved period of the pretending function (`undefined` when none is proved). */
  readonly period: Pick<Periodicity, 'preperiod' | 'period'> | undefined;
  /**
   * `true` when the quotient is proved for every heap size: the pretending function repeats with
   * {@link MisereQuotient.period} from a point the octal periodicity argument makes enough (see the guide).
   */
  readonly final: boolean;
  /** The largest heap the computation proved heap by heap; a bounded quotient is valid for heaps up to it. */
  readonly heapsProved: number;
  /** Why a bounded quotient stopped: the limit reached, or `'split'` (see {@link HeapGame.misereQuotient}); `undefined` when final. */
  readonly stoppedBy: QuotientStop | undefined;
  readonly #monoid: BipartiteMonoid;
  readonly #phi: readonly number[];
  readonly #rules: QuotientRules;

  /** @internal Built by {@link HeapGame.misereQuotient}. */
  constructor(game: string, rules: QuotientRules, data: QuotientData) {
    this.game = game;
    this.#rules = rules;
    // Elements numbered in the graded order of their names, whatever order the computation found them in.
    const found = presentation(data.monoid, chooseGenerators(data.monoid, data.phi));
    const monoid = renumber(data.monoid, found.order);
    const phi = data.phi.map((x) => found.order.indexOf(x));
    this.#monoid = monoid;
    this.#phi = phi;
    const heaps: number[] = [];
    const generatorElements = chooseGenerators(monoid, phi);
    for (const element of generatorElements) heaps.push(phi.indexOf(element));
    const shown = presentation(monoid, generatorElements);
    this.order = monoid.size;
    this.elements = Object.freeze([...shown.names]);
    this.pPortion = Object.freeze(shown.names.filter((_, x) => monoid.p[x] === 1));
    this.generators = Object.freeze(heaps.map((heap, index) => Object.freeze({ name: shown.names[generatorElements[index] ?? 0] ?? '', heap })));
    this.relations = Object.freeze([...shown.relations]);
    this.presentation = shown.text;
    this.period = data.period === undefined ? undefined : { ...data.period };
    this.final = data.stoppedBy === undefined;
    this.heapsProved = data.phi.length - 1;
    this.stoppedBy = data.stoppedBy;
    Object.freeze(this);
  }

  /** The element of a heap of `n` (an index into the table). */
  #element(n: number, label: string): number {
    const phi = this.#phi;
    if (n < phi.length) return phi[n] ?? 0;
    const period = this.period;
    if (!this.final || period === undefined) {
      throw new RangeError(`${label} is ${n}, beyond heap ${this.heapsProved}, the largest this bounded quotient of ${this.game} covers`);
    }
    return phi[period.preperiod + ((n - period.preperiod) % period.period)] ?? 0;
  }

  /**
   * The pretending function: the element (by name) a heap of `n` pretends to be.
   *
   * @throws `TypeError`/`RangeError` for an invalid `n`; `RangeError` for a heap beyond a bounded quotient.
   * @example
   * ```ts
   * HeapGame.parse('0.77').misereQuotient().pretend(1); // 'a'
   * ```
   */
  pretend(n: number): string {
    return this.elements[this.#element(checkNumberSize(n, 'n'), 'n')] ?? '';
  }

  /**
   * The pretending function on heaps `0 … count-1` (by default, every heap proved heap by heap).
   *
   * @throws `RangeError` for a `count` beyond a bounded quotient's heaps, or above 2^20.
   * @example
   * ```ts
   * HeapGame.parse('0.77').misereQuotient().pretending(3); // ['1', 'a', 'b']
   * ```
   */
  pretending(count: number = this.heapsProved + 1): string[] {
    const length = checkNumberSize(count, 'count');
    if (length > 1 << 20) throw new RangeError(`count must be at most 2^20, got ${length}`);
    return Array.from({ length }, (_, n) => this.elements[this.#element(n, 'count - 1')] ?? '');
  }

  /** The element of a sum, and of the sum without each heap. */
  #products(heaps: readonly number[]): { total: number; without: number[] } {
    const elements = heaps.map((heap, index) => this.#element(heap, `heaps[${index}]`));
    const monoid = this.#monoid;
    const suffix = new Array<number>(elements.length + 1).fill(0);
    for (let i = elements.length - 1; i >= 0; i--) suffix[i] = times(monoid, elements[i] ?? 0, suffix[i + 1] ?? 0);
    const without: number[] = [];
    let prefix = 0;
    elements.forEach((element, i) => {
      without.push(times(monoid, prefix, suffix[i + 1] ?? 0));
      prefix = times(monoid, prefix, element);
    });
    return { total: suffix[0] ?? 0, without };
  }

  /** The element of heaps left by a move. */
  #leaveElement(leave: readonly number[]): number {
    let product = 0;
    for (const heap of leave) product = times(this.#monoid, product, this.#element(heap, 'a heap left'));
    return product;
  }

  /**
   * Who wins a sum of heaps in misère play: `'P'` when its element is in the P-portion, `'N'` otherwise. O(heaps).
   *
   * @throws `TypeError`/`RangeError` for a bad heap list (naming the heap); `RangeError` for a heap beyond a
   * bounded quotient.
   * @example
   * ```ts
   * HeapGame.parse('0.77').misereQuotient().outcome([1]); // 'P': the one move loses
   * ```
   */
  outcome(heaps: readonly number[]): 'P' | 'N' {
    return this.#monoid.p[this.#products(checkNumberHeaps(heaps)).total] === 1 ? 'P' : 'N';
  }

  /**
   * Every winning move of a sum of heaps in misère play (none when it is a P-position): the moves whose result's
   * element is in the P-portion, in heap order, then in the order of {@link HeapGame.options}. Each heap size's
   * moves are listed once.
   *
   * @throws as {@link MisereQuotient.outcome}; `RangeError` for a heap with more than 1,000,000 moves.
   * @example
   * ```ts
   * HeapGame.parse('0.77').misereQuotient().winningMoves([2]); // [{ heap: 1, take: 1, leave: [1] }]
   * ```
   */
  winningMoves(heaps: readonly number[]): HeapGameMove[] {
    return this.#winning(checkNumberHeaps(heaps), false);
  }

  /** @internal The first of {@link MisereQuotient.winningMoves}, found without listing the moves of a large heap. */
  firstWinningMove(heaps: readonly number[]): HeapGameMove | undefined {
    return this.#winning(heaps, true)[0];
  }

  #winning(heaps: readonly number[], first: boolean): HeapGameMove[] {
    const monoid = this.#monoid;
    const { total, without } = this.#products(heaps);
    if (monoid.p[total] === 1) return [];
    const moves: HeapGameMove[] = [];
    const bySize = new Map<number, { take: number; leave: number[] }[]>();
    for (let index = 0; index < heaps.length; index++) {
      const size = heaps[index] ?? 0;
      const rest = without[index] ?? 0;
      const wins = (leave: readonly number[]): boolean => monoid.p[times(monoid, rest, this.#leaveElement(leave))] === 1;
      let list = bySize.get(size);
      if (list === undefined) {
        if (size > LIST_UP_TO && this.final) {
          list = this.#movesBySearch(size, wins, first);
          if (first && list[0] !== undefined) return [{ heap: index + 1, take: list[0].take, leave: [...list[0].leave] }];
        } else {
          list = [];
          for (const { take, leave } of this.#rules.moves(size)) {
            if (!wins(leave)) continue;
            list.push({ take, leave });
            if (first) return [{ heap: index + 1, take, leave: [...leave] }];
          }
        }
        bySize.set(size, list);
      }
      for (const { take, leave } of list) moves.push({ heap: index + 1, take, leave: [...leave] });
    }
    return moves;
  }

  /**
   * The winning moves (or the first) of a large heap of a final quotient, without listing its moves: a move
   * leaves one heap or splits in two (a code that splits into more is listed). A split (a, m - a) with
   * e ≤ a ≤ m - a reaches the element of (a + p, m - a - p) (both heaps stay at least e), so the splits with
   * a ≥ e win by the residue of a modulo p: each residue is looked at once, O(t(e + p)), and the winning splits
   * are read off in order of a.
   */
  #movesBySearch(size: number, wins: (leave: readonly number[]) => boolean, first: boolean): { take: number; leave: number[] }[] {
    const rule: Rule | undefined = this.#rules.rule;
    const shape = rule === undefined ? undefined : periodKind(rule);
    const period = this.period;
    const found: { take: number; leave: number[] }[] = [];
    if (rule === undefined || shape === undefined || period === undefined || (shape.kind !== 'take' && shape.kind !== 'two')) {
      for (const { take, leave } of this.#rules.moves(size)) {
        if (!wins(leave)) continue;
        found.push({ take, leave });
        if (first) break;
      }
      return found;
    }
    const { preperiod: e, period: p } = period;
    for (let take = 0; take <= Math.min(size, shape.t); take++) {
      const digit = digitAt(rule, take);
      const rest = size - take;
      const half = Math.floor(rest / 2);
      const candidates: number[][] = [];
      if ((digit & LEAVE_NONE) !== 0 && rest === 0) candidates.push([]);
      if ((digit & LEAVE_ONE) !== 0 && rest >= 1) candidates.push([rest]);
      for (const leave of candidates) {
        if (!wins(leave)) continue;
        found.push({ take, leave });
        if (first) return found;
      }
      if ((digit & LEAVE_TWO) === 0 || rest < 2) continue;
      const winning = new Uint8Array(p);
      for (let a = 1; a <= Math.min(half, e + p - 1); a++) {
        const win = wins([a, rest - a]);
        if (a >= e) winning[(a - e) % p] = win ? 1 : 0;
        if (!win) continue;
        found.push({ take, leave: [a, rest - a] });
        if (first) return found;
      }
      for (let a = e + p; a <= half; a++) {
        if (winning[(a - e) % p] !== 1) continue;
        found.push({ take, leave: [a, rest - a] });
        if (first) return found;
      }
    }
    return found;
  }

  /**
   * The quotient as plain data (the pretending function on the heaps proved).
   *
   * @example
   * ```ts
   * JSON.stringify(HeapGame.parse('0.07').misereQuotient()); // {"game":"0.07","order":...}
   * ```
   */
  toJSON(): MisereQuotientData {
    return {
      game: this.game,
      order: this.order,
      pPortion: this.pPortion,
      elements: this.elements,
      generators: this.generators,
      relations: this.relations,
      presentation: this.presentation,
      pretending: this.pretending(),
      period: this.period ?? null,
      final: this.final,
      heapsProved: this.heapsProved,
      stoppedBy: this.stoppedBy ?? null,
    };
  }
}
