// The page's side of the engine worker (web/engine/worker.py): a PyScript module worker running
// the same facade as the main thread. Computer opponents run there so the page never freezes.
// Started on first use; every call is asynchronous and carries only JSON text.

import { PyWorker } from "../@@PYSCRIPT@@";
import { errorText } from "./engine.js";

let starting = null;

function start() {
  if (!starting) {
    starting = (async () => {
      // Pyodide 314 runs only in module workers, and the worker needs a fully qualified URL
      // (polyscript takes a URL given as the "version" of the interpreter as its module).
      const interpreter = new URL("../@@PYODIDE@@", import.meta.url).href;
      const worker = await PyWorker(new URL("../engine/worker.py", import.meta.url).href,
        { version: interpreter, config: { interpreter } });
      await worker.sync.start(new URL("../", import.meta.url).href);
      return worker;
    })();
  }
  return starting;
}

/** Run one facade request in the worker; resolves to the reply object (ok or error). */
export async function workerCall(op, payload = {}) {
  const worker = await start();
  const reply = JSON.parse(await worker.sync.handle(JSON.stringify({ op, ...payload })));
  if (!reply.ok) reply.error = errorText(reply);  // in the player's language when the kind is known
  return reply;
}

// Reachable from tests and from a future AI module: window.paxWorkerCall(op, payload).
window.paxWorkerCall = workerCall;
