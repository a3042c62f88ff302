"""The facade's delta replies (issue 36, "replies proportional to the change"): a page that holds a
game's log sends ``since``, and the reply carries only the moves and log entries after what it
holds. Over random games of both games, played as the page plays them (moves, undo, replay through
another seat's eyes, hot-seat seat changes, a language switch), a delta merged into the page's
previous payload (``tests/conformance/pagelog.py``, the Python twin of ``web/app/delta.js``) must
equal the full reply to the same request, field for field."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pax import facade
from pax.core import get_rules

from tests.conformance.pagelog import PageLogs, without_delta


def ask(op: str, **kw: Any) -> tuple[dict[str, Any], int]:
    text = facade.handle(json.dumps({"op": op, **kw}))
    reply = json.loads(text)
    assert reply["ok"], reply
    return reply, len(text)


def both(page: PageLogs, op: str, actions: list[int], **kw: Any) -> tuple[dict[str, Any], dict[str, Any], int, int]:
    """The request asked twice, with the page's ``since`` and without: (merged, full, sizes)."""
    delta, dsize = ask(op, actions=actions, since=page.since(actions), **kw)
    full, fsize = ask(op, actions=actions, **kw)
    assert full["delta"] is None
    merged = page.merge(actions, delta)
    assert without_delta(merged) == without_delta(full), f"{op} after {len(actions)} moves: the delta differs"
    return merged, delta, dsize, fsize


CASES = [("transhumanity", 2, 3), ("transhumanity", 3, 8), ("renaissance", 2, 5), ("renaissance", 3, 11)]


@pytest.mark.parametrize("game,players,seed", CASES, ids=lambda c: str(c))
def test_a_delta_merged_into_the_previous_reply_equals_the_full_reply(game: str, players: int, seed: int) -> None:
    rules = get_rules(game)
    rng = random.Random(seed)
    seats = ["person"] * players
    if seed % 2:
        seats[-1] = "computer"  # its decisions are shown through the first person's eyes
    lang = "en"
    page = PageLogs()
    first, _ = ask("new", game=game, players=players, seed=seed, lang=lang, seats=seats)
    setup = page.merge([], first)["setup"]
    state = rules.initial_state(rules.make_setup(setup["players"], setup["seed"], setup["names"], setup["options"]))
    shown = page.shown
    assert shown is not None
    deltas = bases = 0
    seen_bases = set()
    for _ in range(160):
        if shown["over"]:
            break
        actions = shown["actions"]
        roll = rng.random()
        if roll < 0.08 and actions:  # undo: back a few moves (within the page's logs)
            back = rng.randrange(max(0, len(actions) - 6), len(actions))
            shown, delta, _, _ = both(page, "open", actions[:back], setup=setup, lang=lang, seats=seats)
            state = rules.initial_state(state.setup)
            for i in shown["actions"]:
                state = rules.apply_index(state, i)
        elif roll < 0.12 and actions:  # the replay: an earlier move through a person's eyes, then back
            back = rng.randrange(len(actions))
            viewer = rng.randrange(players)
            both(page, "open", actions[:back], setup=setup, lang=lang, seats=seats, viewer=viewer)
            shown, delta, _, _ = both(page, "open", actions, setup=setup, lang=lang, seats=seats)
        elif roll < 0.14:  # a language switch: the other language's reply is a full one at first
            lang = "hu" if lang == "en" else "en"
            shown, delta, _, _ = both(page, "open", actions, setup=setup, lang=lang, seats=seats)
        else:
            legal = rules.legal_actions(state)
            index = legal.index(rules.playout_choice(state, legal, rng))
            held = {x["basis"] for x in page.since(actions) if x["moves"] == len(actions)}
            shown, delta, dsize, fsize = both(page, "apply", actions, setup=setup, lang=lang, seats=seats, index=index)
            state = rules.apply_index(state, index)
            if delta["basis"] in held:  # the page held this viewer's whole log: one new move comes
                assert delta["delta"] == len(actions) and len(delta["log"]) == len(delta["actions"]) == 1
                assert dsize < fsize or not actions
                deltas += 1
        seen_bases.add(shown["basis"])
        bases += 1
    assert deltas > 20, f"only {deltas} of {bases} replies were deltas"
    if len([k for k in seats if k == "person"]) > 1:
        assert len(seen_bases) > 1  # hot-seat: the log was kept for more than one viewer


def test_a_since_that_does_not_fit_gets_a_full_reply() -> None:
    """A ``since`` of another basis, beyond the moves, malformed or too long: the full reply."""
    page = PageLogs()
    first, _ = ask("new", game="transhumanity", players=2, seed=4, lang="en")
    page.merge([], first)
    setup, actions = first["setup"], [0] * 30
    full, _ = ask("open", setup=setup, actions=actions, lang="en")
    for since in ([{"basis": "9:0:en", "moves": 10}], [{"basis": full["basis"], "moves": 31}],
                  [{"basis": full["basis"], "moves": -1}], [{"basis": full["basis"], "moves": True}],
                  {"basis": full["basis"], "moves": 3}, "x", [None] * 3,
                  [{"basis": full["basis"], "moves": 1}] * (facade.MAX_SINCE + 1),
                  [{"basis": full["basis"].replace(":en", ":hu"), "moves": 10}]):
        reply, _ = ask("open", setup=setup, actions=actions, lang="en", since=since)
        assert reply["delta"] is None and reply == full, since
    reply, _ = ask("open", setup=setup, actions=actions, lang="en",
                   since=[{"basis": full["basis"], "moves": 10}, {"basis": full["basis"], "moves": 20}])
    assert reply["delta"] == 20 and reply["actions"] == actions[20:] and reply["log"] == full["log"][20:]
    assert reply["save"]["trail"] == full["save"]["trail"][40:] and reply["save"]["check"] == full["save"]["check"]
