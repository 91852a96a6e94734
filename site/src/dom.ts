// Small DOM helpers shared by the playground's games. No framework: elements are looked up once by id and
// re-rendered by hand.

import { InputError } from './parse.js';

/** The element with this id, checked to be of the expected kind (a missing element is a bug in index.html). */
export function byId<T extends HTMLElement>(id: string, kind: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof kind)) throw new Error(`#${id} is missing or is not a ${kind.name}`);
  return element;
}

/** Creates an element with a class, text and attributes. */
export function create<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  { className, text, attributes = {} }: { className?: string; text?: string; attributes?: Record<string, string> } = {},
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className !== undefined) element.className = className;
  if (text !== undefined) element.textContent = text;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** The value of the checked radio button named `name` in `form`. */
export function radioValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  if (typeof value !== 'string') throw new Error(`no radio button named ${name} is checked`);
  return value;
}

/**
 * Reads a setup form with `read`. A value the person has to correct (an `InputError`) is shown in `errorView`
 * and gives `null`; a good reading clears `errorView`.
 */
export function readSetup<T>(errorView: HTMLElement, read: () => T): T | null {
  try {
    const value = read();
    errorView.textContent = '';
    return value;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    errorView.textContent = error.message;
    return null;
  }
}

/** The text of the form field named `name` in `form`. */
export function fieldText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** How a finished game ended, from the person's side; colours the status line. */
export type Outcome = 'won' | 'lost' | 'playing';

/**
 * A game's status line (an `aria-live` region, so screen readers hear every turn) and its move list.
 */
export class GameLog {
  readonly #status: HTMLElement;
  readonly #list: HTMLOListElement;

  constructor(status: HTMLElement, list: HTMLOListElement) {
    this.#status = status;
    this.#list = list;
  }

  /** Replaces the status line. One assignment per turn, so the live region announces the turn once. */
  say(message: string, outcome: Outcome = 'playing'): void {
    this.#status.textContent = message;
    this.#status.classList.toggle('won', outcome === 'won');
    this.#status.classList.toggle('lost', outcome === 'lost');
  }

  /** Appends one move to the move list. */
  record(line: string): void {
    this.#list.append(create('li', { text: line }));
    this.#list.scrollTop = this.#list.scrollHeight;
    this.#updateTabStop();
  }

  /** Empties the move list and the status line. */
  clear(): void {
    this.#list.replaceChildren();
    this.say('');
    this.#updateTabStop();
  }

  /** A list long enough to scroll in its box is a tab stop, so it can be scrolled from the keyboard. */
  #updateTabStop(): void {
    if (this.#list.scrollHeight > this.#list.clientHeight) this.#list.tabIndex = 0;
    else this.#list.removeAttribute('tabindex');
  }
}
