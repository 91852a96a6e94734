// Node Kayles as a picture: the start's vertices round a circle and its edges between them. Click a vertex (or
// Tab to the picture, go from vertex to vertex with the arrow keys and press Enter) to take it; it leaves with
// its neighbours (hovering or focusing a vertex lights them). Vertices gone stay as faint rings so the picture
// keeps its shape.

import type { NodeKaylesState } from 'nimkit';
import { RovingItems, svg } from './svg-picture.js';
import type { Board, BoardHost, BoardView } from './types.js';

const RADIUS = 110;
const CENTRE = 140;

/** The Node Kayles picture in `host`. */
export function nodeKaylesBoard(host: BoardHost): Board {
  host.tools.replaceChildren();
  const picture = svg('svg', { class: 'graph-picture', viewBox: `0 0 ${2 * CENTRE} ${2 * CENTRE}`, role: 'group', 'aria-label': 'Node Kayles: the vertices left' });
  // Not a tab stop of its own (Chromium would make the clipping SVG one): the board's one tab stop is a vertex.
  picture.setAttribute('tabindex', '-1');
  let view: BoardView | null = null;
  const items = new RovingItems(picture, (vertex) => { take(vertex); });

  function take(vertex: number): void {
    const current = view;
    if (current?.playable !== true) return;
    if ((current.state as NodeKaylesState).position.vertices.includes(vertex)) host.play(vertex);
    else host.note.textContent = `Vertex ${vertex} is gone.`;
  }

  function draw(current: BoardView, focus: boolean): void {
    const start = (current.game.start as NodeKaylesState).position;
    const position = (current.state as NodeKaylesState).position;
    const left = new Set(position.vertices);
    const count = Math.max(1, start.vertices.length);
    const place = new Map(start.vertices.map((vertex, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
      return [vertex, { x: Math.round(CENTRE + RADIUS * Math.cos(angle)), y: Math.round(CENTRE + RADIUS * Math.sin(angle)) }];
    }));
    const taken = current.last === null ? new Set<number>() : new Set((current.last.before as NodeKaylesState).position.vertices.filter((vertex) => !left.has(vertex)));
    const children: SVGElement[] = [];
    start.vertices.forEach((vertex, index) => {
      for (const other of start.neighbours[index] ?? []) {
        const [a, b] = [place.get(vertex), place.get(other)];
        if (other < vertex || a === undefined || b === undefined) continue;
        children.push(svg('line', { class: `graph-edge${left.has(vertex) && left.has(other) ? '' : ' gone'}`, x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
      }
    });
    const neighboursOf = new Map(position.vertices.map((vertex, index) => [vertex, position.neighbours[index] ?? []]));
    for (const vertex of start.vertices) {
      const point = place.get(vertex) ?? { x: CENTRE, y: CENTRE };
      if (!left.has(vertex)) {
        const ring = svg('circle', { class: 'graph-vertex gone', cx: point.x, cy: point.y, r: 16, 'aria-hidden': 'true' });
        if (taken.has(vertex)) ring.classList.add('last', current.last?.byComputer === true ? 'by-computer' : 'by-you');
        children.push(ring);
        continue;
      }
      const neighbours = neighboursOf.get(vertex) ?? [];
      const also = neighbours.length === 0 ? 'alone' : `with ${neighbours.length === 1 ? 'vertex' : 'vertices'} ${neighbours.join(', ')}`;
      const group = svg('g', { class: 'graph-node', role: 'button', 'aria-label': `Vertex ${vertex}: take it, ${also}` });
      if (!current.playable) group.setAttribute('aria-disabled', 'true');
      group.append(svg('circle', { class: 'graph-vertex', cx: point.x, cy: point.y, r: 16 }));
      const label = svg('text', { x: point.x, y: point.y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'aria-hidden': 'true' });
      label.textContent = String(vertex);
      group.append(label);
      const light = (on: boolean): void => {
        for (const node of picture.querySelectorAll('.graph-node')) {
          const number = Number(node.getAttribute('data-item'));
          node.classList.toggle('in-bite', on && (number === vertex || neighbours.includes(number)));
        }
      };
      group.addEventListener('mouseenter', () => { light(current.playable); });
      group.addEventListener('mouseleave', () => { light(false); });
      group.addEventListener('focus', () => { light(current.playable); });
      group.addEventListener('blur', () => { light(false); });
      group.addEventListener('click', () => { take(vertex); });
      items.item(group, vertex);
      children.push(group);
    }
    picture.replaceChildren(...children);
    host.surface.replaceChildren(picture);
    items.settle(focus);
  }

  return {
    render(next, focus) {
      if (view?.game !== next.game) items.reset();
      view = next;
      host.note.textContent = '';
      draw(next, focus);
    },
  };
}
