// A player cannot corrupt a state of a defineGame game: positions are frozen when shown, states and their
// prototypes are frozen, and play checks every move it is handed, whichever state produced it.
import { describe, expect, test } from 'vitest';
import {
  IllegalMoveError,
  createRandom,
  defineGame,
  fibonacciNimGame,
  greedyNimGame,
  mooreNimGame,
  staircaseNimGame,
  turningGame,
  welterGame,
  wythoffGame,
} from '../../src/index.js';
import type { Game, GameDefinition, State } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** The engine games of issue 32, each made by defineGame. */
const GAMES: readonly (readonly [string, () => Game<unknown>])[] = [
  ['staircase', () => staircaseNimGame([3, 5, 7])],
  ['greedy', () => greedyNimGame([4, 4, 2])],
  ['welter', () => welterGame([1, 4, 6])],
  ['moore', () => mooreNimGame([3, 5, 6], 2)],
  ['fibonacci', () => fibonacciNimGame(20)],
  ['wythoff', () => wythoffGame([5, 7])],
  ['turning', () => turningGame('turtles', 'HHTHH')],
];

/** A state's position, read through the public getter every defineGame state has. */
function positionOf(state: State<unknown>): unknown {
  return (state as unknown as { position: unknown }).position;
}

/** Every state of one seeded random playout from the start, the start first. */
function playout(game: Game<unknown>, seed: number): State<unknown>[] {
  const random = createRandom(seed);
  const states = [game.start];
  for (let state = game.start; !state.isTerminal; states.push(state)) {
    state = state.play(state.moveAt(Math.floor(random() * state.moveCount())));
  }
  return states;
}

/** Tries to change an object every way a player could; returns the errors' class names. */
function tamper(value: object): string[] {
  const attempts: (() => void)[] = [
    () => Object.assign(value, { 0: 99 }),
    () => Object.defineProperty(value, 'extra', { value: 1 }),
    () => {
      if (!Reflect.deleteProperty(value, Object.keys(value)[0] ?? 'none')) throw new TypeError('the property stays');
    },
  ];
  return attempts.map((attempt) => thrownBy(TypeError, attempt).name);
}

describe('defineGame states cannot be corrupted', () => {
  test.each(GAMES)('position - %s: every position of a playout is frozen when read, and stays as it was', (_name, make) => {
    const game = make();
    for (const state of playout(game, 5)) {
      const key = state.key();
      const position = positionOf(state);
      expect(Object.isFrozen(position)).toBe(true);
      if (typeof position === 'object' && position !== null) expect(tamper(position)).toEqual(['TypeError', 'TypeError', 'TypeError']);
      // The state reads the same afterwards, and so does a state played from it.
      expect(state.key()).toBe(key);
      expect(positionOf(state)).toBe(position);
    }
  });

  test.each(GAMES)('state - %s: states and their prototype are frozen: no field, getter or method can be replaced', (_name, make) => {
    const game = make();
    const [start, next] = playout(game, 9) as [State<unknown>, State<unknown>];
    for (const state of [start, next]) {
      expect(Object.isFrozen(state)).toBe(true);
      expect(Object.isFrozen(Object.getPrototypeOf(state))).toBe(true);
      expect(() => Object.defineProperty(state, 'isTerminal', { value: true })).toThrow(TypeError);
      expect(() => Object.defineProperty(state, 'position', { value: [] })).toThrow(TypeError);
      const prototype: object = Object.getPrototypeOf(state) as object;
      expect(() => Object.defineProperty(prototype, 'play', { value: () => state })).toThrow(TypeError);
      expect(() => Object.assign(state, { player: 1 - state.player })).toThrow(TypeError);
    }
    expect(Object.isFrozen(game) && Object.isFrozen(Object.getPrototypeOf(game))).toBe(true);
  });

  test.each(GAMES)('play - %s: a move of another state is checked as a hand-made one', (_name, make) => {
    const game = make();
    const states = playout(game, 3);
    const last = states[states.length - 2] ?? game.start;
    // Each move of the start, played at the last live state, is refused exactly when it is not legal there.
    const legalThere = new Set(last.moves().map((move) => game.formatMove(move)));
    let refused = 0;
    for (let index = 0; index < game.start.moveCount(); index++) {
      const stale = game.start.moveAt(index);
      const copy = game.parseMove(game.formatMove(stale));
      if (legalThere.has(game.formatMove(stale))) {
        expect(last.play(stale).key()).toBe(last.play(copy).key());
      } else {
        const error = thrownBy(IllegalMoveError, () => last.play(stale));
        expect(error).toEqual(thrownBy(IllegalMoveError, () => last.play(copy)));
        expect(error.code).toBe('illegal-move');
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  test('play - a move changed after moveAt is checked again, with the error of a hand-made move', () => {
    const start = staircaseNimGame([3, 5, 7]).start;
    const move = start.moveAt(0) as { step: number; count: number };
    expect(move).toEqual({ step: 1, count: 1 });
    move.count = 9;
    const error = thrownBy(IllegalMoveError, () => start.play(move));
    expect([error.message, error.code]).toEqual(['illegal move 1:9 in staircase:3,5,7 normal: step 1 holds 3', 'illegal-move']);
    expect(error).toEqual(thrownBy(IllegalMoveError, () => start.play({ step: 1, count: 9 })));
    // A move that turns into another legal one plays that move.
    move.count = 2;
    expect(start.play(move).position).toEqual([1, 5, 7]);
    expect(start.position).toEqual([3, 5, 7]);
  });

  test('play - moves of the rules are read once: a getter cannot show play one move and the rules another', () => {
    const start = greedyNimGame([4, 4, 2]).start;
    let reads = 0;
    const shifty = { heap: 1, get count(): number { reads++; return reads === 1 ? 1 : 4; } };
    expect(start.play(shifty).position).toEqual([3, 4, 2]);
    expect(reads).toBe(1);
  });

  test('at - the caller\'s array is frozen and shown as it is; changing it throws and the state keeps its moves', () => {
    const game = wythoffGame([5, 7]);
    const heaps = [2, 3];
    const state = game.at(heaps as unknown as readonly [number, number]);
    expect(state.position).toBe(heaps);
    expect(() => {
      heaps[0] = 0;
    }).toThrow(TypeError);
    expect([state.key(), state.moveCount()]).toEqual(['0:2,3', 7]);
    expect(game.start.position).toEqual([5, 7]);
    expect(Object.isFrozen(game.start.position)).toBe(true);
  });

  test('position - a user game whose rules return positions is shown them frozen, also the parts of components', () => {
    // Two heaps of subtract-one-or-two, played on an array; the position splits into single heaps.
    const rules: GameDefinition<number[], [number, number]> = {
      name: 'two-heaps',
      start: [3, 2],
      moves: (heaps) => heaps.flatMap((size, heap) => [1, 2].filter((take) => take <= size).map((take): [number, number] => [heap, take])),
      play: (heaps, [heap, take]) => heaps.map((size, index) => (index === heap ? size - take : size)),
      components: (heaps) => (heaps.length < 2 ? [heaps] : heaps.map((size) => [size])),
      key: (heaps) => heaps.join(','),
      readMove: (value) => (Array.isArray(value) && value.length === 2 ? [value[0] as number, value[1] as number] : undefined),
      formatMove: ([heap, take]) => `${heap}:${take}`,
      parseMove: () => null,
      actionCount: 4,
      actionOf: ([heap, take]) => heap * 2 + take - 1,
      moveOfAction: (id) => [Math.floor(id / 2), (id % 2) + 1],
    };
    const game = defineGame(rules);
    const next = game.start.play([0, 1]);
    expect(next.position).toEqual([2, 2]);
    expect(Object.isFrozen(next.position)).toBe(true);
    const parts = game.components?.(next) ?? [];
    expect(parts.map((part) => part.key())).toEqual(['1:2', '1:2']);
    for (const part of parts as typeof next[]) {
      expect(Object.isFrozen(part.position)).toBe(true);
      expect(() => part.position.push(1)).toThrow(TypeError);
    }
    expect(next.key()).toBe('1:2,2');
  });
});
