"""The page's side of the facade's delta replies, in Python (``web/app/delta.js`` does the same in
the browser): the logs the page keeps, one per ``basis`` (each viewing seat, language, revealed or
not), what a request offers as ``since``, and a delta reply merged into the full payload.

Used by the delta protocol's test (``tests/core/test_delta.py``) and the payload-leak test, which
plays some of its games through deltas as the page does."""

from __future__ import annotations

import copy
from typing import Any

from pax.core import trail


def common_prefix(a: list[int], b: list[int]) -> int:
    n = min(len(a), len(b))
    k = 0
    while k < n and a[k] == b[k]:
        k += 1
    return k


class PageLogs:
    """The logs a page holds for one game: ``basis`` -> entries (entry i is move i's), all valid for
    the first moves of ``actions`` (the moves of the payload shown last), and that payload."""

    def __init__(self) -> None:
        self.actions: list[int] = []
        self.logs: dict[str, list[dict[str, Any]]] = {}
        self.shown: dict[str, Any] | None = None

    def since(self, actions: list[int]) -> list[dict[str, Any]]:
        """What a request for a position after ``actions`` offers: each log, as far as it holds."""
        k = common_prefix(self.actions, actions)
        return [{"basis": b, "moves": min(len(log), k)} for b, log in self.logs.items()]

    def merge(self, actions: list[int], reply: dict[str, Any]) -> dict[str, Any]:
        """The full payload of ``reply`` (a request after ``actions``), delta or not; keeps it."""
        full = copy.deepcopy(reply)
        k = reply.get("delta")
        if k is not None:
            log = self.logs[reply["basis"]]
            assert k <= len(log) and k <= len(actions), (k, len(log), len(actions))
            full["actions"] = actions[:k] + reply["actions"]
            full["log"] = log[:k] + reply["log"]
            if "save" in reply:
                assert self.shown is not None
                full["save"]["actions"] = list(full["actions"])
                full["save"]["trail"] = self.shown["save"]["trail"][:trail.MARK_CHARS * k] + reply["save"]["trail"]
        # every other log stays valid as far as the moves agree with the new ones
        keep = common_prefix(self.actions, full["actions"])
        self.logs = {b: log[:keep] for b, log in self.logs.items() if keep}
        self.logs[full["basis"]] = list(full["log"])
        self.actions = list(full["actions"])
        self.shown = full
        return full


def without_delta(payload: dict[str, Any]) -> dict[str, Any]:
    """A payload without its ``delta`` field (a merged delta and a full reply differ only there)."""
    return {k: v for k, v in payload.items() if k not in ("delta", "ok")}
