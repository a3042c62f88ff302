"""Pax Transhumanity in a real browser: complete games through the SVG table (hot-seat with 2, 3
and 4 players, solo easy and hard), each ending on the victory screen with the final state equal
to the CPython engine replaying the same clicked actions.

Every move is a click at the centre of a highlighted table element inside ``#board`` (an element
with one action, or an element with several and then its chooser's button, or a prompt button
for actions that act on nothing drawn) — never the side list. At every step the test also checks
that every legal action is reachable from the table. The choices come from a chooser biased
towards actions that move the game on (``pax.transhumanity.policy``, the shortest of a few seeded
games found in CPython first), so the games stay short enough for CI.
"""

from __future__ import annotations

import json

import helpers
import pytest
from helpers import assert_all_on_table, centre_click, save_of, step_of, wait_ready

from pax import get_rules
from pax.core import share

RULES = get_rules("transhumanity")
STEP_TIMEOUT = 20_000

def short_game(players: int, seed: int, options: dict | None, tries: int = 40, cap: int = 900) -> list[int]:
    """The action indices of the shortest of ``tries`` purposeful-random games from this setup."""
    return helpers.short_game("transhumanity", players, seed, options, tries, cap)


def open_seeded(page, base_url: str, players: int, seed: int, options: dict | None, names=None) -> dict:
    setup = RULES.make_setup(players, seed, names, options)
    page.goto(f"{base_url}#g={share.encode(setup, [])}")
    wait_ready(page)
    return setup.model_dump(mode="json")


def show_page_of(page, locator, tap: bool = False) -> None:
    """Tablet layout: if the element is on the page of the table not shown, tap that page's tab."""
    name = locator.evaluate("(el) => el.closest('g.page')?.dataset.page ?? null")
    if name and page.get_attribute(f"#trh-tab-{name}", "aria-selected") != "true":
        centre_click(page, page.locator(f"#trh-tab-{name}"), tap)
        page.wait_for_function("(n) => document.querySelector(`#trh-tab-${n}`)?.getAttribute('aria-selected') === 'true'", arg=name)


def click_index(page, index: int, tap: bool = False) -> None:
    """Play legal action ``index`` by clicking the table element that offers it."""
    assert_all_on_table(page)
    single = page.locator(f"#board [data-action='{index}']:not(.chooser-action)")
    if single.count():
        show_page_of(page, single.first, tap)
        centre_click(page, single.first, tap)
        return
    multi = page.locator(f"#board [data-actions~='{index}']")
    assert multi.count(), f"action {index} is not on the table"
    show_page_of(page, multi.first, tap)
    centre_click(page, multi.first, tap)
    choice = page.locator(f"#board .trh-chooser [data-action='{index}']")
    choice.wait_for(timeout=5000)
    centre_click(page, choice, tap)


def after_move(page, step: int, timeout: int = STEP_TIMEOUT) -> None:
    page.wait_for_function(
        "(s) => !!document.querySelector('#pass-ready, #victory') || (document.querySelector('.game[data-ready=yes] #board-svg')"
        " && Number(document.querySelector('.game').dataset.step) !== s)", arg=step, timeout=timeout)
    wait_ready(page)


def replay(setup: dict, actions: list[int]):
    s = RULES.initial_state(RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options")))
    for i in actions:
        s = RULES.apply_index(s, i)
    return s


def play_through(page, setup: dict, script: list[int], tap: bool = False) -> None:
    for index in script:
        assert not page.locator("#victory").count(), "the game ended before the script"
        step = step_of(page)
        click_index(page, index, tap)
        after_move(page, step)
    page.wait_for_selector("#victory")


def check_final(page, setup: dict, script: list[int]) -> None:
    stored = save_of(page)
    assert stored["save"]["actions"] == script
    final = replay(stored["save"]["setup"], script)
    assert RULES.is_over(final)
    assert stored["view"]["view"] == json.loads(json.dumps(RULES.view(final, None)))
    assert stored["view"]["result"]["winners"] == list(RULES.result(final).winners)


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 3), (4, 9)])
def test_hot_seat_game_through_the_table(new_context, base_url, players, seed):
    script = short_game(players, seed, None, tries=100)
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    setup = open_seeded(page, base_url, players, seed, None)
    play_through(page, setup, script)
    check_final(page, setup, script)


@pytest.mark.parametrize("level,seed", [("easy", 5), ("hard", 6)])
def test_solo_game_through_the_table(new_context, base_url, level, seed):
    script = short_game(1, seed, {"solo": level})
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    setup = open_seeded(page, base_url, 1, seed, {"solo": level})
    play_through(page, setup, script)
    check_final(page, setup, script)
