"""Pax Transhumanity table in a real browser: the solo robots play by themselves, a touch game at
1024×768 (long-press card detail, language switch mid-game, a player name with markup shown as
text, reload, share link in a fresh context), accessibility (axe-core) and layout at 1024×768
touch and 1920×1080 (the whole table fits at "Fit", card names legible, prompt/choices/log in
view without scrolling the page, tap targets at least 24×24 CSS px).

Moves are clicks (or taps) at the centre of table elements inside ``#board``, as in
test_transhumanity_play.py.
"""

from __future__ import annotations

from pathlib import Path

from axe import serious_violations
import pytest
from helpers import (
    BOOT_TIMEOUT, long_press_shows_detail, open_drawer, reload_continues, save_of, share_url, step_of, switch_language,
    wait_ready,
)
from test_transhumanity_play import RULES, after_move, click_index, open_seeded, replay, short_game

SHOTS = Path(__file__).resolve().parent.parent / "test-results"
MARKUP_NAME = "<b>Ann</b>&amp;"  # names are at most 24 characters
SCRIPT_NAME = "<img src=x onerror=f()>"


def _kind_of(page, index: int) -> str:
    return page.get_attribute(f"ul.actions button.action[data-action='{index}']", "data-kind")


def test_solo_robots_play_by_themselves(new_context, base_url):
    """After the person ends a turn, the robots' turn completes with no input and their steps
    (which robot, the card drawn, what it syndicated, each effect) appear in the log (TRH-K-10..29)."""
    script = short_game(1, 5, {"solo": "easy"}, tries=10)
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    setup = open_seeded(page, base_url, 1, 5, {"solo": "easy"})
    ended = 0
    for index in script:
        kind = _kind_of(page, index)
        step = step_of(page)
        click_index(page, index)
        after_move(page, step)
        if kind == "end":
            # exactly one action was played (the person's), and the robots' turn is over
            assert step_of(page) == step + 1
            assert not page.locator("#pass-ready").count()
            log = page.locator(".log-list > li").last
            notes = log.locator(".notes li").all_inner_texts()
            assert any("Exoglobal" in n and "draws" in n for n in notes), notes
            assert page.locator("#account li").count() == len(notes)
            ended += 1
            if ended == 2:
                break
    assert ended == 2
    view = save_of(page)["view"]["view"]
    s = replay(setup, save_of(page)["save"]["actions"])
    assert view["players"][0] == __import__("json").loads(__import__("json").dumps(RULES.view(s, 0)))["players"][0]


def test_touch_game_at_1024(new_context, base_url):
    ctx = new_context(viewport={"width": 1024, "height": 768}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    open_seeded(page, base_url, 2, 3, None, names=[MARKUP_NAME, SCRIPT_NAME])
    script = short_game(2, 3, None, tries=5)
    # the markup in the name is text: shown literally, no element made of it
    page.evaluate("() => { window.f = () => { window.pwned = 1; }; }")
    assert MARKUP_NAME in page.text_content("#board-svg") and SCRIPT_NAME in page.text_content("#board-svg")
    assert page.locator("#board b, #board img, .side b, .side img").count() == 0
    assert not page.evaluate("() => window.pwned === 1")
    played = 0
    for index in script[:14]:
        step = step_of(page)
        click_index(page, index, tap=True)
        after_move(page, step)
        played += 1
    # long press on a card: its detail (in English, the page's language), nothing played
    # on the tablet's first page (its tab, if another page is shown), a market card
    if page.get_attribute("#trh-tab-spheres", "aria-selected") != "true":
        page.tap("#trh-tab-spheres")
    long_press_shows_detail(page, "#board g.page[data-page='spheres'] .card[data-detail]", "#trh-detail")
    assert page.locator("#trh-detail .d-text[lang='en']").inner_text().strip()
    assert page.locator("#trh-detail [lang='hu']").count() == 0  # the page's language only
    page.click("#trh-detail .d-close")
    # language switch mid-game: the table and the prompt speak Hungarian, the game goes on
    switch_language(page, "hu", "#trh-prompt", "Húzópakli", "Fejlődő világ")
    step = step_of(page)
    click_index(page, script[played], tap=True)
    after_move(page, step)
    played += 1
    page.click("[data-lang='en']")
    wait_ready(page)
    step = reload_continues(page)  # the game continues from its autosave
    click_index(page, script[played], tap=True)
    after_move(page, step)
    played += 1
    # share link in a fresh context: the same game
    other = new_context(viewport={"width": 1024, "height": 768}, has_touch=True, is_mobile=True).new_page()
    other.goto(share_url(page))
    wait_ready(other)
    assert save_of(other)["save"]["actions"] == script[:played]
    assert save_of(other)["view"]["view"] == save_of(page)["view"]["view"]
    assert save_of(other)["save"]["setup"]["names"][0] == MARKUP_NAME
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "transhumanity-1024x768.png"))


def test_no_serious_accessibility_violations_on_the_table(new_context, base_url):
    page = new_context(viewport={"width": 1920, "height": 1080}).new_page()
    open_seeded(page, base_url, 1, 6, {"solo": "hard"})
    found = serious_violations(page)
    assert not found, found


TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1920, "height": 1080}}

# What a person sees of the table at Fit: the table's box, the smallest text shown (font size ×
# the table's scale), every tap target shown (its box, whether a tap at its centre reaches it).
LAYOUT_JS = """() => {
  const svg = document.querySelector('#board-svg');
  const box = svg.getBoundingClientRect();
  const scale = box.width / svg.viewBox.baseVal.width;
  const shown = (el) => el.getClientRects().length > 0 && !el.closest('[display=none]');
  let min = Infinity, which = null;
  for (const t of svg.querySelectorAll('text')) {
    if (!shown(t) || !t.textContent.trim()) continue;
    const px = parseFloat(getComputedStyle(t).fontSize) * scale;
    if (px < min) { min = px; which = t.textContent; }
  }
  const all = document.querySelectorAll('#board [data-action], #board [data-actions], #board [role=tab]');
  const targets = [...all].filter(shown).map((e) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {id: e.dataset.target || e.id || e.textContent.slice(0, 30), x: r.left, y: r.top, w: r.width, h: r.height,
            hit: !!hit && e.contains(hit)};
  });
  return {left: box.left, top: box.top, bottom: box.bottom, right: box.right, vh: innerHeight, vw: innerWidth,
          minText: min, which, targets, pageScroll: document.scrollingElement.scrollHeight - innerHeight,
          layout: document.querySelector('#board').dataset.layout};
}"""


def _check_table(got: dict) -> None:
    """The whole table at Fit, its text legible, its tap targets large, reachable and apart."""
    assert got["left"] >= 0 and got["top"] >= 0 and got["bottom"] <= got["vh"] + 1 and got["right"] <= got["vw"] + 1, got
    assert got["pageScroll"] <= 1, got  # nothing below the window
    assert got["minText"] >= 10, (got["minText"], got["which"])  # every text legible without zoom
    ts = got["targets"]
    assert ts
    for t in ts:
        assert t["w"] >= 24 and t["h"] >= 24, t  # tap targets at least 24×24
        assert t["hit"], f"a tap at the centre of {t['id']} does not reach it"
    for i, a in enumerate(ts):
        for b in ts[i + 1:]:
            ox = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
            oy = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
            assert ox <= 0.5 or oy <= 0.5, f"tap targets overlap: {a['id']} and {b['id']}"


def _in_view(page, sel: str) -> bool:
    box = page.locator(sel).bounding_box()
    return bool(box) and box["y"] >= 0 and box["y"] + min(box["height"], 80) <= page.viewport_size["height"] \
        and box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"] + 1


@pytest.mark.parametrize("size,players,upto", [(TABLET, 3, 0), (TABLET, 3, 60), (TABLET, 4, 140), (TABLET, 1, 90),
                                              (DESKTOP, 3, 60), (DESKTOP, 4, 140), (DESKTOP, 1, 90)],
                         ids=["1024-3p-start", "1024-3p-60", "1024-4p-140", "1024-solo-90", "1920-3p-60", "1920-4p-140", "1920-solo-90"])
def test_layout_at_fit(new_context, base_url, size, players, upto):
    """At 1024×768 touch and 1920×1080, positions along seeded games: the whole table fits at Fit
    (on a tablet, each of its two pages), every text on it is at least 10 CSS px, every tap target
    at least 24×24 CSS px, reached by a tap at its centre and apart from the others; the prompt,
    the choices and the log are in view without scrolling the page (on a tablet the choices and
    the log are a drawer)."""
    from pax.core import share
    options = {"solo": "easy"} if players == 1 else None
    setup = RULES.make_setup(players, 13, None, options)
    script = short_game(players, 13, options, tries=3)
    page = new_context(**size).new_page()
    page.goto(f"{base_url}#g={share.encode(setup, script[:upto])}")
    wait_ready(page)
    tablet = size is TABLET
    got = page.evaluate(LAYOUT_JS)
    assert got["layout"] == ("tablet" if tablet else "wide"), got["layout"]
    _check_table(got)
    assert _in_view(page, "#trh-prompt")
    SHOTS.mkdir(exist_ok=True)
    w = size["viewport"]["width"]
    page.screenshot(path=str(SHOTS / f"transhumanity-{w}-{players}p-{upto}.png"))
    if tablet:
        # the other page of the table, by its tab: the same checks
        other = page.locator("[role=tab][aria-selected=false]")
        other.tap()
        page.wait_for_function("() => document.querySelectorAll('[role=tab][aria-selected=true]').length === 1")
        _check_table(page.evaluate(LAYOUT_JS))
        page.screenshot(path=str(SHOTS / f"transhumanity-{w}-{players}p-{upto}-page2.png"))
        open_drawer(page, tap=True, button="#trh-drawer")
    for sel in (".side .choices", ".side .log"):
        assert _in_view(page, sel), sel
    assert page.evaluate("() => window.scrollY") == 0
    page.close()


def test_tablet_turns_to_the_page_with_the_choices(new_context, base_url):
    """A decision whose places are all on the other page turns the tablet table to that page; a
    tab names how many highlighted places it holds."""
    from pax.core import share
    setup = RULES.make_setup(3, 13, None, None)
    script = short_game(3, 13, None, tries=3)
    page = new_context(**TABLET).new_page()
    page.goto(f"{base_url}#g={share.encode(setup, [])}")
    wait_ready(page)
    # the game opens on the choice of a Secret sphere among the candidate cards (TRH-C-20): the
    # table shows the page with the candidates, though the spheres are its first page
    assert page.get_attribute("[role=tab][aria-selected=true]", "data-tab") == "people"
    assert page.locator("g.page[data-page='people'] .focus .legal").count() >= 1
    page.goto(f"{base_url}#g={share.encode(setup, script[:60])}")
    wait_ready(page)
    for tab in page.locator("[role=tab]").all():
        name = tab.get_attribute("data-tab")
        shown = page.locator(f"g.page[data-page='{name}'] .legal").count()
        badge = tab.locator(".badge")
        assert (badge.inner_text() if badge.count() else "0") == str(shown), name
    selected = page.get_attribute("[role=tab][aria-selected=true]", "data-tab")
    assert page.locator(f"g.page[data-page='{selected}'] .legal").count() > 0


GENERIC = ".generic-view"


def test_generic_table_only_as_the_fallback(new_context, base_url):
    """The generic JSON tree is only a fallback: a Transhumanity game shows its own table (never
    the tree, before and after a move), a game without a renderer (the test build's Nim) shows
    the tree, and so does a Transhumanity game whose renderer throws — still playable from the
    action list beside it."""
    from helpers import start_nim
    page = new_context(**DESKTOP).new_page()
    open_seeded(page, base_url, 2, 3, None)
    script = short_game(2, 3, None, tries=2)
    for index in script[:3]:
        assert page.locator(GENERIC).count() == 0
        assert page.locator("#board-svg").is_visible()
        assert "think_tank_size" not in page.inner_text(".board-wrap")  # no field of the view as text
        step = step_of(page)
        click_index(page, index)
        after_move(page, step)
    assert page.locator(GENERIC).count() == 0
    # a game without its own renderer: the JSON tree
    start_nim(page, base_url)
    page.wait_for_selector(GENERIC)
    assert page.locator("#board-svg").count() == 0
    # a Transhumanity renderer that throws: the JSON tree, and the side list still plays
    broken = new_context(**DESKTOP, service_workers="block").new_page()
    broken.route("**/games/transhumanity/renderer.js", lambda r: r.fulfill(
        status=200, content_type="text/javascript", body="export function render() { throw new Error('broken renderer'); }"))
    setup = RULES.make_setup(2, 3, None, None)
    from pax.core import share
    broken.goto(f"{base_url}#g={share.encode(setup, [])}")
    broken.wait_for_selector(f".game[data-ready='yes'] {GENERIC}", timeout=BOOT_TIMEOUT)
    assert "think_tank_size" in broken.inner_text(GENERIC)
    step = step_of(broken)
    broken.click(f"ul.actions button.action[data-action='{script[0]}']")
    broken.wait_for_selector(f".game[data-ready='yes']:not([data-step='{step}']) {GENERIC}, #pass-ready", timeout=BOOT_TIMEOUT)


def test_tablet_victory_screen_in_the_drawer(new_context, base_url):
    """At the end on a tablet: the prompt names the winners and the scoring mode, the table still
    fits, and the drawer (its button now "Standings") holds the victory screen with its breakdown."""
    from pax.core import share
    setup = RULES.make_setup(2, 3, None, None)
    script = short_game(2, 3, None, tries=2)
    page = new_context(**TABLET).new_page()
    page.goto(f"{base_url}#g={share.encode(setup, script)}")
    page.wait_for_selector(".game[data-ready='yes'] #board-svg", timeout=BOOT_TIMEOUT)
    final = replay(setup.model_dump(mode="json"), script)
    names = [p["name"] for p in save_of(page)["view"]["view"]["players"]]
    banner = page.inner_text("#trh-prompt")
    assert " won: " in banner, banner
    assert all(names[s] in banner for s in RULES.result(final).winners), banner
    _check_table(page.evaluate(LAYOUT_JS))
    assert page.inner_text("#trh-drawer") == "Standings"
    open_drawer(page, tap=True, button="#trh-drawer")
    page.wait_for_selector("#victory .trh-breakdown")
    assert _in_view(page, "#victory")


def test_tablet_in_hungarian_head_on_one_line_and_whole_problem_names(new_context, base_url):
    """At 1024×768 touch in Hungarian (the longer words): the head's buttons stay on one line
    beside the title, the table still fits at Fit with every text at least 10 CSS px, and every
    problem token shows its name in at most two lines; a name cut short there is shown whole by
    a tap on the token (its detail), in the player's language."""
    from pax.core import share
    setup = RULES.make_setup(3, 13, None, None)
    script = short_game(3, 13, None, tries=3)
    page = new_context(**TABLET).new_page()
    page.goto(f"{base_url}#g={share.encode(setup, script[:60])}")
    wait_ready(page)
    switch_language(page, "hu", "#trh-prompt", "Húzópakli")
    head = page.evaluate("""() => {
      const tops = [...document.querySelectorAll('.game-head .tools > *')].map((b) => Math.round(b.getBoundingClientRect().top));
      const h = document.querySelector('.game-head').getBoundingClientRect().height;
      const tools = document.querySelector('.game-head .tools').getBoundingClientRect();
      return {rows: new Set(tops).size, head: h, tools: tools.height, right: tools.right, vw: innerWidth};
    }""")
    assert head["rows"] == 1 and head["head"] <= head["tools"] + 2 and head["right"] <= head["vw"], head
    page.tap("#trh-tab-spheres")
    got = page.evaluate(LAYOUT_JS)
    _check_table(got)
    names = page.evaluate("""async () => {
      const cat = await (await fetch('catalog/transhumanity.json')).json();
      return [...document.querySelectorAll('#board-svg .problem')].map((g) => ({id: g.dataset.id, whole: cat.problems[g.dataset.id].name_hu,
        lines: [...g.querySelectorAll('text')].map((t) => t.textContent)}));
    }""")
    assert len(names) >= 15
    cut = [n for n in names if " ".join(n["lines"]) != n["whole"]]
    for n in names:
        assert 1 <= len(n["lines"]) <= 2, n
    for n in cut:
        token = page.locator(f"#board-svg .problem[data-id='{n['id']}']")
        if "legal" in (token.get_attribute("class") or ""):
            continue  # a tap on a highlighted token plays its move
        box = token.bounding_box()
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_selector("#trh-detail:not([hidden]) h4")
        assert page.inner_text("#trh-detail h4") == n["whole"]
        page.tap("#trh-detail .d-close")
        page.wait_for_selector("#trh-detail", state="hidden")
    # the boards' spots are named in Hungarian too (our own names, names_hu.json): each spot's
    # line is its Hungarian name, or the start of it where the room cuts it short
    spots = page.evaluate("""async () => {
      const cat = await (await fetch('catalog/transhumanity.json')).json();
      const names = Object.fromEntries(cat.spheres.flatMap((s) => s.spots).map((s) => [s.id, s.name_hu]));
      return [...document.querySelectorAll('#board-svg .spot')].map((g) => ({id: g.dataset.id, whole: names[g.dataset.id],
        shown: g.querySelector('.spot-name').textContent}));
    }""")
    assert len(spots) == 24
    for sp in spots:
        assert sp["whole"] and (sp["shown"] == sp["whole"] or sp["whole"].startswith(sp["shown"].rstrip("…"))), sp
