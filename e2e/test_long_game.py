"""A long game plays on with replies proportional to the change (issue 36).

A Pax Transhumanity game opened from its link at move 5,000 (2 people hot-seat, every move the
first choice: a game that never ends), played on by clicks at 1920×1080. The engine's replies are
deltas (web/app/delta.js): the page must still show, store and share exactly what full replies
would give: the log panel's newest lines equal the engine's log for the person at the device
(before and after the pass-the-device screen, after an undo, in Hungarian after a language switch),
the stored save is the engine's own record (``load_save`` accepts its checksum and trail), and the
share link is the game. The panel holds the newest LOG_WINDOW lines, and more on request; a move
within a turn keeps the side panel and the lines it already showed (the same elements: lines taken
out of the page and put back are styled and laid out anew, a cost that grew with the game).
"""

from __future__ import annotations

import re
from pathlib import Path

from helpers import BOOT_TIMEOUT, pass_device, save_of, settle_motion, share_url, step_of, wait_ready

from pax import facade, get_rules
from pax.core import share

TRH = get_rules("transhumanity")
MOVES = 5_000
# the panel's window (web/app/logpanel.js, its one source)
LOG_WINDOW = int(re.search(r"export const LOG_WINDOW = (\d+);",
                           (Path(__file__).parents[1] / "web/app/logpanel.js").read_text()).group(1))
LINES_JS = """(lis) => lis.map((li) => li.querySelector('strong').textContent + ': ' + li.childNodes[2].textContent)"""


def engine_log(setup: dict, actions: list[int], lang: str = "en") -> tuple[list[str], int | None]:
    """The log lines as the full reply shows them to the person deciding after ``actions``."""
    reply = facade.call({"op": "open", "setup": setup, "actions": actions, "lang": lang})
    assert reply["ok"], reply
    names = setup["names"]
    return [f"{names[e['seat']]}: {e['text']}" for e in reply["log"]], reply["to_move"]


def check_log(page, setup: dict, actions: list[int], lang: str = "en") -> None:
    """The log panel shows the newest lines of the engine's full log, numbered by their move."""
    want, _ = engine_log(setup, actions, lang)
    shown = page.locator(".side .log-list > li").evaluate_all(LINES_JS)
    assert LOG_WINDOW <= len(shown) <= 2 * LOG_WINDOW, len(shown)
    assert shown == want[-len(shown):]
    start = int(page.get_attribute(".side .log-list", "start") or 1)
    assert start == len(actions) - len(shown) + 1


# marks the side panel and the lines shown (properties of the elements, not attributes: only the
# same elements keep them)
MARK_JS = """() => { const side = document.querySelector('.game .side'); side.paxKept = true;
  for (const li of side.querySelectorAll('.log-list > li')) li.paxKept = true; }"""
KEPT_JS = """() => { const side = document.querySelector('.game .side');
  const lis = [...side.querySelectorAll('.log-list > li')];
  return {side: side.paxKept === true, kept: lis.filter((li) => li.paxKept).length, lines: lis.length}; }"""


def play_first(page, actions: list[int]) -> None:
    """Click the first choice (the side panel's button, as a person clicks it) and wait for the next
    position, passing the device when another person decides; checks the pass screen's lines and,
    within a turn, that the side panel and the lines it showed are the same elements."""
    step = step_of(page)
    page.evaluate(MARK_JS)
    shown = page.locator(".side .log-list > li").count()
    page.click("button.action[data-action='0']")
    page.wait_for_selector(f".game[data-step='{step + 1}'][data-ready='yes'], #pass-ready")
    actions.append(0)
    if not page.locator("#pass-ready").count():
        kept = page.evaluate(KEPT_JS)
        # one line more (or back to its window once it would hold more than twice as many)
        assert kept["side"] and kept["lines"] == (shown + 1 if shown < 2 * LOG_WINDOW else LOG_WINDOW), (kept, shown)
        assert kept["kept"] == kept["lines"] - 1, (kept, shown)
    if page.locator("#pass-ready").count():
        # what happened since the next person last decided: their own log's lines (delta.js keeps
        # one log per person at the device)
        want, to_move = engine_log(page_setup(page), actions)
        summary = page.locator(".pass-summary .log-list > li").all_text_contents()
        assert summary and summary == want[-len(summary):], (summary, want[-3:])
        assert page.get_attribute(".pass-screen", "data-seat") == str(to_move)
        pass_device(page)
    page.wait_for_selector(f".game[data-step='{step + 1}'][data-ready='yes']")
    settle_motion(page)


def page_setup(page) -> dict:
    return save_of(page)["save"]["setup"]


def test_a_game_at_move_5000_plays_on_with_delta_replies(new_context, base_url):
    setup_model = TRH.make_setup(2, 3, ["Anna", "Bela"], None)
    actions = [0] * MOVES
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    page.goto(f"{base_url}#g={share.encode(setup_model, actions)}")
    wait_ready(page, timeout=BOOT_TIMEOUT * 4)
    setup = page_setup(page)
    assert step_of(page) == MOVES
    check_log(page, setup, actions)
    for _ in range(9):  # across two changes of turn (hot-seat: the pass-the-device screen)
        play_first(page, actions)
        check_log(page, setup, actions)
    # the save stored from delta replies is the engine's own record, and the link is the game
    stored = save_of(page)["save"]
    assert stored["actions"] == actions and len(stored["trail"]) == 2 * len(actions)
    reopened = facade.call({"op": "load_save", "save": stored})
    assert reopened["ok"] and reopened["actions"] == actions and "notice" not in reopened
    code = share_url(page).split("#g=", 1)[1]
    assert share.read(code).indices == actions
    # undo (back within the turn): the panel loses the undone lines
    if page.is_enabled("#undo"):
        step = step_of(page)
        page.click("#undo")
        page.wait_for_selector(f".game[data-ready='yes']:not([data-step='{step}'])")
        del actions[step_of(page):]
        check_log(page, setup, actions)
        assert save_of(page)["save"]["actions"] == actions
    # earlier lines on request
    before = page.locator(".side .log-list > li").count()
    page.click("#log-earlier")
    assert page.locator(".side .log-list > li").count() == min(before + LOG_WINDOW, len(actions))
    want, _ = engine_log(setup, actions)
    shown = page.locator(".side .log-list > li").evaluate_all(LINES_JS)
    assert shown == want[-len(shown):]
    # a language switch asks for the whole game again, in Hungarian
    page.click("[data-lang='hu']")
    wait_ready(page, timeout=BOOT_TIMEOUT * 4)
    check_log(page, setup, actions, "hu")
    play_first(page, actions)
    check_log(page, setup, actions, "hu")
