// Small DOM helpers. Text is always inserted as text nodes (never as markup), so player names
// and anything else that came from a link, a save or the engine can never become HTML.

/** Create an element: h("button", {class: "x", onclick: fn, "data-action": 3}, "text", child…). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

/** Append children (strings become text nodes; arrays are flattened; null/false skipped). */
export function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** Create an SVG element (for renderers). */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

export function clear(el) {
  el.replaceChildren(); // one removal, not one per child
  return el;
}

/** Load a stylesheet once (by element id) and resolve when it has loaded or failed, so a renderer
 * never draws unstyled. */
export async function loadStylesheet(id, href) {
  if (document.getElementById(id)) return;
  const link = document.createElement("link");
  link.id = id;
  link.rel = "stylesheet";
  link.href = href;
  const loaded = new Promise((resolve) => { link.onload = resolve; link.onerror = resolve; });
  document.head.append(link);
  await loaded;
}

/** A touch held 450 ms on `el` calls `onHold` (a card's detail) instead of acting; the click that
 * follows the hold is swallowed. The duration is judged by the events' own time stamps: on a busy
 * page the timer may fire late, after a quick tap's pointerup was queued; such a tap still acts,
 * and `onTap` undoes what the late timer showed. */
export function longPress(el, onHold, onTap) {
  longPressWithin(el, null, onHold, onTap);
}

/** The same for everything inside `root`, with one set of listeners on `root` (elements may be
 * replaced or updated between presses): a hold on an element matching `selector` calls
 * `onHold(el)`, and a hold anywhere else in `root` shows nothing; either way the click that
 * follows a hold is swallowed, so a long press never acts (a player holding a finger on a place
 * wants to know about it, not to play it). `onTap(el)`: a quick tap after a late timer. */
export function longPressWithin(root, selector, onHold, onTap) {
  const HOLD = 450;
  let timer = null;
  let down = 0;
  let fired = false;
  let held = null;
  root.addEventListener("pointerdown", (ev) => {
    if (ev.pointerType === "mouse") return;
    fired = false; // a hold whose click never came swallows nothing later
    const found = selector ? ev.target.closest?.(selector) : root;
    held = found && root.contains(found) ? found : null;
    down = ev.timeStamp;
    clearTimeout(timer);
    timer = setTimeout(() => { fired = true; if (held) onHold(held); }, HOLD);
  });
  const cancel = () => { clearTimeout(timer); timer = null; };
  root.addEventListener("pointerup", (ev) => {
    cancel();
    if (fired && ev.timeStamp - down < HOLD) { fired = false; if (held) onTap(held); } // it was a tap
  });
  root.addEventListener("pointercancel", cancel);
  root.addEventListener("pointermove", (ev) => { if (Math.abs(ev.movementX) + Math.abs(ev.movementY) > 6) cancel(); });
  root.addEventListener("click", (ev) => { if (fired) { ev.stopPropagation(); ev.preventDefault(); fired = false; } }, true);
}

/** Close something that floats over the page (a card's detail, a tablet drawer) on Escape and
 * on a press outside it. `isOpen()`: whether it is open now; `inside(target)`: whether a pressed
 * element belongs to it (its own opener too); `close()`. With `swallow`, the click of the press
 * that closed it does nothing else (a tap beside a drawer only closes the drawer). */
export function dismissable(isOpen, inside, close, swallow = false) {
  let closing = 0; // when the press that closed it came (its click follows within a moment)
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && isOpen()) close();
  });
  document.addEventListener("pointerdown", (ev) => {
    closing = 0;
    if (!isOpen() || inside(ev.target)) return;
    close();
    if (swallow) closing = ev.timeStamp || 1;
  }, true);
  document.addEventListener("click", (ev) => {
    if (!closing || ev.timeStamp - closing > 1500) return;
    closing = 0;
    ev.stopPropagation();
    ev.preventDefault();
  }, true);
}
