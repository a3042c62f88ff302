"""Learn by playing (issue 34): ./?learn=<game> starts the game's guided first game, on a 1024×768
touch screen, in English and in Hungarian. The person completes the guided part by tapping only
what the guide highlights (the centre of the highlighted element: whatever lies there receives the
tap), then makes one more move of their own; a reload continues the saved game, which is marked
``learning``. axe-core finds no serious or critical violation in the guided game.

The test never asks the engine which move to make: the page's guide (web/app/guide.js, from the
facade's ``guide`` op, pax/core/guide.py) is all it follows."""

from pathlib import Path

import pytest
from axe import serious_violations
from helpers import BOOT_TIMEOUT, centre_click, save_of, step_of, wait_engine

from pax.core import get_rules

SHOTS = Path(__file__).resolve().parents[1] / "build" / "shots"
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
GAMES = ["renaissance", "transhumanity"]

# the next thing to tap: the highlighted target of a guide step, once the table is ready for it
NEXT_JS = """() => {
  const panel = document.getElementById('guide');
  if (!panel) return null;
  if (panel.dataset.state === 'done' || panel.dataset.state === 'left') return panel.dataset.state;
  const game = document.querySelector('.game[data-ready="yes"]');
  const target = document.querySelector('.guide-target');
  return panel.dataset.state === 'step' && game && target ? 'step:' + panel.dataset.step : null;
}"""


def steps_of(game: str) -> int:
    return len(get_rules(game).spec.load_tutorial().steps)


def in_view(page, locator) -> None:
    box = locator.bounding_box()
    assert box, "the highlighted target is not drawn"
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    assert 0 <= x <= 1024 and 0 <= y <= 768, f"the highlighted target's centre is off screen: {box}"


def follow_guide(page, game: str, lang: str) -> None:
    """Tap the highlighted target of every step until the guide says its part is done."""
    total = steps_of(game)
    seen: set[int] = set()
    checked_axe = False
    for _ in range(4 * total):
        page.wait_for_function(NEXT_JS, timeout=BOOT_TIMEOUT)
        state = page.evaluate(NEXT_JS)
        if state == "done":
            break
        assert state != "left", "the guide ended although only its targets were tapped"
        step = int(state.split(":")[1])
        seen.add(step)
        text = page.inner_text("#guide-text")
        assert text.strip() and page.inner_text("#guide-step").strip()
        rule = page.get_attribute("#guide-rule", "href")
        assert rule.startswith(f"howto-{game}.html#{'REN' if game == 'renaissance' else 'TRH'}-")
        assert page.evaluate("() => document.documentElement.lang") == lang
        if not checked_axe:
            found = serious_violations(page)
            assert not found, found
            checked_axe = True
        target = page.locator(".guide-target")
        assert target.count() == 1
        in_view(page, target)
        if step in (1, 5):
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"learn-{game}-{lang}-{step}.png"))
        before = step_of(page)
        page.evaluate("() => { document.querySelector('.guide-target').dataset.tapped = 'yes'; }")
        centre_click(page, target, tap=True)
        # the move is played (the game moves on), or another element is marked for the same step
        # (the button of the chooser the tap opened, or the target on the table page a tab turned to)
        page.wait_for_function(
            """(before) => {
              const game = document.querySelector('.game');
              return (game && Number(game.dataset.step) > before)
                || document.querySelector('.guide-target:not([data-tapped])');
            }""", arg=before, timeout=BOOT_TIMEOUT)
    else:
        pytest.fail("the guided part did not end")
    assert seen == set(range(1, total + 1)), seen
    assert page.inner_text("#guide-text").strip()


def free_move(page) -> None:
    """One move of the person's own choice: the first thing on the table that may be tapped."""
    page.wait_for_selector(".game[data-ready='yes'] #board [data-action]", timeout=BOOT_TIMEOUT)
    before = step_of(page)
    centre_click(page, page.locator("#board [data-action]").first, tap=True)
    page.wait_for_function("(b) => Number(document.querySelector('.game')?.dataset.step) > b", arg=before,
                           timeout=BOOT_TIMEOUT)
    # the person decides again (the computers, if any, have moved)
    page.wait_for_selector(".game[data-ready='yes'] #board [data-action]", timeout=BOOT_TIMEOUT)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("game", GAMES)
def test_guided_first_game(new_context, base_url, game, lang):
    page = new_context(**TABLET).new_page()
    page.goto(base_url)
    wait_engine(page)
    if lang == "hu":
        page.tap("[data-lang='hu']")
        page.wait_for_function("() => document.documentElement.lang === 'hu'")
    page.goto(f"{base_url}?learn={game}")
    page.wait_for_selector("#guide", timeout=BOOT_TIMEOUT)
    assert "learn=" not in page.url and "#play=" in page.url  # a reload opens the save, not a new game
    follow_guide(page, game, lang)
    free_move(page)
    saved = save_of(page)["save"]
    assert saved["learning"] is True and saved["setup"]["game"] == game
    step = step_of(page)
    page.reload()
    page.wait_for_selector(f".game[data-ready='yes'][data-step='{step}'] #board [data-action]", timeout=BOOT_TIMEOUT)
    assert save_of(page)["save"]["actions"] == saved["actions"]
    page.wait_for_selector("#guide[data-state='done']")  # the guided part stays over
    # the share link keeps the learning mark
    page.tap("#share")
    assert page.input_value("#share-url").endswith("&learning=1")
    page.tap("#share-close")


def test_unknown_learn_game_goes_to_the_start_page(new_context, base_url):
    page = new_context(**TABLET).new_page()
    page.goto(f"{base_url}?learn=%3Cb%3Enope")
    page.wait_for_selector("#start-game", timeout=BOOT_TIMEOUT)
    assert "learn=" not in page.url
    assert page.locator("#banner").inner_text().strip()


def test_another_move_ends_the_guide(new_context, base_url):
    """A move other than the highlighted one leaves the script: the guide says so and can be
    closed, and the game goes on as an ordinary one (still saved as a learning game)."""
    page = new_context(**TABLET).new_page()
    page.goto(f"{base_url}?learn=transhumanity")
    page.wait_for_selector(".game[data-ready='yes'] .guide-target", timeout=BOOT_TIMEOUT)
    other = page.locator("#board [data-action]:not(.guide-target)").first
    before = step_of(page)
    centre_click(page, other, tap=True)
    page.wait_for_selector("#guide[data-state='left']", timeout=BOOT_TIMEOUT)
    assert step_of(page) == before + 1 and page.locator(".guide-target").count() == 0
    assert page.inner_text("#guide-text").strip()
    page.tap("#guide-close")
    page.wait_for_selector("#guide", state="detached")
    assert save_of(page)["save"]["learning"] is True
