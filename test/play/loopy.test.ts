// Loopy games against independent implementations written here: retrograde analysis by plain fixpoint iteration,
// and Smith's labelling as he states it (stage by stage, scanning until nothing changes). Random digraphs with
// cycles come from fast-check with a fixed seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSolver, defineGame, digraphGame, grundyValue, loopyValue, perfectPlayer, playMatch, randomPlayer, solve } from '../../src/index.js';
import type { Ending, LoopyValue } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

type Graph = number[][];
type Outcome = 'win' | 'loss' | 'draw';

/** Win, loss or draw for the player to move at every vertex, by iterating the two rules until nothing changes. */
function plainOutcomes(graph: Graph, ending: Ending): Outcome[] {
  const outcomes: (Outcome | undefined)[] = graph.map((followers) => (followers.length === 0 ? (ending === 'normal' ? 'loss' : 'win') : undefined));
  for (let changed = true; changed; ) {
    changed = false;
    graph.forEach((followers, vertex) => {
      if (outcomes[vertex] !== undefined) return;
      if (followers.some((next) => outcomes[next] === 'loss')) outcomes[vertex] = 'win';
      else if (followers.every((next) => outcomes[next] === 'win')) outcomes[vertex] = 'loss';
      else return;
      changed = true;
    });
  }
  return outcomes.map((outcome) => outcome ?? 'draw');
}

/** Smith's labelling, literally: at stage i, label i while a vertex qualifies; then ∞ where no follower is i. */
function plainSmith(graph: Graph): LoopyValue[] {
  const labels: (number | 'inf' | undefined)[] = graph.map(() => undefined);
  for (let stage = 0; labels.includes(undefined); stage++) {
    const hasStage = (vertex: number): boolean => (graph[vertex] ?? []).some((next) => labels[next] === stage);
    for (let changed = true; changed; ) {
      changed = false;
      graph.forEach((followers, vertex) => {
        if (labels[vertex] !== undefined || hasStage(vertex)) return;
        const answered = followers.every((next) => typeof labels[next] === 'number' || hasStage(next));
        if (!answered) return;
        labels[vertex] = stage;
        changed = true;
      });
    }
    graph.forEach((_, vertex) => {
      if (labels[vertex] === undefined && !hasStage(vertex)) labels[vertex] = 'inf';
    });
  }
  return graph.map((followers, vertex) => {
    const label = labels[vertex];
    if (typeof label === 'number') return label;
    const escapes = [...new Set(followers.map((next) => labels[next]).filter((value): value is number => typeof value === 'number'))];
    return { infinite: true, escapes: escapes.sort((a, b) => a - b) };
  });
}

/** A random digraph on 1 to `most` vertices: each vertex moves to up to 3 vertices (itself included). */
const digraphs = (most: number): fc.Arbitrary<Graph> =>
  fc.integer({ min: 1, max: most }).chain((size) =>
    fc.array(fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }), { minLength: size, maxLength: size }),
  );

const SEED = 20261128;

describe('solve on loopy games', () => {
  it('equals plain retrograde analysis on hundreds of random digraphs, in both endings', () => {
    let draws = 0;
    fc.assert(
      fc.property(digraphs(9), fc.constantFrom<Ending>('normal', 'misere'), (graph, ending) => {
        const expected = plainOutcomes(graph, ending);
        const solver = createSolver();
        graph.forEach((_, vertex) => {
          const game = digraphGame(graph, vertex, { play: ending });
          const { result, move } = solver.solve(game.start);
          expect(result).toBe(expected[vertex]);
          if (result === 'draw') draws++;
          // The move keeps the result: to a loss from a win, to a draw from a draw.
          if (move === null) expect(result === 'loss' || (graph[vertex] ?? []).length === 0).toBe(true);
          else expect(expected[move]).toBe(result === 'win' ? 'loss' : 'draw');
          // A fresh solver agrees with one that remembers the other vertices.
          expect(solve(game.start).result).toBe(result);
        });
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(draws).toBeGreaterThan(100);
  });

  it('wins a won position against any opponent, never round a cycle; keeps a draw', () => {
    fc.assert(
      fc.property(digraphs(8), fc.nat(1000), (graph, seed) => {
        const outcomes = plainOutcomes(graph, 'normal');
        graph.forEach((_, vertex) => {
          const game = digraphGame(graph, vertex);
          const limit = 4 * graph.length + 4;
          if (outcomes[vertex] === 'win') {
            expect(playMatch(game, [perfectPlayer, randomPlayer], { seed, maxPlies: limit }).winner).toBe(0);
            expect(playMatch(game, [perfectPlayer, perfectPlayer], { maxPlies: limit }).winner).toBe(0);
          }
          if (outcomes[vertex] === 'draw') expect(playMatch(game, [perfectPlayer, randomPlayer], { seed, maxPlies: limit }).winner).not.toBe(1);
          if (outcomes[vertex] === 'loss' && graph[vertex]?.length !== 0) {
            expect(playMatch(game, [randomPlayer, perfectPlayer], { seed, maxPlies: limit }).winner).toBe(1);
          }
        });
      }),
      { seed: SEED + 1, numRuns: 150 },
    );
  });

  it('answers a draw and its move on a small loop', () => {
    // 0 → 1, 1 → 0 or 2, 2 → 3, 3 → 2: from 1 the play can go on forever between 2 and 3.
    const game = digraphGame([[1], [0, 2], [3], [2]], 0);
    expect(solve(game.start)).toEqual({ result: 'draw', move: 1 });
    expect(solve(game.at(1))).toEqual({ result: 'draw', move: 0 }); // back to 0 keeps the draw too, and comes first
    expect(solve(digraphGame([[1], [0, 2], []], 1).start)).toEqual({ result: 'win', move: 2 });
    // Misère: whoever moves to 2 ends the game and loses, so neither does: a draw.
    expect(solve(digraphGame([[1], [0, 2], []], 1, { play: 'misere' }).start)).toEqual({ result: 'draw', move: 0 });
  });

  it('counts every position and move of a loopy graph against maxStates', () => {
    const cycle = digraphGame([[1], [2], [0]], 0);
    // 6 states (vertex and player) and 6 moves: 12 held at once.
    expect(createSolver({ maxStates: 12 }).solve(cycle.start).result).toBe('draw');
    expect(thrownBy(RangeError, () => createSolver({ maxStates: 11 }).solve(cycle.start)).message).toBe(
      'solve: the position needs more than maxStates = 11 states; raise maxStates or solve a smaller position',
    );
    const solver = createSolver();
    solver.solve(cycle.start);
    expect(solver.size).toBe(6);
  });
});

describe('loopyValue', () => {
  it("equals Smith's labelling written plainly on hundreds of random digraphs", () => {
    let infinite = 0;
    fc.assert(
      fc.property(digraphs(9), (graph) => {
        const expected = plainSmith(graph);
        graph.forEach((_, vertex) => {
          const value = loopyValue(digraphGame(graph, vertex).start);
          expect(value).toEqual(expected[vertex]);
          if (typeof value === 'object') infinite++;
          // The value says the outcome: 0 lost, other finite won, ∞ won exactly when it escapes to 0.
          const outcome = typeof value === 'object' ? (value.escapes.includes(0) ? 'win' : 'draw') : value === 0 ? 'loss' : 'win';
          expect(outcome).toBe(plainOutcomes(graph, 'normal')[vertex]);
        });
      }),
      { seed: SEED + 2, numRuns: 300 },
    );
    expect(infinite).toBeGreaterThan(100);
  });

  it('is the ordinary nim value on a game without repetitions, whatever the ending', () => {
    const subtract = (heap: number, ending: Ending) =>
      defineGame<number, number>({
        name: 'sub13',
        start: heap,
        ending,
        moves: (n) => [1, 3].filter((take) => take <= n),
        readMove: (value) => (value === 1 || value === 3 ? value : undefined),
        play: (n, take) => n - take,
        key: String,
        formatMove: String,
        parseMove: () => null,
        actionCount: 4,
        actionOf: (take) => take,
        moveOfAction: (id) => id,
      });
    for (let heap = 0; heap < 30; heap++) {
      expect(loopyValue(subtract(heap, 'normal').start)).toBe(heap % 2);
      expect(loopyValue(subtract(heap, 'misere').start)).toBe(grundyValue(subtract(heap, 'normal').start));
    }
  });

  it('grundyValue returns a finite loopy value and throws for an infinite one', () => {
    fc.assert(
      fc.property(digraphs(7), (graph) => {
        const expected = plainSmith(graph);
        graph.forEach((_, vertex) => {
          const state = digraphGame(graph, vertex).start;
          const value = expected[vertex];
          if (typeof value === 'number') expect(grundyValue(state)).toBe(value);
          else expect(thrownBy(RangeError, () => grundyValue(state)).message).toMatch(/has no nim value: its loopy value is infinite .*; use loopyValue$/);
        });
      }),
      { seed: SEED + 3, numRuns: 100 },
    );
    expect(() => loopyValue(digraphGame([[1], [2], [0]], 0).start, { maxStates: 5 })).toThrow(
      new RangeError('loopyValue: the position needs more than maxStates = 5 states; raise maxStates or value a smaller position'),
    );
    expect(() => loopyValue({} as never)).toThrow(new TypeError('state must be a game state, got an object'));
    expect(() => loopyValue(digraphGame([[]], 0).start, null as never)).toThrow(new TypeError('options must be an object, got null'));
  });
});

/** The product of two digraphs: vertex a·|h| + b is the pair (a, b); a move moves one of the two tokens. */
function product(g: Graph, h: Graph): Graph {
  return g.flatMap((gFollowers, a) =>
    // A vertex reached by moving either token (both loop back) is one follower.
    h.map((hFollowers, b) => [...new Set([...gFollowers.map((next) => next * h.length + b), ...hFollowers.map((next) => a * h.length + next)])]),
  );
}

/**
 * Tokens on digraphs as one game: a position lists `[graph, vertex]` pairs; a move `[token, vertex]` moves one
 * token; with `split`, a position of two or more tokens gives its tokens as its components.
 */
function tokens(graphs: readonly Graph[], start: readonly (readonly [number, number])[], ending: Ending, split: boolean) {
  type Position = readonly (readonly [number, number])[];
  return defineGame<Position, readonly [number, number]>({
    name: 'tokens',
    start,
    ending,
    moves: (position) => position.flatMap(([graph, vertex], token) => (graphs[graph]?.[vertex] ?? []).map((next) => [token, next] as const)),
    readMove: (value) => (Array.isArray(value) ? ([value[0], value[1]] as const) : undefined),
    play: (position, [token, next]) => position.map((pair, at) => (at === token ? ([pair[0], next] as const) : pair)),
    key: (position) => position.map(([graph, vertex]) => `${graph}.${vertex}`).join(','),
    formatMove: ([token, next]) => `${token}>${next}`,
    parseMove: () => null,
    actionCount: 0,
    actionOf: () => 0,
    moveOfAction: () => undefined,
    ...(split && { components: (position: Position) => (position.length > 1 ? position.map((pair) => [pair]) : []) }),
  });
}

describe('sums of loopy games', () => {
  it("follow Smith's sum rule: two tokens agree with the product graph, values and outcomes, in both endings", () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(digraphs(5), digraphs(5), fc.constantFrom<Ending>('normal', 'misere'), (g, h, ending) => {
        const whole = product(g, h);
        const values = plainSmith(whole);
        const outcomes = plainOutcomes(whole, ending);
        const solver = createSolver();
        g.forEach((_, a) => {
          h.forEach((__, b) => {
            const start = [[0, a], [1, b]] as const;
            const vertex = a * h.length + b;
            // The sum rule (the tokens split into components) against the labelling of the product graph.
            const split = loopyValue(tokens([g, h], start, ending, true).start);
            expect(split).toEqual(values[vertex]);
            expect(loopyValue(digraphGame(whole, vertex).start)).toEqual(values[vertex]);
            const [left, right] = [loopyValue(digraphGame(g, a).start), loopyValue(digraphGame(h, b).start)];
            kinds.add(`${typeof left === 'object' ? 'inf' : 'fin'}+${typeof right === 'object' ? 'inf' : 'fin'}`);
            // The solver on the two tokens searches the product of their positions.
            expect(solver.solve(tokens([g, h], start, ending, false).start).result).toBe(outcomes[vertex]);
            expect(solve(digraphGame(whole, vertex, { play: ending }).start).result).toBe(outcomes[vertex]);
          });
        });
      }),
      { seed: SEED + 4, numRuns: 150 },
    );
    expect([...kinds].sort()).toEqual(['fin+fin', 'fin+inf', 'inf+fin', 'inf+inf']);
  });

  it('values a sum of three tokens by the rule, each part labelled once', () => {
    const g: Graph = [[1], [0, 2], []]; // 0 is worth 0, 1 is worth 1
    const h: Graph = [[1], [0], [0]]; // a loop: ∞, and 2 is ∞ with no escape
    const e: Graph = [[1, 2], [0], []]; // 0 is worth 1: it moves to 1 (worth 0) or to the end
    const start = [[0, 1], [1, 2], [2, 0]] as const;
    const whole = loopyValue(tokens([g, h, e], start, 'normal', true).start);
    expect(whole).toEqual({ infinite: true, escapes: [] });
    expect(loopyValue(tokens([g, g, e], [[0, 1], [1, 0], [2, 0]], 'normal', true).start)).toBe(1 ^ 0 ^ 1);
  });
});
