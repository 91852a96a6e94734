// Edges of src/catalog/catalog.ts: matchRecordGame's check of its argument, and the game it builds from a
// record's spec and ending.
import { describe, expect, test } from 'vitest';
import { matchRecordGame, parseMatchRecord } from '../../src/index.js';
import type { MatchRecord } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

describe('matchRecordGame', () => {
  test.each([
    // [record, shown]
    [null, 'null'],
    [undefined, 'undefined'],
    // the spec alone is not a record
    ['nim:1,2', '"nim:1,2"'],
    [7, '7'],
  ])('matchRecordGame - %o is not a record: a TypeError', (record, shown) => {
    expect(thrownBy(TypeError, () => matchRecordGame(record as unknown as MatchRecord)).message).toBe(`record must be an object, got ${shown}`);
  });

  test('matchRecordGame - builds the record\'s game in the record\'s ending', () => {
    expect(matchRecordGame({ game: 'nim:1,2', play: 'misere' }).name).toBe('nim:1,2 misere');
    expect(matchRecordGame({ game: 'wythoff:3,5', play: 'normal' }).name).toBe('wythoff:3,5 normal');
    const record = parseMatchRecord('Game: sticks:3,2\nPlay: misere\nFirst: a\nSecond: b\nResult: 0-1\n\n1. 1:1-3\n');
    expect(matchRecordGame(record).name).toBe('sticks:3,2 misere');
  });

  test('matchRecordGame - a spec or ending the catalog refuses is its RangeError', () => {
    expect(thrownBy(RangeError, () => matchRecordGame({ game: 'sticks:3,2', play: 'normal' })).message).toBe(
      'the sticks game is always misere: whoever marks the last stick loses',
    );
    expect(thrownBy(RangeError, () => matchRecordGame({ game: 'nim', play: 'normal' })).message).toBe('the game must be written nim:H1,H2,...');
  });
});
