// Green Hackenbush values on large graphs: hackenbushValue (fusion and colon, linear) beside a naive baseline
// written here that applies the same principles the slow way: it finds each bridge by deleting the edge and asking
// whether the graph stays connected (a walk per edge, quadratic), then values the tree recursively.
import { bench, describe } from 'vitest';
import type { HackenbushEdge } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const OPTIONS = { time: 1500, warmupTime: 300 };

/** The vertices joined to `from` by the edges other than `skip`. */
function reach(edges: readonly HackenbushEdge[], from: number, skip: number): Set<number> {
  const seen = new Set([from]);
  const stack = [from];
  for (let vertex = stack.pop(); vertex !== undefined; vertex = stack.pop()) {
    edges.forEach(([u, v], index) => {
      if (index === skip) return;
      const other = u === vertex ? v : v === vertex ? u : undefined;
      if (other !== undefined && !seen.has(other)) {
        seen.add(other);
        stack.push(other);
      }
    });
  }
  return seen;
}

/** The naive value: bridges by deletion, parts by walks, the tree bottom-up. */
function naiveValue(edges: readonly HackenbushEdge[]): number {
  const grounded = reach(edges, 0, -1);
  const live = edges.filter(([u]) => grounded.has(u));
  const bridges = live.map(([u, v], index) => u !== v && !reach(live, u, index).has(v));
  const partOf = new Map<number, number>();
  const loops: number[] = [];
  for (const vertex of grounded) {
    if (partOf.has(vertex)) continue;
    const part = loops.length;
    loops.push(0);
    for (const member of reach(live.filter((_, index) => !bridges[index]), vertex, -1)) partOf.set(member, part);
  }
  live.forEach(([u], index) => {
    if (!bridges[index]) loops[partOf.get(u) ?? 0] = (loops[partOf.get(u) ?? 0] ?? 0) + 1;
  });
  const value = (part: number, parent: number): number => {
    let sum = (loops[part] ?? 0) & 1;
    live.forEach(([u, v], index) => {
      if (!bridges[index]) return;
      const [a, b] = [partOf.get(u) ?? 0, partOf.get(v) ?? 0];
      const child = a === part ? b : b === part ? a : -1;
      if (child >= 0 && child !== parent) sum ^= value(child, part) + 1;
    });
    return sum;
  };
  return value(partOf.get(0) ?? 0, -1);
}

/** A random tree of `size` edges with `extra` further edges closing cycles and loops, from a fixed sequence. */
function graph(size: number, extra: number): HackenbushEdge[] {
  let seed = 28;
  const next = (bound: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % bound;
  };
  const edges: HackenbushEdge[] = Array.from({ length: size }, (_, index) => [next(index + 1), index + 1]);
  for (let index = 0; index < extra; index++) edges.push([next(size + 1), next(size + 1)]);
  return edges;
}

describe('hackenbushValue: a graph of 300 edges with cycles', () => {
  const edges = graph(250, 50);
  bench('nimkit hackenbushValue', () => {
    lib.hackenbushValue(edges);
  }, OPTIONS);
  bench('baseline (bridges by deletion)', () => {
    naiveValue(edges);
  }, OPTIONS);
});

describe('hackenbushValue: large graphs (large input)', () => {
  const tree = graph(20_000, 0);
  const cyclic = graph(4000, 1000);
  bench('nimkit hackenbushValue, a tree of 20,000 edges', () => {
    lib.hackenbushValue(tree);
  }, OPTIONS);
  bench('nimkit hackenbushValue, 5,000 edges with cycles', () => {
    lib.hackenbushValue(cyclic);
  }, OPTIONS);
  bench('baseline (bridges by deletion), 5,000 edges with cycles', () => {
    naiveValue(cyclic);
  }, { time: 1, iterations: 1, warmupIterations: 0 });
});
