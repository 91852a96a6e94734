// Issue 15, item 2, the playground's part: a huge record must not freeze or kill the tab. The page sends the
// record to a Web Worker (site/src/record-worker.ts) that answers with a bounded report (record-check.ts): the
// verdict and at most SHOWN_LINES lines / SHOWN_CHARACTERS characters of the transcript, with the full line
// count for the note the page shows. The browser side (the Blob-URL worker, the note) is in
// test/e2e/record.e2e.ts; this runs the same modules in Node against the library's sources.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { simulateGame, simulateGameLines } from '../../src/index.js';
import { FULL_TRANSCRIPT_LIMIT, SHOWN_CHARACTERS, SHOWN_LINES, checkRecord, transcriptBound } from '../../site/src/record-check.js';
import type { RecordRequest, RecordResponse } from '../../site/src/record-worker.js';

// The playground imports the package by name; here it is the sources, so no build is needed.
vi.mock('nimkit', async () => await import('../../src/index.js'));

/** A valid record of `piles` piles and `moves` one-token moves taken round-robin; one token is left. */
function roundRobinRecord(piles: number, moves: number): string {
  const each = moves / piles;
  const lines = [`${moves + 1};${piles}`, Array.from({ length: piles }, (_, index) => (index === 0 ? each + 1 : each)).join(';')];
  for (let move = 0; move < moves; move++) lines.push(`${move % piles};1`);
  return `${lines.join('\n')}\n`;
}

/** The first `count` lines of the library's transcript, read lazily. */
function firstLines(text: string, count: number): string {
  const lines: string[] = [];
  for (const line of simulateGameLines(text)) {
    if (lines.length === count) break;
    lines.push(line);
  }
  return lines.join('');
}

describe('item 2 - the playground checks a huge record with a bounded report', () => {
  test('item 2 - 1,000 piles and 200,000 moves: the verdict, an excerpt of the exact transcript, the line count', () => {
    const record = roundRobinRecord(1_000, 200_000);
    expect(record.length).toBeLessThan(1.5 * 2 ** 20);
    expect(transcriptBound(record)).toBeGreaterThan(FULL_TRANSCRIPT_LIMIT);
    const before = process.memoryUsage().heapUsed;
    const report = checkRecord(record);
    // The whole transcript would be about 1.2 GB; the report keeps a few hundred kilobytes.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(256 * 2 ** 20);
    expect(report.verdict).toEqual({ valid: true, moves: 200_000, loser: 1 });
    expect(report.totalLines).toBe(600_003);
    expect(report.shownLines).toBeGreaterThan(0);
    expect(report.shownLines).toBeLessThanOrEqual(SHOWN_LINES);
    expect(report.shown.length).toBeLessThanOrEqual(SHOWN_CHARACTERS);
    expect(report.shown).toBe(firstLines(record, report.shownLines));
  });

  test('item 2 - records on both sides of the limit show the same excerpt of the same transcript', () => {
    for (const moves of [500, 5_000]) {
      const record = roundRobinRecord(100, moves);
      const transcript = simulateGame(record);
      const report = checkRecord(record);
      expect(report.totalLines).toBe(transcript.split('\n').length - 1);
      expect(transcript.startsWith(report.shown)).toBe(true);
      expect(report.shownLines).toBe(Math.min(SHOWN_LINES, report.totalLines, report.shown.split('\n').length - 1));
    }
    expect(transcriptBound(roundRobinRecord(100, 500))).toBeLessThan(FULL_TRANSCRIPT_LIMIT);
    expect(transcriptBound(roundRobinRecord(100, 5_000))).toBeGreaterThan(FULL_TRANSCRIPT_LIMIT);
  });

  test('item 2 - an invalid huge record is one line', () => {
    const record = `${roundRobinRecord(1_000, 200_000)}0;1\n`;
    expect(checkRecord(record)).toMatchObject({ verdict: { valid: false }, shown: 'Invalid Game.\n', shownLines: 1, totalLines: 1 });
  });
});

describe('item 2 - the worker answers each request with its id', () => {
  const scope = globalThis as unknown as { onmessage: ((event: { data: RecordRequest }) => void) | null; postMessage?: unknown };

  afterEach(() => {
    scope.onmessage = null;
    delete scope.postMessage;
  });

  test('item 2 - a report, or the message of an unexpected failure', async () => {
    const answers: RecordResponse[] = [];
    scope.postMessage = (message: RecordResponse) => answers.push(message);
    await import('../../site/src/record-worker.js');
    scope.onmessage?.({ data: { id: 7, text: '12;3\n3;3;6\n0;3\n2;5\n1;3\n' } });
    scope.onmessage?.({ data: { id: 8, text: 42 as unknown as string } });
    expect(answers[0]).toEqual({ id: 7, report: checkRecord('12;3\n3;3;6\n0;3\n2;5\n1;3\n') });
    expect(answers[1]).toMatchObject({ id: 8, failure: expect.any(String) as string });
    expect(answers).toHaveLength(2);
  });
});
