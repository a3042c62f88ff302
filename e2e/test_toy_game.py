"""The toy game in the browser (issue 33): tests/core/toy.py's ``NimTableRules`` with its renderer
web/games/toy_table/, in a test build, touching nothing of the page but its declaration. On a
1024×768 touch tablet a person chooses it on the start page, sits against the computer at a level
its declaration offers, plays it to its end by centre taps on the table's stones, and sees the
result (in the kit's shell, as the two games: the side panel is a drawer on a tablet, its button
"Standings" at the end); CPython then checks every computer move is that level's choice in that
position."""

from __future__ import annotations

from helpers import BOOT_TIMEOUT, centre_click, open_drawer, save_of, step_of, wait_engine

from pax.ai import get_ai
from pax.core import get_rules, register, replay

TOY = "toy_table"
register(TOY, "tests.core.toy", "NimTableRules")
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
PERSON_TURN = "#toy-prompt.over, .game[data-ready='yes'] #board-svg .legal"


def _start(page, base_url: str) -> None:
    """The start page, by taps: the toy, two players, the second a computer of the hard level."""
    page.goto(base_url)
    wait_engine(page)
    centre_click(page, page.locator(f"label[for='game-{TOY}']"), tap=True)
    assert page.is_checked(f"#game-{TOY}")
    page.select_option("#players", "2")
    page.select_option("#seat-kind-1", "computer")
    # the levels are the declaration's (easy: the toy's own player; normal, hard: the shared search)
    assert [o.get_attribute("value") for o in page.locator("#seat-level-1 option").all()] == ["easy", "normal", "hard"]
    page.select_option("#seat-level-1", "hard")
    centre_click(page, page.locator("#start-game"), tap=True)
    page.wait_for_selector(".game[data-ready='yes'] #board-svg", timeout=BOOT_TIMEOUT)


def test_a_person_plays_the_toy_against_the_computer_to_its_end_by_taps(new_context, base_url, tmp_path):
    page = new_context(**TABLET).new_page()
    _start(page, base_url)
    save = save_of(page)["save"]
    assert save["seats"] == ["person", "computer"] and save["levels"] == [None, "hard"]
    assert page.get_attribute(".game", "data-shell") == "kit"  # kit.css lays the screen out
    page.screenshot(path=str(tmp_path / "toy-start.png"))
    # its words are its catalogue's, in both languages; the choices' labels are the engine's
    for lang, words in (("hu", "kavics maradt"), ("en", "stones left")):
        centre_click(page, page.locator(f"[data-lang='{lang}']"), tap=True)
        page.wait_for_function("(w) => document.querySelector('.game[data-ready=yes] #toy-prompt')?.textContent.includes(w)",
                               arg=words, timeout=BOOT_TIMEOUT)
    taps = 0
    while True:
        page.wait_for_selector(PERSON_TURN, timeout=60_000)
        if page.locator("#toy-prompt.over").count():
            break
        heap = page.locator("#board-svg .toy-stone").count()
        # the table offers the top stones, each its take: a tap on stone k takes heap − k + 1
        offered = page.locator("#board-svg .toy-stone.legal")
        assert offered.count() == min(3, heap)
        assert {offered.nth(i).get_attribute("aria-label") for i in range(offered.count())} == {
            f"take {n}" for n in range(1, min(3, heap) + 1)}
        take = heap % 4 or 1  # leave a multiple of 4 where it can
        step = step_of(page)
        centre_click(page, page.locator(f"#board-svg [data-target='stone-{heap - take + 1}']"), tap=True)
        page.wait_for_selector(f"#victory, .game[data-ready='yes']:not([data-step='{step}'])", timeout=60_000)
        taps += 1
        assert taps <= 20
    # the result: the victory screen (in the drawer, by its Standings button) names the winner and
    # the toy's victory, the table says who won
    assert page.inner_text("#toy-drawer") == "Standings"
    open_drawer(page, tap=True, button="#toy-drawer")
    page.screenshot(path=str(tmp_path / "toy-end.png"))
    print("screenshots:", tmp_path)
    save = save_of(page)["save"]
    setup, actions = save["setup"], save["actions"]
    state = replay(TOY, setup["players"], setup["seed"], setup["names"], setup["options"], actions)
    rules = get_rules(TOY)
    assert rules.is_over(state) and state.heap == 0
    winner = setup["names"][rules.result(state).winners[0]]
    assert page.inner_text("#victory-type") == "took the last stone"
    assert winner in page.inner_text("#toy-prompt") and winner in page.inner_text("#victory")
    # every computer move was the hard level's choice in that position (deterministic, as in CPython)
    s = rules.new_game(setup["players"], setup["seed"], setup["names"], setup["options"])
    for index in actions:
        if s.to_move == 1:
            assert get_ai(TOY, "hard").choose(rules, s) == index
        s = rules.apply_index(s, index)
    assert taps == sum(1 for k in range(len(actions)) if k % 2 == 0)
