// Computer seats and long computations use the same engine as the page: the tab's one Python
// runtime, which already runs in a worker (web/app/engine.js, web/engine/worker.py). This module
// keeps the reply-object form some callers use: `workerCall(op, payload)` resolves to the
// reply ({ok: true, …} or {ok: false, error} with the error in the player's language).

import { engineMemory, enginePackages, engineUnfound, errorText, rawCall } from "./engine.js";

/** Run one facade request in the engine worker; resolves to the reply object (ok or error). */
export async function workerCall(op, payload = {}) {
  const reply = await rawCall(op, payload);
  if (!reply.ok) reply.error = errorText(reply);
  return reply;
}

// Reachable from tests and benchmarks: window.paxWorkerCall(op, payload), and the engine's
// WebAssembly memory for bench/boot.py: window.paxEngineMemory(), and the modules its imports did
// not find for e2e/test_first_visit.py: window.paxEngineUnfound(), and the packages installed in it:
// window.paxEnginePackages().
window.paxWorkerCall = workerCall;
window.paxEngineMemory = engineMemory;
window.paxEngineUnfound = engineUnfound;
window.paxEnginePackages = enginePackages;
