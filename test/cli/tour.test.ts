import { describe, expect, test } from 'vitest';
import { runCli } from './run.js';

// The demo's sections, `solve --game` and `play`'s reasons for an invalid move, through the built binary.

describe('nimkit demo - every section', () => {
  const { stdout, stderr, status } = runCli(['demo']);

  test.each([
    // heading → the section's key line
    ['1. The Nim class', '>>> nim.take_away(2, 3)\nNim(3, 1, 2, 0, 7)\n'],
    ["2. Bouton's strategy", '$ nimkit solve 3 4 5\nHeaps (normal play: whoever takes the last match wins):\n'],
    ['3. The play engine and its players', 'playMatch(nim:3,4,5 normal, [perfectPlayer, randomPlayer], { seed: 7 }): moves '],
    ['4. The Nim family', '  wythoff:3,5 normal         the player to move loses\n'],
    ['5. Heap games', 'Kayles (0.77): Grundy values of heaps 0 to 11: 0 1 2 3 1 4 3 2 1 4 2 6\nProved period: preperiod 71, period 12.\n'],
    ['6. Matches and match records', 'replay with a last move changed to 1:9: move 6 (1:9) is illegal'],
    ['7. Recorded semicolon games', 'line 5, column 3: pile index 1 has 3 tokens, cannot take 4\nInvalid Game.\n'],
    ['8. The halving game', 'Losing sizes, misère (the default here): 2, 5, 11, 23, 47, 95, 191, 383, ...\n'],
    ['9. The sticks board', '$ nimkit sticks --tournament --rounds 200 --seed 7\n'],
  ])('nimkit demo - section %s with its key line', (heading, line) => {
    expect([stderr, status]).toEqual(['', 0]);
    const start = stdout.indexOf(`\n== ${heading}`);
    expect(start).toBeGreaterThan(0);
    const end = stdout.indexOf('\n== ', start + 1);
    expect(stdout.slice(start, end === -1 ? undefined : end)).toContain(line);
  });

  test('nimkit demo - the sections come in order, numbered 1 to 9', () => {
    const numbers = [...stdout.matchAll(/^== (\d+)\. /gm)].map((match) => Number(match[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('nimkit demo - the match record it shows reads back: the same game, players and seed', () => {
    expect(stdout).toContain('Game: nim:1,2,3\nPlay: normal\nFirst: random\nSecond: perfect\n');
    expect(stdout).toMatch(/replay\(game, record\.moves\): \d+ states, seat [01] wins; replayRecord: every move legal, the result as recorded\./);
    expect(stdout).toContain('nimkit match --game nim:1,2,3 --players perfect,random --record games.txt, then nimkit replay games.txt.');
    expect(stdout).toContain('turning:turtles:THHTH normal wins with 1,5');
  });
});

describe('nimkit solve --game', () => {
  test('nimkit solve --game kayles - outcome, Grundy values and every winning move', () => {
    expect(runCli(['solve', '--game', 'kayles', '3', '4', '5'])).toEqual({
      stdout:
        'Game 0.77 (normal play: whoever cannot move loses), heaps 3 4 5\nGrundy values: 3 1 4 (nim-sum 6)\n' +
        'Outcome: N (the player to move wins)\nWinning moves:\n  heap 3: take 1, leaving heaps 1 and 3\n',
      stderr: '',
      status: 0,
    });
  });

  test('nimkit solve --game - the same report as analyze --game, JSON included', () => {
    for (const flags of [[], ['--json'], ['--misere']]) {
      expect(runCli(['solve', '--game', '0.07', '4', '9', ...flags])).toEqual(runCli(['analyze', '--game', '0.07', '4', '9', ...flags]));
    }
    expect(JSON.parse(runCli(['solve', '--game', '4!', '7', '--json']).stdout)).toMatchObject({ play: 'normal', heaps: [7] });
  });

  test('nimkit solve --game - a bad code exits 1, no heaps exits 2', () => {
    expect(runCli(['solve', '--game', 'zzz', '3'])).toMatchObject({ stdout: '', status: 1 });
    expect(runCli(['solve', '--game', 'kayles'])).toEqual({
      stdout: '',
      stderr: 'nimkit solve: give the heap sizes after --game CODE; see nimkit solve --help\n',
      status: 2,
    });
  });
});

describe('nimkit play - why a move is invalid', () => {
  const prompt = 'Your move ("heap count", hint or quit): ';
  test.each([
    // input → the reason given
    ['1 5', 'Invalid move: heap 1 holds 1: cannot remove 5.'],
    ['9 1', 'Invalid move: heap 9 does not exist: the heaps are numbered 1 to 2.'],
    ['2 0', 'Invalid move: count is 0: a move removes a whole number of at least 1 match.'],
    ['take 2', 'Invalid move: type a move as "heap count" (e.g. "2 3"), hint or quit; got "take 2".'],
  ])('nimkit play - %j is refused with the reason, and the game goes on', (line, reason) => {
    const { stdout, status } = runCli(['play', '1', '2', '--seed', '5'], `${line}\nquit\n`);
    expect(status).toBe(0);
    expect(stdout).toBe(`Nim(1, 2), normal play: whoever takes the last match wins.\n1: |\n2: ||\n${prompt}${reason}\n1: |\n2: ||\n${prompt}\nBye.\n`);
  });
});
