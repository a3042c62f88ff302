// Run Python in the vendored Pyodide under node with the engine of this checkout and the pinned
// pydantic wheels (tests/pyodide/test_pyodide.py uses it to compare Pyodide with CPython).
//   node scripts/pyodide_run.mjs <checkout> <wheel>… < job.json > answer.json
// With PAX_SITE=<built site> it runs what that site ships instead, as the page starts it: its
// Pyodide files (the compiled stdlib zip), the engine's wheel imported in place (web/engine/
// archives.mjs) and pydantic's wheels installed (the checkout then gives only tests/).
// The job is passed to tests/pyodide/job.py's run(); its JSON answer is printed. If the runtime
// itself dies, the answer says so ({"fatal": message}) instead of node crashing. Offline.
import { readFileSync } from "node:fs";
import { loadPyodide } from "pyodide";
import { importInPlace } from "../web/engine/archives.mjs";

const [root, ...wheels] = process.argv.slice(2);
let input = "";
for await (const chunk of process.stdin) input += chunk;

const site = process.env.PAX_SITE;
let indexURL;
const inPlace = [];
if (site) {
  const info = JSON.parse(readFileSync(`${site}/build.json`, "utf8"));
  indexURL = `${site}/${info.pyodide.replace(/pyodide\.mjs$/, "")}`;
  const later = new Set(info.later_wheels);
  for (const w of info.wheels) (later.has(w) ? wheels : inPlace).push(`${site}/${w}`);
}
const py = await loadPyodide({ indexURL, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });
for (const wheel of inPlace) importInPlace(py, wheel.slice(wheel.lastIndexOf("/") + 1), readFileSync(wheel));
for (const wheel of wheels) await py.loadPackage(wheel, { messageCallback: () => {} });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root }, "/repo");
// the site's engine wheel comes before the checkout's sources
py.runPython(site ? "import sys; sys.path.append('/repo')" : "import sys; sys.path.insert(0, '/repo')");
py.globals.set("job_text", input);
let out;
try {
  out = py.runPython("import json\nfrom tests.pyodide import job\njson.dumps(job.run(json.loads(job_text)))");
} catch (err) {
  out = JSON.stringify({ fatal: String(err).slice(0, 2000) });
}
process.stdout.write(out);
