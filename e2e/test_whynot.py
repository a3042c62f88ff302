""""Why not?" for a one-shot that does not apply and for a hand card that cannot be played now
(issue 34), in a real browser at 1024×768 touch, with centre taps.

A Pax Renaissance game (share link: setup + moves, computer seats) stops where the person has just
played a card whose one-shot is being decided (REN-E-10): a tap on a map card of the one-shot's
region where it does not apply (no Pagans, REN-K-2; or no attacker, REN-W-1) says why with the rule
ID and its link, and a tap on a card of the person's hand (not playable before that decision is
made, REN-D-1) says so too, in Hungarian. Neither tap plays anything.
"""

from __future__ import annotations

import random
from pathlib import Path

from helpers import centre_click, save_of, step_of, wait_ready

from pax import get_rules
from pax.core import share, whynot
from pax.renaissance.tables import MAP_CARDS

SHOTS = Path(__file__).resolve().parent.parent / "test-results"
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
REN = get_rules("renaissance")


def _one_shot_position():
    """(setup, moves, map card, its rule, hand card): seat 0 decides the one-shot of the card it
    just played, a map card of the region has a condition reason (as the engine says in CPython),
    and seat 0 holds another card in hand."""
    for seed in range(1, 400):
        setup = REN.make_setup(3, seed)
        state = REN.initial_state(setup)
        rng = random.Random(seed)
        actions: list[int] = []
        for _ in range(300):
            if REN.is_over(state):
                break
            top = state.frames[-1] if state.frames else None
            if state.to_move == 0 and top and top["kind"] == "play" and state.hands[0]:
                for m in MAP_CARDS:
                    found = whynot.explain(REN, state, 0, [m])
                    if found and found[1].rule in ("REN-K-2", "REN-W-1"):
                        hand = state.hands[0][0]
                        assert whynot.explain(REN, state, 0, [hand])[1].rule == "REN-D-1"
                        return setup, actions, m, found[1].rule, hand
            legal = REN.legal_actions(state)
            a = REN.playout_choice(state, legal, rng)
            actions.append(legal.index(a))
            state = REN.apply_trusted(state, a)
    raise AssertionError("no position with a one-shot that does not apply")


def test_why_not_a_one_shot_that_does_not_apply_and_a_hand_card(new_context, base_url):
    setup, actions, map_card, rule, hand = _one_shot_position()
    page = new_context(**TABLET).new_page()
    page.goto(f"{base_url}#g={share.encode(setup, actions)}&s=pnn")
    wait_ready(page)
    step = step_of(page)
    # the one-shot's map card where it does not apply: no move there, and a tap says why
    el = page.locator(f"#board-svg g.map-head[data-id='{map_card}']").first  # its name strip
    assert "legal" not in (el.get_attribute("class") or "")
    assert page.locator("#board-svg .legal").count() >= 1  # the targets where it does apply
    centre_click(page, el, tap=True)
    note = page.wait_for_selector(f"#whynot[data-rule='{rule}']", timeout=10_000)
    text = note.inner_text()
    assert "Why not?" in text and rule in text
    assert page.get_attribute("#whynot a.whynot-rule", "href") == f"howto-renaissance.html#{rule}"
    page.screenshot(path=str(SHOTS / "whynot-one-shot-1024.png"))
    centre_click(page, page.locator("#whynot-close"), tap=True)
    page.wait_for_selector("#whynot", state="detached")
    assert step_of(page) == step and save_of(page)["save"]["actions"] == actions
    # in Hungarian: a card of the person's hand waits for the decision at hand (REN-D-1)
    page.click("[data-lang='hu']")
    wait_ready(page)
    card = page.locator(f"#board-svg g.card[data-id='{hand}']").first
    assert "legal" not in (card.get_attribute("class") or "")
    centre_click(page, card, tap=True)
    note = page.wait_for_selector("#whynot[data-rule='REN-D-1']", timeout=10_000)
    text = note.inner_text()
    assert "Miért nem?" in text and "REN-D-1" in text and "Előbb" in text
    page.screenshot(path=str(SHOTS / "whynot-hand-card-1024-hu.png"))
    assert step_of(page) == step and save_of(page)["save"]["actions"] == actions
