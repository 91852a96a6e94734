// Green Hackenbush against a plain mex over positions written here: a position is the set of standing edges (a
// bit mask), pruned to what the ground holds up; hundreds of random small graphs with cycles, loops, parallel
// edges and floating parts. Large graphs: stalks, trees and cycles with known values.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createRandom, grundyValue, hackenbushGame, hackenbushValue, MAX_HACKENBUSH_EDGES, perfectPlayer, playMatch, randomPlayer } from '../../src/index.js';
import type { HackenbushEdge } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** The standing edges of `mask` that a path of standing edges joins to the ground. */
function prune(edges: readonly HackenbushEdge[], mask: number): number {
  const reached = new Set([0]);
  let kept = 0;
  for (let grew = true; grew; ) {
    grew = false;
    edges.forEach(([u, v], index) => {
      if ((mask >> index) & 1 && !((kept >> index) & 1) && (reached.has(u) || reached.has(v))) {
        kept |= 1 << index;
        reached.add(u).add(v);
        grew = true;
      }
    });
  }
  return kept;
}

/** The value of the standing edges `mask` by a plain memoized mex over the cuts. */
function mexValue(edges: readonly HackenbushEdge[], mask: number, memo: Map<number, number>): number {
  const known = memo.get(mask);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  for (let index = 0; index < edges.length; index++) if ((mask >> index) & 1) seen.add(mexValue(edges, prune(edges, mask & ~(1 << index)), memo));
  let mex = 0;
  while (seen.has(mex)) mex++;
  memo.set(mask, mex);
  return mex;
}

/** A random graph on vertices 0..5 (0 the ground) with up to 11 edges: loops, parallel edges, floating parts. */
const graphs = fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })), { minLength: 0, maxLength: 11 });

describe('hackenbushValue', () => {
  test('hackenbushValue - hundreds of random graphs agree with a plain mex over positions, and so does the game', () => {
    let cyclic = 0;
    fc.assert(
      fc.property(graphs, (edges) => {
        const expected = mexValue(edges, prune(edges, (1 << edges.length) - 1), new Map());
        expect(hackenbushValue(edges)).toBe(expected);
        expect(grundyValue(hackenbushGame(edges).start)).toBe(expected);
        if (edges.some(([u, v]) => u === v) || new Set(edges.map(([u, v]) => `${Math.min(u, v)}-${Math.max(u, v)}`)).size < edges.length) cyclic++;
      }),
      { numRuns: 500, seed: 28 },
    );
    expect(cyclic).toBeGreaterThan(100);
  });

  test('hackenbushValue - every position of a few graphs, through the engine', () => {
    const cases: HackenbushEdge[][] = [
      [[0, 1], [1, 2], [2, 0], [1, 1], [2, 3], [3, 3]],
      [[0, 1], [0, 1], [1, 2], [2, 3], [3, 1], [4, 5]],
      [[0, 0], [0, 1], [1, 2], [1, 2], [2, 2], [0, 3], [3, 4], [4, 0]],
    ];
    for (const edges of cases) {
      const game = hackenbushGame(edges);
      const memo = new Map<number, number>();
      const seen = new Set<string>();
      const walk = [game.start];
      for (let state = walk.pop(); state !== undefined; state = walk.pop()) {
        if (seen.has(state.key())) continue;
        seen.add(state.key());
        const mask = state.position.reduce((sum, edge) => sum | (1 << edge), 0);
        expect(grundyValue(state)).toBe(mexValue(edges, mask, memo));
        const move = game.winningMove?.(state) ?? null;
        expect(move === null).toBe(mexValue(edges, mask, memo) === 0);
        if (move !== null) expect(grundyValue(state.play(move))).toBe(0);
        walk.push(...state.moves().map((edge) => state.play(edge)));
      }
      expect(seen.size).toBeGreaterThan(10);
    }
  });

  test.each([
    // [what, edges, value]
    ['nothing', [], 0],
    ['a stalk of 3', [[0, 1], [1, 2], [2, 3]], 3],
    ['a fork: 1 + (1 ^ 1)', [[0, 1], [1, 2], [1, 3]], 1],
    ['a loop on the ground', [[0, 0]], 1],
    ['two parallel ground edges (a 2-cycle fuses to two loops)', [[0, 1], [1, 0]], 0],
    ['a triangle on the ground', [[0, 1], [1, 2], [2, 0]], 1],
    ['a floating part counts for nothing', [[0, 1], [5, 6], [6, 6]], 1],
    ['large vertex numbers', [[0, 2 ** 52], [2 ** 52, Number.MAX_SAFE_INTEGER]], 2],
    ['a triangle raised on a stalk: 1 + 1', [[0, 1], [1, 2], [2, 3], [3, 1]], 2],
  ] as const)('hackenbushValue - %s', (_, edges, value) => {
    expect(hackenbushValue(edges as unknown as HackenbushEdge[])).toBe(value);
  });

  test('hackenbushValue - large graphs, iteratively: a path of 200,000 edges, a tree of 20,000, cycles of 5,000', () => {
    const path = Array.from({ length: 200_000 }, (_, index): HackenbushEdge => [index, index + 1]);
    expect(hackenbushValue(path)).toBe(200_000);
    // A stalk of 20,000 edges with a loop on every vertex: loops add 1 each, so vertex k (from the top) is worth
    // ((k − 1)'s value + 1) ^ 1.
    const looped: HackenbushEdge[] = [...path.slice(0, 20_000), ...Array.from({ length: 20_000 }, (_, index): HackenbushEdge => [index + 1, index + 1])];
    let value = 0;
    for (let vertex = 20_000; vertex >= 1; vertex--) value = (vertex === 20_000 ? 0 : value + 1) ^ 1;
    expect(hackenbushValue(looped)).toBe(value + 1);
    // A complete binary tree of 2^14 − 2 edges: each vertex's two children make (g + 1) ^ (g + 1) = 0, so it is 0
    // below the root's children, and the root is 1 ^ 1 = 0.
    const tree = Array.from({ length: 2 ** 14 - 2 }, (_, index): HackenbushEdge => [Math.floor(index / 2), index + 1]);
    expect(hackenbushValue(tree)).toBe(0);
    // A cycle of 5,000 edges through the ground fuses to 5,000 loops: 0; one more edge on top of it: 1.
    const cycle = Array.from({ length: 5000 }, (_, index): HackenbushEdge => [index, (index + 1) % 5000]);
    expect(hackenbushValue(cycle)).toBe(0);
    expect(hackenbushValue([...cycle, [2500, 9999]])).toBe(1);
  });

  test.each([
    // [error class, edges, message]
    [TypeError, 'x', 'edges must be an array of [u, v] pairs, got "x"'],
    [TypeError, [[0, 1], 3], 'edges[1] must be a pair [u, v], got 3'],
    [RangeError, [[0, 1, 2]], 'edges[0] must be a pair [u, v], got 3 entries'],
    [TypeError, [[0, '1']], 'edges[0][1] must be a number, got "1"'],
    [RangeError, [[-1, 1]], 'edges[0][0] must be a vertex number, a non-negative safe integer, got -1'],
    [RangeError, [[0, 1.5]], 'edges[0][1] must be a vertex number, a non-negative safe integer, got 1.5'],
    [RangeError, [[0, Number.NaN]], 'edges[0][1] must be a vertex number, a non-negative safe integer, got NaN'],
    [RangeError, [[0, 2 ** 53]], 'edges[0][1] must be a vertex number, a non-negative safe integer, got 9007199254740992'],
    [RangeError, { length: MAX_HACKENBUSH_EDGES + 1, isArray: true }, ''],
  ] as const)('hackenbushValue, hackenbushGame - bad edges are refused (row %#)', (ErrorClass, edges, message) => {
    if (message === '') {
      const many = new Array<HackenbushEdge>(MAX_HACKENBUSH_EDGES + 1);
      expect(thrownBy(RangeError, () => hackenbushValue(many)).message).toBe('edges must hold at most 1000000 edges (MAX_HACKENBUSH_EDGES), got 1000001');
      return;
    }
    expect(thrownBy(ErrorClass, () => hackenbushValue(edges as never)).message).toBe(message);
    expect(thrownBy(ErrorClass, () => hackenbushGame(edges as never)).message).toBe(message);
  });
});

describe('hackenbushGame', () => {
  test('hackenbushGame - name, picture, moves, pruning, keys', () => {
    const game = hackenbushGame([[0, 1], [1, 2], [7, 8], [2, 2]]);
    expect(game.name).toBe('hackenbush:0-1,1-2,7-8,2-2 normal');
    expect(game.start.position).toEqual([0, 1, 3]);
    expect(String(game.start)).toBe('hackenbush 0-1,1-2,2-2, player 0 to move');
    expect(game.start.moves()).toEqual([0, 1, 3]);
    expect(game.start.play(1).position).toEqual([0]);
    expect(game.start.play(0).isTerminal).toBe(true);
    expect(game.parseMove(' 3 ')).toBe(3);
    expect(game.parseMove('1-2')).toBeNull();
    expect(game.fromKey('1:0,1').position).toEqual([0, 1]);
    expect(thrownBy(RangeError, () => game.fromKey('0:1,3')).message).toContain("I,J,..., the standing edges' indices ascending");
    expect(thrownBy(Error, () => game.start.play(2)).message).toBe('illegal move 2 in hackenbush:0-1,1-2,7-8,2-2 normal: edge 2 is not standing (cut, or no longer connected to the ground)');
    expect(game.fromKey('0:').isTerminal).toBe(true);
    // Not ascending, not numbers, past the last edge: not keys of this game.
    for (const key of ['0:1,0', '0:x', '0:0,9']) expect(thrownBy(RangeError, () => game.fromKey(key)).message).toContain('the standing edges');
  });

  test('hackenbushGame - the perfect player never loses a won position to a random player', () => {
    const random = createRandom(28);
    let won = 0;
    for (let round = 0; round < 120; round++) {
      const edges = Array.from({ length: 3 + (round % 8) }, (): HackenbushEdge => [Math.floor(random() * 5), Math.floor(random() * 5)]);
      const game = hackenbushGame(edges);
      if (grundyValue(game.start) === 0) continue;
      won++;
      expect(playMatch(game, [perfectPlayer, randomPlayer], { seed: round }).winner).toBe(0);
    }
    expect(won).toBeGreaterThan(30);
  });
});
