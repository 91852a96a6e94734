import { describe, expect, it } from 'vitest';
import {
  digraphGame,
  formatMatchRecord,
  gameFromSpec,
  IllegalMoveError,
  matchRecordGame,
  parseMatchRecord,
  perfectPlayer,
  playMatch,
  recordMatch,
  replayRecord,
} from '../../src/index.js';
import { thrownBy } from '../helpers.js';

// 0 → 1, 1 → 0 or 2, 2 → 3, 3 → 2: from 1 the token can circle between 2 and 3 forever.
const GRAPH = [[1], [0, 2], [3], [2]];

describe('digraphGame', () => {
  it('moves a token along the edges: moves, text, actions, keys and pictures', () => {
    const game = digraphGame(GRAPH, 1);
    expect(game.name).toBe('digraph:0>1;1>0,2;2>3;3>2:1 normal');
    expect(game.rulesKey).toBe('digraph:0>1;1>0,2;2>3;3>2 normal');
    expect(game.actionCount).toBe(4);
    expect(game.start.moves()).toEqual([0, 2]);
    expect(game.start.actions()).toEqual([0, 2]);
    expect(String(game.start)).toBe('digraph vertex 1, player 0 to move');
    const next = game.start.playAction(2);
    expect(next.key()).toBe('1:2');
    expect(game.fromKey('1:2').position).toBe(2);
    expect(game.formatMove(2)).toBe('2');
    expect(game.parseMove(' 3 ')).toBe(3);
    expect(game.parseMove('x')).toBeNull();
    expect(() => game.fromKey('0:4')).toThrow(new RangeError('key must be a key of digraph:0>1;1>0,2;2>3;3>2:1 normal (PLAYER:a vertex from 0 to 3), got "0:4"'));
    expect(thrownBy(IllegalMoveError, () => game.start.play(3)).message).toBe('illegal move 3 in digraph:0>1;1>0,2;2>3;3>2:1 normal: vertex 1 does not move to 3');
    expect(thrownBy(IllegalMoveError, () => game.start.play(7)).code).toBe('not-a-move');
  });

  it('ends where a vertex has no follower, in either ending', () => {
    const end = digraphGame([[1], []], 0).start.play(1);
    expect(end.isTerminal).toBe(true);
    expect(end.winner).toBe(0);
    expect(digraphGame([[1], []], 0, { play: 'misere' }).start.play(1).winner).toBe(1);
  });

  it('refuses bad graphs and starts with typed errors naming the argument', () => {
    expect(() => digraphGame('0>1' as never, 0)).toThrow(new TypeError('followers must be an array of arrays of vertices, got "0>1"'));
    expect(() => digraphGame([], 0)).toThrow(new RangeError('followers must list at least one vertex'));
    expect(() => digraphGame([[1], 2] as never, 0)).toThrow(new TypeError('followers[1] must be an array of vertices, got 2'));
    expect(() => digraphGame([[1], [5]], 0)).toThrow(new RangeError('followers[1][0] must be a vertex from 0 to 1, got 5'));
    expect(() => digraphGame([[0.5]], 0)).toThrow(new RangeError('followers[0][0] must be a vertex from 0 to 0, got 0.5'));
    expect(() => digraphGame([[-1]], 0)).toThrow(new RangeError('followers[0][0] must be a vertex from 0 to 0, got -1'));
    expect(() => digraphGame([['0']] as never, 0)).toThrow(new TypeError('followers[0][0] must be a vertex number, got "0"'));
    expect(() => digraphGame([[1, 1], []], 0)).toThrow(new RangeError('followers[0] lists the vertex 1 twice'));
    expect(() => digraphGame([[]], 1)).toThrow(new RangeError('start must be a vertex from 0 to 0, got 1'));
    expect(() => digraphGame([[]], Number.NaN)).toThrow(new RangeError('start must be a vertex from 0 to 0, got NaN'));
    expect(() => digraphGame([[]], '0' as never)).toThrow(new TypeError('start must be a vertex number, got "0"'));
    expect(() => digraphGame([[]], 0, { play: 'both' as never })).toThrow(new RangeError('play must be \'normal\' or \'misere\', got "both"'));
  });

  it('is read from its spec by the catalog, and its records replay, draws included', () => {
    const game = gameFromSpec('digraph:0>1;1>0,2;2>3;3>2');
    expect(game.name).toBe('digraph:0>1;1>0,2;2>3;3>2 normal');
    expect(gameFromSpec('digraph: 0 > 1 ; 1 > :1', { play: 'misere' }).name).toBe('digraph:0>1;1>:1 misere');
    expect(() => gameFromSpec('digraph:1>0')).toThrow(new RangeError('vertex 0 must be written 0>F,F,... (its followers, maybe none), got "1>0"'));
    expect(() => gameFromSpec('digraph:0>1')).toThrow(new RangeError('followers[0][0] must be a vertex from 0 to 0, got 1'));
    // Both players perfect: each keeps the draw (going back to 0 is the first drawing move), so the match
    // reaches maxPlies.
    const result = playMatch(game, [perfectPlayer, perfectPlayer], { maxPlies: 6 });
    expect(result).toMatchObject({ winner: null, moves: [1, 0, 1, 0, 1, 0] });
    const record = recordMatch(game, result, { players: ['perfect', 'perfect'] });
    const text = formatMatchRecord(record);
    expect(text).toBe('Game: digraph:0>1;1>0,2;2>3;3>2\nPlay: normal\nFirst: perfect\nSecond: perfect\nResult: 1/2-1/2\n\n1. 1\n2. 0\n3. 1\n4. 0\n5. 1\n6. 0\n');
    const parsed = parseMatchRecord(text);
    expect(parsed.winner).toBeNull();
    expect(replayRecord(matchRecordGame(parsed), parsed).failure).toBeNull();
    // A draw recorded for a game that ended is refused.
    const ended = parseMatchRecord(text.replace('\n\n1. 1\n2. 0\n3. 1\n4. 0\n5. 1\n6. 0\n', '\n\n1. 1\n2. 2\n').replace('digraph:0>1;1>0,2;2>3;3>2', 'digraph:0>1;1>0,2;2>;3>2'));
    expect(replayRecord(matchRecordGame(ended), ended).failure?.message).toBe('the record says the match was drawn, but after its 2 moves the second mover won');
    expect(() => parseMatchRecord(text.replace('Result: 1/2-1/2', 'Result: 1/2-1/2\nForfeit: first, threw'))).toThrow('a drawn match has no Forfeit: the seat that forfeits loses');
    expect(() => formatMatchRecord({ ...record, forfeit: { seat: 0, reason: 'threw' } })).toThrow(new RangeError('record.forfeit must be null in a draw: the seat that forfeits loses'));
  });
});
