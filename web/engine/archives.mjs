// The engine's Python archives imported in place. The wheels a start needs (the engine's, and a
// test build's toy games: pure Python, built by scripts/build.py) are written to the runtime's file
// system as they came and put first on sys.path, where Python's zipimport reads their modules and
// pax.core.packagedata their data files straight from the zip. Nothing is unpacked and Pyodide's
// package loader (its Python modules, zipfile among them) is not started: that install was most
// of the time between "Python running" and "engine imported" (issue 36). pydantic's wheels, which
// hold a compiled extension module, are still installed with pyodide.loadPackage when needed.
//
// Shared by the page's interpreter module (web/engine/pyodide.mjs) and the node harnesses that
// start the engine as the page does (scripts/pyodide_run.mjs, bench/engine_start.mjs).

/** Where the archives are written in the runtime's file system. */
export const ARCHIVES = "/lib/pax";

/** Put the archive `name` (its bytes, a Uint8Array) first on the Python runtime `py`'s sys.path. */
export function importInPlace(py, name, bytes) {
  if (!/^[\w.+-]+\.whl$/.test(name)) throw new Error(`not an archive name: ${name}`);
  py.FS.mkdirTree(ARCHIVES);
  const path = `${ARCHIVES}/${name}`;
  py.FS.writeFile(path, bytes);
  py.runPython(`import sys\nsys.path.insert(0, "${path}")`);
}
