// The playground on a phone and on a desktop, in light and dark: no sideways scrolling, the width used, one tab
// stop for the sticks board, focus rings, labels, 24 px targets, contrast, and axe-core's verdict.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fileChecked, pageUrl, SCREENSHOTS, text, useSite, withPage } from './harness.js';

useSite();

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [320, 1280] as const;

/**
 * Puts every panel in a busy state: a long hint, a full-width sticks board with a selection, eight big heaps, a
 * 31-stick row in the match panel, a transcript.
 */
async function fillThePage(page: Page): Promise<void> {
  await page.locator('#nim-heaps').fill('1000 999 40 7 0 1000 512 3 64 65 999 1');
  await page.locator('#nim-setup button[type=submit]').click();
  await page.locator('#nim-hint').click();
  await page.locator('#sticks-rows').fill('32 31 16 8 4 2 1 32');
  await page.locator('#sticks-setup button[type=submit]').click();
  await page.getByLabel('Row 1, stick 30, unmarked').click();
  await page.getByLabel('Row 1, stick 32, unmarked').click();
  await page.locator('#sticks-mark').click();
  await page.getByLabel('Row 2, stick 2, unmarked').click();
  await page.locator('#heap-code').fill('0.137');
  await page.locator('#heap-heaps').fill('60 0 59 58 1 40 33 60');
  await page.locator('#heap-setup button[type=submit]').click();
  await page.locator('#heap-move-select').selectOption({ index: 150 });
  await page.locator('#heap-move button[type=submit]').click();
  await page.locator('#match-kind').selectOption('sticks');
  await page.locator('#match-parameters').fill('31');
  await page.locator('#match-opponent').selectOption('mcts');
  await page.locator('#match-setting').fill('100');
  await page.locator('#match-setup button[type=submit]').click();
  await page.locator('#match-move-select').selectOption({ index: 200 });
  await page.locator('#match-play').click();
  await page.locator('#match-move-text').fill('1:1-1');
  await page.locator('#file-example-valid').click();
  await fileChecked(page);
  await page.locator('#file-text').fill(`12;3\n3;3;6\n0;${'9'.repeat(300)}\n`);
  await page.locator('#file-form button[type=submit]').click();
  await fileChecked(page);
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
}

describe('layout', () => {
  for (const width of WIDTHS) {
    for (const colorScheme of SCHEMES) {
      test(`layout - ${width} px, ${colorScheme}: no sideways scrolling, rows keep their shape, zero serious axe findings`, async () => {
        await withPage(
          pageUrl(),
          async (page) => {
            expect(await horizontalOverflow(page)).toSatisfy(({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) => scrollWidth <= clientWidth);
            await fillThePage(page);
            const { scrollWidth, clientWidth } = await horizontalOverflow(page);
            expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
            // Every sticks row is one line: its sticks share one top edge, whatever the width.
            const rowTops = await page.locator('.stick-row-sticks').evaluateAll((rows) => rows.map((row) => new Set([...row.children].map((stick) => (stick as HTMLElement).offsetTop)).size));
            expect(rowTops).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
            const board = await page.locator('#sticks-board').evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
            // At 320 px the 32-stick rows scroll inside the board; at 1280 px the board holds them.
            if (width === 320) expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
            else expect(board.scrollWidth).toBeLessThanOrEqual(board.clientWidth);
            // The match panel's 31-stick row likewise scrolls in its own box on a phone.
            const position = await page.locator('#match-position').evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
            if (width === 320) expect(position.scrollWidth).toBeGreaterThan(position.clientWidth);
            else expect(position.scrollWidth).toBeLessThanOrEqual(position.clientWidth);
            await page.screenshot({ path: join(SCREENSHOTS, `layout-${width}-${colorScheme}.png`), fullPage: true });

            await page.addScriptTag({ content: AXE_SOURCE });
            const findings = await page.evaluate(async () => {
              const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]; passes: { id: string }[] }> } }).axe;
              const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
              const violations = result.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.slice(0, 3).map((node) => JSON.stringify(node.target)) }));
              return { violations, passed: result.passes.map(({ id }) => id) };
            });
            // axe did run its checks: contrast, labels and target sizes among them.
            expect(findings.passed).toEqual(expect.arrayContaining(['color-contrast', 'label', 'target-size', 'button-name']));
            expect(findings.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
          },
          { width, height: 900, colorScheme },
        );
      });
    }
  }

  test('layout - at 1280 px the games use the width: Nim and halving side by side, the wide panels span both', async () => {
    await withPage(
      pageUrl(),
      async (page) => {
        const box = async (selector: string): Promise<{ x: number; y: number; width: number }> => {
          const found = await page.locator(selector).boundingBox();
          if (found === null) throw new Error(`${selector} is not shown`);
          return found;
        };
        const [nim, halving, sticks] = [await box('#nim'), await box('#halving'), await box('#sticks')];
        expect(halving.y).toBe(nim.y);
        expect(halving.x).toBeGreaterThan(nim.x + nim.width);
        expect(sticks.width).toBeGreaterThan(1150);
        const [form, result] = [await box('#file-form'), await box('#file-result')];
        expect(result.x).toBeGreaterThan(form.x + form.width);
      },
      { width: 1280 },
    );
  });

  test('layout - dark mode follows prefers-color-scheme', async () => {
    const colours = async (page: Page): Promise<string[]> =>
      page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).color, getComputedStyle(document.getElementById('nim') ?? document.body).backgroundColor]);
    await withPage(pageUrl(), async (page) => {
      expect(await colours(page)).toEqual(['rgb(246, 244, 239)', 'rgb(29, 35, 48)', 'rgb(255, 255, 255)']);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await colours(page)).toEqual(['rgb(18, 20, 25)', 'rgb(230, 228, 223)', 'rgb(27, 30, 37)']);
    });
  });
});

describe('keyboard', () => {
  /** The focused element: its id, or a stick's label. */
  const focused = (page: Page): Promise<string> =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.classList.contains('stick') === true ? `stick ${active.getAttribute('aria-label') ?? ''}` : (active?.id ?? '');
    });

  test('keyboard - every control is reached by Tab, has a label, a visible focus ring and a 24 px target; the board is one tab stop', async () => {
    await withPage(
      pageUrl(),
      async (page) => {
        // Six moves each from 1,000 counters: the halving move list scrolls in its box, and so becomes a tab stop.
        await page.locator('#halving-size').fill('1000');
        await page.locator('#halving-setup button[type=submit]').click();
        for (let move = 0; move < 6; move += 1) {
          await page.locator('#halving-take').fill('1');
          await page.locator('#halving-take').press('Enter');
        }
        // From the page's first tab stop, the skip link, Tab by Tab to the end.
        await page.locator('.skip-link').focus();
        const seen: string[] = [];
        for (let step = 0; step < 80; step += 1) {
          if (step > 0) await page.keyboard.press('Tab');
          const control = await page.evaluate(() => {
            const active = document.activeElement as HTMLElement | null;
            if (active === null || active === document.body) return null;
            // The hidden file input shows its focus on its label, the visible button.
            const shown = (active.id === 'file-input' ? document.querySelector<HTMLElement>('label[for="file-input"]') : null) ?? active;
            const style = getComputedStyle(shown);
            const box = (active.closest('label') ?? shown).getBoundingClientRect();
            const labelledBy = document.getElementById(active.getAttribute('aria-labelledby') ?? '');
            const label = active.getAttribute('aria-label') ?? labelledBy?.textContent ?? (active as HTMLInputElement).labels?.[0]?.textContent ?? active.textContent;
            return {
              name: active.classList.contains('stick') ? 'stick' : active.id || active.tagName.toLowerCase(),
              ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
              width: box.width,
              height: box.height,
              label: label.trim() !== '',
            };
          });
          if (control === null) break;
          expect(control, JSON.stringify(control)).toMatchObject({ ring: true, label: true });
          expect(Math.min(control.width, control.height), control.name).toBeGreaterThanOrEqual(24);
          seen.push(control.name);
        }
        expect(seen.filter((name) => name === 'stick')).toEqual(['stick']);
        expect(seen.filter((name) => name.endsWith('-log'))).toEqual(['halving-log']);
        expect(seen).toContain('sticks-opponent');
        expect(seen).toEqual(expect.arrayContaining(['match-kind', 'match-parameters', 'match-opponent', 'match-setting', 'match-move-select', 'match-move-text', 'match-play']));
        expect(seen).toContain('file-input');
        expect(seen.length).toBeGreaterThan(30);
      },
      { width: 320 },
    );
  });

  test('keyboard - a whole sticks game: Tab to the board, arrows to a stick, Enter, Tab to Mark, Enter', async () => {
    await withPage(pageUrl('#sticks'), async (page) => {
      await page.locator('#sticks-setup button[type=submit]').focus();
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('stick Row 1, stick 1, unmarked');
      for (let turn = 0; turn < 20 && !(await text(page, '#sticks-status')).includes('wins'); turn += 1) {
        // Walk to the first unmarked stick: up to row 1, then along each row and down.
        for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Home');
        for (let step = 0; step < 40 && (await focused(page)).endsWith(', marked'); step += 1) {
          const before = await focused(page);
          await page.keyboard.press('ArrowRight');
          if ((await focused(page)) === before) {
            await page.keyboard.press('ArrowDown');
            await page.keyboard.press('Home');
          }
        }
        await page.keyboard.press('Enter');
        expect(await text(page, '#sticks-selection')).toMatch(/^Selected (\d):(\d)-\2$/);
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe('sticks-mark');
        await page.keyboard.press('Enter');
        // Back on the board, on the stick just marked, ready for the next move.
        expect(await focused(page)).toMatch(/^stick Row \d, stick \d, marked$/);
      }
      expect(await text(page, '#sticks-status')).toMatch(/You marked the last stick\. The computer wins\.$/);
      expect(await page.locator('.stick[aria-label$=", unmarked"]').count()).toBe(0);
      expect(await page.locator('#sticks-log li').count()).toBeGreaterThan(4);
      // Shift+Tab from Clear selection (Mark is disabled now) comes back to the board's one tab stop.
      await page.locator('#sticks-clear').focus();
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toMatch(/^stick /);
    });
  });
});
