// A generic SVG line chart of per-player series (the victory screen's "standing over the game",
// fed by the facade op `history`). Any game can use it:
//
//   lineChart({ title, xLabel, x: [numbers], series: [{ name, colour?, values: [numbers] }] })
//     -> <svg> element (role=img, with a <title>, a legend and one <polyline> per series)
//
// Text goes in as text nodes only (player names come from links).

import { svg } from "./dom.js";

const PALETTE = ["#1f4fa8", "#c0312b", "#2e8b57", "#b8860b", "#7d4a9c", "#333333"];
const W = 460;
const H = 230;
const PAD = { l: 34, r: 10, t: 24, b: 46 };

function niceMax(v) {
  if (v <= 5) return Math.max(1, Math.ceil(v));
  const step = 10 ** Math.floor(Math.log10(v));
  return Math.ceil(v / step) * step;
}

export function lineChart({ title = "", xLabel = "", x = [], series = [] }) {
  const n = x.length;
  const all = series.flatMap((s) => s.values).filter((v) => Number.isFinite(v));
  const ymax = niceMax(Math.max(0, ...all));
  const ymin = Math.min(0, ...all);
  const xmin = n ? x[0] : 0;
  const xmax = n ? Math.max(x[n - 1], xmin + 1) : 1;
  const px = (v) => PAD.l + ((v - xmin) / (xmax - xmin)) * (W - PAD.l - PAD.r);
  const py = (v) => H - PAD.b - ((v - ymin) / (ymax - ymin || 1)) * (H - PAD.t - PAD.b);
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "line-chart", role: "img", "aria-label": title, width: "100%" },
    svg("title", {}, title));
  root.append(svg("text", { x: PAD.l, y: 14, class: "chart-title" }, title));
  // axes and a few grid lines
  const ticks = Math.min(5, ymax - ymin) || 1;
  for (let k = 0; k <= ticks; k++) {
    const v = ymin + ((ymax - ymin) * k) / ticks;
    root.append(svg("line", { x1: PAD.l, x2: W - PAD.r, y1: py(v), y2: py(v), class: "chart-grid" }),
      svg("text", { x: PAD.l - 4, y: py(v) + 4, "text-anchor": "end", class: "chart-tick" }, String(Math.round(v * 10) / 10)));
  }
  root.append(svg("line", { x1: PAD.l, x2: W - PAD.r, y1: py(ymin), y2: py(ymin), class: "chart-axis" }));
  root.append(svg("text", { x: W - PAD.r, y: H - PAD.b + 14, "text-anchor": "end", class: "chart-tick" }, `${xLabel} ${xmax}`));
  root.append(svg("text", { x: PAD.l, y: H - PAD.b + 14, class: "chart-tick" }, String(xmin)));
  series.forEach((s, i) => {
    const colour = s.colour || PALETTE[i % PALETTE.length];
    const pts = s.values.map((v, k) => `${px(x[k]).toFixed(1)},${py(v).toFixed(1)}`).join(" ");
    root.append(svg("polyline", { points: pts, fill: "none", stroke: colour, "stroke-width": 2.5, "stroke-dasharray": i % 2 ? "6 3" : null, class: "chart-line", "data-series": i },
      svg("title", {}, s.name)));
    // legend
    const lx = PAD.l + (i % 3) * 140;
    const ly = H - 18 + Math.floor(i / 3) * 14 - (series.length > 3 ? 8 : 0);
    root.append(svg("line", { x1: lx, x2: lx + 18, y1: ly - 4, y2: ly - 4, stroke: colour, "stroke-width": 3, "stroke-dasharray": i % 2 ? "6 3" : null }),
      svg("text", { x: lx + 22, y: ly, class: "chart-legend" }, `${s.name} (${s.values[s.values.length - 1] ?? "–"})`));
  });
  return root;
}
