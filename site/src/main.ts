// The playground's entry point, bundled as one classic script (see tsup.site.config.ts). The script is
// deferred, so the document is parsed when it runs.

import { byId } from './dom.js';
import { setUpFileCheck } from './file-check.js';
import { setUpHalving } from './halving-game.js';
import { setUpHeapGames } from './heap-games-panel.js';
import { setUpMatch } from './match-panel.js';
import { setUpRecords } from './match-records.js';

const match = setUpMatch();
const showOnBoard = setUpRecords(match);
setUpHalving();
setUpHeapGames();
setUpFileCheck(showOnBoard);
// The notice that JavaScript is needed stays only if something above failed.
byId('script-status', HTMLElement).textContent = '';
