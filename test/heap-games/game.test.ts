import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HeapGame, HeapGameCodeError, IllegalMoveError } from '../../src/index.js';
import { competition, createSolver, heapGame, nimGame, perfectPlayer, randomPlayer, solve } from '../../src/index.js';
import type { HeapPlayMove, HeapPlayState } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** Every multiset of positive heap sizes with total at most `limit`, each sorted descending. */
function sums(limit: number): number[][] {
  const result: number[][] = [];
  const grow = (heaps: number[], total: number, largest: number): void => {
    if (heaps.length > 0) result.push(heaps.slice());
    for (let size = Math.min(largest, limit - total); size >= 1; size--) {
      heaps.push(size);
      grow(heaps, total + size, size);
      heaps.pop();
    }
  };
  grow([], 0, limit);
  return result;
}

const CODES = ['0.77', '0.07', '4!', '0.137'] as const;
const ENDINGS = ['normal', 'misere'] as const;

describe('heapGame', () => {
  test('heapGame - the start state, moves by heap size, actions and text', () => {
    const game = heapGame('0.77', [3, 2]);
    expect([game.name, game.ending, game.rules.code]).toEqual(['heap:0.77:3,2 normal', 'normal', '0.77']);
    const { start } = game;
    expect([start.player, start.isTerminal, start.winner]).toEqual([0, false, undefined]);
    expect(start.heaps()).toEqual([3, 2]);
    expect(start.key()).toBe('0:2,3');
    expect(String(start)).toBe('heap game 0.77 on 3,2, player 0 to move');
    // Heap 2 (size 2) first: the moves are listed by heap size.
    expect(start.moves().map((move) => game.formatMove(move))).toEqual(['2:1->1', '2:2->0', '1:1->2', '1:1->1,1', '1:2->1']);
    expect(start.moveCount()).toBe(5);
    expect(start.moveAt(3)).toEqual({ heap: 1, take: 1, leave: [1, 1] });
    // width 3 (a heap of 3 has three options), at most 3 + 2 heaps: 3 breaks into 1,1, 2 cannot break.
    expect(game.actionCount).toBe(3 * 3);
    expect(start.actions()).toEqual([0, 1, 3, 4, 5]);
    const split = start.playAction(4);
    expect(split.heaps()).toEqual([1, 1, 2]);
    expect([split.player, split.key()]).toEqual([1, '1:1,1,2']);
    expect(start.play({ heap: 2, take: 2, leave: [] }).heaps()).toEqual([3]);
    expect(start.heaps()).toEqual([3, 2]);
    expect(Object.isFrozen(start) && Object.isFrozen(game)).toBe(true);
  });

  test('heapGame - moveAt, moves() and actions() agree; actions are ascending and below actionCount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CODES, '0.[3]', '0.0300303'), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 4 }), (code, heaps) => {
        const game = heapGame(code, heaps);
        const { start } = game;
        const moves = start.moves();
        expect(moves.length).toBe(start.moveCount());
        expect(moves.map((_, index) => start.moveAt(index))).toEqual(moves);
        const actions = start.actions();
        expect(actions.length).toBe(moves.length);
        expect(actions.every((id, index) => id < game.actionCount && (index === 0 || id > (actions[index - 1] ?? 0)))).toBe(true);
        expect(actions.map((id) => start.playAction(id).heaps())).toEqual(moves.map((move) => start.play(move).heaps()));
        // Text round trip, and take = heap − sum(leave) as HeapGame computes it.
        for (const move of moves) {
          expect(game.parseMove(game.formatMove(move))).toEqual(move);
          expect(move.take + move.leave.reduce((a, b) => a + b, 0)).toBe(heaps[move.heap - 1]);
        }
      }),
      { numRuns: 150, seed: 14 },
    );
  });

  test('heapGame - the moves of each heap are HeapGame.options, with the takes of HeapGame.winningMoves', () => {
    for (const code of CODES) {
      const rules = HeapGame.parse(code);
      for (let n = 0; n <= 12; n++) {
        const moves = heapGame(rules, [n]).start.moves();
        expect(moves.map(({ leave }) => leave)).toEqual(n === 0 ? [] : rules.options(n));
        // Every winning move of HeapGame is one of ours, take included.
        const ours = moves.map((move) => JSON.stringify(move));
        for (const winning of rules.winningMoves([n, 3])) {
          if (winning.heap === 1) expect(ours).toContain(JSON.stringify(winning));
        }
      }
    }
  });

  test.each(CODES.flatMap((code) => ENDINGS.map((play) => [code, play] as const)))(
    'heapGame - the solver agrees with HeapGame.outcome on every sum of total <= 12: %s %s',
    (code, play) => {
      const rules = HeapGame.parse(code);
      const solver = createSolver();
      for (const heaps of sums(12)) {
        const { result, move } = solver.solve(heapGame(rules, heaps, { play }).start);
        expect(result, `${code} ${heaps.join(',')}`).toBe(rules.outcome(heaps, { play }) === 'N' ? 'win' : 'loss');
        if (move !== null) expect(rules.outcome(heapGame(rules, heaps, { play }).start.play(move).heaps(), { play })).toBe('P');
      }
    },
  );

  test.each(CODES.flatMap((code) => ENDINGS.map((play) => [code, play] as const)))(
    'heapGame - the perfect player never loses a won position: %s %s',
    (code, play) => {
      const rules = HeapGame.parse(code);
      for (const heaps of sums(9)) {
        const game = heapGame(rules, heaps, { play });
        if (rules.outcome(heaps, { play }) !== 'N') {
          expect(game.winningMove?.(game.start)).toBeNull();
          continue;
        }
        // The perfect player against every reply: whatever the opponent does, the perfect player wins.
        const wins = (state: HeapPlayState): boolean => {
          if (state.isTerminal) return state.winner === 0;
          if (state.player === 0) return wins(state.play(perfectPlayer(state)));
          return state.moves().every((move) => wins(state.play(move)));
        };
        expect(wins(game.start), `${code} ${heaps.join(',')}`).toBe(true);
      }
    },
  );

  test('heapGame - Nim 0.[3] agrees with nimGame on every position of up to 3 heaps up to 5, both endings', () => {
    for (const play of ENDINGS) {
      const solver = createSolver();
      for (let a = 0; a <= 5; a++) {
        for (let b = 0; b <= 5; b++) {
          for (let c = 0; c <= 5; c++) {
            const heaps = [a, b, c];
            const heap = heapGame('0.[3]', heaps, { play });
            const nim = nimGame(heaps, { play });
            expect(solver.solve(heap.start).result).toBe(solve(nim.start).result);
            expect(heap.start.moveCount()).toBe(nim.start.moveCount());
            expect([heap.start.isTerminal, heap.start.winner]).toEqual([nim.start.isTerminal, nim.start.winner]);
          }
        }
      }
    }
  });

  test('heapGame - the theory hook: the first winning move of HeapGame.winningMoves, null when lost or over', () => {
    const game = heapGame('0.77', [1, 2]);
    expect(game.winningMove?.(game.start)).toEqual({ heap: 2, take: 1, leave: [1] });
    const lost = heapGame('0.07', [1, 1], { play: 'normal' });
    expect(lost.start.isTerminal).toBe(true);
    expect(lost.winningMove?.(lost.start)).toBeNull();
    expect(String(lost.start)).toBe('heap game 0.07 on 1,1, player 1 won');
    expect(heapGame('0.07', [1], { play: 'misere' }).start.winner).toBe(0);
    expect(thrownBy(TypeError, () => game.winningMove?.(heapGame('0.77', [1, 2]).start)).message).toBe('state must be a state of heap:0.77:1,2 normal, got an object');
  });

  test('heapGame - the key: sorted sizes of the heaps with a move, and the player', () => {
    const game = heapGame('0.07', [5, 0, 1, 3]);
    expect(game.start.key()).toBe('0:3,5');
    expect(heapGame('0.07', [3, 5]).start.key()).toBe('0:3,5');
    const over = heapGame('0.77', [2]).start.play({ heap: 1, take: 2, leave: [] });
    expect([over.heaps(), over.key(), String(over)]).toEqual([[], '1:', 'heap game 0.77 on no heaps, player 0 won']);
  });

  test('heapGame - move text', () => {
    const game = heapGame('0.77', [5]);
    expect(game.parseMove(' 1 : 1 -> 3 , 1 ')).toEqual({ heap: 1, take: 1, leave: [1, 3] });
    expect(game.parseMove('2:3->0')).toEqual({ heap: 2, take: 3, leave: [] });
    expect(game.parseMove('2:3->')).toEqual({ heap: 2, take: 3, leave: [] });
    for (const text of ['1:1', '0:1->2', '1:1->0,2', '1:1->x', '1:1->1,,2', 'a:1->1']) expect(game.parseMove(text), text).toBeNull();
    expect(game.formatMove({ heap: 1, take: 1, leave: [3, 1] })).toBe('1:1->1,3');
    expect(thrownBy(TypeError, () => game.formatMove({ heap: 1, count: 1 } as unknown as HeapPlayMove)).message).toBe('move must be a heap-game move { heap, take, leave }, got an object');
    expect(thrownBy(TypeError, () => game.parseMove(3 as unknown as string)).message).toBe('text must be a string, got 3');
  });

  test('heapGame - illegal and foreign moves throw IllegalMoveError with a code, and the state is unchanged', () => {
    const { start } = heapGame('0.77', [5, 7]);
    const cases: [unknown, string, string][] = [
      [{ heap: 3, take: 1, leave: [] }, 'illegal-move', 'illegal move 3:1->0 in heap:0.77:5,7 normal: there is no heap 3'],
      [{ heap: 1, take: 1, leave: [3] }, 'illegal-move', 'illegal move 1:1->3 in heap:0.77:5,7 normal: heap 1 holds 5, not 4'],
      [{ heap: 1, take: 3, leave: [2] }, 'illegal-move', 'illegal move 1:3->2 in heap:0.77:5,7 normal: 0.77 does not allow it on a heap of 5'],
      [{ heap: 1, take: 0, leave: [2, 3] }, 'illegal-move', 'illegal move 1:0->2,3 in heap:0.77:5,7 normal: 0.77 does not allow it on a heap of 5'],
      [{ heap: 1, count: 1 }, 'not-a-move', 'not a move of heap:0.77:5,7 normal: an object'],
      [{ heap: 1, take: 1, leave: [0, 4] }, 'not-a-move', 'not a move of heap:0.77:5,7 normal: an object'],
      [3, 'not-a-move', 'not a move of heap:0.77:5,7 normal: 3'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as HeapPlayMove));
      expect([error.code, error.message, error.move]).toEqual([code, message, move]);
    }
    expect(start.heaps()).toEqual([5, 7]);
    for (const id of [-1, 1.5, 10_000, Number.NaN]) {
      const error = thrownBy(IllegalMoveError, () => start.playAction(id));
      expect([error.code, error.message]).toEqual(['no-such-action', `action ${String(id)} is not legal in heap:0.77:5,7 normal at 5,7`]);
    }
    // Width 7 (a heap of 7 has seven options); id 5 is option 5 of the heap of 5, which has five (0 to 4).
    expect(heapGame('0.77', [5, 7]).actionCount).toBe(7 * 7); // 5 breaks into at most 3 heaps, 7 into 4

    expect(start.playAction(4).heaps()).toEqual([1, 2, 7]);
    expect(thrownBy(IllegalMoveError, () => start.playAction(5)).code).toBe('no-such-action');
    const over = heapGame('0.77', [1]).start.play({ heap: 1, take: 1, leave: [] });
    expect(thrownBy(IllegalMoveError, () => over.play({ heap: 1, take: 1, leave: [] })).message).toBe('no move can be played in heap:0.77:1 normal: the game is over');
    expect(thrownBy(IllegalMoveError, () => over.playAction(0)).code).toBe('game-over');
    expect(thrownBy(RangeError, () => start.moveAt(99)).message).toBe('index must be an integer from 0 to 11, got 99');
  });

  test('heapGame - bad arguments', () => {
    expect(thrownBy(HeapGameCodeError, () => heapGame('0.8.1', [3])).code).toBe(thrownBy(HeapGameCodeError, () => HeapGame.parse('0.8.1')).code);
    expect(thrownBy(TypeError, () => heapGame(77 as unknown as string, [3])).message).toBe('rules must be a HeapGame or a code string, got 77');
    expect(thrownBy(TypeError, () => heapGame('0.77', 'x' as unknown as number[])).message).toBe('heaps must be an array, got "x"');
    expect(thrownBy(RangeError, () => heapGame('0.77', [])).message).toBe('heaps must hold at least one heap');
    expect(thrownBy(TypeError, () => heapGame('0.77', [1, '2'] as unknown as number[])).message).toBe('heaps[1] must be a number, got "2"');
    expect(thrownBy(RangeError, () => heapGame('0.77', [1, -2])).message).toBe('heaps[1] must be a non-negative safe integer, got -2');
    expect(thrownBy(RangeError, () => heapGame('0.77', [2 ** 52, 2 ** 52])).message).toBe('the heaps must add up to a safe integer');
    expect(thrownBy(RangeError, () => heapGame('0.77', [1], { play: 'x' as 'normal' })).message).toBe("play must be 'normal' or 'misere', got \"x\"");
    expect(heapGame('0.77', [-0]).start.heaps()).toEqual([0]);
  });

  test('heapGame - big option lists: the cache starts again, and moves stay right', () => {
    const game = heapGame('0.[3]', [800, 3]);
    // Nim never splits, so at most 2 heaps; listing sizes up to 800 (320,400 options) refills the cache.
    expect(game.actionCount).toBe(800 * 2);
    expect(game.start.moveCount()).toBe(803);
    expect(game.start.moveAt(3)).toEqual({ heap: 1, take: 1, leave: [799] });
    expect(game.start.playAction(800 + 799).heaps()).toEqual([3]); // rank 1 (the heap of 800), take it all
  });

  test('heapGame - rules given as a function (HeapGame.fromRule) play too', () => {
    const halving = HeapGame.fromRule('halving', (n) => Array.from({ length: Math.floor(n / 2) }, (_, i) => [n - 1 - i]));
    const game = heapGame(halving, [20], { play: 'normal' });
    expect(game.name).toBe('heap:halving:20 normal');
    expect(solve(game.start).result).toBe(halving.outcome([20]) === 'N' ? 'win' : 'loss');
  });

  test('heapGame - a seeded competition of Kayles 5,7 is deterministic, and the perfect player wins its seats', () => {
    const run = (): readonly [number, number] => competition(heapGame('0.77', [5, 7]), perfectPlayer, randomPlayer, { rounds: 40, seed: 3 }).wins;
    const first = run();
    expect(run()).toEqual(first);
    // 5 XOR 7 in Kayles values (4 ^ 1) is not 0: whoever moves first wins, so the perfect player wins every game it starts.
    expect(first[0]).toBeGreaterThanOrEqual(20);
    expect(first[0] + first[1]).toBe(40);
  });
});
