// The confirm setting's question: before a choice that ends the person's turn, a small dialog
// asks "End your turn?"; Yes plays the choice, No (or Escape) leaves the table as it is.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/** Ask whether to end the turn; resolves true (end it) or false. */
export function askEndTurn() {
  document.getElementById("confirm-end")?.remove();
  return new Promise((resolve) => {
    let answer = false;
    const close = (yes) => { answer = yes; dialog.close(); };
    const dialog = h("dialog", { class: "confirm-dialog", id: "confirm-end", "aria-labelledby": "confirm-end-h" },
      h("h3", { id: "confirm-end-h" }, t("settings.confirm_ask")),
      h("div", { class: "buttons" },
        h("button", { type: "button", class: "primary", id: "confirm-end-yes", onclick: () => close(true) }, t("settings.confirm_yes")),
        h("button", { type: "button", id: "confirm-end-no", onclick: () => close(false) }, t("settings.confirm_no"))));
    dialog.addEventListener("close", () => { dialog.remove(); resolve(answer); });
    document.body.append(dialog);
    dialog.showModal();
    /** @type {HTMLElement} */ (dialog.querySelector("#confirm-end-yes")).focus();
  });
}
