// Staircase Nim as a play-engine game, built with defineGame. Its moves are Nim's moves read on steps instead
// of heaps (a step and a count up to what it holds), so they are listed and numbered as nimGame's are.
import { checkNumberHeaps } from '../internal/integers.js';
import { nimMoveAt } from '../nim/index.js';
import { defineGame, endingOf, keyNumbers } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { staircaseMoveToValue, staircaseValue, winningStaircaseMove } from './staircase-nim.js';
import type { StaircaseMove } from './staircase-nim.js';

/**
 * The game returned by {@link staircaseNimGame}. Its position is the list of counters on step 1, step 2, ...
 *
 * @example
 * ```ts
 * const game: StaircaseNimGame = staircaseNimGame([2, 0, 1], { play: 'misere' });
 * game.name; // 'staircase:2,0,1 misere'
 * ```
 *
 * @category Nim family
 */
export type StaircaseNimGame = DefinedGame<readonly number[], StaircaseMove>;

/**
 * A state of {@link staircaseNimGame}.
 *
 * @example
 * ```ts
 * const state: StaircaseNimState = staircaseNimGame([2, 0, 1]).start;
 * state.play({ step: 3, count: 1 }).position; // [2, 1, 0]
 * ```
 *
 * @category Nim family
 */
export type StaircaseNimState = DefinedState<readonly number[], StaircaseMove>;

/** Matches `step:count`, spaces allowed around each part. */
const MOVE_PATTERN = /^\s*(\d+)\s*:\s*(\d+)\s*$/;

/** A move's fields, read once, when both are positive safe integers. */
function readMove(value: unknown): StaircaseMove | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { step, count } = value as { step?: unknown; count?: unknown };
  const valid = Number.isSafeInteger(step) && (step as number) >= 1 && Number.isSafeInteger(count) && (count as number) >= 1;
  return valid ? { step: step as number, count: count as number } : undefined;
}

/** The starting steps, checked: a copy with -0 as 0. */
function checkSteps(steps: unknown): number[] {
  const checked = checkNumberHeaps(steps, 'steps');
  if (checked.length === 0) throw new RangeError('steps must hold at least one step');
  return checked.map((size) => size + 0);
}

function total(steps: readonly number[]): number {
  let sum = 0;
  for (const size of steps) sum += size;
  return sum;
}

/** The move at `index` of the documented order (count first, then step): Nim's order, a step for a heap. */
function moveAt(steps: readonly number[], index: number): StaircaseMove {
  const { heap, count } = nimMoveAt(steps, index);
  return { step: heap, count };
}

function play(steps: readonly number[], { step, count }: StaircaseMove): number[] {
  const next = steps.slice();
  next[step - 1] = (next[step - 1] ?? 0) - count;
  // From step 1 the counters reach the floor, which the position does not keep.
  if (step >= 2) next[step - 2] = (next[step - 2] ?? 0) + count;
  return next;
}

/**
 * Staircase Nim as a play-engine game: `steps[i]` counters stand on step i + 1 (step 0 is the floor); a move
 * carries one or more counters from one step down to the step below. The game ends when every counter is on
 * the floor.
 *
 * - Position: the counters on step 1, step 2, ... (a frozen array, as long as `steps`; the floor is not kept).
 * - Move: {@link StaircaseMove} `{ step, count }`, 1-based `step`. Moves are listed by count (1 first), then
 *   by step, the order of their action ids, as {@link nimGame} lists its moves; `moveCount()` is the number of
 *   counters still on the steps. Positions with many counters are played through `moveCount`/`moveAt`.
 * - Actions: id = (count − 1) · number of steps + (step − 1), as OpenSpiel numbers Nim's; `actionCount` =
 *   number of steps · number of counters (a step may come to hold them all). A start whose `actionCount`
 *   would not be a safe integer is refused.
 * - Text: `step:count`, e.g. `2:3`. Key: the steps, e.g. `0:2,0,1` after the player. Picture:
 *   `staircase 2,0,1`.
 * - `play: 'normal'` (default): whoever moves the last counter to the floor wins; lost exactly when the
 *   nim-sum of the odd-numbered steps is 0. `'misere'`: whoever moves it loses; lost exactly when misère Nim
 *   on the odd steps is lost. Both endings' theory is {@link staircaseNimMove}, so the perfect player is
 *   instant.
 *
 * The name, and the CLI's game spec, is `staircase:S1,S2,...`.
 *
 * @param steps - One or more non-negative safe integers, step 1 first, whose sum is a safe integer.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` if `steps` is not an array of numbers or `options` not an object; `RangeError` for an
 * empty list, an entry that is not a non-negative safe integer (or a hole), an unsafe sum or action
 * numbering, or a bad `play`.
 * @example
 * ```ts
 * const game = staircaseNimGame([3, 7, 5]);
 * game.actionCount;                    // 45: 3 steps · 15 counters
 * game.winningMove?.(game.start);      // { step: 3, count: 2 }
 * game.start.playAction(4).position;   // [5, 5, 5]: action 4 carries 2 counters from step 2 to step 1
 * ```
 *
 * @category Nim family
 */
export function staircaseNimGame(steps: readonly number[], options: EndingOptions = {}): StaircaseNimGame {
  const start = checkSteps(steps);
  const ending = endingOf(options);
  const counters = total(start);
  if (!Number.isSafeInteger(counters)) throw new RangeError('the steps must add up to a safe integer');
  const actionCount = start.length * counters;
  if (!Number.isSafeInteger(actionCount)) {
    throw new RangeError(`the action numbering needs steps.length · counters = ${start.length} · ${counters} to be a safe integer`);
  }
  const width = start.length;
  return defineGame<readonly number[], StaircaseMove>({
    name: `staircase:${start.join(',')}`,
    // A key names the whole position whatever the start, so every staircase shares a solver's results.
    rulesKey: 'staircase',
    start,
    ending,
    moveCount: total,
    moveAt,
    readMove,
    whyIllegal: (position, { step, count }) => {
      if (step > position.length) return `there is no step ${step}`;
      const size = position[step - 1] ?? 0;
      return count <= size ? undefined : `step ${step} holds ${size}`;
    },
    play,
    key: (position) => position.join(','),
    keyForm: `S1,S2,... with ${start.length} steps holding at most ${counters} counters in all`,
    fromKey: (text) => {
      const steps = keyNumbers(text);
      return steps?.length === start.length && total(steps) <= counters ? steps : undefined;
    },
    describe: (position) => `staircase ${position.join(',')}`,
    formatMove: ({ step, count }) => `${step}:${count}`,
    parseMove: (text) => {
      const match = MOVE_PATTERN.exec(text);
      return match === null ? null : (readMove({ step: Number(match[1]), count: Number(match[2]) }) ?? null);
    },
    actionCount,
    actionOf: ({ step, count }) => (count - 1) * width + (step - 1),
    moveOfAction: (id) => ({ step: (id % width) + 1, count: Math.floor(id / width) + 1 }),
    winningMove: (position) => winningStaircaseMove(position, ending) as StaircaseMove | null,
    grundy: staircaseValue,
    moveToValue: staircaseMoveToValue,
  });
}
