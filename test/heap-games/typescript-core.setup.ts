// The "typescript core" test project (vitest.config.ts): the heap-game value and period tests run again with
// the TypeScript loops instead of the WebAssembly core.
import { setHeapValuesCore } from '../../src/heap-games/sparse-core.js';

setHeapValuesCore('typescript');
