import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, createSolver, cycleGraph, edgeListGraph, grundyValue, HeapGame, nodeKaylesGame, pathGraph, randomPlayer } from '../../src/index.js';
import { perfectKeepsWins } from '../helpers.js';

/** A plain mex over vertex sets (bit masks), written apart from the library: a move clears a vertex and its neighbours. */
function plainNodeKayles(neighbours: readonly (readonly number[])[]): (alive: number) => number {
  const closed = neighbours.map((list, vertex) => list.reduce((mask, other) => mask | (1 << other), 1 << vertex));
  const memo = new Map<number, number>();
  const value = (alive: number): number => {
    const known = memo.get(alive);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    for (let vertex = 0; vertex < neighbours.length; vertex++) if (alive & (1 << vertex)) seen.add(value(alive & ~(closed[vertex] ?? 0)));
    let mex = 0;
    while (seen.has(mex)) mex++;
    memo.set(alive, mex);
    return mex;
  };
  return value;
}

/** A random simple graph on `count` vertices, each edge present with chance `density`. */
function randomGraph(count: number, density: number, random: () => number): number[][] {
  const lists: number[][] = Array.from({ length: count }, () => []);
  for (let u = 0; u < count; u++) {
    for (let v = u + 1; v < count; v++) {
      if (random() < density) {
        lists[u]?.push(v);
        lists[v]?.push(u);
      }
    }
  }
  return lists;
}

describe('nodeKaylesGame', () => {
  it('nodeKaylesGame - is Dawson\'s chess (0.137) on paths of 1 to 26 vertices and of 41', () => {
    const dawson = HeapGame.parse('0.137');
    for (const n of [...Array.from({ length: 26 }, (_value, index) => index + 1), 41]) expect(grundyValue(nodeKaylesGame(pathGraph(n)).start)).toBe(dawson.grundy(n));
  });

  it('nodeKaylesGame - agrees with a plain mex on 150 random graphs of up to 11 vertices', () => {
    const random = createRandom(28);
    for (let round = 0; round < 150; round++) {
      const count = 1 + Math.floor(random() * 11);
      const graph = randomGraph(count, 0.1 + random() * 0.5, random);
      expect(grundyValue(nodeKaylesGame(graph).start)).toBe(plainNodeKayles(graph)((1 << count) - 1));
    }
  });

  it('nodeKaylesGame - values every position of a random graph as the plain mex does (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (count, seed) => {
        const graph = randomGraph(count, 0.35, createRandom(seed));
        const plain = plainNodeKayles(graph);
        let state = nodeKaylesGame(graph).start;
        const random = createRandom(seed + 1);
        for (;;) {
          const alive = state.position.vertices.reduce((mask, vertex) => mask | (1 << vertex), 0);
          expect(grundyValue(state)).toBe(plain(alive));
          if (state.isTerminal) return;
          state = state.play(randomPlayer(state, random));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('nodeKaylesGame - splits into components relabelled so that equal paths and cycles share a key', () => {
    // Two paths of three (0-1-2 and 4-5-6), the lone vertex 3 and a 4-cycle.
    const game = nodeKaylesGame(edgeListGraph('0-1,1-2,3,4-5,5-6,7-8,8-9,9-10,7-10'));
    const parts = game.components?.(game.start) ?? [];
    expect(parts.map((part) => (part as typeof game.start).position.vertices.length)).toEqual([3, 1, 3, 4]);
    const keys = parts.map((part) => part.key());
    expect(keys).toEqual(['0:0-1,1-2', '0:0', '0:0-1,1-2', '0:0-1,0-2,1-3,2-3']);
    expect(game.components?.(game.at(game.start.position, 1)).map((part) => part.player)).toEqual([1, 1, 1, 1]);
    const path = nodeKaylesGame(pathGraph(5));
    expect(path.components?.(path.start)).toEqual([]);
    // Reversed labels give the same part keys.
    const reversed = nodeKaylesGame(edgeListGraph('0-1,1-2,2-3,4-5,5-6,6-7'));
    const flipped = nodeKaylesGame(edgeListGraph('0-1,1-2,2-3,4-7,7-6,6-5'));
    expect(reversed.components?.(reversed.start).map((part) => part.key())).toEqual(flipped.components?.(flipped.start).map((part) => part.key()));
    expect(grundyValue(game.start)).toBe(2 ^ 1 ^ 2 ^ plainNodeKayles(cycleGraph(4))(15));
  });

  it('nodeKaylesGame - plays, keys, pictures and reads moves', () => {
    const game = nodeKaylesGame(pathGraph(5));
    expect(game.name).toBe('node-kayles:0-1,1-2,2-3,3-4 normal');
    expect(game.actionCount).toBe(5);
    expect(game.start.moves()).toEqual([0, 1, 2, 3, 4]);
    expect(game.winningMove?.(game.start)).toBe(2);
    const after = game.start.play(2);
    expect(after.key()).toBe('1:0,4');
    expect(after.toString()).toBe('0,4, player 1 to move');
    expect(game.winningMove?.(after)).toBeNull();
    expect(after.play(0).play(4).toString()).toBe(', player 0 won');
    expect(game.parseMove(' 3 ')).toBe(3);
    expect(game.parseMove('3x')).toBeNull();
    expect(game.formatMove(3)).toBe('3');
    expect(game.start.playAction(1).position).toEqual({ vertices: [3, 4], neighbours: [[4], [3]] });
    expect(() => after.play(1)).toThrow('illegal move 1 in node-kayles:0-1,1-2,2-3,3-4 normal: vertex 1 is not on the board');
    expect(() => game.start.play(1.5)).toThrow('not a move of node-kayles:0-1,1-2,2-3,3-4 normal: 1.5');
  });

  it('nodeKaylesGame - restores keys of induced subgraphs only', () => {
    const game = nodeKaylesGame(cycleGraph(5));
    expect(game.fromKey('1:0-1,3').key()).toBe('1:0-1,3');
    expect(game.fromKey('0:').position.vertices).toEqual([]);
    expect(() => game.fromKey('0:0,1')).toThrow(RangeError); // 0 and 1 are neighbours in the cycle
    expect(() => game.fromKey('0:0-2')).toThrow(RangeError); // no such edge
    expect(() => game.fromKey('0:5')).toThrow(RangeError); // no vertex 5
    expect(() => game.fromKey('0:0-0')).toThrow(RangeError);
  });

  it('nodeKaylesGame - misère play uses the solver, and the perfect player never loses a won position', () => {
    const solver = createSolver();
    for (const [seed, graph] of [pathGraph(9), cycleGraph(8), randomGraph(9, 0.3, createRandom(3)), randomGraph(10, 0.2, createRandom(4))].entries()) {
      for (const play of ['normal', 'misere'] as const) {
        const game = nodeKaylesGame(graph, { play });
        expect(game.winningMove === undefined).toBe(play === 'misere');
        for (const seat of [0, 1] as const) expect(perfectKeepsWins(game.start, randomPlayer, seat, seed * 7 + seat, solver)).toBe(true);
      }
    }
  });

  it('nodeKaylesGame - refuses bad graphs with the argument named', () => {
    expect(() => nodeKaylesGame('x' as never)).toThrow(new TypeError("neighbours must be an array of arrays, got \"x\""));
    expect(() => nodeKaylesGame([])).toThrow(new RangeError('neighbours must list from 1 to 1000 vertices, got 0'));
    expect(() => nodeKaylesGame([null as never])).toThrow(new TypeError('neighbours[0] must be an array, got null'));
    expect(() => nodeKaylesGame([[1], [0.5]])).toThrow(new RangeError('neighbours[1][0] must be a vertex from 0 to 1, got 0.5'));
    expect(() => nodeKaylesGame([[2], []])).toThrow(new RangeError('neighbours[0][0] must be a vertex from 0 to 1, got 2'));
    expect(() => nodeKaylesGame([['1' as never], [0]])).toThrow(new RangeError("neighbours[0][0] must be a vertex from 0 to 1, got \"1\""));
    expect(() => nodeKaylesGame([[0]])).toThrow(new RangeError('neighbours[0] lists vertex 0 itself: Node Kayles graphs have no loops'));
    expect(() => nodeKaylesGame([[1, 1], [0]])).toThrow(new RangeError('neighbours[0] lists vertex 1 twice'));
    expect(() => nodeKaylesGame([[1], []])).toThrow(new RangeError('neighbours[0] lists 1 but neighbours[1] does not list 0: edges are undirected'));
    expect(() => nodeKaylesGame(Array.from({ length: 1001 }, () => []))).toThrow(new RangeError('neighbours must list from 1 to 1000 vertices, got 1001'));
    const dense = Array.from({ length: 200 }, (_list, vertex) => Array.from({ length: 200 }, (_value, other) => other).filter((other) => other !== vertex));
    expect(() => nodeKaylesGame(dense)).toThrow(new RangeError('the graph must have at most 10000 edges'));
    expect(() => nodeKaylesGame([[]], { play: 'x' as never })).toThrow(RangeError);
    expect(() => pathGraph(0)).toThrow(new RangeError('count must be a whole number from 1 to 1000, got 0'));
    expect(() => pathGraph('3' as never)).toThrow(new TypeError("count must be a number, got \"3\""));
    expect(() => cycleGraph(2)).toThrow(new RangeError('count must be a whole number from 3 to 1000, got 2'));
    expect(() => edgeListGraph(3 as never)).toThrow(new TypeError('text must be a string, got 3'));
    for (const bad of ['', '0-0', '0-1,1-0', '1-x', '1000']) {
      expect(() => edgeListGraph(bad)).toThrow(RangeError);
    }
  });

  it('nodeKaylesGame - stops at grundyValue\'s limits on a graph too large to value', () => {
    const game = nodeKaylesGame(randomGraph(200, 0.05, createRandom(9)));
    expect(() => grundyValue(game.start, { maxStates: 2000 })).toThrow(
      new RangeError('grundyValue: the position needs more than maxStates = 2000 states; raise maxStates or value a smaller position'),
    );
  });
});
