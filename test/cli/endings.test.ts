import { describe, expect, test } from 'vitest';
import { COMPETITION_DEFAULTS } from '../../src/index.js';
import { ENDING_OPTIONS, parseCommandArgs, readEnding, readFixedEnding, UsageError } from '../../src/cli/args.js';
import { runCli } from './run.js';

// One flag for the ending on every command: `--play normal|misere`, `--normal` and `--misere` as aliases.

function endingOf(args: readonly string[], fallback: 'normal' | 'misere' = 'normal'): string {
  return readEnding(parseCommandArgs(args, ENDING_OPTIONS).values, fallback);
}

describe('readEnding', () => {
  test.each([
    // args, fallback → the ending
    [[], 'normal', 'normal'],
    [[], 'misere', 'misere'],
    [['--play', 'misere'], 'normal', 'misere'],
    [['--play=normal'], 'misere', 'normal'],
    [['--misere'], 'normal', 'misere'],
    [['--normal'], 'misere', 'normal'],
    [['--misere', '--play', 'misere'], 'normal', 'misere'], // the same ending twice is no conflict
  ] as const)('readEnding - %j with fallback %s is %s', (args, fallback, ending) => {
    expect(endingOf(args, fallback)).toBe(ending);
  });

  test.each([
    // args → the exact message
    [['--play', 'x'], '--play must be normal or misere, got "x"'],
    [['--play', 'misère'], '--play must be normal or misere, got "misère"'],
    [['--misere', '--normal'], '--misere and --normal say different endings; give one'],
    [['--misere', '--play', 'normal'], '--play normal and --misere say different endings; give one'],
    [['--normal', '--play', 'misere'], '--play misere and --normal say different endings; give one'],
  ])('readEnding - %j is a usage error', (args, message) => {
    expect(() => endingOf(args)).toThrow(new UsageError(message));
  });

  test('readFixedEnding - the one ending is accepted, the other refused with the reason', () => {
    const read = (args: readonly string[]): string => readFixedEnding(parseCommandArgs(args, ENDING_OPTIONS).values, 'misere', 'only misère here');
    expect(read([])).toBe('misere');
    expect(read(['--misere'])).toBe('misere');
    expect(() => read(['--normal'])).toThrow(new UsageError('only misère here: --play normal is not offered'));
  });
});

/** The commands that play either ending, their default, and arguments that make them print the ending. */
const EITHER_ENDING = [
  // command, arguments, default, what the output says for normal, for misère
  ['solve', ['1', '1', '2'], 'normal', 'normal play: whoever takes the last match wins', 'misère play: whoever takes the last match loses'],
  ['solve', ['--game', 'kayles', '3'], 'normal', 'normal play: whoever cannot move loses', 'misère play: whoever cannot move wins'],
  ['analyze', ['--game', 'kayles', '3'], 'normal', 'normal play: whoever cannot move loses', 'misère play: whoever cannot move wins'],
  ['halving', ['30'], 'misere', '(normal play)', '(misère play)'],
  ['bouton', ['--json', '-'], 'normal', '"play":"normal"', '"play":"misere"'],
  ['play', ['1', '2'], 'normal', 'normal play: whoever takes the last match wins', 'misère play: whoever takes the last match loses'],
] as const;

describe('every command with an ending', () => {
  const input = '1\n3 4\n';
  test.each(EITHER_ENDING)('nimkit %s %j - default %s, --play, --normal and --misere', (command, args, fallback, normal, misere) => {
    const run = (flags: readonly string[]): string => {
      const result = runCli([command, ...args, ...flags], input);
      expect([result.stderr, result.status]).toEqual(['', 0]);
      return result.stdout;
    };
    expect(run([])).toContain(fallback === 'normal' ? normal : misere);
    for (const flags of [['--play', 'normal'], ['--normal'], ['--play=normal', '--normal']]) expect(run(flags)).toContain(normal);
    for (const flags of [['--play', 'misere'], ['--misere'], ['--misere', '--play', 'misere']]) expect(run(flags)).toContain(misere);
  });

  test.each(['solve', 'analyze', 'halving', 'bouton', 'play', 'sticks', 'simulate'])('nimkit %s - conflicting or unknown endings exit 2 with one line', (command) => {
    expect(runCli([command, '--misere', '--normal'])).toEqual({
      stdout: '',
      stderr: `nimkit ${command}: --misere and --normal say different endings; give one; see nimkit ${command} --help\n`,
      status: 2,
    });
    expect(runCli([command, '--play', 'x'])).toEqual({
      stdout: '',
      stderr: `nimkit ${command}: --play must be normal or misere, got "x"; see nimkit ${command} --help\n`,
      status: 2,
    });
  });

  test.each([
    // command, arguments, the reason
    ['sticks', ['--p1', 'smart', '--p2', 'random'], 'the sticks game is misère (whoever marks the last stick loses)'],
    ['simulate', ['examples/games/valid_game.txt'], 'a recorded game is misère (whoever must take the last token loses)'],
    ['analyze', ['examples/games/valid_game.txt'], 'a recorded game is misère (whoever must take the last token loses)'],
  ])('nimkit %s - a misère-only game accepts --misere and refuses --normal', (command, args, reason) => {
    expect(runCli([command, ...args, '--misere', '--rounds', '3'].filter((arg) => command === 'sticks' || arg !== '--rounds' && arg !== '3')).status).toBe(0);
    expect(runCli([command, ...args, '--play', 'normal'])).toEqual({
      stdout: '',
      stderr: `nimkit ${command}: ${reason}: --play normal is not offered; see nimkit ${command} --help\n`,
      status: 2,
    });
  });

  test.each(['solve', 'analyze', 'halving', 'bouton', 'play'])('nimkit %s --help - one wording for the ending, naming the default', (command) => {
    const { stdout } = runCli([command, '--help']);
    expect(stdout).toMatch(/\n {2}--play normal\|misere {2}normal: [^\n]+\n {24}misere: [^\n]+\n {2}--normal, --misere {4}the same as --play normal, --play misere\n/);
    const fallback = command === 'halving' ? 'misere' : 'normal';
    expect(stdout).toMatch(new RegExp(`${fallback}: [^\\n]+ \\(default\\)\\n`));
    expect(stdout).toMatch(/nimkit \w+ [^\n]*\[--play normal\|misere\]/);
  });

  test('nimkit halving --help - says its default is misère, unlike the others', () => {
    expect(runCli(['halving', '--help']).stdout).toContain("Unlike Nim's commands, the default ending is misère");
  });

  test('nimkit --help - names the ending flags once for every command', () => {
    expect(runCli(['--help']).stdout).toContain('Every command that plays an ending takes --play normal|misere, or --normal and --misere for short');
  });
});

describe('defaults shared with the library', () => {
  test('nimkit sticks - the rounds default is the library\'s, one round with a human, and --help says so', () => {
    const { stdout } = runCli(['sticks', '--p1', 'perfect', '--p2', 'random', '--rows', '1', '--seed', '1']);
    expect(stdout).toBe(`Starting a Nim competition of ${COMPETITION_DEFAULTS.rounds} rounds between a Perfect player and a Random player.\nThe results are 0:${COMPETITION_DEFAULTS.rounds}\n`);
    expect(runCli(['sticks', '--p1', 'human', '--p2', 'random'], '').stdout).toMatch(/^Starting a Nim competition of 1 round between/);
    const help = runCli(['sticks', '--help']).stdout;
    expect(help).toContain(`--rounds N            rounds to play: default ${COMPETITION_DEFAULTS.rounds}, as the library's competitions; 1 when a human`);
    expect(help).toContain('for --tournament, 1000 per pairing and seat, as sticksTournament');
  });
});
