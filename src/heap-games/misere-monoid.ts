// Finite commutative monoids with a P-portion (bipartite monoids): the multiplication table of a misère
// quotient, its reduction by the syntactic congruence of P, the proof that a candidate predicts every outcome,
// and a presentation by generators and relations. Internal: the public face is HeapGame.misereQuotient.

/** A finite commutative monoid: elements `0 … size-1`, 0 the identity, with the elements that are P-positions. */
export interface BipartiteMonoid {
  readonly size: number;
  /** `table[x * size + y]` = x·y. */
  readonly table: Uint16Array;
  /** `p[x] === 1` when x is the image of P-positions. */
  readonly p: Uint8Array;
}

/** The trivial quotient (of the empty closure: the game with no move, an N-position in misère play). */
export const TRIVIAL: BipartiteMonoid = { size: 1, table: new Uint16Array(1), p: new Uint8Array(1) };

/** x·y. */
export function times(monoid: BipartiteMonoid, x: number, y: number): number {
  return monoid.table[x * monoid.size + y] ?? 0;
}

/** The product of the images of some heaps. */
export function productOf(monoid: BipartiteMonoid, image: (heap: number) => number, heaps: readonly number[]): number {
  let product = 0;
  for (const heap of heaps) product = times(monoid, product, image(heap));
  return product;
}

/**
 * The quotient of a monoid by the syntactic congruence of P: x ~ y when xz and yz are both in P or both out of
 * it for every z. It is a congruence (x ~ y gives xw ~ yw), the coarsest that keeps P a union of classes, so
 * the result is reduced: distinct elements are told apart by some z. Classes are numbered in order of their
 * first element, so the identity stays 0. Returns the reduced monoid and each old element's new one.
 */
export function reduceMonoid(monoid: BipartiteMonoid): { monoid: BipartiteMonoid; map: Uint16Array } {
  const { size, table, p } = monoid;
  const classOf = new Map<string, number>();
  const map = new Uint16Array(size);
  const firsts: number[] = [];
  const row = new Uint8Array(size);
  for (let x = 0; x < size; x++) {
    for (let z = 0; z < size; z++) row[z] = p[table[x * size + z] ?? 0] ?? 0;
    const key = row.join('');
    let index = classOf.get(key);
    if (index === undefined) {
      index = firsts.length;
      classOf.set(key, index);
      firsts.push(x);
    }
    map[x] = index;
  }
  const reduced = firsts.length;
  const newTable = new Uint16Array(reduced * reduced);
  const newP = new Uint8Array(reduced);
  firsts.forEach((x, i) => {
    newP[i] = p[x] ?? 0;
    firsts.forEach((y, j) => {
      newTable[i * reduced + j] = map[table[x * size + y] ?? 0] ?? 0;
    });
  });
  return { monoid: { size: reduced, table: newTable, p: newP }, map };
}

/**
 * What a game's outcome in any sum depends on, given a candidate quotient: its image `x`, whether it has a
 * move, and `S`, the elements z such that one of its moves reaches an image y with y·z in P (a winning move of
 * the game itself inside a sum whose other part has image z). For a sum, S(G + H) = {z : Φ(H)z ∈ S(G)} ∪
 * {z : Φ(G)z ∈ S(H)}: the type of a sum is a function of the types of its parts.
 */
interface GameType {
  /** A sum of heaps with this type: the counterexample when the type fails the proof. */
  readonly witness: readonly number[];
  readonly x: number;
  readonly live: boolean;
  /** S as a bitset over the elements. */
  readonly s: Uint32Array;
}

/** A heap as the proof reads it: its image and the images its moves reach. */
export interface HeapImage {
  readonly heap: number;
  readonly x: number;
  readonly options: readonly number[];
}

const hasBit = (set: Uint32Array, z: number): boolean => ((set[z >>> 5] ?? 0) & (1 << (z & 31))) !== 0;

/** Work spent by the proofs, and their budget: each product of two types costs about the monoid's size. */
export interface WorkMeter {
  spent: number;
  readonly limit: number;
}

/** Ran out of work: the caller reports which limit it was. */
export class OutOfWork extends Error {}

function spend(meter: WorkMeter, amount: number): void {
  meter.spent += amount;
  if (meter.spent > meter.limit) throw new OutOfWork('maxWork');
}

function typeKey(type: GameType): string {
  return `${type.x}${type.live ? '+' : '-'}${type.s.join(',')}`;
}

/**
 * The types of all sums of heaps under a candidate quotient: the submonoid the heaps' types generate, grown
 * breadth first and kept so that one more heap extends it rather than starting again.
 *
 * Why passing the check proves the candidate: by induction on the game, if every option's outcome is told by
 * its image (P exactly when its image is in P), then a game is a P-position exactly when it has a move and no
 * move reaches an image in P, that is when `live` and the identity is not in S. So when every type in the
 * closure has `x` in P exactly then, every game's image tells its outcome. A game with no move (the empty sum)
 * must have an image outside P.
 */
export class TypeClosure {
  readonly #monoid: BipartiteMonoid;
  readonly #words: number;
  readonly #types: GameType[] = [];
  readonly #keys = new Set<string>();
  readonly #generators: GameType[] = [];
  readonly #generatorKeys = new Set<string>();

  constructor(monoid: BipartiteMonoid) {
    this.#monoid = monoid;
    this.#words = Math.ceil(monoid.size / 32);
    const identity: GameType = { witness: [], x: 0, live: false, s: new Uint32Array(this.#words) };
    this.#types.push(identity);
    this.#keys.add(typeKey(identity));
  }

  /** How many types the closure holds. */
  get size(): number {
    return this.#types.length;
  }

  /** The type of a heap with this image and these option images (`undefined` for a heap without a move). */
  heapType({ heap, x, options }: HeapImage): GameType | undefined {
    if (options.length === 0) return undefined;
    const { size, p } = this.#monoid;
    const s = new Uint32Array(this.#words);
    for (let z = 0; z < size; z++) {
      for (const option of options) {
        if (p[times(this.#monoid, option, z)] === 1) {
          s[z >>> 5] = (s[z >>> 5] ?? 0) | (1 << (z & 31));
          break;
        }
      }
    }
    return { witness: [heap], x, live: true, s };
  }

  #product(a: GameType, b: GameType): GameType {
    const monoid = this.#monoid;
    const s = new Uint32Array(this.#words);
    for (let z = 0; z < monoid.size; z++) {
      if (hasBit(a.s, times(monoid, b.x, z)) || hasBit(b.s, times(monoid, a.x, z))) s[z >>> 5] = (s[z >>> 5] ?? 0) | (1 << (z & 31));
    }
    return { witness: a.witness.concat(b.witness), x: times(monoid, a.x, b.x), live: a.live || b.live, s };
  }

  /** Whether a type's image tells its outcome (see the class documentation). */
  #consistent(type: GameType): boolean {
    const isP = this.#monoid.p[type.x] === 1;
    return isP === (type.live && !hasBit(type.s, 0));
  }

  /**
   * Adds heaps' types as generators and grows the closure. Returns `undefined` when every sum's image tells its
   * outcome; otherwise, changing nothing, a sum of heaps whose type fails (it, or one of its options, is a
   * game the candidate gets wrong). Throws {@link OutOfWork} past the meter's limit (changing nothing).
   */
  extend(heaps: readonly HeapImage[], meter: WorkMeter): readonly number[] | undefined {
    const fresh: GameType[] = [];
    const freshKeys = new Set<string>();
    for (const heap of heaps) {
      const type = this.heapType(heap);
      if (type === undefined) continue;
      const key = typeKey(type);
      if (this.#generatorKeys.has(key) || freshKeys.has(key)) continue;
      if (!this.#consistent(type)) return type.witness;
      fresh.push(type);
      freshKeys.add(key);
    }
    if (fresh.length === 0) return undefined;
    const generators = [...this.#generators, ...fresh];
    const added: GameType[] = [];
    const addedKeys = new Set<string>();
    const cost = this.#monoid.size + this.#words;
    // Old types times the new generators, then every new type times every generator.
    const queue: GameType[] = [];
    // The type that fails, if any.
    const visit = (type: GameType): GameType | undefined => {
      const key = typeKey(type);
      if (this.#keys.has(key) || addedKeys.has(key)) return undefined;
      if (!this.#consistent(type)) return type;
      added.push(type);
      addedKeys.add(key);
      queue.push(type);
      return undefined;
    };
    for (const old of this.#types) {
      for (const generator of fresh) {
        spend(meter, cost);
        const failed = visit(this.#product(old, generator));
        if (failed !== undefined) return failed.witness;
      }
    }
    // The queue grows as it is read: a for-of over an array reads what is pushed during the loop.
    for (const type of queue) {
      for (const generator of generators) {
        spend(meter, cost);
        const failed = visit(this.#product(type, generator));
        if (failed !== undefined) return failed.witness;
      }
    }
    for (const type of added) {
      this.#types.push(type);
      this.#keys.add(typeKey(type));
    }
    for (const type of fresh) {
      this.#generators.push(type);
      this.#generatorKeys.add(typeKey(type));
    }
    return undefined;
  }
}

/** The name of generator `index`: a to z, then g27, g28, … */
function generatorName(index: number): string {
  return index < 26 ? String.fromCharCode(97 + index) : `g${index + 1}`;
}

/** A monomial (exponents of the generators) as text: `1`, `a`, `b^2c`. */
export function monomialText(exponents: readonly number[]): string {
  let text = '';
  exponents.forEach((power, index) => {
    if (power > 0) text += power === 1 ? generatorName(index) : `${generatorName(index)}^${power}`;
  });
  return text === '' ? '1' : text;
}

/** Graded order: fewer factors first, then the one with more of the earlier generators (a before b). */
function compareMonomials(a: readonly number[], b: readonly number[]): number {
  const degree = (m: readonly number[]): number => m.reduce((sum, e) => sum + e, 0);
  const byDegree = degree(a) - degree(b);
  if (byDegree !== 0) return byDegree;
  for (let i = 0; i < a.length; i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A presentation: each element's name (its least monomial), and the relations. */
export interface Presentation {
  readonly names: readonly string[];
  /** The elements in the graded order of their names (the identity first). */
  readonly order: readonly number[];
  readonly relations: readonly string[];
  readonly text: string;
}

/**
 * A presentation of a monoid generated by `generators` (elements, in the order they are named a, b, c, …). Each
 * element is named by its least monomial in graded order; those names are closed under taking divisors (a
 * divisor of a least monomial is least too, as the order respects products). Every other monomial all of whose
 * proper divisors by one generator are names is a relation `monomial = name`: rewriting by these relations
 * lowers any monomial that is not a name, so they bring every monomial to the name of its value, and the
 * presentation is complete. Written as the literature does: `<a,b | a^2=1, b^3=b>`.
 */
export function presentation(monoid: BipartiteMonoid, generators: readonly number[]): Presentation {
  const names = new Array<string>(monoid.size).fill('');
  const order = [0];
  const named = new Map<string, number>();
  const relations: string[] = [];
  const zero = generators.map(() => 0);
  names[0] = '1';
  named.set(zero.join(','), 0);
  let layer: { exponents: number[]; value: number }[] = [{ exponents: zero, value: 0 }];
  while (layer.length > 0) {
    const candidates = new Map<string, { exponents: number[]; value: number }>();
    for (const { exponents, value } of layer) {
      generators.forEach((generator, index) => {
        const next = exponents.slice();
        next[index] = (next[index] ?? 0) + 1;
        const key = next.join(',');
        if (!candidates.has(key)) candidates.set(key, { exponents: next, value: times(monoid, value, generator) });
      });
    }
    const ordered = [...candidates.values()].sort((a, b) => compareMonomials(a.exponents, b.exponents));
    const nextLayer: { exponents: number[]; value: number }[] = [];
    for (const candidate of ordered) {
      // Only a monomial whose every divisor by one generator is a name: the others follow from a smaller relation.
      const corner = candidate.exponents.every((power, index) => {
        if (power === 0) return true;
        const divisor = candidate.exponents.slice();
        divisor[index] = power - 1;
        return named.has(divisor.join(','));
      });
      if (!corner) continue;
      if (names[candidate.value] === '') {
        names[candidate.value] = monomialText(candidate.exponents);
        order.push(candidate.value);
        named.set(candidate.exponents.join(','), candidate.value);
        nextLayer.push(candidate);
      } else {
        relations.push(`${monomialText(candidate.exponents)}=${names[candidate.value] ?? ''}`);
      }
    }
    layer = nextLayer;
  }
  const letters = generators.map((_, index) => generatorName(index)).join(',');
  const text = generators.length === 0 ? '<>' : `<${letters} | ${relations.join(', ')}>`;
  return { names, order, relations, text };
}

/** The fewest heaps' images that generate the monoid, in heap order: a heap's image is a generator when the earlier generators do not reach it. */
export function chooseGenerators(monoid: BipartiteMonoid, images: readonly number[]): number[] {
  const generators: number[] = [];
  const reached = new Uint8Array(monoid.size);
  reached[0] = 1;
  const members = [0];
  for (const image of images) {
    if (reached[image] === 1) continue;
    generators.push(image);
    // Everything reached times powers of the new generator.
    for (const member of members) {
      const next = times(monoid, member, image);
      if (reached[next] === 0) {
        reached[next] = 1;
        members.push(next);
      }
    }
  }
  return generators;
}
