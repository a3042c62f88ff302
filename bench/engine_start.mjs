// The engine's start in the vendored Pyodide under node, as a built site ships it: CPU time
// (process.cpuUsage, user + system) of each phase, printed as one JSON line.
//   node bench/engine_start.mjs <built site> <renaissance link> <transhumanity link>
// Phases, in the page's order: Pyodide started, the engine's wheel imported in place, `import
// pax.facade`, the first `decode` of a Pax Renaissance link (imports that game, builds the table),
// the first of a Pax Transhumanity link; then what the worker does after the first reply: the
// wheels installed later (pydantic's) and `import pydantic` (where a bare PyScript + Pyodide +
// pydantic page ends). bench/engine_start.py runs it and prints the figures.
import { readFileSync } from "node:fs";
import { loadPyodide } from "pyodide";
import { importInPlace } from "../web/engine/archives.mjs";

const [site, renLink, trhLink] = process.argv.slice(2);
const info = JSON.parse(readFileSync(`${site}/build.json`, "utf8"));
const later = new Set(info.later_wheels || []);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const marks = {};
let last = cpu();
const mark = (name) => { const now = cpu(); marks[name] = now - last; last = now; };

const py = await loadPyodide({ indexURL: `${site}/${info.pyodide.replace(/pyodide\.mjs$/, "")}`,
  stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });
mark("pyodide");
// the engine's wheel imported in place, as web/engine/pyodide.mjs does (its fetch is not counted)
for (const w of info.wheels) if (!later.has(w)) importInPlace(py, w.slice(w.lastIndexOf("/") + 1), readFileSync(`${site}/${w}`));
mark("wheels");
// as web/engine/worker.py's load() does: no pydantic plugin is looked for
py.runPython("import os; os.environ.setdefault('PYDANTIC_DISABLE_PLUGINS', '__all__'); import pax.facade");
mark("import");
const decode = (code) => {
  py.globals.set("req", JSON.stringify({ op: "decode", code, lang: "en" }));
  const reply = JSON.parse(py.runPython("pax.facade.handle(req)"));
  if (!reply.ok) throw new Error(`decode refused: ${JSON.stringify(reply).slice(0, 300)}`);
};
decode(renLink);
mark("decode_renaissance");
decode(trhLink);
mark("decode_transhumanity");
for (const w of later) await py.loadPackage(`${site}/${w}`, { messageCallback: () => {} });
mark("later_wheels");
py.runPython("import pydantic");
mark("pydantic");
process.stdout.write(JSON.stringify(marks) + "\n");
