// The page's side of pax/facade.py: JSON in, JSON out, through the one function the Python
// start-up (web/engine/boot.py) puts on window. Calls wait until the engine is ready.

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

/** Run one facade request; resolves to the reply, rejects with EngineError(message). */
export async function call(op, payload = {}) {
  await ready;
  const reply = JSON.parse(window.paxEngine(JSON.stringify({ op, ...payload })));
  if (!reply.ok) {
    if (reply.bug) console.warn(reply.error);
    throw new EngineError(reply.error);
  }
  return reply;
}
