import { describe, expect, it } from 'vitest';
import { GAME_SPECS, gameFromSpec, HeapGameCodeError, sumSpecParts } from '../../src/index.js';

const EXAMPLES = [
  'nim:1,3,5,7',
  'halving:20',
  'sticks:3,2',
  'heap:0.77:5,7',
  'wythoff:3,5',
  'wythoff:3,5:2',
  'fibonacci:20',
  'staircase:3,7,5',
  'moore:2:3,5,6',
  'greedy:7,4,2',
  'welter:2,5,7',
  'turning:ruler:HTTH',
  'digraph:0>1,2;1>0;2>:1',
  'turning:mogul:THHT',
  'tartan:twins:twins:HT/TH',
  'hackenbush:0-1,1-2,2-0,1-1',
  'euclid:7,3',
];

describe('gameFromSpec', () => {
  it('reads every kind, and a game name begins with the spec that rebuilds it', () => {
    expect(GAME_SPECS.map(({ kind }) => kind)).toEqual(['nim', 'halving', 'sticks', 'heap', 'wythoff', 'fibonacci', 'staircase', 'moore', 'greedy', 'welter', 'turning', 'digraph', 'tartan', 'hackenbush', 'euclid', 'chomp', 'cram', 'node-kayles']);
    for (const spec of EXAMPLES) {
      const game = gameFromSpec(spec);
      const [written, ending] = game.name.split(' ');
      expect(written).toBe(spec);
      const kind = GAME_SPECS.find((form) => form.kind === spec.split(':')[0]);
      expect(ending).toBe(kind?.ending);
      const again = gameFromSpec(written ?? '', { play: ending as 'normal' | 'misere' });
      expect(again.name).toBe(game.name);
      expect(again.start.key()).toBe(game.start.key());
      expect(again.start.moveCount()).toBe(game.start.moveCount());
    }
  });

  it('takes the ending, the kind in any case and spaces around numbers', () => {
    expect(gameFromSpec(' WYTHOFF:3, 5', { play: 'misere' }).name).toBe('wythoff:3,5 misere');
    expect(gameFromSpec('halving:7', { play: 'normal' }).name).toBe('halving:7 normal');
    expect(gameFromSpec('sticks').name).toBe('sticks:7,5,3,1 misere');
    expect(gameFromSpec('heap:kayles:5,7').name).toBe('heap:0.77:5,7 normal');
    expect(gameFromSpec('hackenbush: 0 - 1 , 1-1').name).toBe('hackenbush:0-1,1-1 normal');
    expect(gameFromSpec('tartan: ruler : ruler : HT / TH', { play: 'misere' }).name).toBe('tartan:ruler:ruler:HT/TH misere');
    expect(gameFromSpec('euclid: 4, 9').name).toBe('euclid:4,9 normal');
  });

  it('refuses bad specs of the classroom games with the exact error', () => {
    expect(() => gameFromSpec('hackenbush:0-1,1')).toThrow(new RangeError('the edges must be a comma-separated list of U-V pairs of whole numbers, got "1"'));
    expect(() => gameFromSpec('hackenbush')).toThrow(new RangeError('the game must be written hackenbush:U-V,U-V,...'));
    expect(() => gameFromSpec('tartan:twins:HT')).toThrow(new RangeError('the game must be written tartan:RULE:RULE:ROW/ROW/...'));
    expect(() => gameFromSpec('tartan:twins:twins:HT/T')).toThrow(new RangeError('rows[1] must be 1 to 32 coins H and T, as long as rows[0], got "T"'));
    expect(() => gameFromSpec('euclid:3')).toThrow(new RangeError('the numbers must be two, got 1'));
    expect(() => gameFromSpec('euclid:0,3')).toThrow(new RangeError('a must be a positive safe integer, got 0'));
  });

  it('refuses bad specs with the exact error', () => {
    expect(() => gameFromSpec('chess')).toThrow(new RangeError(`unknown game "chess": a game is ${GAME_SPECS.map(({ form }) => form).join(', ')} (a heap game also bare, kayles:5,7 or 0.77:5,7)`));
    expect(() => gameFromSpec(3 as unknown as string)).toThrow(new TypeError('spec must be a string, got 3'));
    expect(() => gameFromSpec('nim:1,x')).toThrow(new RangeError('the heaps must be a comma-separated list of whole numbers, got "1,x"'));
    expect(() => gameFromSpec('nim')).toThrow(new RangeError('the game must be written nim:H1,H2,...'));
    expect(() => gameFromSpec('moore:2')).toThrow(new RangeError('the game must be written moore:K:H1,H2,...'));
    expect(() => gameFromSpec('fibonacci:1e3')).toThrow(new RangeError('the heap must be a whole number, got "1e3"'));
    expect(() => gameFromSpec('wythoff:1,2,3')).toThrow(new RangeError('the heaps must be two numbers, got 3'));
    expect(() => gameFromSpec('sticks', { play: 'normal' })).toThrow(new RangeError('the sticks game is always misere: whoever marks the last stick loses'));
    expect(() => gameFromSpec('nim:1', { play: 'draw' as never })).toThrow(new RangeError(`play must be 'normal' or 'misere', got "draw"`));
    expect(() => gameFromSpec('nim:1', null as never)).toThrow(new TypeError('options must be an object, got null'));
    expect(() => gameFromSpec('heap:0.8.1:3')).toThrow(HeapGameCodeError);
    expect(() => gameFromSpec(`nim:${'9'.repeat(1000)}`)).toThrow(RangeError);
    expect(() => gameFromSpec(`chess${'x'.repeat(10_000)}`)).toThrow(/^unknown game "chessx{95}…" \(10005 characters\): a game is/);
  });

  it('gameFromSpec - reads the board and graph games', () => {
    expect(gameFromSpec('chomp:4x7').name).toBe('chomp:4x7 normal');
    expect(gameFromSpec('cram: 3 X 4', { play: 'misere' }).name).toBe('cram:3x4 misere');
    expect(gameFromSpec('cram:..#/...').name).toBe('cram:..#/... normal');
    expect(gameFromSpec('node-kayles:path:4').name).toBe('node-kayles:0-1,1-2,2-3 normal');
    expect(gameFromSpec('node-kayles:cycle:3').name).toBe('node-kayles:0-1,0-2,1-2 normal');
    expect(gameFromSpec('node-kayles:0-1,3').name).toBe('node-kayles:0-1,2,3 normal');
    for (const spec of ['chomp:4x7', 'cram:3x4', 'cram:..#/...', 'node-kayles:0-1,1-2,2-3']) expect(gameFromSpec(gameFromSpec(spec).name.split(' ')[0] ?? '').name).toBe(gameFromSpec(spec).name);
    expect(() => gameFromSpec('chomp:4x7', { play: 'misere' })).toThrow(new RangeError('Chomp is played one way: whoever is left with the poisoned square loses'));
    expect(() => gameFromSpec('chomp:4')).toThrow(new RangeError('the game must be written chomp:RxC, got "4"'));
    expect(() => gameFromSpec('cram')).toThrow(new RangeError('the game must be written cram:RxC'));
    expect(() => gameFromSpec('cram:..#/..')).toThrow(new RangeError('board[1] must have 3 squares like board[0], got 2'));
    expect(() => gameFromSpec('node-kayles:path:x')).toThrow(new RangeError('the path must be a whole number, got "x"'));
    expect(() => gameFromSpec('node-kayles:0-0')).toThrow(RangeError);
  });
});

describe('sumSpecParts', () => {
  it('sumSpecParts - splits a sum as gameFromSpec does, at the + signs outside braces and brackets', () => {
    expect(sumSpecParts('nim:3,4 + heap:4.{2+}:6')).toEqual(['nim:3,4', 'heap:4.{2+}:6']);
    expect(sumSpecParts(' heap:0.[3+]:4+nim:2 ')).toEqual(['heap:0.[3+]:4', 'nim:2']);
    expect(sumSpecParts('wythoff:3,5')).toEqual(['wythoff:3,5']);
    expect(sumSpecParts('')).toEqual(['']);
    // Each part rebuilds the part of the sum gameFromSpec builds.
    const spec = 'heap:kayles:7 + nim:3,4 + wythoff:3,5';
    expect(sumSpecParts(spec).map((part) => gameFromSpec(part).name.replace(/ normal$/, '')).join(' + ')).toBe(gameFromSpec(spec).name.replace(/ normal$/, ''));
  });

  it('sumSpecParts - refuses an empty part and a spec that is not a string', () => {
    expect(() => sumSpecParts('nim:3 +')).toThrow(new RangeError('a sum of games must be written SPEC + SPEC + …, each part a game, got "nim:3 +"'));
    expect(() => sumSpecParts('+nim:3')).toThrow(RangeError);
    expect(() => sumSpecParts(3 as unknown as string)).toThrow(new TypeError('spec must be a string, got 3'));
  });
});
