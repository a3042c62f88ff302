// Zoom of the table: buttons (−, Fit, +), Ctrl/⌘ + wheel, and a two-finger pinch. The factor
// lives in the shared UI state so it survives re-renders; 1 = "Fit": the whole table inside the
// scroll area (both its width and its height), which itself ends at the bottom of the window.
// Below 1 the table is smaller than the area; above it the area scrolls.

import { h } from "../../app/dom.js";

const MIN = 0.4;
const MAX = 4;

/** The table's width in CSS px at "Fit" in `scroller` for a viewBox of `vw` × `vh`. */
export function fitWidth(scroller, vw, vh, box = null) {
  const [cw, ch] = box ?? [scroller.clientWidth, scroller.clientHeight];
  if (!cw || !ch) return cw || vw;
  return Math.floor(Math.min(cw, (ch * vw) / vh)) - 1;
}

export function attachZoom(scroller, root, ui, t) {
  const [, , vw, vh] = root.getAttribute("viewBox").split(" ").map(Number);
  let box = null; // the scroll area's inner size as last measured (see renderer.js fitToWindow)
  const apply = () => {
    const fit = fitWidth(scroller, vw, vh, box);
    root.style.width = `${Math.round(fit * ui.zoom)}px`;
    scroller.classList.toggle("fitted", ui.zoom <= 1);
  };
  const set = (z) => { ui.zoom = Math.min(MAX, Math.max(MIN, z)); apply(); label.textContent = `${Math.round(ui.zoom * 100)}%`; };
  const label = h("span", { class: "zoom-level", "aria-live": "polite" }, "");
  const bar = h("div", { class: "ren-zoom", role: "group", "aria-label": t("ren.zoom") },
    h("button", { type: "button", id: "zoom-out", "aria-label": t("ren.zoom_out"), onclick: () => set(ui.zoom / 1.25) }, "−"),
    label,
    h("button", { type: "button", id: "zoom-in", "aria-label": t("ren.zoom_in"), onclick: () => set(ui.zoom * 1.25) }, "+"),
    h("button", { type: "button", id: "zoom-fit", onclick: () => set(1) }, t("ren.zoom_fit")));
  label.textContent = `${Math.round(ui.zoom * 100)}%`;
  bar.refit = (measured) => { box = measured; set(ui.zoom); };
  scroller.addEventListener("wheel", (ev) => {
    if (!ev.ctrlKey && !ev.metaKey) return;
    ev.preventDefault();
    set(ui.zoom * (ev.deltaY < 0 ? 1.1 : 1 / 1.1));
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
    if (touches.size === 2 && start && start.d > 0) set(start.z * dist() / start.d);
  });
  const end = (ev) => { touches.delete(ev.pointerId); if (touches.size < 2) start = null; };
  scroller.addEventListener("pointerup", end);
  scroller.addEventListener("pointercancel", end);
  return bar;
}
