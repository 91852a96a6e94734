// Paste, open or drop a recorded semicolon game: the exact simulation transcript, or the validator's diagnostic.

import { simulateGame, validateGame } from 'nimkit';
import { byId } from './dom.js';

const VALID_EXAMPLE = '12;3\n3;3;6\n0;3\n2;5\n1;3\n';
const INVALID_EXAMPLE = '12;3\n3;3;6\n0;3\n2;5\n1;4\n';

/** Wires the recorded-game section of the page. */
export function setUpFileCheck(): void {
  const form = byId('file-form', HTMLFormElement);
  const textArea = byId('file-text', HTMLTextAreaElement);
  const fileInput = byId('file-input', HTMLInputElement);
  const dropZone = byId('file-drop', HTMLElement);
  const verdict = byId('file-verdict', HTMLElement);
  const diagnostic = byId('file-diagnostic', HTMLElement);
  const output = byId('file-output', HTMLElement);

  // A textarea turns every CR LF and lone CR into LF, so an opened or dropped file is checked from its own text,
  // as `nimkit simulate` reads it, until the person edits the box.
  let loadedText: string | null = null;

  function check(): void {
    const text = loadedText ?? textArea.value;
    const result = validateGame(text);
    // simulateGame prints exactly the seed's output: the transcript, or `Invalid Game.` alone.
    output.textContent = simulateGame(text);
    if (result.valid) {
      verdict.textContent = `Valid game: ${result.moves} move${result.moves === 1 ? '' : 's'}, player ${result.loser} loses.`;
      verdict.className = 'status won';
      diagnostic.textContent = '';
    } else {
      verdict.textContent = `Invalid game (${result.error.code}).`;
      verdict.className = 'status lost';
      diagnostic.textContent = result.error.message;
    }
  }

  async function load(file: File): Promise<void> {
    loadedText = await file.text();
    textArea.value = loadedText;
    check();
  }

  function loadExample(text: string): void {
    loadedText = null;
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
  });
  byId('file-example-valid', HTMLButtonElement).addEventListener('click', () => {
    loadExample(VALID_EXAMPLE);
  });
  byId('file-example-invalid', HTMLButtonElement).addEventListener('click', () => {
    loadExample(INVALID_EXAMPLE);
  });
}
