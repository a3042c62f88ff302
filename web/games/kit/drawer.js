// The tablet drawer, and with it the kit's game screen: a game screen with this drawer is marked
// as the kit's (data-shell="kit"), and kit.css lays it out. On a narrow window the game screen's
// side panel (choices, replay, log) is a drawer over the table's right edge, opened by a button
// above the table; on a desktop the side panel is beside the table and the button is hidden
// (kit.css). Closes on Escape and on a press beside it (that press only closes it).

import { h, dismissable } from "../../app/dom.js";

/**
 * The drawer of one game's screen (`.game[data-game=<game>]`).
 * @param {{game: string, ui: {drawer: boolean}, buttonId: string, sideId: string}} spec
 */
export function tabletDrawer(spec) {
  const sel = `.game[data-game='${spec.game}']`;
  /** Whether the drawer is open over the table (on a desktop the side panel is no drawer). */
  const shown = () => {
    const side = document.querySelector(`${sel}[data-drawer='open'] .side`);
    return !!side && getComputedStyle(side).position === "fixed";
  };
  const set = (open) => {
    spec.ui.drawer = open;
    const game = /** @type {HTMLElement} */ (document.querySelector(sel));
    if (!game) return;
    game.dataset.drawer = open ? "open" : "closed";
    if (open) {
      const side = game.querySelector(".side");
      /** @type {HTMLElement} */ (side?.querySelector("button:not([disabled]), [tabindex]"))?.focus?.({ preventScroll: true });
      const log = side?.querySelector(".log-list"); // the log opens on its newest entry
      if (log) log.scrollTop = log.scrollHeight;
    }
  };
  dismissable(shown, (el) => !!el.closest?.(`${sel} .side, #${spec.buttonId}`), () => set(false), true);
  return {
    set, shown,
    /** The button that opens it ("Choices (n) & log", at the end "Standings"); null outside a game screen. */
    button(container, ctx) {
      const game = /** @type {HTMLElement} */ (container.closest(".game"));
      const side = game?.querySelector(".side");
      if (!game || !side) return null;
      // the screen is the kit's: kit.css lays out its page, head and side panel (a drawer on a
      // tablet, opened by this button)
      game.dataset.shell = "kit";
      game.dataset.drawer = spec.ui.drawer ? "open" : "closed";
      side.id = spec.sideId;
      if (!side.querySelector(".drawer-close")) {
        side.prepend(h("button", { type: "button", class: "drawer-close", "aria-label": ctx.t("kit.close"), onclick: () => set(false) }, "×"));
      }
      return h("button", { type: "button", class: "drawer-open", id: spec.buttonId, "aria-controls": spec.sideId, onclick: () => set(game.dataset.drawer !== "open") },
        ctx.over ? ctx.t("kit.standings") : ctx.t("kit.drawer", { n: ctx.legal.length }));
    },
  };
}
