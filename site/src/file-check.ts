// Paste, open or drop a recorded semicolon game: the exact simulation transcript, or the validator's diagnostic.
// The check runs in a Web Worker, so a huge record leaves the page responsive; only an excerpt of a long
// transcript comes back (record-check.ts says how much).

import workerSource from 'inline-worker:./record-worker.js';
import { byId, create } from './dom.js';
import { respond } from './record-check.js';
import type { RecordReport, RecordRequest, RecordResponse } from './record-check.js';

const VALID_EXAMPLE = '12;3\n3;3;6\n0;3\n2;5\n1;3\n';
const INVALID_EXAMPLE = '12;3\n3;3;6\n0;3\n2;5\n1;4\n';

/**
 * A file larger than this is checked as opened but not put in the text box: Chromium takes seconds to lay out
 * a textarea of 200,000 lines, on the page's only thread.
 */
const EDITABLE_CHARACTERS = 100_000;
const EDITABLE_LINES = 2_000;

const count = (value: number): string => value.toLocaleString('en-US');

/** Whether `text` is small enough for the text box. */
function isEditable(text: string): boolean {
  if (text.length > EDITABLE_CHARACTERS) return false;
  let lines = 0;
  for (let index = text.indexOf('\n'); index !== -1 && lines <= EDITABLE_LINES; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines <= EDITABLE_LINES;
}

/**
 * Runs checks in a worker started from a Blob URL, one at a time: a new check stops the one still running.
 * Where the browser refuses the worker, checks run on the page (bounded as well, but the page waits).
 */
class RecordChecker {
  readonly #onDone: (response: RecordResponse) => void;
  #url: string | null = null;
  #worker: Worker | null = null;
  #useWorker = true;
  #pending: RecordRequest | null = null;
  #lastId = 0;

  constructor(onDone: (response: RecordResponse) => void) {
    this.#onDone = onDone;
  }

  check(text: string): void {
    if (this.#pending !== null) this.#stopWorker();
    this.#lastId += 1;
    const request = { id: this.#lastId, text };
    this.#pending = request;
    const worker = this.#startWorker();
    if (worker === null) this.#checkHere(request);
    else worker.postMessage(request);
  }

  #startWorker(): Worker | null {
    if (!this.#useWorker) return null;
    if (this.#worker !== null) return this.#worker;
    try {
      this.#url ??= URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
      const worker = new Worker(this.#url);
      worker.addEventListener('message', (event: MessageEvent<RecordResponse>) => { this.#finish(event.data); });
      // A worker script that cannot load or run: do this check and the later ones on the page.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        this.#useWorker = false;
        this.#stopWorker();
        if (this.#pending !== null) this.#checkHere(this.#pending);
      });
      this.#worker = worker;
      return worker;
    } catch {
      this.#useWorker = false;
      return null;
    }
  }

  #stopWorker(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }

  #checkHere(request: RecordRequest): void {
    this.#finish(respond(request));
  }

  #finish(response: RecordResponse): void {
    if (response.id !== this.#pending?.id) return; // the answer to a check that was replaced
    this.#pending = null;
    this.#onDone(response);
  }
}

/** Wires the recorded-game section of the page; `showOnBoard` steps through a valid game on the match panel's board. */
export function setUpFileCheck(showOnBoard: (text: string) => void): void {
  const form = byId('file-form', HTMLFormElement);
  const textArea = byId('file-text', HTMLTextAreaElement);
  const fileInput = byId('file-input', HTMLInputElement);
  const dropZone = byId('file-drop', HTMLElement);
  const loadedNote = byId('file-loaded', HTMLElement);
  const result = byId('file-result', HTMLElement);
  const verdict = byId('file-verdict', HTMLElement);
  const diagnostic = byId('file-diagnostic', HTMLElement);
  const excerptNote = byId('file-excerpt', HTMLElement);
  const output = byId('file-output', HTMLElement);
  const showButton = byId('file-show', HTMLButtonElement);

  // A textarea turns every CR LF and lone CR into LF, so an opened or dropped file is checked from its own text,
  // as `nimkit simulate` reads it, until the person edits the box.
  let loadedText: string | null = null;

  function show({ verdict: check, shown, shownLines, totalLines }: RecordReport): void {
    // shown is exactly what simulateGame prints (the transcript, or `Invalid Game.` alone), or its first lines.
    output.textContent = shown;
    excerptNote.replaceChildren();
    if (totalLines > shownLines) {
      excerptNote.append(
        `The transcript has ${count(totalLines)} lines, too many to show here: below are the first ${count(shownLines)}, and ${count(totalLines - shownLines)} are left out. `,
        create('code', { text: 'nimkit simulate' }),
        ' prints them all.',
      );
    }
    showButton.disabled = !check.valid;
    if (check.valid) {
      verdict.textContent = `Valid game: ${count(check.moves)} move${check.moves === 1 ? '' : 's'}, player ${check.loser} loses.`;
      verdict.className = 'status won';
      diagnostic.textContent = '';
    } else {
      verdict.textContent = `Invalid game (${check.error.code}).`;
      verdict.className = 'status lost';
      diagnostic.textContent = check.error.message;
    }
  }

  /** Empties the result; the verdict says what is going on. */
  function clear(message: string, className: string): void {
    verdict.textContent = message;
    verdict.className = className;
    output.textContent = '';
    excerptNote.textContent = '';
    diagnostic.textContent = '';
    showButton.disabled = true;
  }

  const checker = new RecordChecker((response) => {
    result.setAttribute('aria-busy', 'false');
    if ('report' in response) show(response.report);
    else clear(`The check failed: ${response.failure}`, 'status lost');
  });

  function check(): void {
    result.setAttribute('aria-busy', 'true');
    clear('Checking…', 'status');
    checker.check(loadedText ?? textArea.value);
  }

  async function load(file: File): Promise<void> {
    const text = await file.text();
    loadedText = text;
    if (isEditable(text)) {
      textArea.value = text;
      loadedNote.textContent = '';
    } else {
      textArea.value = '';
      loadedNote.textContent = `${file.name} (${count(text.length)} characters) is too large to show in the box; it is checked as opened. Type in the box to check your own text instead.`;
    }
    check();
  }

  function loadExample(text: string): void {
    loadedText = null;
    loadedNote.textContent = '';
    textArea.value = text;
    check();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    check();
  });
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    if (file) void load(file);
  });
  dropZone.addEventListener('dragover', (event) => {
    event.preventDefault();
    dropZone.classList.add('drag-over');
  });
  dropZone.addEventListener('dragleave', () => { dropZone.classList.remove('drag-over'); });
  dropZone.addEventListener('drop', (event) => {
    event.preventDefault();
    dropZone.classList.remove('drag-over');
    const file = event.dataTransfer?.files[0];
    if (file) void load(file);
  });
  textArea.addEventListener('input', () => {
    loadedText = null;
    loadedNote.textContent = '';
  });
  showButton.addEventListener('click', () => {
    showOnBoard(loadedText ?? textArea.value);
  });
  byId('file-example-valid', HTMLButtonElement).addEventListener('click', () => {
    loadExample(VALID_EXAMPLE);
  });
  byId('file-example-invalid', HTMLButtonElement).addEventListener('click', () => {
    loadExample(INVALID_EXAMPLE);
  });
}
