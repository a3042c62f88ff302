// The game screen's log ("What happened"), kept from one position to the next (issue 36): a move
// appends its line instead of the whole log being drawn again, an undo removes the lines after
// the position it goes back to, and only the lines that read differently for the new viewer (a
// hidden decision told in its concealed words to everyone but its taker) are drawn again. The
// panel holds the newest LOG_WINDOW lines (and at most twice as many once appended to); the
// earlier ones come on request ("Show earlier moves"), so a long game's screen never holds tens
// of thousands of lines, and drawing the panel anew (a new screen after the pass-the-device
// screen, a replay's far end) costs the same at move 20,000 as at move 50: every line the panel
// holds is styled and laid out then, so the window is about as many lines as a game has at
// move 50 (with 200, the redraw after a pass-the-device screen took twice as long late in a game).

import { h } from "./dom.js";
import { t, getLang } from "./i18n.js";

export const LOG_WINDOW = 50;

/** Whether two log entries read the same. @param {PaxLogEntry} a @param {PaxLogEntry} b */
function sameEntry(a, b) {
  if (a === b) return true;
  return a.seat === b.seat && a.text === b.text && a.kind === b.kind && (a.rule ?? null) === (b.rule ?? null)
    && (a.for ?? null) === (b.for ?? null) && JSON.stringify(a.notes ?? null) === JSON.stringify(b.notes ?? null);
}

export class LogPanel {
  /** @param {{logName: (e: PaxLogEntry) => any, payload: PaxPayload}} screen the game screen (names, the shown payload) */
  constructor(screen) {
    this.screen = screen;
    /** @type {{entry: PaxLogEntry, li: HTMLElement, ruled: boolean}[]} the lines shown, oldest first */
    this.shown = [];
    this.from = 0; // the move number (0-based) of the first line shown
    this.lang = getLang();
    /** @type {((kind: string) => string | null) | null} the renderer's rule of an action kind */
    this.ruleOf = null;
    this.game = "";
    this.list = h("ol", { class: "log-list" });
    this.empty = h("p", { class: "muted" }, t("game.log_empty"));
    this.earlier = h("button", { type: "button", class: "log-earlier", id: "log-earlier", hidden: true, onclick: () => this.showEarlier() });
    this.section = h("section", { class: "log", "aria-labelledby": "log-h" }, h("h3", { id: "log-h" }, t("game.log")), this.earlier);
  }

  /** The panel showing `p`'s log (the same element as before, brought up to date). @param {PaxPayload} p */
  update(p) {
    if (this.lang !== getLang() || this.game !== p.setup.game) { // another language: every line anew
      this.lang = getLang();
      this.game = p.setup.game;
      this.section.querySelector("#log-h").textContent = t("game.log");
      this.empty.textContent = t("game.log_empty");
      this.cut(0);
    }
    const offset = p.actions.length - p.log.length; // (a cached view holds the log's tail only)
    const total = p.actions.length;
    // the lines shown that still read the same, from the first on
    let keep = 0;
    if (this.from >= offset) {
      while (keep < this.shown.length && this.from + keep < total && sameEntry(this.shown[keep].entry, p.log[this.from + keep - offset])) keep++;
    }
    if (total - this.from - keep > LOG_WINDOW) keep = 0; // far ahead (the end of a replay): the newest lines anew
    if (!keep) {
      this.cut(0);
      this.from = Math.max(offset, total - LOG_WINDOW);
    } else this.cut(keep);
    const start = this.from + this.shown.length;
    if (start < total) this.list.append(...p.log.slice(start - offset).map((e) => this.line(e)));
    if (this.shown.length > 2 * LOG_WINDOW) this.trim(this.shown.length - LOG_WINDOW);
    this.list.start = this.from + 1;
    this.annotate();
    this.showEarlierButton(offset);
    const body = this.shown.length ? this.list : this.empty;
    if (body.parentNode !== this.section) {
      (this.shown.length ? this.empty : this.list).remove();
      this.section.append(body);
    }
    return this.section;
  }

  /** Remove the lines from the `keep`-th shown on. */
  cut(keep) {
    for (const rec of this.shown.splice(keep)) rec.li.remove();
  }

  /** Remove the `n` oldest lines shown. */
  trim(n) {
    for (const rec of this.shown.splice(0, n)) rec.li.remove();
    this.from += n;
  }

  /** One log line: who, the words, the rule link (once the renderer is known), what else happened.
   * @param {PaxLogEntry} e */
  line(e, before = false) {
    const li = h("li", { "data-kind": e.kind ?? null, "data-rule": e.rule ?? null }, h("strong", {}, this.screen.logName(e)), ": ", e.text,
      e.notes ? h("ul", { class: "notes" }, e.notes.map((n) => h("li", {}, n))) : null);
    const rec = { entry: e, li, ruled: false };
    if (before) this.shown.unshift(rec); else this.shown.push(rec);
    return li;
  }

  /** Add the rule ID after each line not yet annotated: a link to its explanation on the How to
   * play page (the renderer's `ruleOf`, or the engine's rule where it names one). */
  annotate(ruleOf = this.ruleOf) {
    this.ruleOf = ruleOf;
    if (!ruleOf) return;
    for (const rec of this.shown) {
      if (rec.ruled) continue;
      rec.ruled = true;
      const rule = rec.li.dataset.rule || ruleOf(rec.li.dataset.kind);
      if (!rule) continue;
      const link = h("a", { class: "rule", href: `howto-${this.game}.html#${rule.split(/[ ,.]/)[0]}`, target: "_blank", rel: "noopener", "aria-label": t("game.rule_link", { rule }) }, `(${rule})`);
      rec.li.insertBefore(link, rec.li.querySelector(".notes"));
      rec.li.insertBefore(document.createTextNode(" "), link);
    }
  }

  showEarlierButton(offset) {
    const hidden = this.from - offset;
    this.earlier.hidden = hidden <= 0;
    if (hidden > 0) this.earlier.textContent = t("delta.log_earlier", { n: Math.min(hidden, LOG_WINDOW), total: hidden });
  }

  /** Show up to LOG_WINDOW lines before the first one shown (of the payload shown now). */
  showEarlier() {
    const p = this.screen.payload;
    const offset = p.actions.length - p.log.length;
    const from = Math.max(offset, this.from - LOG_WINDOW);
    if (from >= this.from) return;
    const lines = p.log.slice(from - offset, this.from - offset);
    const keepScroll = this.list.scrollHeight - this.list.scrollTop;
    for (let i = lines.length - 1; i >= 0; i--) this.list.prepend(this.line(lines[i], true));
    this.from = from;
    this.list.start = from + 1;
    this.annotate();
    this.showEarlierButton(offset);
    this.list.scrollTop = this.list.scrollHeight - keepScroll; // the lines read before stay in place
  }
}
