"""Steps shared by the end-to-end tests."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page

from pax import get_rules
from pax.core import Action, Rules

BOOT_TIMEOUT = 60_000  # ms: Pyodide start-up on a slow, busy CI machine


def wait_engine(page: Page) -> None:
    """Wait until the screen is interactive (engine started, screen drawn with it)."""
    page.wait_for_selector("#start-game:not([disabled]), .game[data-ready='yes'], .error-screen", timeout=BOOT_TIMEOUT)


def start_game(page: Page, base_url: str, game: str = "renaissance", players: int = 3,
               names: list[str] | None = None, computers: tuple[int, ...] = ()) -> None:
    """Start a new game from the start page and wait until the first person may choose."""
    page.goto(base_url)
    wait_engine(page)
    page.check(f"#game-{game}")
    page.select_option("#players", str(players))
    for i, name in enumerate(names or []):
        page.fill(f"#seat-name-{i}", name)
    for i in computers:
        page.select_option(f"#seat-kind-{i}", "computer")
    page.click("#start-game")
    page.wait_for_selector(".game[data-ready='yes']", timeout=BOOT_TIMEOUT)


def start_nim(page: Page, base_url: str, players: int = 2, names: list[str] | None = None) -> None:
    start_game(page, base_url, "toy_nim", players, names)


def play(page: Page, index: int) -> None:
    """Click the legal action with that index and wait for the next position."""
    step = int(page.get_attribute(".game", "data-step"))
    page.click(f"button.action[data-action='{index}']")
    page.wait_for_selector(f".game[data-step='{step + 1}'][data-ready='yes'], #pass-ready")
    pass_device(page)
    page.wait_for_selector(f".game[data-step='{step + 1}'][data-ready='yes']")
    settle_motion(page)


def pass_device(page: Page) -> None:
    """Hot-seat: when another person decides, confirm the pass-the-device screen."""
    if page.locator("#pass-ready").count():
        page.click("#pass-ready")


DRAWER_IN_JS = """() => { const r = document.querySelector('.side').getBoundingClientRect();
  return document.querySelector('.game').dataset.drawer === 'open' && r.left >= 0 && r.right <= innerWidth + 1; }"""


def open_drawer(page: Page, tap: bool = False, button: str = "#ren-drawer") -> None:
    """Open a table's side drawer (tablet layout) and wait until it has slid fully into view."""
    (page.tap if tap else page.click)(button)
    page.wait_for_function(DRAWER_IN_JS, timeout=10_000)


def wait_ready(page: Page, timeout: int = BOOT_TIMEOUT) -> None:
    """Wait for a game's table (passing the device to its player first, if asked)."""
    page.wait_for_selector(".game[data-ready='yes'] #board-svg, #pass-ready, #victory", timeout=timeout)
    if page.locator("#pass-ready").count():
        page.click("#pass-ready")
        page.wait_for_selector(".game[data-ready='yes'] #board-svg", timeout=timeout)
    settle_motion(page)


MOTION_RUNNING_JS = "() => document.getAnimations().some((a) => a.id === 'pax-motion' && a.playState === 'running')"


def settle_motion(page: Page) -> None:
    """Wait until the last move's animations (web/games/kit/motion.js, under half a second) have
    run, so that what a test measures on the table is where the new table puts it."""
    page.wait_for_function(f"() => !({MOTION_RUNNING_JS})()", timeout=10_000)


def step_of(page: Page) -> int:
    """How many moves the game on the page has."""
    return int(page.get_attribute(".game", "data-step") or 0)


def save_of(page: Page) -> dict:
    """The game's save and view as the page keeps them in localStorage."""
    return page.evaluate("""() => {
      const id = new URLSearchParams(location.hash.slice(1)).get('play');
      return {save: JSON.parse(localStorage.getItem('pax.save.' + id)), view: JSON.parse(localStorage.getItem('pax.view.' + id))};
    }""")


def touch(page: Page, kind: str, selector: str, pid: int, dx: float = 0.0) -> None:
    """A touch pointer event on the centre of ``selector`` (shifted by ``dx`` pixels)."""
    page.evaluate(
        """([kind, sel, pid, dx]) => {
            const el = document.querySelector(sel);
            const r = el.getBoundingClientRect();
            el.dispatchEvent(new PointerEvent(kind, {bubbles: true, cancelable: true, pointerId: pid,
                pointerType: 'touch', isPrimary: pid === 1,
                clientX: r.left + r.width / 2 + dx, clientY: r.top + r.height / 2}));
        }""", [kind, selector, pid, dx])


def long_press(page: Page, selector: str, hold_ms: int = 700) -> None:
    """One finger held on the centre of ``selector`` for ``hold_ms``, then lifted."""
    touch(page, "pointerdown", selector, 1)
    page.wait_for_timeout(hold_ms)
    touch(page, "pointerup", selector, 1)


def centre_click(page: Page, locator: Any, tap: bool = False) -> None:
    """Click (or, ``tap``, touch) the centre of the element, as a person aims: whatever lies at that
    point of the page receives it, so a target covered by another one fails the test."""
    locator.scroll_into_view_if_needed(timeout=5000)
    box = locator.bounding_box()
    assert box and box["width"] >= 1, "element not drawn"
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    if tap:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def click_offered(page: Page, index: int, tap: bool, single: str, chooser: str,
                  show: Callable[[Any], None] | None = None) -> None:
    """Play legal action ``index`` by clicking the centre of the table element that offers it: an
    element with that one action (CSS ``single``, ``{i}`` standing for the index), else an element
    listing it among several and then its button in the ``chooser``; ``show`` first brings an
    element's part of the table into view (a tablet's page)."""
    one = page.locator(single.format(i=index))
    if one.count():
        if show:
            show(one.first)
        centre_click(page, one.first, tap)
        return
    multi = page.locator(f"#board [data-actions~='{index}']")
    assert multi.count(), f"action {index} is not on the table"
    if show:
        show(multi.first)
    centre_click(page, multi.first, tap)
    choice = page.locator(f"{chooser} [data-action='{index}']")
    choice.wait_for(timeout=5000)
    centre_click(page, choice, tap)


def assert_all_on_table(page: Page, single: str = "#board [data-action]") -> None:
    """Every legal action (the fallback panel's list) is offered on the table: by the ``single``
    elements (one action each) or in a ``#board [data-actions]`` element's list."""
    reach = page.evaluate("""(single) => {
      const onTable = new Set();
      for (const el of document.querySelectorAll(single)) onTable.add(el.dataset.action);
      for (const el of document.querySelectorAll('#board [data-actions]')) for (const i of el.dataset.actions.split(' ')) onTable.add(i);
      const panel = [...document.querySelectorAll('ul.actions button.action')].map((b) => b.dataset.action);
      return {table: [...onTable].sort(), panel: panel.sort()};
    }""", single)
    assert reach["table"] == reach["panel"], f"legal actions not on the table: {set(reach['panel']) - set(reach['table'])}"


def reload_continues(page: Page) -> int:
    """Reload the page: the game continues from its autosave, at the same step with the same view.
    Returns the step."""
    before = save_of(page)
    step = step_of(page)
    page.reload()
    wait_ready(page)
    assert step_of(page) == step
    assert save_of(page)["view"]["view"] == before["view"]["view"]
    return step


def switch_language(page: Page, lang: str, prompt: str, *words: str) -> None:
    """Switch the page to ``lang`` mid-game: the table is drawn again with its ``prompt`` and shows
    each of ``words``."""
    page.click(f"[data-lang='{lang}']")
    wait_ready(page)
    page.wait_for_selector(prompt)
    text = page.text_content("#board-svg") or ""
    for word in words:
        assert word in text, word


def share_url(page: Page) -> str:
    """The game's share link, as the Share dialog shows it (the dialog is closed again)."""
    page.click("#share")
    url = page.input_value("#share-url")
    page.click("#share-close")
    return url


def long_press_shows_detail(page: Page, card: str, detail: str) -> None:
    """A long press on ``card`` opens the ``detail`` panel and plays nothing."""
    step = step_of(page)
    page.wait_for_selector(card)
    assert page.locator(detail).is_hidden()
    long_press(page, card)
    page.wait_for_selector(f"{detail}:not([hidden])")
    assert step_of(page) == step  # the long press showed the card, it played nothing


def forward_choice(rules: Rules[Any], state: Any, legal: list[Action], rng: random.Random) -> Action:
    """A playout choice biased towards moving the game on: an action that ends the game at once (a
    declared victory) when there is one, else the game's own ``playout_choice`` (Pax Transhumanity's
    purposeful chooser, Pax Renaissance's uniform one)."""
    for a in legal:
        if a.kind in ("declare", "activate") and rules.is_over(rules.apply_trusted(state, a)):
            return a
    return rules.playout_choice(state, legal, rng)


def short_game(game: str, players: int, seed: int, options: dict[str, Any] | None = None,
               tries: int = 40, cap: int = 900) -> list[int]:
    """The action indices of the shortest of ``tries`` ``forward_choice`` playouts of this setup.

    For complete games played through the table: the test clicks, for each index, the table element
    that offers it (so every click still lands on the table), and the game ends in about half the
    clicks of a uniform random game (Pax Renaissance 2/3/4 players, seeds 21/31/41: 42/75/80 steps
    instead of a median of 94/115/133)."""
    rules = get_rules(game)
    setup = rules.make_setup(players, seed, None, options)
    best: list[int] | None = None
    for rs in range(tries):
        state = rules.initial_state(setup)
        rng = random.Random(rs)
        out: list[int] = []
        while not rules.is_over(state) and len(out) < (len(best) if best else cap):
            legal = rules.legal_actions(state)
            a = forward_choice(rules, state, legal, rng)
            out.append(legal.index(a))
            state = rules.apply_trusted(state, a)
        if rules.is_over(state) and (best is None or len(out) < len(best)):
            best = out
    assert best is not None, "no game ended within the cap"
    return best
