// Zoom of a table: buttons (−, Fit, +), Ctrl/⌘ + wheel, and a two-finger pinch. The factor lives
// in the game's UI state so it survives redraws; 1 = "Fit": the whole table inside the scroll
// area (both its width and its height), which itself ends at the bottom of the window. Below 1
// the table is smaller than the area; above it the area scrolls.

import { h } from "../../app/dom.js";

/** The table's width in CSS px at "Fit" in a box of `box` = [width, height] for a viewBox of `vw` × `vh`. */
export function fitWidth(box, vw, vh) {
  const [cw, ch] = box;
  if (!cw || !ch) return cw || vw;
  return Math.floor(Math.min(cw, (ch * vw) / vh)) - 1;
}

/** The room a table has: the scroll area's width, and its height down to the bottom of the
 * window (at least `minH`). */
export function room(scroller, minH = 280) {
  const r = scroller.getBoundingClientRect();
  return [Math.max(200, scroller.clientWidth || r.width), Math.max(minH, Math.floor(window.innerHeight - r.top - 14))];
}

/**
 * The zoom bar of the table `root` (its SVG) in `scroller`. `bar.refit(box)` applies the zoom to
 * the room measured last (`box`, [width, height]: see room()); `bar.zoomTo(z)` zooms.
 * @param {HTMLElement} scroller @param {SVGSVGElement} root @param {{zoom: number}} ui
 * @param {(k: string) => string} t @param {{min?: number, max?: number, cls: string}} opts
 */
export function attachZoom(scroller, root, ui, t, opts) {
  const MIN = opts.min ?? 0.4;
  const MAX = opts.max ?? 4;
  let box = null;
  const apply = () => {
    if (!box) return;
    const vb = root.viewBox.baseVal;
    root.style.width = `${Math.round(fitWidth(box, vb.width, vb.height) * ui.zoom)}px`;
    scroller.classList.toggle("fitted", ui.zoom <= 1);
  };
  const label = h("span", { class: "zoom-level", "aria-live": "polite" }, "");
  const set = (z) => { ui.zoom = Math.min(MAX, Math.max(MIN, z)); apply(); label.textContent = `${Math.round(ui.zoom * 100)}%`; };
  const bar = /** @type {HTMLElement & {refit: (b: number[]) => void, zoomTo: (z: number) => void}} */ (
    h("div", { class: `kit-zoom ${opts.cls}`, role: "group", "aria-label": t("kit.zoom") },
      h("button", { type: "button", id: "zoom-out", "aria-label": t("kit.zoom_out"), onclick: () => set(ui.zoom / 1.25) }, "−"),
      label,
      h("button", { type: "button", id: "zoom-in", "aria-label": t("kit.zoom_in"), onclick: () => set(ui.zoom * 1.25) }, "+"),
      h("button", { type: "button", id: "zoom-fit", onclick: () => set(1) }, t("kit.zoom_fit"))));
  label.textContent = `${Math.round(ui.zoom * 100)}%`;
  bar.refit = (measured) => { box = measured; set(ui.zoom); };
  bar.zoomTo = set;
  return bar;
}

/** Ctrl/⌘ + wheel and a two-finger pinch on `scroller` zoom the table whose bar `bar()` answers. */
export function zoomGestures(scroller, ui, bar) {
  scroller.addEventListener("wheel", (ev) => {
    if (!ev.ctrlKey && !ev.metaKey) return;
    ev.preventDefault();
    bar()?.zoomTo(ui.zoom * (ev.deltaY < 0 ? 1.1 : 1 / 1.1));
  }, { passive: false });
  const touches = new Map();
  let start = null;
  const dist = () => { const [a, b] = [...touches.values()]; return Math.hypot(a.x - b.x, a.y - b.y); };
  scroller.addEventListener("pointerdown", (ev) => {
    if (ev.pointerType !== "touch") return;
    touches.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    if (touches.size === 2) start = { d: dist(), z: ui.zoom };
  });
  scroller.addEventListener("pointermove", (ev) => {
    if (!touches.has(ev.pointerId)) return;
    touches.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    if (touches.size === 2 && start && start.d > 0) bar()?.zoomTo(start.z * dist() / start.d);
  });
  const end = (ev) => { touches.delete(ev.pointerId); if (touches.size < 2) start = null; };
  scroller.addEventListener("pointerup", end);
  scroller.addEventListener("pointercancel", end);
  scroller.addEventListener("scroll", () => { ui.scroll = [scroller.scrollLeft, scroller.scrollTop]; });
}

/** The scroll area ends at the bottom of the window (at least `minH` high), and so does the side
 * panel when `side` (it scrolls inside); the zoom bar refits the table to the area. Measuring
 * forces a layout of the whole page, so a redraw in the same window applies the sizes measured
 * last time (`cached`, no read) and measures again in the next frame, before it is painted,
 * correcting them only if the page around the table changed. Returns the sizes measured. */
export function fitToWindow(container, scroller, bar, cached = null, opts = { side: true, minH: 280 }) {
  const side = /** @type {HTMLElement} */ (opts.side ? container.closest(".game")?.querySelector(".side") : null);
  const key = `${window.innerWidth}x${window.innerHeight}`;
  if (cached && cached.key === key) {
    scroller.style.height = cached.height;
    if (side) side.style.maxHeight = cached.side;
    bar.refit(cached.box);
    return cached;
  }
  const top = scroller.getBoundingClientRect().top + window.scrollY;
  scroller.style.height = `${Math.max(opts.minH, Math.floor(window.innerHeight - top - 14))}px`;
  if (side) {
    const st = side.getBoundingClientRect().top + window.scrollY;
    side.style.maxHeight = getComputedStyle(side).position === "fixed" ? "" : `${Math.max(280, Math.floor(window.innerHeight - st - 10))}px`;
  }
  const box = [scroller.clientWidth, scroller.clientHeight];
  bar.refit(box);
  return { key, height: scroller.style.height, side: side?.style.maxHeight ?? "", box };
}
