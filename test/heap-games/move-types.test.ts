// The types a newcomer writes first when playing a heap game: `tsc --noEmit` checks the `expectTypeOf` lines
// and the assignments below (tsconfig includes test/), `expect` checks what they do at run time.
import { describe, expect, expectTypeOf, test } from 'vitest';
import { HeapGame, heapGame, nimGame, perfectPlayer, playMatch, randomPlayer } from '../../src/index.js';
import type { HeapGameMove, HeapPlayMove, MatchResult, Move, Player, SyncPlayer } from '../../src/index.js';

describe('heap game move types', () => {
  test('issue 30.19: a Player<HeapGameMove> plays heapGame, and a winning move is a move of the game', () => {
    expectTypeOf<HeapPlayMove>().toEqualTypeOf<HeapGameMove>();
    // Before 0.4.0 this assignment was TS2769: the engine's move was readonly, the theory's was not.
    const theorist: Player<HeapGameMove> = (state) => {
      const heaps = (state as ReturnType<typeof heapGame>['start']).heaps();
      return HeapGame.parse('0.77').winningMoves(heaps)[0] ?? state.moveAt(0);
    };
    const game = heapGame('0.77', [5, 7]);
    const result = playMatch(game, [theorist, randomPlayer], { seed: 1 });
    expectTypeOf(result).toEqualTypeOf<MatchResult<HeapGameMove> | Promise<MatchResult<HeapGameMove>>>();
    // Kayles 5 + 7: Grundy values 4 and 2, a first-player win the theorist keeps.
    expect(result).toMatchObject({ winner: 0, forfeit: null });
    const [winning] = HeapGame.parse('0.77').winningMoves([5, 7]);
    if (winning === undefined) throw new Error('Kayles 5 + 7 is a first-player win');
    expect(game.start.play(winning).heaps()).toEqual(game.start.play({ heap: winning.heap, take: winning.take, leave: [...winning.leave] }).heaps());
  });

  test('issue 30.19: a sync player gives the result itself, so .winner type-checks without await', () => {
    const first: SyncPlayer<Move> = (state) => state.moveAt(0);
    const winner: 0 | 1 | null = playMatch(nimGame([1, 2]), [first, perfectPlayer], { seed: 1 }).winner;
    expect(winner).toBe(1);
    // An untyped sync function is read as a SyncPlayer too.
    const untyped = playMatch(nimGame([1, 2]), [(state) => state.moveAt(0), perfectPlayer], { seed: 1 });
    expectTypeOf(untyped).toEqualTypeOf<MatchResult<Move>>();
  });

  test('issue 30.19: a Player<M> may answer with a promise, so its match is awaited', async () => {
    const maybeLater: Player<Move> = (state) => state.moveAt(0);
    const result = playMatch(nimGame([1, 2]), [maybeLater, perfectPlayer], { seed: 1 });
    expectTypeOf(result).toEqualTypeOf<MatchResult<Move> | Promise<MatchResult<Move>>>();
    expect((await result).winner).toBe(1);
  });
});
