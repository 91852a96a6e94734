// What the boards' browser tests share: the games, starting one, playing it on the board by mouse or keyboard,
// and the library's replay of the move list the page shows.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gameFromSpec } from '../../src/index.js';
import type { Game, HeapPlayMove, MooreMove, Move, StaircaseMove, State, StickMove, TurningMove, WelterMove, WythoffMove } from '../../src/index.js';
import { text } from './harness.js';

/** A game of the panel: its kind in the Game list, its parameters, its spec. */
interface Case {
  readonly kind: string;
  readonly parameters: string;
  readonly spec: string;
}

/** Short starting positions, one per game (and so every board). */
export const CASES: readonly Case[] = [
  { kind: 'nim', parameters: '1,2,3', spec: 'nim:1,2,3' },
  { kind: 'halving', parameters: '10', spec: 'halving:10' },
  { kind: 'fibonacci', parameters: '10', spec: 'fibonacci:10' },
  { kind: 'greedy', parameters: '2,3', spec: 'greedy:2,3' },
  { kind: 'moore', parameters: '2:1,2,2', spec: 'moore:2:1,2,2' },
  { kind: 'heap', parameters: '0.77:4,3', spec: 'heap:0.77:4,3' },
  { kind: 'staircase', parameters: '2,1,2', spec: 'staircase:2,1,2' },
  { kind: 'sticks', parameters: '3,2', spec: 'sticks:3,2' },
  { kind: 'wythoff', parameters: '3,5', spec: 'wythoff:3,5' },
  { kind: 'welter', parameters: '1,3,5', spec: 'welter:1,3,5' },
  { kind: 'turning', parameters: 'ruler:HTHHT', spec: 'turning:ruler:HTHHT' },
  { kind: 'turning', parameters: 'mock-turtles:THHT', spec: 'turning:mock-turtles:THHT' },
];

/** Starts a game from the settings form (the perfect opponent unless told). */
export async function startGame(page: Page, { kind, parameters }: Case, options: { first?: 'human' | 'computer'; opponent?: string } = {}): Promise<void> {
  await page.locator('#match-kind').selectOption(kind);
  await page.locator('#match-parameters').fill(parameters);
  await page.locator('#match-opponent').selectOption(options.opponent ?? 'perfect');
  await page.locator(`#match input[name=first][value=${options.first ?? 'human'}]`).check();
  await page.locator('#match-setup button[type=submit]').click();
}

/** The state the move list leads to, replayed in the library (so every move the page lists is legal). */
export async function stateOnPage(page: Page, game: Game<unknown>): Promise<State<unknown>> {
  let state = game.start;
  for (const line of await page.locator('#match-log li').allTextContents()) {
    const move = /played (.+?)(?:, leaving .*)?\.$/s.exec(line)?.[1] ?? '';
    const parsed = game.parseMove(move);
    expect(parsed, line).not.toBeNull();
    state = state.play(parsed);
  }
  return state;
}

/** The cells to act on, in order, to play `move`: aria-labels on the board, or the ids of its tool buttons. */
export function stepsFor(kind: string, state: State<unknown>, move: unknown): string[] {
  const position = (state as { position?: unknown }).position;
  const label = (value: string): string => `[aria-label="${value}"]`;
  const match = (name: string, size: number, count: number, unit = 'match', verb = `take ${count}`): string => label(`${name}, ${unit} ${size - count + 1} of ${size}: ${verb}`);
  switch (kind) {
    case 'nim':
    case 'greedy': {
      const { heap, count } = move as Move;
      const heaps = kind === 'nim' ? (state as unknown as { heaps(): number[] }).heaps() : (position as number[]);
      return [match(`Heap ${heap}`, heaps[heap - 1] ?? 0, count)];
    }
    case 'halving':
    case 'fibonacci': {
      const size = kind === 'halving' ? (state as unknown as { size: number }).size : (position as { heap: number }).heap;
      return [match('The heap', size, move as number)];
    }
    case 'moore':
      return [...(move as MooreMove).map(({ heap, count }) => match(`Heap ${heap}`, (position as number[])[heap - 1] ?? 0, count)), '#board-take'];
    case 'heap': {
      const { heap, take, leave } = move as HeapPlayMove;
      const heaps = (state as unknown as { heaps(): number[] }).heaps();
      const size = heaps[heap - 1] ?? 0;
      const options = state.moves().filter((other) => (other as HeapPlayMove).heap === heap && (other as HeapPlayMove).take === take);
      const choice = `.board-choices button:text-is("leave ${leave.length === 0 ? 'nothing' : leave.join(' and ')}")`;
      return take === 0 ? [label(`Heap ${heap}: split without taking`), choice] : [match(`Heap ${heap}`, size, take), ...(options.length > 1 ? [choice] : [])];
    }
    case 'staircase': {
      const { step, count } = move as StaircaseMove;
      return [match(`Step ${step}`, (position as number[])[step - 1] ?? 0, count, 'counter', `move ${count} down`)];
    }
    case 'sticks': {
      const { row, left, right } = move as StickMove;
      const stick = (index: number): string => label(`Row ${row}, stick ${index}, unmarked`);
      return [stick(left), ...(right === left ? [] : [stick(right)]), '#board-mark'];
    }
    case 'wythoff': {
      const { first, second } = move as WythoffMove;
      const [x, y] = position as [number, number];
      return [label(`Square ${x - first}, ${y - second}: move here, taking ${first} and ${second}`)];
    }
    case 'welter': {
      const { from, to } = move as WelterMove;
      return [label(`Square ${from}: coin`), label(`Square ${to}: empty, slide here`)];
    }
    default: {
      const coins = position as string;
      return [...(move as TurningMove).coins.map((square) => label(`Square ${square}: ${coins[square - 1] === 'H' ? 'heads' : 'tails'}`)), '#board-turn'];
    }
  }
}

/** Moves the keyboard focus on the board to `target` with the arrow keys only, then presses Enter. */
async function arrowTo(page: Page, target: string): Promise<void> {
  const goal = await page.locator(`#match-board ${target}`).evaluate((cell) => [Number((cell as HTMLElement).dataset.row), Number((cell as HTMLElement).dataset.column)]);
  for (let step = 0; step < 80; step += 1) {
    const at = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return [Number(active?.dataset.row), Number(active?.dataset.column)];
    });
    if (at[0] === goal[0] && at[1] === goal[1]) break;
    const [row = 0, column = 0] = at;
    const [goalRow = 0, goalColumn = 0] = goal;
    await page.keyboard.press(row < goalRow ? 'ArrowDown' : row > goalRow ? 'ArrowUp' : column < goalColumn ? 'ArrowRight' : 'ArrowLeft');
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null)).toBe(await page.locator(`#match-board ${target}`).getAttribute('aria-label'));
  await page.keyboard.press('Enter');
}

/** Plays the person's side to the end: `pick` chooses the move, `by` says how it is made on the board. */
export async function playOnBoard(page: Page, spec: string, kind: string, by: 'mouse' | 'keyboard', pick: (state: State<unknown>) => unknown): Promise<State<unknown>> {
  const game = gameFromSpec(spec, { play: spec.startsWith('sticks') || spec.startsWith('halving') ? 'misere' : 'normal' });
  let state = await stateOnPage(page, game);
  for (let turn = 0; turn < 60 && !state.isTerminal; turn += 1) {
    const move = pick(state);
    for (const step of stepsFor(kind, state, move)) {
      if (by === 'mouse') await page.locator(step.startsWith('#') || step.startsWith('.') ? step : `#match-board ${step}`).click();
      else if (step.startsWith('#')) {
        // A tool button (Mark, Take, Turn) is the next tab stop after the board.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(step.slice(1));
        await page.keyboard.press('Enter');
      } else if (step.startsWith('.')) {
        // A list of choices takes the focus: Tab along it to the one wanted.
        for (let tab = 0; tab < 8 && !(await page.locator(step).evaluate((button) => button === document.activeElement)); tab += 1) await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
      } else {
        // Back on the board: Shift+Tab from a tool button, or the board kept the focus.
        if (!(await page.evaluate(() => document.getElementById('match-board')?.contains(document.activeElement) === true))) {
          await page.locator('[data-preset="sticks"]').focus();
          await page.keyboard.press('Tab');
        }
        await arrowTo(page, step);
      }
    }
    const after = await stateOnPage(page, game);
    expect(after.key(), `${spec} after ${game.formatMove(move)}`).not.toBe(state.key());
    state = after;
  }
  expect(state.isTerminal).toBe(true);
  expect(await text(page, '#match-status')).toMatch(/(You win!|The computer wins\.)$/);
  return state;
}

