import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli, ROOT } from './run.js';

// Every command through the built binary (`node dist/cli.js`): stdout, stderr and exit code pinned.

const VALID_TRANSCRIPT = `Starting State:
3  3  6
Player 1 takes 3 tokens from the pile 1.
State:
0  3  6
Player 2 takes 5 tokens from the pile 3.
State:
0  3  1
Player 1 takes 3 tokens from the pile 2.
State:
0  0  1
Player 2 loses.
`;

describe('nimkit', () => {
  test('nimkit --help - lists every command and the exit codes', () => {
    const { stdout, stderr, status } = runCli(['--help']);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    for (const command of ['demo', 'bouton', 'solve', 'play', 'halving', 'simulate', 'analyze', 'sticks']) {
      expect(stdout).toContain(`\n  ${command.padEnd(9)} `);
    }
    expect(stdout).toContain('  0    success\n  1    the input is invalid');
    expect(stdout).toContain('  2    usage error, or a file or stream that cannot be read or written\n');
    expect(stdout).toContain('  130  interrupted (Ctrl-C); 143 terminated (SIGTERM)\n');
    expect(stdout).toContain('  141  the reader of the output went away');
  });

  test('nimkit --version - prints the package version', () => {
    const { version } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string };
    expect(runCli(['--version'])).toEqual({ stdout: `${version}\n`, stderr: '', status: 0 });
    expect(runCli(['-v']).stdout).toBe(`${version}\n`);
  });

  test('nimkit - no command prints the help on stderr and exits 2', () => {
    const { stdout, stderr, status } = runCli([]);
    expect([stdout, status]).toEqual(['', 2]);
    expect(stderr).toMatch(/^nimkit: simulate, validate and solve games of Nim\n/);
  });

  test('nimkit - an unknown command is a usage error, one line, no stack trace', () => {
    expect(runCli(['frobnicate'])).toEqual({ stdout: '', stderr: 'nimkit: unknown command "frobnicate"; see nimkit --help\n', status: 2 });
  });

  test.each(['demo', 'bouton', 'solve', 'play', 'halving', 'simulate', 'analyze', 'sticks'])('nimkit %s --help - prints usage and exits 0', (command) => {
    const { stdout, stderr, status } = runCli([command, '--help']);
    expect([stderr, status]).toEqual(['', 0]);
    expect(stdout).toMatch(new RegExp(`^Usage: nimkit ${command}`));
  });

  test.each([
    // command, args → the first line; option errors add the usage line (tested below)
    ['solve', ['3', '4', '--', '--bogus'], 'nimkit solve: heap 3 must be a non-negative whole number, got "--bogus"'],
    ['bouton', ['a', 'b'], 'nimkit bouton: give one FILE, or - for standard input; see nimkit bouton --help'],
    ['simulate', [], 'nimkit simulate: give exactly one FILE, or - for standard input; see nimkit simulate --help'],
    ['analyze', ['x', 'y'], 'nimkit analyze: give exactly one FILE; see nimkit analyze --help'],
    ['halving', [], 'nimkit halving: give one heap size N, --sequence K or --game; see nimkit halving --help'],
    ['play', ['3'], 'nimkit play: give two or more heap sizes; see nimkit play --help'],
    ['sticks', ['--p1', 'wizard', '--p2', 'random'], 'nimkit sticks:'],
  ])('nimkit %s - bad arguments exit 2 with one line on stderr', (command, args, message) => {
    const { stdout, stderr, status } = runCli([command, ...args]);
    expect([stdout, status]).toEqual(['', command === 'solve' ? 1 : 2]);
    expect(stderr.startsWith(message)).toBe(true);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('nimkit demo', () => {
  test('nimkit demo - tours every capability and exits 0', () => {
    const { stdout, stderr, status } = runCli(['demo']);
    expect([stderr, status]).toEqual(['', 0]);
    for (const heading of ['1. The Nim class', "2. Bouton's strategy", '3. The play engine', '4. The Nim family', '5. Heap games', '6. Matches and match records', '7. Recorded semicolon games', '8. The halving game', '9. The sticks board']) {
      expect(stdout).toContain(`== ${heading}`);
    }
    expect(stdout).toContain('>>> nim.take_away(2, 3)\nNim(3, 1, 2, 0, 7)\n');
    expect(stdout).toContain('Remove 2 counters from Heap 1\nLose Game\nRemove 239 counters from Heap 3\nRemove 6 counters from Heap 2\n');
    expect(stdout).toContain(VALID_TRANSCRIPT);
    expect(stdout).toContain('line 5, column 3: pile index 1 has 3 tokens, cannot take 4\nInvalid Game.\n');
    expect(stdout).toContain('2, 5, 11, 23, 47, 95, 191, 383, ...');
    expect(stdout).toContain('Starting a Nim competition of 1000 rounds between a Smart player and a Random player.\nThe results are ');
    expect(stdout).toContain('$ nimkit sticks --p1 smart --p2 random --seed 7\n');
  });

  test('nimkit demo - is reproducible run to run', () => {
    expect(runCli(['demo']).stdout).toBe(runCli(['demo']).stdout);
  });
});

describe('nimkit bouton', () => {
  const SEED_OUTPUT = 'Remove 2 counters from Heap 1\nLose Game\nRemove 239 counters from Heap 3\nRemove 6 counters from Heap 2\n';

  test('nimkit bouton FILE - the seed example', () => {
    expect(runCli(['bouton', 'examples/nim.txt'])).toEqual({ stdout: SEED_OUTPUT, stderr: '', status: 0 });
  });

  test('nimkit bouton - reads stdin for - and when FILE is missing', () => {
    const input = readFileSync(`${ROOT}examples/nim.txt`, 'utf8');
    expect(runCli(['bouton', '-'], input).stdout).toBe(SEED_OUTPUT);
    expect(runCli(['bouton'], input).stdout).toBe(SEED_OUTPUT);
  });

  test('nimkit bouton --misere --json - the misère end game, as JSON', () => {
    const { stdout, status } = runCli(['bouton', '--misere', '--json'], '2\n1 1 4\n1 1\n');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      play: 'misere',
      results: [
        { kind: 'move', heap: 3, count: 3 },
        { kind: 'move', heap: 1, count: 1 },
      ],
    });
    expect(runCli(['bouton'], '2\n1 1 4\n1 1\n').stdout).toBe('Remove 4 counters from Heap 3\nLose Game\n');
    expect(runCli(['bouton', '--misere'], '1\n1 1 1\n').stdout).toBe('Lose Game\n');
  });

  test('nimkit bouton - a malformed file exits 1 naming the line', () => {
    expect(runCli(['bouton'], '2\n3 x 4\n')).toEqual({
      stdout: '',
      stderr: 'nimkit bouton: stdin: line 2: "3 x 4": "x" is not a heap size: heap sizes are non-negative decimal integers\n',
      status: 1,
    });
  });

  test('nimkit bouton - a missing file exits 2', () => {
    expect(runCli(['bouton', 'no/such/file.txt'])).toEqual({
      stdout: '',
      stderr: 'nimkit bouton: cannot read no/such/file.txt: no such file\n',
      status: 2,
    });
  });
});

describe('nimkit solve', () => {
  test('nimkit solve - the nim-sum in binary and the winning move with its bit', () => {
    expect(runCli(['solve', '3', '4', '5'])).toEqual({
      stdout: `Heaps (normal play: whoever takes the last match wins):
  heap 1    3 = 011
  heap 2    4 = 100
  heap 3    5 = 101
  nim-sum   2 = 010
The player to move wins with perfect play. Winning move:
  take 2 from heap 1, leaving 1: heap 1 has bit 1 (value 2), the nim-sum's highest bit, and 3 XOR 2 = 1
`,
      stderr: '',
      status: 0,
    });
  });

  test('nimkit solve - a lost position, and several winning moves', () => {
    expect(runCli(['solve', '8', '13', '5']).stdout).toContain(
      'The player to move loses against perfect play: the nim-sum is 0, so every move leaves a non-zero nim-sum.\n',
    );
    expect(runCli(['solve', '3', '5', '7']).stdout).toMatch(/Winning moves:\n {2}take 1 from heap 1, .*\n {2}take 1 from heap 2, .*\n {2}take 1 from heap 3, leaving 6: heap 3 has bit 0 \(value 1\)/);
  });

  test('nimkit solve --misere - the end game leaves an odd number of 1-heaps', () => {
    const { stdout } = runCli(['solve', '1', '1', '4', '--misere']);
    expect(stdout).toContain('take 3 from heap 3, leaving 1: misère end game: leaves 3 heaps of size 1, an odd number\n');
    expect(runCli(['solve', '0', '0', '--misere']).stdout).toContain('All heaps are empty: in misère play the opponent took the last match');
  });

  test('nimkit solve --json - exact beyond 2^53, as decimal strings', () => {
    const { stdout, status } = runCli(['solve', '18446744073709551616', '1', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      heaps: ['18446744073709551616', 1],
      play: 'normal',
      nimSum: '18446744073709551617',
      winning: true,
      moves: [
        {
          heap: 1,
          count: '18446744073709551615',
          leaves: 1,
          why: "heap 1 has bit 64 (value 18446744073709551616), the nim-sum's highest bit, and 18446744073709551616 XOR 18446744073709551617 = 1",
        },
      ],
    });
  });

  test('nimkit solve - a bad heap exits 1, no heaps exits 2', () => {
    expect(runCli(['solve', '3', 'x'])).toEqual({ stdout: '', stderr: 'nimkit solve: heap 2 must be a non-negative whole number, got "x"\n', status: 1 });
    expect(runCli(['solve', '3', '1.5']).status).toBe(1);
    expect(runCli(['solve']).status).toBe(2);
  });

  test('nimkit - a negative number is a bad argument value, not an unknown option', () => {
    expect(runCli(['solve', '3', '-4'])).toEqual({ stdout: '', stderr: 'nimkit solve: heap 2 must be a non-negative whole number, got "-4"\n', status: 1 });
    expect(runCli(['halving', '-5'])).toEqual({ stdout: '', stderr: 'nimkit halving: N must be a non-negative whole number, got "-5"\n', status: 1 });
    expect(runCli(['play', '3', '4', '--seed', '-1'])).toEqual({
      stdout: '',
      stderr: 'nimkit play: --seed must be a whole number from 0 to 4294967295, got "-1"; see nimkit play --help\n',
      status: 2,
    });
  });
});

describe('nimkit play', () => {
  test('nimkit play - a scripted game: a move, a hint, junk, a bad move, the end', () => {
    const { stdout, stderr, status } = runCli(['play', '1', '2', '--seed', '5'], 'hint\njunk\n1 5\n2 1\n1 1\n');
    expect([stderr, status]).toEqual(['', 0]);
    const prompt = 'Your move ("heap count", hint or quit): ';
    expect(stdout).toBe(
      'Nim(1, 2), normal play: whoever takes the last match wins.\n' +
        `1: |\n2: ||\n${prompt}Hint: take 1 from heap 2.\n` +
        `1: |\n2: ||\n${prompt}Invalid move: type a move as "heap count" (e.g. "2 3"), hint or quit; got "junk".\n` +
        `1: |\n2: ||\n${prompt}Invalid move: heap 1 holds 1: cannot remove 5.\n` +
        `1: |\n2: ||\n${prompt}Computer takes 1 from heap 2.\n` +
        `1: |\n2: \n${prompt}You took the last match. You win!\n`,
    );
  });

  test('nimkit play --first computer --misere - a lost computer plays a legal move and loses', () => {
    // Three 1-heaps in misère play: the player to move (the computer) is lost whatever it does.
    const { stdout, status } = runCli(['play', '1', '1', '1', '--misere', '--first', 'computer', '--seed', '5'], '1 1\n');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Nim\(1, 1, 1\), misère play: whoever takes the last match loses\.\nComputer takes 1 from heap 3\.\n/);
    expect(stdout).toMatch(/Computer takes 1 from heap 2\.\nThe computer took the last match\. You win!\n$/);
  });

  test('nimkit play - EOF and quit end cleanly', () => {
    expect(runCli(['play', '3', '4'], '').stdout).toMatch(/\nBye\.\n$/);
    expect(runCli(['play', '3', '4'], 'quit\n')).toMatchObject({ status: 0, stderr: '' });
  });

  test('nimkit play - bad heaps exit 1, a bad --first exits 2', () => {
    expect(runCli(['play', '1', '-']).status).toBe(1);
    expect(runCli(['play', '1', '9007199254740992'])).toEqual({
      stdout: '',
      stderr: 'nimkit play: invalid heaps: each heap must be a whole number up to 9007199254740991\n',
      status: 1,
    });
    expect(runCli(['play', '1', '2', '--first', 'bob']).status).toBe(2);
  });
});

describe('nimkit halving', () => {
  test('nimkit halving N - losing and winning sizes', () => {
    expect(runCli(['halving', '23']).stdout).toBe('23 is a losing size (misère play): every take leaves the opponent a winning size.\n');
    expect(runCli(['halving', '30']).stdout).toBe('30 is a winning size (misère play): take 7, leaving 23, a losing size.\n');
    expect(runCli(['halving', '30', '--play', 'normal']).stdout).toBe(
      '30 is a winning size (normal play): take 15, leaving 15, a losing size.\n',
    );
  });

  test('nimkit halving --json - exact for 3·2^63 − 1', () => {
    const n = (3n * 2n ** 63n - 1n).toString();
    expect(JSON.parse(runCli(['halving', n, '--json']).stdout)).toEqual({ n, play: 'misere', losing: true, take: null });
  });

  test('nimkit halving N - 0 and 1 have no move', () => {
    expect(runCli(['halving', '1', '--play', 'normal']).stdout).toBe('1: no move is possible, so the player to move has lost (normal play).\n');
    expect(runCli(['halving', '1']).stdout).toBe('1: no move is possible, so the player to move has won (misère play).\n');
  });

  test('nimkit halving --sequence K', () => {
    expect(runCli(['halving', '--sequence', '6']).stdout).toBe('2, 5, 11, 23, 47, 95\n');
    expect(JSON.parse(runCli(['halving', '--sequence', '4', '--play', 'normal', '--json']).stdout)).toEqual({
      play: 'normal',
      numbers: [1, 3, 7, 15], // 2^k − 1 for k >= 1: the empty heap is not a size of the game
    });
    expect(runCli(['halving', '--sequence', '0']).status).toBe(2);
    // Past the 52nd size the numbers leave the safe-integer range: exact, as decimal strings in JSON.
    const long = runCli(['halving', '--sequence', '60']);
    expect([long.stderr, long.status]).toEqual(['', 0]);
    expect(long.stdout.trimEnd().split(', ').at(-1)).toBe((3n * 2n ** 59n - 1n).toString());
    const { numbers } = JSON.parse(runCli(['halving', '--sequence', '54', '--json']).stdout) as { numbers: unknown[] };
    expect(numbers.at(-1)).toBe((3n * 2n ** 53n - 1n).toString());
  });

  test('nimkit halving - 0 is not a position of the game, as N or as --start', () => {
    expect(runCli(['halving', '0'])).toMatchObject({
      status: 1,
      stdout: '',
      stderr: 'nimkit halving: N must be at least 1: no halving move empties a heap, so 0 is not a position\n',
    });
    const start = runCli(['halving', '--game', '--start', '0']);
    expect(start.status).toBe(2);
    expect(start.stderr).toContain('--start must be a whole number from 1 to');
  });

  test('nimkit halving --game --original - the seed prompts word for word, a re-prompt on junk, the robot wins', () => {
    const { stdout, status } = runCli(['halving', '--game', '--original', '--start', '30', '--seed', '3'], 'abc\n50\n10\n5\n1\n1\n');
    expect(status).toBe(0);
    expect(stdout).toContain(
      "\nNow it's your turn, and we have 30 left.\nHow many would you to take:\nThe number you can take must between 1 and 15\n" +
        'How many would you to take:\nThe number you can take must between 1 and 15\nHow many would you to take:The robot takes 9, leaving 11.\n',
    );
    expect(stdout).toContain("\nNow it's your turn, and we have 11 left.\nHow many would you to take:The robot takes 1, leaving 5.\n");
    expect(stdout).toMatch(/You lose!\n$/);
  });

  test('nimkit halving --game - leaving the robot a single counter wins (misère)', () => {
    // 3: take 1 leaves 2, a losing size; the robot must take 1 and leave the single counter.
    expect(runCli(['halving', '--game', '--start', '3'], '1\n').stdout).toBe(
      "The game starts with 3 counters (misère play: whoever leaves a single counter loses).\n\n" +
        "Now it's your turn, and we have 3 left.\nHow many counters do you take? The robot takes 1, leaving 1.\nYou win!\n",
    );
  });

  test('nimkit halving --game - the prompts in plain English, a take out of range said so', () => {
    const { stdout, status } = runCli(['halving', '--game', '--start', '30', '--seed', '3'], 'abc\n50\n10\n');
    expect(status).toBe(0);
    expect(stdout).toContain(
      "\nNow it's your turn, and we have 30 left.\nHow many counters do you take? You can take 1 to 15.\n" +
        'How many counters do you take? You can take 1 to 15.\nHow many counters do you take? The robot takes 9, leaving 11.\n',
    );
    // From 3 only 1 can be taken: no range to state.
    expect(runCli(['halving', '--game', '--start', '3'], '2\n1\n').stdout).toContain('How many counters do you take? You can only take 1.\n');
    expect(runCli(['halving', '5', '--original'])).toMatchObject({ status: 2, stderr: expect.stringContaining('--original needs --game') as unknown });
  });

  test('nimkit halving --game --play normal - the player who cannot move loses', () => {
    // 3: take 1 leaves 2; the robot takes 1 and leaves 1, where no move is possible.
    expect(runCli(['halving', '--game', '--start', '3', '--play', 'normal'], '1\n').stdout).toMatch(
      /How many counters do you take\? The robot takes 1, leaving 1\.\nYou lose!\n$/,
    );
  });

  test('nimkit halving - bad input', () => {
    expect(runCli(['halving', '1.5'])).toEqual({ stdout: '', stderr: 'nimkit halving: N must be a non-negative whole number, got "1.5"\n', status: 1 });
    expect(runCli(['halving', '3', '--play', 'weird']).status).toBe(2);
  });
});

describe('nimkit simulate', () => {
  test('nimkit simulate - the seed example, byte for byte', () => {
    expect(runCli(['simulate', 'examples/games/valid_game.txt'])).toEqual({ stdout: VALID_TRANSCRIPT, stderr: '', status: 0 });
  });

  test('nimkit simulate - invalid games exit 1; --explain adds the diagnostic', () => {
    expect(runCli(['simulate', 'examples/games/invalid_game.txt'])).toEqual({ stdout: 'Invalid Game.\n', stderr: '', status: 1 });
    expect(runCli(['simulate', 'examples/games/invalid_start_state.txt', '--explain'])).toEqual({
      stdout: 'Invalid Game.\n',
      stderr: 'line 2, column 6: the header says 4 piles, but this line has 3\n',
      status: 1,
    });
  });

  test('nimkit simulate --json', () => {
    const { stdout, status } = runCli(['simulate', 'examples/games/valid_game.txt', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ valid: true, counters: 12, start: [3, 3, 6], moves: 3, loser: 2 });
  });

  test('nimkit simulate - a missing file exits 2', () => {
    expect(runCli(['simulate', 'missing.txt'])).toEqual({ stdout: '', stderr: 'nimkit simulate: cannot read missing.txt: no such file\n', status: 2 });
  });

  test('nimkit simulate - - reads standard input, through a temporary file it then removes', () => {
    const valid = readFileSync(join(ROOT, 'examples/games/valid_game.txt'), 'utf8');
    const invalid = readFileSync(join(ROOT, 'examples/games/invalid_start_state.txt'), 'utf8');
    expect(runCli(['simulate', '-'], valid)).toEqual({ stdout: VALID_TRANSCRIPT, stderr: '', status: 0 });
    expect(runCli(['simulate', '-', '--explain'], invalid)).toEqual({
      stdout: 'Invalid Game.\n',
      stderr: 'line 2, column 6: the header says 4 piles, but this line has 3\n',
      status: 1,
    });
    expect(runCli(['simulate', '-', '--explain'], '')).toEqual({
      stdout: 'Invalid Game.\n',
      stderr: 'line 1, column 1: the file is empty, expected the header "counters;piles"\n',
      status: 1,
    });
    const temp = mkdtempSync(join(tmpdir(), 'nimkit-cli-test-'));
    try {
      const run = spawnSync(process.execPath, ['dist/cli.js', 'simulate', '-', '--json'], {
        cwd: ROOT,
        input: valid,
        encoding: 'utf8',
        env: { ...process.env, TMPDIR: temp },
      });
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual({ valid: true, counters: 12, start: [3, 3, 6], moves: 3, loser: 2 });
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});

describe('nimkit analyze', () => {
  test('nimkit analyze - marks blunders and winning moves', () => {
    expect(runCli(['analyze', 'examples/games/valid_game.txt'])).toEqual({
      stdout: `Starting State:
3  3  6
Player 1 can win (misère: whoever must take the last token loses).
Move 1: Player 1 takes 3 tokens from pile 1. Blunder: Player 1 could have won by taking 6 from pile 3.
Move 2: Player 2 takes 5 tokens from pile 3. Blunder: Player 2 could have won by taking 3 from pile 3.
Move 3: Player 1 takes 3 tokens from pile 2. Winning: leaves a lost position.
Player 2 loses. Blunders: Player 1 1, Player 2 1.
`,
      stderr: '',
      status: 0,
    });
  });

  test('nimkit analyze --json - neutral moves from a lost start', () => {
    // 3 3 is lost for player 1; at 1 2 player 2 should empty pile 2 (leaving one 1-heap) but makes 1 1.
    const { stdout, status } = runCli(['analyze', '-', '--json'], '6;2\n3;3\n0;1\n1;1\n0;1\n1;1\n0;1\n');
    expect(status).toBe(0);
    const analysis = JSON.parse(stdout) as { moves: { verdict: string; missed: unknown[] }[]; loser: number };
    expect(analysis.moves.map((move) => move.verdict)).toEqual(['neutral', 'winning', 'neutral', 'blunder', 'winning']);
    expect(analysis.moves[3]?.missed).toEqual([{ pile: 2, count: 2 }]);
    expect(analysis.loser).toBe(2);
  });

  test('nimkit analyze --json - an invalid game gives the structured diagnostic', () => {
    const { stdout, status } = runCli(['analyze', 'examples/games/invalid_game.txt', '--json']);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      valid: false,
      error: {
        code: 'count-exceeds-pile',
        line: 5,
        column: 3,
        message: 'line 5, column 3: pile index 1 has 3 tokens, cannot take 4',
        moveIndex: 2,
        expected: 3,
        actual: 4,
      },
    });
  });

  test('nimkit analyze - an invalid game exits 1 with the diagnostic', () => {
    expect(runCli(['analyze', 'examples/games/invalid_game.txt'])).toEqual({
      stdout: 'Invalid Game.\n',
      stderr: 'nimkit analyze: line 5, column 3: pile index 1 has 3 tokens, cannot take 4\n',
      status: 1,
    });
  });
});

describe('nimkit sticks', () => {
  test('nimkit sticks - a seeded competition prints the seed lines', () => {
    const first = runCli(['sticks', '--p1', 'smart', '--p2', 'random', '--rounds', '500', '--seed', '7']);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /^Starting a Nim competition of 500 rounds between a Smart player and a Random player\.\nThe results are \d+:\d+\n$/,
    );
    expect(runCli(['sticks', '--p1', 'smart', '--p2', 'random', '--rounds', '500', '--seed', '7'])).toEqual(first);
  });

  test('nimkit sticks --json', () => {
    const { stdout } = runCli(['sticks', '--p1', 'perfect', '--p2', 'random', '--rounds', '100', '--seed', '1', '--json']);
    const result = JSON.parse(stdout) as { rounds: number; wins: number[] };
    expect(result.rounds).toBe(100);
    expect((result.wins[0] ?? 0) + (result.wins[1] ?? 0)).toBe(100);
  });

  test('nimkit sticks --p1 human - a scripted game over stdin, with junk and EOF', () => {
    const { stdout, stderr, status } = runCli(['sticks', '--p1', 'human', '--p2', 'perfect', '--rows', '2', '--seed', '1'], 'x\n1\n2\n1\n1\n1\n');
    expect([stderr, status]).toEqual(['', 0]);
    expect(stdout).toContain('Welcome to the sticks game!\n');
    expect(stdout).toContain('Player 1, it is now your turn!\n');
    expect(stdout).toContain('Unknown input.');
    expect(stdout).toContain('Player 1 made the move: 1:1-1\n');
    expect(stdout).toContain('Player 2 made the move: 1:2-2\n');
    expect(stdout).toContain('Player 1 won!\n');
  });
});
