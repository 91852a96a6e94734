import { describe, expect, test } from 'vitest';
import { IllegalMoveError, createSolver, isStaircaseNimLosing, randomPlayer, searchPlayer, staircaseNimGame, staircaseNimMove } from '../../src/index.js';
import type { Ending, Solver, StaircaseMove, SyncPlayer } from '../../src/index.js';
import { perfectKeepsWins, thrownBy } from '../helpers.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];
const SOLVERS: Readonly<Record<Ending, Solver>> = { normal: createSolver(), misere: createSolver() };

/** Every staircase of `length` steps holding at most `total` counters in all: closed under moves. */
function staircases(length: number, total: number): number[][] {
  let all: number[][] = [[]];
  for (let step = 0; step < length; step++) {
    all = all.flatMap((steps) => {
      const used = steps.reduce((sum, size) => sum + size, 0);
      return Array.from({ length: total - used + 1 }, (_, size) => [...steps, size]);
    });
  }
  return all;
}

/** 2,605 staircases of 1 to 6 steps; every move from one of them leads to another. */
const ALL = [staircases(1, 16), staircases(2, 12), staircases(3, 10), staircases(4, 8), staircases(5, 7), staircases(6, 6)].flat();

/** The legal moves by the rules alone, sorted by their action id (count − 1) · steps + (step − 1). */
function bruteForceMoves(steps: readonly number[]): StaircaseMove[] {
  const moves: { id: number; move: StaircaseMove }[] = [];
  steps.forEach((size, index) => {
    for (let count = 1; count <= size; count++) moves.push({ id: (count - 1) * steps.length + index, move: { step: index + 1, count } });
  });
  return moves.sort((a, b) => a.id - b.id).map(({ move }) => move);
}

/** The staircase after carrying `count` counters from `step` down one step, by the rules alone. */
function carry(steps: readonly number[], { step, count }: StaircaseMove): number[] {
  return steps.map((size, index) => (index === step - 1 ? size - count : index === step - 2 ? size + count : size));
}

describe('staircaseNimGame', () => {
  test('staircaseNimGame - start, moves, actions, text, key and picture', () => {
    const game = staircaseNimGame([2, 0, 1]);
    expect([game.name, game.ending, game.actionCount]).toEqual(['staircase:2,0,1 normal', 'normal', 9]);
    const { start } = game;
    expect(start.position).toEqual([2, 0, 1]);
    expect(start.moves()).toEqual([
      { step: 1, count: 1 },
      { step: 3, count: 1 },
      { step: 1, count: 2 },
    ]);
    expect(start.actions()).toEqual([0, 2, 3]);
    expect([start.moveCount(), start.moveAt(1), start.key(), String(start)]).toEqual([3, { step: 3, count: 1 }, '0:2,0,1', 'staircase 2,0,1, player 0 to move']);
    expect(start.play({ step: 3, count: 1 }).position).toEqual([2, 1, 0]);
    expect(start.playAction(3).position).toEqual([0, 0, 1]);
    expect(start.position).toEqual([2, 0, 1]);
    expect(game.formatMove({ step: 2, count: 3 })).toBe('2:3');
    expect([game.parseMove(' 2 : 3 '), game.parseMove('0:3'), game.parseMove('2'), game.parseMove('2:99999999999999999999')]).toEqual([{ step: 2, count: 3 }, null, null, null]);
    const over = start.play({ step: 1, count: 2 }).play({ step: 3, count: 1 }).play({ step: 2, count: 1 }).play({ step: 1, count: 1 });
    expect([over.isTerminal, over.winner, over.moveCount(), String(over)]).toEqual([true, 1, 0, 'staircase 0,0,0, player 1 won']);
    expect(staircaseNimGame([0], { play: 'misere' }).start.winner).toBe(0);
  });

  test.each(ENDINGS)('staircaseNimGame - %s: solve agrees with the theory on every small staircase', (play) => {
    expect(ALL.length).toBe(2605);
    const solver = SOLVERS[play];
    for (const steps of ALL) {
      const game = staircaseNimGame(steps, { play });
      const { result } = solver.solve(game.start);
      if (result !== (isStaircaseNimLosing(steps, { play }) ? 'loss' : 'win')) expect.fail(`${play} ${steps.join(',')}: the solver says ${result}`);
      const move = game.winningMove?.(game.start) ?? null;
      expect(move).toEqual(steps.some((size) => size > 0) ? staircaseNimMove(steps, { play }) : null);
      if (move !== null) expect(solver.solve(game.start.play(move)).result).toBe('loss');
    }
  });

  test('staircaseNimGame - moves, actions, moveAt and play equal a brute-force generation', () => {
    for (const steps of ALL) {
      const { start } = staircaseNimGame(steps);
      const moves = bruteForceMoves(steps);
      const ids = moves.map(({ step, count }) => (count - 1) * steps.length + step - 1);
      const after = moves.map((move) => carry(steps, move));
      const seen = {
        moves: start.moves(),
        actions: start.actions(),
        movesAt: moves.map((_, index) => start.moveAt(index)),
        played: moves.map((move) => start.play(move).position),
        playedActions: ids.map((id) => start.playAction(id).position),
      };
      expect(seen).toEqual({ moves, actions: ids, movesAt: moves, played: after, playedActions: after });
    }
  });

  test('staircaseNimGame - the perfect player never loses a won position against random and search players', () => {
    const opponents: SyncPlayer<StaircaseMove>[] = [randomPlayer, searchPlayer({ depth: 3 })];
    const starts = [staircases(3, 6), staircases(4, 5)].flat();
    for (const play of ENDINGS) {
      for (const steps of starts) {
        for (const [index, opponent] of opponents.entries()) {
          for (const seat of [0, 1] as const) {
            if (!perfectKeepsWins(staircaseNimGame(steps, { play }).start, opponent, seat, index + 1, SOLVERS[play])) expect.fail(`${play} ${steps.join(',')}, opponent ${index}, seat ${seat}`);
          }
        }
      }
    }
  });

  test('staircaseNimGame - huge steps are played through moveCount and moveAt, never listed', () => {
    const big = 2 ** 40;
    const game = staircaseNimGame([big, 0, big]);
    expect(game.actionCount).toBe(3 * 2 * big);
    const { start } = game;
    expect([start.moveCount(), start.moveAt(2 * big - 1), start.moveAt(0), start.moveAt(1)]).toEqual([2 * big, { step: 3, count: big }, { step: 1, count: 1 }, { step: 3, count: 1 }]);
    expect(thrownBy(RangeError, () => start.moves()).message).toContain('more than MAX_LISTED_MOVES');
    expect(game.winningMove?.(start)).toBeNull();
    const next = start.play({ step: 3, count: big });
    expect(next.position).toEqual([big, big, 0]);
    expect(game.winningMove?.(next)).toEqual({ step: 1, count: big });
  });

  test('staircaseNimGame - bad moves and actions', () => {
    const { start } = staircaseNimGame([2, 0, 1]);
    const cases: [unknown, string, string][] = [
      [{ step: 4, count: 1 }, 'illegal-move', 'illegal move 4:1 in staircase:2,0,1 normal: there is no step 4'],
      [{ step: 2, count: 1 }, 'illegal-move', 'illegal move 2:1 in staircase:2,0,1 normal: step 2 holds 0'],
      [{ step: 1, count: 3 }, 'illegal-move', 'illegal move 1:3 in staircase:2,0,1 normal: step 1 holds 2'],
      [{ step: 0, count: 1 }, 'not-a-move', 'not a move of staircase:2,0,1 normal: an object'],
      [{ step: 1, count: 1.5 }, 'not-a-move', 'not a move of staircase:2,0,1 normal: an object'],
      [{ heap: 1, count: 1 }, 'not-a-move', 'not a move of staircase:2,0,1 normal: an object'],
      [3, 'not-a-move', 'not a move of staircase:2,0,1 normal: 3'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as StaircaseMove));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    expect(thrownBy(IllegalMoveError, () => start.playAction(1)).message).toBe('action 1 is not legal in staircase:2,0,1 normal at 2,0,1');
    expect(thrownBy(IllegalMoveError, () => start.playAction(9)).code).toBe('no-such-action');
    const over = staircaseNimGame([1]).start.play({ step: 1, count: 1 });
    expect(thrownBy(IllegalMoveError, () => over.play({ step: 1, count: 1 })).message).toBe('no move can be played in staircase:1 normal: the game is over');
    expect(thrownBy(TypeError, () => staircaseNimGame([1]).formatMove({ step: 0, count: 1 })).message).toBe('move must be a move of staircase:1 normal, got an object');
  });

  test.each([
    [5, TypeError, 'steps must be an array, got 5'],
    [[], RangeError, 'steps must hold at least one step'],
    [[1, 2n], TypeError, 'steps[1] must be a number, got 2n'],
    [[1, -1], RangeError, 'steps[1] must be a non-negative safe integer, got -1'],
    [[0.5], RangeError, 'steps[0] must be a non-negative safe integer, got 0.5'],
    [[Number.NaN], RangeError, 'steps[0] must be a non-negative safe integer, got NaN'],
    [[2 ** 53], RangeError, 'steps[0] must be a non-negative safe integer, got 9007199254740992'],
    [[2 ** 52, 2 ** 52], RangeError, 'the steps must add up to a safe integer'],
    [[2 ** 52, 1], RangeError, 'the action numbering needs steps.length · counters = 2 · 4503599627370497 to be a safe integer'],
  ] as const)('staircaseNimGame - refuses %s', (steps, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => staircaseNimGame(steps as unknown as number[])).message).toBe(message);
  });

  test('staircaseNimGame - refuses holes and bad options, and keeps no -0', () => {
    // eslint-disable-next-line no-sparse-arrays -- a hole is refused like any bad entry
    expect(thrownBy(TypeError, () => staircaseNimGame([1, , 2] as unknown as number[])).message).toBe('steps[1] must be a number, got undefined');
    expect(thrownBy(RangeError, () => staircaseNimGame([1], { play: 'draw' as Ending })).message).toBe(`play must be 'normal' or 'misere', got "draw"`);
    expect(thrownBy(TypeError, () => staircaseNimGame([1], null as unknown as undefined)).message).toBe('options must be an object, got null');
    expect(Object.is(staircaseNimGame([-0, 1]).start.position[0], 0)).toBe(true);
  });
});
