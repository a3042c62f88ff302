"""Every idea of our original card set commercialized through the engine, its impacts checked.

One constructed position per idea, and per alternative of its OR group: seat 0 has syndicated the
idea (white heat covered), holds a maker at the column's utility and a Think Tank top card of the
same discipline pair (feasibility route 2, TRH-F-19). Around it the position provides something for
every effect to act on: a bystander idea in the next column whose white square carries an opponent's
Heat agent (Social Resilience) and whose black square is open (Heat-reducing Growth); for Industry
Disruption a Splay strip of the disrupted discipline and an opponent patent in it; for Nuclear
Exchange an open black square in the Splay and an opponent company and problem in that sphere; for
Exoglobal Recession an employee of each player; for a brash Startup an opponent's company on the
marked spot. The test answers every decision, then checks each icon's outcome.
"""

from __future__ import annotations

import pytest

from pax.core import Action
from pax.transhumanity import catalog as cat
from pax.transhumanity.agents import agents_of, fin_total
from pax.transhumanity.board import employees_of
from pax.transhumanity.state import DISC, TrhState
from pax.transhumanity.flow import decision

from .helpers import RULES, do, fresh, put, splay, take

A = Action.of
MAKER_UTILITY = {0: "FW-M2", 1: "DW-M3", 2: "CL-M1", 3: "SP-M2"}


def _cases() -> list[tuple[str, int]]:
    out = []
    for cid, card in cat.IDEAS.items():
        n_alt = max(len(g) for g in card.impacts)
        out += [(cid, alt) for alt in range(n_alt)]
    return out


CASES = _cases()


def _pick(pred, used: set[str]) -> str:
    for cid, c in cat.IDEAS.items():
        if cid not in used and pred(c):
            used.add(cid)
            return cid
    raise LookupError("no card fits")


def _from_supply(s: TrhState, seat: int, n: int = 1) -> None:
    assert s.supply[seat] >= n
    s.supply[seat] -= n


def _resolved(card, alt: int) -> list:
    """The icons that resolve when the player picks alternative ``alt`` of the OR group."""
    return [g[alt] if len(g) == 2 else g[0] for g in card.impacts]


def _holdings(s: TrhState, seat: int, sphere: str) -> int:
    return (sum(1 for sp, o in s.company.items() if o == seat and sp.startswith(sphere))
            + sum(1 for p, o in s.problems.items() if o == seat and p.startswith(sphere)))


def _position(cid: str):
    """The constructed position for ``cid``; returns (state, info)."""
    card = cat.IDEAS[cid]
    s = fresh(players=2)
    for seat in (0, 1):  # starting patents back to supply: patents below are the test's own
        s.supply[seat] += sum(s.patents[seat])
        s.patents[seat] = [0, 0, 0, 0]
    col = cat.SPHERES.index(card.theme_sphere)
    used = {cid}
    slot = put(s, col, 0, cid)
    slot["s"].append(0)
    _from_supply(s, 0)
    for i, sq in enumerate(card.heat):  # TRH-F-4: white squares are covered when syndicating
        if sq == "white":
            slot["h"][i] = 0
            _from_supply(s, 0)
    spot = MAKER_UTILITY[col]
    s.emp[spot] = [0]
    _from_supply(s, 0)
    tank = _pick(lambda c: c.pair == card.pair, used)
    take(s, tank)
    s.tanks[0].append(tank)
    # bystander: white square under an opponent's Heat agent, black square open
    bcol = (col + 1) % 4
    bys = _pick(lambda c: "white" in c.heat and "black" in c.heat, used)
    bslot = put(s, bcol, 0, bys)
    wi, bi = cat.IDEAS[bys].heat.index("white"), cat.IDEAS[bys].heat.index("black")
    bslot["h"][wi] = 1
    _from_supply(s, 1)
    info = {"col": col, "spot": spot, "tank": tank, "bcol": bcol, "bw": wi, "bb": bi, "bys": bys}
    types = {i.type for i in card.icons}
    if "industry_disruption" in types:  # orientation 0 below: the left band is disrupted
        strip_card = _pick(lambda c: c.disciplines.left == card.disciplines.left and not c.heat, used)
        splay(s, (strip_card, 0))
        s.patents[1][DISC.index(card.disciplines.left)] = 1
        _from_supply(s, 1)
        info["strip_card"] = strip_card
    if "nuclear_exchange" in types:
        sphere = next(i.sphere for i in card.icons if i.type == "nuclear_exchange")
        one_black = _pick(lambda c: c.heat.count("black") == 1, used)
        splay(s, (one_black, 0))
        s.company[cat.BARRIERS_BY_SPHERE[sphere][0]] = 1
        s.problems[cat.PROBLEMS_BY_SPHERE[sphere][0]] = 1
        info["nuke_sphere"] = sphere
    if "exoglobal_recession" in types:
        s.unemp[0][1] += 1
        _from_supply(s, 1)
    for i in card.icons:
        if i.type == "company" and i.brash:
            s.company[i.brash] = 1  # the opponent's disc a brash startup may bump (TRH-G-6)
    assert agents_of(s, 0) == 15 and agents_of(s, 1) == 15
    return s, info


def _answer(s: TrhState, info: dict, alt: int, brash: set[str]) -> TrhState:
    """Answer every pending decision of the commercialization."""
    steps = 0
    while decision(s) is not None and s.phase == "play":
        steps += 1
        assert steps < 50, "decisions never end"
        legal = RULES.legal_actions(s)
        k = s.frames[-1]["kind"]
        if k == "pay":
            a = A("money")
        elif k == "orient":
            a = A("orient", 0)
        elif k == "alt":
            a = A("alt", alt)
        elif k == "hg":  # TRH-G-15: onto the bystander's open black square
            a = A("heat", "m", info["bcol"], 0, info["bb"])
        elif k == "resil":  # TRH-G-8: the opponent's Heat agent on the bystander
            a = A("resil", "m", info["bcol"], 0, info["bw"])
        elif k == "found":
            a = next((x for x in legal if x.args[0] in brash), legal[0])
        elif k in ("solve", "disrupt", "lose", "nuke_pick"):
            a = legal[0]
        else:
            raise AssertionError(f"unexpected decision {k}: {legal}")
        assert a in legal, (k, a, legal)
        s = RULES.apply(s, a)
    return s


@pytest.mark.parametrize("cid, alt", CASES, ids=[f"{c}-alt{a}" for c, a in CASES])
def test_trh_g_commercialize_every_idea(cid, alt):
    """Commercializing ``cid`` (OR alternative ``alt``) applies each of its impacts and the card
    joins the Splay. Checked: TRH-F-14 (maker labor), TRH-F-19 (Think Tank route), TRH-F-25 (only
    the chosen alternative), TRH-F-26, TRH-F-27, TRH-F-29, and the effects TRH-G-1, TRH-G-2,
    TRH-G-3, TRH-G-4, TRH-G-6, TRH-G-8, TRH-G-9, TRH-G-10, TRH-G-11, TRH-G-13, TRH-G-14,
    TRH-G-15, TRH-G-16."""
    card = cat.IDEAS[cid]
    s, info = _position(cid)
    icons = _resolved(card, alt)
    brash = {i.brash for i in icons if i.type == "company" and i.brash}
    fin0, fin1, sup0 = fin_total(s, 0), fin_total(s, 1), s.supply[0]
    emps = [len(employees_of(s, 0)), len(employees_of(s, 1))]

    s = do(RULES, s, "commercialize", info["col"], 0, 2, info["spot"])
    s = _answer(s, info, alt, brash)

    n = {t: sum(1 for i in icons if i.type == t) for t in cat.IMPACT_TYPES}
    recession = n["exoglobal_recession"] > 0
    # TRH-F-26/27/19: the card is in the Splay, left band down; the Think Tank card took its slot
    assert s.splay[-1]["id"] == cid and s.splay[-1]["d"] == 0
    assert s.market[info["col"]][0]["id"] == info["tank"] and s.tanks[0] == []
    # TRH-F-27: its Heat agents (our white covers) are now Future Shock agents in the Splay
    assert all(s.splay[-1]["h"][i] == 0 for i, sq in enumerate(card.heat) if sq == "white")
    # TRH-F-29: labor at a Utility, so the syndication became no patent but returned to Wealth
    assert s.patents[0] == [0, 0, 0, 0]
    # TRH-G-1 growth: supply to Wealth
    assert fin_total(s, 0) - fin0 == n["growth"] + 1
    # TRH-G-15 heat-reducing growth: our agent on the bystander's black square
    bys_h = s.market[info["bcol"]][0]["h"]
    assert (bys_h[info["bb"]] == 0) == bool(n["heat_growth"])
    assert sup0 - s.supply[0] == n["growth"] + n["heat_growth"] - (1 if recession else 0)
    # TRH-G-2 solve: the named tokens, and one more per "?"
    named = {i.problem for i in icons if i.type == "solve" and i.problem != "any"}
    wild = sum(1 for i in icons if i.type == "solve" and i.problem == "any")
    mine = {p for p, o in s.problems.items() if o == 0}
    assert named <= mine and len(mine) == len(named) + wild
    for g in card.impacts:  # the alternative not taken did nothing
        if len(g) == 2 and g[1 - alt].type == "solve" and g[1 - alt].problem != "any":
            assert s.problems[g[1 - alt].problem] is None
    # TRH-G-3..6 startups: one disc per icon on a barrier of its sphere and side; brash bumps
    discs = sorted(sp for sp, o in s.company.items() if o == 0)
    want = sorted((i.sphere, i.side) for i in icons if i.type == "company")
    assert sorted((sp[:2], cat.POSITIONS[sp].side) for sp in discs) == want
    assert all(cat.POSITIONS[sp].kind == "barrier" for sp in discs)
    for b in brash:
        assert s.company[b] == 0  # the opponent's company there was displaced
    # TRH-G-8 social resilience: the opponent's Heat agent divested to its Wealth
    assert (bys_h[info["bw"]] is None) == bool(n["social_resilience"])
    # TRH-G-9..11 industry disruption: patents divested, the matching strip left the game
    if n["industry_disruption"]:
        band = DISC.index(card.disciplines.left)
        assert s.patents[1][band] == 0
        assert info["strip_card"] not in [e["id"] for e in s.splay]
        assert info["strip_card"] in s.discard
    expected_fin1 = n["social_resilience"] + n["industry_disruption"]
    assert fin_total(s, 1) - fin1 == expected_fin1
    # TRH-G-13/14 recession (its black square open): every player lost one employee
    now = [len(employees_of(s, 0)), len(employees_of(s, 1))]
    if recession:
        assert card.heat[icons[[i.type for i in icons].index("exoglobal_recession")].heat_index] == "black"
        assert now == [emps[0] - 1, emps[1] - 1]
    else:
        assert now == emps
    # TRH-G-16 nuclear exchange: one open black square in the Splay -> the opponent loses one holding
    if n["nuclear_exchange"]:
        assert _holdings(s, 1, info["nuke_sphere"]) == 1
    # agents are conserved throughout (TRH-B-6)
    assert agents_of(s, 0) == 15 and agents_of(s, 1) == 15


def test_every_idea_is_covered():
    """Each of the 111 ideas, and each alternative of its OR group, has a commercialize case."""
    assert {c for c, _ in CASES} == set(cat.IDEAS)
    assert len(CASES) == 111 + 16


@pytest.mark.parametrize("tp", sorted(cat.TIPPING_POINTS) + ["PL"])
def test_trh_g_18_special_cards_end_the_game(tp):
    """TRH-G-17, TRH-G-18: commercializing a Tipping Point or Plurality resolves its exchanges
    and ends the game with normal scoring."""
    s = fresh(players=2)
    for seat in (0, 1):
        s.supply[seat] += sum(s.patents[seat])
        s.patents[seat] = [0, 0, 0, 0]
    card = cat.CARDS[tp]
    slot = put(s, 1, 0, tp)
    slot["s"].append(0)
    _from_supply(s, 0)
    for i, sq in enumerate(card.heat):
        if sq == "white":
            slot["h"][i] = 0
            _from_supply(s, 0)
    s.emp["DW-M3"] = [0]
    _from_supply(s, 0)
    tank = next(c for c in cat.IDEAS if cat.IDEAS[c].pair == card.pair)
    take(s, tank)
    s.tanks[0].append(tank)
    s = do(RULES, s, "commercialize", 1, 0, 2, "DW-M3")
    s = _answer(s, {"bcol": 2, "bb": 0, "bw": 0}, 0, set())
    assert s.outcome is not None and s.outcome.victory == "normal"


ABILITY_CARDS = sorted(cid for cid, c in cat.IDEAS.items() if c.abilities)


@pytest.mark.parametrize("cid", ABILITY_CARDS)
def test_trh_d_4_ability_cards_grant_their_perk(cid):
    """TRH-D-4 (Ruling: abilities serve every syndicator), TRH-A-4 (the card beats the rule):
    each ability card, while syndicated and in the Market, changes the price it names in its
    column only, and only for its syndicators."""
    from pax.transhumanity.prices import hire_price, labor_price, research_money
    from pax.transhumanity.agents import patent_value

    card = cat.IDEAS[cid]
    ab = card.abilities[0]
    s = fresh(players=2)
    col, other = 0, 2  # First World (Globalization subsidizes only the Developing World); Cloud as control
    slot = put(s, col, 3, cid)

    def prices(seat: int, c: int) -> tuple:
        thinker = cat.SIDE_BOXES[(cat.SPHERES[c], "thinker")][0]
        maker_barrier = cat.BARRIERS[(cat.SPHERES[c], "maker")][0]
        return (hire_price(s, seat, c), research_money(s, seat, c, thinker),
                labor_price(s, seat, c, maker_barrier, "commercialize"))

    if ab.type == "patent_premium":  # one strip of that discipline: its patents are worth $1
        strip = next(c for c, x in cat.IDEAS.items() if x.disciplines.left == ab.discipline and c != cid)
        splay(s, (strip, 0))
    base = {seat: prices(seat, col) for seat in (0, 1)}
    control = prices(0, other)
    values = [patent_value(s, 0, d) for d in DISC]
    slot["s"].append(0)
    perk = prices(0, col)
    assert prices(1, col) == base[1]  # not a syndicator: no perk
    assert prices(0, other) == control  # another column: no perk
    if ab.type == "free_hire":
        assert base[0][0] == 3 and perk == (0, *base[0][1:])
    elif ab.type == "free_research":
        assert base[0][1] > 0 and perk == (base[0][0], 0, base[0][2])
    elif ab.type == "subsidized_work":
        assert perk[2] * 2 == base[0][2] and perk[1] * 2 == base[0][1]
    else:
        i = DISC.index(ab.discipline)
        after = [patent_value(s, 0, d) for d in DISC]
        assert values[i] == 1 and after[i] == 2
        assert [v for j, v in enumerate(after) if j != i] == [v for j, v in enumerate(values) if j != i]
        assert [patent_value(s, 1, d) for d in DISC] == values  # only for its syndicators
        assert perk == base[0]
