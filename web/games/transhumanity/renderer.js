// Pax Transhumanity table: one SVG drawn from rules.view alone (a pure function of the view, the
// legal actions, the space the window gives it and this module's UI state: zoom, tab, the card
// shown in the detail panel), in the shell of web/games/kit/ (chooser, drawer, zoom, detail
// panel, prompt buttons, controls, one DOM diff, one delegated listener set). This file holds the
// table's stages and how they meet the kit; the drawing is in the modules named after what they
// draw: header.js, splay.js, spheres.js, cards.js, players.js, pieces.js, pages.js, prompt.js.
//
// Two layouts of the same pieces (layout.js), chosen by the space the table has (so that at Fit
// every text is at least 10 CSS px and every tap target at least 24×24):
// - "wide" (a desktop window): everything at once. The header (whose turn, Regime card, draw
//   deck, discard, credit), Human Progress and the Splay with the card being decided on at its
//   right, the four spheres side by side (problems, Market column with its price rows,
//   infrastructure board, unemployment), then one board per player.
// - "tablet" (1024×768 and other small windows): the header, then one of two pages chosen by
//   tabs above the table: "Spheres & market" (the four spheres) or "Progress & players" (the
//   Splay, the card being decided on, the player boards and the credit). Each tab says how many
//   highlighted places it holds; when a new decision has none on the page shown, the table turns
//   to the page that has them.
//
// Every legal action is reachable on the table: the engine names the table elements an action
// acts on (`targets`); each drawn element registers the ids it stands for, and an element with
// legal actions is highlighted, gets role=button, an aria-label and data-action="<index>" (one
// action) or opens a small chooser whose buttons carry data-action (several actions). Actions
// acting on nothing drawn (end the turn, done, skip, the turn menu) are buttons of the prompt,
// which is part of #board. No two tap targets overlap: a card's heat squares are a column of
// their own beside the card's body.

import { h, svg, clear } from "../../app/dom.js";
import { CAT, ui, seatFill, nameOf } from "./shared.js";
import { marksFor } from "./changes.js";
import { keyButton } from "./key.js"; // hook(howto-trh): the Key to the table
import { WIDE, TABLET } from "./layout.js";
import { header, credit } from "./header.js";
import { splay, focus } from "./splay.js";
import { spheres, sphereHeight } from "./spheres.js";
import { players } from "./players.js";
import { detailNodes } from "./detail.js";
import { prompt, lastMoveLine, victoryName } from "./prompt.js";
import { pagesShown, choosePage, pageTabs } from "./pages.js";
import { victoryDetails } from "./victory.js";
import { TableDrawing, onResize } from "../kit/table.js";
import { morph } from "../kit/diff.js";
import { wireControls } from "../kit/controls.js";
import { closeChooser } from "../kit/chooser.js";
import { listenTable } from "../kit/events.js";
import { detailPanel } from "../kit/detail.js";
import { tabletDrawer } from "../kit/drawer.js";
import { attachZoom, zoomGestures, fitToWindow, room } from "../kit/zoom.js";

export { CAT, ui, victoryName, victoryDetails };

/** Each seat's colour on the table (the victory chart draws each player in it). */
export function seatColour(view, seat) { return seatFill(view, seat); }

export function ruleOf(kind) { return CAT.action_rules?.[kind] ?? null; }

/** The table of one position in layout `L`: its stages, and the registry of what each drawn
 * element stands for (and on which tablet page). */
export class Table extends TableDrawing {
  constructor(ctx, L) {
    super(ctx);
    this.L = L;
    this.me = ctx.view.viewer ?? null; // whose eyes the view is drawn for
  }

  /** The element shows the detail of `id` on hover, long-press or tap (web/games/kit/events.js). */
  detail(el, id) {
    el.dataset.detail = id;
    return el;
  }

  /** The table's size in SVG units. */
  size() {
    const L = this.L;
    const sph = L.col.y + sphereHeight(this);
    if (L.name === "wide") return [L.W, sph + 4 + L.band.h + 4];
    const rows = Math.ceil(this.view.players.length / L.band.cols);
    const people = L.band.y + rows * (L.band.h + L.band.gap) + 30;
    return [L.W, Math.max(sph + 4, people)];
  }

  /** A tablet page: what `draw` draws, registered as drawn on that page. */
  onPage(name, draw) {
    this.page = name;
    const g = svg("g", { class: "page", "data-page": name }, ...draw());
    this.page = null;
    return g;
  }

  /** @override */
  stages() {
    const L = this.L;
    const [W, H] = this.size();
    const bands = () => players(this, L.name === "wide" ? L.col.y + sphereHeight(this) + 4 : L.band.y, W - 2 * L.col.x0);
    if (L.name === "wide") {
      return [["header", () => header(this)], ["splay", () => splay(this)], ["focus", () => focus(this)], ["spheres", () => spheres(this)], ["players", bands]];
    }
    return [["header", () => header(this)], ["spheres", () => this.onPage("spheres", () => [spheres(this)])],
      ["people", () => {
        const people = this.onPage("people", () => [splay(this), focus(this), bands(), credit(this, W / 2, H - 18, "middle")]);
        people.querySelectorAll(".credit-text").forEach((t) => t.classList.add("dark"));
        return people;
      }]];
  }

  draw() {
    const [W, H] = this.size();
    return this.drawInto(this.root(W, H, `trh-table ${this.L.name}`));
  }
}

// ---------------------------------------------------------------- controls

// Actions that give away something the player may have meant to use (selling or divesting a
// patent, an agent or a company, discarding, removing or losing a card or agent): a tap on their
// element opens a chooser naming the action, never plays it at once.
const ASK_FIRST = new Set(["sell", "divest", "discard", "remove", "lose", "nuke"]);

// Actions whose first target is the thing they act on (the later ones say where the labor is).
const FIRST = new Set(["commercialize", "research", "syndicate", "import", "to", "chain", "divest", "orient", "alt", "secret"]);

const CONTROLS = {
  askFirst: ASK_FIRST,
  /** The target id under which an action is offered on the table (null: not on the table). */
  anchorOf(action, elements) {
    const present = action.targets.map(String).filter((x) => elements.has(x));
    if (!present.length) return null;
    return FIRST.has(action.kind) ? present[0] : present[present.length - 1];
  },
  nameFor: (el, anchor) => (el.dataset.id && CAT.cards[el.dataset.id] ? nameOf(el.dataset.id) : nameOf(anchor, drawnLang)),
};

// ---------------------------------------------------------------- the page around the table

const TABLET_MQ = matchMedia("(max-width: 1100px)");
const detail = detailPanel({ id: "trh-detail", cls: "trh-detail", ui, nodes: detailNodes });
const drawer = tabletDrawer({ game: "transhumanity", ui, buttonId: "trh-drawer", sideId: "trh-side" });

/** Which layout the space calls for: the wide one only where all of it fits at Fit with its
 * smallest text (11 units) at 10 CSS px or more. */
function layoutFor(avail, n) {
  if (TABLET_MQ.matches) return TABLET;
  const probe = new Table(/** @type {any} */ ({ view: { players: new Array(n).fill({}) }, t: () => "", lang: "en" }), WIDE);
  const [W, H] = probe.size();
  return Math.min(avail[0] / W, avail[1] / H) * 11 >= 10.2 ? WIDE : TABLET;
}

// The table's wrap keeps the table drawn last (its Table, ctx, layout and zoom bar) for its listeners.
const DRAWN = new WeakMap();
let drawnLang = "en"; // the language of the table drawn last (the controls' names)

/** game.js keeps this renderer's board element from one position to the next (see render). */
export const patches = true;

/** Draw the table for `ctx` into `container` (see web/games/registry.js for the contract). A
 * container that already holds this table in the same layout is made equal to the new drawing
 * in place (web/games/kit/diff.js).
 * @param {HTMLElement} container @param {PaxRenderCtx<PaxTranshumanityCatalog>} ctx */
export function render(container, ctx) {
  // a card pinned in the detail panel belongs to its game screen: another game (or the same one
  // opened again) starts without it
  const old = /** @type {HTMLElement} */ (container.querySelector(":scope > .trh-wrap"));
  const game = JSON.stringify(ctx.setup);
  if (ui.detailGame !== game || !old) { ui.detail = null; ui.detailGame = game; }
  const before = old ? DRAWN.get(old) : null;
  // the layout is a function of the window's size: measured again only when that changed
  const size = `${window.innerWidth}x${window.innerHeight}:${ctx.view.players.length}`;
  const again = before && before.size === size ? before.L : null;
  let wrap, scroller, top;
  if (again) {
    wrap = old;
    scroller = wrap.querySelector(":scope > .trh-scroll");
    top = wrap.querySelector(":scope > .trh-top");
    clear(top);
    wrap.querySelector(":scope > .trh-pagebar")?.remove();
    closeChooser(wrap);
  } else {
    clear(container);
    container.classList.add("trh-board");
    wrap = h("div", { class: "trh-wrap", id: "board", "data-game": "transhumanity" });
    scroller = h("div", { class: "kit-scroll trh-scroll" });
    top = h("div", { class: "kit-top trh-top" });
    wrap.append(top, scroller, detail.element());
    container.append(wrap);
    const table = () => DRAWN.get(wrap).table;
    listenTable(wrap, {
      ctx: () => DRAWN.get(wrap).ctx, chooserCls: "trh-chooser", detail: { show: (id, sticky) => detail.show(table(), id, sticky), hide: detail.hide },
      tapDetail: "[data-detail]", hoverDetail: "[data-detail]", detailId: (el) => el.dataset.detail,
    });
    zoomGestures(scroller, ui, () => DRAWN.get(wrap)?.zoom);
  }
  const drawerButton = drawer.button(container, ctx);
  const L = again ?? layoutFor(room(scroller, 240), ctx.view.players.length);
  const table = new Table(ctx, L);
  drawnLang = ctx.lang;
  const drawn = table.draw();
  for (const key of marksFor(ctx)) for (const el of table.elements.get(key) ?? []) el.classList.add("last-move");
  const { loose, byEl } = wireControls(table.elements, ctx, CONTROLS);
  const perPage = { spheres: 0, people: 0 };
  for (const el of byEl.keys()) { const page = table.pageOf.get(el); if (page) perPage[page] += 1; }
  let root = drawn;
  if (L === TABLET) pagesShown(drawn, choosePage(ctx, perPage));
  if (again) {
    // what the page around the table set on it stays as it is (its size for Fit)
    root = scroller.querySelector(":scope > svg");
    morph(root, drawn, ["style"]);
  } else scroller.append(root);
  const zoom = attachZoom(scroller, root, ui, ctx.t, { min: 1, max: 3, cls: "trh-zoom" });
  DRAWN.set(wrap, { table, ctx, L, size, zoom });
  top.append(...[prompt(ctx, loose, L === WIDE), drawerButton, L === WIDE ? zoom : null].filter(Boolean));
  top.append(keyButton(wrap, ctx)); // hook(howto-trh): the Key button (its panel stays in the wrap)
  if (L === TABLET) wrap.insertBefore(h("div", { class: "trh-pagebar" }, pageTabs(root, ctx, perPage), lastMoveLine(ctx), zoom), scroller);
  wrap.dataset.layout = L.name;
  const fit = () => fitToWindow(container, scroller, zoom, null, { side: false, minH: 240 });
  fit();
  onResize(() => {
    if (!container.isConnected) return;
    if (layoutFor(room(scroller, 240), ctx.view.players.length) !== L) render(container, ctx);
    else {
      fit();
      const now = DRAWN.get(wrap);
      if (now?.table === table) now.size = `${window.innerWidth}x${window.innerHeight}:${ctx.view.players.length}`;
    }
  });
  if (!again) requestAnimationFrame(() => { scroller.scrollLeft = ui.scroll[0]; scroller.scrollTop = ui.scroll[1]; });
  detail.restore(table);
}

