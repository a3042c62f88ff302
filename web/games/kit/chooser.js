// The chooser: a small list of the actions one table element offers (several actions, or one
// that gives something away and is asked first), next to what was tapped, inside the window.

import { h } from "../../app/dom.js";

/** Open the chooser of `acts` under `title` beside `anchorEl`, in `host` (the table's wrap);
 * `cls`: the game's own class beside `kit-chooser` (e.g. "ren-chooser").
 * @param {HTMLElement} host @param {Element} anchorEl @param {PaxLegal[]} acts
 * @param {{choose: (i: number) => void, t: (k: string, p?: any) => string}} ctx @param {string} title @param {string} cls */
export function openChooser(host, anchorEl, acts, ctx, title, cls) {
  closeChooser(host);
  const box = h("div", { class: `kit-chooser ${cls}`, role: "dialog", "aria-label": title },
    h("div", { class: "chooser-head" }, h("strong", {}, title),
      h("button", { type: "button", class: "chooser-close", "aria-label": ctx.t("kit.close"), onclick: () => closeChooser(host) }, "×")),
    h("ul", {}, acts.map((a) => h("li", {}, h("button", {
      type: "button", class: "chooser-action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
      onclick: (ev) => { ev.stopPropagation(); closeChooser(host); ctx.choose(a.index); },
    }, a.label)))));
  // below what was tapped, or above when there is no room, always inside the window
  host.append(box);
  const r = anchorEl.getBoundingClientRect();
  const bw = box.offsetWidth;
  const bh = box.offsetHeight;
  const left = Math.max(4, Math.min(r.left, window.innerWidth - bw - 4));
  let top = r.bottom + 4;
  if (top + bh > window.innerHeight - 4) top = r.top - bh - 4 >= 4 ? r.top - bh - 4 : Math.max(4, window.innerHeight - bh - 4);
  box.style.left = `${left}px`;
  box.style.top = `${top}px`;
  /** @type {HTMLElement} */ (box.querySelector("button.chooser-action"))?.focus();
}

/** @param {ParentNode} host */
export function closeChooser(host) {
  host.querySelector(".kit-chooser")?.remove();
}
