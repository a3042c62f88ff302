"""One job run twice, in CPython and in the vendored Pyodide (scripts/pyodide_run.mjs), whose
answers must be identical: facade replies to untrusted requests, the state hash of each game, the
engine's own exp/log/tanh bit for bit, and the computer levels' choices and the learned chances on
given positions.

Plain Python, importing only the engine: the same file is the code under test on both sides.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


def state_hash(game: dict[str, Any]) -> str:
    """The sha256 of the state a setup and action list replay to (every field, as JSON)."""
    from pax.core import get_rules

    s = game["setup"]
    rules = get_rules(s["game"])
    state = rules.initial_state(rules.make_setup(s["players"], s["seed"], s["names"], s["options"]))
    for i in game["actions"]:
        state = rules.apply_index(state, i)
    text = json.dumps(state.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def floats(n: int) -> dict[str, str]:
    """The sha256 of ``pax.core.floatmath``'s answers (as hex floats) on ``n`` seeded arguments each."""
    import random

    from pax.core import floatmath

    out = {}
    for name, lo, hi in (("exp", -50.0, 50.0), ("log", 1e-6, 1e6), ("tanh", -12.0, 12.0)):
        r = random.Random(name)
        f = getattr(floatmath, name)
        text = ",".join(f(r.uniform(lo, hi)).hex() for _ in range(n))
        out[name] = hashlib.sha256(text.encode()).hexdigest()
    return out


def choices(position: dict[str, Any]) -> dict[str, Any]:
    """At a position (a game's setup and its first actions): each level's choice, and each seat's
    chance by the game's judging evaluation, as hex floats."""
    from pax.ai import get_ai
    from pax.core import get_rules
    from pax.core.spec import load

    s = position["setup"]
    rules = get_rules(s["game"])
    state = rules.initial_state(rules.make_setup(s["players"], s["seed"], s["names"], s["options"]))
    for i in position["actions"]:
        state = rules.apply_index(state, i)
    picks = {level: get_ai(s["game"], level).choose(rules, state) for level in position["levels"]}
    chances = [v.hex() for v in load(rules.spec.chances).evaluate(state)] if rules.spec.chances else []
    return {"choices": picks, "chances": chances}


def checked() -> list[str]:
    """What pydantic checks, which the page installs it for only when asked (pax/core/record.py):
    each game's catalogue validated from its data files, a state read back from JSON, an action
    from JSON. Each result as a short text (the same on both sides)."""
    from pax.core import Action, get_rules
    from pax.renaissance import catalog as ren
    from pax.transhumanity import catalog as trh

    out = [str(len(ren.COMPACT.validate().cards.cards)), str(len(trh.COMPACT.validate().ideas))]
    for game in ("renaissance", "transhumanity"):
        rules = get_rules(game)
        state = rules.new_game(2, 5)
        out.append(str(rules.load(state.model_dump_json()) == state))
    out.append(str(Action.model_validate({"kind": "buy", "args": [3, "x"]})))
    return out


def run(job: dict[str, Any]) -> dict[str, Any]:
    """``{"replies": [facade reply text per request], "hashes": [per game], "floats", "positions":
    [per position], "alive", "checked", "pydantic", "modules": [every module imported by then]}``."""
    import sys

    import pydantic

    from pax import facade

    replies = [facade.handle(text) for text in job.get("requests", [])]
    hashes = [state_hash(game) for game in job.get("games", [])]
    at = [choices(p) for p in job.get("positions", [])]
    alive = json.loads(facade.handle('{"op":"games"}'))["ok"]
    return {"replies": replies, "hashes": hashes, "floats": floats(job.get("floats", 0)), "positions": at,
            "alive": alive, "checked": checked(), "pydantic": pydantic.VERSION, "modules": sorted(sys.modules)}
