// A game's static card catalogue (catalog/<game>.json, written by scripts/build.py and cached by
// the service worker), fetched without starting the engine: a page without Python (How to play,
// the Key's figures) draws cards from it. Only when the build has no such file is the engine
// asked (imported then, so that importing this module never starts Python).

/** @type {Map<string, Promise<PaxCatalog>>} */
const catalogs = new Map();

/** @param {string} game @returns {Promise<PaxCatalog>} */
export function catalogOf(game) {
  if (!catalogs.has(game)) {
    const url = new URL(`../catalog/${encodeURIComponent(game)}.json`, import.meta.url);
    catalogs.set(game, fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`))))
      .catch(() => import("./engine.js").then((m) => m.call("catalog", { game })).then((r) => r.catalog)));
  }
  return /** @type {Promise<PaxCatalog>} */ (catalogs.get(game));
}
