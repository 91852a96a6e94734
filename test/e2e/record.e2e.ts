// The recorded-game panel on records too large to simulate in full: the check runs in a Web Worker started
// from a Blob URL (also from file://), and the page shows a bounded excerpt of the transcript with a note.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { simulateGame } from '../../src/index.js';
import { fileChecked, pageUrl, shoot, SITE, text, useSite, withPage } from './harness.js';

useSite();

/**
 * A valid record of `piles` piles and `moves` one-token moves taken from the piles in turn: every pile holds
 * `moves / piles` tokens, and the first one more, so exactly one token is left at the end.
 */
function roundRobinRecord(piles: number, moves: number): string {
  const each = moves / piles;
  const start = Array.from({ length: piles }, (_, index) => (index === 0 ? each + 1 : each));
  const lines = [`${moves + 1};${piles}`, start.join(';')];
  for (let move = 0; move < moves; move += 1) lines.push(`${move % piles};1`);
  return `${lines.join('\n')}\n`;
}

/** Opens `content` through the panel's file button, as a person would, and waits for the answer. */
async function openRecord(page: Page, content: string): Promise<void> {
  await page.locator('#file-input').setInputFiles({ name: 'record.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
  await page.waitForFunction(() => document.querySelector('#file-output')?.textContent !== '');
  await fileChecked(page);
}

const count = (value: number): string => value.toLocaleString('en-US');

/** What the test of a replaced check watches on the page (see there). */
interface Probe {
  verdicts: string[];
  started: number;
  terminated: number;
  held: (() => void)[];
}

/** The page's excerpt is the start of the library's transcript, and the note counts the rest exactly. */
async function expectExcerptOf(page: Page, transcript: string): Promise<void> {
  const shown = await text(page, '#file-output');
  expect(transcript.startsWith(shown)).toBe(true);
  const total = transcript.split('\n').length - 1;
  const kept = shown.split('\n').length - 1;
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThanOrEqual(2_000);
  expect(shown.length).toBeLessThanOrEqual(400_000);
  expect(await text(page, '#file-excerpt')).toBe(
    `The transcript has ${count(total)} lines, too many to show here: below are the first ${count(kept)}, and ${count(total - kept)} are left out. nimkit simulate prints them all.`,
  );
}

describe('recorded game file, large', () => {
  test('file - a huge record (1,000 piles, 200,000 moves) is checked in a worker, and an excerpt is shown', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      const record = roundRobinRecord(1_000, 200_000);
      // What the verdict says each time the page has finished a task. A check on the page would run in the task
      // that writes "Checking…", so the observer would only ever see the final verdict.
      await page.evaluate(() => {
        const verdict = document.getElementById('file-verdict') ?? document.body;
        const seen: string[] = [];
        (window as unknown as { verdicts: string[] }).verdicts = seen;
        new MutationObserver(() => seen.push(verdict.textContent)).observe(verdict, { childList: true, characterData: true, subtree: true });
      });
      await page.locator('#file-input').setInputFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.from(record) });
      await page.waitForFunction(() => document.querySelector('#file-output')?.textContent !== '');
      await fileChecked(page);
      expect(page.workers().map((worker) => worker.url().slice(0, 5))).toEqual(['blob:']);
      expect(await text(page, '#file-verdict')).toBe('Valid game: 200,000 moves, player 1 loses.');
      // Chromium takes seconds to lay out a textarea of 200,000 lines, so the box stays empty and says why.
      expect(await page.locator('#file-text').inputValue()).toBe('');
      expect(await text(page, '#file-loaded')).toBe(
        `huge.txt (${count(record.length)} characters) is too large to show in the box; it is checked as opened. Type in the box to check your own text instead.`,
      );
      expect(await page.evaluate(() => (window as unknown as { verdicts: string[] }).verdicts)).toEqual(['Checking…', 'Valid game: 200,000 moves, player 1 loses.']);
      const shown = await text(page, '#file-output');
      const start = Array.from({ length: 1_000 }, (_, index) => (index === 0 ? 201 : 200)).join('  ');
      expect(shown.startsWith(`Starting State:\n${start}\nPlayer 1 takes 1 tokens from the pile 1.\nState:\n200  200  200`)).toBe(true);
      const kept = shown.split('\n').length - 1;
      expect(kept).toBeLessThanOrEqual(2_000);
      expect(shown.length).toBeLessThanOrEqual(400_000);
      expect(await text(page, '#file-excerpt')).toBe(
        `The transcript has 600,003 lines, too many to show here: below are the first ${count(kept)}, and ${count(600_003 - kept)} are left out. nimkit simulate prints them all.`,
      );
      await shoot(page, '#file', 'file-huge');
    });
  });

  test('file - past the limit, the excerpt built from the validator equals the start of simulateGame', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      // 50 piles and 20,000 moves: over the 4 MB bound, so the page does not call simulateGame; Node does here.
      const record = roundRobinRecord(50, 20_000);
      await openRecord(page, record);
      expect(await text(page, '#file-verdict')).toBe('Valid game: 20,000 moves, player 1 loses.');
      await expectExcerptOf(page, simulateGame(record));
      // Typing in the box (empty: the file was too large for it) checks what is typed from then on.
      await page.locator('#file-text').fill('3;2\n1;2\n1;2\n');
      expect(await text(page, '#file-loaded')).toBe('');
      await page.locator('#file-form button[type=submit]').click();
      await fileChecked(page);
      expect(await text(page, '#file-verdict')).toBe('Valid game: 1 move, player 2 loses.');
      expect(await text(page, '#file-excerpt')).toBe('');
    });
  });

  test('file - under the limit, a transcript of more than 2,000 lines is cut to its first 2,000', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      const record = roundRobinRecord(2, 1_000);
      await openRecord(page, record);
      expect(await text(page, '#file-verdict')).toBe('Valid game: 1,000 moves, player 1 loses.');
      await expectExcerptOf(page, simulateGame(record));
      expect(await text(page, '#file-output')).toBe(simulateGame(record).split('\n').slice(0, 2_000).join('\n') + '\n');
    });
  });

  test('file - an invalid huge record gives Invalid Game. alone and the diagnostic', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      const record = `${roundRobinRecord(1_000, 200_000)}0;1\n`;
      await openRecord(page, record);
      expect(await text(page, '#file-output')).toBe('Invalid Game.\n');
      expect(await text(page, '#file-excerpt')).toBe('');
      expect(await text(page, '#file-verdict')).toBe('Invalid game (move-after-end).');
      expect(await text(page, '#file-diagnostic')).toMatch(/^line 200003, column 1: /);
    });
  });
});

describe('recorded game file, where the worker runs', () => {
  test('file - a new check stops the one still running, whose answer never shows', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      // The first worker's answer is held back, as if the huge check were still running: whatever the machine's
      // load, the second check starts while the first is pending. Every wait below is for a state that lasts.
      await page.evaluate(() => {
        const verdict = document.querySelector('#file-verdict');
        const probe = { verdicts: [] as string[], started: 0, terminated: 0, held: [] as (() => void)[] };
        (window as unknown as { probe: typeof probe }).probe = probe;
        if (verdict !== null) new MutationObserver(() => probe.verdicts.push(verdict.textContent)).observe(verdict, { childList: true, characterData: true, subtree: true });
        const RealWorker = window.Worker;
        class HeldWorker extends RealWorker {
          readonly #first: boolean;
          constructor(url: string | URL, options?: WorkerOptions) {
            super(url, options);
            this.#first = probe.started === 0;
            probe.started += 1;
          }
          override addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void {
            if (type !== 'message' || !this.#first) {
              super.addEventListener(type, listener, options);
              return;
            }
            super.addEventListener(
              type,
              (event) => {
                probe.held.push(() => {
                  if (typeof listener === 'function') listener.call(this, event);
                  else listener.handleEvent(event);
                });
              },
              options,
            );
          }
          override terminate(): void {
            probe.terminated += 1;
            super.terminate();
          }
        }
        Object.defineProperty(window, 'Worker', { value: HeldWorker });
      });
      await page.locator('#file-input').setInputFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.from(roundRobinRecord(1_000, 200_000)) });
      // The huge record's answer has come back and is held: its check is pending on the page.
      await page.waitForFunction(() => (window as unknown as { probe: Probe }).probe.held.length === 1);
      expect(await text(page, '#file-verdict')).toBe('Checking…');
      await page.locator('#file-example-invalid').click();
      await page.waitForFunction(() => document.querySelector('#file-verdict')?.textContent === 'Invalid game (count-exceeds-pile).');
      await fileChecked(page);
      // The replaced check's answer, delivered late anyway, is ignored.
      await page.evaluate(() => { for (const deliver of (window as unknown as { probe: Probe }).probe.held) deliver(); });
      expect(await text(page, '#file-verdict')).toBe('Invalid game (count-exceeds-pile).');
      expect(await text(page, '#file-output')).toBe('Invalid Game.\n');
      expect(await text(page, '#file-loaded')).toBe('');
      const probe = await page.evaluate(() => {
        const { verdicts, started, terminated } = (window as unknown as { probe: Probe }).probe;
        return { verdicts, started, terminated };
      });
      // The first check's worker was stopped and a new one did the second check; no valid verdict ever showed.
      expect(probe).toMatchObject({ started: 2, terminated: 1 });
      expect(probe.verdicts.filter((shown) => shown.startsWith('Valid game'))).toEqual([]);
      expect(probe.verdicts.at(-1)).toBe('Invalid game (count-exceeds-pile).');
    });
  });


  test('file - opened from file://, the page still checks in a Blob-URL worker', async () => {
    await withPage(pathToFileURL(join(SITE, 'index.html')).href, async (page) => {
      await page.locator('#file-example-valid').click();
      await fileChecked(page);
      expect(page.workers().map((worker) => worker.url().slice(0, 5))).toEqual(['blob:']);
      expect(await text(page, '#file-verdict')).toBe('Valid game: 3 moves, player 2 loses.');
      expect(await text(page, '#file-output')).toBe(simulateGame('12;3\n3;3;6\n0;3\n2;5\n1;3\n'));
    });
  });

  test('file - a browser without workers checks on the page, with the same result', async () => {
    await withPage(pageUrl('#file'), async (page) => {
      await page.evaluate(() => {
        // The page asks for a worker at its first check: from now on, there is none.
        Object.defineProperty(window, 'Worker', { value: undefined });
      });
      await page.locator('#file-example-invalid').click();
      await fileChecked(page);
      expect(page.workers()).toEqual([]);
      expect(await text(page, '#file-output')).toBe('Invalid Game.\n');
      expect(await text(page, '#file-diagnostic')).toBe('line 5, column 3: pile index 1 has 3 tokens, cannot take 4');
      await openRecord(page, roundRobinRecord(50, 20_000));
      expect(await text(page, '#file-verdict')).toBe('Valid game: 20,000 moves, player 1 loses.');
    });
  });
});
