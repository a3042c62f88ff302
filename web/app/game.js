// The game screen, the same for every game: the table (a game's own renderer, or the generic
// one) showing rules.view of the deciding seat, the legal actions as buttons (data-action =
// the index in the legal list), undo, share, export, and the log in words. Every action is
// autosaved; the last screen is cached so a returning player sees the table before the engine
// is ready.

import { h, clear } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { call, catalogOf, engineBusy, engineReady, EngineError, errorText } from "./engine.js";
import { workerCall } from "./worker.js";
import * as saves from "./saves.js";
import { showBanner, hideBanner, download } from "./ui.js";
import * as generic from "./generic.js";
import { RENDERERS, preloadRenderer } from "../games/registry.js";
import { lineChart } from "./chart.js";
import * as sync from "./sync.js";
import { askPersistence } from "./persist.js";
import { playSteps } from "./robotpace.js";
import { getSetting } from "./settings.js";
import { paceMs } from "./speed.js";
import { beforeTable, afterTable, endsTurn, loadMovers, moveAsked } from "./tablemotion.js";
import { askEndTurn } from "./confirm.js";
import { attachHint, forgetNotes } from "./hint.js";
import { watchWhyNot } from "./whynot.js";
import { chancesBox } from "./chances.js";
import * as guide from "./guide.js";
import { GameLogs } from "./delta.js";
import { LogPanel } from "./logpanel.js";

/** Why a game at the engine's move limit takes no more moves (the payload's ``stopped``). */
const stoppedText = (p) => errorText({ ...p.stopped, error: p.stopped.text });

function errorScreen(app, message) {
  clear(app);
  app.append(h("section", { class: "card error-screen", role: "alert" },
    h("h2", {}, t("error.title")),
    h("p", { class: "error-message" }, message),
    h("p", {}, h("a", { class: "button primary", href: "#", id: "back-home" }, t("error.back")))));
}

// Seat letters of a share link ("s=pnh"): a person, or a computer of a level. "c" is the easy
// level: older links, written before levels existed, open with the level they were played at.
const LEVEL_LETTER = { easy: "c", normal: "n", hard: "h" };
const LETTER_LEVEL = { c: "easy", n: "normal", h: "hard" };

/** Seat kinds and computer levels in a share link, or {} when there are none (or they are unusable). */
export function seatsFromLink(text, players) {
  if (typeof text !== "string" || !/^[pcnh]{1,8}$/.test(text)) return {};
  const seats = saves.cleanSeats([...text].map((ch) => (ch === "p" ? "person" : "computer")), players);
  if (!seats) return {};
  return { seats, levels: [...text].map((ch) => LETTER_LEVEL[ch] ?? null) };
}

/** The share link's seat letters of a save ("" without computer seats). */
export function seatLetters(save) {
  const seats = save.seats || [];
  if (!seats.includes("computer")) return "";
  return seats.map((k, i) => (k === "computer" ? LEVEL_LETTER[saves.levelOf(save, i)] : "p")).join("");
}

/** Open a share link: decode it, store it as a new save, then show it. */
export async function openShared(app, code, seatText, learningText) {
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
  const { seats, levels } = seatsFromLink(seatText, payload.setup.players);
  // (the decode request names no seats: its view and legal list are those of a request without them;
  // a save that could not be stored is reported by the game screen)
  // "&learning=1" marks a guided first game; any other value means an ordinary game
  const learning = learningText === "1" ? { learning: true } : {};
  saves.put({ ...saves.fromPayload(id, payload), seats, levels, ...learning }, cacheOf(payload, null));
  history.replaceState(null, "", `#play=${id}`);
  await showGame(app, id, payload);
}

// The build that wrote a view cache: its legal list (indices, labels) is this engine's answer
// only when the cache comes from the same build (scripts/build.py fills the id in).
const BUILD = "@@BUILD@@";

/** The view cache of a reply (`seats`: the request's, which decide whose eyes a view is seen through). */
function cacheOf(p, seats) {
  return { setup: p.setup, actions: p.actions, step: p.step, view: p.view, legal: p.legal, log: p.log.slice(-30), to_move: p.to_move,
    over: p.over, result: p.result, title: p.title, undo_to: p.undo_to, private: p.private,
    build: BUILD, lang: getLang(), seats: seats ?? null };
}

/** Whether a current view cache can be played before the engine has started: it is this build's
 * reply for the save's actions, seats and the page's language, so its legal list is exactly the
 * one the engine will answer, and a choice made on it (sent as setup, actions and the index, as
 * every move is) acts on the engine's own replay of the save once the engine is up. */
function playableCache(cached, save) {
  return cached.build === BUILD && cached.lang === getLang() && Number.isInteger(cached.undo_to)
    && JSON.stringify(cached.seats ?? null) === JSON.stringify(Array.isArray(save.seats) ? save.seats : null);
}

/** The cached view of saved game `id`, when it is the save's current position (else null). */
function currentCache(id, save) {
  const cached = saves.getViewCache(id);
  return cached && JSON.stringify(cached.actions) === JSON.stringify(save.actions) ? cached : null;
}

/** Start loading what the cached table of saved game `id` is drawn with (its renderer's modules,
 * its catalogue and stylesheet) alongside the page's own start-up (its strings), so the table
 * cached for a returning player is drawn as soon as the screen is there (web/app/main.js calls
 * it); resolves once that table is drawn, or at once when there is none to draw (no save, no
 * cache, the engine already running, unreadable storage). */
export function preloadTable(id) {
  try {
    const save = id && saves.get(id);
    const cached = save && !save.broken && currentCache(id, save);
    if (!cached || engineReady()) return Promise.resolve();
    const game = cached.setup?.game;
    if (typeof game === "string" && Object.hasOwn(RENDERERS, game)) {
      preloadRenderer(game); // its modules and stylesheets, all at once
      RENDERERS[game]().catch(() => {}); // errors are reported when the screen loads it
      catalogOf(game).catch(() => {});
      loadMovers(game);
    }
    return tableShown;
  } catch (err) {
    console.warn(err);
    return Promise.resolve();
  }
}

let tableShownResolve;
const tableShown = new Promise((resolve) => { tableShownResolve = resolve; });

/** The engine's notice of a save or link that opened short of its recorded moves (pax/facade.py),
 * kept with the save until the next move is stored. */
function showNotice(save) {
  const n = save.notice;
  if (!n || typeof n !== "object" || typeof n.key !== "string") return;
  const params = {}; // only plain values: a damaged stored entry must not make the text throw
  for (const [k, v] of Object.entries(n.params && typeof n.params === "object" ? n.params : {})) {
    if (typeof v === "string" || typeof v === "number") params[k] = v;
  }
  showBanner(errorText({ key: n.key, params, error: typeof n.text === "string" ? n.text : "" }), "warn");
}

export async function showGame(app, id, preloaded) {
  const save = saves.get(id);
  if (!save) return errorScreen(app, t("game.not_found"));
  if (save.broken) return errorScreen(app, t(`saves.bad.${save.broken}`));
  const screen = new GameScreen(app, id, save);
  if (preloaded) preloaded = screen.logs.merge([], preloaded); // (a full reply: the logs start from it)
  showNotice(save);
  screen.unwatch = sync.watch(id, () => screen.elsewhere());
  if (preloaded) { screen.show(preloaded); screen.warnUnsaved(); screen.maybeComputer(); return; }
  const cached = currentCache(id, save);
  if ((!engineReady() || engineBusy()) && cached) {
    // drawn now. While the engine starts, a cache of this build is playable at once (a choice
    // waits for the engine, which then plays it on its own replay of the save); otherwise the
    // table is playable once the engine has started, or has answered what it is busy with (a
    // computer thinking: a language switch redraws the table at once, the engine's words follow).
    // A cache that cannot be drawn is dropped: the engine's answer follows anyway.
    try {
      screen.show(cached, engineReady() || !playableCache(cached, save), true);
    } catch (err) {
      console.warn("view cache not drawn:", err);
      saves.dropViewCache(id);
      clear(app);
      screen.root = null;
    }
  }
  let payload;
  try {
    payload = await call("load_save", { save, lang: getLang(), seats: Array.isArray(save.seats) ? save.seats : null });
  } catch (err) {
    if (!(err instanceof EngineError)) throw err;
    return errorScreen(app, t("game.cannot_open", { message: err.message }));
  }
  // a choice made on the cached table is on its way: its reply draws the next position
  if (screen.busy) return;
  payload = screen.logs.merge([], payload);
  screen.show(payload);
  screen.warnUnsaved();
  screen.maybeComputer();
}

// Timing marks for bench/boot.py (each set once per page): "pax:board" when the table is drawn
// (the renderer has put its #board into the page), "pax:interactive" when a person's first
// legal action can be clicked (on a returning player's cached table, before the engine is up),
// "pax:live" when the engine's own reply shows such a table. bench/boot.py fails when one is missing.
function markOnce(name) {
  if (!performance.getEntriesByName(name).length) performance.mark(name);
}

function tableDrawn(board) {
  if (board.isConnected && board.querySelector("#board")) markOnce("pax:board");
  tableShownResolve();
}

// The person who last saw each game's table in this page (survives a language switch, not a reload).
const SHOWN = new Map();
// Each computer move stays on the table at least paceMs() (the speed setting, web/app/speed.js;
// its table counted from when it was drawn, so a computer that thinks longer adds no wait): a
// person can follow the moves one by one.
// Renderer modules and catalogues once loaded: later tables are drawn in the same task as the
// page around them, so no frame shows the screen without its table (or a tablet drawer closed).
const LOADED = new Map();

class GameScreen {
  constructor(app, id, save) {
    this.app = app;
    this.id = id;
    this.save = save;
    this.busy = false;
    this.redo = []; // action indices undone, last undone last
    this.shownSeat = SHOWN.get(id) ?? null; // the person who last saw the table (pass-the-device screen)
    this.replayAt = null; // a position being replayed (read-only), or null
    /** @type {(() => void) | null} stops listening to other tabs' writes (sync.watch) */
    this.unwatch = null;
    this.logs = new GameLogs(); // each viewer's log so far: replies carry only what changed (delta.js)
    this.logPanel = new LogPanel(this); // the log panel, appended to move by move (logpanel.js)
  }

  /** Ask the engine for a game payload (`open`, `apply`) offering the logs this screen holds: the
   * reply carries only the moves and log lines after them, merged here into the full payload. */
  async ask(op, req) {
    const actions = Array.isArray(req.actions) ? req.actions : [];
    return this.logs.merge(actions, await call(op, { ...req, since: this.logs.since(actions) }));
  }

  /** Whose line a log entry is: its seat's, or the robot's a person decided for (``for``). */
  logName(e) {
    return e.for != null ? t("game.decided_for", { name: this.name(e.for), person: this.name(e.seat) }) : this.name(e.seat);
  }

  name(seat) {
    if (seat === null || seat === undefined) return t("game.nobody");
    // seats the game itself plays (solo robots) are named by the view
    return this.payload.setup.names[seat] ?? this.payload.view?.players?.[seat]?.name ?? `#${seat + 1}`;
  }

  seats() { return Array.isArray(this.save.seats) ? this.save.seats : null; }
  isComputer(seat) { const s = this.seats(); return !!s && s[seat] === "computer"; }
  people() {
    const n = this.payload.setup.players;
    return [...Array(n).keys()].filter((i) => !this.isComputer(i));
  }

  /** Apply a move (`op` with `extra`) to the shown position, store it and show the result. A
   * position that another tab has changed since is replaced by the stored one instead (before the
   * engine is asked, and again before the result is stored), so no write drops another tab's moves. */
  async act(op, extra) {
    if (this.busy) return;
    const base = this.payload.actions;
    if (sync.changedElsewhere(this.id, base)) return this.adopt();
    this.busy = true;
    if (!engineReady()) this.startingEngine(); // a choice on the cached table: it waits for the engine
    let conflict = false;
    await sync.track((async () => {
      try {
        const asked = this.ask(op, { setup: this.payload.setup, actions: base, lang: getLang(), seats: this.seats(), ...extra });
        // the shown table's boxes, taken once the request is on its way, while the engine works
        // (web/app/tablemotion.js)
        const shown = this.drawnView;
        setTimeout(() => {
          if (this.root?.isConnected && this.drawnView === shown) moveAsked(this.root.querySelector(":scope > .game-body > .board-wrap"), this.payload.setup.game, shown);
        }, 0);
        const payload = await asked;
        if (sync.changedElsewhere(this.id, base)) conflict = true;
        else {
          this.store(payload);
          // the robots' steps inside the move (solo), each on the table as long as a computer's move
          if (payload.steps?.length) await playSteps(payload, (sp) => this.show(sp, true), () => this.app.contains(this.root), paceMs());
          this.show(payload);
        }
      } catch (err) {
        showBanner(err instanceof EngineError ? err.message : String(err), "error");
      } finally {
        this.busy = false;
      }
    })());
    if (conflict || this.stale) return this.adopt();
    this.maybeComputer();
  }

  /** Another tab wrote this game: show its stored position (a move in flight checks on its own). */
  elsewhere() {
    if (!this.root || !this.app.contains(this.root)) { this.unwatch?.(); return; } // the screen was left
    if (this.busy) { this.stale = true; return; }
    const shown = this.replayAt === null ? this.payload?.actions : this.fullActions;
    if (shown && sync.changedElsewhere(this.id, shown)) this.adopt();
  }

  /** Take the stored save (another tab's latest position) as this screen's game, and say so. */
  async adopt() {
    this.stale = false;
    const save = saves.get(this.id);
    if (!save || save.broken || this.busy) return;
    const shown = this.replayAt === null ? this.payload.actions : this.fullActions;
    if (!sync.changedElsewhere(this.id, shown)) return this.maybeComputer();
    this.busy = true;
    this.save = save;
    this.redo = [];
    this.replayAt = null;
    try {
      const payload = this.logs.merge([], await call("load_save", { save, lang: getLang(), seats: this.seats() }));
      this.show(payload);
      showBanner(t("sync.changed"), "warn");
    } catch (err) {
      showBanner(err instanceof EngineError ? err.message : String(err), "error");
    } finally {
      this.busy = false;
    }
    if (this.stale) return this.adopt();
    this.maybeComputer();
  }

  /** Report a save of this game that could not be stored, with its export (issue 32). */
  warnUnsaved() {
    const why = saves.unsavedReason(this.id);
    if (!why) return;
    showBanner(t(`storage.${why}`), "warn", { label: t("saves.export"), attr: "data-banner-export",
      onClick: () => download(`pax-${this.save.setup.game}-${this.id}.json`, saves.exportText(this.save)) });
  }

  /** The screen while a choice waits for the engine to start: not ready, its choices disabled. */
  startingEngine() {
    if (!this.root?.isConnected) return;
    this.root.dataset.ready = "no";
    for (const b of this.root.querySelectorAll("button.action, #undo, #redo")) b.disabled = true;
    const heading = this.root.querySelector("#choices-h");
    if (heading) heading.textContent = t("engine.starting");
  }

  /** Play the legal action `index` (a new move clears the redo list unless it is the same move).
   * With the confirm setting, a choice that ends the person's turn is asked first (not a forced
   * move the game plays for them: `asked`). */
  choose(index, asked = false) {
    if (this.busy) return; // (a move in flight: the redo list belongs to it)
    if (!asked && getSetting("confirm") && endsTurn(this.payload.setup.game, this.payload.view, this.payload.legal.find((a) => a.index === index))) {
      const p = this.payload;
      return askEndTurn().then((yes) => { if (yes && this.payload === p) this.choose(index, true); });
    }
    askPersistence(); // the first move is a person's gesture: the browser may be asked to keep the saves
    this.undone = false;
    if (this.redo.length && this.redo[this.redo.length - 1] === index) this.redo.pop();
    else this.redo = [];
    return this.act("apply", { index });
  }

  /** Where undo goes: back to the latest decision of a person, not before `undo_to`. */
  undoTarget() {
    const p = this.payload;
    const floor = p.undo_to ?? 0;
    for (let k = p.actions.length - 1; k >= floor; k--) {
      const seat = p.log[k - (p.actions.length - p.log.length)]?.seat;
      if (!this.isComputer(seat)) return k;
    }
    return null;
  }

  undo() {
    if (this.busy) return;
    const k = this.undoTarget();
    if (k === null) return;
    this.undone = true; // a forced move undone is not played again for the person (maybeForced)
    const undone = this.payload.actions.slice(k).reverse();
    this.redo.push(...undone);
    return this.act("open", { actions: this.payload.actions.slice(0, k) });
  }

  redoOne() {
    if (this.busy || !this.redo.length) return;
    const index = this.redo.pop();
    return this.act("apply", { index });
  }

  /** A computer decides now: ask the engine (in its worker: the page never freezes), then play its move. */
  async maybeComputer() {
    this.maybeForced();
    const p = this.payload;
    if (!p || p.over || p.stopped || this.replayAt !== null || this.busy || !this.isComputer(p.to_move)) return;
    if (!this.app.contains(this.root)) return; // the screen was left
    const actions = p.actions.slice();
    const level = saves.levelOf(this.save, p.to_move);
    const turn = document.getElementById("turn");
    if (turn) turn.textContent = t("game.thinking", { name: this.name(p.to_move) });
    let reply;
    try {
      reply = await workerCall("ai", { setup: p.setup, actions, lang: getLang(), level });
      if (!reply.ok) throw new Error(reply.error);
    } catch (err) {
      showBanner(t("game.computer_failed", { message: err.message || String(err) }), "error");
      return;
    }
    // (counted again after each wait: the first table of a page is drawn once its renderer loaded)
    for (let wait; (wait = paceMs() - (performance.now() - this.shownAt)) > 0;) await new Promise((r) => setTimeout(r, wait));
    // still the same position and screen?
    if (this.payload !== p || this.replayAt !== null || !this.app.contains(this.root)) return;
    this.redo = [];
    await this.act("apply", { index: reply.index });
  }

  /** The setting "play single forced moves for me": a person whose only legal move is one action
   * has it played, after a moment on the table (not right after an Undo, which would loop). */
  maybeForced() {
    const p = this.payload;
    if (!p || p.over || this.replayAt !== null || this.busy || this.undone || p.legal?.length !== 1) return;
    if (this.isComputer(p.to_move) || !getSetting("forced") || !this.root?.isConnected || !this.root.classList.contains("game")) return;
    setTimeout(() => {
      if (this.payload === p && !this.busy && this.replayAt === null && this.root?.isConnected && this.root.classList.contains("game")) this.choose(p.legal[0].index, true);
    }, paceMs());
  }

  store(payload) {
    this.save = { ...this.save, ...saves.fromPayload(this.id, payload, this.save.created) };
    const result = saves.put(this.save, cacheOf(payload, this.seats()));
    if (result !== "ok") this.warnUnsaved();
    else if (document.getElementById("banner").classList.contains("warn")) hideBanner();
  }

  /** Hot-seat: a different person decides now than the one who last saw the table. */
  needsPass(p) {
    if (p.over || this.replayAt !== null || !p.private) return false;
    const people = this.people();
    if (people.length < 2 || this.isComputer(p.to_move)) return false;
    // the first table of a game opened in this page goes to whoever opened it; afterwards the
    // device must be passed whenever another person decides
    return this.shownSeat !== null && this.shownSeat !== p.to_move;
  }

  /** Draw a game payload: the engine's reply, or (`cached`) the view cache of the save, which is
   * never marked ready (data-ready: the screen shows the engine's own answer); `waiting`: its
   * choices are shown disabled.
   * @param {PaxPayload} payload */
  show(payload, waiting = false, cached = false) {
    this.payload = payload;
    const p = payload;
    // A renderer that patches its table in place (`patches`) keeps its board element, and with it
    // every part of the table that did not change: the page around it is replaced, not rebuilt
    // from an empty screen, so a move costs the browser only the style, layout and paint of what
    // changed.
    const prev = this.root?.classList.contains("game") && this.root.isConnected && this.root.dataset.game === p.setup.game
      && LOADED.get(p.setup.game)?.[0].patches === true ? this.root : null;
    forgetNotes(p.step); // a hint or "why not?" of another position goes (web/app/hint.js)
    // the shown table's boxes, before anything changes: what moved is animated once drawn
    const snap = prev && !cached ? beforeTable(prev.querySelector(":scope > .game-body > .board-wrap"), p.setup.game, this.drawnView) : null;
    if (!waiting && this.needsPass(p)) { clear(this.app); return this.passScreen(p); }
    if (!prev) clear(this.app);
    if (this.replayAt === null && !p.robotStep && !this.isComputer(p.to_move) && p.to_move !== null && p.to_move !== undefined) {
      this.shownSeat = p.to_move;
      SHOWN.set(this.id, p.to_move);
    }
    const readOnly = this.replayAt !== null;
    const board = prev?.querySelector(":scope > .game-body > .board-wrap") ?? h("div", { class: "board-wrap" });
    /** @type {PaxRenderCtx} */
    const ctx = {
      catalog: {}, view: p.view, legal: readOnly || waiting || this.isComputer(p.to_move) ? [] : p.legal, setup: p.setup, toMove: p.to_move,
      over: p.over, result: p.result, lang: getLang(), t, choose: (index) => this.choose(index),
      stopped: p.stopped ? stoppedText(p) : null, // at the move limit: the renderers' prompt says so
      lastMove: p.log.length ? { ...p.log[p.log.length - 1], name: this.name(p.log[p.log.length - 1].seat) } : null,
      robotStep: p.robotStep ?? null, // a robot's step inside the last move, being told (robotpace.js)
    };
    const loader = RENDERERS[p.setup.game];
    const game = p.setup.game;
    if (loader && !LOADED.has(game)) preloadRenderer(game);
    const draw = ([mod, catalog]) => {
      LOADED.set(game, [mod, catalog]);
      if (!board.isConnected) return; // a later screen replaced this one while its renderer loaded
      ctx.catalog = catalog;
      mod.render(board, ctx);
      afterTable(board, game, snap, p.view);
      this.drawnView = p.view;
      tableDrawn(board);
      this.shownAt = performance.now(); // the pace of computer moves counts from here
      this.annotateLog(mod);
      const list = this.app.querySelector(".log-list"); // (its end, again once annotated: see below)
      if (list) requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
      if (p.over && mod.victoryName) {
        const el = this.app.querySelector("#victory-type");
        if (el) el.textContent = mod.victoryName(p.result.victory, getLang());
      }
      if (p.over && !readOnly && mod.victoryDetails) {
        const el = this.app.querySelector("#victory-details");
        if (el) el.append(mod.victoryDetails(p.view, p.result, getLang(), t));
      }
    };
    const fallback = (err) => {
      console.warn("renderer failed, using the generic table", err);
      clear(board);
      try { generic.render(board, ctx); } catch (err2) { console.warn("table not drawn", err2); }
      tableDrawn(board);
    };

    const undoAt = this.undoTarget();
    const head = h("div", { class: "game-head" },
      h("h2", {}, p.title, " ", h("span", { class: "muted" }, t("game.move", { n: p.step }))),
      h("p", { class: "turn", id: "turn" }, readOnly ? t("game.replaying_move", { n: this.replayAt }) : p.over ? t("game.over") : p.stopped ? stoppedText(p) : p.robotStep ? t("game.robot_step", { name: this.name(p.to_move), ...p.robotStep }) : this.isComputer(p.to_move) ? t("game.thinking", { name: this.name(p.to_move) }) : t("game.to_move", { name: this.name(p.to_move) })),
      h("div", { class: "tools" },
        h("button", { type: "button", id: "undo", disabled: waiting || readOnly || undoAt === null, title: t("game.undo_limit"), onclick: () => this.undo() }, t("game.undo")),
        h("button", { type: "button", id: "redo", disabled: waiting || readOnly || !this.redo.length, onclick: () => this.redoOne() }, t("game.redo")),
        h("button", { type: "button", id: "share", disabled: waiting, onclick: () => this.share() }, t("game.share")),
        h("button", { type: "button", id: "export", onclick: () => download(`pax-${p.setup.game}-${this.id}.json`, saves.exportText(this.save)) }, t("saves.export")),
        h("a", { class: "button", href: `howto-${p.setup.game}.html`, target: "_blank", rel: "noopener", id: "howto" }, t("game.howto")),
        h("a", { class: "button", href: "#", id: "to-start" }, t("game.menu"))));

    let side;
    if (p.over && !readOnly) {
      side = this.victory(p);
    } else {
      side = h("section", { class: "choices", "aria-labelledby": "choices-h" },
        h("h3", { id: "choices-h", role: "status" }, p.robotStep ? t("game.robot_step", { name: this.name(p.to_move), ...p.robotStep }) : waiting && !engineReady() ? t("engine.starting") : readOnly ? t("game.replaying")
          : p.stopped ? stoppedText(p) // at the move limit (pax/core/length.py): the game's end
          : this.isComputer(p.to_move) ? t("game.thinking", { name: this.name(p.to_move) }) : t("game.choose", { name: this.name(p.to_move) })),
        // while a computer decides its choices are listed, disabled (nothing on the table is active)
        h("ul", { class: "actions" }, (readOnly ? [] : p.legal).map((a) => h("li", {},
          h("button", {
            type: "button", class: "action", "data-action": a.index, "data-kind": a.kind, "aria-label": a.label,
            "data-targets": a.targets.join(" ") || null, disabled: waiting || this.isComputer(p.to_move),
            onclick: () => this.choose(a.index),
          }, a.label)))));
    }
    const log = this.logPanel.update(p); // the same panel, its new lines appended (logpanel.js)
    const replay = this.replayBar(p);
    // the replay slider keeps the keyboard's focus from one replayed position to the next
    if (document.activeElement?.id === "replay") requestAnimationFrame(() => replay?.querySelector("#replay")?.focus());
    // The side panel stays the same element from one position to the next, and the log panel
    // stays in it (its children before the log are replaced): a log taken out of the page and put
    // back has the style and layout of every line it holds computed anew, a cost that grew with
    // the game until the panel held its LOG_WINDOW lines (issue 36: move 5,000 against move 50).
    const kept = prev?.querySelector(":scope > .game-body > .side");
    const aside = kept && log.parentNode === kept ? kept : h("aside", { class: "side" }, log);
    for (const child of [...aside.children]) if (child !== log) child.remove();
    log.before(...[this.account(p, readOnly), side, replay].filter(Boolean));
    attachHint(this, aside, readOnly, waiting || cached); // the computer's hint (web/app/hint.js)
    if (prev) {
      prev.dataset.step = p.step;
      prev.dataset.ready = waiting || cached ? "no" : "yes";
      if (readOnly) prev.dataset.replay = "yes"; else delete prev.dataset.replay;
      prev.querySelector(":scope > .game-head").replaceWith(head);
      if (aside !== kept) prev.querySelector(":scope > .game-body > .side").replaceWith(aside);
    } else {
      this.root = h("div", { class: "game", "data-game": p.setup.game, "data-step": p.step, "data-ready": waiting || cached ? "no" : "yes", "data-replay": readOnly ? "yes" : null },
        head, h("div", { class: "game-body" }, board, aside));
      this.app.append(this.root);
    }
    // "why not?" for a tap on the table that offers no move (web/app/whynot.js)
    watchWhyNot(this.root, () => (this.root?.isConnected ? { payload: this.payload, seats: this.seats(), readOnly: this.replayAt !== null } : null));
    this.shownAt = performance.now();
    if (!loader) { generic.render(board, ctx); tableDrawn(board); }
    else if (LOADED.has(game)) { try { draw(LOADED.get(game)); } catch (err) { fallback(err); } }
    else Promise.all([loader(), catalogOf(game), loadMovers(game)]).then(([mod, catalog]) => draw([mod, catalog])).catch(fallback);
    // scroll the log itself to its end (never the page: on a tablet the table must stay in view),
    // in the next frame: reading its height now would lay the whole new page out twice
    const logList = this.app.querySelector(".log-list");
    if (logList) requestAnimationFrame(() => { logList.scrollTop = logList.scrollHeight; });
    if (p.over && !readOnly) this.app.querySelector("#victory")?.scrollIntoView?.({ block: "nearest" }); // below the table on a tablet
    if (!waiting && !readOnly && p.legal.length && !this.isComputer(p.to_move)) {
      markOnce("pax:interactive");
      if (!cached) markOnce("pax:live");
    }
    guide.follow(this, p, !waiting && !cached && !readOnly && !p.robotStep); // a guided first game (guide.js)
  }

  annotateLog(mod) {
    // the rule ID after each new log line opens its explanation on the How to play page
    if (mod.ruleOf) this.logPanel.annotate((kind) => mod.ruleOf(kind));
  }

  /** What the game itself did after the last choice (its consequences; in solo, the robots' turn): shown line by line, paced. */
  account(p, readOnly) {
    const last = p.log[p.log.length - 1];
    if (readOnly || !last?.notes?.length) return null;
    return h("section", { class: "account", id: "account", "aria-labelledby": "account-h", role: "status" },
      h("h3", { id: "account-h" }, t(p.setup.options?.solo ? "game.account" : "game.account_move")),
      h("ol", {}, last.notes.map((n, i) => h("li", { style: `animation-delay:${i * 0.45}s` }, n))));
  }

  /** The chart of each player's standing over the game, from the engine's replay (op history). */
  async chart(box, p) {
    let hist;
    try {
      // asked once per finished game: the victory screen drawn again (a replay left, the pass
      // screen) reuses the points (a finished game's never change)
      const key = `${p.save?.check}:${p.actions.length}`; // (the save's checksum covers the setup and every move)
      hist = this.chartData?.key === key ? this.chartData.hist : await call("history", { setup: p.setup, actions: p.actions });
      this.chartData = { key, hist };
    } catch (err) {
      box.append(h("p", { class: "muted" }, t("game.chart_none")));
      return;
    }
    const metrics = Object.keys(hist.metrics || {});
    // each player in their seat's colour on the table (the renderer's), when the game has one
    const mod = LOADED.get(p.setup.game)?.[0] ?? await RENDERERS[p.setup.game]?.().catch(() => null);
    const seatColour = (seat) => (mod?.seatColour && p.view ? mod.seatColour(p.view, seat) : null) ?? p.view?.players?.[seat]?.colour;
    box.after(chancesBox(p, (seat) => this.name(seat), seatColour)); // each seat's chance of winning (web/app/chances.js)
    if (!metrics.length || !hist.points.length) return;
    const names = p.setup.names.length >= hist.seats ? p.setup.names : [...Array(hist.seats).keys()].map((s) => this.name(s));
    let metric = metrics[0];
    const draw = () => {
      clear(holder);
      holder.append(lineChart({
        title: t(`game.metric.${metric}`), xLabel: t("game.chart_turn"),
        x: hist.points.map((pt) => pt.move),
        series: [...Array(hist.seats).keys()].map((seat) => ({ name: names[seat] ?? this.name(seat), colour: seatColour(seat), values: hist.points.map((pt) => pt.values[metric][seat]) })),
      }));
    };
    const holder = h("div", { class: "chart-holder" });
    const pick = h("select", { id: "chart-metric", "aria-label": t("game.chart_metric"), onchange: () => { metric = pick.value; draw(); } },
      metrics.map((m) => h("option", { value: m }, t(`game.metric.${m}`))));
    box.append(h("h4", {}, t("game.chart")), pick, holder);
    draw();
  }

  passScreen(p) {
    const who = this.name(p.to_move);
    const ready = h("button", { type: "button", class: "primary", id: "pass-ready", onclick: () => { this.shownSeat = p.to_move; this.show(p); this.maybeForced(); } }, t("pass.ready", { name: who }));
    this.root = h("section", { class: "card pass-screen", role: "dialog", "aria-labelledby": "pass-h", "data-seat": p.to_move },
      h("h2", { id: "pass-h" }, t("pass.title", { name: who })),
      h("p", {}, t("pass.text", { name: who })), this.sinceLastTurn(p), ready);
    this.app.append(this.root);
    ready.focus();
  }

  /** What happened since the deciding person last decided (the log's lines after their last one). */
  sinceLastTurn(p) {
    let k = p.log.length - 1;
    while (k >= 0 && p.log[k].seat !== p.to_move) k--;
    const lines = p.log.slice(k + 1);
    if (!lines.length) return null;
    return h("section", { class: "pass-summary", "aria-labelledby": "pass-summary-h" },
      h("h3", { id: "pass-summary-h" }, t("pass.since", { name: this.name(p.to_move) })),
      h("ol", { class: "log-list" }, lines.slice(-12).map((e) => h("li", {}, h("strong", {}, this.logName(e)), ": ", e.text))));
  }

  victory(p) {
    const r = p.result;
    const standings = r.standings || [];
    const cols = standings.length ? Object.keys(standings[0]).filter((k) => k !== "seat" && k !== "name") : [];
    const chartBox = h("div", { class: "victory-chart", id: "victory-chart" });
    this.chart(chartBox, p);
    return h("section", { class: "result victory-screen", id: "victory", "aria-labelledby": "result-h", role: "region" },
      h("h3", { id: "result-h" }, t("game.result")),
      h("p", { class: "winners" }, t("game.winners", { names: r.winners.map((s) => this.name(s)).join(", ") })),
      h("p", {}, t("game.victory", { victory: "" }), h("strong", { id: "victory-type" }, r.victory)),
      r.why ? h("p", { class: "victory-why", id: "victory-why" }, r.why) : null, // why the winner won (Rules.explain)
      standings.length ? h("table", { class: "standings" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, t("game.player")), cols.map((c) => h("th", { scope: "col" }, t(`game.col.${c}`))))),
        h("tbody", {}, standings.map((row, i) => h("tr", { class: r.winners.includes(row.seat) ? "winner" : null },
          h("td", {}, String(i + 1)), h("td", {}, this.name(row.seat)), cols.map((c) => h("td", {}, String(row[c]))))))) : null,
      h("div", { id: "victory-details" }), // the game's own breakdown (renderer's victoryDetails)
      chartBox,
      h("div", { class: "buttons" },
        h("button", { type: "button", id: "victory-replay", onclick: () => this.enterReplay(0) }, t("game.replay")),
        h("a", { class: "button primary", href: "#", id: "victory-new" }, t("game.new")),
        h("button", { type: "button", id: "victory-share", onclick: () => this.share() }, t("game.share"))));
  }

  replayBar(p) {
    const total = this.replayAt === null ? p.actions.length : this.fullActions.length;
    if (!total) return null;
    const at = this.replayAt === null ? total : this.replayAt;
    const slider = h("input", { type: "range", id: "replay", min: 0, max: total, value: at, step: 1, "aria-label": t("game.replay_at") });
    let timer = null;
    slider.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(() => this.enterReplay(Number(slider.value)), 120);
    });
    return h("section", { class: "replay", "aria-labelledby": "replay-h" },
      h("h3", { id: "replay-h" }, t("game.replay"), " ", h("span", { class: "muted", id: "replay-pos" }, `${at} / ${total}`)),
      slider,
      this.replayAt !== null ? h("button", { type: "button", id: "replay-exit", onclick: () => this.exitReplay() }, t("game.replay_exit")) : null);
  }

  // Replay is refused while a move is in flight (its result is not yet in the save: a replay
  // started now would return to the position without it), and moves wait for a replay request.
  async enterReplay(k) {
    if (this.busy) { // the slider goes back to where the game is
      const slider = this.app.querySelector("#replay");
      if (slider) slider.value = String(this.replayAt ?? slider.max);
      return;
    }
    if (this.replayAt === null) this.fullActions = this.payload.actions.slice();
    const full = this.fullActions;
    if (k >= full.length && this.replayAt !== null) return this.exitReplay();
    this.busy = true;
    this.replayAt = Math.max(0, Math.min(k, full.length));
    try {
      // through the eyes of the person at the device (never those of whoever decided then)
      const payload = await this.ask("open", { setup: this.payload.setup, actions: full.slice(0, this.replayAt), lang: getLang(), seats: this.seats(), viewer: this.shownSeat });
      this.show(payload);
    } catch (err) {
      showBanner(err.message || String(err), "error");
    } finally {
      this.busy = false;
    }
    if (this.stale) this.elsewhere();
  }

  async exitReplay() {
    if (this.busy) return;
    const full = this.fullActions;
    this.busy = true;
    try {
      const payload = await this.ask("open", { setup: this.payload.setup, actions: full, lang: getLang(), seats: this.seats() });
      this.replayAt = null;
      this.show(payload);
    } catch (err) {
      showBanner(err.message || String(err), "error");
    } finally {
      this.busy = false;
    }
    if (this.stale) return this.elsewhere();
    this.maybeComputer();
  }

  async share() {
    let code;
    try {
      ({ code } = await call("share", { setup: this.payload.setup, actions: this.payload.actions }));
    } catch (err) {
      showBanner(err.message, "error");
      return;
    }
    const letters = seatLetters(this.save);
    const kinds = letters ? `&s=${letters}` : "";
    const learning = this.save.learning === true ? "&learning=1" : ""; // a guided first game stays one
    const url = `${location.origin}${location.pathname}#g=${code}${kinds}${learning}`;
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
