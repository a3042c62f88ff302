// Motion between two tables, shared by the game renderers: what moved is derived from the table
// drawn before and the one drawn now (their DOM and their two views, never engine internals),
// and animated "FLIP" style: an element of the new table is drawn at once where it belongs, then
// slid there from where it was (or from where it came from). Nothing waits for an animation:
// the new table is in the page from the first frame, a press anywhere (or a key) finishes every
// running animation at once, and so does the next table. The "speed" setting gives the duration
// (none when "off" or when the device asks for reduced motion, web/app/speed.js).
//
// A game says what moves in its `movers.js` (a `Movers` object):
//   keyed    a selector of elements carrying `data-id` that are the same thing in both tables
//            (cards): an element whose box moved slides from its old box;
//   flights(prev, cur)  the moves of things that are not one element in both tables (pieces,
//            agents, florins, a card that became a Splay strip): from a place to a place, where a
//            place is a `data-id`, "seat:<n>" (an element with `data-seat`) or one of `places`;
//            `pick` (a selector within the destination, or "self": the destination itself) names
//            the element that arrived, else a
//            chip of `colour` flies between the two places;
//   places   named selectors for places without a `data-id` (e.g. China's coin).
//
// The game screen calls `snapshot(board)` before a table is drawn and `play(...)` after.

import { motionMs } from "../../app/speed.js";

/**
 * @typedef {{from: string, to: string, pick?: string, colour?: string, chip?: "coin" | "disc" | "card"}} Flight
 * @typedef {{keyed: string, places?: Record<string, string>, flights: (prev: any, cur: any) => Flight[]}} Movers
 * @typedef {{x: number, y: number, w: number, h: number}} Box
 * @typedef {{keyed: Map<string, Box>, places: Map<string, Box>, view: any, game: string}} Snapshot
 */

/** At most this many animations per table (a layout that shifts everything is not a move). */
const MAX = 24;
const EASING = "cubic-bezier(.2,.7,.3,1)";

/** @type {Animation[]} */
let running = [];
/** The frame request that will start the animations of the table just drawn (0: none). */
let pending = 0;
/** A snapshot taken when a move was asked, for the table that answers it.
 * @type {{board: HTMLElement, snap: Snapshot} | null} */
let kept = null;

/** Drop the snapshot taken early (the table may have moved since). */
function forget() {
  kept = null;
}

/** Finish every running animation now (the tables are already in their final state). */
export function settle() {
  kept = null;
  if (pending) { cancelAnimationFrame(pending); pending = 0; }
  const list = running;
  running = [];
  for (const a of list) { try { a.finish(); } catch (_) { /* already gone */ } }
  for (const el of document.querySelectorAll(".motion-chip")) el.remove();
}

/** Whether a move's animation is running. */
export function moving() {
  return running.some((a) => a.playState === "running");
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  // a press or a key during an animation is answered on the final table at once (a click that
  // comes without a press, from assistive technology or a script, too)
  for (const type of ["pointerdown", "keydown", "click"]) document.addEventListener(type, settle, true);
  // a snapshot taken early (`snapshot(..., true)`) no longer holds once the table may have moved
  for (const type of ["scroll", "wheel"]) document.addEventListener(type, forget, { capture: true, passive: true });
  window.addEventListener("resize", forget);
}

/** `el`'s box relative to `origin`'s. @returns {Box} */
function boxOf(el, origin) {
  const r = el.getBoundingClientRect();
  return { x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height };
}

/** The key of a place element. */
function placeKey(el) {
  return el.dataset.id ?? (el.dataset.seat !== undefined ? `seat:${el.dataset.seat}` : null);
}

/** The boxes of the shown table's movers and places, before a new table replaces it (null when
 * there is nothing to animate: no table, or animations off). `early`: taken when a move is
 * asked, while the engine works out the next position (the page is idle then, and its layout
 * is the one last painted, so reading it costs no layout); the next table's snapshot of the same
 * view is that one, unless the table was scrolled, zoomed or pressed meanwhile.
 * @param {HTMLElement} board @param {Movers} movers @param {any} view @param {string} game
 * @returns {Snapshot | null} */
export function snapshot(board, movers, view, game, early = false) {
  if (!early && kept && kept.board === board && kept.snap.view === view && kept.snap.game === game && motionMs()) {
    const snap = kept.snap; // taken when the move was asked, and the table has not moved since
    kept = null;
    settle();
    return snap;
  }
  kept = null;
  settle();
  if (!motionMs() || !board?.isConnected || !view || !board.querySelector("#board")) return null;
  const origin = board.getBoundingClientRect();
  const keyed = new Map();
  for (const el of board.querySelectorAll(movers.keyed)) {
    const k = /** @type {HTMLElement} */ (el).dataset.id;
    if (k && !keyed.has(k)) keyed.set(k, boxOf(el, origin));
  }
  const places = new Map();
  for (const el of board.querySelectorAll("[data-id], [data-seat]")) {
    const k = placeKey(/** @type {HTMLElement} */ (el));
    if (k && !places.has(k)) places.set(k, boxOf(el, origin));
  }
  for (const [name, sel] of Object.entries(movers.places ?? {})) {
    const el = board.querySelector(sel);
    if (el) places.set(name, boxOf(el, origin));
  }
  const snap = { keyed, places, view, game };
  if (early) { listen(); kept = { board, snap }; }
  return snap;
}

/** The place `key` in the table shown now. */
function placeNow(board, movers, key) {
  if (movers.places?.[key]) return board.querySelector(movers.places[key]);
  if (key.startsWith("seat:")) return board.querySelector(`[data-seat="${CSS.escape(key.slice(5))}"]`);
  return board.querySelector(`[data-id="${CSS.escape(key)}"]`);
}

/** The CSS transform an SVG element has from its own `transform` attribute. */
function ownTransform(el) {
  if (!(el instanceof SVGGraphicsElement)) return "";
  const m = el.transform?.baseVal?.consolidate()?.matrix;
  return m ? `matrix(${m.a},${m.b},${m.c},${m.d},${m.e},${m.f})` : "";
}

/**
 * @typedef {{el: Element, from: string, to: string}} SlideJob  an element to slide, its keyframes
 * @typedef {{a: Box, b: Box, colour: string, kind: string}} FlyJob  a chip to fly (page boxes)
 */

/** The keyframes that slide `el` (drawn at its new place) from a box `dx`,`dy` screen pixels
 * away, scaled `s` there. It only reads the page (its parent's screen matrix, its own box), so
 * the measurements of all the moves are taken before any animation starts.
 * @returns {SlideJob} */
function slideFrom(el, dx, dy, s) {
  let ux = dx;
  let uy = dy;
  if (el instanceof SVGGraphicsElement && el.parentNode instanceof SVGGraphicsElement) {
    // screen pixels into the parent's user units (the table is scaled to fit)
    const m = el.parentNode.getScreenCTM();
    if (m) {
      const det = m.a * m.d - m.b * m.c || 1;
      ux = (m.d * dx - m.c * dy) / det;
      uy = (-m.b * dx + m.a * dy) / det;
    }
  }
  const own = ownTransform(el);
  const bb = el instanceof SVGGraphicsElement ? el.getBBox() : null;
  // scale about the element's centre (its origin in user units is 0,0)
  const about = bb ? `translate(${bb.x + bb.width / 2}px,${bb.y + bb.height / 2}px)` : "";
  const back = bb ? `translate(${-(bb.x + bb.width / 2)}px,${-(bb.y + bb.height / 2)}px)` : "";
  return { el, from: `translate(${ux}px,${uy}px) ${own} ${about} scale(${s}) ${back}`, to: `translate(0px,0px) ${own} ${about} scale(1) ${back}` };
}

/** Start a slide measured by `slideFrom`. @param {SlideJob} job @param {number} ms */
function slide(job, ms) {
  const a = job.el.animate([{ transform: job.from }, { transform: job.to }], { duration: ms, easing: EASING });
  a.id = "pax-motion";
  track(a);
}

function track(a) {
  running.push(a);
  const done = () => { running = running.filter((x) => x !== a); };
  a.addEventListener("finish", done);
  a.addEventListener("cancel", done);
}

/** A chip (coin, disc or card back) flying over the table from box `a` to box `b` (page boxes).
 * @param {FlyJob} job @param {number} ms */
function fly({ a, b, colour, kind }, ms) {
  const size = kind === "card" ? [28, 40] : [16, 16];
  const chip = document.createElement("div");
  chip.className = `motion-chip ${kind}`;
  chip.setAttribute("aria-hidden", "true");
  chip.style.cssText = `position:fixed;left:${a.x + a.w / 2 - size[0] / 2}px;top:${a.y + a.h / 2 - size[1] / 2}px;`
    + `width:${size[0]}px;height:${size[1]}px;background:${colour};pointer-events:none;z-index:30;`;
  document.body.append(chip);
  const dx = b.x + b.w / 2 - (a.x + a.w / 2);
  const dy = b.y + b.h / 2 - (a.y + a.h / 2);
  const anim = chip.animate([{ transform: "translate(0,0)", opacity: 1 }, { transform: `translate(${dx}px,${dy}px)`, opacity: 0.85 }],
    { duration: ms, easing: EASING });
  anim.id = "pax-motion";
  track(anim);
  const gone = () => chip.remove();
  anim.addEventListener("finish", gone);
  anim.addEventListener("cancel", gone);
}

/** Animate what moved between the table of `snap` and the one `board` shows now. The boxes
 * are read and the animations started at the start of the next frame, before it is painted:
 * by then everything the game screen changes around the table is in the page, so the one layout
 * those reads force is the layout that frame needs anyway (read now, the page would be laid out
 * twice before its first frame). Every box is read before any animation starts: an animation
 * started between two reads would make the browser recompute the table's style and layout for
 * the next read, once per moving thing. A press or the next table before that frame cancels it.
 * @param {HTMLElement} board @param {Movers} movers @param {Snapshot | null} snap @param {any} view @param {string} game */
export function play(board, movers, snap, view, game) {
  const ms = motionMs();
  if (!snap || !ms || snap.game !== game || !view || !board.isConnected) return;
  listen();
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(() => {
    pending = 0;
    if (!board.isConnected) return;
    const { slides, flights } = plan(board, movers, snap, view);
    for (const job of slides) slide(job, ms);
    for (const job of flights) fly(job, ms);
  });
}

/** What moved, measured: the slides and the chip flights (reads the page, changes nothing).
 * @param {HTMLElement} board @param {Movers} movers @param {Snapshot} snap @param {any} view
 * @returns {{slides: SlideJob[], flights: FlyJob[]}} */
function plan(board, movers, snap, view) {
  /** @type {SlideJob[]} */
  const slides = [];
  /** @type {FlyJob[]} */
  const flying = [];
  const origin = board.getBoundingClientRect();
  const page = (b) => ({ x: b.x + origin.left, y: b.y + origin.top, w: b.w, h: b.h });
  let n = 0;
  const done = new Set();
  for (const el of board.querySelectorAll(movers.keyed)) {
    if (n >= MAX) break;
    const k = /** @type {HTMLElement} */ (el).dataset.id;
    const old = k && snap.keyed.get(k);
    if (!old || done.has(k)) continue;
    done.add(k);
    const now = boxOf(el, origin);
    if (!old.w || !now.w) continue; // not shown in one of the tables (another page of a tablet layout)
    const dx = old.x + old.w / 2 - (now.x + now.w / 2);
    const dy = old.y + old.h / 2 - (now.y + now.h / 2);
    if (Math.abs(dx) + Math.abs(dy) < 4) continue;
    slides.push(slideFrom(el, dx, dy, now.w ? Math.max(0.3, Math.min(3, old.w / now.w)) : 1));
    n++;
  }
  let flights = [];
  try { flights = movers.flights(snap.view, view) ?? []; } catch (err) { console.warn("motion: flights", err); }
  const used = new Set();
  for (const f of flights) {
    if (n >= MAX) break;
    const fromEl = snap.places.has(f.from) ? null : placeNow(board, movers, f.from);
    const from = snap.places.get(f.from) ?? (fromEl ? boxOf(fromEl, origin) : null);
    const toEl = placeNow(board, movers, f.to);
    if (!from?.w || !toEl) continue;
    const to = boxOf(toEl, origin);
    if (!to.w) continue; // not shown (another page of a tablet layout)
    // the element that arrived: the last of its kind in the place not animated yet
    const picked = f.pick === "self" ? (used.has(toEl) ? null : toEl) : f.pick ? [...toEl.querySelectorAll(f.pick)].reverse().find((e) => !used.has(e)) : null;
    if (picked) {
      used.add(picked);
      const now = boxOf(picked, origin);
      if (!now.w) continue;
      const scale = now.w ? Math.max(0.3, Math.min(3, from.w / now.w)) : 1;
      slides.push(slideFrom(picked, from.x + from.w / 2 - (now.x + now.w / 2), from.y + from.h / 2 - (now.y + now.h / 2), f.chip === "card" ? scale : 1));
    } else {
      flying.push({ a: page(from), b: page(to), colour: f.colour ?? "#e3b93c", kind: f.chip ?? "disc" });
    }
    n++;
  }
  return { slides, flights: flying };
}
