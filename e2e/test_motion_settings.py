"""Motion you can follow and settings that stay (issue 35), clicking element centres as a person:

* with animations on, a Buy slides the bought card from the market to the hand (an animation runs
  between the two tables, on that card) and a click during it is answered at once;
* with reduced motion asked by the device, or the speed setting "off", nothing moves;
* in the solo arena the robots' steps move things too;
* each setting (speed, confirm, card size, forced moves) is remembered over a reload, from the start
  page and from the game screen's Settings button, and changes what it says;
* the table does not move when the prompt gains buttons.
"""

from __future__ import annotations

import re

from helpers import BOOT_TIMEOUT, step_of, wait_ready
from test_table_trust import DESKTOP, REN_LONE_LEVY, REN_MOVES, TABLET, ren_link
from test_transhumanity_play import after_move, click_index
from test_transhumanity_told import RULES, SHOTS, _busy_robot_turn, _find, _open

REN_BUY = 4  # Player 1 (seat 0; seats 1 and 2 computers) starts a turn: Buys offered (seed 20)
REN_LAST = 5  # Player 1's last action of that turn: it ends the turn
REN_COMPUTERS_MOVE = 12  # the computers' moves follow (ten, then Player 1 decides): timed up to REN_BACK
REN_BACK = 16
REN_PROMPT_GROWS = 23  # Player 1 plays a card (action 0) whose agents are placed next: "skip" joins the prompt

# Every motion animation seen, frame by frame: the data-id of the thing it moves (a copy of a
# table element travelling over the table: its own data-id, or its nearest keyed ancestor's on the
# table) or "chip" for a token flying over the table, and the band where that thing now lies.
RECORD = """() => {
  window.__motion = []; window.__stopMotion = false;
  const tick = () => {
    for (const a of document.getAnimations()) {
      if (a.id !== 'pax-motion' || a.playState !== 'running') continue;
      const el = a.effect && a.effect.target;
      const copy = el && el.classList.contains('motion-ghost') ? el.querySelector('g > *') : null;
      const keyed = copy && (copy.matches('[data-id]') ? copy : null);
      const placed = keyed && document.querySelector(`#board-svg [data-id="${CSS.escape(keyed.dataset.id)}"]`);
      window.__motion.push({ t: performance.now(), id: keyed ? keyed.dataset.id : (copy ? 'piece' : 'chip'),
        band: placed && placed.closest('.band') ? placed.closest('.band').dataset.seat : null,
        rest: copy ? { x: parseFloat(el.style.left), y: parseFloat(el.style.top), width: parseFloat(el.style.width),
                       height: parseFloat(el.style.height) } : null,
        from: String(a.effect.getKeyframes()[0].transform || '') });
    }
    if (!window.__stopMotion) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def set_settings(page, **values) -> None:
    page.evaluate("(v) => localStorage.setItem('pax.settings', JSON.stringify({...JSON.parse(localStorage.getItem('pax.settings') || '{}'), ...v}))", values)


def motion_seen(page) -> list[dict]:
    page.evaluate("() => { window.__stopMotion = true; }")
    return page.evaluate("() => window.__motion")


def open_ren(page, base_url: str, moves: list[int], kinds: str = "pcc", fresh: bool = False) -> None:
    """Open a position by share link (`fresh`: in a newly loaded page, which reads the settings anew)."""
    if fresh:
        page.goto("about:blank")
    page.goto(ren_link(base_url, moves, kinds))
    wait_ready(page)


def buy(page) -> None:
    """Click the first Buy of the action list and wait for the next position."""
    step = step_of(page)
    page.click("button.action[data-kind='buy']")
    page.wait_for_function("(s) => Number(document.querySelector('.game[data-ready=yes]')?.dataset.step) === s", arg=step + 1)


def test_buy_slides_the_card_and_a_click_meanwhile_is_answered_at_once(new_context, base_url):
    page = new_context(**DESKTOP).new_page()
    open_ren(page, base_url, REN_MOVES[:REN_BUY])
    in_market = set(page.evaluate("() => [...document.querySelectorAll('#board-svg g.card[data-id]')].filter((c) => !c.closest('.band')).map((c) => c.dataset.id)"))
    # a rival's tableau card (not a choice): a click on it shows its detail
    box = page.locator("#board-svg .band[data-seat='1'] g.card[data-detail]").first.bounding_box()
    page.evaluate(RECORD)
    page.evaluate("""() => { window.__answer = null;
      addEventListener('pointerdown', () => { window.__down = { t: performance.now(),
        moving: document.getAnimations().some((a) => a.id === 'pax-motion' && a.playState === 'running') }; }, true);
      new MutationObserver(() => { if (document.querySelector('#ren-detail').classList.contains('sticky') && !window.__answer) window.__answer = { t: performance.now(),
        moving: document.getAnimations().filter((a) => a.id === 'pax-motion' && a.playState === 'running').map((a) => a.effect.target.outerHTML.slice(0, 80)) }; })
        .observe(document.querySelector('#ren-detail'), { attributes: true }); }""")
    step = step_of(page)
    page.click("button.action[data-kind='buy']")
    # right after the click the next table is drawn and the bought card is on its way to the hand
    page.wait_for_function("() => window.__motion.some((m) => m.band === '0')", polling="raf", timeout=BOOT_TIMEOUT)
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function("() => !!window.__answer", timeout=5_000)
    down, answer = page.evaluate("() => [window.__down, window.__answer]")
    seen = motion_seen(page)
    assert step_of(page) == step + 1
    moved = {m["id"] for m in seen if m["band"] == "0"}
    assert moved and moved <= in_market, (moved, in_market)  # a market card, now in Player 1's hand
    card = next(iter(moved))
    assert page.locator(f"#board-svg .band[data-seat='0'] g.card[data-id='{card}']").count() == 1
    # the copy travels to the card's place in the hand (where its layer rests) from a place well
    # away (its first keyframe's offset): read from the animation, not from frames seen under load
    end = page.locator(f"#board-svg .band[data-seat='0'] g.card[data-id='{card}']").bounding_box()
    first = next(m for m in seen if m["id"] == card)
    rest, offset = first["rest"], re.match(r"translate\((-?[\d.e-]+)px, *(-?[\d.e-]+)px\)", first["from"])
    assert offset, first
    assert abs(rest["x"] + rest["width"] / 2 - end["x"] - end["width"] / 2) < 4, (rest, end)
    assert abs(rest["y"] + rest["height"] / 2 - end["y"] - end["height"] / 2) < 4, (rest, end)
    assert abs(float(offset[1])) + abs(float(offset[2])) > 40, first
    assert page.locator(".motion-ghost").count() == 0
    assert page.evaluate("() => [...document.querySelectorAll('#board-svg *')].filter((e) => e.style.opacity === '0').length") == 0
    if down["moving"]:  # (the click came during the animation: it finished it and was answered)
        assert answer["t"] - down["t"] <= 100, (down, answer)
        assert not answer["moving"], answer
    else:
        assert answer["t"] - down["t"] <= 100, (down, answer)
    assert not page.evaluate("() => document.getAnimations().some((a) => a.id === 'pax-motion' && a.playState === 'running')")


def test_the_first_buy_moves_even_when_the_motion_module_comes_late(new_context, base_url):
    """A table's movers (web/games/movers.js) load with its renderer, and the first table is drawn
    once they are in: a Buy right after the table appears slides the card, however late the
    movers module arrives (CI, loaded machine: the first Buy moved nothing, the movers were still
    on their way). Here it is held back 3 s."""
    ctx = new_context(**DESKTOP)
    late = "await new Promise((r) => setTimeout(r, 3000));\nexport * from './movers.js?late';\n"
    ctx.route("**/games/renaissance/movers.js", lambda r: r.fulfill(status=200, content_type="text/javascript", body=late))
    page = ctx.new_page()
    open_ren(page, base_url, REN_MOVES[:REN_BUY])
    page.evaluate(RECORD)
    page.click("button.action[data-kind='buy']")
    page.wait_for_function("() => window.__motion.some((m) => m.band === '0')", polling="raf", timeout=10_000)
    assert motion_seen(page)


def test_buy_during_a_running_animation_is_answered_within_100ms(new_context, base_url):
    """The click lands while a card is still travelling: answered in the same task (the animation
    finished, the detail shown)."""
    page = new_context(**DESKTOP).new_page()
    open_ren(page, base_url, REN_MOVES[:REN_BUY])
    box = page.locator("#board-svg .band[data-seat='1'] g.card[data-detail]").first.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    # the click is sent from the page itself in the first frame an animation runs (a trusted click
    # from the test would come too late on a loaded machine): its handler's answer is timed
    page.evaluate("""([x, y]) => { window.__answer = null;
      const tick = () => {
        const running = document.getAnimations().some((a) => a.id === 'pax-motion' && a.playState === 'running');
        if (!running) { requestAnimationFrame(tick); return; }
        const target = document.elementFromPoint(x, y);
        const t0 = performance.now();
        target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y }));
        document.elementFromPoint(x, y).dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
        window.__answer = { ms: performance.now() - t0, shown: !document.querySelector('#ren-detail').hidden,
          running: document.getAnimations().some((a) => a.id === 'pax-motion' && a.playState === 'running') };
      };
      requestAnimationFrame(tick); }""", [x, y])
    page.click("button.action[data-kind='buy']")
    page.wait_for_function("() => !!window.__answer", timeout=BOOT_TIMEOUT)
    answer = page.evaluate("() => window.__answer")
    assert answer["shown"] and not answer["running"], answer
    assert answer["ms"] <= 100, answer


def test_nothing_moves_with_reduced_motion_or_speed_off(new_context, base_url):
    for kwargs, speed in (({"reduced_motion": "reduce"}, None), ({}, "off")):
        page = new_context(**DESKTOP, **kwargs).new_page()
        page.goto(base_url)
        if speed:
            set_settings(page, speed=speed)
        open_ren(page, base_url, REN_MOVES[:REN_BUY])
        page.evaluate(RECORD)
        buy(page)
        page.wait_for_timeout(700)
        assert motion_seen(page) == [], (kwargs, speed)
        assert page.locator(".motion-chip").count() == 0
        page.close()


def test_solo_robot_steps_move_things(new_context, base_url):
    setup, actions, end = _find(1, {"solo": "easy"}, _busy_robot_turn)
    s = RULES.initial_state(RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options")))
    for i in actions:
        s = RULES.apply_index(s, i)
    page = new_context(**TABLET).new_page()
    _open(page, base_url, setup, actions)
    step = step_of(page)
    page.evaluate(RECORD)
    click_index(page, RULES.legal_actions(s).index(end), tap=True)
    after_move(page, step, timeout=30_000)
    seen = motion_seen(page)
    assert seen, "no robot step moved anything"


def _choose(page, name: str, value: str) -> None:
    page.click(f"#setting-{name}-{value}")
    assert page.is_checked(f"#setting-{name}-{value}")


def test_settings_survive_a_reload_from_start_page_and_game_screen(new_context, base_url):
    page = new_context(**TABLET).new_page()
    page.goto(base_url)
    page.wait_for_selector("#settings #setting-speed")
    assert page.is_checked("#setting-speed-normal") and page.is_checked("#setting-cards-normal")
    assert not page.is_checked("#setting-confirm") and not page.is_checked("#setting-forced")
    _choose(page, "speed", "fast")
    _choose(page, "cards", "large")
    page.tap("#setting-confirm")
    page.tap("#setting-forced")
    page.tap("#setting-hints")
    page.reload()
    page.wait_for_selector("#settings #setting-speed")
    assert page.is_checked("#setting-speed-fast") and page.is_checked("#setting-cards-large") and page.is_checked("#setting-confirm")
    assert page.is_checked("#setting-forced") and page.is_checked("#setting-hints")
    assert page.evaluate("() => document.documentElement.dataset.cardSize") == "large"
    # the game screen's Settings button opens the same settings, in Hungarian too
    open_ren(page, base_url, REN_MOVES[:REN_BUY])
    page.tap("#settings-open")
    page.wait_for_selector("#settings-dialog[open] #setting-speed-fast")
    page.screenshot(path=str(SHOTS / "settings-dialog-1024.png"))  # for review
    assert page.is_checked("#setting-speed-fast")
    en = page.text_content("#settings-dialog legend")
    _choose(page, "speed", "off")
    page.tap("#settings-close")
    page.tap("[data-lang='hu']")
    page.wait_for_function("() => document.querySelector('#settings-open')?.textContent === 'Beállítások'")
    page.tap("#settings-open")
    page.wait_for_selector("#settings-dialog[open]")
    assert page.text_content("#settings-dialog legend") not in ("", en)
    page.tap("#settings-close")
    page.reload()
    wait_ready(page)
    page.tap("#settings-open")
    page.wait_for_selector("#settings-dialog[open]")
    assert page.is_checked("#setting-speed-off") and page.is_checked("#setting-confirm") and page.is_checked("#setting-cards-large")


STEP_TIMES = """() => { window.__steps = [];
  const tick = () => {
    const m = /step (\\d+) of/.exec(document.querySelector('#trh-prompt')?.textContent ?? '');
    const last = window.__steps[window.__steps.length - 1];
    if (m && (!last || last[0] !== Number(m[1]))) window.__steps.push([Number(m[1]), performance.now()]);
    if (!window.__stopSteps) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick); }"""


def _robot_step_gaps(page, base_url: str, speed: str) -> list[float]:
    """Times (ms) between the solo robots' steps after the person ends a turn, at `speed`."""
    setup, actions, end = _find(1, {"solo": "easy"}, _busy_robot_turn)
    s = RULES.initial_state(RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options")))
    for i in actions:
        s = RULES.apply_index(s, i)
    page.goto(base_url)
    set_settings(page, speed=speed)
    _open(page, base_url, setup, actions)
    step = step_of(page)
    page.evaluate(STEP_TIMES)
    click_index(page, RULES.legal_actions(s).index(end), tap=True)
    after_move(page, step, timeout=30_000)
    page.evaluate("() => { window.__stopSteps = true; }")
    times = [t for _, t in page.evaluate("() => window.__steps")]
    return [b - a for a, b in zip(times, times[1:])]


def test_speed_sets_the_computers_pace(new_context, base_url):
    """The robots' steps (like a computer's moves) stay on the table 900 ms each at "normal" (the
    pace the game always had), shorter at "fast", shortest at "off"."""
    gaps = {}
    for speed in ("normal", "fast", "off"):
        page = new_context(**TABLET).new_page()
        gaps[speed] = _robot_step_gaps(page, base_url, speed)
        page.close()
    assert all(gaps.values()), gaps
    assert min(gaps["normal"]) >= 850, gaps
    assert 400 <= min(gaps["fast"]) and sorted(gaps["fast"])[0] < 850, gaps
    assert min(gaps["off"]) < 400, gaps


def test_confirm_mode_asks_before_the_turn_ends(new_context, base_url):
    page = new_context(**DESKTOP).new_page()
    page.goto(base_url)
    set_settings(page, confirm=True)
    # two actions left: a Buy does not end the turn and is not asked
    open_ren(page, base_url, REN_MOVES[:REN_BUY])
    buy(page)
    assert page.locator("#confirm-end").count() == 0
    # the last action ends the turn: asked; "Not yet" keeps the table, "End turn" plays it
    step = step_of(page)
    last = page.locator("button.action").first
    last.click()
    page.wait_for_selector("#confirm-end[open]")
    assert page.text_content("#confirm-end-h") == "End your turn?"
    page.screenshot(path=str(SHOTS / "confirm-end-turn-1920.png"))  # for review
    page.click("#confirm-end-no")
    page.wait_for_selector("#confirm-end", state="detached")
    page.wait_for_timeout(300)
    assert step_of(page) == step
    page.click("[data-lang='hu']")
    page.wait_for_function("() => document.querySelector('.game[data-ready=yes]') && document.documentElement.lang === 'hu'")
    page.locator("button.action").first.click()
    page.wait_for_selector("#confirm-end[open]")
    assert page.text_content("#confirm-end-h") == "Befejezed a körödet?"
    page.click("#confirm-end-yes")
    page.wait_for_function("(s) => Number(document.querySelector('.game').dataset.step) > s", arg=step)
    # off: not asked
    set_settings(page, confirm=False)
    open_ren(page, base_url, REN_MOVES[:REN_LAST])
    step = step_of(page)
    page.locator("button.action").first.click()
    page.wait_for_function("(s) => Number(document.querySelector('.game').dataset.step) > s", arg=step)
    assert page.locator("#confirm-end").count() == 0


def test_card_size_changes_the_detail_panel(new_context, base_url):
    page = new_context(**DESKTOP).new_page()
    widths = {}
    page.goto(base_url)
    for size in ("small", "normal", "large"):
        set_settings(page, cards=size)
        open_ren(page, base_url, REN_MOVES[:REN_BUY], fresh=True)
        page.click("#board-svg .band[data-seat='1'] g.card[data-detail]")
        page.wait_for_selector("#ren-detail:not([hidden])")
        widths[size] = page.evaluate("() => document.querySelector('#ren-detail').getBoundingClientRect().width")
    assert widths["small"] < widths["normal"] < widths["large"], widths


def test_hints_setting_offers_the_hint_in_a_hot_seat_game(new_context, base_url):
    """A game of several people at one device has no Hint button unless the setting asks for it."""
    shown = {}
    for on in (False, True):
        page = new_context(**TABLET).new_page()
        page.goto(base_url)
        set_settings(page, hints=on)
        page.goto(ren_link(base_url, REN_MOVES[:REN_BUY], "ppp"))
        page.wait_for_selector(".game[data-ready='yes'] #board-svg, #pass-ready", timeout=BOOT_TIMEOUT)
        if page.locator("#pass-ready").count():
            page.click("#pass-ready")
            wait_ready(page)
        shown[on] = page.locator("#hint-button").count()
        page.close()
    assert shown == {False: 0, True: 1}, shown


def test_forced_setting_plays_a_lone_forced_move(new_context, base_url):
    page = new_context(**TABLET).new_page()
    page.goto(base_url)
    set_settings(page, forced=True)
    page.goto(ren_link(base_url, REN_MOVES[:REN_LONE_LEVY]))
    page.wait_for_function("(s) => Number(document.querySelector('.game[data-ready=yes]')?.dataset.step) === s",
                           arg=REN_LONE_LEVY + 1, timeout=BOOT_TIMEOUT)


def test_the_table_stays_put_when_the_prompt_gains_buttons(new_context, base_url):
    """(By a click in a running game; test_table_trust.py opens such positions by link at both sizes.)"""
    for size in (DESKTOP,):
        page = new_context(**size).new_page()
        open_ren(page, base_url, REN_MOVES[:REN_PROMPT_GROWS])
        top = page.evaluate("() => document.querySelector('#board-svg').getBoundingClientRect().top")
        assert page.locator(".loose-action").count() == 0
        step = step_of(page)
        page.click(f"button.action[data-action='{REN_MOVES[REN_PROMPT_GROWS]}']")
        page.wait_for_function("(s) => Number(document.querySelector('.game[data-ready=yes]')?.dataset.step) === s + 1", arg=step)
        assert page.locator(".loose-action").count() > 0  # the prompt gained its buttons
        after = page.evaluate("() => document.querySelector('#board-svg').getBoundingClientRect().top")
        assert abs(after - top) < 1, (size, top, after)
        page.close()


def test_hungarian_table_names_our_cards_in_hungarian_with_the_english_in_the_detail(new_context, base_url):
    """Our own Pax Transhumanity card set has Hungarian names (data/names_hu.json): the Hungarian
    table shows them, the detail panel adds the English name; the English table is unchanged."""
    from pax.transhumanity import catalog as C
    from pax.transhumanity.tables import T
    from test_table_trust import trh_link

    page = new_context(**DESKTOP).new_page()
    page.goto(base_url)
    shown = {}
    for lang in ("en", "hu"):
        page.evaluate("(l) => localStorage.setItem('pax.lang', l)", lang)
        page.goto("about:blank")
        page.goto(trh_link(base_url, []))
        wait_ready(page)
        shown[lang] = page.evaluate("""() => [...document.querySelectorAll('#board-svg g.card-body[data-id]')]
          .map((c) => [c.dataset.id, c.textContent])""")
    assert shown["en"] and [i for i, _ in shown["en"]] == [i for i, _ in shown["hu"]]
    for (cid, en), (_, hu) in zip(shown["en"], shown["hu"]):
        first_en, first_hu = T.names[cid].split()[0], C.name_hu(cid).split()[0]
        assert first_en in en and first_hu in hu and first_en not in hu, (cid, en, hu)
    cid = shown["hu"][0][0]
    page.hover(f"#board-svg g.card-body[data-id='{cid}']")  # (a tap may be a choice: the mouse shows the detail)
    page.wait_for_selector("#trh-detail:not([hidden]) h4")
    heading = page.text_content("#trh-detail h4")
    assert heading == f"{C.name_hu(cid)} ({T.names[cid]})", heading
