// The generic table: any game's view (plain JSON) drawn as nested, labelled lists. Used for every
// game without a renderer of its own in web/games/registry.js.

import { h } from "./dom.js";

const MAX_ITEMS = 200;

function node(value, depth) {
  if (value === null || value === undefined) return h("span", { class: "nil" }, "—");
  if (typeof value !== "object") return h("span", { class: `v-${typeof value}` }, String(value));
  if (depth > 6) return h("span", { class: "muted" }, "…");
  if (Array.isArray(value)) {
    if (!value.length) return h("span", { class: "nil" }, "—");
    if (value.every((v) => v === null || typeof v !== "object")) {
      return h("span", { class: "inline-list" }, value.slice(0, MAX_ITEMS).map((v) => (v === null ? "—" : String(v))).join(", "));
    }
    return h("ol", { class: "v-list", start: 0 }, value.slice(0, MAX_ITEMS).map((v) => h("li", {}, node(v, depth + 1))));
  }
  const entries = Object.entries(value);
  if (!entries.length) return h("span", { class: "nil" }, "—");
  return h("dl", { class: "v-map" }, entries.slice(0, MAX_ITEMS).map(([k, v]) => [h("dt", {}, k), h("dd", {}, node(v, depth + 1))]));
}

/** Draw `view` into `container` (the action list beside it carries the clickable choices).
 * @param {HTMLElement} container @param {PaxRenderCtx} ctx */
export function render(container, ctx) {
  container.append(h("div", { class: "generic-view", id: "board", role: "region", "aria-label": ctx.t("game.table") }, node(ctx.view, 0)));
}
