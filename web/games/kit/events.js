// One delegated listener set per table: taps and keys on controls, card details on hover (where a
// mouse is the main pointer: on a tablet a redrawn table must not "hover" the card under the
// finger's last position), keyboard focus, long press and tap. The handlers look up what they act
// on when they run (the table drawn last), so a redraw (diff.js) never rewires anything.

import { longPressWithin } from "../../app/dom.js";
import { actOn } from "./controls.js";
import { closeChooser } from "./chooser.js";

const HOVER = matchMedia("(hover: hover)");

/**
 * @param {HTMLElement} wrap the element the listeners go on (holds the table and its chooser)
 * @param {{ctx: () => PaxRenderCtx<any>, chooserCls: string,
 *   detail: {show: (id: string, sticky?: boolean) => void, hide: (force?: boolean) => void},
 *   tapDetail: string, hoverDetail: string, detailId: (el: HTMLElement) => string,
 *   redirect?: (target: HTMLElement) => HTMLElement | null}} spec
 *   `tapDetail`/`hoverDetail`: selectors (inside #board-svg) of what shows a detail on a tap / on
 *   hover, focus and long press; `redirect`: the control a tap on a non-control stands for.
 */
export function listenTable(wrap, spec) {
  const LEGAL = "#board-svg .legal";
  const hoverSel = spec.hoverDetail.split(",").map((s) => `#board-svg ${s.trim()}`).join(", ");
  const tapSel = spec.tapDetail.split(",").map((s) => `#board-svg ${s.trim()}`).join(", ");
  const act = (ev, el) => { ev.stopPropagation(); actOn(wrap, el, spec.ctx(), spec.chooserCls); };
  wrap.addEventListener("click", (ev) => {
    const target = /** @type {HTMLElement} */ (ev.target);
    if (!target.closest(".kit-chooser")) closeChooser(wrap);
    const el = target.closest?.(LEGAL) ?? spec.redirect?.(target);
    if (el) { act(ev, el); return; }
    // a tap that plays a move (on an element inside a card) does not also open the card's detail
    const card = /** @type {HTMLElement} */ (target.closest?.(tapSel));
    if (card) spec.detail.show(spec.detailId(card), true);
  });
  wrap.addEventListener("keydown", (ev) => {
    const el = /** @type {HTMLElement} */ (ev.target).closest?.(LEGAL);
    if (el && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); act(ev, el); }
  });
  wrap.addEventListener("pointerover", (ev) => {
    const d = /** @type {HTMLElement} */ (/** @type {HTMLElement} */ (ev.target).closest?.(hoverSel));
    if (ev.pointerType === "mouse" && HOVER.matches && d && !d.contains(/** @type {Node} */ (ev.relatedTarget))) spec.detail.show(spec.detailId(d));
  });
  wrap.addEventListener("pointerout", (ev) => {
    const d = /** @type {HTMLElement} */ (ev.target).closest?.(hoverSel);
    if (ev.pointerType === "mouse" && d && !d.contains(/** @type {Node} */ (ev.relatedTarget))) spec.detail.hide();
  });
  wrap.addEventListener("focusin", (ev) => { // keyboard only
    const target = /** @type {HTMLElement} */ (ev.target);
    const d = /** @type {HTMLElement} */ (target.closest?.(hoverSel));
    if (d && target.matches(":focus-visible")) spec.detail.show(spec.detailId(d));
  });
  longPressWithin(wrap, hoverSel, (el) => spec.detail.show(spec.detailId(el), true), () => spec.detail.hide(true));
}
