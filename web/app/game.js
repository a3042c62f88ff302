// The game screen, the same for every game: the table (a game's own renderer, or the generic
// one) showing rules.view of the deciding seat, the legal actions as buttons (data-action =
// the index in the legal list), undo, share, export, and the log in words. Every action is
// autosaved; the last screen is cached so a returning player sees the table before the engine
// is ready.

import { h, clear } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { call, engineReady, EngineError } from "./engine.js";
import * as saves from "./saves.js";
import { showBanner, hideBanner, download } from "./ui.js";
import * as generic from "./generic.js";
import { RENDERERS } from "../games/registry.js";

// Computer seats are played in the engine worker (web/engine/worker.py) so the page never freezes.
const workerCall = (op, payload) => import("./worker.js").then((m) => m.workerCall(op, payload));

function errorScreen(app, message) {
  clear(app);
  app.append(h("section", { class: "card error-screen", role: "alert" },
    h("h2", {}, t("error.title")),
    h("p", { class: "error-message" }, message),
    h("p", {}, h("a", { class: "button primary", href: "#", id: "back-home" }, t("error.back")))));
}

/** Open a share link: decode it, store it as a new save, then show it. */
export async function openShared(app, code) {
  app.append(h("p", { class: "muted" }, t("share.opening")));
  let payload;
  try {
    payload = await call("decode", { code, lang: getLang() });
  } catch (err) {
    if (!(err instanceof EngineError)) throw err;
    errorScreen(app, t("share.bad", { message: err.message }));
    return;
  }
  const id = saves.newId();
  if (saves.put(saves.fromPayload(id, payload), cacheOf(payload)) === "full") showBanner(t("storage.full"), "warn");
  history.replaceState(null, "", `#play=${id}`);
  await showGame(app, id, payload);
}

function cacheOf(p) {
  return { setup: p.setup, actions: p.actions, step: p.step, view: p.view, legal: p.legal, log: p.log.slice(-30), to_move: p.to_move, over: p.over, result: p.result, title: p.title };
}

export async function showGame(app, id, preloaded) {
  const save = saves.get(id);
  if (!save) return errorScreen(app, t("game.not_found"));
  if (save.broken) return errorScreen(app, t("saves.bad.damaged"));
  const screen = new GameScreen(app, id, save);
  if (preloaded) return screen.show(preloaded);
  const cached = saves.getViewCache(id);
  if (!engineReady() && cached && JSON.stringify(cached.actions) === JSON.stringify(save.actions)) {
    screen.show(cached, true); // drawn now; playable once the engine is ready
  }
  let payload;
  try {
    payload = await call("load_save", { save, lang: getLang() });
  } catch (err) {
    if (!(err instanceof EngineError)) throw err;
    return errorScreen(app, t("game.cannot_open", { message: err.message }));
  }
  screen.show(payload);
}

class GameScreen {
  constructor(app, id, save) {
    this.app = app;
    this.id = id;
    this.save = save;
    this.busy = false;
  }

  isComputer(seat) {
    return seat !== null && seat !== undefined && (this.save.seats || [])[seat] === "computer";
  }

  /** How many actions undo keeps: back to the last choice a person made, never before undo_to. */
  undoTarget() {
    const p = this.payload;
    const floor = Number.isInteger(p.undo_to) ? p.undo_to : 0;
    for (let k = p.actions.length - 1; k >= floor; k--) {
      if (!this.isComputer(p.log[k]?.seat)) return k;
    }
    return null;
  }

  async computerTurn() {
    const token = (this.turnToken = {});
    const p = this.payload;
    let reply;
    try {
      reply = await workerCall("ai", { setup: p.setup, actions: p.actions, lang: getLang() });
    } catch (err) {
      reply = { ok: false, error: String(err && err.message || err) };
    }
    if (token !== this.turnToken || this.payload !== p || !this.app.contains(this.root)) return;
    if (!reply.ok) {
      showBanner(t("game.computer_failed", { message: reply.error }), "error");
      return;
    }
    await this.act("apply", { index: reply.index });
  }

  name(seat) {
    return seat === null || seat === undefined ? t("game.nobody") : this.payload.setup.names[seat] ?? `#${seat + 1}`;
  }

  async act(op, extra) {
    if (this.busy) return;
    this.busy = true;
    try {
      const payload = await call(op, { setup: this.payload.setup, actions: this.payload.actions, lang: getLang(), ...extra });
      this.store(payload);
      this.show(payload);
    } catch (err) {
      showBanner(err instanceof EngineError ? err.message : String(err), "error");
    } finally {
      this.busy = false;
    }
  }

  store(payload) {
    this.save = { ...this.save, ...saves.fromPayload(this.id, payload, this.save.created) };
    const result = saves.put(this.save, cacheOf(payload));
    if (result === "full") showBanner(t("storage.full"), "warn");
    else if (result === "unavailable") showBanner(t("storage.unavailable"), "warn");
    else if (document.getElementById("banner").classList.contains("warn")) hideBanner();
  }

  show(payload, waiting = false) {
    this.payload = payload;
    this.turnToken = null;
    const p = payload;
    const computerToMove = !p.over && this.isComputer(p.to_move);
    const undoTo = this.undoTarget();
    clear(this.app);
    const board = h("div", { class: "board-wrap" });
    const ctx = {
      view: p.view, legal: p.legal, setup: p.setup, toMove: p.to_move, over: p.over, result: p.result,
      lang: getLang(), t, choose: (index) => (waiting || computerToMove ? undefined : this.act("apply", { index })),
    };
    const loader = RENDERERS[p.setup.game];
    if (loader) {
      loader().then((mod) => mod.render(board, ctx)).catch((err) => {
        console.warn("renderer failed, using the generic table", err);
        clear(board);
        generic.render(board, ctx);
      });
    } else generic.render(board, ctx);

    const head = h("div", { class: "game-head" },
      h("h2", {}, p.title, " ", h("span", { class: "muted" }, t("game.move", { n: p.step }))),
      h("p", { class: "turn", id: "turn" }, p.over ? t("game.over") : t("game.to_move", { name: this.name(p.to_move) })),
      h("div", { class: "tools" },
        h("button", { type: "button", id: "undo", disabled: waiting || undoTo === null, onclick: () => this.act("open", { actions: p.actions.slice(0, undoTo) }) }, t("game.undo")),
        h("button", { type: "button", id: "share", disabled: waiting, onclick: () => this.share() }, t("game.share")),
        h("button", { type: "button", id: "export", onclick: () => download(`pax-${p.setup.game}-${this.id}.json`, saves.exportText(this.save)) }, t("saves.export")),
        h("a", { class: "button", href: "#", id: "to-start" }, t("game.menu"))));

    let side;
    if (p.over) {
      const r = p.result;
      side = h("section", { class: "result", "aria-labelledby": "result-h" },
        h("h3", { id: "result-h" }, t("game.result")),
        h("p", {}, t("game.winners", { names: r.winners.map((s) => this.name(s)).join(", ") })),
        h("p", { class: "muted" }, t("game.victory", { victory: r.victory })));
    } else {
      side = h("section", { class: "choices", "aria-labelledby": "choices-h" },
        h("h3", { id: "choices-h", role: "status" }, waiting ? t("engine.starting")
          : computerToMove ? t("game.thinking", { name: this.name(p.to_move) }) : t("game.choose", { name: this.name(p.to_move) })),
        h("ul", { class: "actions" }, p.legal.map((a) => h("li", {},
          h("button", {
            type: "button", class: "action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
            "data-targets": a.targets.join(" ") || null, disabled: waiting || computerToMove,
            onclick: () => this.act("apply", { index: a.index }),
          }, a.label)))));
    }
    const log = h("section", { class: "log", "aria-labelledby": "log-h" },
      h("h3", { id: "log-h" }, t("game.log")),
      p.log.length ? h("ol", { class: "log-list", start: Math.max(1, p.actions.length - p.log.length + 1) },
        p.log.map((e) => h("li", {}, h("strong", {}, this.name(e.seat)), ": ", e.text))) : h("p", { class: "muted" }, t("game.log_empty")));
    this.root = h("div", { class: "game", "data-game": p.setup.game, "data-step": p.step,
      "data-ready": waiting ? "no" : computerToMove ? "computer" : "yes" },
    head, h("div", { class: "game-body" }, board, h("aside", { class: "side" }, side, log)));
    this.app.append(this.root);
    if (!waiting && computerToMove) this.computerTurn();
    // Timing marks for bench/boot.py: the table on screen, and the first choice clickable.
    if (!performance.getEntriesByName("pax:board").length) performance.mark("pax:board");
    if (!waiting && !performance.getEntriesByName("pax:interactive").length) performance.mark("pax:interactive");
    const logList = this.app.querySelector(".log-list");
    if (logList) logList.lastElementChild?.scrollIntoView?.({ block: "nearest" });
  }

  async share() {
    let code;
    try {
      ({ code } = await call("share", { setup: this.payload.setup, actions: this.payload.actions }));
    } catch (err) {
      showBanner(err.message, "error");
      return;
    }
    const url = `${location.origin}${location.pathname}#g=${code}`;
    const field = h("input", { type: "text", id: "share-url", readonly: true, value: url, "aria-label": t("share.link") });
    const dialog = h("dialog", { class: "share-dialog", "aria-labelledby": "share-h" },
      h("h3", { id: "share-h" }, t("share.title")),
      h("p", { class: "warn-text" }, t("share.warning")),
      field,
      h("div", { class: "buttons" },
        h("button", { type: "button", id: "share-copy", onclick: async () => {
          try { await navigator.clipboard.writeText(url); showBanner(t("share.copied"), "info"); } catch (_) { field.select(); }
        } }, t("share.copy")),
        h("button", { type: "button", id: "share-close", onclick: () => { dialog.close(); dialog.remove(); } }, t("share.close"))));
    document.body.append(dialog);
    dialog.showModal();
    field.select();
  }
}
