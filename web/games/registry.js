// Per-game renderers (the plug-in contract). A game listed here gets its own table drawing;
// any other game is shown by the generic renderer (web/app/generic.js). See web/README.md.
//
// Each entry loads an ES module exporting
//     render(container, ctx) -> void
// where ctx = {view, legal, setup, toMove, over, result, lang, t, choose}:
//   view    rules.view(state, deciding seat) as plain JSON;
//   legal   [{index, kind, label, targets}] (targets: ids of table elements the action acts on);
//   choose(index)  plays the legal action with that index (the only way to act).
// The renderer draws from `view` alone (a pure function of its arguments) into `container`,
// gives every clickable element data-action="<index>" and an aria-label (the action's label),
// and inserts all text as text (never as markup).
export const RENDERERS = {
  renaissance: () => import("./renaissance/renderer.js"),
  transhumanity: () => import("./transhumanity/renderer.js"),
};

// Per renderer, the files its first draw loads (relative to this folder): the modules of its static
// import graph and the stylesheets and data files they name, written here by the build (scripts/build.py
// renderer_files). Without the list the browser finds them one level of imports at a time (four
// round trips through the service worker before a returning player's table can be drawn).
/** @type {Record<string, string[]>} */
const FILES = JSON.parse('@@RENDERER_FILES@@');
const HINTED = new Set();

/** Ask for every file of `game`'s renderer at once (the modules as module preloads, the
 * stylesheets as style preloads, data files as fetch preloads, in the mode of a plain `fetch`
 * so the module's own fetch takes the preloaded reply); what is already loaded or asked for is
 * not asked again. */
export function preloadRenderer(game) {
  if (HINTED.has(game)) return;
  HINTED.add(game);
  for (const file of FILES[game] ?? []) {
    const link = document.createElement("link");
    link.href = new URL(`./${file}`, import.meta.url).href;
    if (file.endsWith(".css")) Object.assign(link, { rel: "preload", as: "style" });
    else if (file.endsWith(".json")) Object.assign(link, { rel: "preload", as: "fetch", crossOrigin: "anonymous" });
    else link.rel = "modulepreload";
    document.head.append(link);
  }
}
