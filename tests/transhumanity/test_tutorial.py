"""Pax Transhumanity's guided first game (pax/transhumanity/tutorial.py, pax.core.guide): every step
names exactly one legal action in the position reached by playing the steps before it and the solo
computers' replies (the solo robots follow their cards, TRH-K-9), the script is deterministic, its texts exist in
English and Hungarian, each cites a rule ID of ../shared/rules/transhumanity.md, and leaving the
script ends the guide."""

import pytest

from pax.transhumanity.tutorial import TUTORIAL

from tests.tutorial_checks import SPEC_PRESENT, check_leaving, check_rule_ids, check_tutorial, facade_guide


def test_steps_are_legal_and_deterministic() -> None:
    check_tutorial(TUTORIAL, "TRH")


@pytest.mark.skipif(not SPEC_PRESENT, reason="the shared rules specification is not beside the repository")
def test_steps_cite_rules_of_the_specification() -> None:
    check_rule_ids(TUTORIAL, "TRH")


def test_leaving_the_script_ends_the_guide() -> None:
    check_leaving(TUTORIAL)


def test_guide_texts_in_the_asked_language() -> None:
    for lang, step in (("en", TUTORIAL.steps[0].en), ("hu", TUTORIAL.steps[0].hu)):
        replies = facade_guide(TUTORIAL, lang)
        assert replies[0]["guide"]["text"] == step and replies[0]["guide"]["rule"] == "TRH-K-1"
        assert [r["guide"]["step"] for r in replies] == list(range(1, len(TUTORIAL.steps) + 1))
        assert all(r["ended"] is None for r in replies)
