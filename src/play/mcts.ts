// Monte Carlo tree search (UCT) with uniformly random rollouts. Every node keeps its wins from the point of view
// of the player who made the move into it, the player choosing among its siblings: scoring it from the player
// to move instead is the classic perspective bug that makes MCTS pick losing moves.
import { describeValue } from '../internal/integers.js';
import { randomInt } from '../random/index.js';
import type { RandomSource } from '../types.js';
import type { GenericPlayer, State } from './game.js';

/**
 * The options of {@link mctsPlayer}.
 *
 * @example
 * ```ts
 * const options: MctsOptions = { iterations: 5000, exploration: 1 };
 * ```
 */
export interface MctsOptions {
  /** Playouts per move, at least 1; default 1000. */
  readonly iterations?: number;
  /** The UCT exploration constant c in wins/visits + c·sqrt(ln(parent visits)/visits); default √2. */
  readonly exploration?: number;
}

class Node {
  readonly state: State<unknown>;
  readonly parent: Node | null;
  /** Who made the move into this node (the parent's player to move). */
  readonly mover: 0 | 1;
  readonly children: Node[] = [];
  /** The move index (in the parent's `moves()` order) that led here. */
  readonly index: number;
  /** Move indices not yet expanded; drawn at random, removed by swapping with the last. */
  readonly untried: number[];
  visits = 0;
  wins = 0;

  constructor(state: State<unknown>, parent: Node | null, index: number) {
    this.state = state;
    this.parent = parent;
    this.index = index;
    this.mover = parent === null ? (state.player === 0 ? 1 : 0) : parent.state.player;
    this.untried = Array.from({ length: state.moveCount() }, (_, move) => move);
  }
}

function select(node: Node, exploration: number): Node {
  const logVisits = Math.log(node.visits);
  let best = node;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const child of node.children) {
    const score = child.wins / child.visits + exploration * Math.sqrt(logVisits / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best;
}

function rollout(state: State<unknown>, random: RandomSource): 0 | 1 | undefined {
  let current = state;
  while (!current.isTerminal) current = current.play(current.moveAt(randomInt(random, 0, current.moveCount() - 1)));
  return current.winner;
}

/**
 * A Monte Carlo tree search player (UCT): each iteration descends the tree by the UCT rule, expands one
 * untried move, plays uniformly at random to the end, and credits the win to every node whose mover won. It
 * plays the most visited move (the first one on a tie). Every random choice comes from `random`, so a seeded
 * match replays exactly.
 *
 * @param options - `iterations` (default 1000) and `exploration` (default √2).
 * @returns The player, for any game.
 * @throws `TypeError`/`RangeError` when `iterations` is not a positive safe integer or `exploration` is not a
 * finite non-negative number.
 * @example
 * ```ts
 * const mcts = mctsPlayer({ iterations: 1000 });
 * playMatch(nimGame([1, 3, 5, 7]), [mcts, randomPlayer], { seed: 1 }).winner; // usually 0
 * ```
 */
export function mctsPlayer({ iterations = 1000, exploration = Math.SQRT2 }: MctsOptions = {}): GenericPlayer {
  if (typeof iterations !== 'number') throw new TypeError(`iterations must be a number, got ${describeValue(iterations)}`);
  if (!Number.isSafeInteger(iterations) || iterations < 1) {
    throw new RangeError(`iterations must be a positive safe integer, got ${describeValue(iterations)}`);
  }
  if (typeof exploration !== 'number') throw new TypeError(`exploration must be a number, got ${describeValue(exploration)}`);
  if (!(exploration >= 0 && exploration < Number.POSITIVE_INFINITY)) {
    throw new RangeError(`exploration must be a finite non-negative number, got ${describeValue(exploration)}`);
  }
  return <M>(state: State<M>, random: RandomSource): M => {
    if (state.isTerminal) throw new RangeError(`the game is over: there is no move to make (${state.game.name})`);
    const root = new Node(state, null, -1);
    for (let iteration = 0; iteration < iterations; iteration++) {
      let node = root;
      while (node.untried.length === 0 && node.children.length > 0) node = select(node, exploration);
      const { untried } = node;
      if (untried.length > 0) {
        const pick = randomInt(random, 0, untried.length - 1);
        const index = untried[pick] ?? 0;
        untried[pick] = untried[untried.length - 1] ?? 0;
        untried.pop();
        const child = new Node(node.state.play(node.state.moveAt(index)), node, index);
        node.children.push(child);
        node = child;
      }
      const winner = rollout(node.state, random);
      for (let visited: Node | null = node; visited !== null; visited = visited.parent) {
        visited.visits++;
        if (winner === visited.mover) visited.wins++;
      }
    }
    let best = root.children[0];
    for (const child of root.children) if (best === undefined || child.visits > best.visits) best = child;
    return state.moveAt(best?.index ?? 0);
  };
}
