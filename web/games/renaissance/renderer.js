// Pax Renaissance table: one SVG drawn from rules.view (a pure function of the view, the legal
// actions and this module's UI state: zoom and the card shown in the detail panel), in the shell
// of web/games/kit/ (chooser, drawer, zoom, detail panel, prompt buttons, controls, one DOM diff,
// one delegated listener set). This file holds the table's stages and how they meet the kit; the
// drawing is in the modules named after what they draw: map.js, market.js, header.js,
// tableau.js, cards.js, glyphs.js, legend.js, prompt.js.
//
// Every legal action is reachable on the table: the engine names the table elements an action
// acts on (`targets`); each drawn element registers the ids it stands for, and an element with
// legal actions is highlighted and gets a transparent control on top (role=button, aria-label,
// data-action="<index>", or data-actions for a chooser). Actions acting on nothing drawn (pass,
// done, decline…) are buttons in the prompt above the table.

import { h, svg, clear } from "../../app/dom.js";
import { CAT, ui, nameOf, seatColour } from "./shared.js";
import { detailNodes } from "./detail.js";
import { W, BAND, bandHeight } from "./layout.js";
import { map } from "./map.js";
import { markets } from "./market.js";
import { header } from "./header.js";
import { tableaux } from "./tableau.js";
import { legend } from "./legend.js";
import { prompt, victoryName } from "./prompt.js";
import { changes, lastChanges } from "./changes.js";
import { tableView, viewToggle } from "./geomap.js";
import { TableDrawing, onResize } from "../kit/table.js";
import { morph } from "../kit/diff.js";
import { wireControls } from "../kit/controls.js";
import { closeChooser } from "../kit/chooser.js";
import { listenTable } from "../kit/events.js";
import { detailPanel } from "../kit/detail.js";
import { tabletDrawer } from "../kit/drawer.js";
import { attachZoom, zoomGestures, fitToWindow } from "../kit/zoom.js";

export { CAT, ui, changes, victoryName };
/** Each seat's colour on the table (the victory chart draws each player in it). */
export { seatColour };

export function ruleOf(kind) { return CAT.action_rules?.[kind] ?? null; }

/** The table of one position: its stages, and the registry of what each drawn element stands for. */
export class Table extends TableDrawing {
  constructor(ctx) {
    super(ctx);
    this.marks = ctx.marks ?? new Set(); // what changed since the deciding person last saw the table
    this.latest = ctx.latest ?? new Set(); // what the move just played changed (part of marks)
  }

  /** @override */
  stages() {
    return [["map", () => map(this)], ["markets", () => markets(this)], ["header", () => header(this)], ["tableaux", () => tableaux(this)]];
  }

  draw() {
    return this.drawInto(this.root(W, BAND.y + this.view.players.length * bandHeight(this.view.players.length), "ren-table"));
  }
}

// ---------------------------------------------------------------- controls

/** The target id under which an action is offered on the table (null: not on the table). */
function anchorOf(action, elements) {
  const present = action.targets.map((x) => String(x)).filter((x) => elements.has(x));
  if (!present.length) return null;
  // place: the destination (first); others: the most specific (last) target drawn
  return action.kind === "place" ? present[0] : present[present.length - 1];
}

/** A transparent copy of an element's outline shape (its first rect or circle), on top of it:
 * what the drawing shows (names cut into lines, icons, numbers) is graphics, and the control's
 * name is the action's label. */
function hitShape(el) {
  const base = el.querySelector(":scope > .card-bg, :scope > .map-bg, :scope > .city-bg, :scope > .border-bg, :scope > .side-bg")
    ?? el.querySelector(":scope > rect, :scope > circle, :scope > path");
  let shape;
  if (base?.tagName === "circle") shape = svg("circle", { cx: base.getAttribute("cx"), cy: base.getAttribute("cy"), r: base.getAttribute("r") });
  else if (base?.tagName === "rect") {
    shape = svg("rect", { x: base.getAttribute("x") ?? 0, y: base.getAttribute("y") ?? 0, width: base.getAttribute("width"), height: base.getAttribute("height"), rx: base.getAttribute("rx") ?? 0 });
  } else if (base) shape = svg("path", { d: base.getAttribute("d") });
  else shape = svg("rect", { width: 1, height: 1 });
  shape.setAttribute("class", "hit");
  return shape;
}

// Actions that give away a card or a piece the player may have meant to use (selling a hand or
// tableau card, discarding, killing a repressed token): a tap on their element opens a chooser
// naming the action, never plays it at once.
const ASK_FIRST = new Set(["sell", "discard", "kill"]);

const CONTROLS = {
  anchorOf, askFirst: ASK_FIRST, control: hitShape, all: true,
  nameFor: (el, anchor) => nameOf(el.dataset.id ?? anchor.replace(/^(city|border|card):/, ""), live.lang),
};

/** A tap on a tableau card that is no control of its own operates its side: the side's control
 * as it is on the table now. */
function sideOf(target) {
  const cards = target.closest?.("#board-svg .side-cards");
  return cards ? cards.parentNode.querySelector(`:scope > .side-area.legal[data-id="${cards.getAttribute("data-cards-of")}"]`) : null;
}

// ---------------------------------------------------------------- the page around the table

const detail = detailPanel({ id: "ren-detail", cls: "ren-detail", ui, nodes: detailNodes });
const drawer = tabletDrawer({ game: "renaissance", ui, buttonId: "ren-drawer", sideId: "ren-side" });

// The table on screen in each container (its SVG, scroll area, zoom bar, top bar), and the table
// drawn last (the listeners act on it).
const SHOWN = new WeakMap();
let live = null;

/** This renderer patches its table in place (web/app/game.js keeps its board element). */
export const patches = true;

/** Draw the table for `ctx` into `container` (see web/games/registry.js for the contract); a
 * container that already shows this game's table is made equal to the new drawing in place
 * (web/games/kit/diff.js).
 * @param {HTMLElement} container @param {PaxRenderCtx<PaxRenaissanceCatalog>} ctx */
export function render(container, ctx) {
  // a card pinned in the detail panel belongs to its game screen: another game (or the same one
  // opened again) starts without it
  const game = JSON.stringify(ctx.setup);
  if (ui.detailGame !== game || !SHOWN.get(container)) { ui.detail = null; ui.detailGame = game; }
  ctx = { ...ctx, ...lastChanges(ctx) };
  const table = new Table(ctx);
  live = table;
  const fresh = table.draw();
  closeChooser(container);
  const { loose } = wireControls(table.elements, ctx, CONTROLS);
  let shown = SHOWN.get(container);
  if (shown && (!container.contains(shown.scroller) || shown.root.getAttribute("viewBox") !== fresh.getAttribute("viewBox"))) shown = null;
  // the legend depends only on the language, the colour of the cube it shows and the view (map or
  // compact): kept (and left open or closed) while they stay the same
  const legendKey = `${ctx.lang}|${seatColour(ctx.view, ctx.view.seat ?? ctx.view.to_move ?? 0)}|${tableView()}`;
  const keepLegend = shown && shown.legendKey === legendKey;
  const top = [prompt(ctx, loose, drawer.set), keepLegend ? shown.top[1] : legend(ctx), drawer.button(container, ctx)];
  if (shown) {
    morph(shown.root, fresh, ["style"]);
    const [oldPrompt, oldLegend, oldDrawer] = shown.top;
    oldPrompt.replaceWith(top[0]);
    if (!keepLegend) { top[1].open = oldLegend.open; oldLegend.replaceWith(top[1]); }
    if (oldDrawer && top[2]) oldDrawer.replaceWith(top[2]);
    else if (top[2]) shown.zoomBar.before(top[2]);
    else oldDrawer?.remove();
    shown.top = top;
    shown.legendKey = legendKey;
  } else {
    clear(container);
    const scroller = h("div", { class: "kit-scroll ren-scroll", id: "board", "data-game": "renaissance" });
    scroller.append(fresh);
    container.classList.add("ren-wrap");
    const zoomBar = attachZoom(scroller, fresh, ui, ctx.t, { cls: "ren-zoom" });
    container.append(h("div", { class: "kit-top ren-top" }, ...top, zoomBar), scroller, detail.element());
    shown = { root: fresh, scroller, zoomBar, top, legendKey };
    SHOWN.set(container, shown);
    const show = (id, sticky) => detail.show(live, id, sticky);
    // a long press anywhere on the table shows what it is (a card or map card: its detail) and
    // never plays anything
    listenTable(container, {
      ctx: () => live.ctx, chooserCls: "ren-chooser", detail: { show, hide: detail.hide },
      tapDetail: "[data-detail]", hoverDetail: "[data-detail], .map-card", detailId: (el) => el.dataset.detail ?? el.dataset.id, redirect: sideOf,
    });
    zoomGestures(scroller, ui, () => SHOWN.get(container)?.zoomBar);
    requestAnimationFrame(() => { scroller.scrollLeft = ui.scroll[0]; scroller.scrollTop = ui.scroll[1]; });
  }
  const { scroller, zoomBar } = shown;
  viewToggle(zoomBar, ctx.t, () => render(container, ctx)); // the map/compact switch (geomap.js)
  ui.fit = fitToWindow(container, scroller, zoomBar, ui.fit);
  const refit = () => { if (container.isConnected) ui.fit = fitToWindow(container, scroller, zoomBar); };
  onResize(refit);
  requestAnimationFrame(refit);
  detail.restore(table);
}
