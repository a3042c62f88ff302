"""What happens is told: the robots' steps one by one (TRH-K-10..30), the decisions the person
makes for a robot under the robot's name and rule, what each payment moves and pays (TRH-E-4/5),
a Fundraise with nothing to divest (TRH-F-1..3), and what each action cost and gave."""

from __future__ import annotations

import json

from pax import facade
from pax.transhumanity.tables import T
from pax.transhumanity.view import player_name
from pax.transhumanity.flow import at_menu, decision

from .helpers import RULES, A, card_with, fresh, give, settle, syndicated, take


def _robot_card(pred) -> str:
    return card_with(lambda c: any(pred(i) for grp in c.impacts for i in grp))


def _with_exo_card(card_id: str):
    s = fresh(1, solo="easy", empty=False)
    take(s, card_id)
    s.exo_deck.insert(0, card_id)
    return s


def test_trh_k_10_robot_turn_is_told_step_by_step_with_rule_ids():
    card = _robot_card(lambda i: i.type in ("growth", "solve"))
    s = _with_exo_card(card)
    steps = RULES.robot_steps(s, A("end"), 0, "en")
    after = RULES.apply(s, A("end"))
    n = sum(len(g) for g in T.cards[card].impacts)
    assert len(steps) == 1 + n  # the draw with its syndications, then each effect of the card
    assert "draws" in steps[0]["text"] and steps[0]["text"].endswith("(TRH-K-10, K-11)")
    for k, st in enumerate(steps[1:], 1):
        assert f"effect {k} of {n} of {T.names[card]}" in st["text"]
        assert "(TRH-" in st["text"]
    for st in steps:
        assert st["seat"] != 0 and st["notes"]  # a robot acts; what it changed (or that nothing did)
        assert st["view"]["to_move"] == st["seat"] and st["view"]["robot"] == st["seat"]
        assert st["view"]["decision"] is None
    # the last step's table is the action's result
    final = RULES.view(after, 0)
    assert {k: v for k, v in steps[-1]["view"].items() if k not in ("to_move", "robot", "decision")} == \
        {k: v for k, v in final.items() if k not in ("to_move", "robot", "decision")}
    # the log's notes tell the same steps, in order
    notes = RULES.narrate(s, after, "en")
    assert [x for x in notes if x in {st["text"] for st in steps}] == [st["text"] for st in steps]


def test_trh_k_10_no_robot_steps_outside_the_solo_arena_or_within_a_turn():
    s = fresh(2, empty=False)
    assert RULES.robot_steps(s, A("end"), 0, "en") == []
    solo = fresh(1, solo="easy", empty=False)
    assert RULES.robot_steps(solo, A("fundraise"), 0, "en") == []


def test_trh_k_21_robot_startup_decision_is_the_robots_with_its_rule():
    card = _robot_card(lambda i: i.type == "company" and not i.brash)
    s = RULES.apply(_with_exo_card(card), A("end"))
    while decision(s) is not None and s.frames[-1]["kind"] != "found":
        s = RULES.apply(s, RULES.legal_actions(s)[0])
    top = s.frames[-1]
    assert top["owner"] != 0 and s.to_move == 0
    view = RULES.view(s, 0)
    assert view["robot"] == top["owner"]  # the robot's turn, not the person's
    assert view["decision"]["robot"] == top["owner"] and view["decision"]["rules"] == "TRH-K-21"
    assert RULES.rule_of(s, RULES.legal_actions(s)[0]) == "TRH-K-21"  # the log's rule, as the prompt's


def test_trh_k_26_robot_disruption_colour_has_the_robots_rule():
    card = _robot_card(lambda i: i.type == "industry_disruption")
    s = RULES.apply(_with_exo_card(card), A("end"))
    while decision(s) is not None and s.frames[-1]["kind"] != "exo_colour":
        s = RULES.apply(s, RULES.legal_actions(s)[0])
    assert RULES.view(s, 0)["decision"]["rules"] == "TRH-K-26"
    assert RULES.rule_of(s, RULES.legal_actions(s)[0]) == "TRH-K-26"


def test_trh_k_21_persons_own_decisions_keep_their_kinds_rule():
    s = fresh(1, solo="easy", empty=False)
    assert RULES.view(s, 0)["robot"] is None
    assert RULES.rule_of(s, A("fundraise")) is None


def _owing(capital: int, wealth: int, debt: int, amt: int):
    s = fresh(2)
    give(s, 0, capital, wealth, debt)
    s.frames.append({"kind": "pay", "seat": 0, "amt": amt, "need": 0})
    return settle(s)


def test_trh_e_4_a_payment_says_what_moves_and_what_it_pays():
    s = _owing(2, 3, 3, 3)
    assert A("money") in RULES.legal_actions(s)
    label = RULES.describe(s, A("money"), "en")
    assert label == "pay $3 by moving 3 financial agents down: Capital 2→0, Wealth 3→4, Debt 3→4 (TRH-E-4, E-5)"
    after = RULES.apply(s, A("money"))
    assert after.fin[0] == [0, 4, 4]
    assert f"{player_name(s, 0)}: Capital 2→0, Wealth 3→4, Debt 3→4" in RULES.narrate(s, after, "en")
    hu = RULES.describe(s, A("money"), "hu")
    assert "3 $" in hu and "Tőke 2→0" in hu and "(TRH-E-4, E-5)" in hu


def test_trh_e_5_a_one_dollar_payment_names_its_one_agent():
    s = _owing(1, 0, 0, 1)
    assert RULES.describe(s, A("money"), "en") == \
        "pay $1 by moving a financial agent down: Capital 1→0, Wealth 0→1 (TRH-E-4, E-5)"


def _nothing_to_divest():
    """Seat 0 with no Syndication, Employee or Patent (TRH-F-1: nothing to divest)."""
    s = fresh(2)
    s.supply[0] += sum(s.patents[0]) + sum(u[0] for u in s.unemp)
    s.patents[0] = [0] * len(s.patents[0])
    for u in s.unemp:
        u[0] = 0
    return s


def test_trh_f_1_fundraise_with_nothing_to_divest_says_so():
    s = _nothing_to_divest()
    give(s, 0, 2, 3, 1)
    assert RULES.describe(s, A("fundraise"), "en") == \
        "Fundraise (nothing to divest): Capital 2→6, Wealth 3→0, Debt 1→0 (TRH-F-2, F-3)"
    give(s, 0, 3, 0, 0)
    assert "nothing would change" in RULES.describe(s, A("fundraise"), "en")
    syndicated(s, 0, 0, T.ideas[20], 0)
    assert RULES.describe(s, A("fundraise"), "en") == "Fundraise"  # divesting to do: its frame tells the rest


def test_trh_f_3_fundraise_done_says_what_it_does():
    s = _nothing_to_divest()
    give(s, 0, 2, 3, 1)
    s = RULES.apply(s, A("fundraise"))
    assert RULES.describe(s, A("done"), "en") == "done divesting: Capital 2→6, Wealth 3→0, Debt 1→0 (TRH-F-2, F-3)"
    after = RULES.apply(s, A("done"))
    assert f"{player_name(s, 0)}: Capital 2→6, Wealth 3→0, Debt 1→0" in RULES.narrate(s, after, "en")


def _call(**req):
    out = json.loads(facade.handle(json.dumps(req)))
    assert out["ok"], out
    return out


def test_trh_k_10_facade_apply_gives_the_robots_steps_and_the_log_their_words():
    p = _call(op="new", game="transhumanity", players=1, seed=5, options={"solo": "easy"})
    while p["to_move"] == 0 and not p["over"]:
        end = next((a for a in p["legal"] if a["kind"] == "end"), None)
        first = end or p["legal"][0]
        p = _call(op="apply", setup=p["setup"], actions=p["actions"], index=first["index"])
        if p["steps"]:
            break
    assert p["steps"], "ending a turn in solo runs the robots' turn"
    for st in p["steps"]:
        assert st["view"]["viewer"] == 0 and st["text"] and st["notes"]
    notes = p["log"][-1]["notes"]
    assert all(st["text"] in notes for st in p["steps"])
    # opening the same position tells no steps (only a move just made is played out)
    again = _call(op="open", setup=p["setup"], actions=p["actions"])
    assert "steps" not in again


def test_trh_k_21_the_log_line_of_a_robot_decision_carries_its_rule():
    # through the facade: a solo game where the person ends each turn until a robot's Startup
    # asks them where its company goes (TRH-K-21)
    setup = RULES.make_setup(1, 11, ["Me"], {"solo": "easy", "cards": 1})
    s = RULES.initial_state(setup)
    actions: list[int] = []
    while not at_menu(s):  # colour and Secret sphere: the first choices, as ``fresh`` makes them
        legal = RULES.legal_actions(s)
        pick = next((a for a in legal if a.kind == "colour" and a.args[0] == "blue"), legal[0])
        actions.append(legal.index(pick))
        s = RULES.apply(s, pick)
    for _ in range(200):
        legal = RULES.legal_actions(s)
        top = decision(s)
        if top is not None and top["kind"] == "found" and top.get("owner", 0) != 0:
            break
        a = next((x for x in legal if x.kind == "end"), legal[0])
        actions.append(legal.index(a))
        s = RULES.apply(s, a)
    else:
        raise AssertionError("no robot startup within 200 moves")
    p = _call(op="apply", setup=setup.model_dump(mode="json"), actions=actions, index=0)
    assert p["log"][-1]["kind"] == "found" and p["log"][-1]["rule"] == "TRH-K-21"
    # the line is the robot's: it names the seat the decision was taken for (the person took it)
    assert p["log"][-1]["seat"] == 0 and p["log"][-1]["for"] == top["owner"]
    assert all("for" not in e for e in p["log"][:-1] if e["kind"] != "found")
    assert all("rule" not in e for e in p["log"][:-1] if e["kind"] != "found")
