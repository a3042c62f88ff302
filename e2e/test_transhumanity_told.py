"""Pax Transhumanity tells what happens (issue 31), at 1024×768 touch, tapping element centres:

* after the person ends a turn in the solo arena, each Exoglobal step appears on its own, paced
  like a computer's move, with its "Last move" line and a ring on what it changed (TRH-K-10..30);
* a payment of $3 says, before the tap and in the log after it, which agents move and what they
  pay (TRH-E-4, E-5).

The positions are found in CPython (purposeful random play) and opened by share link.
"""

from __future__ import annotations

import random
from pathlib import Path

from helpers import step_of, wait_ready
from test_transhumanity_play import RULES, after_move, click_index

from pax.core import Action, share
from pax.transhumanity.flow import decision

SHOTS = Path(__file__).resolve().parent.parent / "test-results"
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
NOTHING = "nothing on the table changes"


def _find(players: int, options: dict | None, want) -> tuple[dict, list[int], Action]:
    """The first position of purposeful random play where ``want(state, legal)`` gives an action."""
    for seed in range(1, 40):
        setup = RULES.make_setup(players, seed, None, options)
        s = RULES.initial_state(setup)
        rng = random.Random(seed)
        actions: list[int] = []
        while not RULES.is_over(s) and len(actions) < 600:
            legal = RULES.legal_actions(s)
            a = want(s, legal)
            if a is not None:
                return setup.model_dump(mode="json"), actions, a
            a = RULES.playout_choice(s, legal, rng)
            actions.append(legal.index(a))
            s = RULES.apply_trusted(s, a)
    raise LookupError("no such position")


def _busy_robot_turn(s, legal):
    """An "end the turn" after which a robot takes three steps or more, two of them changing the table."""
    end = Action.of("end")
    if decision(s) is not None or end not in legal:
        return None
    steps = RULES.robot_steps(s, end, 0, "en")
    real = [st for st in steps if not any(n.startswith(NOTHING) for n in st["notes"])]
    return end if len(steps) >= 3 and len(real) >= 2 else None


def _open(page, base_url: str, setup: dict, actions: list[int]) -> None:
    s = RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options"))
    page.goto(f"{base_url}#g={share.encode(s, actions)}")
    wait_ready(page)


RECORD = """() => {
  window.__rec = [];
  const t0 = performance.now();
  const tick = () => {
    const line = document.querySelector('#trh-last-move')?.textContent ?? '';
    const prompt = document.querySelector('#trh-prompt')?.textContent ?? '';
    const marks = document.querySelectorAll('#board-svg .last-move').length;
    const last = window.__rec[window.__rec.length - 1];
    if (!last || last.line !== line || last.marks !== marks || last.prompt !== prompt) {
      window.__rec.push({ t: performance.now() - t0, line, prompt, marks, ready: document.querySelector('.game')?.dataset.ready });
    }
    if (!window.__stop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def test_solo_robot_steps_appear_paced_with_last_move_and_marks(new_context, base_url):
    setup, actions, end = _find(1, {"solo": "easy"}, _busy_robot_turn)
    s = RULES.initial_state(RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options")))
    for i in actions:
        s = RULES.apply_index(s, i)
    steps = RULES.robot_steps(s, end, 0, "en")
    page = new_context(**TABLET).new_page()
    _open(page, base_url, setup, actions)
    index = RULES.legal_actions(s).index(end)
    step = step_of(page)
    page.evaluate(RECORD)
    click_index(page, index, tap=True)
    after_move(page, step, timeout=30_000)
    page.evaluate("() => { window.__stop = true; }")
    rec = page.evaluate("() => window.__rec")
    page.screenshot(path=str(SHOTS / "trh-robot-steps-final-1024.png"))
    # each robot step was on the table by itself, in order, with its words as the Last move line
    seen = []
    names = [p["name"] for p in RULES.view(s, 0)["players"]]
    for st in steps:
        # "Last move — Exoglobal Red: acts and draws …": the robot named once
        words = st["text"][len(names[st["seat"]]):].lstrip(", ")
        assert st["text"].startswith(names[st["seat"]])
        frames = [r for r in rec if f"{names[st['seat']]}: {words}" in r["line"]]
        assert frames, f"robot step never shown: {st['text']!r}"
        assert all(r["ready"] == "no" for r in frames), "nothing may be chosen while a robot step is told"
        assert any(f"step {steps.index(st) + 1} of {len(steps)}" in r["prompt"] for r in frames)
        seen.append((frames[0]["t"], frames[-1], st))
    times = [t for t, _, _ in seen]
    assert times == sorted(times)
    # paced: each step stays before the next appears (a computer's move: 900 ms)
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert all(g >= 700 for g in gaps), gaps
    # a step that changed the table rings what changed
    for _, last, st in seen:
        if not any(n.startswith(NOTHING) for n in st["notes"]):
            assert last["marks"] >= 1, f"no change marked for {st['text']!r}"
    # the log tells each step, and the person's table afterwards marks all they changed
    notes = page.locator(".log-list > li").last.locator(".notes li").all_text_contents()
    assert [n for n in notes if n in {st["text"] for st in steps}] == [st["text"] for st in steps]
    assert page.locator("#board-svg .last-move").count() >= 1


def test_mid_robot_step_screenshot(new_context, base_url):
    """A robot step as it is told (looked at by a person: test-results/trh-robot-step-1024.png)."""
    setup, actions, end = _find(1, {"solo": "easy"}, _busy_robot_turn)
    s = RULES.initial_state(RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options")))
    for i in actions:
        s = RULES.apply_index(s, i)
    page = new_context(**TABLET).new_page()
    _open(page, base_url, setup, actions)
    click_index(page, RULES.legal_actions(s).index(end), tap=True)
    page.wait_for_function("() => /step 2 of/.test(document.querySelector('#trh-prompt')?.textContent ?? '')", timeout=30_000)
    page.screenshot(path=str(SHOTS / "trh-robot-step-1024.png"))
    assert page.locator("#trh-turn-of").text_content().startswith("Exoglobal")


def _three_dollar_payment(s, legal):
    """A payment of $3 paid by moving agents, more than one box changing."""
    money = Action.of("money")
    top = decision(s)
    if top is None or top["kind"] != "pay" or top["amt"] != 3 or money not in legal:
        return None
    return money if s.fin[top["seat"]][0] < 3 else None  # Capital runs out: Wealth pays too


def test_a_three_dollar_payment_says_what_moves_and_pays(new_context, base_url):
    setup, actions, money = _find(1, {"solo": "easy"}, _three_dollar_payment)
    s = RULES.initial_state(RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options")))
    for i in actions:
        s = RULES.apply_index(s, i)
    label = RULES.describe(s, money, "en")
    assert label.startswith("pay $3 by moving 3 financial agents down: Capital ")
    page = new_context(**TABLET).new_page()
    _open(page, base_url, setup, actions)
    index = RULES.legal_actions(s).index(money)
    # before the tap: the place that pays says what moves and what it pays
    assert page.get_attribute(f"#board [data-action='{index}']", "aria-label") == label
    assert label in page.locator("#trh-prompt").text_content()  # in view before the tap, not only to a screen reader
    page.screenshot(path=str(SHOTS / "trh-payment-before-1024.png"))
    step = step_of(page)
    click_index(page, index, tap=True)
    after_move(page, step)
    texts = page.locator(".log-list > li").all_text_contents()
    assert any(label in t for t in texts), "the log tells the payment in words, with its sum"
    # its notes: what the whole step cost (after paying, the action installs its agents, TRH-E-16)
    fin = s.fin[0]
    after = RULES.apply(s, money).fin[0]
    moved = ", ".join(f"{b} {fin[i]}→{after[i]}" for i, b in enumerate(("Capital", "Wealth", "Debt")) if fin[i] != after[i])
    notes = page.locator(".log-list > li").last.locator(".notes li").all_text_contents()
    assert any(n.endswith(moved) for n in notes), notes
    assert page.locator("#board-svg .last-move[data-id='fin:0']").count() == 1  # the boxes that changed are ringed


def _robot_startup(s, legal):
    """The person places a robot's company (TRH-K-21)."""
    top = decision(s)
    if top is None or top["kind"] != "found" or top.get("owner", 0) == 0:
        return None
    return legal[0]


def test_robot_decision_is_shown_as_the_robots_with_its_rule(new_context, base_url):
    setup, actions, found = _find(1, {"solo": "easy"}, _robot_startup)
    s = RULES.initial_state(RULES.make_setup(setup["players"], setup["seed"], setup["names"], setup.get("options")))
    for i in actions:
        s = RULES.apply_index(s, i)
    robot = RULES.view(s, 0)["players"][s.frames[-1]["owner"]]["name"]
    for size, extra in (("1024", TABLET), ("1920", {"viewport": {"width": 1920, "height": 1080}})):
        page = new_context(**extra).new_page()
        _open(page, base_url, setup, actions)
        page.screenshot(path=str(SHOTS / f"trh-robot-decision-{size}.png"))
        # the robot's turn and decision, not the person's, with the rule of the robot's startup
        assert page.locator("#trh-turn-of").text_content().startswith(robot)
        assert page.locator("#trh-prompt .decider").text_content() == robot
        assert "(TRH-K-21)" in page.locator("#trh-prompt").text_content()
        if size == "1024":
            step = step_of(page)
            click_index(page, RULES.legal_actions(s).index(found), tap=True)
            after_move(page, step, timeout=30_000)
            line = page.locator(".log-list > li[data-kind='found']").last
            assert line.locator("a.rule").text_content() == "(TRH-K-21)"  # the log's rule is the prompt's
            # the log line is the robot's, taken by its person
            assert line.locator("strong").first.text_content().startswith(robot)
