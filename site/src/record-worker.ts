// The Web Worker that checks recorded games, so a huge record never freezes the page. The build inlines this
// file's bundle into the page script as a string (see tsup.site.config.ts): the page starts it from a Blob URL,
// which also works when the page is opened from file://, where Chromium refuses worker scripts from files.

import { respond } from './record-check.js';
import type { RecordRequest, RecordResponse } from './record-check.js';

// The message protocol, for code that talks to this worker.
export type { RecordRequest, RecordResponse } from './record-check.js';

// A worker's global scope; typed by hand because the project compiles against the DOM library only.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<RecordRequest>) => void) | null;
  postMessage(message: RecordResponse): void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage(respond(data));
};
