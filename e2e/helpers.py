"""Steps shared by the end-to-end tests."""

from __future__ import annotations

from playwright.sync_api import Page

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
