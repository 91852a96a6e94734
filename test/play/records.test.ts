import { describe, expect, it } from 'vitest';
import {
  competition,
  COMPETITION_DEFAULTS,
  createRandom,
  formatMatchRecord,
  formatMatchRecords,
  gameFromSpec,
  isNimkitError,
  matchRecordGame,
  MatchRecordError,
  matchStates,
  nimGame,
  parseMatchRecord,
  parseMatchRecords,
  perfectPlayer,
  playMatch,
  randomPlayer,
  recordMatch,
  replay,
  replayOrThrow,
  replayRecord,
  tournament,
} from '../../src/index.js';
import type { MatchRecord, Move, RoundReport } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { recordGames } from './record-games.js';

const NIM: MatchRecord = { game: 'nim:1,2', play: 'normal', players: ['perfect', 'random'], seed: 7, round: null, moves: ['2:1', '1:1', '2:1'], winner: 0, forfeit: null };
const NIM_TEXT = 'Game: nim:1,2\nPlay: normal\nFirst: perfect\nSecond: random\nResult: 1-0\nSeed: 7\n\n1. 2:1\n2. 1:1\n3. 2:1\n';

describe('formatMatchRecord and parseMatchRecord', () => {
  it('write the documented canonical text and read it back', () => {
    expect(formatMatchRecord(NIM)).toBe(NIM_TEXT);
    expect(parseMatchRecord(NIM_TEXT)).toEqual(NIM);
    const forfeit: MatchRecord = { ...NIM, seed: null, round: 4, moves: [], winner: 1, forfeit: { seat: 0, reason: 'timeout' } };
    const text = 'Game: nim:1,2\nPlay: normal\nFirst: perfect\nSecond: random\nResult: 0-1\nForfeit: first, timeout\nRound: 4\n\n';
    expect(formatMatchRecord(forfeit)).toBe(text);
    expect(parseMatchRecord(text)).toEqual(forfeit);
  });

  it('round-trip random matches of every game, both ways', () => {
    let count = 0;
    for (const game of recordGames()) {
      for (let seed = 1; seed <= 6; seed++) {
        const result = playMatch(game, [randomPlayer, seed % 2 === 0 ? perfectPlayer : randomPlayer], { seed });
        const record = recordMatch(game, result, { players: ['random', 'other one'], seed, round: seed });
        const text = formatMatchRecord(record);
        expect(parseMatchRecord(text)).toEqual(record);
        expect(formatMatchRecord(parseMatchRecord(text))).toBe(text);
        const replayed = replayRecord(matchRecordGame(record), record);
        expect(replayed.failure, game.name).toBeNull();
        expect(replayed.winner).toBe(result.winner);
        expect(replayed.states.map((state) => state.key())).toEqual(matchStates(game, result.moves).map((state) => state.key()));
        count++;
      }
    }
    expect(count).toBeGreaterThan(150);
  });

  it('tolerate a BOM, CRLF, trailing spaces and blank lines around', () => {
    const messy = `\uFEFF\r\n${NIM_TEXT.replaceAll('\n', '  \r\n')}\r\n\r\n`;
    expect(parseMatchRecord(messy)).toEqual(NIM);
    expect(parseMatchRecord(NIM_TEXT.replace('Game: ', 'Game:   '))).toEqual(NIM);
  });

  it('read and write several records, a blank line between two', () => {
    const second: MatchRecord = { ...NIM, round: 2, players: ['random', 'perfect'], moves: ['2:2', '1:1'], winner: 1 };
    const text = formatMatchRecords([NIM, second]);
    expect(text).toBe(`${NIM_TEXT}\n${formatMatchRecord(second)}`);
    expect(parseMatchRecords(text)).toEqual([NIM, second]);
    expect(parseMatchRecords('\n\n')).toEqual([]);
    const noMoves = { ...NIM, moves: [] };
    expect(parseMatchRecords(formatMatchRecords([noMoves, noMoves]))).toEqual([noMoves, noMoves]);
  });

  it.each([
    // [text, code, line, message]
    ['', 'empty-record', null, 'the text holds no match record'],
    [`${NIM_TEXT}\n${NIM_TEXT}`, 'several-records', null, 'the text holds 2 match records, not one: read them with parseMatchRecords'],
    [NIM_TEXT.replace('Play: normal', 'Play normal'), 'bad-header', 2, 'line 2: expected a header \'Key: value\', got "Play normal"'],
    [NIM_TEXT.replace('Seed: 7', 'Event: club'), 'unknown-header', 6, 'line 6: unknown header "Event": a record has Game, Play, First, Second, Result, Forfeit, Seed, Round'],
    [NIM_TEXT.replace('Seed: 7', 'First: x'), 'repeated-header', 6, 'line 6: header First is given twice'],
    [NIM_TEXT.replace('Second: random\n', ''), 'missing-header', 5, 'line 5: the header Second is missing'],
    [NIM_TEXT.replace('Play: normal', 'Play: sideways'), 'bad-value', 2, 'line 2: Play must be \'normal\' or \'misere\', got "sideways"'],
    [NIM_TEXT.replace('Result: 1-0', 'Result: 1/2'), 'bad-value', 5, 'line 5: Result must be \'1-0\' (the first mover won), \'0-1\' or \'1/2-1/2\' (a draw), got "1/2"'],
    [NIM_TEXT.replace('Seed: 7', 'Seed: -0'), 'bad-value', 6, 'line 6: Seed must be a safe integer, got "-0"'],
    [NIM_TEXT.replace('Seed: 7', 'Seed: 2.5'), 'bad-value', 6, 'line 6: Seed must be a safe integer, got "2.5"'],
    [NIM_TEXT.replace('Seed: 7', 'Round: 0'), 'bad-value', 6, 'line 6: Round must be a whole number of at least 1, got "0"'],
    [NIM_TEXT.replace('Seed: 7', 'Forfeit: first, threw'), 'bad-value', 6, 'line 6: Forfeit names the winner (first): the seat that forfeits loses'],
    [NIM_TEXT.replace('Seed: 7', 'Forfeit: second, sulked'), 'bad-value', 6, 'line 6: Forfeit must be \'first\' or \'second\', a comma and threw, illegal-move or timeout, got "second, sulked"'],
    [NIM_TEXT.replace('Seed: 7', 'Seed:'), 'bad-value', 6, 'line 6: header Seed has no value'],
    [NIM_TEXT.replace('2. 1:1', '3. 1:1'), 'bad-move-line', 9, 'line 9: expected move 2 as \'2. MOVE\', got "3. 1:1"'],
    [NIM_TEXT.replace('2. 1:1', '2.'), 'bad-move-line', 9, 'line 9: expected move 2 as \'2. MOVE\', got "2."'],
    [NIM_TEXT.replace('2. 1:1\n', '\n2. 1:1\n'), 'bad-move-line', 9, 'line 9: a blank line between moves'],
  ])('parseMatchRecord refuses bad text: %j', (text, code, line, message) => {
    const error = thrownBy(MatchRecordError, () => parseMatchRecord(text));
    expect([error.code, error.line, error.move, error.message]).toEqual([code, line, null, message]);
    expect(isNimkitError(error, 'MatchRecordError')).toBe(true);
  });

  it.each([
    [{ ...NIM, players: ['a\nb', 'c'] }, TypeError, 'record.players must be two names, each on one line without spaces around it, got an array'],
    [{ ...NIM, moves: ['2:1', ' 1:1'] }, TypeError, 'record.moves[1] must be a move text on one line without spaces around it, got " 1:1"'],
    [{ ...NIM, play: 'both' }, RangeError, "record.play must be 'normal' or 'misere', got \"both\""],
    [{ ...NIM, seed: 1.5 }, RangeError, 'record.seed must be a safe integer of at least -9007199254740991, or null, got 1.5'],
    [{ ...NIM, forfeit: { seat: 0, reason: 'threw' } }, RangeError, "record.forfeit.seat must be the loser's seat, 1, got 0"],
    [null, TypeError, 'record must be an object, got null'],
  ])('formatMatchRecord refuses a record that does not fit: %#', (record, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => formatMatchRecord(record as MatchRecord)).message).toBe(message);
  });
});

describe('replay', () => {
  it('names the first illegal move, with its index, text and why', () => {
    const game = nimGame([1, 3]);
    const result = replay(game, ['2:1', '2:5', '1:1']);
    expect(result.failure).toEqual({ index: 1, move: '2:5', code: 'illegal-move', message: 'move 2 (2:5) is illegal: illegal move 2:5 in nim:1,3 normal: heap 2 holds 2' });
    expect(result.states.map(String)).toEqual(['nim 1,3, player 0 to move', 'nim 1,2, player 1 to move']);
    expect(result.final.key()).toBe('1:1,2');
    expect(replay(game, ['2:1', 'two', '1:1']).failure).toEqual({ index: 1, move: 'two', code: 'unreadable-move', message: 'move 2 (two) is not a move of nim:1,3 normal' });
    expect(replay(game, ['1:1', '2:3', '2:1']).failure?.message).toBe('move 3 (2:1) is illegal: no move can be played in nim:1,3 normal: the game is over');
  });

  it('replays a good record to its end', () => {
    const result = replay(nimGame([1, 2]), NIM.moves);
    expect([result.failure, result.winner, result.states.length, result.moves]).toEqual([null, 0, 4, [{ heap: 2, count: 1 }, { heap: 1, count: 1 }, { heap: 2, count: 1 }]]);
  });

  it('replayOrThrow throws the failure as a MatchRecordError', () => {
    const error = thrownBy(MatchRecordError, () => replayOrThrow(nimGame([1, 3]), ['2:1', '2:5']));
    expect([error.code, error.move, error.line, error.message]).toEqual(['illegal-move', 1, null, 'move 2 (2:5) is illegal: illegal move 2:5 in nim:1,3 normal: heap 2 holds 2']);
    expect(replayOrThrow(nimGame([1, 2]), NIM.moves).final.winner).toBe(0);
  });

  it('replayRecord checks the result and the ending', () => {
    const game = nimGame([1, 2]);
    expect(replayRecord(game, { ...NIM, winner: 1 }).failure).toEqual({
      index: 3,
      move: null,
      code: 'wrong-result',
      message: 'the record says the second mover won, but after its 3 moves the first mover won',
    });
    expect(replayRecord(game, { ...NIM, moves: ['2:1'] }).failure?.message).toBe('the record says the first mover won, but after its 1 move the game goes on, the second mover to move');
    expect(replayRecord(game, { ...NIM, moves: ['2:1'], forfeit: { seat: 1, reason: 'threw' } }).failure).toBeNull();
    expect(replayRecord(game, { ...NIM, moves: [], forfeit: { seat: 1, reason: 'threw' } }).failure?.message).toBe(
      'the record says the second mover forfeited (threw) on its turn, but after its 0 moves the game goes on, the first mover to move',
    );
    expect(replayRecord(game, { ...NIM, play: 'misere' }).failure).toEqual({ index: null, move: null, code: 'wrong-game', message: 'the record is played "misere", the game is nim:1,2 normal' });
  });

  it('refuses what is not a game or moves', () => {
    expect(thrownBy(TypeError, () => replay(null as never, [])).message).toBe('game must be a play-engine game, got null');
    expect(thrownBy(TypeError, () => replay(nimGame([1]), [5] as never)).message).toBe('moves[0] must be a string, got 5');
    expect(thrownBy(TypeError, () => matchStates(nimGame([1]), 'x' as never)).message).toBe('moves must be an array, got "x"');
  });
});

describe('onRound', () => {
  it('reports each round of a competition once, with the seats and the moves', () => {
    const game = nimGame([1, 3, 5]);
    const reports: RoundReport<Move>[] = [];
    const result = competition(game, perfectPlayer, randomPlayer, { rounds: 5, seed: 3, alternate: true, onRound: (report) => reports.push(report) });
    expect(reports.map(({ round, seats }) => [round, seats])).toEqual([
      [1, [0, 1]],
      [2, [1, 0]],
      [3, [0, 1]],
      [4, [1, 0]],
      [5, [0, 1]],
    ]);
    // The perfect player wins every round it starts (1,3,5 is a first-player win) and the tally agrees.
    const firstWins = reports.filter(({ seats, result: { winner } }) => winner !== null && seats[winner] === 0).length;
    expect(result.wins[0]).toBe(firstWins);
    for (const { result: match } of reports) expect(matchStates(game, match.moves).at(-1)?.winner).toBe(match.winner);
    // The same seed without onRound plays the same rounds.
    expect(competition(game, perfectPlayer, randomPlayer, { rounds: 5, seed: 3, alternate: true })).toEqual(result);
    // Each round replays as a separate match from the same random source.
    const random = createRandom(3);
    const first = playMatch(game, [perfectPlayer, randomPlayer], { random });
    expect(first.moves).toEqual(reports[0]?.result.moves);
  });

  it('reports the rounds of a tournament, numbered over it, seats as indexes of names', () => {
    const rounds: [number, readonly [number, number]][] = [];
    const table = tournament(nimGame([2, 2]), { a: randomPlayer, b: perfectPlayer, c: randomPlayer }, { rounds: 2, seed: 1, onRound: ({ round, seats }) => rounds.push([round, seats]) });
    expect(rounds.map(([round]) => round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rounds.map(([, seats]) => seats.join(''))).toEqual(['01', '01', '02', '02', '10', '10', '12', '12', '20', '20', '21', '21']);
    expect(table.names).toEqual(['a', 'b', 'c']);
  });

  it('is checked, and the defaults are the documented ones', () => {
    expect(thrownBy(TypeError, () => competition(nimGame([1]), randomPlayer, randomPlayer, { onRound: 5 as never })).message).toBe('onRound must be a function, got 5');
    expect(COMPETITION_DEFAULTS).toEqual({ rounds: 1000, tournamentRounds: 100, alternate: false });
    expect(Object.isFrozen(COMPETITION_DEFAULTS)).toBe(true);
    expect(competition(nimGame([1]), randomPlayer, randomPlayer, { seed: 1 }).rounds).toBe(1000);
  });
});

describe('records - review findings', () => {
  it('a negative seed, as createRandom takes, formats and parses back', () => {
    const game = gameFromSpec('nim:1,2');
    const result = playMatch(game, [randomPlayer, randomPlayer], { seed: -1 });
    const record = recordMatch(game, result, { players: ['a', 'b'], seed: -1 });
    expect(formatMatchRecord(record)).toContain('\nSeed: -1\n');
    expect(parseMatchRecord(formatMatchRecord(record))).toEqual(record);
  });

  it('a name with a line or paragraph separator is refused, since it could not be read back', () => {
    const game = gameFromSpec('nim:1,2');
    const result = playMatch(game, [randomPlayer, randomPlayer], { seed: 1 });
    expect(() => recordMatch(game, result, { players: ['a\u2028b', 'c'] })).toThrow(TypeError);
    expect(() => recordMatch(game, result, { players: ['a', 'c\u2029'] })).toThrow(TypeError);
  });

  it('a hole in the moves is a missing move, not one to skip', () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    const moves = [, '1:1'] as unknown as string[];
    expect(() => formatMatchRecord({ game: 'nim:1,2', play: 'normal', players: ['a', 'b'], seed: null, round: null, moves, winner: 0, forfeit: null })).toThrow(
      'record.moves[0] must be a move text on one line without spaces around it, got undefined',
    );
  });
});
