"""CPython and the browser's Python agree: what a shipped build holds (the vendored Pyodide with the
site's compiled stdlib zip, the pinned pydantic wheels as the site repacks them, the engine wheel as
bytecode: scripts/build.py) runs tests/pyodide/job.py under node, and its answers must equal CPython's:

- the deeply nested requests that used to end the Pyodide runtime, and 200 mutants of the fuzz
  corpus, get the same replies, and the runtime still answers afterwards;
- complete seeded games (Pax Renaissance 2/3/4 players; Pax Transhumanity solo hard and 2/3/4
  players) replay to identical state hashes;
- the engine's exp/log/tanh (``pax.core.floatmath``) agree bit for bit, and on positions of those
  games every computer level makes the same choice and the learned evaluation gives the same
  chances (C libraries differ in the last bit of tanh and exp, which once turned a hard choice).
"""

from __future__ import annotations

import base64
import functools
import json
import os
import random
import shutil
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path
from typing import Any

import pytest

from pax.core import get_rules
from tests.fuzz import corpus
from tests.fuzz.test_fuzz import damage, edit_actions, edit_bytes, edit_setup

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build  # noqa: E402

GAMES = [("renaissance", 2, {}, 1), ("renaissance", 3, {}, 2), ("renaissance", 4, {}, 3),
         ("transhumanity", 1, {"solo": "hard"}, 4), ("transhumanity", 2, {}, 5),
         ("transhumanity", 3, {}, 6), ("transhumanity", 4, {}, 7)]


def _missing(why: str) -> None:
    """Under CI (``./run test`` installs node packages and the wheels first) a missing input fails."""
    if os.environ.get("CI"):
        pytest.fail(why)
    pytest.skip(why)


def complete_game(game: str, players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """A seeded random game played to its end."""
    rules = get_rules(game)
    setup = rules.make_setup(players, seed, None, options)
    state = rules.initial_state(setup)
    rnd = random.Random(seed)
    actions: list[int] = []
    while not rules.is_over(state):
        i = rnd.randrange(len(rules.legal_actions(state)))
        actions.append(i)
        state = rules.apply_index(state, i)
    return {"setup": setup.model_dump(mode="json"), "actions": actions}


DEEP = [
    '{"op":"load_save","save":' + '{"a":' * 3500 + "1" + "}" * 3500 + "}",  # ended Pyodide before
    '{"op":"load_save","save":' + "[" * 1000 + "]" * 1000 + "}",
    "[" * 50_000,
    '{"op":"decode","code":"' + "A" * 300_000 + '"}',
]


def _link_with_options(options: bytes) -> str:
    body = bytes([2, 0, 2, 2, 1, 65, 1, 66]) + bytes([len(options) & 0x7F | 0x80, len(options) >> 7]) + options + b"\x00"
    return base64.urlsafe_b64encode(body + zlib.crc32(body).to_bytes(4, "big")).rstrip(b"=").decode()


def mutants(n: int, seed: int = 2026) -> list[str]:
    """``n`` deterministic mutants of the fuzz corpus, as request texts (every op)."""
    rnd = random.Random(seed)
    entries = corpus.load()
    out: list[str] = [json.dumps({"op": "decode", "code": _link_with_options(b"[" * 1000)})]
    while len(out) < n:
        e = rnd.choice(entries)
        save, setup = e["save"], e["save"]["setup"]
        kind = len(out) % 5
        if kind == 0:
            raw = base64.urlsafe_b64decode(e["link"] + "=" * (-len(e["link"]) % 4))[:-4]
            edits = [(rnd.choice(["set", "flip", "insert", "delete", "cut", "append"]), rnd.randrange(1 << 16),
                      rnd.randrange(256), rnd.randbytes(3), rnd.randbytes(rnd.randrange(1, 40)))]
            body = edit_bytes(raw, edits)
            code = base64.urlsafe_b64encode(body + zlib.crc32(body).to_bytes(4, "big")).rstrip(b"=").decode()
            out.append(json.dumps({"op": "decode", "code": code, "lang": rnd.choice(["en", "hu"])}))
        elif kind == 1:
            actions = edit_actions(save["actions"], rnd.choice([
                ("cut", rnd.randrange(99)), ("edit", rnd.randrange(99), rnd.randrange(30)),
                ("append", [rnd.randrange(20) for _ in range(rnd.randrange(9))]), ("item", rnd.randrange(99), "x")]))
            field = rnd.choice(["game", "players", "seed", "names", "options"])
            bad = edit_setup(setup, rnd.choice([("same",), ("field", field, rnd.choice([True, "1_000", [], 3, None])),
                                                ("drop", field)]))
            out.append(json.dumps({"op": "load_save", "save": {**save, "actions": actions, "setup": bad}}))
        elif kind == 2:
            text = json.dumps({"op": rnd.choice(["open", "apply", "share"]), "setup": setup, "actions": save["actions"],
                               "index": rnd.randrange(5)})
            out.append(damage(text, (rnd.randrange(len(text)), rnd.randrange(3), rnd.choice(["[", "}", '"', "0", ""]))))
        elif kind == 3:
            out.append(json.dumps({"op": "new", **setup, rnd.choice(["players", "seed", "names", "options"]):
                                   rnd.choice([True, "ab", [1], {"x": 1}, 2.5, -1])}))
        else:
            out.append(json.dumps({"op": rnd.choice(["apply", "ai", "catalog", "games", "x"]), "setup": setup,
                                   "actions": save["actions"], "game": e["game"], "index": rnd.randrange(40),
                                   "seats": rnd.choice([None, ["person", "computer"], ["computer"] * 4])}))
    return out


#: arguments per function in the floatmath comparison
FLOATS = 50_000


def positions(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Two positions of each game (a quarter and two thirds through; not the solo arena's, whose
    robots are no level), with the levels that choose there: hard in one, normal in the other."""
    out = []
    for game in games:
        if game["setup"]["players"] == 1:
            continue
        n = len(game["actions"])
        out.append({"setup": game["setup"], "actions": game["actions"][: n // 4], "levels": ["hard"]})
        out.append({"setup": game["setup"], "actions": game["actions"][: 2 * n // 3], "levels": ["normal", "easy"]})
    return out


def comparable(reply_text: str) -> Any:
    reply = json.loads(reply_text)
    reply.pop("ms", None)  # the computer's thinking time
    return reply


@functools.cache
def _work() -> dict[str, Any]:
    """The job both sides run: deep and mutated requests, complete games, positions."""
    games = [complete_game(*g) for g in GAMES]
    return {"requests": DEEP + mutants(200), "games": games, "floats": FLOATS, "positions": positions(games)}


@pytest.fixture(scope="module")
def answers(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], dict[str, Any]]:
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "package.json").exists():
        _missing("node and the npm packages are needed (./run test installs them)")
    site = tmp_path_factory.mktemp("site") / "dist"
    try:
        build.build(site, test_games=False)
    except SystemExit as exc:  # build.fail(): the wheels could not be fetched
        _missing(f"the pinned pydantic wheels are not available: {exc}")
    work = _work()
    proc = subprocess.run([node, str(ROOT / "scripts" / "pyodide_run.mjs"), str(ROOT)],
                          input=json.dumps(work), capture_output=True, text=True, timeout=900, cwd=ROOT,
                          env={**os.environ, "PAX_SITE": str(site)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    in_pyodide = json.loads(proc.stdout)
    assert "fatal" not in in_pyodide, in_pyodide["fatal"]
    # CPython in a fresh process too: a game registered by another test (the toy game) or the
    # facade's cached game must not make the two sides differ
    here = subprocess.run([sys.executable, "-c", "import json, sys\nfrom tests.pyodide import job\n"
                           "print(json.dumps(job.run(json.load(sys.stdin))))"],
                          input=json.dumps(work), capture_output=True, text=True, timeout=900, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert here.returncode == 0, here.stderr[-3000:]
    return json.loads(here.stdout), in_pyodide


def test_pyodide_has_the_pinned_pydantic(answers):
    cpython, pyodide = answers
    pin = next(n for n, _ in build.pinned_wheels() if n.startswith("pydantic-")).split("-")[1]
    assert pyodide["pydantic"] == pin


def test_deep_and_corpus_requests_get_the_same_replies_and_the_runtime_lives(answers):
    cpython, pyodide = answers
    assert len(pyodide["replies"]) == len(DEEP) + 200
    for text, mine, theirs in zip(DEEP + mutants(200), cpython["replies"], pyodide["replies"], strict=True):
        assert comparable(theirs) == comparable(mine), f"{text[:300]}\nCPython: {mine[:300]}\nPyodide: {theirs[:300]}"
        assert "bug" not in json.loads(theirs)
    assert [json.loads(r)["key"] for r in pyodide["replies"][:4]] == [
        "request.too_deep", "request.too_deep", "request.too_deep", "link.too_long"]
    oks = sum(json.loads(r)["ok"] for r in pyodide["replies"])
    assert 20 <= oks <= 190  # the mutants reach both answers: games and refusals
    assert pyodide["alive"] and cpython["alive"]
    assert pyodide["checked"] == cpython["checked"] and "True" in cpython["checked"]  # pydantic, loaded when asked


def test_complete_seeded_games_hash_alike(answers):
    cpython, pyodide = answers
    assert len(pyodide["hashes"]) == len(GAMES)
    assert pyodide["hashes"] == cpython["hashes"]
    assert len(set(cpython["hashes"])) == len(GAMES)


def test_exp_log_tanh_agree_bit_for_bit(answers):
    cpython, pyodide = answers
    assert set(cpython["floats"]) == {"exp", "log", "tanh"}
    assert pyodide["floats"] == cpython["floats"]


def test_computer_choices_and_chances_agree_on_positions(answers):
    cpython, pyodide = answers
    assert len(cpython["positions"]) == 12
    assert all(p["chances"] for p in cpython["positions"])
    for where, mine, theirs in zip(positions([complete_game(*g) for g in GAMES]), cpython["positions"],
                                   pyodide["positions"], strict=True):
        assert theirs == mine, (where["setup"], len(where["actions"]))


def test_the_site_stdlib_holds_every_module_a_whole_stdlib_run_imports():
    """The site's stdlib zip holds only what its code can import (scripts/build.py
    ``stdlib_modules``). Pyodide's start imports modules by names no source shows, and an import
    inside ``try`` fails silently, so the job is run again with the npm Pyodide's whole stdlib:
    every stdlib module it imports (start, wheels, engine, every request) must be shipped."""
    node = shutil.which("node")
    stdlib_zip = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    if node is None or not stdlib_zip.exists():
        _missing("node and the npm packages are needed (./run test installs them)")
    try:
        wheels = build.fetch_wheels()
    except (SystemExit, subprocess.CalledProcessError) as exc:
        _missing(f"the pinned pydantic wheels are not available: {exc}")
    work = _work()
    proc = subprocess.run([node, str(ROOT / "scripts" / "pyodide_run.mjs"), str(ROOT), *map(str, wheels)],
                          input=json.dumps({**work, "requests": work["requests"][:60]}), capture_output=True,
                          text=True, timeout=900, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    answer = json.loads(proc.stdout)
    assert "fatal" not in answer, answer["fatal"]
    whole = {n[:-3].replace("/", ".").removesuffix(".__init__")
             for n in zipfile.ZipFile(stdlib_zip).namelist() if n.endswith(".py")}
    imported = set(answer["modules"]) & whole
    assert "pydantic.main" in answer["modules"] and "asyncio" in imported
    missing = imported - build.stdlib_modules(stdlib_zip, wheels)
    assert not missing, f"imported but left out of the site's stdlib: {sorted(missing)}"
