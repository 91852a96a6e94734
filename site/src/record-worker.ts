// The Web Worker that checks recorded games, so a huge record never freezes the page. The build inlines this
// file's bundle into the page script as a string (see tsup.site.config.ts): the page starts it from a Blob URL,
// which also works when the page is opened from file://, where Chromium refuses worker scripts from files.

import { checkRecord } from './record-check.js';
import type { RecordReport } from './record-check.js';

/** What the page sends: the record's text, and an id that the answer repeats. */
export interface RecordRequest {
  readonly id: number;
  readonly text: string;
}

/** What the worker answers: the report, or the message of an unexpected error (a bug, shown as such). */
export type RecordResponse = { readonly id: number } & ({ readonly report: RecordReport } | { readonly failure: string });

// A worker's global scope; typed by hand because the project compiles against the DOM library only.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<RecordRequest>) => void) | null;
  postMessage(message: RecordResponse): void;
};

scope.onmessage = ({ data: { id, text } }) => {
  try {
    scope.postMessage({ id, report: checkRecord(text) });
  } catch (error) {
    scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
};
