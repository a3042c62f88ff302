// The page's side of pax/facade.py: JSON in, JSON out. The tab's one Python runtime runs in a
// PyScript module worker (web/engine/worker.py): the person's moves and the computer seats go to
// the same engine, and the page's main thread never runs Python, so it answers input while a
// computer thinks. The worker starts as soon as this module loads; calls wait until it is ready
// and are answered one at a time, in order.
//
// A returning player's table is drawn from the cached view first (web/app/game.js): the page
// may hold the start with `startAfter(promise)` until then, because evaluating PyScript's main
// module takes the main thread for about 150 ms and would otherwise delay the renderer's own
// modules (the worker is created about 40 ms later; Python's start in it takes seconds).

import { hasString, t } from "./i18n.js";

let readyResolve;
let readyReject;
const ready = new Promise((resolve, reject) => { readyResolve = resolve; readyReject = reject; });
ready.catch(() => {});  // a failed start is reported by call() and on the console
let isReady = false;
let worker = null;
let queue = Promise.resolve();

function markReady() {
  if (isReady) return;
  isReady = true;
  readyResolve();
  window.dispatchEvent(new CustomEvent("pax:ready"));
}

// The worker starts once the importing modules have evaluated, unless a gate holds it
// (startAfter): a page that draws without the engine (app/noengine.js) sets one that never opens.
// A saved game's page (#play=) draws its cached table first, so its start waits for the gate
// web/app/main.js sets. index.html loads this module as a script of its own, ahead of the page's
// module graph, so on any other page (a shared link's first visit) the worker starts as soon as
// this module and PyScript are fetched, not after the ~30 modules of the page.
let gate = null;
let gateSet;
const whenGateSet = new Promise((resolve) => { gateSet = resolve; });
const waitsForTable = new URLSearchParams(location.hash.slice(1)).has("play");

/** Hold the engine's start until `gate` settles (called while the page's modules evaluate). */
export function startAfter(g) {
  gate = g.catch(() => {});
  gateSet(gate);
}

async function boot() {
  await null; // the modules evaluated with this one have run: a gate set by them is in
  if (gate) await gate;
  else if (waitsForTable) await whenGateSet;
  // Timing marks for bench/boot.py: Python running in the worker, wheels installed, engine imported.
  // Pyodide 314 runs only in module workers, and the worker needs a fully qualified URL
  // (polyscript takes a URL given as the "version" of the interpreter as its module).
  // PyScript is imported here, not statically: the page's own modules (and a warm visit's
  // cached table) then need not wait for its 136 KB chunk (index.html preloads it).
  const { PyWorker } = await import("../@@PYSCRIPT@@");
  performance.mark("pax:spawn");
  // The interpreter is web/engine/pyodide.mjs: the vendored Pyodide, started from this build's
  // interpreter snapshot when the browser has one.
  const interpreter = new URL("../engine/pyodide.mjs", import.meta.url).href;
  // The worker may start before PyScript has set up its own hooks (its `pyscript` module), so
  // web/engine/worker.py uses only polyscript's `xworker`, which every such worker has.
  const w = await PyWorker(new URL("../engine/worker.py", import.meta.url).href,
    { version: interpreter, config: { interpreter } });
  performance.mark("pax:python");
  const started = await w.sync.install(new URL("../", import.meta.url).href);
  if (started === "restored") performance.mark("pax:snapshot"); // (bench/boot.py reports it)
  performance.mark("pax:wheels");
  await w.sync.load();
  performance.mark("pax:imported");
  worker = w;
  markReady();
}

boot().catch((err) => {
  console.error("the engine did not start:", err);
  readyReject(err);
});

export function engineReady() { return isReady; }
/** The engine's WebAssembly memory in bytes (Pyodide's heap), or null before it has started. */
export async function engineMemory() { return worker ? worker.sync.memory() : null; }
/** The module names an import in the engine looked for and did not find (web/engine/worker.py). */
export async function engineUnfound() { return worker ? JSON.parse(await worker.sync.unfound()) : null; }
/** The packages installed in the engine's runtime (web/engine/worker.py), or null before it has started. */
export async function enginePackages() { return worker ? JSON.parse(await worker.sync.packages()) : null; }
/** Whether the engine is answering a request now (a computer may be thinking: a new request waits). */
export function engineBusy() { return pending > 0; }
let pending = 0;
export function whenReady() { return ready; }

export class EngineError extends Error {}

/** The player-facing text of a failed reply: the catalogue's engine.<key> in the current
 * language when the engine names the message kind (pax/facade.py), else its English text. */
export function errorText(reply) {
  if (reply.key && hasString(`engine.${reply.key}`)) return t(`engine.${reply.key}`, reply.params || {});
  return reply.error;
}

/** One facade request, queued behind the ones before it; resolves to the raw reply object. */
export function rawCall(op, payload = {}) {
  pending += 1;
  const next = queue.then(async () => {
    await ready;
    return JSON.parse(await worker.sync.handle(JSON.stringify({ op, ...payload })));
  }).finally(() => { pending -= 1; });
  queue = next.catch(() => {});
  return next;
}

/** Run one facade request; resolves to the reply, rejects with EngineError(message). */
export async function call(op, payload = {}) {
  const reply = await rawCall(op, payload);
  if (!reply.ok) {
    if (reply.bug) console.warn(reply.error);
    throw new EngineError(errorText(reply));
  }
  return reply;
}

/** A game's static card catalogue (the facade's `catalog` reply): the JSON file the build
 * writes (catalog/<game>.json, cached by the service worker), so a renderer can draw the
 * cards before Python is ready; asked of the engine only when the build has no such file
 * (app/catalog.js: the same promise, importable where no engine may start). */
export { catalogOf } from "./catalog.js";
