// Issue 27, item 5: the Play panel's reading of a sum of games (site/src/sum-spec.ts through game-spec.ts's
// buildGame), its bounds and refusals, the spec of a game on the board, and the values the labels show. The
// browser side (the boards, the hint, the layout) is test/e2e/sums.e2e.ts.
import { describe, expect, test, vi } from 'vitest';
import { defineGame, gameFromSpec, nimGame, wythoffGame } from '../../src/index.js';
import { buildGame, GAME_KINDS, kindOfSpec, LIMITS, specOfGame } from '../../site/src/game-spec.js';
import type { GameKind } from '../../site/src/game-spec.js';
import { InputError } from '../../site/src/parse.js';
import { partKind, reachablePositions, splitSum, SUM_LIMITS } from '../../site/src/sum-spec.js';
import { VALUE_STATES, valueOf, valueText } from '../../site/src/boards/value-hint.js';

// The playground imports the package by name; here it is the sources, so no build is needed.
vi.mock('nimkit', async () => await import('../../src/index.js'));

describe('splitSum and partKind', () => {
  test.each([
    ['nim:3,4 + wythoff:3,5', ['nim:3,4', 'wythoff:3,5']],
    // A + inside a heap-game code's braces is the code's, not the sum's.
    ['heap:0.{2+}:6 + nim:1', ['heap:0.{2+}:6', 'nim:1']],
    ['heap:0.[3+]:4+nim:2', ['heap:0.[3+]:4', 'nim:2']],
    ['nim:3', ['nim:3']],
    // An empty part: the library refuses it, and buildSum says so in the page's words.
    ['nim:3 +', ['']],
  ])('splitSum - %s', (spec, parts) => {
    expect(splitSum(spec)).toEqual(parts);
  });

  test.each([
    ['nim:3,4', { kind: 'nim', parameters: '3,4' }],
    ['Wythoff:3,5', { kind: 'wythoff', parameters: '3,5' }],
    ['sticks', { kind: 'sticks', parameters: '' }],
    // A heap game written without its kind, by name or by code, as gameFromSpec reads it.
    ['kayles:7', { kind: 'heap', parameters: 'kayles:7' }],
    ['0.77:7', { kind: 'heap', parameters: '0.77:7' }],
    ['moore:2:1,2', { kind: 'moore', parameters: '2:1,2' }],
  ])('partKind - %s', (part, expected) => {
    expect(partKind(part)).toEqual(expected);
  });
});

describe('buildGame - sums', () => {
  test('buildGame - a sum is the library\'s sum of the same specs, in the ending chosen', () => {
    for (const play of ['normal', 'misere'] as const) {
      const game = buildGame('sum', 'heap:kayles:5 + nim:2,3 + wythoff:3,5', play);
      expect(game.name).toBe(`heap:0.77:5 + nim:2,3 + wythoff:3,5 ${play}`);
      expect(game.name).toBe(gameFromSpec('heap:kayles:5 + nim:2,3 + wythoff:3,5', { play }).name);
    }
    expect(buildGame('sum', 'kayles:3 + sticks:1 + halving:4 + turning:ruler:HT', 'normal').name).toBe('heap:0.77:3 + sticks:1 + halving:4 + turning:ruler:HT normal');
    expect(buildGame('sum', GAME_KINDS.sum.defaults, GAME_KINDS.sum.ending).start.moveCount()).toBe(gameFromSpec(GAME_KINDS.sum.defaults).start.moveCount());
  });

  const partsMessage = `Sum: enter 2 to ${SUM_LIMITS.parts} games joined by +, e.g. heap:0.77:7 + nim:3,4 + wythoff:3,5.`;
  test.each([
    // One part is not a sum; five are more than the page draws.
    ['nim:3,4', partsMessage],
    ['nim:1 + nim:2 + nim:3 + nim:4 + nim:5', partsMessage],
    ['nim:1 + ', partsMessage],
    ['', partsMessage],
    // Each part within its own kind's limits, named by its place and text.
    [`nim:${LIMITS.nimSize + 1} + nim:1`, `Part 1 (nim:${LIMITS.nimSize + 1}): Heaps: enter a whole number from 0 to ${LIMITS.nimSize}.`],
    ['nim:1 + wythoff:3', 'Part 2 (wythoff:3): Heaps: enter 2 to 2 numbers, separated by spaces or commas.'],
    ['nim:1 + heap:0.99x:3', 'Part 2 (heap:0.99x:3): Code: bad heap-game code "0.99x": "x" is not a digit (digits are 0-9 and A-V, 0 to 31; write &33; for the digit 33) at position 4.'],
    ['foo:3 + nim:1', 'Part 1 (foo:3): "foo" is not a game of this page: a part is nim, halving, sticks, heap, wythoff, fibonacci, staircase, moore, greedy, welter, turning, hackenbush, chomp, cram, tartan, euclid, node-kayles (e.g. nim:3,4).'],
    // A sum is not a part of a sum.
    ['sum:nim:1 + nim:2', 'Part 1 (sum:nim:1): "sum" is not a game of this page: a part is nim, halving, sticks, heap, wythoff, fibonacci, staircase, moore, greedy, welter, turning, hackenbush, chomp, cram, tartan, euclid, node-kayles (e.g. nim:3,4).'],
    // All parts together: what a search opponent looks through.
    ['nim:15,15,15,15,15,15,15,15 + nim:15', `Sum: at most ${SUM_LIMITS.moves} moves from the start, all parts together, got 135; take smaller parts.`],
  ])('buildGame - sum %j is refused', (parameters, message) => {
    expect(() => buildGame('sum', parameters, 'normal')).toThrow(new InputError(message));
    expect(() => buildGame('sum', parameters, 'normal')).toThrow(InputError);
  });

  test('buildGame - a misère sum is bounded by the positions its exact search may visit; Nim parts alone are not', () => {
    // 16 x 16 Nim positions times 11 x 11 Wythoff positions: 30,976, over the bound.
    expect(() => buildGame('sum', 'nim:15,15 + wythoff:10,10', 'misere')).toThrow(
      new InputError(`Sum: a misère sum is played by exact search, here over more than ${SUM_LIMITS.misereStates.toLocaleString('en')} positions; take smaller parts, or normal play.`),
    );
    expect(buildGame('sum', 'nim:15,15 + wythoff:10,10', 'normal').name).toBe('nim:15,15 + wythoff:10,10 normal');
    // Bouton's misère rule plays Nim parts at once, whatever their size.
    expect(buildGame('sum', 'nim:15,15,15,15 + nim:15,15,15,15', 'misere').name).toBe('nim:15,15,15,15 + nim:15,15,15,15 misere');
    // 22 Kayles positions from 7 (kept as the heaps left), 20 of Nim 3,4, 24 of Wythoff 3,5: 10,560.
    expect(() => buildGame('sum', 'heap:0.77:7 + nim:3,4 + wythoff:3,5', 'misere')).toThrow(InputError);
    expect(buildGame('sum', 'heap:0.77:7 + wythoff:3,5', 'misere').name).toBe('heap:0.77:7 + wythoff:3,5 misere');
  });
});

describe('reachablePositions', () => {
  test('reachablePositions - counts positions, not states, up to its cap', () => {
    // Nim heaps a, b reach every (x, y) with x <= a, y <= b; Wythoff's queen every square below and left.
    for (const [a, b] of [[3, 4], [0, 5], [2, 2]] as const) {
      expect(reachablePositions(nimGame([a, b]), 1000)).toBe((a + 1) * (b + 1));
      expect(reachablePositions(wythoffGame([a, b]), 1000)).toBe((a + 1) * (b + 1));
    }
    expect(reachablePositions(nimGame([15, 15]), 10)).toBe(11);
    expect(reachablePositions(nimGame([0]), 10)).toBe(1);
  });
});

describe('specOfGame and kindOfSpec', () => {
  test('specOfGame - every kind\'s game is rebuilt from its spec by kindOfSpec and buildGame', () => {
    for (const kind of Object.keys(GAME_KINDS) as GameKind[]) {
      const { defaults, ending } = GAME_KINDS[kind];
      const game = buildGame(kind, defaults, ending);
      const spec = specOfGame(game);
      expect(game.name).toBe(`${spec} ${ending}`);
      const read = kindOfSpec(spec);
      expect(read.kind, spec).toBe(kind);
      expect(buildGame(kind, read.parameters, ending).name).toBe(game.name);
    }
    expect(kindOfSpec('heap:0.{2+}:6')).toEqual({ kind: 'heap', parameters: '0.{2+}:6' });
    expect(kindOfSpec('sticks')).toEqual({ kind: 'sticks', parameters: '' });
    expect(kindOfSpec('nim:1 + nim:2')).toEqual({ kind: 'sum', parameters: 'nim:1 + nim:2' });
  });
});

describe('valueOf', () => {
  test('valueOf - the Grundy value of a part or of a sum; null past the page\'s bound', () => {
    const sum = buildGame('sum', 'heap:0.77:7 + nim:3,4 + wythoff:3,5', 'normal');
    expect(valueOf(sum.start)).toBe(5);
    expect(valueText(valueOf(sum.start))).toBe('value 5');
    // A chain of positions longer than the bound, with no theory: the mex would hold every one.
    const chain = defineGame<number, number>({
      name: 'chain',
      start: VALUE_STATES + 10,
      moves: (n) => (n > 0 ? [1] : []),
      play: (n, take) => n - take,
      key: String,
      readMove: (value) => (value === 1 ? 1 : undefined),
      formatMove: String,
      parseMove: (text) => (text.trim() === '1' ? 1 : null),
      actionCount: 1,
      actionOf: () => 0,
      moveOfAction: () => 1,
    });
    expect(valueOf(chain.start)).toBeNull();
    expect(valueText(null)).toBe('value unknown (too large)');
    expect(valueOf(chain.start.play(1).play(1))).toBeNull();
  });
});
