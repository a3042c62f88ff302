// "Learn by playing": the guide of a guided first game (a save with `learning: true`, started from
// ./?learn=<game>). After each position the engine is asked where the game stands in its game's
// tutorial (facade op `guide`, pax/core/guide.py); the panel above the table says why the step's
// move is a good one, with its rule ID (a link to the game's How to play page), and the move's
// place on the table is highlighted: the element a tap on it would act through, found by the
// attributes the renderers put on everything actionable (data-action="<index>" for one action,
// data-actions="<i j …>" for an element that opens a chooser, whose buttons carry data-action).
// The guide only shows; the person taps, and any other move ends the guided part.

import { h } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { call } from "./engine.js";

const MARK = "guide-target";

/** @type {{ root: HTMLElement, panel: HTMLElement, index: number | null, key: string, observer: MutationObserver | null, centred: boolean } | null} */
let shown = null;
// saved games whose guide the person closed after it ended (this page only)
const closed = new Set();

/** The element a tap on legal action `index` acts through, visible on the screen, or null:
 * the table's own control for it (or a chooser button for it, once its chooser is open), then the
 * table's prompt buttons, then the list of choices beside the table. */
export function targetOf(root, index) {
  const board = root.querySelector(".board-wrap");
  const visible = (el) => el.getClientRects().length > 0 && !el.closest("[hidden]");
  const pick = (scope, sel) => (scope ? [...scope.querySelectorAll(sel)].find(visible) ?? null : null);
  return pick(board, `[data-action="${index}"]`)
    ?? pick(board, `[data-actions~="${index}"]`)
    ?? pageTab(board, index, pick)
    ?? pick(root.querySelector(".side"), `button.action[data-action="${index}"]`);
}

/** A table drawn in pages (a tablet's) whose target is on the page not shown: that page's tab
 * (role=tab, data-tab naming the data-page that holds the target), tapped first. */
function pageTab(board, index, pick) {
  const hidden = board?.querySelector(`[data-action="${index}"], [data-actions~="${index}"]`);
  const page = hidden?.closest("[data-page]")?.getAttribute("data-page");
  return page ? pick(board, `[role="tab"][data-tab="${page}"]`) : null;
}

function unmark(root) {
  for (const el of root.querySelectorAll(`.${MARK}`)) el.classList.remove(MARK);
}

/** Mark the step's target (again, after the renderer redrew the table or opened a chooser). */
function mark() {
  if (!shown || shown.index === null || !shown.root.isConnected) return;
  const el = targetOf(shown.root, shown.index);
  const old = shown.root.querySelector(`.${MARK}`);
  if (old === el) return;
  unmark(shown.root);
  if (!el) return;
  el.classList.add(MARK);
  if (!shown.centred) {
    shown.centred = true;
    // in view on a 1024×768 tablet: the target in the middle of what scrolls around it
    el.scrollIntoView?.({ block: "center", inline: "center", behavior: "instant" });
  }
}

function stop() {
  if (!shown) return;
  shown.observer?.disconnect();
  unmark(shown.root);
  shown.panel.remove();
  shown = null;
}

function panelOf(root) {
  let panel = root.querySelector(":scope > #guide");
  if (!panel) {
    panel = h("section", { id: "guide", class: "guide-panel", "aria-labelledby": "guide-h", "data-state": "loading" },
      h("h3", { id: "guide-h" }, t("guide.title")));
    const head = root.querySelector(":scope > .game-head");
    if (head) head.after(panel); else root.prepend(panel);
  }
  return panel;
}

function fill(panel, game, reply, id) {
  const g = reply.guide;
  const title = h("h3", { id: "guide-h" }, t("guide.title"));
  if (g) {
    panel.dataset.state = "step";
    panel.dataset.step = String(g.step);
    panel.replaceChildren(title,
      h("p", { class: "guide-progress", id: "guide-step" }, t("guide.step", { n: g.step, of: g.of })),
      h("p", { class: "guide-text", id: "guide-text", role: "status", "aria-live": "polite" }, g.text, " ",
        h("a", { class: "rule", id: "guide-rule", href: `howto-${game}.html#${g.rule}`, target: "_blank", rel: "noopener",
          "aria-label": t("guide.rule_link", { rule: g.rule }) }, `(${g.rule})`)),
      h("p", { class: "guide-tap muted" }, t("guide.tap")));
  } else if (reply.ended === "done" || reply.ended === "left") {
    panel.dataset.state = reply.ended;
    delete panel.dataset.step;
    panel.replaceChildren(title,
      h("p", { class: "guide-text", id: "guide-text", role: "status" }, t(`guide.${reply.ended}`)),
      h("button", { type: "button", id: "guide-close", onclick: () => { closed.add(id); stop(); } }, t("guide.close")));
  } else {
    panel.dataset.state = "wait";
    panel.dataset.step = String(reply.step + 1);
    panel.replaceChildren(title,
      h("p", { class: "guide-progress", id: "guide-step" }, t("guide.step", { n: reply.step + 1, of: reply.of })),
      h("p", { class: "guide-text muted", id: "guide-text", role: "status" }, t("guide.wait")));
  }
}

/** The guide for the screen's shown position (web/app/game.js calls it after drawing one).
 * `active`: the position is the game's own, live one (not a replay, a cached table or a robot's
 * step being told), so the engine is asked about it. */
export function follow(screen, payload, active) {
  const root = screen.root;
  if (!screen.save?.learning || !root?.classList.contains("game") || closed.has(screen.id)) { if (shown && shown.root !== root) stop(); return; }
  if (shown && shown.root !== root) stop();
  const panel = panelOf(root);
  if (!shown) {
    shown = { root, panel, index: null, key: "", observer: null, centred: false };
    // the renderers redraw the table and open choosers as they like: mark the target again
    // after each change (in the next frame, once the change is complete)
    let queued = false;
    shown.observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => { queued = false; mark(); });
    });
    shown.observer.observe(root, { childList: true, subtree: true });
  }
  if (!active) { shown.index = null; unmark(root); return; }
  const key = JSON.stringify([payload.actions.length, payload.actions.slice(-3), getLang()]);
  if (shown.key !== key) { // a new position: nothing is highlighted until the engine has answered for it
    shown.index = null;
    unmark(root);
    panel.dataset.state = "loading";
  }
  shown.key = key;
  call("guide", { setup: payload.setup, actions: payload.actions, lang: getLang() }).then((reply) => {
    if (!shown || shown.key !== key || screen.payload !== payload) return; // a later position is shown
    if (reply.ended === "foreign") { stop(); return; }
    fill(shown.panel, payload.setup.game, reply, screen.id);
    const index = reply.guide ? reply.guide.index : null;
    if (index !== shown.index) shown.centred = false;
    shown.index = index;
    if (index === null) unmark(root);
    else mark();
  }).catch((err) => console.warn("guide not shown", err));
}
