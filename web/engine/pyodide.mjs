// The interpreter module PyScript loads in the engine worker (web/app/engine.js names it as the
// "interpreter"): the vendored Pyodide, started from a memory snapshot of the interpreter when
// this browser has one for this build.
//
// A snapshot is the WebAssembly heap of a freshly started Python (Pyodide's `_makeSnapshot` /
// `_loadSnapshot`), taken right after a start without one, before anything else runs in it (a
// snapshot taken later, after pydantic_core's extension module is loaded, cannot be restored by
// Pyodide 314: pyodide/pyodide#6418), and kept in Cache Storage under this build's id, so a
// new build never restores an old heap. Restoring skips the interpreter's own initialisation;
// the wheels are installed and the engine imported as in every start. If restoring fails the
// start goes on without it (and the stored snapshot is replaced).
//
// The first start of a build in a browser takes no snapshot: taking one (a copy of the 31 MB
// heap) and storing it competed with that start's own work, and a first visit (a shared link
// opened) is the start a bare page is measured against (bench/boot.py, issue 36). It leaves a
// mark instead, and the next start, which finds the mark but no snapshot, takes it.
//
// The engine's wheels are fetched as this module is evaluated, while Pyodide starts, and imported
// in place (web/engine/archives.mjs) as soon as the interpreter runs (`globalThis.paxWheels`, which
// web/engine/worker.py's install() waits for).

import * as pyodide from "../@@PYODIDE@@";
import { importInPlace } from "./archives.mjs";

export const version = pyodide.version;

const BUILD = "@@BUILD@@";
const CACHE = `paxsnap-${BUILD}`; // not "pax-…": the service worker removes those of other builds
const KEY = new URL(`./snapshot-${BUILD}.bin`, import.meta.url).href;
// PyScript derives Pyodide's file location from this module's URL; the files are in vendor/.
const INDEX_URL = new URL("../@@PYODIDE@@", import.meta.url).href.replace(/[^/]*$/, "");

const WHEELS = JSON.parse('@@WHEELS@@'); // site-relative URLs (scripts/build.py)
const SITE = new URL("../", import.meta.url).href;

// Begun now: the wheels' bytes, by file name, fetched while Pyodide's own files are (a failure is
// reported by install(), through paxWheels).
const wheelBytes = Promise.all(WHEELS.map(async (u) => {
  const url = new URL(u, SITE).href;
  const reply = await fetch(url);
  if (!reply.ok) throw new Error(`the engine's wheel was not fetched (${reply.status}): ${url}`);
  return [url.slice(url.lastIndexOf("/") + 1), new Uint8Array(await reply.arrayBuffer())];
}));
wheelBytes.catch(() => {});

// Last on sys.meta_path: notes each module no finder had. The site's stdlib zip leaves out what
// its code cannot import (scripts/build.py `stdlib_modules`), and an import inside `try` fails
// silently: the e2e tests read these names (web/engine/worker.py `unfound`) after every test.
const NOTE_UNFOUND = `import sys
class PaxUnfound:
    names = set()
    def find_spec(self, name, path=None, target=None):
        self.names.add(name)
sys.meta_path.append(PaxUnfound())
del PaxUnfound`;

function installWheels(py) {
  py.runPython(NOTE_UNFOUND);
  globalThis.paxWheels = wheelBytes.then((wheels) => {
    for (const [name, bytes] of wheels.splice(0)) importInPlace(py, name, bytes); // (not kept twice)
  });
  globalThis.paxWheels.catch(() => {}); // a failure is reported by install()
}

const SEEN = `${KEY}?seen`; // the mark of a start of this build without a snapshot

/** This build's snapshot, or "first" on the build's first start here, or null. */
async function stored() {
  try {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(KEY);
    if (hit) return new Uint8Array(await hit.arrayBuffer());
    return (await cache.match(SEEN)) ? null : "first";
  } catch {
    return null; // no Cache Storage here (e.g. a private window): start without
  }
}

async function markSeen() {
  try {
    await (await caches.open(CACHE)).put(SEEN, new Response("1"));
  } catch {
    // no Cache Storage: nothing to mark (stored() finds nothing either)
  }
}

async function store(snapshot) {
  try {
    for (const key of await caches.keys()) if (key.startsWith("paxsnap-") && key !== CACHE) await caches.delete(key);
    await (await caches.open(CACHE)).put(KEY, new Response(snapshot, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch (err) {
    console.warn("the interpreter snapshot was not stored:", err);
  }
}

// Begun as this module is evaluated, before PyScript asks for the interpreter: reading the
// snapshot (31 MB) and fetching and compiling Pyodide's 1.2 MB Emscripten module (the same module
// Pyodide imports) overlap what PyScript does in between.
const snapshotRead = stored();
import(`${INDEX_URL}pyodide.asm.mjs`).catch(() => {}); // a failure shows in loadPyodide

export async function loadPyodide(options = {}) {
  const snapshot = await snapshotRead;
  if (snapshot === "first") {
    const py = await pyodide.loadPyodide({ ...options, indexURL: INDEX_URL });
    installWheels(py);
    markSeen();
    return py;
  }
  if (snapshot) {
    try {
      const py = await pyodide.loadPyodide({ ...options, indexURL: INDEX_URL, _loadSnapshot: snapshot });
      globalThis.paxSnapshot = "restored"; // web/engine/worker.py reports it to the page
      installWheels(py);
      return py;
    } catch (err) {
      console.warn("the interpreter snapshot could not be restored; starting without it:", err);
    }
  }
  const py = await pyodide.loadPyodide({ ...options, indexURL: INDEX_URL, _makeSnapshot: true });
  let taken = null;
  try {
    taken = py.makeMemorySnapshot();
  } catch (err) {
    console.warn("no interpreter snapshot:", err);
  }
  if (taken) store(taken); // in the background: the start goes on
  installWheels(py);
  return py;
}
