// Where a Hackenbush picture puts its vertices and edges. Vertices stand in levels by their distance from the
// ground (vertex 0, a line at the bottom), each over its place in a breadth-first tree, so a stalk stands
// straight and a branch spreads; an edge to the ground meets it right below its vertex. Parallel edges bow apart,
// a loop is a small circle on its vertex (larger circles for more loops there).

/** One point of the picture, in its own units (x right, y down). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The picture of a set of edges. */
export interface HackenbushLayout {
  readonly width: number;
  readonly height: number;
  /** The ground line's height. */
  readonly ground: number;
  /** Where each vertex is drawn (the ground, 0, has none: its edges meet the line). */
  readonly vertices: ReadonlyMap<number, Point>;
  /** The SVG path of each edge, by its index in the list. */
  readonly paths: readonly string[];
}

const COLUMN = 56;
const LEVEL = 64;
const MARGIN = 28;

/** The levels and the places of `edges`' vertices: a breadth-first tree from the ground, then leaf widths. */
function placeVertices(edges: readonly (readonly [number, number])[]): { level: Map<number, number>; column: Map<number, number>; columns: number } {
  const neighbours = new Map<number, number[]>();
  for (const [u, v] of edges) {
    if (u === v) continue;
    neighbours.set(u, [...(neighbours.get(u) ?? []), v]);
    neighbours.set(v, [...(neighbours.get(v) ?? []), u]);
  }
  const level = new Map([[0, 0]]);
  const children = new Map<number, number[]>();
  const order = [0];
  // The loop reads the vertices that it appends: a breadth-first queue.
  for (const vertex of order) {
    for (const next of [...new Set(neighbours.get(vertex) ?? [])].sort((a, b) => a - b)) {
      if (level.has(next)) continue;
      level.set(next, (level.get(vertex) ?? 0) + 1);
      children.set(vertex, [...(children.get(vertex) ?? []), next]);
      order.push(next);
    }
  }
  // Each vertex gets as many columns as its subtree has leaves; children side by side over their parent's span.
  const span = new Map<number, number>();
  for (const vertex of [...order].reverse()) span.set(vertex, Math.max(1, (children.get(vertex) ?? []).reduce((sum, child) => sum + (span.get(child) ?? 1), 0)));
  const column = new Map<number, number>();
  const left = new Map([[0, 0]]);
  for (const vertex of order) {
    let next = left.get(vertex) ?? 0;
    column.set(vertex, next + ((span.get(vertex) ?? 1) - 1) / 2);
    for (const child of children.get(vertex) ?? []) {
      left.set(child, next);
      next += span.get(child) ?? 1;
    }
  }
  return { level, column, columns: span.get(0) ?? 1 };
}

/**
 * The picture of `edges` (pairs of vertex numbers, 0 the ground), all of them standing at the start; a position
 * later draws some of the same paths.
 */
export function hackenbushLayout(edges: readonly (readonly [number, number])[]): HackenbushLayout {
  const { level, column, columns } = placeVertices(edges);
  // A loop on the ground stands beside the rest, in a column of its own.
  const groundLoops = edges.some(([u, v]) => u === 0 && v === 0) ? 1 : 0;
  const levels = Math.max(1, ...level.values());
  const width = 2 * MARGIN + (columns + groundLoops) * COLUMN;
  // Room above the top level for the largest stack of loops on one vertex (each loop a larger circle).
  const loopsAt = new Map<number, number>();
  for (const [u, v] of edges) if (u === v) loopsAt.set(u, (loopsAt.get(u) ?? 0) + 1);
  const top = Math.max(MARGIN, 2 * loopRadius(Math.max(0, ...loopsAt.values()) - 1) + 6);
  const ground = top + levels * LEVEL;
  const height = ground + 12;
  const vertices = new Map<number, Point>();
  for (const [vertex, depth] of level) {
    if (vertex !== 0) vertices.set(vertex, { x: MARGIN + ((column.get(vertex) ?? 0) + 0.5) * COLUMN, y: ground - depth * LEVEL });
  }
  const groundLoop: Point = { x: MARGIN + (columns + 0.5) * COLUMN, y: ground };
  // The ends of an edge: a vertex's place, or for the ground the point of the line below the other end.
  const ends = (u: number, v: number): [Point, Point] => {
    if (u === 0 && v === 0) return [groundLoop, groundLoop];
    const [a, b] = [vertices.get(u), vertices.get(v)];
    const below = (point: Point | undefined): Point => ({ x: point?.x ?? groundLoop.x, y: ground });
    return [a ?? below(b), b ?? below(a)];
  };
  const seen = new Map<string, number>();
  const count = new Map<string, number>();
  const pairOf = ([u, v]: readonly [number, number]): string => `${Math.min(u, v)}-${Math.max(u, v)}`;
  for (const edge of edges) count.set(pairOf(edge), (count.get(pairOf(edge)) ?? 0) + 1);
  const paths = edges.map((edge) => {
    const pair = pairOf(edge);
    const rank = seen.get(pair) ?? 0;
    seen.set(pair, rank + 1);
    const [a, b] = ends(edge[0], edge[1]);
    if (edge[0] === edge[1]) {
      // A loop: a circle standing on its vertex, one size larger for each further loop there.
      const r = loopRadius(rank);
      return `M ${a.x} ${a.y} a ${r} ${r} 0 1 1 0 ${-2 * r} a ${r} ${r} 0 1 1 0 ${2 * r}`;
    }
    // Parallel edges bow apart, symmetrically about the straight line; an edge within one level bows upward.
    const parallels = count.get(pair) ?? 1;
    const sameLevel = a.y === b.y ? 1 : 0;
    const bow = (rank - (parallels - 1) / 2) * 22 + sameLevel * 18 * Math.sign(b.x - a.x || 1);
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const length = Math.hypot(dx, dy) || 1;
    const control = { x: (a.x + b.x) / 2 + (dy / length) * bow, y: (a.y + b.y) / 2 - (dx / length) * bow };
    return bow === 0 ? `M ${a.x} ${a.y} L ${b.x} ${b.y}` : `M ${a.x} ${a.y} Q ${round(control.x)} ${round(control.y)} ${b.x} ${b.y}`;
  });
  return { width, height, ground, vertices, paths };
}

/** The radius of the loop drawn `rank`-th on one vertex (from 0). */
function loopRadius(rank: number): number {
  return 9 + 6 * rank;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
