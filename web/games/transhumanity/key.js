// The Key to the Pax Transhumanity table: what its icons, heat squares, spots (thinker, maker,
// barrier, utility), bands, strips and pieces mean, each drawn by the table's own code
// (figures.js) beside its words, in the table's language. A "Key" button above the table opens
// it as a panel over the table's top right; the close button, Escape or a press outside close it.
// The panel lives in the table's wrap, so a new position (a robot's move) leaves it open.

import { h, clear, loadStylesheet, dismissable } from "../../app/dom.js";

const CSS = loadStylesheet("trh-key-css", new URL("./key.css", import.meta.url).href);

/** The Key's rows, by group: [words key, figure kind, figure args].
 * @type {[string, [string, string, Record<string, unknown>][]][]} */
const GROUPS = [
  ["trh.key.g_cards", [
    ["trh.key.card", "card", {}],
    ["trh.key.bands", "discipline", { disc: "Y" }],
    ["trh.key.disc_G", "discipline", { disc: "G" }],
    ["trh.key.disc_B", "discipline", { disc: "B" }],
    ["trh.key.disc_O", "discipline", { disc: "O" }],
    ["trh.key.surge", "surge", { disc: "O" }],
    ["trh.key.tipping", "card", { kind: "tipping_point", w: 300 }],
    ["trh.key.plurality", "card", { kind: "plurality", w: 300 }],
  ]],
  ["trh.key.g_heat", [
    ["trh.key.heat_white", "heat", { colour: "white" }],
    ["trh.key.heat_black", "heat", { colour: "black" }],
    ["trh.key.heat_agent", "heat", { colour: "white", agent: 1 }],
  ]],
  ["trh.key.g_spots", [
    ["trh.key.thinker_barrier", "spot", { side: "T", barrier: true }],
    ["trh.key.thinker_utility", "spot", { side: "T", barrier: false }],
    ["trh.key.maker_barrier", "spot", { side: "M", barrier: true }],
    ["trh.key.maker_utility", "spot", { side: "M", barrier: false }],
    ["trh.key.spot_company", "spot", { side: "M", barrier: true, company: 0, employees: [3] }],
  ]],
  ["trh.key.g_splay", [
    ["trh.key.strip", "strip", {}],
    ["trh.key.strip_edge", "strip", { edge: true }],
    ["trh.key.future_shock", "strip", { future_shock: [2] }],
  ]],
  ["trh.key.g_pieces", [
    ["trh.key.agent_row", "agent", { seat: 0 }],
    ["trh.key.company_row", "company", { seat: 3 }],
    ["trh.key.problem", "problem", {}],
    ["trh.key.problem_solved", "problem", { solved: 2 }],
    ["trh.key.patent", "patent", { disc: "G", n: 2, value: 3 }],
    ["trh.key.regime_row", "regime", { regime: "GLOB" }],
  ]],
  ["trh.key.icons", ["solve", "growth", "company", "heat_growth", "social_resilience", "nuclear_exchange", "exoglobal_recession", "industry_disruption", "game_end"]
    .map((type) => [`trh.key.icon.${type}`, "icon", { type }])],
];

/** The panel shown now (one per table wrap), and the language it was drawn in. */
function panelOf(wrap) { return /** @type {HTMLElement | null} */ (wrap.querySelector(":scope > #trh-key")); }

let dismissWired = false;

function closeKey(wrap, focusButton = true) {
  const panel = panelOf(wrap);
  if (!panel || panel.hidden) return;
  panel.hidden = true;
  const btn = wrap.querySelector("#trh-key-open");
  btn?.setAttribute("aria-expanded", "false");
  if (focusButton) /** @type {HTMLElement | null} */ (btn)?.focus({ preventScroll: true });
}

/** Fill the panel: every row's figure from figures.js (loaded on the first opening). */
async function fill(panel, ctx, wrap) {
  const [{ figure }] = await Promise.all([import("./figures.js"), CSS]);
  clear(panel);
  panel.dataset.lang = ctx.lang;
  const title = h("h3", { id: "trh-key-title" }, ctx.t("trh.key"));
  const close = h("button", { type: "button", class: "key-close", "aria-label": ctx.t("kit.close"), onclick: () => closeKey(wrap) }, "×");
  panel.append(h("div", { class: "key-head" }, title, close));
  for (const [group, rows] of GROUPS) {
    panel.append(h("h4", {}, ctx.t(group)));
    const list = h("ul", { class: "key-list" });
    for (const [words, kind, args] of rows) {
      let fig = null;
      try {
        fig = figure(kind, args, ctx.lang);
        fig.setAttribute("aria-hidden", "true"); // the words beside it say what it is
        fig.removeAttribute("role");
        // a small piece (an icon, a cube, an arrow) is shown twice its size
        const w = Number(fig.dataset.width);
        if (w < 60) fig.style.width = `${2 * w}px`;
      } catch (err) { console.warn("key figure", kind, err); }
      list.append(h("li", { "data-key": words.slice(8), "data-kind": kind, class: kind === "card" || kind === "regime" ? "wide" : null },
        h("span", { class: "key-fig" }, fig), h("span", { class: "key-words" }, ctx.t(words))));
    }
    panel.append(list);
  }
}

/** The "Key" button (drawn with each table); it opens and closes the panel in `wrap`. */
export function keyButton(wrap, ctx) {
  let panel = panelOf(wrap);
  if (!panel) {
    panel = h("section", { id: "trh-key", class: "trh-key", role: "dialog", "aria-labelledby": "trh-key-title", hidden: true });
    wrap.append(panel);
  }
  if (!dismissWired) {
    dismissWired = true;
    const shown = () => document.querySelector(".trh-wrap > #trh-key:not([hidden])");
    dismissable(() => !!shown(), (el) => !!el.closest?.("#trh-key, #trh-key-open"), () => { const w = shown()?.parentElement; if (w) closeKey(w, false); });
  }
  if (!panel.hidden && panel.dataset.lang !== ctx.lang) fill(panel, ctx, wrap);
  const open = !panel.hidden;
  return h("button", {
    type: "button", id: "trh-key-open", class: "key-open", "aria-controls": "trh-key", "aria-expanded": open ? "true" : "false",
    onclick: async () => {
      const p = panelOf(wrap);
      if (!p) return;
      if (!p.hidden) { closeKey(wrap); return; }
      if (p.dataset.lang !== ctx.lang || !p.childElementCount) await fill(p, ctx, wrap);
      p.hidden = false;
      wrap.querySelector("#trh-key-open")?.setAttribute("aria-expanded", "true");
      /** @type {HTMLElement | null} */ (p.querySelector(".key-close"))?.focus({ preventScroll: true });
    },
  }, ctx.t("trh.key"));
}
