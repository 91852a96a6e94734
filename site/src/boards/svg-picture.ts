// What the drawn pictures (Green Hackenbush's edges, Node Kayles' vertices) share: SVG elements, and the
// keyboard model of the other boards for items that are not in a grid: the picture is one tab stop, the arrow
// keys go to the previous or the next item (in the order of their numbers), Home and End to the first and the
// last, Enter or Space acts on the item.

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element with `attributes`. */
export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Readonly<Record<string, string | number>> = {}): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Makes the items (elements with `data-item`, their number) inside `container` one tab stop; `act` is called
 * with an item's number on Enter or Space. The item last focused is remembered across redraws.
 */
export class RovingItems {
  readonly #container: Element;
  #cursor: number | null = null;

  constructor(container: Element, act: (item: number) => void) {
    this.#container = container;
    container.addEventListener('keydown', (event) => {
      if (!(event instanceof KeyboardEvent)) return;
      const items = this.#items();
      const at = items.findIndex((item) => item === event.target);
      const focused = items[at];
      if (focused === undefined) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        act(Number(focused.getAttribute('data-item')));
        return;
      }
      const step = STEPS[event.key];
      const target = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : step === undefined ? null : Math.max(0, Math.min(items.length - 1, at + step));
      if (target === null) return;
      event.preventDefault();
      items[target]?.focus();
    });
    container.addEventListener('focusin', (event) => {
      const item = this.#items().find((candidate) => candidate === event.target);
      if (item === undefined) return;
      this.#cursor = Number(item.getAttribute('data-item'));
      for (const other of this.#items()) other.setAttribute('tabindex', other === item ? '0' : '-1');
    });
  }

  /** Marks `element` as item number `item`. */
  item(element: SVGElement, item: number): void {
    element.setAttribute('data-item', String(item));
    element.setAttribute('tabindex', '-1');
  }

  /** Forgets the remembered item: a new game starts at its first item. */
  reset(): void {
    this.#cursor = null;
  }

  /** After a redraw: the remembered item, or the next one after it, or the first, is the tab stop. */
  settle(focus: boolean): void {
    const items = this.#items();
    const cursor = this.#cursor;
    const chosen = cursor === null ? items[0] : (items.find((item) => Number(item.getAttribute('data-item')) >= cursor) ?? items.at(-1));
    if (chosen === undefined) return;
    chosen.setAttribute('tabindex', '0');
    if (focus) chosen.focus();
  }

  #items(): SVGElement[] {
    return [...this.#container.querySelectorAll<SVGElement>('[data-item]')].sort((a, b) => Number(a.getAttribute('data-item')) - Number(b.getAttribute('data-item')));
  }
}
