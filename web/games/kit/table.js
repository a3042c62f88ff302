// The base of a game's table drawing, and the kit's stylesheet. A game's `Table` extends
// `TableDrawing`: it draws its SVG in named stages (`stages()`: e.g. map, markets, header,
// tableaux), each a function of the drawing (`this.view`, `this.ctx`, `this.t`, `this.lang`),
// registers every drawn element under the ids it stands for (`reg`), and the kit makes the
// registered elements with legal actions controls (controls.js). Extra layers (a motion layer,
// hint highlights…) go in through `TableDrawing.layers`: each is called with the drawing and its
// root after the stages, and may add to the root or register elements.

import { loadStylesheet, svg } from "../../app/dom.js";

// the kit's rules (chooser, drawer, zoom, detail panel, prompt) before any table is drawn
await loadStylesheet("kit-css", new URL("./kit.css", import.meta.url).href);

export class TableDrawing {
  /** Layers drawn over every table after its stages: `(drawing, root) => void`. */
  static layers = /** @type {((drawing: TableDrawing, root: SVGSVGElement) => void)[]} */ ([]);

  /** @param {PaxRenderCtx<any>} ctx */
  constructor(ctx) {
    this.ctx = ctx;
    this.view = ctx.view;
    this.lang = ctx.lang;
    this.t = ctx.t;
    /** @type {Map<string, Element[]>} id → the drawn elements that stand for it */
    this.elements = new Map();
    /** @type {Map<Element, string | null>} element → the tablet page it is drawn on (null: always shown) */
    this.pageOf = new Map();
    /** @type {string | null} the page being drawn */
    this.page = null;
  }

  /** Register `el` as standing for each of `ids` (the engine's target ids); returns `el`. */
  reg(el, ...ids) {
    for (const id of ids) {
      if (id === null || id === undefined || id === "") continue;
      const k = String(id);
      if (!this.elements.has(k)) this.elements.set(k, []);
      this.elements.get(k).push(el);
    }
    this.pageOf.set(el, this.page);
    return el;
  }

  /** The table's stages in drawing order: `[name, () => SVGElement]`. */
  stages() { return []; }

  /** The SVG root (`#board-svg`) of the table, its viewBox and class. */
  root(width, height, cls) {
    return /** @type {SVGSVGElement} */ (svg("svg", { viewBox: `0 0 ${width} ${height}`, class: `kit-table ${cls}`, role: "group", "aria-label": this.t("game.table"), id: "board-svg" }));
  }

  /** Draw: the stages into `root`, then the layers. */
  drawInto(root) {
    for (const [, stage] of this.stages()) { const part = stage(); if (part) root.append(part); }
    for (const layer of TableDrawing.layers) layer(this, root);
    return root;
  }
}

let current = null; // the table drawn last: refitted (or redrawn) when the window changes size
window.addEventListener("resize", () => current?.());
/** What to run when the window changes size (the table drawn last's refit). */
export function onResize(fn) { current = fn; }
