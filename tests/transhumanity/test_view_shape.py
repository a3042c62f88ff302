"""The typed shapes of the table data: ``view.Summary``/``view.View`` (and their players, slots,
Splay cards) name exactly the keys ``summary_of``/``view_of`` write, in games that reach decisions
of every kind; ``jsondata`` narrows parsed JSON, and a card-set history that is not JSON objects
is refused with a message."""

from __future__ import annotations

import random

import pytest

from pax.core import BadInput
from pax.transhumanity.catalog import read_raw
from pax.transhumanity.cardset import load
from pax.transhumanity.jsondata import is_array, is_object, parse
from pax.transhumanity.policy import purposeful_choice
from pax.transhumanity.view import PlayerView, SlotView, SplayView, Summary, View, summary_of, view_of

from .helpers import RULES


def _keys(td: type) -> tuple[frozenset[str], frozenset[str]]:
    """A TypedDict's required and optional keys."""
    return frozenset(getattr(td, "__required_keys__")), frozenset(getattr(td, "__optional_keys__"))


def _check(table: dict[str, object], shape: type) -> None:
    required, optional = _keys(shape)
    assert required <= set(table) <= required | optional, (set(table) ^ required) - optional


def _positions() -> list:
    out = []
    for players, options in ((2, {}), (3, {}), (1, {"solo": "easy"}), (1, {"solo": "hard"})):
        rng = random.Random(players)
        s = RULES.new_game(players, 7, options=options)
        for step in range(400):
            if s.outcome is not None:
                break
            if step % 40 == 0:
                out.append(s)
            s = RULES.apply(s, purposeful_choice(rng, s, RULES.legal_actions(s)))
        out.append(s)
    return out


def test_summary_and_view_hold_exactly_their_typed_keys():
    decisions = set()
    for s in _positions():
        summary = summary_of(s)
        _check(dict(summary), Summary)
        for seat in (None, *range(len(s.colours))):
            view = view_of(s, seat)
            _check(dict(view), View)
            for p in view["players"]:
                _check(dict(p), PlayerView)
                assert set(p["patent_values"]) == set(p["patents"])
            for col in view["market"]:
                for slot in col:
                    if slot is not None:
                        _check(dict(slot), SlotView)
            for e in view["splay"]:
                _check(dict(e), SplayView)
            if view["decision"] is not None:
                decisions.add(view["decision"]["k"])
                assert all(isinstance(v, (int, str)) or v is None for v in view["decision"].values())
        for p in summary["players"]:
            assert "patent_values" not in p  # only a view prices patents
    assert len(decisions) >= 3  # the positions reach several kinds of decision


def test_json_guards_narrow_parsed_values():
    assert is_object(parse('{"a": [1, 2]}')) and not is_array(parse('{"a": 1}'))
    assert is_array(parse("[1, {}]")) and not is_object(parse("[1]"))
    assert not is_object(parse('"text"')) and not is_array(parse("3"))


@pytest.mark.parametrize("history", [
    ["version 2"],                                  # a version that is not an object
    [{"version": 2, "changes": ["I-001"]}],          # a change that is not an object
])
def test_a_history_that_is_not_json_objects_is_refused(history):
    with pytest.raises(BadInput):
        load(read_raw(), history)
