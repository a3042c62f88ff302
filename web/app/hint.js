// The computer's hint: a "Hint" button in the game screen's side panel asks the hard level's
// search, with a quarter of its budget, what the deciding person should do (facade op `hint`,
// pax/teach.py: it sees only that person's view and answers the same for the same position). The
// suggested move is highlighted on the table (class `hinted` on the element a tap would hit, and
// a ring drawn around it that takes no taps: text is never stroked) and a panel lists the moves it
// weighed with its reason in words. It never plays anything.
//
// Offered in learning games (the save's `learning: true`), in games with one person (against
// computers, or the solo arena), and in hot-seat games only with the setting `hints`.
//
// The panel is fixed at the screen's lower left, above everything (a tablet's drawer too), so it
// and its close button stay tappable whatever is open.

import { h, svg } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { call, EngineError } from "./engine.js";
import { getSetting } from "./settings.js";

/**
 * What the hint needs from the game screen (web/app/game.js GameScreen).
 * @typedef {{ payload: PaxPayload, save: Record<string, any>, seats: () => (string[] | null),
 *   people: () => number[], isComputer: (seat: number) => boolean }} HintScreen
 */

// The teaching notes (this panel, the "why not?" note) float above a tablet's drawer and are not
// part of the table: a press on them must not count as a press beside the drawer, which closes the
// drawer and swallows the click (dom.js `dismissable`, listening on the document in its capture
// phase). The window's capture phase comes first: the press stops there, its click goes on.
window.addEventListener("pointerdown", (ev) => {
  if (ev.target instanceof Element && ev.target.closest("#hint-panel, #whynot")) ev.stopPropagation();
}, true);

/** Whether this game offers the Hint button: learning games, one person at the device, or the
 * setting for hot-seat games. */
export function hintsOffered(screen) {
  if (screen.save?.learning === true) return true;
  if (screen.people().length <= 1) return true;
  return getSetting("hints") === true;
}

/** Remove the hint's panel and highlights. */
export function clearHint() {
  document.getElementById("hint-panel")?.remove();
  for (const el of document.querySelectorAll(".hinted")) el.classList.remove("hinted");
  for (const el of document.querySelectorAll(".hint-ring")) el.remove();
}

/** The elements a tap on which plays legal action `index` (on the table, in the prompt, in the
 * side panel's list). */
export function elementsFor(index) {
  const i = String(index);
  return [...document.querySelectorAll(".game [data-action], .game [data-actions]")].filter((el) =>
    el.getAttribute("data-action") === i || (el.getAttribute("data-actions") || "").split(" ").includes(i));
}

function highlight(index) {
  for (const el of elementsFor(index)) {
    el.classList.add("hinted");
    if (el instanceof SVGGraphicsElement) {
      try {
        const box = el.getBBox();
        const ring = svg("rect", { class: "hint-ring", x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8, rx: 6,
          "pointer-events": "none", "aria-hidden": "true" });
        // a group holds the ring in its own coordinates; a shape (a transparent hit area) has it
        // drawn next to it, in the same place
        if (el.tagName === "g") el.append(ring);
        else {
          if (el.getAttribute("transform")) ring.setAttribute("transform", el.getAttribute("transform"));
          el.after(ring);
        }
      } catch (_) { /* not drawn yet: the class marks it */ }
    }
  }
}

function pct(x) {
  return Math.round(100 * (Number(x) || 0));
}

function panel(hint, step) {
  return h("aside", { class: "hint-panel", id: "hint-panel", role: "region", "aria-labelledby": "hint-h", "aria-live": "polite", "data-index": hint.index, "data-step": step },
    h("div", { class: "hint-head" },
      h("h3", { id: "hint-h" }, t("teach.hint_title")),
      h("button", { type: "button", class: "hint-close", id: "hint-close", "aria-label": t("teach.close"), onclick: clearHint }, "×")),
    h("p", { class: "hint-move", id: "hint-move" }, t("teach.hint_move", { label: hint.label })),
    h("p", { class: "hint-reason", id: "hint-reason" }, hint.reason),
    hint.moves?.length ? h("div", {},
      h("h4", {}, t("teach.hint_weighed")),
      h("ol", { class: "hint-moves", id: "hint-moves" }, hint.moves.map((m) => h("li", { "data-index": m.index, class: m.index === hint.index ? "chosen" : null },
        t("teach.hint_row", { label: m.label, visits: m.visits, pct: pct(m.value) }))))) : null,
    h("p", { class: "muted hint-note" }, t("teach.hint_note")));
}

/** Ask for the hint of the position shown and show it (unless the screen moved on meanwhile). */
export async function askHint(screen, button) {
  const p = screen.payload;
  clearHint();
  button.disabled = true;
  const waiting = h("aside", { class: "hint-panel", id: "hint-panel", role: "status", "data-step": p.step }, t("teach.hint_thinking"));
  document.body.append(waiting);
  let reply;
  try {
    reply = await call("hint", { setup: p.setup, actions: p.actions, lang: getLang(), seats: screen.seats() });
  } catch (err) {
    waiting.remove();
    button.disabled = false;
    if (screen.payload !== p) return;
    const msg = err instanceof EngineError ? err.message : String(err);
    document.body.append(h("aside", { class: "hint-panel", id: "hint-panel", role: "alert", "data-step": p.step }, t("teach.hint_failed", { message: msg }),
      h("button", { type: "button", class: "hint-close", id: "hint-close", "aria-label": t("teach.close"), onclick: clearHint }, "×")));
    return;
  }
  waiting.remove();
  button.disabled = false;
  if (screen.payload !== p || !button.isConnected) return; // a move was made meanwhile: the hint was for the position before
  const shown = panel(reply.hint, p.step);
  shown.dataset.ms = String(reply.ms ?? ""); // the search's own time (the rest is the page and the queue)
  document.body.append(shown);
  highlight(reply.hint.index);
}

/** The side panel's Hint button for the position shown, or null where no hint is offered now (a
 * computer decides, the game is over, a replay, a robot's step being told). */
export function hintButton(screen, readOnly, waiting) {
  const p = screen.payload;
  if (readOnly || waiting || p.over || p.stopped || p.robotStep || !p.legal?.length || p.to_move === null) return null;
  if (screen.isComputer(p.to_move) || p.to_move >= p.setup.players || !hintsOffered(screen)) return null;
  const button = h("button", { type: "button", class: "hint-button", id: "hint-button", onclick: () => askHint(screen, button) }, t("teach.hint"));
  return h("div", { class: "hint-bar" }, button);
}

/** Close the teaching notes of another position than `step` (the hint panel, the why-not note):
 * called first whenever the game screen shows a position, before a pass-the-device screen too
 * (one person's hint or reason is not for the next person's eyes). */
export function forgetNotes(step) {
  const panel = document.getElementById("hint-panel");
  if (panel && Number(panel.dataset.step) !== step) clearHint();
  const note = document.getElementById("whynot");
  if (note && Number(note.dataset.step) !== step) note.remove();
}

/** Put the Hint button at the top of the side panel (each time the game screen draws a position;
 * a hint shown for an earlier position goes). */
export function attachHint(screen, aside, readOnly, waiting) {
  forgetNotes(screen.payload.step);
  const bar = hintButton(screen, readOnly, waiting);
  if (bar && aside) aside.prepend(bar);
}
