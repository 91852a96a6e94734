// The classroom games' boards (issue 28.6): Green Hackenbush's picture, Chomp's bar, Cram's grid, a tartan's
// coins, Euclid's two numbers and Node Kayles' graph, each played by click and by keyboard, an illegal click
// refused with a note, the hint's Grundy value, and no sideways scrolling on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { gameFromSpec, grundyValue } from '../../src/index.js';
import type { Game, State } from '../../src/index.js';
import { startGame, stateOnPage } from './boards-helpers.js';
import { pageUrl, shoot, text, useSite, withPage } from './harness.js';

useSite();

/** The position as the page writes it (the engine's picture without the player to move). */
function written(state: State<unknown>): string {
  return String(state).replace(/,? player \d to move$|, player \d (?:won|wins).*$/, '');
}

/** The person's last move as the move list says it. */
async function lastOwnMove(page: Page): Promise<string> {
  const lines = await page.locator('#match-log li').allTextContents();
  return lines.filter((line) => line.startsWith('You played')).at(-1) ?? '';
}

/**
 * Clicks the middle of a Hackenbush edge, where a person would: a straight upright edge has a box of no width, so
 * the point is found along the drawn path and clicked with the mouse (what lies there must take the click).
 */
async function clickEdge(page: Page, label: string): Promise<void> {
  const point = await page.locator(`#match-board [aria-label="${label}"] .hackenbush-stroke`).evaluate((path) => {
    const line = path as SVGPathElement;
    const middle = line.getPointAtLength(line.getTotalLength() / 2);
    const matrix = line.getScreenCTM();
    if (matrix === null) throw new Error('the edge is not drawn');
    return { x: matrix.a * middle.x + matrix.c * middle.y + matrix.e, y: matrix.b * middle.x + matrix.d * middle.y + matrix.f };
  });
  await page.mouse.click(point.x, point.y);
}

/** Checks that the page shows the state its move list leads to, and returns it. */
async function shown(page: Page, game: Game<unknown>): Promise<State<unknown>> {
  const state = await stateOnPage(page, game);
  expect(await text(page, '#match-position')).toBe(written(state));
  return state;
}

/** Opens the hint and checks its Grundy value against the library's. */
async function hintSays(page: Page, state: State<unknown>): Promise<void> {
  if ((await page.locator('#match-hint').getAttribute('aria-expanded')) !== 'true') await page.locator('#match-hint').click();
  const value = grundyValue(state);
  const says = value === 0 ? 'the player to move loses against perfect play.' : 'the player to move wins, by moving to a position of value 0.';
  expect(await text(page, '#match-hint-output .hint-value')).toBe(`Grundy value ${value}: ${says}`);
}

describe('boards of the classroom games', () => {
  test('boards - Hackenbush: cut an edge by click and by keyboard; what falls is gone; the hint gives the Grundy value', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const spec = 'hackenbush:0-1,1-2,2-0,2-3,3-3,0-4,4-5,4-6';
      const game = gameFromSpec(spec);
      await startGame(page, { kind: 'hackenbush', parameters: '0-1,1-2,2-0,2-3,3-3,0-4,4-5,4-6', spec });
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('hackenbush');
      expect(await page.locator('#match-board .hackenbush-edge').count()).toBe(8);
      await hintSays(page, game.start);
      expect(await text(page, '#match-hint-output .hint-move')).toBe('Winning move: 3.');
      await shoot(page, '#match', 'canon-hackenbush-start');
      // Cutting the ground edge under vertex 4 drops the two edges above it too.
      await clickEdge(page, 'Edge 5: the ground to vertex 4: cut');
      expect(await lastOwnMove(page)).toBe(`You played 5, leaving ${written(game.start.play(5))}.`);
      let state = await shown(page, game);
      expect(await page.locator('#match-board .hackenbush-edge').count()).toBe((state as State<unknown> & { position: number[] }).position.length);
      expect(await page.locator('#match-board [aria-label^="Edge 6:"]').count()).toBe(0);
      await hintSays(page, state);
      // The keyboard: the picture is one tab stop; Home goes to the first edge standing, Enter cuts it.
      await page.locator('#match-board [data-item][tabindex="0"]').focus();
      await page.keyboard.press('Home');
      const first = Math.min(...(state as State<unknown> & { position: number[] }).position);
      await page.keyboard.press('Enter');
      expect(await lastOwnMove(page)).toMatch(new RegExp(`^You played ${first}, leaving `));
      state = await shown(page, game);
      // The hint stays open and follows the position, or closes when the game is over.
      if (state.isTerminal) expect(await page.locator('#match-hint-output').isHidden()).toBe(true);
      else await hintSays(page, state);
      await shoot(page, '#match', 'canon-hackenbush-played');
    });
  });

  test('boards - Chomp: eat by click and by keyboard, the poisoned square refused', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const spec = 'chomp:3x5';
      const game = gameFromSpec(spec);
      await startGame(page, { kind: 'chomp', parameters: '3x5', spec });
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('chomp');
      expect(await page.locator('#match-normal').isChecked()).toBe(true);
      expect(await page.locator('#match-misere').isDisabled()).toBe(true);
      await page.locator('#match-board [aria-label="Square 1,1: poisoned"]').click({ force: true });
      expect(await text(page, '#match-board-note')).toBe('The poisoned square is never eaten: whoever is left with it alone loses.');
      expect(await page.locator('#match-log li').count()).toBe(0);
      await hintSays(page, game.start);
      await page.locator('#match-board [aria-label="Square 2,4: eat this and every square above and to the right"]').click();
      expect(await lastOwnMove(page)).toBe(`You played 2,4, leaving ${written(game.start.play({ row: 2, col: 4 }))}.`);
      let state = await shown(page, game);
      await hintSays(page, state);
      // The keyboard: the bottom row's second square, then Enter.
      const second = page.locator('#match-board [aria-label^="Square 1,2:"]');
      await second.focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Square 1,3: /);
      await page.keyboard.press('Enter');
      expect(await lastOwnMove(page)).toMatch(/^You played 1,3, leaving /);
      state = await shown(page, game);
      if (state.isTerminal) expect(await page.locator('#match-hint-output').isHidden()).toBe(true);
      else await hintSays(page, state);
      await shoot(page, '#match', 'canon-chomp');
    });
  });

  test('boards - Cram: a domino by two clicks and by keyboard; a covered square refused', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const spec = 'cram:3x4';
      const game = gameFromSpec(spec);
      await startGame(page, { kind: 'cram', parameters: '3x4', spec });
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('cram');
      await hintSays(page, game.start);
      await page.locator('#match-board [aria-label="Square 1,1: empty"]').click();
      expect(await text(page, '#match-board-note')).toBe('Square 1,1 is chosen: now choose an empty square beside it.');
      expect(await page.locator('#match-board .reachable').count()).toBe(2);
      await page.locator('#match-board [aria-label="Square 1,2: empty, place the domino here"]').click();
      expect(await lastOwnMove(page)).toBe(`You played 1,1-1,2, leaving ${written(game.start.play({ row: 1, col: 1, direction: 'right' }))}.`);
      let state = await shown(page, game);
      await page.locator('#match-board [aria-label="Square 1,1: covered"]').click({ force: true });
      expect(await text(page, '#match-board-note')).toBe('Square 1,1 is not empty.');
      await hintSays(page, state);
      // The keyboard: choose an empty square, the one below it, Enter on each.
      const empty = (await page.locator('#match-board [aria-label$=": empty"]').first().getAttribute('aria-label')) ?? '';
      const [row = 0, col = 0] = /Square (\d+),(\d+)/.exec(empty)?.slice(1).map(Number) ?? [];
      const below = (state as State<unknown> & { position: string }).position.split('/')[row]?.[col - 1] === '.';
      await page.locator(`#match-board [aria-label="${empty}"]`).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press(below ? 'ArrowDown' : 'ArrowRight');
      await page.keyboard.press('Enter');
      expect(await lastOwnMove(page)).toMatch(new RegExp(`^You played ${row},${col}-${below ? row + 1 : row},${below ? col : col + 1}, leaving `));
      state = await shown(page, game);
      if (state.isTerminal) expect(await page.locator('#match-hint-output').isHidden()).toBe(true);
      else await hintSays(page, state);
      await shoot(page, '#match', 'canon-cram');
    });
  });

  test('boards - tartan: a head, then one of its moves, by click and by keyboard; a tail refused', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const spec = 'tartan:twins:twins:THT/TTH/HTH';
      const game = gameFromSpec(spec);
      await startGame(page, { kind: 'tartan', parameters: 'twins:twins:THT/TTH/HTH', spec });
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('tartan');
      await page.locator('#match-board [aria-label="Column 1, row 1: tails"]').click({ force: true });
      expect(await text(page, '#match-board-note')).toBe('The coin at column 1, row 1 shows tails: a move turns coins around a head at its lower right corner.');
      await hintSays(page, game.start);
      // The head at (3, 3) under twins × twins: columns 1,3 or 2,3 by rows 1,3 or 2,3.
      await page.locator('#match-board [aria-label="Column 3, row 3: heads"]').click();
      expect(await page.locator('#match-board-tools .board-choices button').allTextContents()).toEqual([
        'Turn columns 1, 3 × rows 1, 3 (4 coins)',
        'Turn columns 1, 3 × rows 2, 3 (4 coins)',
        'Turn columns 2, 3 × rows 1, 3 (4 coins)',
        'Turn columns 2, 3 × rows 2, 3 (4 coins)',
        'Cancel',
      ]);
      await shoot(page, '#match', 'canon-tartan-choices');
      await page.locator('#match-board-tools .board-choices button', { hasText: 'columns 2, 3 × rows 1, 3' }).click();
      expect(await lastOwnMove(page)).toBe(`You played 2,3;1,3, leaving ${written(game.start.play({ columns: [2, 3], rows: [1, 3] }))}.`);
      const state = await shown(page, game);
      expect(written(state)).toBe('tartan twins×twins HTT/HTT/HHT');
      await hintSays(page, state);
      // The keyboard: from the head at (1, 3) the right arrow reaches the head at (2, 3); Enter lists its two
      // moves, the first has the focus, Enter plays it.
      await page.locator('#match-board [aria-label="Column 1, row 3: heads"]').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      expect(await page.locator('#match-board-tools .board-choices button').allTextContents()).toEqual(['Turn columns 1, 2 × rows 1, 3 (4 coins)', 'Turn columns 1, 2 × rows 2, 3 (4 coins)', 'Cancel']);
      await page.keyboard.press('Enter');
      expect(await lastOwnMove(page)).toMatch(/^You played 1,2;1,3, leaving /);
      await shown(page, game);
      await shoot(page, '#match', 'canon-tartan');
    });
  });

  test('boards - Euclid: the move buttons by click and by keyboard', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const spec = 'euclid:31,7';
      const game = gameFromSpec(spec);
      await startGame(page, { kind: 'euclid', parameters: '31,7', spec });
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('euclid');
      expect(await page.locator('#match-board .euclid-move').count()).toBe(4);
      await hintSays(page, game.start);
      expect(await text(page, '#match-hint-output .hint-move')).toBe(`Winning move: ${game.formatMove(game.winningMove?.(game.start))}.`);
      await page.locator('#match-board [aria-label="Subtract 7 × 3 from 31, leaving 10 and 7"]').click();
      expect(await lastOwnMove(page)).toBe(`You played 3, leaving ${written(game.start.play({ times: 3 }))}.`);
      const state = await shown(page, game);
      if (!state.isTerminal) {
        await page.locator('#match-board .euclid-move').first().focus();
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
        expect(await lastOwnMove(page)).toMatch(/^You played \d+, leaving /);
        await shown(page, game);
      }
      await shoot(page, '#match', 'canon-euclid');
    });
  });

  test('boards - Node Kayles: take a vertex by click and by keyboard; its neighbours go with it', async () => {
    await withPage(pageUrl('#match'), async (page) => {
      const spec = 'node-kayles:0-1,1-2,2-3,3-4,4-0,0-5,2-6,5-6';
      const game = gameFromSpec(spec);
      await startGame(page, { kind: 'node-kayles', parameters: '0-1,1-2,2-3,3-4,4-0,0-5,2-6,5-6', spec });
      expect(await page.locator('#match-board').getAttribute('data-board')).toBe('node-kayles');
      expect(await page.locator('#match-board .graph-node').count()).toBe(7);
      await hintSays(page, game.start);
      await page.locator('#match-board [aria-label="Vertex 1: take it, with vertices 0, 2"]').click();
      expect(await lastOwnMove(page)).toBe(`You played 1, leaving ${written(game.start.play(1))}.`);
      const state = await shown(page, game);
      expect(await page.locator('#match-board .graph-node').count()).toBe((state as State<unknown> & { position: { vertices: number[] } }).position.vertices.length);
      if (!state.isTerminal) {
        await page.locator('#match-board [data-item][tabindex="0"]').focus();
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
        expect(await lastOwnMove(page)).toMatch(/^You played \d+, /);
        await shown(page, game);
      }
      await shoot(page, '#match', 'canon-node-kayles');
    });
  });

  for (const width of [320, 390, 600]) {
    test(`boards - the classroom boards at ${width} px: nothing overflows sideways`, async () => {
      await withPage(
        pageUrl('#match'),
        async (page) => {
          const cases = [
            ['hackenbush', '0-1,1-2,2-3,3-4,0-5,5-6,5-7,0-8,8-8,8-9,9-10,10-8,0-0,0-11,11-12,12-13'],
            ['chomp', '6x8'],
            ['cram', '4x4'],
            ['tartan', 'twins:twins:HTHT/THTH/HTHT/THTH'],
            ['euclid', '100,1'],
            ['node-kayles', 'cycle:12'],
          ] as const;
          for (const [kind, parameters] of cases) {
            await startGame(page, { kind, parameters, spec: `${kind}:${parameters}` });
            expect(await text(page, '#match-setup-error')).toBe('');
            const { scrollWidth, clientWidth, wide } = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              clientWidth: document.documentElement.clientWidth,
              // What sticks out, named in the failure.
              wide: [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth).map((element) => `${element.tagName}#${element.id}.${element.getAttribute('class') ?? ''}`).slice(0, 4).join(' '),
            }));
            expect(scrollWidth, `${kind}: ${wide}`).toBeLessThanOrEqual(clientWidth);
            // The board itself fits too: no scrolling box of its own.
            const surface = await page.locator('#match-board .board-surface').evaluate((element) => [element.scrollWidth, element.clientWidth]);
            expect(surface[0], kind).toBeLessThanOrEqual(surface[1] ?? 0);
            if (width === 320) await shoot(page, '#match-board', `canon-${kind}-320`);
          }
        },
        { width },
      );
    });
  }
});
