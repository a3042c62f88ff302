"""One job run twice, in CPython and in the vendored Pyodide (scripts/pyodide_run.mjs), whose
answers must be identical: facade replies to untrusted requests, and the state hash of each game.

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


def run(job: dict[str, Any]) -> dict[str, Any]:
    """``{"replies": [facade reply text per request], "hashes": [per game], "alive", "pydantic"}``."""
    import pydantic

    from pax import facade

    replies = [facade.handle(text) for text in job.get("requests", [])]
    hashes = [state_hash(game) for game in job.get("games", [])]
    alive = json.loads(facade.handle('{"op":"games"}'))["ok"]
    return {"replies": replies, "hashes": hashes, "alive": alive, "pydantic": pydantic.VERSION}
