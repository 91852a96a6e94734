// Green Hackenbush as a picture: the ground, the vertices and the standing edges (drawn where they stood at the
// start, so nothing jumps). Click an edge to cut it, or Tab to the picture, go from edge to edge with the arrow
// keys and press Enter. The engine drops what no longer touches the ground; the edge cut last stays as a dashed
// ghost.

import type { HackenbushState } from 'nimkit';
import { create } from '../dom.js';
import { hackenbushLayout } from './hackenbush-layout.js';
import { RovingItems, svg } from './svg-picture.js';
import type { Board, BoardHost, BoardView } from './types.js';

/** The edges of a Hackenbush game named `hackenbush:U-V,U-V,… ENDING`, in order. */
export function hackenbushEdges(name: string): [number, number][] {
  const list = (name.split(' ')[0] ?? '').slice('hackenbush:'.length);
  return list.split(',').map((edge) => {
    const [u = 0, v = 0] = edge.split('-').map(Number);
    return [u, v];
  });
}

/** How a person hears edge `index`. */
function edgeName(index: number, [u, v]: readonly [number, number]): string {
  if (u === v) return `Edge ${index}: a loop at ${u === 0 ? 'the ground' : `vertex ${u}`}`;
  const end = (vertex: number): string => (vertex === 0 ? 'the ground' : `vertex ${vertex}`);
  return `Edge ${index}: ${end(u)} to ${end(v)}`;
}

/** The Hackenbush picture in `host` for the game named `name`. */
export function hackenbushBoard(host: BoardHost, name: string): Board {
  const edges = hackenbushEdges(name);
  const layout = hackenbushLayout(edges);
  host.tools.replaceChildren();
  const picture = svg('svg', { class: 'hackenbush-picture', viewBox: `0 0 ${layout.width} ${layout.height}`, role: 'group', 'aria-label': 'Green Hackenbush: the edges standing' });
  picture.style.maxWidth = `${layout.width}px`;
  // An SVG clips what sticks out (a finger's wide hit stroke), which makes Chromium treat it as a scroller and
  // give it a tab stop of its own; the board's one tab stop is its edge.
  picture.setAttribute('tabindex', '-1');
  let view: BoardView | null = null;
  const items = new RovingItems(picture, (edge) => { cut(edge); });

  function cut(edge: number): void {
    const current = view;
    if (current?.playable !== true) return;
    if ((current.state as HackenbushState).position.includes(edge)) host.play(edge);
    else host.note.textContent = `Edge ${edge} is gone: cut, or fallen with what held it to the ground.`;
  }

  function draw(current: BoardView, focus: boolean): void {
    const standing = (current.state as HackenbushState).position;
    const children: SVGElement[] = [svg('line', { class: 'hackenbush-ground', x1: 4, y1: layout.ground, x2: layout.width - 4, y2: layout.ground })];
    const last = current.last?.move;
    if (typeof last === 'number') {
      children.push(svg('path', { class: `hackenbush-gone ${current.last?.byComputer === true ? 'by-computer' : 'by-you'}`, d: layout.paths[last] ?? '' }));
    }
    for (const edge of standing) {
      const group = svg('g', { class: 'hackenbush-edge', role: 'button', 'aria-label': `${edgeName(edge, edges[edge] ?? [0, 0])}: cut` });
      if (!current.playable) group.setAttribute('aria-disabled', 'true');
      const d = layout.paths[edge] ?? '';
      // A wide invisible stroke is the target a finger can hit; the thin one is the edge drawn.
      group.append(svg('path', { class: 'hackenbush-target', d }), svg('path', { class: 'hackenbush-stroke', d }));
      group.addEventListener('click', () => { cut(edge); });
      items.item(group, edge);
      children.push(group);
    }
    const shown = new Set(standing.flatMap((edge) => edges[edge] ?? []));
    for (const [vertex, point] of layout.vertices) {
      if (shown.has(vertex)) children.push(svg('circle', { class: 'hackenbush-vertex', cx: point.x, cy: point.y, r: 4.5, 'aria-hidden': 'true' }));
    }
    picture.replaceChildren(...children);
    host.surface.replaceChildren(picture);
    if (standing.length === 0) host.surface.append(create('p', { className: 'help', text: 'Every edge is gone.' }));
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
