// Green Hackenbush as a play-engine game: a position is the ascending list of the edges still standing (indices
// into the starting list), always pruned to what the ground still holds up.
import { defineGame, endingOf } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { checkEdges, groundedEdges, valueOfEdges } from './value.js';
import type { HackenbushEdge } from './value.js';

/**
 * The game returned by {@link hackenbushGame}: a position is the ascending list of the standing edges' indices
 * in the starting list; a move is the index of the edge cut.
 *
 * @example
 * ```ts
 * const game: HackenbushGame = hackenbushGame([[0, 1], [1, 2]]);
 * game.start.position; // [0, 1]
 * ```
 *
 * @category Nim family
 */
export type HackenbushGame = DefinedGame<readonly number[], number>;

/**
 * A state of {@link hackenbushGame}.
 *
 * @example
 * ```ts
 * const state: HackenbushState = hackenbushGame([[0, 1], [1, 2]]).start.play(0);
 * state.position; // []: cutting the ground edge drops the edge above it
 * ```
 *
 * @category Nim family
 */
export type HackenbushState = DefinedState<readonly number[], number>;

const INDEX = /^\s*\d{1,7}\s*$/;

/**
 * Green Hackenbush (Winning Ways ch. 7) as a play-engine game: a graph whose vertex 0 is the ground; a move cuts
 * one edge, and every edge no longer connected to the ground falls away. In normal play whoever cuts the last edge
 * wins. Loops and parallel edges are allowed; parts not connected to the ground are gone from the start.
 *
 * - Positions: the indices (into `edges`) of the standing edges, ascending; `key()` is `player:i,j,…`, the picture
 *   `hackenbush U-V,U-V,…` (the standing edges).
 * - Moves: an edge's index in `edges`, from 0 (text: the index, e.g. `3`); action ids are the same numbers.
 * - Theory: `grundy` is {@link hackenbushValue} of the standing edges (linear time); `winningMove` (normal play)
 *   cuts the first edge that leaves value 0, trying each standing edge (time O(E²) for E edges). Misère: by search.
 *
 * @param edges - Pairs `[u, v]` of vertex numbers (non-negative safe integers; 0 is the ground), at most
 * {@link MAX_HACKENBUSH_EDGES}; `u = v` is a loop.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game; its `name` is the spec `hackenbush:U-V,U-V,…` plus the ending.
 * @throws `TypeError` when `edges` is not an array of pairs of numbers; `RangeError` for a pair of another length,
 * a vertex that is not a non-negative safe integer, too many edges or a bad `play`.
 * @example
 * ```ts
 * const game = hackenbushGame([[0, 1], [1, 2], [2, 0], [1, 1]]); // a triangle on the ground, a loop on top
 * grundyValue(game.start);     // 0: the triangle fuses to two loops at the ground, and the third loop makes 1 ^ 1 ^ 1 ^ 1
 * game.start.moveCount();      // 4
 * ```
 *
 * @category Nim family
 */
export function hackenbushGame(edges: readonly HackenbushEdge[], options: EndingOptions = {}): HackenbushGame {
  const checked = checkEdges(edges);
  const ending = endingOf(options);
  const count = checked.length / 2;
  const all = Array.from({ length: count }, (_, index) => index);
  const describeEdges = (position: readonly number[]): string => position.map((edge) => `${checked[2 * edge]}-${checked[2 * edge + 1]}`).join(',');
  return defineGame<readonly number[], number>({
    name: `hackenbush:${describeEdges(all)}`,
    start: groundedEdges(checked, all),
    ending,
    moves: (position) => position,
    readMove: (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value < count ? value : undefined),
    whyIllegal: (position, edge) => (position.includes(edge) ? undefined : `edge ${edge} is not standing (cut, or no longer connected to the ground)`),
    play: (position, edge) => groundedEdges(checked, position.filter((standing) => standing !== edge)),
    key: (position) => position.join(','),
    keyForm: 'I,J,..., the standing edges\' indices ascending',
    fromKey: (text) => {
      if (text === '') return [];
      const fields = text.split(',');
      if (!fields.every((field) => /^\d{1,7}$/.test(field))) return undefined;
      const indices = fields.map(Number);
      const ascending = indices.every((edge, index) => edge < count && (index === 0 || edge > (indices[index - 1] ?? 0)));
      // A position is what the ground holds up: a list that pruning would change is not one.
      return ascending && groundedEdges(checked, indices).length === indices.length ? indices : undefined;
    },
    describe: (position) => `hackenbush ${describeEdges(position)}`,
    formatMove: String,
    parseMove: (text) => (INDEX.test(text) ? Number(text) : null),
    actionCount: count,
    actionOf: (edge) => edge,
    moveOfAction: (id) => id,
    grundy: (position) => valueOfEdges(checked, position),
    ...(ending === 'normal'
      ? {
          winningMove: (position: readonly number[]) =>
            position.find((edge) => valueOfEdges(checked, groundedEdges(checked, position.filter((standing) => standing !== edge))) === 0) ?? null,
        }
      : {}),
  });
}
