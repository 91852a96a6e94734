// The boards for everyone (see harness.ts): at 320, 1280 and 1920 px, light and dark, every board kind with a
// move played is checked by axe-core (zero serious or critical findings), is one tab stop, and at 320 px comes
// before the settings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { startGame } from './boards-helpers.js';
import { pageUrl, SCREENSHOTS, useSite, withPage } from './harness.js';

useSite();

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One game per board kind, and a first move to play on it (so the last move is highlighted). */
const BOARDS: readonly { kind: string; parameters: string; board: string; click: readonly string[] }[] = [
  { kind: 'heap', parameters: '0.77:9,1', board: 'heaps', click: ['[aria-label="Heap 2, match 1 of 1: take 1"]'] },
  { kind: 'moore', parameters: '2:3,4,5', board: 'heaps', click: ['[aria-label="Heap 1, match 3 of 3: take 1"]', '[aria-label="Heap 3, match 5 of 5: take 1"]', '#board-take'] },
  { kind: 'staircase', parameters: '3,7,5', board: 'staircase', click: ['[aria-label="Step 2, counter 7 of 7: move 1 down"]'] },
  { kind: 'sticks', parameters: '31', board: 'sticks', click: ['[aria-label="Row 1, stick 30, unmarked"]', '#board-mark'] },
  { kind: 'wythoff', parameters: '20,20', board: 'queen', click: ['[aria-label="Square 19, 20: move here, taking 1 and 0"]'] },
  { kind: 'welter', parameters: '1,4,31', board: 'coins', click: ['[aria-label="Square 31: coin"]', '[aria-label="Square 30: empty, slide here"]'] },
  { kind: 'turning', parameters: 'ruler:HTHHTHHTHT', board: 'coins', click: ['[aria-label="Square 1: heads"]', '#board-turn'] },
  { kind: 'hackenbush', parameters: '0-1,0-1,1-2,1-3', board: 'hackenbush', click: ['[aria-label="Edge 2: vertex 1 to vertex 2: cut"]'] },
  { kind: 'chomp', parameters: '4x6', board: 'chomp', click: ['[aria-label="Square 3,4: eat this and every square above and to the right"]'] },
  { kind: 'cram', parameters: '4x4', board: 'cram', click: ['[aria-label="Square 1,1: empty"]', '[aria-label="Square 1,2: empty, place the domino here"]'] },
  { kind: 'tartan', parameters: 'twins:twins:HTHT/THTH/HTHT/THTH', board: 'tartan', click: ['[aria-label="Column 2, row 2: heads"]'] },
  { kind: 'euclid', parameters: '100,7', board: 'euclid', click: ['[aria-label="Subtract 7 × 1 from 100, leaving 93 and 7"]'] },
  { kind: 'node-kayles', parameters: 'cycle:12', board: 'node-kayles', click: ['[aria-label="Vertex 0: take it, with vertices 1, 11"]'] },
];

type AxeRun = (context: unknown, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;

async function seriousFindings(page: Page, context: string): Promise<unknown[]> {
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    const result = await axe.run(selector === 'document' ? document : selector, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.slice(0, 3).map((node) => JSON.stringify(node.target)) }));
  }, context);
}

const focusOnBoard = (page: Page): Promise<boolean> => page.evaluate(() => document.getElementById('match-board')?.contains(document.activeElement) === true);

describe('boards, accessibility', () => {
  for (const width of [320, 1280, 1920] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`boards - ${width} px, ${colorScheme}: every board with a move played, zero serious axe findings, one tab stop, no sideways scrolling`, async () => {
        await withPage(
          pageUrl('#match'),
          async (page) => {
            const [board, settings] = [await page.locator('#match-board').boundingBox(), await page.locator('#match-setup').boundingBox()];
            if (board === null || settings === null) throw new Error('the board or the settings are not shown');
            // On a phone the board comes first; where there is room the settings stand beside it.
            if (width === 320) expect(board.y + board.height).toBeLessThan(settings.y);
            else expect(settings.x).toBeGreaterThan(board.x + board.width);
            await page.addScriptTag({ content: AXE_SOURCE });
            expect(await seriousFindings(page, 'document')).toEqual([]);
            for (const { kind, parameters, board: drawn, click } of BOARDS) {
              await startGame(page, { kind, parameters, spec: `${kind}:${parameters}` }, { opponent: 'random' });
              expect(await page.locator('#match-board').getAttribute('data-board')).toBe(drawn);
              for (const target of click) await page.locator(target.startsWith('#') ? target : `#match-board ${target}`).click();
              expect(await page.locator('#match-log li').count(), kind).toBe(2);
              expect(await page.locator('#match-board .by-computer').count(), kind).toBeGreaterThan(0);
              expect(await seriousFindings(page, '#match'), kind).toEqual([]);
              // One tab stop: Tab from the last preset lands on the board, the next Tab leaves it.
              await page.locator('[data-preset="sticks"]').focus();
              await page.keyboard.press('Tab');
              expect(await focusOnBoard(page), kind).toBe(true);
              await page.keyboard.press('Tab');
              expect(await focusOnBoard(page), kind).toBe(false);
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
              expect(overflow, kind).toBeLessThanOrEqual(0);
              if (kind === 'wythoff') await page.locator('#match').screenshot({ path: join(SCREENSHOTS, `boards-${width}-${colorScheme}-${kind}.png`) });
            }
          },
          { width, height: 900, colorScheme },
        );
      });
    }
  }
});
