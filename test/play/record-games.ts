// The games the record tests play: every kind of the catalog, in each ending it offers.
import { GAME_SPECS, gameFromSpec } from '../../src/index.js';
import type { Game } from '../../src/index.js';

/** Every kind of the catalog, with rules that reach splits, several heaps and both endings. */
export const RECORD_SPECS = [
  'nim:1,3,5,7',
  'halving:40',
  'sticks:3,2',
  'sticks',
  'heap:0.77:5,7',
  'heap:4!:9',
  'heap:0.07:8,3',
  'wythoff:3,5',
  'wythoff:6,4:2',
  'fibonacci:20',
  'staircase:3,7,5',
  'moore:2:3,5,6',
  'greedy:7,4,2',
  'welter:2,5,7',
  'turning:ruler:HTTH',
  'turning:turtles:HTHHTH',
  'turning:mock-turtles:THHTH',
  'digraph:0>1,2;1>2,3;2>3;3>',
  'tartan:twins:ruler:HTH/THT/HHT',
  'hackenbush:0-1,1-2,2-0,1-1,0-3',
  'euclid:7,3',
  'chomp:3x4',
  'cram:3x3',
  'node-kayles:path:6',
];

/** Every game of RECORD_SPECS in each ending it offers. */
export function recordGames(): Game<unknown>[] {
  return RECORD_SPECS.flatMap((spec) => {
    const kind = GAME_SPECS.find((form) => form.kind === spec.split(':')[0]);
    const endings = kind?.fixed === true ? [kind.ending] : (['normal', 'misere'] as const);
    return endings.map((play) => gameFromSpec(spec, { play }));
  });
}
