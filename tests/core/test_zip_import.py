"""The engine runs imported straight from a zip on ``sys.path``, as the browser imports it from its
wheel without unpacking it (web/engine/pyodide.mjs; issue 36): every data file is read through its
package's loader (``pax.core.packagedata``), the compact catalogues are read back (not validated:
a warning would fail the run) and the learned evaluations' weights load."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

from pax.core import get_rules, share
from pax.core.packagedata import DataFile

ROOT = Path(__file__).resolve().parents[2]

_SCRIPT = """
import json, sys, warnings
warnings.simplefilter("error")
sys.path.insert(0, sys.argv[1])
import pax
from pax import facade
from pax.core import record
out = {"file": pax.__file__, "ok": []}
for code in sys.argv[2:]:
    reply = json.loads(facade.handle(json.dumps({"op": "decode", "code": code, "lang": "en"})))
    out["ok"].append(reply.get("ok") or reply.get("error"))
    ai = json.loads(facade.handle(json.dumps({"op": "ai", "setup": reply["setup"], "actions": reply["actions"],
                                                "level": "hard"})))
    out["ok"].append(ai.get("ok") or ai.get("error"))
from pax.renaissance.learned import LEARNED as ren
from pax.transhumanity.learned import LEARNED as trh
out["weights"] = [len(ren.model.names), len(trh.model.names)]
out["validated"] = sorted(c.__name__ for c in record._ADAPTERS)
out["zipfile"] = "zipfile" in sys.modules
print(json.dumps(out))
"""


def _zip_of_the_engine(dest: Path) -> Path:
    """The engine's sources and data files in one zip, as the build packs its wheel."""
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted((ROOT / "pax").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix in {".py", ".json"}:
                z.write(path, path.relative_to(ROOT).as_posix())
    return dest


def _link(game: str, players: int) -> str:
    rules = get_rules(game)
    setup = rules.make_setup(players, 5)
    state, actions = rules.initial_state(setup), []
    for _ in range(12):
        state = rules.apply_index(state, 0)
        actions.append(0)
    return share.encode(setup, actions)


def test_the_engine_plays_from_a_zip_on_sys_path(tmp_path: Path) -> None:
    engine = _zip_of_the_engine(tmp_path / "engine.zip")
    # -I: neither the checkout nor PYTHONPATH is on sys.path, only the zip the script adds
    done = subprocess.run([sys.executable, "-I", "-c", _SCRIPT, str(engine),
                           _link("renaissance", 3), _link("transhumanity", 2)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["file"].startswith(str(engine)), out["file"]
    assert out["ok"] == [True] * 4, out["ok"]
    assert all(n > 0 for n in out["weights"]), out
    assert out["validated"] == [], "a catalogue was validated, not read back from its compact file"
    assert out["zipfile"] is False, "reading a data file imported zipfile"


def test_a_data_file_reads_the_same_bytes_as_its_path() -> None:
    f = DataFile("pax.renaissance", "data/cards.json")
    assert f.name == "cards.json"
    assert f.path == ROOT / "pax" / "renaissance" / "data" / "cards.json"
    assert f.read_bytes() == f.path.read_bytes()
    assert f.read_text() == f.path.read_text(encoding="utf-8")


def test_a_missing_data_file_is_an_os_error() -> None:
    try:
        DataFile("pax.renaissance", "data/none.json").read_bytes()
    except OSError:
        return
    raise AssertionError("a missing data file was read")
