"""What a person sees in hot-seat and at the end (issue 31), tapped and clicked as a person does.

- Pax Transhumanity hot-seat at 1024×768 touch: after Anna taps her Secret sphere (TRH-C-20/21), the
  pass-the-device screen and Bela's whole table tell only that she kept one, never the card, and
  Bela's Undo cannot take Anna's choice back.
- The victory screen says why the winner won (the engine's ``Rules.explain``), at 1920×1080.
- With delta replies (issue 36: the page keeps each person's log and gets only what changed), each
  person's log stays their own: played on in hot-seat, the log panel and the pass screen show
  exactly the engine's full log for the person at the device, Anna's kept card in her own words
  to her and never in Bela's page (nor in the log lines kept between the screens).
"""

from __future__ import annotations

import random

from helpers import centre_click, forward_choice, pass_device, settle_motion, wait_ready

from pax import facade, get_rules
from pax.core import share

TRH = get_rules("transhumanity")
REN = get_rules("renaissance")
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}


def test_pass_screen_and_bela_s_table_do_not_name_anna_s_secret_sphere(new_context, base_url):
    page = new_context(**TABLET).new_page()
    setup = TRH.make_setup(2, 5, ["Anna", "Bela"], None)
    page.goto(f"{base_url}#g={share.encode(setup, [])}")
    wait_ready(page)
    state = TRH.initial_state(setup)
    legal = TRH.legal_actions(state)
    card = TRH.describe(state, legal[2]).split(" with ")[0].removeprefix("keep ")  # Anna's choice
    assert card == "Mobile Money Payroll"
    # Anna taps her candidate card on the table, then the band in its chooser
    target = page.locator(f"#board [data-action='2'], #board [data-actions~='2']").first
    centre_click(page, target, tap=True)
    if not page.locator("#pass-ready").count():
        chooser = page.locator("#board .trh-chooser [data-action='2']")
        chooser.wait_for()
        centre_click(page, chooser, tap=True)
    page.wait_for_selector("#pass-ready")
    summary = page.inner_text(".pass-summary")
    assert "keep a Secret sphere (hidden until final scoring)" in summary and card not in summary
    assert card not in page.inner_text("body")
    centre_click(page, page.locator("#pass-ready"), tap=True)
    wait_ready(page)
    assert card not in page.inner_text("body")
    assert card not in page.content()  # nor anywhere in the drawn table (titles, labels)
    assert page.is_disabled("#undo")  # Bela cannot undo Anna's hidden choice


def test_victory_screen_says_why_the_winner_won(new_context, base_url):
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    setup = REN.make_setup(2, 21, None, None)
    state, rng, actions = REN.initial_state(setup), random.Random(0), []
    while not REN.is_over(state):
        legal = REN.legal_actions(state)
        a = forward_choice(REN, state, legal, rng)
        actions.append(legal.index(a))
        state = REN.apply_trusted(state, a)
    page.goto(f"{base_url}#g={share.encode(setup, actions)}")
    page.wait_for_selector("#victory")
    why = REN.explain(state, "en")
    assert why and page.inner_text("#victory-why") == why
    assert page.locator("#victory-why").is_visible()


def test_each_person_s_log_stays_their_own_with_delta_replies(new_context, base_url):
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    setup = TRH.make_setup(2, 5, ["Anna", "Bela"], None)
    plain = setup.model_dump(mode="json")
    card = "Mobile Money Payroll"  # Anna keeps it (choice 2), a Secret sphere Bela may not see
    page.goto(f"{base_url}#g={share.encode(setup, [])}")
    wait_ready(page)
    actions: list[int] = []
    seen = set()
    for index in [2, 0, 0, 0, 0, 0, 0, 0, 0]:  # Anna, Bela, Anna's turn, then Bela's
        step = len(actions)
        page.click(f"button.action[data-action='{index}']")
        page.wait_for_selector(f".game[data-step='{step + 1}'][data-ready='yes'], #pass-ready")
        actions.append(index)
        full = facade.call({"op": "open", "setup": plain, "actions": actions, "lang": "en"})
        want = [f"{plain['names'][e['seat']]}: {e['text']}" for e in full["log"]]
        viewer = full["to_move"]
        seen.add(viewer)
        if page.locator("#pass-ready").count():
            summary = page.locator(".pass-summary .log-list > li").all_text_contents()
            assert summary == want[-len(summary):]
            assert card not in page.content() or viewer == 0
            pass_device(page)
        page.wait_for_selector(f".game[data-step='{step + 1}'][data-ready='yes']")
        settle_motion(page)
        shown = page.locator(".side .log-list > li").evaluate_all(
            "(lis) => lis.map((li) => li.querySelector('strong').textContent + ': ' + li.childNodes[2].textContent)")
        assert shown == want, (step, viewer)
        if viewer == 1:
            assert card not in page.content(), f"Bela's page names Anna's card after move {step + 1}"
        else:
            assert any(card in line for line in shown)  # Anna reads her own choice in her words
    assert seen == {0, 1}
