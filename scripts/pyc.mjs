// Compile Python sources to bytecode with the vendored Pyodide itself (so the .pyc files match
// the interpreter the browser runs), for scripts/build.py: a JSON object {name: base64 source}
// on stdin, the same names with base64 .pyc contents on stdout. Offline: node_modules only.
import { loadPyodide } from "pyodide";

let input = "";
for await (const chunk of process.stdin) input += chunk;
// No column tables in the code objects (PYTHONNODEBUGRANGES): they would double the wheel's size,
// and only tracebacks use them.
const py = await loadPyodide({
  env: { PYTHONNODEBUGRANGES: "1" }, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n"),
});
py.globals.set("request", input);
const out = py.runPython(`
import base64, json, marshal, importlib.util
def _compile(name, source):
    # optimize=2 leaves out docstrings and asserts (the engine reads no docstring at run time;
    # its asserts are checked by the CPython test suite) to keep the download small.
    code = compile(source, name, "exec", dont_inherit=True, optimize=2)
    # An unchecked-hash pyc (PEP 552): valid without the source next to it.
    return importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(source) + marshal.dumps(code)
json.dumps({name: base64.b64encode(_compile(name, base64.b64decode(src))).decode()
            for name, src in json.loads(request).items()})
`);
process.stdout.write(out);
