"""The page's reading of localStorage (web/app/saves.js) against corrupt entries: saves and view
caches whose fields hold other types than the page writes, among them values whose String()
throws (``{"toString": 1}``, what an audit stored), plus text that is not JSON at all (issue 32).

Hypothesis draws a batch of corrupt entries beside one good save; node runs saves.js on a
storage holding them and uses every entry the way the start page and the game screen do
(``list()`` then each listed save's fields as text; ``get()``; ``getViewCache()`` then each
field the screen reads). The property: nothing throws, the good save is always listed, and every
corrupt save entry is listed as unreadable (with its raw text, for its export).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from . import corpus

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node") or "node"  # (the build needs node: it is always there)
POISON: dict[str, Any] = {"toString": 1}

GOOD = {**corpus.load()[1]["save"], "updated": "2026-12-01T00:00:00Z", "step": 1, "over": False,
        "seats": ["person", "person"]}
CACHE = {"setup": GOOD["setup"], "actions": GOOD["actions"], "step": 1, "title": "Pax Renaissance",
         "view": {"players": []}, "legal": [{"index": 0, "kind": "buy", "label": "Buy", "targets": ["m1"]}],
         "log": [{"seat": 0, "kind": "buy", "text": "Anna buys", "notes": ["$1"]}], "to_move": 1,
         "over": False, "result": None, "undo_to": 1, "private": False, "build": "x", "lang": "en", "seats": None}

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
values = st.recursive(scalars | st.just(POISON), lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=6)
# a field of a save, or of its setup, and what it becomes
SAVE_FIELDS = ["format", "version", "setup", "actions", "created", "updated", "step", "title", "over", "seats", "levels"]
SETUP_FIELDS = ["game", "players", "names", "seed", "options"]
CACHE_FIELDS = [k for k in CACHE if k not in ("build", "lang", "seats", "private")]


def _poisoned(base: dict[str, Any], plan: tuple[str, str | None, Any]) -> Any:
    field, sub, value = plan
    out = json.loads(json.dumps(base))
    if sub is None:
        out[field] = value
    elif isinstance(out.get(field), dict):
        out[field][sub] = value
    elif isinstance(out.get(field), list) and out[field]:
        out[field][0] = value if not isinstance(out[field][0], dict) else {**out[field][0], sub: value}
    return out


save_plans = (st.tuples(st.sampled_from(SAVE_FIELDS), st.none(), values)
              | st.tuples(st.just("setup"), st.sampled_from(SETUP_FIELDS), values)
              | st.tuples(st.just("setup"), st.just("names"), values.map(lambda v: [v, "Bob"])))
cache_plans = (st.tuples(st.sampled_from(CACHE_FIELDS), st.none(), values)
               | st.tuples(st.sampled_from(["log", "legal"]),
                         st.sampled_from(["seat", "text", "notes", "index", "label", "kind", "targets"]), values)
               | st.tuples(st.just("setup"), st.sampled_from(SETUP_FIELDS), values))
raw_text = st.text(max_size=30) | st.sampled_from(["", "null", "[]", "{", '{"format": "pax-save"', "1e999"])

HARNESS = r"""
const fs = await import("node:fs");
const entries = JSON.parse(fs.readFileSync(0, "utf8"));
class Store {
  constructor(items) { for (const [k, v] of items) this[k] = v; }
  getItem(k) { return Object.hasOwn(this, k) ? this[k] : null; }
  setItem(k, v) { this[k] = String(v); }
  removeItem(k) { delete this[k]; }
  get length() { return Object.keys(this).length; }
  key(i) { return Object.keys(this)[i] ?? null; }
}
globalThis.window = { localStorage: new Store(entries) };
const saves = await import(process.argv[1]);
const out = { good: [], bad: [], opened: {}, caches: {} };
const { good, bad } = saves.list();
for (const s of good) {  // as the start page lists them
  [String(s.setup.game), String(s.title ?? ""), s.setup.names.join(", "), String(s.step ?? s.actions.length),
   String(s.updated ?? ""), String(s.over)].join("");
  saves.exportText(s);
  out.good.push(s.id);
}
for (const b of bad) { String(b.key) + String(b.text); out.bad.push(b.key); }
for (const [key] of entries) {
  if (key.startsWith(saves.SAVE_PREFIX)) {
    const s = saves.get(key.slice(saves.SAVE_PREFIX.length));
    out.opened[key] = s && !s.broken ? "save" : String(s?.broken);
  } else if (key.startsWith(saves.VIEW_PREFIX)) {
    const c = saves.getViewCache(key.slice(saves.VIEW_PREFIX.length));
    if (c) {  // as the game screen draws it
      [String(c.step), String(c.title), String(c.to_move), String(c.undo_to), c.setup.names.join(""), String(c.setup.game),
       c.log.map((e) => String(e.seat) + String(e.text) + (e.notes ?? []).join("")).join(""),
       c.legal.map((a) => String(a.index) + String(a.label) + String(a.kind) + a.targets.join(" ")).join(""),
       Object.keys(c.view).join("")].join("");
    }
    out.caches[key] = c ? "used" : "dropped";
  }
}
process.stdout.write(JSON.stringify(out));
"""


def run_page(entries: list[tuple[str, str]], tmp: Path) -> dict[str, Any]:
    module = tmp / "saves.mjs"
    if not module.exists():
        module.write_text((ROOT / "web" / "app" / "saves.js").read_text())
    proc = subprocess.run([NODE, "--input-type=module", "-e", HARNESS, str(module)], input=json.dumps(entries),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def test_corrupt_storage_entries_never_throw(tmp_path_factory: pytest.TempPathFactory) -> None:
    tmp = tmp_path_factory.mktemp("storage")

    @settings(max_examples=60, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(save_plans, min_size=1, max_size=12), st.lists(cache_plans, min_size=1, max_size=12),
           st.lists(raw_text, max_size=3))
    def check(save_edits: list[Any], cache_edits: list[Any], texts: list[str]) -> None:
        entries = [("pax.save.good", json.dumps(GOOD)), ("pax.view.good", json.dumps(CACHE))]
        changed = []
        for i, plan in enumerate(save_edits):
            bad = _poisoned(GOOD, plan)
            entries.append((f"pax.save.s{i}", json.dumps(bad)))
            entries.append((f"pax.view.s{i}", json.dumps(CACHE)))
            if not (plan[0] == "setup" and plan[1] in ("seed", "options")):  # (only the engine reads those)
                changed.append((f"pax.save.s{i}", bad))
        for i, plan in enumerate(cache_edits):
            entries.append((f"pax.save.c{i}", json.dumps(GOOD)))
            entries.append((f"pax.view.c{i}", json.dumps(_poisoned(CACHE, plan))))
        for i, text in enumerate(texts):
            entries.append((f"pax.save.t{i}", text))
            entries.append((f"pax.view.t{i}", text))
        out = run_page(entries, tmp)
        assert "good" in out["good"] and out["caches"]["pax.view.good"] == "used"
        for key, bad in changed:
            if POISON in _leaves(bad):  # a value whose String() throws can never be listed
                assert key in out["bad"] and out["opened"][key] != "save", key
        assert len(out["good"]) + len(out["bad"]) == sum(1 for k, _ in entries if k.startswith("pax.save."))

    check()


def test_the_good_entries_are_used(tmp_path: Path) -> None:
    """The check is not vacuous: the entries the page writes are listed and drawn from."""
    out = run_page([("pax.save.good", json.dumps(GOOD)), ("pax.view.good", json.dumps(CACHE)),
                    ("pax.save.bad", json.dumps({**GOOD, "updated": POISON})),
                    ("pax.view.bad", json.dumps({**CACHE, "step": POISON}))], tmp_path)
    assert out["good"] == ["good"] and out["bad"] == ["pax.save.bad"]
    assert out["caches"] == {"pax.view.good": "used", "pax.view.bad": "dropped"}


def _leaves(value: Any) -> list[Any]:
    found: list[Any] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if v == POISON:
            found.append(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return found
