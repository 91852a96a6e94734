// Issue 28.6, the playground's part: the classroom games typed into the match panel (site/src/canon-spec.ts,
// through buildGame in game-spec.ts) become the library's games within the page's limits, and anything else a
// sentence for the person.
import { describe, expect, test, vi } from 'vitest';
import { gameFromSpec } from '../../src/index.js';
import { CANON_KINDS, CANON_LIMITS, isCanonKind } from '../../site/src/canon-spec.js';
import { buildGame, GAME_KINDS, LIMITS } from '../../site/src/game-spec.js';
import { InputError } from '../../site/src/parse.js';

// The playground imports the package by name; here it is the sources, so no build is needed.
vi.mock('nimkit', async () => await import('../../src/index.js'));

describe('canonSpec - the classroom games of the match panel', () => {
  test.each([
    // Each kind's own example, as the panel starts it.
    ['hackenbush', '0-1,1-2,2-0,2-3,3-3,0-4,4-5,4-6', 'hackenbush:0-1,1-2,2-0,2-3,3-3,0-4,4-5,4-6 normal'],
    ['chomp', '3x5', 'chomp:3x5 normal'],
    ['cram', '3x4', 'cram:3x4 normal'],
    ['tartan', 'twins:twins:THT/TTH/HTH', 'tartan:twins:twins:THT/TTH/HTH normal'],
    ['euclid', '12,5', 'euclid:12,5 normal'],
    ['node-kayles', '0-1,1-2,2-3,3-4,4-0,0-5,2-6,5-6', 'node-kayles:0-1,0-4,0-5,1-2,2-3,2-6,3-4,5-6 normal'],
    // Spaces, capitals and the other spellings the library reads.
    ['hackenbush', ' 0-1 1-1 ', 'hackenbush:0-1,1-1 normal'],
    ['chomp', '6 X 8', 'chomp:6x8 normal'],
    ['cram', '..#/...', 'cram:..#/... normal'],
    ['tartan', 'Ruler:RULER:ht/th', 'tartan:ruler:ruler:HT/TH normal'],
    ['node-kayles', 'cycle:12', 'node-kayles:0-1,0-11,1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-9,9-10,10-11 normal'],
    ['node-kayles', 'path:1', 'node-kayles:0 normal'],
    ['node-kayles', '0-1, 3', 'node-kayles:0-1,2,3 normal'],
  ] as const)('canonSpec - %s %s is %s', (kind, parameters, name) => {
    const game = buildGame(kind, parameters, 'normal');
    expect(game.name).toBe(name);
    // The very game the CLI builds from the same spec.
    expect(String(game.start)).toBe(String(gameFromSpec(name.split(' ')[0] ?? '').start));
  });

  test.each([
    ['hackenbush', '', 'Edges: enter 1 to 16 edges U-V, e.g. 0-1,1-2.'],
    ['hackenbush', Array.from({ length: 17 }, () => '0-1').join(','), 'Edges: enter 1 to 16 edges U-V, e.g. 0-1,1-2.'],
    ['hackenbush', '0-1,1-x', 'Edges: "1-x" is not an edge U-V of two vertex numbers, e.g. 1-2.'],
    ['hackenbush', '0-16', 'Vertex: enter a whole number from 0 to 15.'],
    ['chomp', '3', 'Chomp: enter RxC, e.g. 3x4.'],
    ['chomp', '7x2', 'Rows: enter a whole number from 1 to 6.'],
    ['chomp', '2x9', 'Columns: enter a whole number from 1 to 8.'],
    ['chomp', '0x3', 'Rows: enter a whole number from 1 to 6.'],
    ['cram', '5x1', 'Rows: enter a whole number from 1 to 4.'],
    ['cram', '2x1.5', 'Board: 1 to 4 rows of 1 to 4 squares each, . empty and # blocked, all as long, joined by /.'],
    ['cram', '../...', 'Board: 1 to 4 rows of 1 to 4 squares each, . empty and # blocked, all as long, joined by /.'],
    ['cram', '...../.....', 'Board: 1 to 4 rows of 1 to 4 squares each, . empty and # blocked, all as long, joined by /.'],
    ['tartan', 'twins:twins', 'Tartan: enter RULE:RULE:ROWS with 1 to 4 rows of 1 to 4 coins H and T, all as long, joined by /, e.g. twins:twins:THT/TTH/HTH.'],
    ['tartan', 'twins:twins:HHHHH', 'Tartan: enter RULE:RULE:ROWS with 1 to 4 rows of 1 to 4 coins H and T, all as long, joined by /, e.g. twins:twins:THT/TTH/HTH.'],
    ['tartan', 'twins:twins:HT/H', 'Tartan: enter RULE:RULE:ROWS with 1 to 4 rows of 1 to 4 coins H and T, all as long, joined by /, e.g. twins:twins:THT/TTH/HTH.'],
    // Ruler × ruler on 4 × 4: all heads have 100 moves, more than a depth-5 search answers at once.
    ['tartan', 'ruler:ruler:TTTT/TTTT/TTTT/TTTH', 'Tartan: a grid of ruler × ruler this size may reach 100 moves (all heads), over 40; take a smaller grid or rules with fewer moves.'],
    ['euclid', '12', 'Numbers: enter 2 to 2 numbers, separated by spaces or commas.'],
    ['euclid', '0,5', 'Numbers: enter a whole number from 1 to 100.'],
    ['euclid', '101,5', 'Numbers: enter a whole number from 1 to 100.'],
    ['node-kayles', '', 'Graph: enter edges U-V and lone vertices V, e.g. 0-1,1-2,3; or path:N or cycle:N.'],
    ['node-kayles', '0-12', 'Vertex: enter a whole number from 0 to 11.'],
    ['node-kayles', 'cycle:2', 'Vertices: enter a whole number from 3 to 12.'],
    ['node-kayles', 'path:13', 'Vertices: enter a whole number from 1 to 12.'],
    ['node-kayles', '0>1', 'Graph: "0>1" is not an edge U-V or a vertex V, e.g. 1-2 or 3.'],
  ] as const)('canonSpec - %s %s is refused: %s', (kind, parameters, message) => {
    expect(() => buildGame(kind, parameters, 'normal')).toThrow(new InputError(message));
  });

  test('canonSpec - what the library refuses becomes a sentence for the person', () => {
    // An unknown rule: the library's message names the rules.
    expect(() => buildGame('tartan', 'spots:twins:HT', 'normal')).toThrow(InputError);
    expect(() => buildGame('tartan', 'spots:twins:HT', 'normal')).toThrow(/spots/);
    // A loop and a repeated edge are not Node Kayles graphs.
    expect(() => buildGame('node-kayles', '1-1', 'normal')).toThrow(InputError);
    expect(() => buildGame('node-kayles', '0-1,1-0', 'normal')).toThrow(InputError);
    // Chomp has one ending; the panel never asks for misère, and the library says why if asked.
    expect(() => buildGame('chomp', '3x5', 'misere')).toThrow(new InputError('Chomp is played one way: whoever is left with the poisoned square loses.'));
  });

  test('canonSpec - every classroom kind is a kind of the panel, with its limits among LIMITS', () => {
    for (const kind of CANON_KINDS) {
      expect(isCanonKind(kind)).toBe(true);
      expect(GAME_KINDS[kind].help).not.toBe('');
    }
    expect(isCanonKind('nim')).toBe(false);
    expect(GAME_KINDS.chomp).toMatchObject({ ending: 'normal', fixed: true });
    expect(GAME_KINDS.hackenbush).toMatchObject({ ending: 'normal', fixed: false });
    for (const [name, value] of Object.entries(CANON_LIMITS)) expect(LIMITS[name as keyof typeof LIMITS]).toBe(value);
  });

  test('canonSpec - a classroom game is a part of a sum, within its own limits', () => {
    const game = buildGame('sum', 'hackenbush:0-1,1-2 + chomp:2x3', 'normal');
    expect(game.name).toBe('hackenbush:0-1,1-2 + chomp:2x3 normal');
    expect(() => buildGame('sum', 'chomp:7x2 + nim:1', 'normal')).toThrow(new InputError('Part 1 (chomp:7x2): Rows: enter a whole number from 1 to 6.'));
  });

  test('canonSpec - the tartan bound holds for every position: all heads is the most moves a grid has', () => {
    // Each head adds its own moves, so turning a tail to a head never takes moves away.
    const allHeads = buildGame('tartan', 'twins:twins:HHHH/HHHH/HHHH/HHHH', 'normal');
    expect(allHeads.start.moveCount()).toBe(36);
    for (let mask = 0; mask < 2 ** 9; mask += 37) {
      const rows = ['', '', ''].map((_, row) => Array.from({ length: 3 }, (_, col) => ((mask >> (3 * row + col)) & 1 ? 'H' : 'T')).join(''));
      expect(buildGame('tartan', `turtles:turtles:${rows.join('/')}`, 'normal').start.moveCount()).toBeLessThanOrEqual(36);
    }
  });
});
