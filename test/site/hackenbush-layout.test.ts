// Issue 28.6: where the playground's Hackenbush picture draws vertices and edges (site/src/boards/hackenbush-layout.ts).
import { describe, expect, test } from 'vitest';
import { hackenbushLayout } from '../../site/src/boards/hackenbush-layout.js';

/** The two ends of a straight path `M x y L x y`. */
function ends(path: string): number[] {
  const match = /^M (\S+) (\S+) L (\S+) (\S+)$/.exec(path);
  if (match === null) throw new Error(`not a straight edge: ${path}`);
  return match.slice(1).map(Number);
}

describe('hackenbushLayout', () => {
  test('hackenbushLayout - a stalk stands straight: each vertex one level above the last, the first edge on the ground', () => {
    const layout = hackenbushLayout([[0, 1], [1, 2], [2, 3]]);
    expect(layout).toMatchObject({ width: 112, height: 232, ground: 220 });
    expect([...layout.vertices]).toEqual([[1, { x: 56, y: 156 }], [2, { x: 56, y: 92 }], [3, { x: 56, y: 28 }]]);
    expect(layout.paths.map(ends)).toEqual([[56, 220, 56, 156], [56, 156, 56, 92], [56, 92, 56, 28]]);
  });

  test('hackenbushLayout - a branch spreads its children over their leaves; an edge given backwards is drawn the same', () => {
    const layout = hackenbushLayout([[1, 0], [1, 2], [3, 1], [2, 4], [2, 5]]);
    const [v1, v2, v3, v4, v5] = [1, 2, 3, 4, 5].map((vertex) => layout.vertices.get(vertex));
    // Vertex 2 has two leaves above it and vertex 3 is one: 2 stands over columns 0 and 1, 3 over column 2,
    // and vertex 1 over all three.
    expect([v4?.x, v5?.x, v2?.x, v3?.x]).toEqual([56, 112, 84, 168]);
    expect(v1).toEqual({ x: 112, y: 156 });
    expect(ends(layout.paths[0] ?? '')).toEqual([112, 156, 112, 220]);
  });

  test('hackenbushLayout - parallel edges bow apart, a loop is a circle on its vertex (larger for the next), a loop on the ground stands aside', () => {
    const layout = hackenbushLayout([[0, 1], [0, 1], [1, 1], [1, 1], [0, 0]]);
    const [first, second, loop, nextLoop, groundLoop] = layout.paths;
    // Room above for the larger loop: 2 × 15 + 6.
    expect(layout.ground).toBe(100);
    expect(first).toMatch(/^M 56 100 Q .* 56 36$/);
    expect(second).toMatch(/^M 56 100 Q .* 56 36$/);
    expect(first).not.toBe(second);
    // The two bows mirror each other about the straight line x = 56.
    const bowOf = (path: string | undefined): number => Number(/Q (\S+)/.exec(path ?? '')?.[1]) - 56;
    expect(bowOf(first)).toBeCloseTo(-bowOf(second));
    expect(loop).toBe('M 56 36 a 9 9 0 1 1 0 -18 a 9 9 0 1 1 0 18');
    expect(nextLoop).toBe('M 56 36 a 15 15 0 1 1 0 -30 a 15 15 0 1 1 0 30');
    expect(groundLoop).toBe('M 112 100 a 9 9 0 1 1 0 -18 a 9 9 0 1 1 0 18');
    expect(layout.width).toBe(168);
  });

  test('hackenbushLayout - an edge within one level bows upward; a cycle through the ground puts both its vertices on level 1', () => {
    const layout = hackenbushLayout([[0, 1], [1, 2], [2, 0]]);
    expect(layout.vertices.get(1)?.y).toBe(layout.vertices.get(2)?.y);
    const control = /Q (\S+) (\S+)/.exec(layout.paths[1] ?? '');
    expect(Number(control?.[2])).toBeLessThan(layout.vertices.get(1)?.y ?? 0);
  });

  test('hackenbushLayout - every vertex of a random graph gets one place, on its level, inside the picture', () => {
    let seed = 12345;
    const next = (bound: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % bound;
    };
    for (let round = 0; round < 200; round += 1) {
      const edges = Array.from({ length: 1 + next(16) }, () => [next(10), next(10)] as [number, number]);
      const layout = hackenbushLayout(edges);
      for (const point of layout.vertices.values()) {
        expect(point.x).toBeGreaterThan(0);
        expect(point.x).toBeLessThan(layout.width);
        expect(point.y).toBeGreaterThan(0);
        expect(point.y).toBeLessThan(layout.ground);
      }
      const places = [...layout.vertices.values()].map(({ x, y }) => `${x},${y}`);
      expect(new Set(places).size).toBe(places.length);
      expect(layout.paths).toHaveLength(edges.length);
      // Every loop's circle stays inside the picture's top.
      for (const path of layout.paths) {
        const loop = /^M \S+ (\S+) a (\S+) /.exec(path);
        if (loop !== null) expect(Number(loop[1]) - 2 * Number(loop[2])).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
