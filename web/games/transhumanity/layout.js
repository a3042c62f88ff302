// Pax Transhumanity table layouts (SVG units; the smallest text is 11 units, the smallest
// target 26): "wide" for a desktop window, "tablet" for 1024×768 and other small windows.

export const DISCS = ["Y", "G", "B", "O"];
export const PAGES = ["spheres", "people"];

/** The two layouts (SVG units; the smallest text is 11 units, the smallest target 26). */
export const WIDE = {
  name: "wide", W: 1600, headH: 46,
  splay: { x: 6, y: 52, w: 1150, h: 104, stripW: 84 },
  focus: { x: 1166, y: 52, w: 428, h: 104 },
  col: { y: 164, x0: 6, w: 392, gap: 8, title: 32, per: 4, probW: 92, probH: 27, probStep: 29, row: 56, price: 22, label: 16, spot: 34, unemp: 30 },
  band: { h: 144, gap: 6, cols: 0 },
};
export const TABLET = {
  name: "tablet", W: 1000, headH: 40,
  splay: { x: 4, y: 46, w: 992, h: 136, stripW: 82 },
  focus: { x: 4, y: 186, w: 992, h: 70 },
  col: { y: 46, x0: 4, w: 244, gap: 4, title: 30, per: 3, probW: 77, probH: 27, probStep: 29, row: 44, price: 20, label: 14, spot: 30, unemp: 28 },
  band: { h: 140, gap: 6, cols: 2, y: 260 },
};
