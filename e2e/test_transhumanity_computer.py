"""Pax Transhumanity with computer seats in a real browser, as a person at a 1024×768 touch tablet
plays it: the computer seats and their levels are chosen on the start page, the computers' moves
are decided by the engine in its worker (the page's main thread runs no Python and stays
responsive), each move is shown on the table as it happens (its own table, paced) with the same
log line as the engine's narration, and the person plays by tapping the centres of table elements.

The person's choices come from the chooser biased towards moves that move the game on
(``pax.transhumanity.policy``); the test plays a stretch of about 20 s (several turns of every
seat), or to the end when the game ends first. Afterwards CPython checks every computer move:
it is the move that computer level chooses in that position (deterministic), so a game with
computer seats replays exactly.
"""

from __future__ import annotations

import random
import time

import pytest

from helpers import BOOT_TIMEOUT, save_of, step_of, wait_engine
from test_transhumanity_play import RULES, after_move, click_index, replay

from pax import facade
from pax.ai import get_ai
from pax.transhumanity.policy import purposeful_choice

LEVELS = {1: "easy", 2: "normal", 3: "hard"}
PLAY_SECONDS = 20

# What the page shows, recorded in the page itself: every position (data-step) drawn, when, and
# the log's last line then; the longest pause of the main thread (a 50 ms interval's lateness).
RECORD_JS = """() => {
  window.__seen = [];
  const rec = () => {
    const g = document.querySelector('.game[data-ready=yes]');
    if (!g || !g.querySelector('#board-svg')) return;
    const last = window.__seen[window.__seen.length - 1];
    if (last && last.step === Number(g.dataset.step)) return;
    const li = [...document.querySelectorAll('.log-list > li')].pop();
    window.__seen.push({step: Number(g.dataset.step), t: performance.now(),
      line: li ? li.querySelector('strong').textContent + ': ' + li.childNodes[2].textContent : null});
  };
  new MutationObserver(rec).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-step']});
  rec();
  window.__gap = 0;
  let before = performance.now();
  setInterval(() => { const now = performance.now(); window.__gap = Math.max(window.__gap, now - before - 50); before = now; }, 50);
}"""


def _start(page, base_url: str) -> None:
    """The start page, by taps: Pax Transhumanity, 4 players, seats 2-4 computers of each level."""
    page.goto(base_url)
    wait_engine(page)
    page.tap("label[for='game-transhumanity']")
    assert page.is_checked("#game-transhumanity")
    page.select_option("#players", "4")
    for seat, level in LEVELS.items():
        assert page.locator(f"#seat-level-{seat}").is_hidden()  # only a computer seat has a level
        page.select_option(f"#seat-kind-{seat}", "computer")
        offered = page.locator(f"#seat-level-{seat} option").all()
        assert [o.get_attribute("value") for o in offered] == ["easy", "normal", "hard"]
        page.select_option(f"#seat-level-{seat}", level)
    page.tap("#start-game")
    page.wait_for_selector(".game[data-ready='yes'] #board-svg", timeout=BOOT_TIMEOUT)


@pytest.mark.timing
def test_computer_seats_play_in_the_worker_and_each_move_is_shown(new_context, base_url):
    page = new_context(viewport={"width": 1024, "height": 768}, has_touch=True, is_mobile=True).new_page()
    _start(page, base_url)
    page.evaluate(RECORD_JS)
    stored = save_of(page)["save"]
    assert stored["seats"] == ["person", "computer", "computer", "computer"]
    assert stored["levels"] == [None, "easy", "normal", "hard"]
    setup = stored["setup"]
    # no Python runtime on the page's main thread: the engine (and so every computer) is the worker's
    assert page.evaluate("() => typeof globalThis.pyodide === 'undefined' && typeof globalThis.loadPyodide === 'undefined'")

    rng = random.Random(8)
    mine = 0
    deadline = time.monotonic() + PLAY_SECONDS
    while time.monotonic() < deadline:
        # the computers play by themselves until the person decides (or the game is over)
        page.wait_for_selector("#victory, .game[data-ready='yes'] #board [data-action], .game[data-ready='yes'] #board [data-actions]",
                               timeout=60_000)
        if page.locator("#victory").count():
            break
        s = replay(setup, save_of(page)["save"]["actions"])
        assert s.to_move == 0, "a computer's seat is offered to the person"
        legal = RULES.legal_actions(s)
        index = legal.index(purposeful_choice(rng, s, legal))
        step = step_of(page)
        click_index(page, index, tap=True)
        after_move(page, step, timeout=60_000)
        mine += 1
    # let the computers finish the move they are on, then read what the page showed
    page.wait_for_selector("#victory, .game[data-ready='yes'] #board [data-action], .game[data-ready='yes'] #board [data-actions]",
                           timeout=60_000)
    actions = save_of(page)["save"]["actions"]
    seen = page.evaluate("() => window.__seen")
    gap = page.evaluate("() => window.__gap")

    # every computer move is the engine's choice for that computer level in that position
    ai = {seat: get_ai("transhumanity", level) for seat, level in LEVELS.items()}
    s = RULES.initial_state(RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options")))
    by_seat = {seat: 0 for seat in LEVELS}
    computer_steps = []
    for k, index in enumerate(actions):
        seat = s.to_move
        if seat in ai:
            assert ai[seat].choose(RULES, s) == index, f"move {k + 1}: not {LEVELS[seat]}'s choice"
            by_seat[seat] += 1
            computer_steps.append(k + 1)
        s = RULES.apply_index(s, index)
    assert mine >= 5 and all(n >= 3 for n in by_seat.values()), (mine, by_seat)

    # each move was shown as it happened: every position has been drawn, in order, and each
    # computer move stayed on the table a moment before the next (paced for a person to follow)
    steps = [e["step"] for e in seen]
    assert steps == list(range(steps[0], steps[0] + len(steps))) and steps[-1] == step_of(page), steps
    assert len(steps) > len(computer_steps)
    at = {e["step"]: e for e in seen}
    for k in computer_steps:  # the position before a computer's move stayed on the table
        if k - 1 in at and k in at:
            assert at[k]["t"] - at[k - 1]["t"] >= 800, f"move {k - 1} was shown for {at[k]['t'] - at[k - 1]['t']:.0f} ms only"
    # with the engine's narration as its log line (the facade in CPython: the same code the worker runs)
    log = facade.call({"op": "open", "setup": setup, "actions": actions, "lang": "en"})["log"]
    names = setup["names"]
    for k in computer_steps:
        if k in at:
            entry = log[k - 1]
            assert at[k]["line"] == f"{names[entry['seat']]}: {entry['text']}", (k, at[k]["line"], entry)
    page_log = page.locator(".log-list > li").evaluate_all(
        "(lis) => lis.map((li) => li.querySelector('strong').textContent + ': ' + li.childNodes[2].textContent)")
    assert page_log == [f"{names[e['seat']]}: {e['text']}" for e in log][-len(page_log):]
    # the page kept answering while the computers thought (their Python runs in the worker)
    assert gap < 1500, f"the page's main thread stalled for {gap:.0f} ms"
