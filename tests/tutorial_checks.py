"""Shared checks of a game's guided first game (``pax.core.guide``), used by each game's
``test_tutorial.py``: the steps are played as the page plays them (the person takes each step's
action, the computers their own level's choice) and checked against the engine at every step."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pax.ai import get_ai
from pax.core import get_rules
from pax.core.guide import Tutorial, locate

ROOT = Path(__file__).resolve().parents[1]
# the shared rules specification lies beside the repository (or inside it, as on a device copy):
# the nearest ``shared/rules`` from the repository root upward
RULES_DIR = next((p / "shared" / "rules" for p in (ROOT, *ROOT.parents) if (p / "shared" / "rules").is_dir()),
                 ROOT / "shared" / "rules")


def rule_ids(prefix: str) -> set[str]:
    """Every rule ID of the shared rules specification with this prefix (``REN``, ``TRH``)."""
    ids: set[str] = set()
    for md in RULES_DIR.glob("*.md"):
        ids |= set(re.findall(rf"^#### ({prefix}-[A-Z]+-\d+)\b", md.read_text(encoding="utf-8"), re.M))
    return ids


SPEC_PRESENT = RULES_DIR.is_dir()


def check_rule_ids(tutorial: Tutorial, prefix: str) -> None:
    """Each step cites a rule ID that the shared specification defines."""
    known = rule_ids(prefix)
    assert known, "the shared rules hold no rule IDs"
    for step in tutorial.steps:
        assert step.rule in known, step.rule


def play_script(tutorial: Tutorial) -> tuple[list[int], list[int]]:
    """Play the guided part: the action list, and where each step's action sits in it. Each step's
    action must be the single legal action it names, the guide must point at it, and the
    computers answer with their levels' choices."""
    rules = get_rules(tutorial.game)
    setup = tutorial.setup(rules, "en")
    state = rules.initial_state(setup)
    actions: list[int] = []
    at: list[int] = []
    for k, step in enumerate(tutorial.steps):
        while not tutorial.is_person(state.to_move):
            assert not rules.is_over(state)
            level = tutorial.levels[state.to_move]
            index = get_ai(tutorial.game, level).choose(rules, state)
            actions.append(index)
            state = rules.apply_index(state, index)
        legal = rules.legal_actions(state)
        found = [i for i, a in enumerate(legal) if step.matches(rules, state, a)]
        assert len(found) == 1, f"step {k + 1} ({step.kind}, {step.rule}) names {len(found)} legal actions"
        pos = locate(rules, tutorial, setup, actions)
        assert pos.ended is None and pos.step == k and pos.index == found[0], (k, pos)
        at.append(len(actions))
        actions.append(found[0])
        state = rules.apply_index(state, found[0])
    return actions, at


def check_tutorial(tutorial: Tutorial, prefix: str) -> None:
    """The whole contract of a tutorial (see the callers' docstrings)."""
    rules = get_rules(tutorial.game)
    assert rules.spec.load_tutorial() is tutorial
    assert 8 <= len(tutorial.steps) <= 12
    for step in tutorial.steps:
        assert re.fullmatch(rf"{prefix}-[A-Z]+-\d+", step.rule), step.rule
        assert step.en.strip() and step.hu.strip() and step.en != step.hu
    first, at = play_script(tutorial)
    second, _ = play_script(tutorial)
    assert first == second  # the same deal and the same computers: the same game
    setup = tutorial.setup(rules, "hu")
    assert locate(rules, tutorial, setup, first).ended == "done"


def check_leaving(tutorial: Tutorial) -> None:
    """Another move than the step's ends the guide ("left"), and so does another deal ("foreign")."""
    rules = get_rules(tutorial.game)
    actions, at = play_script(tutorial)
    setup = tutorial.setup(rules, "en")
    for k in (0, len(at) // 2):
        before = actions[:at[k]]
        state = rules.initial_state(setup)
        for i in before:
            state = rules.apply_index(state, i)
        legal = rules.legal_actions(state)
        other = next(i for i in range(len(legal)) if i != actions[at[k]])
        pos = locate(rules, tutorial, setup, [*before, other])
        assert pos.ended == "left" and pos.index is None
        # and it stays ended whatever follows
        after = rules.apply_index(state, other)
        if not rules.is_over(after) and rules.legal_actions(after):
            assert locate(rules, tutorial, setup, [*before, other, 0]).ended == "left"
    other_deal = rules.new_setup(tutorial.players, tutorial.seed + 1, None, dict(tutorial.options))
    assert locate(rules, tutorial, other_deal, []).ended == "foreign"


def facade_guide(tutorial: Tutorial, lang: str) -> list[dict[str, Any]]:
    """The guide replies along the script, through the facade (as the page asks)."""
    from pax.facade import call

    rules = get_rules(tutorial.game)
    actions, at = play_script(tutorial)
    setup = tutorial.setup(rules, lang).model_dump(mode="json")
    out = []
    for k in at:
        reply = call({"op": "guide", "setup": setup, "actions": actions[:k], "lang": lang})
        assert reply["ok"], reply
        out.append(reply)
    return out
