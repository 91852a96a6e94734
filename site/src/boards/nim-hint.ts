// The Nim board's hint: the nim-sum in binary, one row per heap, and the winning move if there is one.

import { nimSum, winningMove } from 'nimkit';
import type { Ending } from 'nimkit';
import { create } from '../dom.js';

/** The hint for `heaps` in `ending`. */
export function nimHint(heaps: readonly number[], ending: Ending): HTMLElement {
  const sum = nimSum(heaps);
  const width = Math.max(1, ...[...heaps, sum].map((size) => size.toString(2).length));
  const row = (name: string, size: number): HTMLTableRowElement => {
    const line = create('tr');
    line.append(create('th', { text: name, attributes: { scope: 'row' } }), create('td', { text: String(size) }), create('td', { text: size.toString(2).padStart(width, '0') }));
    return line;
  };
  const table = create('table');
  const head = create('thead');
  const titles = create('tr');
  titles.append(create('th', { text: 'Heap', attributes: { scope: 'col' } }), create('th', { text: 'Size', attributes: { scope: 'col' } }), create('th', { text: 'Binary', attributes: { scope: 'col' } }));
  head.append(titles);
  const body = create('tbody');
  heaps.forEach((size, index) => {
    body.append(row(`Heap ${index + 1}`, size));
  });
  const foot = create('tfoot');
  foot.append(row('Nim-sum', sum));
  table.append(head, body, foot);
  const move = heaps.some((size) => size > 0) ? winningMove(heaps, { play: ending }) : null;
  const advice = create('p', {
    className: 'hint-move',
    text: move ? `Winning move: take ${move.count} from heap ${move.heap}.` : 'No winning move: every move loses against perfect play.',
  });
  const wrapper = create('div');
  wrapper.append(table, advice);
  return wrapper;
}
