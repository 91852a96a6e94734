// Edges of src/play/records.ts: the check of a record's shape field by field (formatMatchRecord refuses a
// record it could not write back), the type checks of formatMatchRecords and parseMatchRecords, and what
// recordMatch makes of a game without a spec, of missing details and of a forfeit.
import { describe, expect, test } from 'vitest';
import { formatMatchRecord, formatMatchRecords, nimGame, parseMatchRecord, parseMatchRecords, playMatch, recordMatch } from '../../src/index.js';
import type { Game, MatchRecord, MatchResult, Move, SyncPlayer } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

const NIM: MatchRecord = { game: 'nim:1,2', play: 'normal', players: ['perfect', 'random'], seed: 7, round: null, moves: ['2:1', '1:1', '2:1'], winner: 0, forfeit: null };

/** NIM with `changes` applied, typed loosely: the point is a record that does not match its type. */
function withFields(changes: Record<string, unknown>): MatchRecord {
  const record: unknown = { ...NIM, ...changes };
  return record as MatchRecord;
}

describe('formatMatchRecord - checks the record field by field', () => {
  test.each([
    // [changes, error class, message]
    // a seed that is not a number
    [{ seed: '7' }, TypeError, 'record.seed must be a number or null, got "7"'],
    [{ round: true }, TypeError, 'record.round must be a number or null, got true'],
    [{ seed: undefined }, TypeError, 'record.seed must be a number or null, got undefined'],
    // a number out of range: round counts from 1
    [{ round: 0 }, RangeError, 'record.round must be a safe integer of at least 1, or null, got 0'],
    [{ round: 1.5 }, RangeError, 'record.round must be a safe integer of at least 1, or null, got 1.5'],
    [{ round: 2 ** 53 }, RangeError, 'record.round must be a safe integer of at least 1, or null, got 9007199254740992'],
    // the game: a spec on one line, without spaces around it
    [{ game: '' }, TypeError, 'record.game must be a game spec on one line, got ""'],
    [{ game: ' nim:1,2' }, TypeError, 'record.game must be a game spec on one line, got " nim:1,2"'],
    [{ game: 'nim:1,2\nPlay: misere' }, TypeError, 'record.game must be a game spec on one line, got "nim:1,2\\nPlay: misere"'],
    [{ game: 12 }, TypeError, 'record.game must be a game spec on one line, got 12'],
    // U+2028 and U+2029 end a line for the reader's `.`: a text holding them could not be read back
    [{ players: ['a\u2028b', 'c'] }, TypeError, 'record.players must be two names, each on one line without spaces around it, got an array'],
    [{ moves: ['2:1\u2029x'] }, TypeError, 'record.moves[0] must be a move text on one line without spaces around it, got "2:1\u2029x"'],
    // moves: an array of texts
    [{ moves: '2:1' }, TypeError, 'record.moves must be an array of move texts, got "2:1"'],
    [{ moves: null }, TypeError, 'record.moves must be an array of move texts, got null'],
    [{ moves: ['2:1', 5] }, TypeError, 'record.moves[1] must be a move text on one line without spaces around it, got 5'],
    // the winner: a seat
    [{ winner: 2 }, RangeError, 'record.winner must be 0, 1 or null (a draw), got 2'],
    [{ winner: '0' }, RangeError, 'record.winner must be 0, 1 or null (a draw), got "0"'],
    // the forfeit: null or an object naming the loser and a known reason
    [{ forfeit: 'threw' }, TypeError, 'record.forfeit must be an object or null, got "threw"'],
    [{ forfeit: undefined }, TypeError, 'record.forfeit must be an object or null, got undefined'],
    [{ forfeit: { seat: 0, reason: 'threw' } }, RangeError, "record.forfeit.seat must be the loser's seat, 1, got 0"],
    [{ forfeit: { seat: 1, reason: 'resigned' } }, RangeError, 'record.forfeit.reason must be one of threw, illegal-move, timeout, got "resigned"'],
    [{ forfeit: { seat: 1 } }, RangeError, 'record.forfeit.reason must be one of threw, illegal-move, timeout, got undefined'],
  ] as const)('formatMatchRecord - %o is refused', (changes, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => formatMatchRecord(withFields(changes))).message).toBe(message);
  });

  test('formatMatchRecord - a record that is not an object is a TypeError', () => {
    expect(thrownBy(TypeError, () => formatMatchRecord(null as unknown as MatchRecord)).message).toBe('record must be an object, got null');
  });

  test('formatMatchRecord - a forfeit with every known reason writes and reads back', () => {
    for (const reason of ['threw', 'illegal-move', 'timeout'] as const) {
      const record: MatchRecord = { ...NIM, moves: ['2:1'], winner: 0, forfeit: { seat: 1, reason } };
      const text = formatMatchRecord(record);
      expect(text).toContain(`\nForfeit: second, ${reason}\n`);
      expect(parseMatchRecord(text)).toEqual(record);
    }
  });
});

describe('formatMatchRecords and parseMatchRecords - argument types', () => {
  test.each([
    // [records, shown]
    [NIM, 'an object'],
    ['Game: nim:1,2', '"Game: nim:1,2"'],
    [undefined, 'undefined'],
  ])('formatMatchRecords - %o is not an array: a TypeError', (records, shown) => {
    expect(thrownBy(TypeError, () => formatMatchRecords(records as unknown as MatchRecord[])).message).toBe(`records must be an array, got ${shown}`);
  });

  test('formatMatchRecords - no records is the empty text, which reads back as none', () => {
    expect(formatMatchRecords([])).toBe('');
    expect(parseMatchRecords('')).toEqual([]);
  });

  test('formatMatchRecords - a bad record among good ones is refused naming its field', () => {
    expect(thrownBy(RangeError, () => formatMatchRecords([NIM, withFields({ winner: -1 })])).message).toBe('record.winner must be 0, 1 or null (a draw), got -1');
  });

  test.each([
    // [text, shown]
    [42, '42'],
    [null, 'null'],
    [['Game: nim:1,2'], 'an array'],
  ])('parseMatchRecords - %o is not a string: a TypeError', (text, shown) => {
    expect(thrownBy(TypeError, () => parseMatchRecords(text as unknown as string)).message).toBe(`text must be a string, got ${shown}`);
    expect(thrownBy(TypeError, () => parseMatchRecord(text as unknown as string)).message).toBe(`text must be a string, got ${shown}`);
  });
});

describe('recordMatch - the game, the details and the forfeit', () => {
  const game = nimGame([1, 2]);
  const result: MatchResult<Move> = { winner: 0, moves: [{ heap: 2, count: 1 }, { heap: 1, count: 1 }, { heap: 2, count: 1 }], forfeit: null };

  test('recordMatch - without seed and round, both are null', () => {
    expect(recordMatch(game, result, { players: ['a', 'b'] })).toEqual({
      game: 'nim:1,2',
      play: 'normal',
      players: ['a', 'b'],
      seed: null,
      round: null,
      moves: ['2:1', '1:1', '2:1'],
      winner: 0,
      forfeit: null,
    });
    expect(recordMatch(game, result, { players: ['a', 'b'], seed: null, round: 3 })).toMatchObject({ seed: null, round: 3 });
  });

  test('recordMatch - a forfeit keeps its seat and reason, not its cause', () => {
    const thrower: SyncPlayer<Move> = () => {
      throw new Error('gave up');
    };
    const played = playMatch(game, [(state) => state.moveAt(0), thrower], { seed: 1 });
    expect(played.forfeit).toMatchObject({ seat: 1, reason: 'threw' });
    const record = recordMatch(game, played, { players: ['first', 'quitter'], seed: 1, round: 2 });
    expect(record.forfeit).toEqual({ seat: 1, reason: 'threw' });
    expect(record.moves).toEqual(['1:1']);
    expect(record.winner).toBe(0);
    expect(formatMatchRecord(record)).toBe('Game: nim:1,2\nPlay: normal\nFirst: first\nSecond: quitter\nResult: 1-0\nForfeit: second, threw\nSeed: 1\nRound: 2\n\n1. 1:1\n');
  });

  test.each([
    // [game, shown]
    // not an object: no name to read
    [null, 'undefined'],
    [42, 'undefined'],
    // a name that is not a string
    [{ name: 7 }, '7'],
    // a name without its ending
    [{ name: 'nim:1,2' }, '"nim:1,2"'],
    [{ name: 'nim:1,2 Normal' }, '"nim:1,2 Normal"'],
    [{ name: ' normal' }, '" normal"'],
  ])('recordMatch - game %o has no spec and ending: a TypeError', (bad, shown) => {
    const error = thrownBy(TypeError, () => recordMatch(bad as unknown as Game<Move>, result, { players: ['a', 'b'] }));
    expect(error.message).toBe(`game must be a game whose name is its spec and ending, got ${shown}`);
  });

  test('recordMatch - a player name that does not fit one line is refused by the record check', () => {
    const error = thrownBy(TypeError, () => recordMatch(game, result, { players: ['a\nb', 'c'] }));
    expect(error.message).toBe('record.players must be two names, each on one line without spaces around it, got an array');
  });

  test('recordMatch - a round that is not a whole number from 1 is refused by the record check', () => {
    expect(thrownBy(RangeError, () => recordMatch(game, result, { players: ['a', 'b'], round: 0 })).message).toBe(
      'record.round must be a safe integer of at least 1, or null, got 0',
    );
  });
});
