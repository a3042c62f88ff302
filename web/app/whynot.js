// "Why not?": a tap on something on the table that offers no move (a market card too dear, an
// idea that cannot be commercialized, another player's turn …) asks the engine why
// (facade op `why_not`, the game's Rules.why_not) and shows the reason with its rule ID and a
// link to the rule's explanation, in a small note that closes with its × and never covers the
// table's controls (it takes no taps but its own).
//
// The tapped element is named by the ids the renderers draw (`data-id`): the innermost element
// first, then the ones it lies in (a card inside its market slot), so the engine can answer for
// whichever of them it knows. Taps on elements that act (`.legal`, `data-action(s)`), on
// choosers and on the page's own controls are left alone.

import { h } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { call } from "./engine.js";

const MAX_IDS = 6;

/** The `data-id`s of the tapped element and those around it (innermost first), or [] when the tap
 * is not on a drawn table element or lands on something that acts. */
export function tappedIds(target) {
  const el = target instanceof Element ? target : null;
  if (!el || !el.closest("#board-svg")) return [];
  if (el.closest(".legal, [data-action], [data-actions], [role='button'], button, a, .ren-chooser, .trh-chooser")) return [];
  const ids = [];
  for (let node = el.closest("[data-id]"); node && ids.length < MAX_IDS; node = node.parentElement?.closest("[data-id]")) {
    const id = node.getAttribute("data-id");
    if (id && id.length <= 80 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Remove the note, if one is shown. */
export function closeWhyNot() {
  document.getElementById("whynot")?.remove();
}

/** Show a reason ({rule, text}) for game `game` at position `step` in the note. */
export function showWhyNot(game, reason, step) {
  closeWhyNot();
  const rule = String(reason.rule || "");
  const note = h("aside", { class: "whynot-note", id: "whynot", role: "status", "aria-live": "polite", "data-rule": rule, "data-step": step },
    h("strong", { class: "whynot-title" }, t("teach.whynot_title")), " ",
    h("span", { class: "whynot-text" }, reason.text), " ",
    rule ? h("a", { class: "whynot-rule rule", href: `howto-${game}.html#${encodeURIComponent(rule)}`, target: "_blank", rel: "noopener" },
      t("teach.whynot_rule", { rule })) : null,
    h("button", { type: "button", class: "whynot-close", id: "whynot-close", "aria-label": t("teach.close"), onclick: closeWhyNot }, "×"));
  document.body.append(note);
  return note;
}

/** Listen for taps on the game screen's table (once per screen root). `current()` gives the
 * payload shown now and whose eyes it is seen through ({payload, seats, readOnly}). */
export function watchWhyNot(root, current) {
  if (!root || root.dataset.whynot === "on") return;
  root.dataset.whynot = "on";
  let asked = 0;
  root.addEventListener("click", async (ev) => {
    const ids = tappedIds(ev.target);
    const now = current();
    if (!ids.length || !now || now.readOnly || now.payload.over) return;
    const p = now.payload;
    const mine = ++asked;
    let reply;
    try {
      reply = await call("why_not", { setup: p.setup, actions: p.actions, target: ids, lang: getLang(), seats: now.seats });
    } catch (err) {
      console.warn("why_not", err);
      return;
    }
    // a later tap, or a move made meanwhile, answers instead
    if (mine !== asked || current()?.payload !== p) return;
    if (reply.reason) showWhyNot(p.setup.game, reply.reason, p.step);
    else closeWhyNot();
  });
}
