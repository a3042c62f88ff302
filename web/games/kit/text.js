// Text on a table, measured: every width is the canvas's measureText of the string in the
// table's font (system-ui, DejaVu Sans), cached. A text too wide for its room is narrowed
// (SVG textLength), broken into lines, or cut with an ellipsis — never guessed from its length.
// Narrowing comes first, up to MAX_SQUEEZE (beyond that glyphs crowd into each other); a cut is
// the last resort, for a text (a list of names) that has no bound.

import { svg } from "../../app/dom.js";

const FONT = 'system-ui, "DejaVu Sans", sans-serif';
/** @type {CanvasRenderingContext2D | null} */
let measureCtx = null;
const WIDTHS = new Map();
/** How much a line may be narrowed (its natural width over its room) before it is broken or cut. */
export const MAX_SQUEEZE = 1.6;

/** An SVG text at (x, y). */
export function text(x, y, s, attrs = {}) { return svg("text", { x, y, ...attrs }, s); }

/** Width in table units of `s` in the table's font (`weight` 400/600/700, `size` units). */
export function measure(s, size = 16, weight = 600) {
  s = String(s);
  const key = `${weight}|${size}|${s}`;
  let wd = WIDTHS.get(key);
  if (wd === undefined) {
    if (!measureCtx) measureCtx = document.createElement("canvas").getContext("2d");
    if (measureCtx) {
      measureCtx.font = `${weight} ${size}px ${FONT}`;
      wd = measureCtx.measureText(s).width;
    } else wd = s.length * size * 0.6;
    if (WIDTHS.size > 20000) WIDTHS.clear();
    WIDTHS.set(key, wd);
  }
  return wd;
}

/** The attributes that narrow a text of `s` to `width` when it is wider (none when it fits). */
export function squeeze(s, width, size = 16, weight = 600) {
  return measure(s, size, weight) > width ? { textLength: width, lengthAdjust: "spacingAndGlyphs" } : {};
}

/** `s` in one line of `width` units: its text and the attributes to draw it with. A text too wide
 * is narrowed (up to MAX_SQUEEZE), and only a text wider still is cut with an ellipsis as well. */
export function fit(s, width, size = 16, weight = 600) {
  s = String(s);
  const t = measure(s, size, weight) > width * MAX_SQUEEZE ? clip(s, width * MAX_SQUEEZE, size, weight) : s;
  return { text: t, attrs: squeeze(t, width, size, weight) };
}

/** An SVG text at (x, y) of `s` fitted to `width` units (see fit); `size` and `weight` are its CSS
 * class's font size and weight. */
export function fitText(x, y, s, width, size, weight, attrs = {}) {
  const f = fit(s, width, size, weight);
  return text(x, y, f.text, { ...attrs, ...f.attrs });
}

/** `s` cut (with an ellipsis) to fit `width` units. */
export function clip(s, width, size = 16, weight = 400) {
  s = String(s);
  if (measure(s, size, weight) <= width) return s;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) { // the longest prefix that fits with its ellipsis
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(s.slice(0, mid) + "…", size, weight) <= width) lo = mid; else hi = mid - 1;
  }
  return s.slice(0, Math.max(1, lo)).trimEnd() + "…";
}

/** Words in at most `maxLines` lines of `width` units (the first line: `first`), the last line
 * and any too long a word cut with an ellipsis. */
export function wrapClip(s, width, maxLines = 2, size = 11, weight = 400, first = width) {
  const words = String(s).split(/\s+/).filter(Boolean);
  const out = [];
  let cur = "";
  const room = () => (out.length ? width : first);
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && measure(next, size, weight) > room()) { out.push(cur); cur = w; } else cur = next;
  }
  if (cur) out.push(cur);
  if (out.length > maxLines) { out.length = maxLines; out[maxLines - 1] += "…"; }
  return out.map((ln, i) => clip(ln, i ? width : first, size, weight));
}

/** Break `s` into at most `maxLines` lines of `width` units, never dropping a letter: lines are
 * narrowed (SVG textLength) up to MAX_SQUEEZE before a word is hyphenated or a line added.
 * @returns {{text: string, squeeze: boolean}[]} */
export function fitLines(s, width, maxLines, size = 16, weight = 600) {
  const words = String(s).split(/\s+/).filter(Boolean);
  const wrap = (room, hyphenate) => {
    const out = [];
    let cur = "";
    for (let w of words) {
      while (hyphenate && measure(w, size, weight) > room) { // a word longer than a line: hyphenate it
        let k = w.length - 1;
        while (k > 2 && measure(w.slice(0, k) + "-", size, weight) > room) k--;
        if (cur) { out.push(cur); cur = ""; }
        out.push(w.slice(0, k) + "-");
        w = w.slice(k);
      }
      const next = cur ? `${cur} ${w}` : w;
      if (cur && measure(next, size, weight) > room) { out.push(cur); cur = w; } else cur = next;
    }
    if (cur) out.push(cur);
    return out;
  };
  let best = null;
  for (const sq of [1, 1.15, 1.3, 1.45, MAX_SQUEEZE]) {
    const room = width * sq;
    const ls = wrap(room, false);
    if (ls.length <= maxLines && ls.every((ln) => measure(ln, size, weight) <= room)) { best = ls; break; }
  }
  best ??= wrap(width * MAX_SQUEEZE, true);
  return best.map((ln) => ({ text: ln, squeeze: measure(ln, size, weight) > width }));
}

/** Lines of text (from fitLines) into `g` at (x, y), line height `lh`; a line too wide is
 * narrowed to `width`. */
export function lines(g, list, x, y, lh, width, cls, attrs = {}) {
  list.forEach((ln, i) => g.append(text(x, y + i * lh, ln.text, {
    class: cls, ...attrs, ...(ln.squeeze ? { textLength: width, lengthAdjust: "spacingAndGlyphs" } : {}) })));
}
