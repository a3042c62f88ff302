// Compile Python sources to bytecode with the vendored Pyodide itself (so the .pyc files match
// the interpreter the browser runs), for scripts/build.py: a JSON object
// {name: [base64 source, optimize level, keep line numbers]} on stdin, the same names with
// base64 .pyc contents on stdout. A source that does not compile is left out (the build then
// ships it as source). Offline: node_modules only.
import { loadPyodide } from "pyodide";

let input = "";
for await (const chunk of process.stdin) input += chunk;
// No column tables in the code objects (PYTHONNODEBUGRANGES): they would double the size, and
// only tracebacks use them.
const py = await loadPyodide({
  env: { PYTHONNODEBUGRANGES: "1" }, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n"),
});
py.globals.set("request", input);
const out = py.runPython(`
import base64, json, marshal, importlib.util

def _no_lines(code):
    # Line tables only serve tracebacks and tracing; without them a frame's line is None.
    consts = tuple(_no_lines(c) if hasattr(c, "co_code") else c for c in code.co_consts)
    return code.replace(co_linetable=b"", co_consts=consts)

def _compile(name, source, optimize, lines):
    try:
        code = compile(source, name, "exec", dont_inherit=True, optimize=optimize)
    except SyntaxError:
        return None
    if not lines:
        code = _no_lines(code)
    # An unchecked-hash pyc (PEP 552): valid without the source next to it.
    return importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(source) + marshal.dumps(code)

_out = {}
for name, (src, optimize, lines) in json.loads(request).items():
    pyc = _compile(name, base64.b64decode(src), optimize, lines)
    if pyc is not None:
        _out[name] = base64.b64encode(pyc).decode()
json.dumps(_out)
`);
process.stdout.write(out);
