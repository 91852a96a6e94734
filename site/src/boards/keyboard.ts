// The keyboard model every board shares (a roving tab index, as in the WAI-ARIA grid pattern): the board is one
// tab stop; the arrow keys move between its cells, Home and End go to the ends of a row, Enter or Space (a
// button's own keys) acts on a cell, Escape clears a selection. Cells are buttons carrying `data-row` and
// `data-column` in drawing order: row 0 at the top, column 0 on the left.

/** A cell's place. */
export interface Place {
  readonly row: number;
  readonly column: number;
}

function placeOf(element: Element): Place | null {
  if (!(element instanceof HTMLElement) || element.dataset.row === undefined || element.dataset.column === undefined) return null;
  return { row: Number(element.dataset.row), column: Number(element.dataset.column) };
}

/** The cell of `cells` an arrow key, Home or End leads to from `from`; `null` when it leads nowhere. */
export function keyTarget(key: string, from: Place, cells: readonly Place[]): Place | null {
  const inRow = (row: number): Place[] => cells.filter((cell) => cell.row === row).sort((a, b) => a.column - b.column);
  const row = inRow(from.row);
  const nearestIn = (direction: -1 | 1): Place | null => {
    // The next row in that direction that has cells, and its cell nearest the column we come from.
    const rows = [...new Set(cells.map((cell) => cell.row))].filter((other) => (other - from.row) * direction > 0);
    if (rows.length === 0) return null;
    const target = direction > 0 ? Math.min(...rows) : Math.max(...rows);
    return inRow(target).reduce<Place | null>((best, cell) => (best === null || Math.abs(cell.column - from.column) < Math.abs(best.column - from.column) ? cell : best), null);
  };
  switch (key) {
    case 'ArrowLeft':
      return row.filter((cell) => cell.column < from.column).at(-1) ?? null;
    case 'ArrowRight':
      return row.find((cell) => cell.column > from.column) ?? null;
    case 'ArrowUp':
      return nearestIn(-1);
    case 'ArrowDown':
      return nearestIn(1);
    case 'Home':
      return row[0] ?? null;
    case 'End':
      return row.at(-1) ?? null;
    default:
      return null;
  }
}

/**
 * Makes the cells inside `container` one tab stop. The place last focused is remembered across redraws, so a
 * move keeps the focus where the person was; `onEscape` clears the board's selection.
 */
export class RovingCells {
  readonly #container: HTMLElement;
  #cursor: Place | null = null;

  constructor(container: HTMLElement, onEscape: () => void) {
    this.#container = container;
    container.addEventListener('keydown', (event) => {
      const from = event.target instanceof Element ? placeOf(event.target) : null;
      if (from === null) return;
      if (event.key === 'Escape') {
        onEscape();
        return;
      }
      const target = keyTarget(event.key, from, this.#cells().map(({ place }) => place));
      if (target === null) return;
      event.preventDefault();
      this.#cellAt(target)?.focus();
    });
    // Whichever cell gets the focus (arrow key, click or script) becomes the tab stop, so Tab leaves the board
    // and Shift+Tab comes back to the same cell.
    container.addEventListener('focusin', (event) => {
      const place = event.target instanceof Element ? placeOf(event.target) : null;
      if (place === null || !(event.target instanceof HTMLElement)) return;
      this.#cursor = place;
      for (const other of container.querySelectorAll('[data-row][tabindex="0"]')) other.setAttribute('tabindex', '-1');
      event.target.setAttribute('tabindex', '0');
    });
  }

  /** Marks `element` as the cell at `place` (out of the tab order until {@link settle} picks the tab stop). */
  cell(element: HTMLElement, place: Place): void {
    element.dataset.row = String(place.row);
    element.dataset.column = String(place.column);
    element.tabIndex = -1;
  }

  /** Forgets the remembered place: a new game starts at its first playable cell. */
  reset(): void {
    this.#cursor = null;
  }

  /**
   * After a redraw: the remembered cell, or else the first enabled cell, or else the first cell, is the tab stop;
   * `focus` moves the focus there.
   */
  settle(focus: boolean): void {
    const cells = this.#cells();
    const remembered = this.#cursor === null ? undefined : cells.find(({ place }) => place.row === this.#cursor?.row && place.column === this.#cursor.column);
    // A cell taken away by the move: the nearest cell left in its row, or the first one that can be played.
    const sameRow = cells.filter(({ place }) => place.row === this.#cursor?.row && place.column <= this.#cursor.column).at(-1);
    const chosen = remembered ?? sameRow ?? cells.find(({ element }) => element.getAttribute('aria-disabled') !== 'true') ?? cells[0];
    if (chosen === undefined) return;
    chosen.element.tabIndex = 0;
    if (focus) chosen.element.focus();
  }

  #cells(): { element: HTMLElement; place: Place }[] {
    return [...this.#container.querySelectorAll<HTMLElement>('[data-row][data-column]')].flatMap((element) => {
      const place = placeOf(element);
      return place === null ? [] : [{ element, place }];
    });
  }

  #cellAt(place: Place): HTMLElement | null {
    return this.#container.querySelector<HTMLElement>(`[data-row="${place.row}"][data-column="${place.column}"]`);
  }
}
