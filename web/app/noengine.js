// Imported first by pages that draw with a game's renderer but must not start the Python engine
// (the How to play guides): the engine module starts its worker once the importing modules have
// evaluated unless a gate holds it (engine.js startAfter); this gate never opens. The renderers
// then read their catalogue from the build's catalog/<game>.json (engine.js catalogOf).

import { startAfter } from "./engine.js";

startAfter(new Promise(() => {}));
