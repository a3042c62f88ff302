// The page's side of pax/facade.py: JSON in, JSON out, through the one function the Python
// start-up (web/engine/boot.py) puts on window. Calls wait until the engine is ready.

import { hasString, t } from "./i18n.js";

let readyResolve;
const ready = new Promise((resolve) => { readyResolve = resolve; });
let isReady = false;

function markReady() {
  if (isReady) return;
  isReady = true;
  readyResolve();
  window.dispatchEvent(new CustomEvent("pax:ready"));
}

if (window.paxEngine) markReady();
window.addEventListener("pax:engine-ready", markReady);

export function engineReady() { return isReady; }
export function whenReady() { return ready; }

export class EngineError extends Error {}

/** The player-facing text of a failed reply: the catalogue's engine.<key> in the current
 * language when the engine names the message kind (pax/facade.py), else its English text. */
export function errorText(reply) {
  if (reply.key && hasString(`engine.${reply.key}`)) return t(`engine.${reply.key}`, reply.params || {});
  return reply.error;
}

/** Run one facade request; resolves to the reply, rejects with EngineError(message). */
export async function call(op, payload = {}) {
  await ready;
  const reply = JSON.parse(window.paxEngine(JSON.stringify({ op, ...payload })));
  if (!reply.ok) {
    if (reply.bug) console.warn(reply.error);
    throw new EngineError(errorText(reply));
  }
  return reply;
}
