// Saved games in localStorage, one key per game: "pax.save.<id>".
//
// A save is the engine's save record {format: "pax-save", version, setup, actions, rules, trail,
// check} (pax/savefile.py: the rules version, a trail of each move's choice and a checksum, which
// only the engine writes and checks) plus the page's {id, created, updated, step, title, over,
// seats, levels, notice}: the setup and the list of action indices rebuild the game exactly
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

function storage() {
  try { return window.localStorage; } catch (_) { return null; }
}

export function newId() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return a[0].toString(36) + a[1].toString(36);
}

/** Why `raw` (a parsed entry) is not a listable save, or null when it is fine. */
export function problem(raw) {
  if (!raw || typeof raw !== "object" || raw.format !== SAVE_FORMAT) return "foreign";
  if (!Number.isInteger(raw.version)) return "damaged";
  if (raw.version > SAVE_VERSION) return "newer";
  const s = raw.setup;
  if (!s || typeof s.game !== "string" || !Number.isInteger(s.players) || !Array.isArray(s.names)
      || !Array.isArray(raw.actions)) return "damaged";
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

/** All entries: {good: [save…] newest first, bad: [{key, reason}]}. */
export function list() {
  const st = storage();
  const good = [], bad = [];
  if (!st) return { good, bad };
  for (let i = 0; i < st.length; i++) {
    const key = st.key(i);
    if (!key || !key.startsWith(SAVE_PREFIX)) continue;
    let raw;
    try { raw = JSON.parse(st.getItem(key)); } catch (_) { bad.push({ key, reason: "damaged" }); continue; }
    const why = problem(raw);
    if (why) bad.push({ key, reason: why });
    else good.push({ ...raw, id: key.slice(SAVE_PREFIX.length) });
  }
  good.sort((a, b) => String(b.updated || "").localeCompare(String(a.updated || "")));
  return { good, bad };
}

export function get(id) {
  const st = storage();
  const text = st ? st.getItem(SAVE_PREFIX + id) : null;
  if (text === null) return memory.get(id) || null;
  try { return JSON.parse(text); } catch (_) { return { broken: true }; }
}

function isQuota(err) {
  return err && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED" || err.code === 22);
}

/** Store a save; returns "ok", "full" (quota exceeded: not saved) or "unavailable". */
export function put(save, viewCache) {
  memory.set(save.id, save);
  const st = storage();
  if (!st) return "unavailable";
  const text = JSON.stringify(save);
  try {
    st.setItem(SAVE_PREFIX + save.id, text);
  } catch (err) {
    if (!isQuota(err)) return "unavailable";
    // Make room by dropping the view caches (they only speed up the next start), then retry once.
    dropViewCaches();
    try { st.setItem(SAVE_PREFIX + save.id, text); } catch (err2) { return isQuota(err2) ? "full" : "unavailable"; }
  }
  if (viewCache) {
    try { st.setItem(VIEW_PREFIX + save.id, JSON.stringify(viewCache)); } catch (_) { st.removeItem(VIEW_PREFIX + save.id); }
  }
  return "ok";
}

export function getViewCache(id) {
  const st = storage();
  try { return JSON.parse(st.getItem(VIEW_PREFIX + id)); } catch (_) { return null; }
}

export function dropViewCaches() {
  const st = storage();
  const keys = [];
  for (let i = 0; i < st.length; i++) if (st.key(i)?.startsWith(VIEW_PREFIX)) keys.push(st.key(i));
  keys.forEach((k) => st.removeItem(k));
}

export function remove(id) { memory.delete(id); removeKey(SAVE_PREFIX + id); }

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
  const { format, version, setup, actions, rules, trail, check, created, updated, title, seats, levels } = save;
  return JSON.stringify({ format, version, setup, actions, rules, trail, check, created, updated, title, seats, levels }, null, 1);
}
