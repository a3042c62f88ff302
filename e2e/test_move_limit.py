"""A game at the engine's move limit, opened from its link, is shown as stopped (issue 36).

A 43-character link (format 2; format 3 adds a digest per 32 moves, 4 KB here) of 50,000 moves (Pax Transhumanity, always the first choice: a Fundraise and a
pass, turn after turn) once opened a game that refused every move as "too long". Now the limit is
the game's end (pax/core/length.py): the table offers no choice and the page says why, in the
player's language, on a tablet.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pax.core import get_rules, length, share

from helpers import BOOT_TIMEOUT

SHOTS = Path(__file__).resolve().parents[1] / "build" / "shots"
SHOTS.mkdir(parents=True, exist_ok=True)
DEVICES = {"tablet": {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True},
           "desktop": {"viewport": {"width": 1920, "height": 1080}}}


@pytest.mark.parametrize("device", ["tablet", "desktop"])
def test_a_link_at_the_move_limit_opens_stopped_and_says_why(new_context, base_url, device):
    rules = get_rules("transhumanity")
    code = share.encode(rules.make_setup(2, 3), [0] * length.MAX_MOVES)
    assert len(code) < 5_000  # one byte of choices for every 8 one-way moves, and the digests
    page = new_context(**DEVICES[device]).new_page()
    page.goto(base_url + "#g=" + code)
    page.wait_for_selector(".game[data-ready='yes']", timeout=BOOT_TIMEOUT * 2)
    said = f"The game stops here: it has reached {length.MAX_MOVES} moves, the most a game holds."
    assert page.inner_text("#turn") == said and page.locator("#turn").is_visible()
    assert page.text_content("#choices-h") == said  # (the side panel is a drawer on a tablet)
    assert page.inner_text("#trh-prompt") == said  # the table's own prompt, above it
    page.screenshot(path=str(SHOTS / f"move-limit-{device}.png"))
    assert page.locator(".choices .actions button").count() == 0
    assert page.locator("#board [data-action]").count() == 0  # nothing on the table to tap either
    assert page.locator(".error-screen").count() == 0
