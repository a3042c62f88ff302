// Motion between two tables, shared by the game renderers: what moved is derived from the table
// drawn before and the one drawn now (their DOM and their two views, never engine internals),
// and animated "FLIP" style: an element of the new table is drawn at once where it belongs, and a
// copy of it slides there from where it was (or from where it came from) in a layer of its own
// over the table, while the element waits transparent: the browser's compositor moves the copy, so no
// frame of a move redraws the table, and the page stays free for the next tap. Nothing waits for an animation:
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
/** Elements of the table made transparent while their copy travels to them, each with the
 * inline opacity it had. (Transparent, not hidden: the element keeps its place in the page's text
 * and its accessibility tree, and stays the target of a tap.) @type {Map<HTMLElement | SVGElement, string>} */
let hidden = new Map();
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
  // (at once: a table drawn next must find nothing hidden and no copy over it)
  for (const el of document.querySelectorAll(".motion-chip, .motion-ghost")) el.remove();
  for (const [el, was] of hidden) el.style.opacity = was;
  hidden = new Map();
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

/**
 * @typedef {{el: SVGGraphicsElement, now: Box, dx: number, dy: number, s: number, m: DOMMatrix}} SlideJob
 *   an element to slide: its box now (page pixels), where it comes from (`dx`,`dy` pixels away,
 *   scaled `s` there), and its parent's screen matrix
 * @typedef {{a: Box, b: Box, colour: string, kind: string}} FlyJob  a chip to fly (page boxes)
 */

/** The slide of `el` (an element of the table's SVG, drawn at its new place, box `now` in page
 * pixels) from a box `dx`,`dy` pixels away, scaled `s` there; null for an element it cannot
 * copy. It only reads the page, so the measurements of all the moves are taken before any
 * animation starts.
 * @returns {SlideJob | null} */
function slideFrom(el, now, dx, dy, s) {
  const parent = el.parentNode;
  const m = el instanceof SVGGraphicsElement && parent instanceof SVGGraphicsElement ? parent.getScreenCTM() : null;
  return m && el.ownerSVGElement ? { el: /** @type {SVGGraphicsElement} */ (el), now, dx, dy, s, m } : null;
}

const SVG_NS = "http://www.w3.org/2000/svg";
// What makes a table element a target or a mark (a choice, a focusable, a guided step): the copy
// that travels carries none, so a query for a choice or the guide's target finds the table's own.
const TARGET_ATTRS = ["id", "data-action", "data-actions", "tabindex", "role"];

/** A copy of `el` that only looks like it. @param {Element} el @returns {Element} */
function inertCopy(el) {
  const copy = /** @type {Element} */ (el.cloneNode(true));
  for (const node of [copy, ...copy.querySelectorAll("*")]) {
    for (const name of TARGET_ATTRS) node.removeAttribute(name);
    node.classList.remove("guide-target");
  }
  return copy;
}

/** Start a slide measured by `slideFrom`: a copy of the element, drawn by the same style rules
 * (the table's classes) under the same screen matrix, travels in a fixed layer of its own; the
 * element is transparent until the copy arrives. @param {SlideJob} job @param {number} ms */
function slide({ el, now, dx, dy, s, m }, ms) {
  const ghost = document.createElementNS(SVG_NS, "svg");
  ghost.setAttribute("class", `${el.ownerSVGElement?.getAttribute("class") ?? ""} motion-ghost`);
  ghost.setAttribute("aria-hidden", "true");
  ghost.style.cssText = `left:${now.x}px;top:${now.y}px;width:${now.w}px;height:${now.h}px;`;
  const g = document.createElementNS(SVG_NS, "g");
  g.setAttribute("transform", `matrix(${m.a},${m.b},${m.c},${m.d},${m.e - now.x},${m.f - now.y})`);
  g.append(inertCopy(el));
  ghost.append(g);
  document.body.append(ghost);
  if (!hidden.has(el)) hidden.set(el, el.style.opacity);
  el.style.opacity = "0";
  const a = ghost.animate([{ transform: `translate(${dx}px,${dy}px) scale(${s})` }, { transform: "none" }], { duration: ms, easing: EASING });
  a.id = "pax-motion";
  track(a);
  const arrived = () => {
    ghost.remove();
    if (!hidden.has(el)) return;
    el.style.opacity = hidden.get(el) ?? "";
    hidden.delete(el);
  };
  a.addEventListener("finish", arrived);
  a.addEventListener("cancel", arrived);
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
    const job = slideFrom(el, page(now), dx, dy, now.w ? Math.max(0.3, Math.min(3, old.w / now.w)) : 1);
    if (!job) continue;
    slides.push(job);
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
      const job = slideFrom(picked, page(now), from.x + from.w / 2 - (now.x + now.w / 2), from.y + from.h / 2 - (now.y + now.h / 2), f.chip === "card" ? scale : 1);
      if (job) slides.push(job);
    } else {
      flying.push({ a: page(from), b: page(to), colour: f.colour ?? "#e3b93c", kind: f.chip ?? "disc" });
    }
    n++;
  }
  return { slides, flights: flying };
}
