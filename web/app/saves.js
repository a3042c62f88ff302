// Saved games in localStorage, one key per game: "pax.save.<id>".
//
// A save is the engine's save record {format: "pax-save", version, setup, actions, rules, trail,
// check} (pax/savefile.py: the rules version, a trail of each move's choice and a checksum, which
// only the engine writes and checks) plus the page's {id, created, updated, step, title, over,
// seats, levels, notice, learning (a guided first game: web/app/guide.js)}: the setup and the list of action indices rebuild the game exactly
// (pax/facade.py checks and, when needed, migrates it). A damaged or foreign entry is reported and skipped: reading one
// never throws and never touches any other entry. A full storage quota is reported to the
// caller (the game goes on); the optional view cache "pax.view.<id>" is dropped first.

export const SAVE_PREFIX = "pax.save.";
export const VIEW_PREFIX = "pax.view.";
export const SAVE_FORMAT = "pax-save";
export const SAVE_VERSION = 2;
// An imported file larger than this is refused unread: a save of the engine's longest game
// (50,000 moves, pax/core/share.py MAX_MOVES) takes about 300 KB. Nesting as pax/core/untrusted.py.
export const MAX_IMPORT_BYTES = 1_000_000;
export const MAX_NESTING = 32;

// This session's latest copy of every game it touched: a game whose save did not fit in the
// quota still plays on (and can be exported or shared) until the tab is closed.
const memory = new Map();
/** @type {Map<string, {text: string, actions: number[]}>} each save's text as this tab stored it last */
const written = new Map();

function storage() {
  try { return window.localStorage; } catch (_) { return null; }
}

export function newId() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return a[0].toString(36) + a[1].toString(36);
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const optional = (v, ok) => v === undefined || v === null || ok(v);
const isText = (v) => typeof v === "string";

/** Why `raw` (a parsed entry) is not a listable save, or null when it is fine. Every field the
 * pages read is type-checked here: a value whose String() throws (an object with a non-callable
 * toString) must never reach a page, because one such entry would stop the whole start page. */
export function problem(raw) {
  if (!isObject(raw) || raw.format !== SAVE_FORMAT) return "foreign";
  if (!Number.isInteger(raw.version)) return "damaged";
  if (raw.version > SAVE_VERSION) return "newer";
  const s = raw.setup;
  if (!isObject(s) || !isText(s.game) || !Number.isInteger(s.players) || !Array.isArray(s.names)
      || !s.names.every(isText) || !Array.isArray(raw.actions) || !raw.actions.every(Number.isInteger)) return "damaged";
  if (!optional(raw.updated, isText) || !optional(raw.created, isText) || !optional(raw.title, isText)
      || !optional(raw.step, Number.isInteger) || !optional(raw.over, (v) => typeof v === "boolean")
      || !optional(raw.id, isText) || !optional(raw.learning, (v) => typeof v === "boolean")) return "damaged";
  if (raw.seats !== undefined && raw.seats !== null && cleanSeats(raw.seats, s.players) === undefined) return "damaged";
  if (raw.levels !== undefined && raw.levels !== null && cleanLevels(raw.levels, raw.seats) === undefined) return "damaged";
  if (nesting(raw, MAX_NESTING) > MAX_NESTING) return "damaged";  // the engine would refuse it
  return null;
}

/** How deeply `value` nests (arrays and objects), counted without recursion and never beyond
 * `limit` + 1: a hostile file must not exhaust the stack here either. */
export function nesting(value, limit) {
  let deepest = 0;
  const stack = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop();
    if (v === null || typeof v !== "object") continue;
    if (d + 1 > deepest) deepest = d + 1;
    if (deepest > limit) return deepest;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

/** All entries: {good: [save…] newest first, bad: [{key, reason, text}]} (`text`: the entry as
 * stored, for its export). */
export function list() {
  const st = storage();
  const good = [], bad = [];
  if (!st) return { good, bad };
  let keys;
  try { keys = Object.keys(st); } catch (_) { return { good, bad }; }
  for (const key of keys) {
    if (!key.startsWith(SAVE_PREFIX)) continue;
    const text = readText(st, key);
    let raw;
    try { raw = JSON.parse(text); } catch (_) { bad.push({ key, reason: "damaged", text: text ?? "" }); continue; }
    const why = problem(raw);
    if (why) bad.push({ key, reason: why, text });
    else good.push({ ...raw, id: key.slice(SAVE_PREFIX.length) });
  }
  good.sort((a, b) => (b.updated || "").localeCompare(a.updated || ""));
  return { good, bad };
}

function readText(st, key) {
  try { return st.getItem(key); } catch (_) { return null; }
}

/** Saved game `id`: the stored save, this session's copy of one that could not be stored, null
 * when there is none, or {broken: reason} when the stored entry cannot be used. */
export function get(id) {
  const st = storage();
  const text = st ? readText(st, SAVE_PREFIX + id) : null;
  if (text === null) return memory.get(id) || null;
  let raw;
  try { raw = JSON.parse(text); } catch (_) { return { broken: "damaged" }; }
  const why = problem(raw);
  return why ? { broken: why } : raw;
}

/** The stored actions of saved game `id` (what another tab may have written since), or null
 * when the stored entry is missing or unusable. */
export function storedActions(id) {
  const st = storage();
  const text = st ? readText(st, SAVE_PREFIX + id) : null;
  if (text === null) return null;
  // the text this tab wrote last: its own actions, unparsed (a long game is checked at every move)
  const mine = written.get(id);
  if (mine && mine.text === text) return mine.actions;
  try {
    const raw = JSON.parse(text);
    return problem(raw) ? null : raw.actions;
  } catch (_) { return null; }
}

function isQuota(err) {
  return err && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED" || err.code === 22);
}

// Games of this session whose latest position is not in storage (quota full or no storage):
// every screen showing one says so (the warning must survive the route change to the game).
const unsaved = new Map();

/** Why saved game `id`'s latest position is not stored ("full" or "unavailable"), or undefined. */
export function unsavedReason(id) { return unsaved.get(id); }

/** Store a save; returns "ok", "full" (quota exceeded: not saved) or "unavailable". */
export function put(save, viewCache) {
  const result = write(save, viewCache);
  if (result === "ok") unsaved.delete(save.id);
  else unsaved.set(save.id, result);
  return result;
}

function write(save, viewCache) {
  memory.set(save.id, save);
  const st = storage();
  if (!st) return "unavailable";
  const text = JSON.stringify(save);
  written.delete(save.id);
  try {
    st.setItem(SAVE_PREFIX + save.id, text);
  } catch (err) {
    if (!isQuota(err)) return "unavailable";
    // Make room by dropping the view caches (they only speed up the next start), then retry once.
    dropViewCaches();
    try { st.setItem(SAVE_PREFIX + save.id, text); } catch (err2) { return isQuota(err2) ? "full" : "unavailable"; }
  }
  written.set(save.id, { text, actions: save.actions });
  if (viewCache) {
    try { st.setItem(VIEW_PREFIX + save.id, JSON.stringify(viewCache)); } catch (_) { st.removeItem(VIEW_PREFIX + save.id); }
  }
  return "ok";
}

/** The view cache of saved game `id` when it has the shape a screen draws from, else null (an
 * unusable one is removed: it only speeds up a start, and the engine's answer replaces it). */
export function getViewCache(id) {
  const st = storage();
  if (!st) return null;
  let cached;
  try { cached = JSON.parse(st.getItem(VIEW_PREFIX + id)); } catch (_) { cached = undefined; }
  if (cached === null) return null;
  if (cached !== undefined && viewCacheOk(cached)) return cached;
  try { st.removeItem(VIEW_PREFIX + id); } catch (_) { /* nothing more to do: it is not used */ }
  return null;
}

const isSeat = (v) => v === null || v === undefined || Number.isInteger(v);

/** Whether a parsed view cache has every field the game screen reads, each of its type. */
export function viewCacheOk(c) {
  if (!isObject(c) || !isObject(c.setup) || !isText(c.setup.game) || !Number.isInteger(c.setup.players)
      || !Array.isArray(c.setup.names) || !c.setup.names.every(isText)) return false;
  if (!Array.isArray(c.actions) || !c.actions.every(Number.isInteger) || !Number.isInteger(c.step)
      || !isText(c.title) || !isSeat(c.to_move) || !optional(c.undo_to, Number.isInteger)
      || typeof c.over !== "boolean" || !optional(c.result, isObject) || !isObject(c.view)) return false;
  if (!Array.isArray(c.log) || !c.log.every((e) => isObject(e) && isSeat(e.seat) && isText(e.text)
      && optional(e.kind, isText) && optional(e.notes, (n) => Array.isArray(n) && n.every(isText)))) return false;
  if (!Array.isArray(c.legal) || !c.legal.every((a) => isObject(a) && Number.isInteger(a.index) && isText(a.label)
      && isText(a.kind) && Array.isArray(a.targets) && a.targets.every(isText))) return false;
  return nesting(c, 64) <= 64;
}

/** Drop what only speeds up a start: the view caches, and the tables' own caches ("pax.cache.*"). */
export function dropViewCaches() {
  const st = storage();
  if (!st) return;
  Object.keys(st).filter((k) => k.startsWith(VIEW_PREFIX) || k.startsWith("pax.cache.")).forEach((k) => st.removeItem(k));
}

/** Drop the view cache of saved game `id` (it could not be drawn). */
export function dropViewCache(id) {
  try { storage()?.removeItem(VIEW_PREFIX + id); } catch (_) { /* it is not used again either way */ }
}

export function remove(id) { memory.delete(id); unsaved.delete(id); removeKey(SAVE_PREFIX + id); }

export function removeKey(key) {
  const st = storage();
  if (!st || !key.startsWith(SAVE_PREFIX)) return;
  st.removeItem(key);
  st.removeItem(VIEW_PREFIX + key.slice(SAVE_PREFIX.length));
}

/** A save for a game payload from the engine: its save record as the engine wrote it (never
 * composed here: the checksum is the engine's), with the page's fields. `notice`: the engine's
 * message when the game opened short of its recorded moves, kept until the next move is stored. */
export function fromPayload(id, payload, created) {
  const now = new Date().toISOString();
  const { format, version, setup, actions, rules, trail, check } = payload.save;
  return {
    format, version, id, setup, actions, rules, trail, check,
    created: created || now, updated: now, step: payload.step, title: payload.title, over: payload.over,
    notice: payload.notice,
  };
}

/** The seats' kinds ("person"/"computer") of a save read from outside, or undefined if unusable. */
export function cleanSeats(seats, players) {
  if (!Array.isArray(seats) || seats.length !== players) return undefined;
  return seats.every((k) => k === "person" || k === "computer") ? seats : undefined;
}

/** Computer opponents' levels, weakest first; a save or link without levels means the first. */
export const LEVELS = ["easy", "normal", "hard"];

/** Each seat's computer level (null for a person) of a save read from outside, or undefined if unusable. */
export function cleanLevels(levels, seats) {
  if (!Array.isArray(seats) || !Array.isArray(levels) || levels.length !== seats.length) return undefined;
  const ok = levels.every((l, i) => (seats[i] === "computer" ? LEVELS.includes(l) : l === null));
  return ok ? levels : undefined;
}

/** The level a computer seat of `save` plays at (older saves without levels: the first level). */
export function levelOf(save, seat) {
  const l = Array.isArray(save.levels) ? save.levels[seat] : undefined;
  return LEVELS.includes(l) ? l : LEVELS[0];
}

/** Export text for a file download (what import accepts back). */
export function exportText(save) {
  const { format, version, setup, actions, rules, trail, check, created, updated, title, seats, levels, learning } = save;
  return JSON.stringify({ format, version, setup, actions, rules, trail, check, created, updated, title, seats, levels, learning }, null, 1);
}
