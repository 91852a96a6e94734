// Edges of src/play/replay.ts and of the match loop in src/play/match.ts: long move texts in a failure's
// message, errors of a game's own `play` that are not illegal moves, records refused before replaying, and
// hand-made games whose end names no winner.
import { describe, expect, test } from 'vitest';
import { IllegalMoveError, MatchRecordError, nimGame, playMatch, replay, replayOrThrow, replayRecord } from '../../src/index.js';
import type { MatchRecord } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { countdownGame } from './hand-made-game.js';

const take = (): 'take' => 'take';

describe('replay - the move text in a failure', () => {
  test('replay - a move text over 60 characters is cut to 60 and an ellipsis in the message, and kept whole in the failure', () => {
    // Nim's move text allows spaces around the colon: a readable move of 70 characters.
    const long = `9${' '.repeat(67)}:1`;
    const { failure, states } = replay(nimGame([1, 2]), ['2:1', long]);
    expect(failure).toEqual({ index: 1, move: long, code: 'illegal-move', message: `move 2 (${long.slice(0, 60)}…) is illegal: illegal move 9:1 in nim:1,2 normal: there is no heap 9` });
    expect(states).toHaveLength(2);
  });

  test('replay - a move text of exactly 60 characters is shown whole', () => {
    const text = 'x'.repeat(60);
    expect(replay(nimGame([1, 2]), [text]).failure?.message).toBe(`move 1 (${text}) is not a move of nim:1,2 normal`);
    const longer = 'x'.repeat(61);
    expect(replay(nimGame([1, 2]), [longer]).failure?.message).toBe(`move 1 (${'x'.repeat(60)}…) is not a move of nim:1,2 normal`);
  });

  test('replayOrThrow - the cut text reaches the MatchRecordError too', () => {
    const text = 'y'.repeat(80);
    const error = thrownBy(MatchRecordError, () => replayOrThrow(nimGame([3]), ['1:1', text]));
    expect(error.message).toBe(`move 2 (${'y'.repeat(60)}…) is not a move of nim:3 normal`);
    expect(error.code).toBe('unreadable-move');
    expect(error.move).toBe(1);
  });
});

describe('replay - errors that are not illegal moves', () => {
  test('replay - an error of the game itself is rethrown as it is, not reported as an illegal move', () => {
    const broken = new TypeError('the game is broken');
    const game = countdownGame(3, { playThrows: broken });
    let caught: unknown;
    try {
      replay(game, ['take']);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBe(broken);
    // An IllegalMoveError of the same game is still a failure, not a throw.
    const over = replay(countdownGame(1), ['take', 'take']).failure;
    expect(over).toEqual({ index: 1, move: 'take', code: 'illegal-move', message: 'move 2 (take) is illegal: no move can be played in countdown:1 normal: the game is over' });
  });

  test('replayRecord - an error of the game itself is rethrown too', () => {
    const game = countdownGame(1, { playThrows: new RangeError('out of memory, say') });
    const record: MatchRecord = { game: 'countdown:1', play: 'normal', players: ['a', 'b'], seed: null, round: null, moves: ['take'], winner: 0, forfeit: null };
    expect(thrownBy(RangeError, () => replayRecord(game, record)).message).toBe('out of memory, say');
  });
});

describe('replayRecord - the record', () => {
  test.each([
    // [record, shown]
    [null, 'null'],
    [undefined, 'undefined'],
    ['Game: nim:1,2', '"Game: nim:1,2"'],
  ])('replayRecord - %o is not a record: a TypeError', (record, shown) => {
    expect(thrownBy(TypeError, () => replayRecord(nimGame([1, 2]), record as unknown as MatchRecord)).message).toBe(`record must be an object, got ${shown}`);
  });

  test('replayRecord - a move that fails is the failure, before any check of the result', () => {
    // The record's result is wrong as well (nothing ends after one move), but the illegal move is named first.
    const record: MatchRecord = { game: 'nim:1,2', play: 'normal', players: ['a', 'b'], seed: null, round: null, moves: ['2:1', '2:5'], winner: 1, forfeit: null };
    const result = replayRecord(nimGame([1, 2]), record);
    expect(result.failure).toEqual({ index: 1, move: '2:5', code: 'illegal-move', message: 'move 2 (2:5) is illegal: illegal move 2:5 in nim:1,2 normal: heap 2 holds 1' });
    expect(result.moves).toEqual([{ heap: 2, count: 1 }]);
    expect(result.final.key()).toBe('1:1,1');
    expect(result.winner).toBeUndefined();
    const unreadable = replayRecord(nimGame([1, 2]), { ...record, moves: ['two'] });
    expect(unreadable.failure).toEqual({ index: 0, move: 'two', code: 'unreadable-move', message: 'move 1 (two) is not a move of nim:1,2 normal' });
  });

  test('replayRecord - an end that names no winner is reported as the first mover winning', () => {
    // A hand-made game breaking the contract: its end has winner undefined; the message falls back to seat 0.
    const game = countdownGame(1, { winner: undefined });
    const record: MatchRecord = { game: 'countdown:1', play: 'normal', players: ['a', 'b'], seed: null, round: null, moves: ['take'], winner: 1, forfeit: null };
    const { failure, winner } = replayRecord(game, record);
    expect(winner).toBeUndefined();
    expect(failure).toEqual({ index: 1, move: null, code: 'wrong-result', message: 'the record says the second mover won, but after its 1 move the first mover won' });
    // Whatever the record says, a winner of undefined is never the record's winner.
    expect(replayRecord(game, { ...record, winner: 0 }).failure?.message).toBe('the record says the first mover won, but after its 1 move the first mover won');
  });
});

describe('playMatch - a hand-made game whose end names no winner', () => {
  test('playMatch - the win goes to seat 0, without a clock', () => {
    for (const size of [1, 2, 5]) {
      const result = playMatch(countdownGame(size, { winner: undefined }), [take, take]);
      expect(result).toEqual({ winner: 0, forfeit: null, moves: Array<'take'>(size).fill('take') });
    }
    // The same games with a winner: the taker of the last counter wins.
    expect(playMatch(countdownGame(2), [take, take]).winner).toBe(1);
  });

  test('playMatch - the win goes to seat 0 on the clocked path too', () => {
    const result = playMatch(countdownGame(2, { winner: undefined }), [take, take], { timeLimit: 60_000 });
    expect(result).toEqual({ winner: 0, forfeit: null, moves: ['take', 'take'] });
    expect(playMatch(countdownGame(2), [take, take], { timeLimit: 60_000 }).winner).toBe(1);
  });

  test('playMatch - a game error that is not an illegal move while playing is a forfeit of the mover', () => {
    // The engine cannot tell a broken `play` from a bad move: the player whose move it played loses.
    const result = playMatch(countdownGame(3, { playThrows: new TypeError('broken') }), [take, take]);
    expect(result.winner).toBe(1);
    expect(result.forfeit).toMatchObject({ seat: 0, reason: 'illegal-move' });
    expect((result.forfeit?.cause as Error).message).toBe('broken');
    expect(result.forfeit?.cause).not.toBeInstanceOf(IllegalMoveError);
  });
});
