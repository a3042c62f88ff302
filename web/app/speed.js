// The "speed" setting put into numbers: how long a move's animation runs (web/games/kit/motion.js)
// and how long each computer move or robot step stays on the table (the game screen's pacing,
// web/app/robotpace.js). "normal" keeps the pace the game always had; "fast" halves it; "off"
// draws no animation and keeps only the shortest pause, so a person still sees each position.
// A device that asks for reduced motion (`prefers-reduced-motion: reduce`) gets no animation
// whatever the setting; the pace stays the setting's.

import { getSetting } from "./settings.js";

const PACE = { normal: 900, fast: 450, off: 150 };
const MOTION = { normal: 450, fast: 220, off: 0 };

/** Milliseconds each computer move or robot step stays on the table. */
export function paceMs() {
  return PACE[getSetting("speed")] ?? PACE.normal;
}

/** Whether this device asks for reduced motion. */
export function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Milliseconds a move's animation runs (0: none). */
export function motionMs() {
  return reducedMotion() ? 0 : MOTION[getSetting("speed")] ?? MOTION.normal;
}
