"""Steps shared by the end-to-end tests."""

from __future__ import annotations

from playwright.sync_api import Page

BOOT_TIMEOUT = 60_000  # ms: Pyodide start-up on a slow, busy CI machine


def wait_engine(page: Page) -> None:
    """Wait until the screen is interactive (engine started, screen drawn with it)."""
    page.wait_for_selector("#start-game:not([disabled]), .game[data-ready='yes'], .error-screen", timeout=BOOT_TIMEOUT)


def start_nim(page: Page, base_url: str, players: int = 2, names: list[str] | None = None) -> None:
    page.goto(base_url)
    wait_engine(page)
    page.check("#game-toy_nim")
    page.select_option("#players", str(players))
    for i, name in enumerate(names or []):
        page.fill(f"#seat-name-{i}", name)
    page.click("#start-game")
    page.wait_for_selector(".game[data-step='0'][data-ready='yes']", timeout=BOOT_TIMEOUT)


def play(page: Page, index: int) -> None:
    """Click the legal action with that index and wait for the next position."""
    step = int(page.get_attribute(".game", "data-step"))
    page.click(f"button.action[data-action='{index}']")
    page.wait_for_selector(f".game[data-step='{step + 1}'][data-ready='yes']")
