// Monte Carlo tree search (UCT) with uniformly random rollouts. Every node keeps its wins from the point of view
// of the player who made the move into it, the player choosing among its siblings: scoring it from the player
// to move instead is the classic perspective bug that makes MCTS pick losing moves.
//
// It also proves what it can (the MCTS-Solver rule): a node whose mover wins at once, or whose every reply is
// proven lost for the replier, is a proven win; a node with a proven-winning reply is a proven loss. Plain
// UCT with random rollouts needs tens of thousands of playouts to find a lone winning move on a wide halving
// heap; with the proofs, 1,000 are enough on small positions, and a proven root stops the search early.
import { checkPositiveSize, describeValue } from '../internal/integers.js';
import { randomInt } from '../random/index.js';
import type { RandomSource } from '../types.js';
import { checkLive } from './game.js';
import { randomPlayer } from './players.js';
import type { GenericPlayer, State } from './game.js';

/**
 * The options of {@link mctsPlayer}.
 *
 * @example
 * ```ts
 * const options: MctsOptions = { iterations: 5000, exploration: 1 };
 * ```
 *
 * @category Play
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
  /**
   * How many moves are not yet expanded. They are the first `untried` entries of a virtual list that starts as
   * 0, 1, ..., moveCount − 1; a drawn entry is replaced by the last one (a lazy Fisher–Yates shuffle), and
   * only the replaced entries are stored, in `moved`. So a node costs memory for the moves it has expanded,
   * never for its `moveCount` (a Nim heap of 10^8 has 10^8 moves, one halving heap of 10^9 half a billion).
   */
  untried: number;
  /** The entries of the virtual list that differ from their index; `null` until the first one does. */
  moved: Map<number, number> | null = null;
  visits = 0;
  wins = 0;
  /** 1: the mover wins against any defence; -1: the mover loses; 0: not proven. */
  proven: -1 | 0 | 1;

  constructor(state: State<unknown>, parent: Node | null, index: number, proofs: Proofs) {
    this.state = state;
    this.parent = parent;
    this.index = index;
    this.mover = parent === null ? (state.player === 0 ? 1 : 0) : parent.state.player;
    this.untried = state.moveCount();
    this.proven = !state.isTerminal ? (proofs.get(state.key()) ?? 0) : state.winner === this.mover ? 1 : -1;
  }
}

/**
 * Draws one untried move index of `node` uniformly and removes it: the same index, for the same draw, as
 * picking from an explicit array of the untried indices and filling the hole with its last entry.
 */
function drawUntried(node: Node, random: RandomSource): number {
  const last = node.untried - 1;
  const pick = randomInt(random, 0, last);
  const moved = node.moved;
  const index = moved?.get(pick) ?? pick;
  if (pick !== last) (node.moved ??= new Map()).set(pick, moved?.get(last) ?? last);
  moved?.delete(last);
  node.untried = last;
  return index;
}

/**
 * Proven values by `key()`, from the point of view of the player who moved into the state. The tree does not
 * merge transpositions, so this table lets a proof found down one line settle the same position on another.
 */
type Proofs = Map<string, -1 | 1>;

/** Carries a proof from `node` up the tree as far as it decides its ancestors. */
function propagate(node: Node, proofs: Proofs): void {
  for (let child = node, parent = node.parent; parent !== null && parent.proven === 0; child = parent, parent = parent.parent) {
    if (child.proven === 1) {
      parent.proven = -1; // the player to move at `parent` has a winning reply
    } else if (child.proven === -1 && parent.untried === 0 && parent.children.every((sibling) => sibling.proven === -1)) {
      parent.proven = 1; // every reply loses
    } else {
      return;
    }
    proofs.set(parent.state.key(), parent.proven);
  }
}

/** The UCT choice among the children not proven lost (a node still unproven has at least one). */
function select(node: Node, exploration: number): Node {
  const logVisits = Math.log(node.visits);
  let best = node;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const child of node.children) {
    if (child.proven === -1) continue;
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
  while (!current.isTerminal) current = current.play(randomPlayer(current, random));
  return current.winner;
}

/**
 * A Monte Carlo tree search player (UCT): each iteration descends the tree by the UCT rule, expands one
 * untried move, plays uniformly at random to the end, and credits the win to every node whose mover won. It
 * plays a move proved to win if there is one, else the most visited move not proved lost (on a tie, the
 * one expanded first). Every random choice comes from `random`, so a seeded match replays exactly.
 *
 * It reads moves through `moveCount()` and `moveAt(index)` only, and keeps one tree node per iteration plus
 * the indices of the moves each node has expanded: memory grows with `iterations`, never with the number of
 * moves, so it plays a Nim heap of 10^8 or a halving heap of 10^9.
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
 *
 * @category Play
 */
export function mctsPlayer({ iterations = 1000, exploration = Math.SQRT2 }: MctsOptions = {}): GenericPlayer {
  checkPositiveSize(iterations, 'iterations');
  if (typeof exploration !== 'number') throw new TypeError(`exploration must be a number, got ${describeValue(exploration)}`);
  if (!(exploration >= 0 && exploration < Number.POSITIVE_INFINITY)) {
    throw new RangeError(`exploration must be a finite non-negative number, got ${describeValue(exploration)}`);
  }
  return <M>(state: State<M>, random: RandomSource): M => {
    checkLive(state);
    const proofs: Proofs = new Map();
    const root = new Node(state, null, -1, proofs);
    for (let iteration = 0; iteration < iterations && root.proven === 0; iteration++) {
      let node = root;
      while (node.proven === 0 && node.untried === 0) node = select(node, exploration);
      if (node.untried > 0) {
        const index = drawUntried(node, random);
        const child = new Node(node.state.play(node.state.moveAt(index)), node, index, proofs);
        node.children.push(child);
        node = child;
        propagate(child, proofs);
      }
      const other = node.mover === 0 ? 1 : 0;
      const winner = node.proven === 0 ? rollout(node.state, random) : node.proven === 1 ? node.mover : other;
      for (let visited: Node | null = node; visited !== null; visited = visited.parent) {
        visited.visits++;
        if (winner === visited.mover) visited.wins++;
      }
    }
    // A proven win if there is one, else the most visited move not proven lost (any move when all are).
    const rank = (child: Node): number => (child.proven === 1 ? Number.POSITIVE_INFINITY : child.proven === -1 ? -1 / (child.visits + 1) : child.visits);
    let best = root.children[0];
    for (const child of root.children) if (best === undefined || rank(child) > rank(best)) best = child;
    return state.moveAt(best?.index ?? 0);
  };
}
