"""Teaching in a real browser (issue 34): "why not?" for a tap that offers no move, the computer's
Hint, and the win chances after the game.

* a tap on a Pax Renaissance market card the person cannot buy, and on a Pax Transhumanity idea
  they cannot commercialize (in Hungarian), shows the reason with its rule ID and a link to it;
* at 1024×768 touch, against normal computers (each game), the Hint (in the tablet's drawer) shows within 3 s a
  highlighted legal move, the moves it weighed and its reason, and plays nothing; its panel and
  close button take a centre tap with the drawer open;
* the victory screen of a finished game offers "Chances": each seat's line over the game.

Games are opened through share links (setup + moves), with computer seats named in the link.
"""

from __future__ import annotations

import time
from pathlib import Path

from helpers import BOOT_TIMEOUT, centre_click, open_drawer, save_of, short_game, step_of, wait_ready

from pax import get_rules
from pax.core import share, whynot
from pax.transhumanity.flow import at_menu

SHOTS = Path(__file__).resolve().parent.parent / "test-results"
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
REN = get_rules("renaissance")
TRH = get_rules("transhumanity")


def _to_person_turn(rules, setup, at_menu):
    """Moves (index 0 each) until seat 0 decides at the start of its turn (``at_menu(state)``)."""
    state = rules.initial_state(setup)
    actions: list[int] = []
    while not (state.to_move == 0 and at_menu(state)):
        state = rules.apply_index(state, 0)
        actions.append(0)
    return state, actions


def _ren_position():
    """A Pax Renaissance position at seat 0's turn with a face-up market card it cannot buy (and
    the rule why, as the engine says in CPython)."""
    for seed in range(1, 40):
        setup = REN.make_setup(3, seed)
        state, actions = _to_person_turn(REN, setup, lambda s: bool(s.frames) and s.frames[-1]["kind"] == "turn"
                                         and s.actions_left == 2)
        for row in ("west", "east"):
            for k, card in enumerate(state.market[row]):
                found = card and not state.face_down[row][k] and whynot.explain(REN, state, 0, [card])
                if found and found[1].rule in ("REN-E-2", "REN-D-3"):
                    return setup, actions, card, found[1].rule
    raise AssertionError("no position with a card too dear")


def _open(page, base_url, setup, actions, seats):
    page.goto(f"{base_url}#g={share.encode(setup, actions)}&s={seats}")
    wait_ready(page)


def test_why_not_a_market_card_that_cannot_be_bought(new_context, base_url):
    """REN-E-2 / REN-D-3: a tap on a market card the person cannot buy says why, with the rule ID
    and its link; the tap plays nothing."""
    setup, actions, card, rule = _ren_position()
    page = new_context(**TABLET).new_page()
    _open(page, base_url, setup, actions, "pnn")
    step = step_of(page)
    el = page.locator(f"#board-svg g.card[data-id='{card}']").first
    assert "legal" not in (el.get_attribute("class") or "")
    centre_click(page, el, tap=True)
    note = page.wait_for_selector("#whynot", timeout=10_000)
    assert note.get_attribute("data-rule") == rule
    link = page.locator("#whynot a.whynot-rule")
    assert rule in link.inner_text() and link.get_attribute("href") == f"howto-renaissance.html#{rule}"
    assert "Why not?" in page.inner_text("#whynot")
    page.screenshot(path=str(SHOTS / "teach-whynot-renaissance-1024.png"))
    centre_click(page, page.locator("#whynot-close"), tap=True)
    page.wait_for_selector("#whynot", state="detached")
    assert step_of(page) == step and save_of(page)["save"]["actions"] == actions


def test_why_not_an_idea_that_cannot_be_commercialized_in_hungarian(new_context, base_url):
    """TRH-F-15: a tap on an idea without the person's Syndication says it cannot be commercialized,
    in Hungarian, with the rule ID."""
    setup = TRH.make_setup(2, 5, None, TRH.fresh_options({}))
    state, actions = _to_person_turn(TRH, setup, lambda s: at_menu(s) and s.phase == "play")
    idea = next(slot["id"] for col in state.market for slot in col if slot)
    assert whynot.explain(TRH, state, 0, [idea])[1].rule == "TRH-F-15"
    page = new_context(**TABLET).new_page()
    _open(page, base_url, setup, actions, "pn")
    page.click("[data-lang='hu']")
    wait_ready(page)
    step = step_of(page)
    centre_click(page, page.locator(f"#board-svg .card-body[data-id='{idea}']").first, tap=True)
    note = page.wait_for_selector("#whynot", timeout=10_000)
    assert note.get_attribute("data-rule") == "TRH-F-15"
    text = page.inner_text("#whynot")
    assert "Miért nem?" in text and "TRH-F-15" in text and "Szindikáció" in text
    assert page.get_attribute("#whynot a.whynot-rule", "href") == "howto-transhumanity.html#TRH-F-15"
    assert step_of(page) == step


def test_hint_at_1024_against_normal_computers(new_context, base_url):
    """The Hint (in the tablet's drawer) shows within 3 s a highlighted legal move, the moves it
    weighed and its reason, and plays nothing; with the drawer open its panel and close button
    take a centre tap."""
    setup, actions, _card, _rule = _ren_position()
    page = new_context(**TABLET).new_page()
    _open(page, base_url, setup, actions, "pnn")
    _hint_within_3_s(page, "#ren-drawer", "teach-hint-1024.png")


def test_hint_at_1024_in_transhumanity_against_a_normal_computer(new_context, base_url):
    """The same for Pax Transhumanity: at the person's turn menu, against a normal computer, the
    Hint shows a highlighted legal move with its reason within 3 s and plays nothing."""
    setup = TRH.make_setup(2, 5, None, TRH.fresh_options({}))
    _state, actions = _to_person_turn(TRH, setup, lambda s: at_menu(s) and s.phase == "play")
    page = new_context(**TABLET).new_page()
    _open(page, base_url, setup, actions, "pn")
    _hint_within_3_s(page, "#trh-drawer", "teach-hint-transhumanity-1024.png")


def _hint_within_3_s(page, drawer: str, shot: str) -> None:
    """Open the drawer, tap the Hint; check its time, its highlighted legal move, its words, and
    that nothing was played; close it with a centre tap."""
    before = save_of(page)["save"]["actions"]
    step = step_of(page)
    open_drawer(page, tap=True, button=drawer)
    button = page.locator("#hint-button")
    assert button.is_visible()
    start = time.monotonic()
    centre_click(page, button, tap=True)
    page.wait_for_selector("#hint-panel #hint-moves li", timeout=BOOT_TIMEOUT)
    took = time.monotonic() - start
    assert took < 3.0, f"the hint took {took:.1f} s (its search {page.get_attribute('#hint-panel', 'data-ms')} ms)"
    index = page.get_attribute("#hint-panel", "data-index")
    legal = [b.get_attribute("data-action") for b in page.locator("ul.actions button.action").all()]
    assert index in legal  # a legal move of the person's
    hinted = page.locator(".game .hinted")
    assert hinted.count() >= 1
    for k in range(hinted.count()):
        el = hinted.nth(k)
        assert index == el.get_attribute("data-action") or index in (el.get_attribute("data-actions") or "").split()
    assert page.inner_text("#hint-reason").strip()
    assert page.locator("#hint-moves li").count() >= 1
    page.screenshot(path=str(SHOTS / shot))
    # nothing was played, however long one waits
    page.wait_for_timeout(1500)
    assert step_of(page) == step and save_of(page)["save"]["actions"] == before
    # the drawer is open: the panel's close button still takes a centre tap (the element at its
    # centre is the button itself, not the drawer)
    assert page.get_attribute(".game", "data-drawer") == "open"
    box = page.locator("#hint-close").bounding_box()
    on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.id", [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
    assert on_top == "hint-close"
    centre_click(page, page.locator("#hint-close"), tap=True)
    page.wait_for_selector("#hint-panel", state="detached")
    assert page.locator(".game .hinted").count() == 0
    assert step_of(page) == step


def test_win_chances_after_a_finished_game(new_context, base_url):
    """The victory screen's Chances: each seat's chance of winning over the game, on demand."""
    actions = short_game("renaissance", 2, 21)
    setup = REN.make_setup(2, 21)
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    page.goto(f"{base_url}#g={share.encode(setup, actions)}")
    page.wait_for_selector("#victory", timeout=BOOT_TIMEOUT)
    page.wait_for_selector("#chances-button", timeout=30_000)
    page.click("#chances-button")
    page.wait_for_selector("#chances-chart svg polyline", timeout=60_000)
    assert page.locator("#chances-chart svg polyline.chart-line").count() == 2
    state = REN.initial_state(setup)
    for i in actions:
        state = REN.apply_index(state, i)
    winner = REN.result(state).winners[0]
    # the winner's line ends at 100 %
    legend = page.locator("#chances-chart .chart-legend").nth(winner).text_content()
    assert legend.endswith("(100)")
    page.screenshot(path=str(SHOTS / "teach-chances.png"))
