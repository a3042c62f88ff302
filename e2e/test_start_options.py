"""The start page draws each game's declared setup options (issue 33): Pax Transhumanity's solo
arena (TRH-A-1, TRH-K-2) is offered for one player, from the game's declaration, not its id."""

from __future__ import annotations

import json

from helpers import BOOT_TIMEOUT, wait_engine


def _saved_setup(page) -> dict:
    raw = page.evaluate("""() => Object.keys(localStorage).filter((k) => k.startsWith('pax.save.'))
        .map((k) => localStorage.getItem(k))""")
    assert len(raw) == 1
    return json.loads(raw[0])["setup"]


def test_the_solo_arena_is_a_declared_option_offered_for_one_player(new_context, base_url):
    """TRH-K-2: one player chooses the solo arena's difficulty; more players have no such choice."""
    page = new_context(viewport={"width": 1024, "height": 768}, has_touch=True, is_mobile=True).new_page()
    page.goto(base_url)
    wait_engine(page)
    page.tap("#game-renaissance")
    assert page.locator(".options .option:not([hidden])").count() == 0
    page.tap("#game-transhumanity")
    page.select_option("#players", "2")
    assert page.locator("#solo").is_hidden()
    page.select_option("#players", "1")
    assert page.locator("#solo").is_visible()
    assert page.locator("label[for='solo']").inner_text() == "Solo difficulty"
    assert [o.inner_text() for o in page.locator("#solo option").all()] == ["Easy", "Hard"]
    page.select_option("#solo", "hard")
    page.tap("#start-game")
    page.wait_for_selector(".game[data-ready='yes']", timeout=BOOT_TIMEOUT)
    setup = _saved_setup(page)
    assert setup["game"] == "transhumanity" and setup["players"] == 1 and setup["options"]["solo"] == "hard"


def test_a_game_of_more_players_sends_no_solo_option(new_context, base_url):
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    page.goto(base_url)
    wait_engine(page)
    page.click("#game-transhumanity")
    page.select_option("#players", "1")
    page.select_option("#players", "2")
    page.click("#start-game")
    page.wait_for_selector(".game[data-ready='yes']", timeout=BOOT_TIMEOUT)
    setup = _saved_setup(page)
    assert setup["players"] == 2 and "solo" not in setup["options"]
