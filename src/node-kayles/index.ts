// Node Kayles: a move takes a vertex of a graph with its neighbours; on a path it is Dawson's chess (0.137).
export { nodeKaylesGame, pathGraph, cycleGraph, edgeListGraph } from './game.js';
export type { NodeKaylesGame, NodeKaylesState } from './game.js';
export { MAX_NODE_KAYLES_VERTICES, MAX_NODE_KAYLES_EDGES } from './graph.js';
export type { NodeKaylesPosition } from './graph.js';
