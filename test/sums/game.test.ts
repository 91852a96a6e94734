// sumGame: the rules of a sum of unlike games against brute-force search over the product of the parts'
// positions (written here from the parts' moves alone), the Sprague–Grundy value, perfect play, keys, text,
// action ids, records and replay.
import { describe, expect, it } from 'vitest';
import {
  createSolver,
  defineGame,
  formatMatchRecord,
  gameFromSpec,
  grundyValue,
  heapGame,
  halvingGame,
  IllegalMoveError,
  nimGame,
  parseMatchRecord,
  perfectPlayer,
  playMatch,
  randomPlayer,
  recordMatch,
  replayRecord,
  sumGame,
  welterGame,
  wythoffGame,
} from '../../src/index.js';
import type { Ending, State, SumState } from '../../src/index.js';
import { perfectKeepsWins, positionOf, reachableStates, thrownBy } from '../helpers.js';


/**
 * Whether the player to move wins the sum of `parts` (states of the parts' games), by search over the product
 * of positions: a move is one part's move; with no move left, normal play loses and misère wins.
 */
function bruteWins(parts: readonly State<unknown>[], ending: Ending, memo = new Map<string, boolean>()): boolean {
  const key = parts.map(positionOf).join('#');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let any = false;
  let wins = false;
  for (const [index, part] of parts.entries()) {
    if (wins) break;
    for (const move of part.moves()) {
      any = true;
      const next = parts.slice();
      next[index] = part.play(move);
      if (!bruteWins(next, ending, memo)) {
        wins = true;
        break;
      }
    }
  }
  const result = any ? wins : ending === 'misere';
  memo.set(key, result);
  return result;
}

const SUMS: readonly (readonly string[])[] = [
  ['nim:3,2', 'heap:kayles:5'],
  ['wythoff:3,4', 'heap:dawsons-kayles:6'],
  ['halving:9', 'turning:ruler:HTHH', 'nim:2'],
  ['sticks:3,2', 'welter:1,3', 'fibonacci:6'],
  ['greedy:3,2', 'staircase:2,1,1'],
  ['nim:2,2', 'nim:3', 'nim:1,1'],
];

describe('sumGame', () => {
  it.each(SUMS)('%s + …: solve and the perfect player agree with search over the product, in both endings', (...specs) => {
    for (const play of ['normal', 'misere'] as const) {
      const game = sumGame(specs.map((spec) => gameFromSpec(spec)), { play });
      const memo = new Map<string, boolean>();
      const solver = createSolver();
      let checked = 0;
      for (const state of reachableStates(game.start) as SumState[]) {
        const parts = state.parts();
        const wins = bruteWins(parts, play, memo);
        expect(solver.solve(state).result).toBe(wins ? 'win' : 'loss');
        const move = game.winningMove?.(state) ?? null;
        if (!wins || state.isTerminal) expect(move).toBeNull();
        else {
          expect(move).not.toBeNull();
          if (move !== null) expect(bruteWins(state.play(move).parts(), play, memo)).toBe(false);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(30);
    }
  });

  it('is worth the nim-sum of its parts', () => {
    const game = sumGame([nimGame([3, 4]), heapGame('kayles', [7]), wythoffGame([3, 5])]);
    expect(game.name).toBe('nim:3,4 + heap:0.77:7 + wythoff:3,5 normal');
    expect(grundyValue(game.start)).toBe(7 ^ 2 ^ 0);
    // 5 ^ 1 = 4: Nim 3,4 (worth 7) drops to 3 by emptying its second heap.
    expect(game.moveToValue?.(game.start, 1)).toEqual({ part: 1, move: { heap: 2, count: 4 } });
    expect(game.moveToValue?.(game.start, 5)).toBeNull();
    expect(game.moveToValue?.(game.start, -1)).toBeNull();
  });

  it('plays a huge sum perfectly at once: a Nim heap of 2^40, a Kayles heap of 10^6 and 50 Welter coins', () => {
    const coins = Array.from({ length: 50 }, (_, index) => 3 * index + 1);
    const game = sumGame([nimGame([2 ** 40]), heapGame('kayles', [1_000_000]), welterGame(coins)]);
    const value = grundyValue(game.start) as number;
    expect(value).toBe(2 ** 40 + (1 ^ Number(grundyValue(welterGame(coins).start))));
    const move = game.winningMove?.(game.start);
    expect(move).toEqual({ part: 1, move: { heap: 1, count: 2 ** 40 - (value - 2 ** 40) } });
    expect(grundyValue(game.start.play(move as never))).toBe(0);
    // After a move in the Kayles heap, the answer comes from the Kayles heap's own theory.
    const split = game.start.play({ part: 1, move: { heap: 1, count: 2 ** 40 } }).play({ part: 2, move: { heap: 1, take: 1, leave: [333_333, 666_666] } });
    const reply = game.winningMove?.(split);
    expect(grundyValue(split.play(reply as never))).toBe(0);
  });

  it('never loses a won sum against random opponents', () => {
    const solver = createSolver();
    const game = sumGame([gameFromSpec('heap:kayles:5'), gameFromSpec('wythoff:3,2'), gameFromSpec('turning:turtles:HTH')]);
    const misere = sumGame(game.parts, { play: 'misere' });
    for (let seed = 1; seed <= 6; seed++) {
      for (const sum of [game, misere]) {
        expect(perfectKeepsWins(sum.start, randomPlayer, 0, seed, solver)).toBe(true);
        expect(perfectKeepsWins(sum.start, randomPlayer, 1, seed, solver)).toBe(true);
      }
    }
  });

  it('plays misère Nim sums by Bouton\'s rule, across parts', () => {
    const game = sumGame([nimGame([2 ** 40]), nimGame([1, 1])], { play: 'misere' });
    expect(game.winningMove?.(game.start)).toEqual({ part: 1, move: { heap: 1, count: 2 ** 40 - 1 } });
    const ones = game.start.play({ part: 1, move: { heap: 1, count: 2 ** 40 - 1 } });
    expect(game.winningMove?.(ones)).toBeNull();
  });

  it('lists moves part by part, with action ids shifted past the earlier parts', () => {
    const game = sumGame([nimGame([1, 2]), halvingGame(5)]);
    const { start } = game;
    expect(start.moves().map((move) => game.formatMove(move))).toEqual(['1:1:1', '1:2:1', '1:2:2', '2:1', '2:2']);
    expect(game.actionCount).toBe(4 + 2);
    expect(start.actions()).toEqual([0, 1, 3, 4, 5]);
    expect(start.moveCount()).toBe(5);
    expect(start.moveAt(3)).toEqual({ part: 2, move: 1 });
    expect(start.playAction(5).key()).toBe('1:1,2|3');
    expect(start.playAction(1).key()).toBe('1:1,1|5');
    expect(game.parseMove(' 2 : 2 ')).toEqual({ part: 2, move: 2 });
    expect(game.parseMove('3:1')).toBeNull();
    expect(game.parseMove('2:x')).toBeNull();
    expect(game.parseMove('nope')).toBeNull();
    expect(String(start)).toBe('nim 1,2 + halving 5, player 0 to move');
    let done = start;
    for (const text of ['1:1:1', '1:2:2', '2:2', '2:1', '2:1']) done = done.play(game.parseMove(text) ?? { part: 0, move: null });
    expect(done.isTerminal).toBe(true);
    expect(done.winner).toBe(0);
    expect(String(done)).toBe('nim 0,0 + halving 1, player 0 won');
  });

  it('restores states from keys, escaping what a part writes', () => {
    const game = sumGame([nimGame([1, 3]), nimGame([5])]);
    expect(game.fromKey('1:0,2|5').key()).toBe('1:0,2|5');
    expect(thrownBy(RangeError, () => game.fromKey('0:0,2')).message).toBe(
      'key must be a key of nim:1,3 + nim:5 normal (PLAYER:K1|K2|… with a key of each of the 2 parts), got "0:0,2"',
    );
    expect(thrownBy(RangeError, () => game.fromKey('0:0,9|5')).message).toMatch(/^key must be a key of nim:1,3 \+ nim:5 normal \(.*part 1: key must be a key of nim:1,3 normal/);
    expect(() => game.fromKey('0:0,2\\x|5')).toThrow(RangeError);
    const pipe = (name: string, readsKeys: boolean) => defineGame<string, string>({
      name,
      start: 'a|b\\',
      moves: (position) => (position === '' ? [] : ['cut']),
      readMove: (value) => (value === 'cut' ? 'cut' : undefined),
      play: () => '',
      key: (position) => position,
      ...(readsKeys && { fromKey: (text: string) => (text === '' || text === 'a|b\\' ? text : undefined) }),
      formatMove: String,
      parseMove: (text) => (text === 'cut' ? 'cut' : null),
      actionCount: 1,
      actionOf: () => 0,
      moveOfAction: (id) => (id === 0 ? 'cut' : undefined),
    });
    const sum = sumGame([pipe('pipe', true), nimGame([2])]);
    expect(sum.start.key()).toBe('0:a\\|b\\\\|2');
    expect(sum.fromKey(sum.start.key()).key()).toBe(sum.start.key());
    expect(thrownBy(TypeError, () => sumGame([pipe('keyless', false), nimGame([2])]).fromKey('0:|2')).message).toBe(
      'keyless normal cannot read keys: its rules give no fromKey',
    );
  });

  it('refuses bad games, moves and actions with typed errors, the state unchanged', () => {
    expect(thrownBy(TypeError, () => sumGame('nim' as never)).message).toBe('games must be an array of engine games, got "nim"');
    expect(thrownBy(TypeError, () => sumGame([nimGame([1]), {} as never])).message).toBe('games[1] must be an engine game, got an object');
    expect(thrownBy(RangeError, () => sumGame([nimGame([1])])).message).toBe('games must hold at least two games, got 1');
    expect(thrownBy(RangeError, () => sumGame([nimGame([1]), nimGame([1])], { play: 'draw' as never })).message).toBe(`play must be 'normal' or 'misere', got "draw"`);
    expect(thrownBy(TypeError, () => sumGame([nimGame([1]), nimGame([1])], null as never)).message).toBe('options must be an object, got null');
    const game = sumGame([nimGame([1, 2]), halvingGame(5)]);
    const { start } = game;
    const cases: [unknown, string, string][] = [
      [{ part: 3, move: 1 }, 'illegal-move', 'illegal move in nim:1,2 + halving:5 normal: there is no part 3 (the sum has 2)'],
      [{ part: 0, move: 1 }, 'not-a-move', 'not a move of nim:1,2 + halving:5 normal: an object'],
      [{ part: 2, move: 3 }, 'illegal-move', 'illegal move in part 2 of nim:1,2 + halving:5 normal: illegal move 3 in halving:5 misere: at most 2 of 5 may be taken'],
      [{ part: 1, move: 'x' }, 'not-a-move', 'illegal move in part 1 of nim:1,2 + halving:5 normal: not a move of nim:1,2 normal: "x"'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as never));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    for (const id of [6, -1, 2, 1.5]) {
      const error = thrownBy(IllegalMoveError, () => start.playAction(id));
      expect([error.code, error.message]).toEqual(['no-such-action', `action ${id} is not legal in nim:1,2 + halving:5 normal at 0:1,2|5`]);
    }
    expect(start.key()).toBe('0:1,2|5');
    expect(thrownBy(TypeError, () => game.formatMove({ part: 9, move: 1 })).message).toBe('move must be a move { part, move } of nim:1,2 + halving:5 normal, got an object');
    expect(thrownBy(TypeError, () => game.parseMove(3 as never)).message).toBe('text must be a string, got 3');
    expect(thrownBy(TypeError, () => game.grundy?.(nimGame([1]).start as never)).message).toMatch(/^state must be a state of nim:1,2 \+ halving:5 normal/);
    const over = sumGame([nimGame([1]), nimGame([0])]).start.play({ part: 1, move: { heap: 1, count: 1 } });
    expect(thrownBy(IllegalMoveError, () => over.playAction(0)).code).toBe('game-over');
    expect(over.game.winningMove?.(over)).toBeNull();
    expect(thrownBy(RangeError, () => sumGame([nimGame([2 ** 52]), nimGame([2 ** 52])])).message).toBe(
      "the parts' action ids add up to 9007199254740992, beyond 2^53 - 1: too large a sum to number",
    );
  });

  it('records and replays its matches, and gameFromSpec reads its name back', () => {
    const game = gameFromSpec('nim:3,4 + heap:kayles:7 + wythoff:3,5');
    const result = playMatch(game, [perfectPlayer, randomPlayer], { seed: 9 });
    const record = recordMatch(game, result, { players: ['perfect', 'random'], seed: 9 });
    const text = formatMatchRecord(record);
    expect(text).toContain('Game: nim:3,4 + heap:0.77:7 + wythoff:3,5\nPlay: normal');
    const read = parseMatchRecord(text);
    expect(replayRecord(gameFromSpec(read.game, { play: read.play }), read).failure).toBeNull();
    expect(result.winner).toBe(0);
  });

  it('falls back to the solver when a part cannot be valued for repeating positions', () => {
    // A part whose value refuses as grundyValue does on a repeating position: the sum's player asks the solver.
    const refusing = (start: number) => defineGame<number, number>({
      name: `refusing:${start}`,
      start,
      moves: (position) => Array.from({ length: position }, (_, index) => index + 1),
      readMove: (value) => (typeof value === 'number' ? value : undefined),
      play: (position, take) => position - take,
      key: String,
      formatMove: String,
      parseMove: () => null,
      actionCount: start + 1,
      actionOf: (take) => take,
      moveOfAction: (id) => id,
      grundy: () => {
        throw new RangeError('grundyValue: refusing repeats the position 0:1, which may have no finite nim value; use loopyValue');
      },
    });
    const game = sumGame([refusing(3), nimGame([1])]);
    expect(() => grundyValue(game.start)).toThrow(/use loopyValue/);
    expect(game.winningMove?.(game.start)).toEqual({ part: 1, move: 2 });
    const other = sumGame([refusing(3), nimGame([1])]);
    const broken = defineGame({ ...{ name: 'broken', start: 2, moves: (position: number) => (position > 0 ? [1] : []), readMove: (value: unknown) => (value === 1 ? 1 : undefined), play: (position: number) => position - 1, key: String, formatMove: String, parseMove: () => null, actionCount: 2, actionOf: () => 1, moveOfAction: () => 1 }, grundy: (position: number) => (position === 2 ? 5 : position) });
    const wrong = sumGame([broken, nimGame([0])]);
    expect(thrownBy(RangeError, () => wrong.winningMove?.(wrong.start)).message).toBe(
      "broken normal: no move reaches a position worth 0, below the position's value: its grundy rule does not give the game's values",
    );
    expect(other.start.moveCount()).toBe(4);
  });
});
