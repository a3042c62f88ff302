// Pax Renaissance table geometry, in table units (the SVG's viewBox). At "Fit" on a 1024×768
// tablet one unit is about 0.67 CSS px, so every text is at least 16 units (≥ 10 px there) and
// every tap target at least 38 units (≥ 24 px), and no two tap targets overlap (a finger's touch
// area is snapped to the innermost tappable element it covers, so targets are never nested).

export const W = 1500;
export const MAP = { x: 8, y: 8, w: 182, h: 228, gap: 30, head: 38, row: 40, rowH: 38, first: 46 };
export const MKT = { x: 1044, y: 8, step: 76, w: 72, h: 108, rowH: 154 };
export const INFO = { x: 1044, y: 322, w: 452 };
export const BAND = { y: 502, h: 126, info: 208, hand: 212, banker: 958, bankerW: 76, cardW: 80, cardH: 112, step: 84 };
// Four bands of 126 make the table 1006 units high: at Fit on a 1024×768 tablet its text fell to
// 9 px. With four players a band is 102 units (its info column one line shorter: the banker's
// name is on the banker card beside it), so the table keeps the width-bound scale of three.
export const SHORT_BAND = 102;
/** The height of one player band, in table units, for a table of `players` bands. */
export function bandHeight(players) {
  return players >= 4 ? SHORT_BAND : BAND.h;
}
export const FAN_MIN = 40; // fanned cards keep at least this much of each card uncovered (a tap target)
export const SIDE_STRIP = 40; // a tableau side's tap target: the strip at its left end that its cards leave free
export const SIDE_FILL = { medieval: "#eadfc4", catholic: "#fbf8ef", islamic: "#5c6b61", reformist: "#e9aaa4" };
export const SIDE_INK = { medieval: "#3a2a1a", catholic: "#3a2a1a", islamic: "#f4efe4", reformist: "#3a1a1a" };
