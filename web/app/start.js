// The start page: new game (game, players, each seat's name and person/computer), saved games
// (continue, export, delete), import from a file, and the note on backups.

import { h, clear } from "./dom.js";
import { t, getLang, hasString } from "./i18n.js";
import { call, whenReady, EngineError } from "./engine.js";
import * as saves from "./saves.js";
import { showBanner, download } from "./ui.js";
import { askPersistence, persistenceLine } from "./persist.js";
import { settingsPanel } from "./settings.js";

const REASONS = { damaged: "saves.bad.damaged", foreign: "saves.bad.foreign", newer: "saves.bad.newer" };

function gameName(id, fallback) {
  const key = `game.${id}`;
  const s = t(key);
  return s === key ? (fallback || id) : s;
}

export async function showStart(app) {
  const newSec = h("section", { class: "card new-game", "aria-labelledby": "new-h" },
    h("h2", { id: "new-h" }, t("start.new")),
    h("p", { class: "muted", id: "games-loading" }, t("engine.starting")));
  const savedSec = h("section", { class: "card saved", "aria-labelledby": "saved-h" });
  const notes = h("section", { class: "card notes", "aria-labelledby": "notes-h" },
    h("h2", { id: "notes-h" }, t("start.backup.title")),
    h("p", {}, t("start.backup.text")));
  app.append(h("div", { class: "start" }, newSec, savedSec, notes, settingsPanel()));
  renderSaved(savedSec);
  await whenReady();
  const { games, computer } = await call("games");
  newSec.querySelector("#games-loading").remove();
  newSec.append(newGameForm(games, computer));
}

/** What a game is, in two or three sentences (strings `start.about.<game>`), its player counts and
 * playing time (its declaration: the `games` reply), and its links: the How to play guide
 * (howto-<game>.html, written by the build) and a guided first game (`?learn=<game>`), for a game
 * that has its `start.about` words. */
function aboutGame(g) {
  const name = gameName(g.id, g.title);
  const facts = g.minutes ? t("start.facts", { min: g.min_players, max: g.max_players, lo: g.minutes[0], hi: g.minutes[1] }) : null;
  return h("div", { class: "game-about", id: `about-${g.id}` },
    hasString(`start.about.${g.id}`) ? h("p", { class: "game-blurb" }, t(`start.about.${g.id}`)) : null,
    facts ? h("p", { class: "game-facts muted" }, facts) : null,
    // a game described here has its guide and its guided game (the test builds' toy has neither)
    !hasString(`start.about.${g.id}`) ? null : h("p", { class: "game-links" },
      h("a", { href: `howto-${encodeURIComponent(g.id)}.html`, class: "howto-link", "aria-label": t("start.howto_of", { game: name }) }, t("start.howto")),
      " · ",
      h("a", { href: `./?learn=${encodeURIComponent(g.id)}`, class: "learn-link", "aria-label": t("start.learn_of", { game: name }) }, t("start.learn"))));
}

function newGameForm(games, computer) {
  const form = h("form", { class: "new-form", id: "new-game" });
  const chooser = h("fieldset", { class: "games" }, h("legend", {}, t("start.game")));
  const seatsBox = h("div", { class: "seats" });
  const playersSel = h("select", { id: "players", name: "players" });
  // the chosen game's setup options (its declaration, the `games` reply): one choice each, shown
  // for the player counts it belongs to (Pax Transhumanity's solo arena: 1 player, easy or hard)
  const optionsBox = h("div", { class: "options" });
  const startBtn = h("button", { type: "submit", class: "primary", id: "start-game" }, t("start.start"));
  const noComputer = h("p", { class: "muted", id: "no-computer", hidden: true }, t("start.no_computer"));
  let chosen = null;

  for (const g of games) {
    const id = `game-${g.id}`;
    const radio = h("input", { type: "radio", name: "game", id, value: g.id, disabled: !g.available });
    radio.addEventListener("change", () => choose(g));
    chooser.append(h("div", { class: "game-choice" + (g.available ? "" : " absent") },
      radio, h("label", { for: id }, gameName(g.id, g.title)),
      g.available ? null : h("span", { class: "muted" }, " — " + t("start.absent")),
      // a game may carry a note the player must see before choosing (Transhumanity: our own card set)
      hasString(`start.note.${g.id}`) ? h("p", { class: "game-note", id: `note-${g.id}` }, t(`start.note.${g.id}`)) : null,
      g.available ? aboutGame(g) : null));
  }

  function seatRow(i, old) {
    const name = h("input", { type: "text", id: `seat-name-${i}`, maxlength: 24, autocomplete: "off",
      value: old?.name ?? t("start.player", { n: i + 1 }) });
    const kind = h("select", { id: `seat-kind-${i}`, "aria-label": t("start.seat.kind", { n: i + 1 }) },
      h("option", { value: "person" }, t("start.person")),
      h("option", { value: "computer", disabled: !(computer && chosen?.computer !== false) }, t("start.computer")));
    // the computer's level, shown only for a computer seat (levels the game offers, weakest first)
    const offered = chosen?.levels?.length ? chosen.levels : saves.LEVELS.slice(0, 1);
    const level = h("select", { id: `seat-level-${i}`, class: "seat-level", "aria-label": t("start.seat.level", { n: i + 1 }), hidden: true },
      ...offered.map((l) => h("option", { value: l }, t(`start.level.${l}`))));
    if (old?.level && offered.includes(old.level)) level.value = old.level;
    kind.addEventListener("change", () => { level.hidden = kind.value !== "computer"; });
    if (old?.kind === "computer" && !kind.querySelector('option[value="computer"]').disabled) {
      kind.value = "computer";
      level.hidden = false;
    }
    return h("div", { class: "seat" }, h("label", { for: `seat-name-${i}` }, t("start.seat", { n: i + 1 })), name, kind, level);
  }

  function renderSeats() {
    const old = [...seatsBox.querySelectorAll(".seat")].map((row) => ({ name: row.querySelector("input").value,
      kind: row.querySelector("select[id^=seat-kind]").value, level: row.querySelector("select.seat-level").value }));
    clear(seatsBox);
    const n = Number(playersSel.value);
    for (let i = 0; i < n; i++) seatsBox.append(seatRow(i, old[i]));
    for (const row of optionsBox.children) row.hidden = !row.dataset.players.split(",").includes(String(n));
    noComputer.hidden = Boolean(computer && chosen?.computer !== false);
  }

  function optionRow(opt) {
    const sel = h("select", { id: opt.name, name: opt.name },
      ...opt.values.map((v) => h("option", { value: v }, t(`${opt.label}.${v}`))));
    return h("div", { class: "option", "data-players": opt.players.join(","), hidden: true },
      h("label", { for: opt.name }, t(opt.label)), sel);
  }

  function choose(g) {
    chosen = g;
    const prev = Number(playersSel.value) || 0;
    clear(playersSel);
    for (let n = g.min_players; n <= g.max_players; n++) playersSel.append(h("option", { value: n }, String(n)));
    playersSel.value = String(Math.min(Math.max(prev || Math.min(3, g.max_players), g.min_players), g.max_players));
    startBtn.disabled = false;
    clear(optionsBox);
    for (const opt of g.options ?? []) optionsBox.append(optionRow(opt));
    renderSeats();
  }

  playersSel.addEventListener("change", renderSeats);
  startBtn.disabled = true;
  form.append(chooser,
    h("div", { class: "row" }, h("label", { for: "players" }, t("start.players")), playersSel),
    seatsBox, optionsBox,
    noComputer,
    startBtn);
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    if (!chosen) return;
    askPersistence(); // the first save, from the player's gesture
    const n = Number(playersSel.value);
    const names = [...seatsBox.querySelectorAll(".seat input")].map((el) => el.value);
    const seats = [...seatsBox.querySelectorAll(".seat select[id^=seat-kind]")].map((el) => el.value);
    const levels = [...seatsBox.querySelectorAll(".seat select.seat-level")].map((el, i) => (seats[i] === "computer" ? el.value : null));
    const options = Object.fromEntries([...optionsBox.querySelectorAll(".option:not([hidden]) select")].map((el) => [el.name, el.value]));
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    startBtn.disabled = true;
    try {
      const payload = await call("new", { game: chosen.id, players: n, seed, names, options, lang: getLang() });
      const id = saves.newId();
      const save = { ...saves.fromPayload(id, payload), seats, ...(seats.includes("computer") ? { levels } : {}) };
      saves.put(save); // (one that could not be stored is reported by the game screen)
      location.hash = `play=${id}`;
    } catch (err) {
      startBtn.disabled = false;
      showBanner(err instanceof EngineError ? err.message : String(err), "error");
    }
  });
  const first = games.find((g) => g.available);
  if (first) {
    chooser.querySelector(`#game-${first.id}`).checked = true;
    choose(first);
  }
  return form;
}

/** Delete, asked first: the button gives way to "Delete this game?" with Yes and Cancel (a saved
 * game is gone for good). */
function deleteButton(id, remove) {
  const box = h("span", { class: "delete-box" });
  const ask = () => {
    box.replaceChildren(h("span", { class: "delete-ask", role: "alert" }, t("saves.delete_ask")), " ",
      h("button", { type: "button", class: "danger", "data-delete-confirm": id, onclick: remove }, t("saves.delete_yes")), " ",
      h("button", { type: "button", "data-delete-cancel": id, onclick: idle }, t("saves.delete_no")));
    box.querySelector("[data-delete-cancel]").focus();
  };
  const idle = () => {
    box.replaceChildren(h("button", { type: "button", "data-delete": id, onclick: ask }, t("saves.delete")));
  };
  idle();
  return box;
}

function renderSaved(sec) {
  clear(sec);
  sec.append(h("h2", { id: "saved-h" }, t("saves.title")));
  const { good, bad } = saves.list();
  if (!good.length) sec.append(h("p", { class: "muted", id: "no-saves" }, t("saves.none")));
  else {
    const rows = good.map((s) => h("tr", { "data-save": s.id },
      h("td", {}, gameName(s.setup.game, s.title)),
      h("td", {}, s.setup.names.join(", ")),
      h("td", {}, s.over ? t("saves.over") : String(s.step ?? s.actions.length)),
      h("td", {}, s.updated ? new Date(s.updated).toLocaleString(getLang()) : ""),
      h("td", { class: "buttons" },
        h("a", { class: "button primary", href: `#play=${s.id}`, "data-continue": s.id }, t("saves.continue")),
        h("button", { type: "button", onclick: () => download(`pax-${s.setup.game}-${s.id}.json`, saves.exportText(s)) }, t("saves.export")),
        deleteButton(s.id, () => { saves.remove(s.id); renderSaved(sec); }))));
    sec.append(h("div", { class: "table-wrap" }, h("table", { class: "saves" },
      h("thead", {}, h("tr", {}, ...["saves.game", "saves.players", "saves.turn", "saves.last", ""].map((k) => h("th", { scope: "col" }, k ? t(k) : "")))),
      h("tbody", {}, rows))));
  }
  if (bad.length) {
    sec.append(h("div", { class: "bad-saves", role: "alert" },
      h("p", {}, t("saves.bad.title", { n: bad.length })),
      h("ul", {}, bad.map((b) => h("li", { "data-bad": b.key },
        h("code", {}, b.key), " — ", t(REASONS[b.reason]), " ",
        // its raw text, as stored: what can still be recovered from it by hand
        h("button", { type: "button", "data-export-bad": "", onclick: () => download(`${b.key}.json`, b.text) }, t("saves.export")), " ",
        h("button", { type: "button", "data-delete-bad": "", onclick: () => { saves.removeKey(b.key); renderSaved(sec); } }, t("saves.delete")))))));
  }
  sec.append(persistenceLine());
  const file = h("input", { type: "file", id: "import-file", accept: ".json,application/json" });
  file.addEventListener("change", async () => {
    const f = file.files[0];
    if (!f) return;
    askPersistence();
    try {
      // Checked here before the engine sees it: a huge file is not read, and a deeply nested one
      // never reaches Python's recursive JSON parser (the engine refuses both again on its own).
      if (f.size > saves.MAX_IMPORT_BYTES) throw new EngineError(t("import.too_big"));
      const text = await f.text();
      let raw;
      try { raw = JSON.parse(text); } catch (_) { throw new EngineError(t("import.not_json")); }
      if (saves.nesting(raw, saves.MAX_NESTING) > saves.MAX_NESTING) throw new EngineError(t("import.too_deep"));
      const payload = await call("load_save", { save: raw, lang: getLang() });
      const id = saves.newId();
      const seats = saves.cleanSeats(raw.seats, payload.setup.players);
      const levels = saves.cleanLevels(raw.levels, seats);
      const learning = raw.learning === true ? { learning: true } : {}; // (the engine refused any other value)
      saves.put({ ...saves.fromPayload(id, payload, raw.created), seats, levels, ...learning }); // (reported by the game screen)
      location.hash = `play=${id}`;
    } catch (err) {
      showBanner(t("import.failed", { message: err.message }), "error");
    }
  });
  sec.append(h("div", { class: "import" }, h("label", { for: "import-file" }, t("saves.import")), file));
}
