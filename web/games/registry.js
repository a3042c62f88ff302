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
