"""A table a player can trust (issue 31, the table's part), both games, at 1024×768 touch unless
said otherwise: change marks never hide text, no single tap destroys something, a long press
never acts, the card-detail panel behaves, and the smaller points (confirmed Delete, chart
colours, inactive controls, the tablet drawer, replay, a steady prompt height, the optional
"play single forced moves for me" setting).

Touches are real: a tap is Playwright's ``touchscreen.tap`` at an element's centre, a long press
is a touch held through the DevTools protocol (``Input.dispatchTouchEvent``), so the browser
itself makes of it what it makes of a finger (its pointer, touch and click events).
"""

from __future__ import annotations

import time

from helpers import BOOT_TIMEOUT, centre_click, open_drawer, step_of, wait_ready

from pax import get_rules
from pax.core import share

REN = get_rules("renaissance")
TRH = get_rules("transhumanity")
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1920, "height": 1080}}

# Pax Renaissance, 3 players, seed 20: moves of a game in which Player 1 (seat 0, the person;
# seats 1 and 2 computers) is to decide after each prefix named below.
REN_MOVES = [2, 0, 1, 0, 7, 3, 1, 0, 0, 0, 0, 0, 6, 6, 2, 0, 2, 1, 1, 5, 0, 0, 5, 0, 0, 0, 2, 8, 0, 0, 3, 6]
REN_TURN = 32  # Player 1's turn: market buys, a tableau card (Papal Elephant) whose only action is Sell
REN_LONE_LEVY = 7  # Player 1's Trade Fair levy with one city only (Varna): a single forced move
REN_SKIP = 24  # Player 1 places a card's agents: "skip" is a button of the prompt
REN_COMPUTERS = 25  # the computers move next, then Player 1's turn: their changes are marked
# Seed 20 after the moves of test_renaissance_table.py: map-card, city and border targets.
from test_renaissance_table import MOVES as REN_OPS_MOVES  # noqa: E402

# Pax Transhumanity, 2 people, seed 3: moves after which the first player may hire (a board spot's
# action), placate, research; sell patents or take the money; divest.
TRH_MOVES_TO = {"hire": 2, "sell": 4, "divest": 7, "research": 24}


def ren_link(base_url: str, moves: list[int], kinds: str = "pcc", players: int = 3, seed: int = 20) -> str:
    return f"{base_url}#g={share.encode(REN.make_setup(players, seed, None, None), moves)}&s={kinds}"


def trh_script() -> list[int]:
    """The seeded 2-player Transhumanity game the positions above come from (CPython)."""
    import random

    setup = TRH.make_setup(2, 3, None, None)
    s = TRH.initial_state(setup)
    rng = random.Random(2)
    out: list[int] = []
    while len(out) < 30:
        legal = TRH.legal_actions(s)
        a = TRH.playout_choice(s, legal, rng)
        out.append(legal.index(a))
        s = TRH.apply(s, a)
    return out


def trh_link(base_url: str, moves: list[int], kinds: str = "pp") -> str:
    return f"{base_url}#g={share.encode(TRH.make_setup(2, 3, None, None), moves)}&s={kinds}"


def open_link(new_context, url: str, size: dict = TABLET):
    page = new_context(**size).new_page()
    page.goto(url)
    wait_ready(page)
    return page


def hold(page, x: float, y: float, ms: int = 800) -> None:
    """A finger held at (x, y) for ``ms``, then lifted (the browser's own touch input)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    time.sleep(ms / 1000)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def centre(page, locator) -> tuple[float, float] | None:
    box = locator.bounding_box()
    if not box or box["width"] < 2 or box["height"] < 2:
        return None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    vw, vh = page.viewport_size["width"], page.viewport_size["height"]
    return (x, y) if 0 <= x < vw and 0 <= y < vh else None


def close_detail(page, panel: str) -> None:
    close = page.locator(f"{panel}:not([hidden]) .d-close")
    if close.count():
        close.tap()
        page.wait_for_selector(f"{panel}[hidden]", state="attached")


# ---------------------------------------------------------------- 1. marks never hide text

MARK = "rgb(27, 95, 191)"  # the change mark's blue
TEXT_STYLE_JS = """() => [...document.querySelectorAll('#board-svg .last-move text, #board-svg .changed text')].map((t) => {
  const s = getComputedStyle(t);
  return {text: t.textContent, stroke: s.stroke, width: s.strokeWidth, fill: s.fill, order: s.paintOrder};
})"""


def test_change_marks_keep_card_text_legible(new_context, base_url):
    """After the computers' moves, the cards and places they changed are marked on their frames
    and pieces: the text inside a marked card keeps its fill and has no stroke (pixel-exact text,
    not a blue blob)."""
    page = open_link(new_context, ren_link(base_url, REN_MOVES[:REN_COMPUTERS]))
    page.wait_for_selector(".game[data-ready='yes'] #board [data-action], .game[data-ready='yes'] #board [data-actions]", timeout=120_000)
    page.wait_for_selector("#board-svg .card.last-move")
    marked_frame = page.evaluate("() => getComputedStyle(document.querySelector('#board-svg .card.last-move > .card-bg')).stroke")
    assert marked_frame == MARK, marked_frame  # the frame carries the mark
    texts = page.evaluate(TEXT_STYLE_JS)
    assert texts, "no text inside a marked element"
    for t in texts:
        if t["text"].strip():
            # no stroke, or a light halo painted under the letters (paint-order: stroke) that is not the mark
            assert t["stroke"] in ("none", "rgba(0, 0, 0, 0)") or (t["order"].startswith("stroke") and t["stroke"] != MARK), t
            assert t["fill"] != MARK, t
    page.screenshot(path="test-results/marks-1024.png")


# ---------------------------------------------------------------- 2. no single tap destroys

def test_tap_on_a_tableau_card_does_not_sell_it(new_context, base_url):
    """Player 1's tableau card whose only action is Sell: a tap offers the sale (a chooser naming
    it), it does not sell; only the chooser's Sell button sells."""
    page = open_link(new_context, ren_link(base_url, REN_MOVES[:REN_TURN]))
    card = page.locator("#board-svg .side-cards .card.legal .hit").first
    assert "Sell" in (card.get_attribute("aria-label") or "")
    step = step_of(page)
    centre_click(page, card, tap=True)
    page.wait_for_selector(".ren-chooser")
    page.wait_for_timeout(400)
    assert step_of(page) == step  # nothing sold
    sell = page.locator(".ren-chooser .chooser-action[data-kind='sell']")
    assert sell.count() == 1
    centre_click(page, sell, tap=True)
    page.wait_for_function("(s) => Number(document.querySelector('.game')?.dataset.step) > s", arg=step)


def test_tap_on_a_patent_does_not_sell_it(new_context, base_url):
    """Pax Transhumanity: selling a patent (or divesting to pay) asks first: a tap on the patent
    opens a chooser, the step stays."""
    script = trh_script()
    for kind in ("sell", "divest"):
        page = open_link(new_context, trh_link(base_url, script[:TRH_MOVES_TO[kind]]))
        idx = page.evaluate("(k) => [...document.querySelectorAll('ul.actions button.action')]"
                            ".filter((b) => b.dataset.kind === k).map((b) => b.dataset.action)", kind)
        assert idx, kind
        single = page.locator(f"#board [data-action='{idx[0]}']:not(.chooser-action)")
        assert single.count() == 0, f"one tap would {kind} at once"
        target = page.locator(f"#board [data-actions~='{idx[0]}']").first
        tab = target.evaluate("(el) => el.closest('g.page')?.dataset.page ?? null")
        if tab and page.get_attribute(f"#trh-tab-{tab}", "aria-selected") != "true":
            page.tap(f"#trh-tab-{tab}")
        step = step_of(page)
        centre_click(page, target, tap=True)
        page.wait_for_selector("#board .trh-chooser")
        assert step_of(page) == step
        page.close()


# ---------------------------------------------------------------- 3. a long press never acts

def long_press_everything(page, chooser: str, panel: str, extra: list[str]) -> int:
    """Long-press the centre of every table target (and of each kind of element in ``extra``)
    in view: no step is played and no chooser opens. Returns how many were pressed."""
    step = step_of(page)
    sel = "#board [data-action]:not(.chooser-action):not(.loose-action), #board [data-actions]"
    n = page.locator(sel).count()
    pressed = 0
    targets = [page.locator(sel).nth(i) for i in range(n)] + [page.locator(s).first for s in extra if page.locator(s).count()]
    for loc in targets:
        at = centre(page, loc)
        if at is None:
            continue
        hold(page, *at)
        page.wait_for_timeout(250)
        assert step_of(page) == step, f"a long press on {loc} played a move"
        assert page.locator(f"{chooser}").count() == 0, f"a long press on {loc} opened a chooser"
        close_detail(page, panel)
        pressed += 1
    return pressed


def test_long_press_never_acts_renaissance(new_context, base_url):
    for moves in (REN_MOVES[:REN_TURN], REN_OPS_MOVES):
        page = open_link(new_context, ren_link(base_url, moves))
        n = long_press_everything(page, ".ren-chooser", "#ren-detail",
                                  ["#board-svg .city", "#board-svg .border", "#board-svg .markets .card", "#board-svg .map-head",
                                   "#board-svg .victory", "#board-svg .side-area", "#board-svg .banker"])
        assert n >= 8
        page.close()


def test_long_press_never_acts_transhumanity(new_context, base_url):
    script = trh_script()
    for k in ("hire", "research"):
        page = open_link(new_context, trh_link(base_url, script[:TRH_MOVES_TO[k]]))
        # the turn menu's "Hire …" / "Research …": then the board spots or the Research buttons
        # are the choices (the places a player holds a finger on to learn about them)
        step = step_of(page)
        page.tap(f".loose-action[data-kind='{k}']")
        page.wait_for_function("(s) => Number(document.querySelector('.game[data-ready=yes]')?.dataset.step) > s", arg=step)
        assert page.locator("#board-svg .legal").count() >= 1
        for tab in ("spheres", "people"):
            page.tap(f"#trh-tab-{tab}")
            n = long_press_everything(page, "#board .trh-chooser", "#trh-detail",
                                      ["#board-svg g.page:not([display=none]) .card-body", "#board-svg g.page:not([display=none]) .spot",
                                       "#board-svg g.page:not([display=none]) .problem", "#board-svg g.page:not([display=none]) .strip",
                                       "#board-svg .regime", "#board-svg g.page:not([display=none]) .heat"])
            assert n >= (3 if tab == "spheres" else 1), tab
        page.close()


# ---------------------------------------------------------------- 4. the card-detail panel

def test_detail_closes_on_a_tap_outside_and_never_covers_a_chooser(new_context, base_url):
    page = open_link(new_context, ren_link(base_url, REN_MOVES[:REN_TURN]))
    card = page.locator("#board-svg .markets .card[data-detail]").first
    hold(page, *centre(page, card))
    page.wait_for_selector("#ren-detail:not([hidden])")
    centre_click(page, page.locator(".game-head h2"), tap=True)
    page.wait_for_selector("#ren-detail[hidden]", state="attached")
    # pinned again, then a tap on a target with several actions: its chooser is in front
    hold(page, *centre(page, card))
    page.wait_for_selector("#ren-detail:not([hidden])")
    multi = page.locator("#board [data-actions]").first
    centre_click(page, multi, tap=True)
    page.wait_for_selector(".ren-chooser")
    on_top = page.evaluate("""() => [...document.querySelectorAll('.ren-chooser .chooser-action')].every((b) => {
      const r = b.getBoundingClientRect(); const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!el && b.contains(el); })""")
    assert on_top


def test_detail_never_survives_into_another_game(new_context, base_url):
    page = open_link(new_context, ren_link(base_url, REN_MOVES[:REN_TURN]))
    hold(page, *centre(page, page.locator("#board-svg .markets .card[data-detail]").first))
    page.wait_for_selector("#ren-detail:not([hidden])")
    # another game opened in the same page (a share link: the app routes it without reloading)
    page.goto(ren_link(base_url, REN_MOVES[:REN_TURN - 1], seed=20))
    wait_ready(page)
    page.wait_for_timeout(300)
    assert page.locator("#ren-detail:not([hidden])").count() == 0
    script = trh_script()
    page.goto(trh_link(base_url, script[:TRH_MOVES_TO["hire"]]))
    wait_ready(page)
    page.tap("#trh-tab-spheres")
    hold(page, *centre(page, page.locator("#board-svg g.page[data-page='spheres'] .card-body").first))
    page.wait_for_selector("#trh-detail:not([hidden])")
    page.goto(trh_link(base_url, script[:TRH_MOVES_TO["hire"] + 1]))
    wait_ready(page)
    page.wait_for_timeout(300)
    assert page.locator("#trh-detail:not([hidden])").count() == 0


def test_detail_speaks_only_the_pages_language(new_context, base_url):
    """The detail of a Transhumanity card, problem or Regime in English has no Hungarian line,
    and in Hungarian no English one."""
    script = trh_script()
    page = open_link(new_context, trh_link(base_url, script[:TRH_MOVES_TO["hire"]]))
    page.tap("#trh-tab-spheres")
    for lang in ("en", "hu"):
        if lang == "hu":
            page.tap("[data-lang='hu']")
            wait_ready(page)
            page.tap("#trh-tab-spheres")
        spheres = "#board-svg g.page[data-page='spheres']"
        for sel in (f"{spheres} .card-body", f"{spheres} .problem", "#board-svg .regime"):
            hold(page, *centre(page, page.locator(sel).first))
            page.wait_for_selector("#trh-detail:not([hidden])")
            other = "hu" if lang == "en" else "en"
            assert page.locator(f"#trh-detail [lang='{other}']").count() == 0, (lang, sel)
            close_detail(page, "#trh-detail")


# ---------------------------------------------------------------- 5. smaller points

def test_confirm_delete_of_a_saved_game(new_context, base_url):
    page = open_link(new_context, ren_link(base_url, REN_MOVES[:REN_TURN]), DESKTOP)
    page.click("#to-start")
    page.wait_for_selector("[data-delete]")
    rows = page.locator("tr[data-save]").count()
    page.click("[data-delete]")
    page.wait_for_timeout(300)
    assert page.locator("tr[data-save]").count() == rows  # not yet: it asks
    page.click("[data-delete-cancel]")
    assert page.locator("tr[data-save]").count() == rows
    page.click("[data-delete]")
    page.click("[data-delete-confirm]")
    page.wait_for_function("(n) => document.querySelectorAll('tr[data-save]').length === n - 1", arg=rows)


def test_research_buttons_look_inactive_when_they_are_not_a_choice(new_context, base_url):
    """At the turn menu the "Research ▾" buttons of the spheres are no choice: they look greyed;
    once Research is chosen from the menu they are, and look like buttons."""
    script = trh_script()
    page = open_link(new_context, trh_link(base_url, script[:TRH_MOVES_TO["research"]]), DESKTOP)
    looks_js = """() => [...document.querySelectorAll('#board-svg .research')].map((g) => ({
      legal: g.classList.contains('legal'), opacity: Number(getComputedStyle(g).opacity),
      fill: getComputedStyle(g.querySelector('.button-bg')).fill}))"""
    looks = page.evaluate(looks_js)
    assert looks and not any(x["legal"] for x in looks)
    for x in looks:
        assert x["opacity"] <= 0.6 and x["fill"] != "rgb(255, 255, 255)", x
    step = step_of(page)
    page.click(".loose-action[data-kind='research']")
    page.wait_for_function("(s) => Number(document.querySelector('.game[data-ready=yes]')?.dataset.step) > s", arg=step)
    looks = page.evaluate(looks_js)
    assert any(x["legal"] for x in looks)
    for x in looks:
        if x["legal"]:
            assert x["opacity"] == 1, x


def test_tablet_log_drawer_newest_entry_close_button_esc_and_tap_outside(new_context, base_url):
    page = open_link(new_context, ren_link(base_url, REN_MOVES[:REN_TURN]))
    for close in ("esc", "outside", "button"):
        open_drawer(page, tap=True)
        page.wait_for_timeout(300)
        last = page.locator(".side .log-list > li").last
        box = last.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 768 + 0.5, "the newest entry is not in view"
        x = page.locator(".side .drawer-close")
        xb = x.bounding_box()
        assert xb and xb["y"] >= 0 and xb["y"] + xb["height"] <= 768
        # scrolled to its end, the drawer keeps its close button in view
        page.evaluate("() => { const s = document.querySelector('.side'); s.scrollTop = s.scrollHeight; }")
        xb = x.bounding_box()
        hit = page.evaluate("([x, y]) => !!document.elementFromPoint(x, y)?.closest('.drawer-close')",
                            [xb["x"] + xb["width"] / 2, xb["y"] + xb["height"] / 2])
        assert hit and xb["y"] >= 0
        step = step_of(page)
        if close == "esc":
            page.keyboard.press("Escape")
        elif close == "outside":
            page.touchscreen.tap(150, 400)  # on the map, left of the drawer
        else:
            x.tap()
        page.wait_for_function("() => document.querySelector('.game').dataset.drawer === 'closed'")
        assert step_of(page) == step


def test_replay_says_replaying_move_and_keeps_the_table_visible(new_context, base_url):
    page = open_link(new_context, ren_link(base_url, REN_MOVES[:REN_TURN]))
    open_drawer(page, tap=True)
    slider = page.locator("#replay")
    slider.focus()
    page.keyboard.press("Home")
    page.wait_for_selector(".game[data-replay='yes']")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('#replay-pos')?.textContent.startsWith('3 /')")
    page.wait_for_function("() => document.querySelector('#turn')?.textContent.includes('3')")
    turn = page.text_content("#turn")
    assert "thinking" not in turn and "Replaying move 3" in turn, turn
    # the markets (top right of the table) are not under the open drawer
    centre_market = page.evaluate("""() => { const r = document.querySelector('#board-svg .markets').getBoundingClientRect();
      const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); return !!el && !!el.closest('#board'); }""")
    assert centre_market
    assert page.locator("#replay").is_visible() and page.locator("#replay-exit").is_visible()


def test_prompt_keeps_its_height_when_its_buttons_come(new_context, base_url):
    """The table does not move when a position with prompt buttons follows one without (or the
    other way round): the prompt area keeps its height, in both games and both sizes."""
    script = trh_script()
    games = {
        "renaissance": [ren_link(base_url, m) for m in (REN_MOVES[:REN_TURN], REN_MOVES[:REN_SKIP], REN_OPS_MOVES, REN_MOVES[:6])],
        "transhumanity": [trh_link(base_url, m) for m in (script[:0], script[:TRH_MOVES_TO["hire"]], script[:TRH_MOVES_TO["divest"]])],
    }
    for size in (TABLET, DESKTOP):
        page = new_context(**size).new_page()
        for game, links in games.items():
            seen = []
            for link in links:
                page.goto(link)
                wait_ready(page)
                page.wait_for_timeout(300)
                seen.append((page.locator(".loose-action").count(),
                             round(page.evaluate("() => document.querySelector('#board-svg').getBoundingClientRect().top"), 1)))
            assert {n > 0 for n, _ in seen} == {True, False}, (game, seen)
            assert max(t for _, t in seen) - min(t for _, t in seen) < 1, (game, size, seen)
        page.close()


def test_play_single_forced_moves_setting(new_context, base_url):
    """Off by default: a lone Levy waits for a tap. On (the start page's setting, in English and
    Hungarian, remembered on the device): a lone legal move is played for the person; a position
    with a real choice waits."""
    ctx = new_context(**TABLET)
    page = ctx.new_page()
    page.goto(ren_link(base_url, REN_MOVES[:REN_LONE_LEVY]))
    wait_ready(page)
    page.wait_for_timeout(1500)
    assert step_of(page) == REN_LONE_LEVY
    page.goto(base_url)
    page.wait_for_selector("#setting-forced")
    assert not page.is_checked("#setting-forced")
    label = "label[for='setting-forced']"
    en = page.text_content(label)
    page.tap("[data-lang='hu']")
    page.wait_for_function("([sel, en]) => (document.querySelector(sel)?.textContent ?? en) !== en", arg=[label, en])
    assert page.text_content(label) != en  # in Hungarian too
    page.tap("[data-lang='en']")
    page.wait_for_function("([sel, en]) => document.querySelector(sel)?.textContent === en", arg=[label, en])
    page.tap("#setting-forced")
    assert page.is_checked("#setting-forced")
    page.reload()
    page.wait_for_selector("#setting-forced")
    assert page.is_checked("#setting-forced")  # remembered
    page.goto(ren_link(base_url, REN_MOVES[:REN_LONE_LEVY]))
    page.wait_for_function("(s) => Number(document.querySelector('.game[data-ready=yes]')?.dataset.step) === s",
                           arg=REN_LONE_LEVY + 1, timeout=BOOT_TIMEOUT)
    page.wait_for_timeout(1500)
    assert step_of(page) == REN_LONE_LEVY + 1  # the next levy has three cities: it waits


def test_chart_colours_are_the_seats_colours(new_context, base_url):
    """The victory chart draws each player in the colour of their seat on the table."""
    from helpers import short_game

    script = short_game("renaissance", 2, 21, tries=6)
    page = open_link(new_context, f"{base_url}#g={share.encode(REN.make_setup(2, 21, None, None), script)}&s=pp", DESKTOP)
    page.wait_for_selector("#victory-chart .chart-line", timeout=BOOT_TIMEOUT)
    chart = page.evaluate("() => [...document.querySelectorAll('#victory-chart .chart-line')].map((l) => l.getAttribute('stroke'))")
    table = page.evaluate("() => [...document.querySelectorAll('#board-svg .band')].sort((a, b) => a.dataset.seat - b.dataset.seat)"
                          ".map((b) => b.querySelector('rect').getAttribute('stroke'))")
    assert chart == table, (chart, table)
