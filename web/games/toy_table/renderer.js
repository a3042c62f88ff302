// The toy game's table (tests/core/toy.py, `NimTableRules`; shipped in test builds only, see
// scripts/build.py TEST_GAMES): the smallest renderer in the kit's shell (web/games/kit/), the
// example of docs/ARCHITECTURE.md "Adding a game". The heap is a grid of stones numbered from 1
// up to the heap, read left to right; the engine names the stone each take acts on (`targets`:
// the lowest stone it removes), so the top three stones are the table's controls and a tap on
// one takes it and every stone after it. Its few words, in English and Hungarian, are in its
// catalogue.

import { h, svg, clear, loadStylesheet } from "../../app/dom.js";
import { catalogOf } from "../../app/catalog.js";
import { TableDrawing } from "../kit/table.js";
import { wireControls } from "../kit/controls.js";
import { listenTable } from "../kit/events.js";
import { looseButtons, victoryTitle } from "../kit/prompt.js";
import { tabletDrawer } from "../kit/drawer.js";

await loadStylesheet("toy-table-css", new URL("./toy.css", import.meta.url).href);

// the toy's words, English and Hungarian: its catalogue (NimTableRules.spec.catalog)
const CAT = /** @type {any} */ (await catalogOf("toy_table"));

/** One of the toy's words in `lang` (English for any other language). */
function word(lang, key, params = {}) {
  const text = CAT.words[key][lang] ?? CAT.words[key].en;
  return text.replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? ""));
}

/** The victory screen's title of a victory (the toy has one). */
export function victoryName(victory, lang) {
  const v = CAT.victories[victory];
  return v ? v[lang] ?? v.en : String(victory);
}

const PER_ROW = 10; // stones in a row
const CELL = 44; // a stone's square, in table units (a tap target of 34 units at least)
const PAD = 12;

export class Table extends TableDrawing {
  /** @override */
  stages() { return [["heap", () => this.heap()]]; }

  /** The heap: stone k (1…heap) in row ⌊(k−1)/10⌋, registered under its id `stone-k`. */
  heap() {
    const g = svg("g", { class: "toy-heap" });
    for (let k = 1; k <= this.view.heap; k++) {
      const cx = PAD + ((k - 1) % PER_ROW) * CELL + CELL / 2;
      const cy = PAD + Math.floor((k - 1) / PER_ROW) * CELL + CELL / 2;
      g.append(this.reg(svg("circle", { class: "toy-stone", cx, cy, r: CELL / 2 - 5, "data-id": `stone-${k}` }), `stone-${k}`));
    }
    return g;
  }

  draw() {
    const rows = Math.max(1, Math.ceil(this.view.heap / PER_ROW));
    return this.drawInto(this.root(2 * PAD + PER_ROW * CELL, 2 * PAD + rows * CELL, "toy-table"));
  }
}

const CONTROLS = {
  askFirst: new Set(),
  anchorOf: (action, elements) => action.targets.map(String).find((id) => elements.has(id)) ?? null,
  nameFor: (_el, anchor) => anchor,
};

/** Who decides and what (or who won), the heap's size and any action on nothing drawn. */
function prompt(ctx, loose) {
  const v = ctx.view;
  const left = h("span", { class: "toy-left" }, word(ctx.lang, "left", { n: v.heap }));
  if (ctx.over) return h("div", { class: "kit-prompt toy-prompt over", id: "toy-prompt", role: "status" }, victoryTitle(ctx, victoryName));
  if (ctx.stopped) return h("div", { class: "kit-prompt toy-prompt over", id: "toy-prompt", role: "status" }, h("strong", {}, ctx.stopped));
  return h("div", { class: "kit-prompt toy-prompt", id: "toy-prompt", role: "status", "aria-live": "polite" },
    h("strong", { class: "decider" }, v.players[v.to_move]?.name ?? ""), " ",
    h("span", {}, word(ctx.lang, "turn")), " ", left, looseButtons(loose, ctx));
}

const DRAWN = new WeakMap(); // the wrap → the ctx drawn in it (read by its listeners)
// the kit's game screen: on a tablet the choices and the log are a drawer, opened above the table
const drawer = tabletDrawer({ game: "toy_table", ui: { drawer: false }, buttonId: "toy-drawer", sideId: "toy-side" });

/** Draw the table for `ctx` into `container` (the contract: web/README.md).
 * @param {HTMLElement} container @param {PaxRenderCtx<any>} ctx */
export function render(container, ctx) {
  clear(container);
  const table = new Table(ctx);
  const root = table.draw();
  const { loose } = wireControls(table.elements, ctx, CONTROLS);
  const wrap = h("div", { class: "toy-wrap", id: "board", "data-game": "toy_table" },
    h("div", { class: "kit-top" }, prompt(ctx, loose), drawer.button(container, ctx)), h("div", { class: "kit-scroll toy-scroll fitted" }, root));
  DRAWN.set(wrap, ctx);
  listenTable(wrap, {
    ctx: () => DRAWN.get(wrap), chooserCls: "toy-chooser",
    detail: { show: () => {}, hide: () => {} }, tapDetail: "[data-detail]", hoverDetail: "[data-detail]", detailId: () => "",
  });
  container.append(wrap);
}
