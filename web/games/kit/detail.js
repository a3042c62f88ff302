// The detail panel beside a table: what a card (or any drawn thing) is, in full. Shown while a
// mouse hovers it or a key focuses it, pinned ("sticky", with a close button) by a tap or a long
// press; it closes on Escape and on a press anywhere else. Each game gives the panel's contents.

import { h, clear, dismissable } from "../../app/dom.js";

/**
 * The detail panel of one game.
 * @param {{id: string, cls: string, ui: {detail: any}, nodes: (id: string, lang: string, t: Function, view: any) => Node[]}} spec
 *   `id`/`cls`: the panel's id and class (e.g. "ren-detail"); `ui`: the game's UI state (`ui.detail`,
 *   the pinned id, survives redraws); `nodes`: the contents for an id, in the page's language.
 */
export function detailPanel(spec) {
  const box = () => document.getElementById(spec.id);
  const hide = (force = false) => {
    const panel = box();
    if (force) spec.ui.detail = null;
    if (!panel || (!force && panel.classList.contains("sticky"))) return;
    panel.hidden = true;
    panel.classList.remove("sticky");
  };
  /** @param {{lang: string, t: Function, view: any}} table @param {string} id @param {boolean} [sticky] */
  const show = (table, id, sticky = false) => {
    const panel = box();
    if (!panel || !id) return;
    spec.ui.detail = sticky ? { id } : null;
    clear(panel);
    if (sticky) {
      panel.append(h("button", { type: "button", class: "d-close", "aria-label": table.t("kit.close"),
        onclick: (ev) => { ev.stopPropagation(); hide(true); } }, "×"));
    }
    panel.append(...spec.nodes(id, table.lang, table.t, table.view).filter(Boolean));
    panel.hidden = false;
    panel.classList.toggle("sticky", sticky);
  };
  // closes on Escape and on a press anywhere else (that press still does what it does)
  dismissable(() => !!box() && !box().hidden, (el) => !!el.closest?.(`#${spec.id}`), () => hide(true));
  return {
    show, hide,
    /** The panel element itself (empty, hidden), for the table's page. */
    element: () => h("aside", { class: `kit-detail ${spec.cls}`, id: spec.id, hidden: true, "aria-live": "polite" }),
    /** After a redraw: the pinned detail again, from the new view (or the panel hidden). */
    restore: (table) => { if (spec.ui.detail) show(table, spec.ui.detail.id, true); else hide(true); },
  };
}
