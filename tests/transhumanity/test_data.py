"""The original Pax Transhumanity card set against its design checklist (counts, budgets,
solvability, boards, player boards, worked examples); Qn names a component resolution of
``pax/transhumanity/data/README.md``.

Tests name a rule ID only where the rule itself is about the component data (section B and the
rulings that make something "card data"); the engine behaviour the data feeds is tested in
`test_ideas_commercialize.py` and the rules tests. The expected numbers are the set's design
tables, written out here on purpose: a data edit that breaks a budget must fail a test. Version 2's
tests (at the end) check what it changes and the structure it must keep.
"""

from __future__ import annotations

import copy
import re
from collections import Counter

import pytest

from pax.core.errors import BadInput
from pax.transhumanity import catalog as cat
from pax.transhumanity.catalog import (
    Company, ExoglobalRecession, GameEnd, NuclearExchange, Solve, build_catalog, read_raw,
)

IDEAS = list(cat.IDEAS.values())
SPECIAL = list(cat.TIPPING_POINTS.values()) + [cat.PLURALITY]


def icon_key(imp) -> str:
    """Budget category of one icon."""
    if isinstance(imp, Solve):
        return "solve_any" if imp.problem == "any" else "solve"
    if isinstance(imp, Company):
        return "company_brash" if imp.brash else "company"
    return imp.type


def stats(IDEAS: list = IDEAS) -> dict:  # noqa: N803 -- the module's IDEAS by default
    """Every number the checklist compares over a version's ideas (version 1 unless given; used by
    the tests and handy when editing the set)."""
    icons = Counter(icon_key(i) for c in IDEAS for i in c.icons)
    solve_sphere = Counter(i.problem[:2] for c in IDEAS for i in c.icons
                           if isinstance(i, Solve) and i.problem != "any")
    brash_sphere = Counter(i.sphere for c in IDEAS for i in c.icons if isinstance(i, Company) and i.brash)
    company_side = Counter((i.sphere, i.side) for c in IDEAS for i in c.icons if isinstance(i, Company))
    return {
        "pairs": Counter(c.pair for c in IDEAS),
        "ordered": Counter(c.disciplines.left + c.disciplines.right for c in IDEAS),
        "left": Counter(c.disciplines.left for c in IDEAS),
        "stripes": Counter(s for c in IDEAS for s in (c.disciplines.left, c.disciplines.right)),
        "theme": Counter(c.theme_sphere for c in IDEAS),
        "pair_theme": Counter((c.pair, c.theme_sphere) for c in IDEAS),
        "heat_len": Counter(len(c.heat) for c in IDEAS),
        "heat_colour": Counter(sq for c in IDEAS for sq in c.heat),
        "surge_cards": sum(1 for c in IDEAS if c.surge),
        "surge_len": Counter(len(c.surge) for c in IDEAS if c.surge),
        "surge_colour": Counter(s for c in IDEAS for s in c.surge),
        "icons": icons,
        "icon_total": sum(icons.values()),
        "icons_per_card": Counter(len(c.icons) for c in IDEAS),
        "or_cards": sum(1 for c in IDEAS if any(len(g) == 2 for g in c.impacts)),
        "solve_sphere": solve_sphere,
        "brash_sphere": brash_sphere,
        "company_side": company_side,
        "abilities": Counter(a.type for c in IDEAS for a in c.abilities),
    }


S = stats()


# ----------------------------------------------------------------------------- check 1
def test_trh_b_1_cards():
    """TRH-B-1: 111 ideas, 4 Tipping Points, 1 Plurality, 1 Human Progress, 6 regimes."""
    assert len(cat.IDEAS) == 111
    assert sorted(cat.TIPPING_POINTS) == ["TP-CL", "TP-DW", "TP-FW", "TP-SP"]
    assert cat.PLURALITY.id == "PL" and cat.PLURALITY.kind == "plurality"
    assert cat.HUMAN_PROGRESS.id == "HP" and cat.HUMAN_PROGRESS.stripe is None
    assert len(cat.REGIMES) == 6
    assert 111 + 4 + 1 + 1 == 117  # the one-sided cards of TRH-B-1; 6 regimes = 3 two-sided
    assert [f"I-{n:03d}" for n in range(1, 112)] == sorted(cat.IDEAS)


def test_ids_and_names_unique():
    """Ids and names are unique over every card."""
    cards = IDEAS + SPECIAL
    assert len({c.id for c in cards}) == len(cards)
    names = [c.name.casefold() for c in cards] + [cat.HUMAN_PROGRESS.name.casefold()]
    assert len(set(names)) == len(names), [n for n, k in Counter(names).items() if k > 1]
    flavours = [c.flavor for c in cards]
    assert len(set(flavours)) == len(flavours)


BLOCKLIST = (
    r"neuro-?hack", r"co-?bots?", r"universal\s+minimum\s+wage", r"direct\s+democracy",
    r"eugenic", r"cashless\s+econom",
)


def test_no_blocklisted_names():
    """No known original card name, nor any name built on the listed themes."""
    for c in IDEAS + SPECIAL:
        for pat in BLOCKLIST:
            assert not re.search(pat, c.name, re.I), (c.id, c.name)
            assert not re.search(pat, c.flavor, re.I), (c.id, c.flavor)


def test_names_and_descriptions_are_written_text():
    """Every idea has a 2–4 word name and a one-sentence description of at most 140 characters."""
    for c in IDEAS + SPECIAL:
        assert 2 <= len(c.name.split()) <= 4, c.name
        assert c.flavor[0].isupper() and c.flavor.endswith("."), c.flavor
        assert len(c.flavor) <= 140 and c.flavor.count(". ") == 0, c.flavor


# ----------------------------------------------------------------------------- check 2
def test_discipline_pairs_and_left_stripes():
    """Pair counts and left-stripe splits exactly."""
    want = {
        "YY": 5, "GG": 5, "BB": 5, "OO": 5,
        "YG": 8, "GY": 7, "YB": 7, "BY": 8, "YO": 8, "OY": 7,
        "GB": 8, "BG": 8, "GO": 7, "OG": 8, "BO": 7, "OB": 8,
    }
    assert dict(S["ordered"]) == want
    assert S["pairs"] == Counter({"Y/Y": 5, "G/G": 5, "B/B": 5, "O/O": 5, "Y/G": 15, "Y/B": 15,
                                  "Y/O": 15, "G/B": 16, "G/O": 15, "B/O": 15})
    assert S["stripes"] == Counter({"Y": 55, "G": 56, "B": 56, "O": 55})
    assert S["left"] == Counter({"Y": 28, "G": 27, "B": 28, "O": 28})


def test_every_discipline_pair_present():
    """Every one of the 10 unordered pairs (and all 16 ordered ones) exists, for viability."""
    assert set(cat.IDEAS_BY_PAIR) == set(cat.PAIRS) and len(cat.PAIRS) == 10
    assert all(cat.IDEAS_BY_PAIR[p] for p in cat.PAIRS)
    assert len(S["ordered"]) == 16


def test_theme_spheres():
    """Theme-sphere counts per pair and in total (28/29/27/27)."""
    table = {
        "Y/Y": (4, 1, 0, 0), "G/G": (0, 4, 1, 0), "B/B": (0, 0, 4, 1), "O/O": (1, 0, 0, 4),
        "Y/G": (6, 6, 2, 1), "Y/B": (6, 1, 6, 2), "Y/O": (6, 1, 2, 6), "G/B": (1, 7, 6, 2),
        "G/O": (2, 6, 1, 6), "B/O": (2, 3, 5, 5),
    }
    for pair, row in table.items():
        got = tuple(S["pair_theme"][(pair, s)] for s in cat.SPHERES)
        assert got == row, pair
    assert S["theme"] == Counter({"FW": 28, "DW": 29, "CL": 27, "SP": 27})


def test_sphere_icons_lean_to_theme():
    """At least 70 % of sphere-coloured icons point at their card's theme sphere."""
    total = home = 0
    for c in IDEAS:
        for i in c.icons:
            sphere = (i.problem[:2] if isinstance(i, Solve) and i.problem != "any"
                      else getattr(i, "sphere", None))
            if sphere is not None:
                total += 1
                home += sphere == c.theme_sphere
    assert total == 57 + 42 + 4
    assert home / total >= 0.70, home / total


# ----------------------------------------------------------------------------- check 3
def test_heat_squares():
    """0–3 squares, 62 white and 49 black, histogram 38/42/24/7."""
    assert S["heat_len"] == Counter({0: 38, 1: 42, 2: 24, 3: 7})
    assert S["heat_colour"] == Counter({"white": 62, "black": 49})
    for c in IDEAS:
        if len(c.heat) == 3:
            assert len(c.icons) >= 3 and "white" in c.heat, c.id


# ----------------------------------------------------------------------------- check 4
def test_surge_arrows():
    """32 cards, 28 single + 4 double, 36 arrows, 9 of each colour."""
    assert S["surge_cards"] == 32
    assert S["surge_len"] == Counter({1: 28, 2: 4})
    assert S["surge_colour"] == Counter({"Y": 9, "G": 9, "B": 9, "O": 9})
    for c in IDEAS + SPECIAL:
        assert set(c.surge) <= {c.disciplines.left, c.disciplines.right}, c.id
        assert len(set(c.surge)) == len(c.surge)
        if c.disciplines.left == c.disciplines.right and c.surge:
            assert c.surge == (c.disciplines.left,)
    assert sum(1 for c in IDEAS if len(c.heat) == 3 and c.surge) <= 2
    assert all(not c.surge and not c.abilities for c in SPECIAL)


# ----------------------------------------------------------------------------- check 5
def test_impact_groups_well_formed():
    """Groups non-empty, an OR group has two alternatives, exactly 16 cards carry one."""
    for c in IDEAS:
        assert c.impacts and all(1 <= len(g) <= 2 for g in c.impacts), c.id
        assert sum(1 for g in c.impacts if len(g) == 2) <= 1, c.id
        for g in c.impacts:
            if len(g) == 2:
                assert g[0] != g[1], c.id
    assert S["or_cards"] == 16
    or_any = sum(1 for c in IDEAS for g in c.impacts if len(g) == 2
                 for i in g if isinstance(i, Solve) and i.problem == "any")
    assert or_any == 2


def test_icon_budgets():
    """The icon totals (203) and the per-card histogram 42/48/19/2."""
    assert S["icons"] == Counter({
        "growth": 44, "heat_growth": 14, "solve": 57, "solve_any": 10, "company": 32,
        "company_brash": 10, "social_resilience": 12, "industry_disruption": 10,
        "exoglobal_recession": 10, "nuclear_exchange": 4,
    })
    assert S["icon_total"] == 203
    assert S["icons_per_card"] == Counter({1: 42, 2: 48, 3: 19, 4: 2})
    assert S["solve_sphere"] == Counter({"FW": 18, "DW": 24, "CL": 9, "SP": 6})
    assert S["brash_sphere"] == Counter({"FW": 2, "DW": 3, "CL": 2, "SP": 3})
    for c in IDEAS:
        assert sum(1 for i in c.icons if i.type == "growth") <= 2, c.id


def test_game_end_only_on_special_cards():
    """No idea ends the game; every Tipping Point and Plurality does, last."""
    assert not any(isinstance(i, GameEnd) for c in IDEAS for i in c.icons)
    for c in SPECIAL:
        assert c.impacts[-1] == (GameEnd(type="game_end"),)


def test_every_effect_type_present():
    """Every impact type of the seed (section G) and every ability type appears in the set."""
    present = {i.type for c in IDEAS + SPECIAL for i in c.icons}
    assert present == set(cat.IMPACT_TYPES)
    assert set(S["abilities"]) == set(cat.ABILITY_TYPES)


def test_industry_disruption_spread():
    """10 disruption cards; every discipline is a stripe on at least 4."""
    cards = [c for c in IDEAS if any(i.type == "industry_disruption" for i in c.icons)]
    assert len(cards) == 10
    for d in cat.DISCIPLINES:
        assert sum(1 for c in cards if d in (c.disciplines.left, c.disciplines.right)) >= 4, d


# ----------------------------------------------------------------------------- check 6
def test_trh_g_2_every_problem_solvable():
    """TRH-G-2: each problem has exactly 3 specific solves, on 3 different discipline
    pairs, at least one on a card with 0–1 heat squares, at most one inside an OR group."""
    assert_every_problem_solvable(IDEAS)


def assert_every_problem_solvable(ideas: list) -> None:
    """TRH-G-2's solves, checked over one card set version's ideas."""
    by_problem: dict[str, list[tuple]] = {p: [] for p in cat.PROBLEMS}
    for c in ideas:
        for g in c.impacts:
            for i in g:
                if isinstance(i, Solve) and i.problem != "any":
                    by_problem[i.problem].append((c, len(g) == 2))
    for pid, hits in by_problem.items():
        assert len(hits) == 3, pid
        assert len({c.pair for c, _ in hits}) == 3, pid
        assert any(len(c.heat) <= 1 for c, _ in hits), pid
        assert sum(1 for _, in_or in hits if in_or) <= 1, pid


# ----------------------------------------------------------------------------- check 7
def test_brash_positions():
    """Q11: each brash icon names a barrier of its sphere and side,
    one icon per listed position; thinker/maker company icons per sphere as designed."""
    brash = sorted(i.brash for c in IDEAS for i in c.icons if isinstance(i, Company) and i.brash)
    assert brash == sorted(["FW-T1", "FW-M1", "DW-T3", "DW-M1", "DW-M2", "CL-T2", "CL-M2",
                            "SP-T2", "SP-M1", "SP-M3"])
    for c in IDEAS:
        for i in c.icons:
            if isinstance(i, Company) and i.brash:
                pos = cat.POSITIONS[i.brash]
                assert pos.kind == "barrier" and pos.sphere == i.sphere and pos.side == i.side
    want = {("FW", "thinker"): 6, ("FW", "maker"): 3, ("DW", "thinker"): 6, ("DW", "maker"): 6,
            ("CL", "thinker"): 6, ("CL", "maker"): 3, ("SP", "thinker"): 6, ("SP", "maker"): 6}
    assert dict(S["company_side"]) == want


# ----------------------------------------------------------------------------- check 8
def test_recession_and_nuclear_heat():
    """Q14: recession cards have exactly one black square, the one referenced (`heat_index`,
    Ruling TRH-G-13); nuclear ideas have 2 black squares; 3+ icons need a white square."""
    for c in IDEAS:
        rec = [i for i in c.icons if isinstance(i, ExoglobalRecession)]
        if rec:
            assert c.heat.count("black") == 1, c.id
            assert c.heat[rec[0].heat_index] == "black", c.id
        if any(isinstance(i, NuclearExchange) for i in c.icons):
            assert c.heat.count("black") == 2, c.id
        if len(c.icons) >= 3:
            assert "white" in c.heat, c.id
    assert sorted(i.sphere for c in IDEAS for i in c.icons if isinstance(i, NuclearExchange)) == \
        sorted(cat.SPHERES)


# ----------------------------------------------------------------------------- check 9
def test_abilities():
    """14 ability cards (4/4/4/2), one ability each, ≤ 2 icons."""
    assert S["abilities"] == Counter({"free_hire": 4, "free_research": 4, "subsidized_work": 4,
                                      "patent_premium": 2})
    for c in IDEAS:
        assert len(c.abilities) <= 1
        if c.abilities:
            assert len(c.icons) <= 2, c.id


# ---------------------------------------------------------------------------- check 10
def test_trh_b_2_infrastructure_boards():
    """TRH-B-2: 4 boards, 24 positions, 14 barriers, 10 utilities, the grid."""
    grid = {"FW": "BUBBUU", "DW": "BUBBBU", "CL": "BBUUBU", "SP": "UBBBUB"}
    assert [b.sphere for b in sorted(cat.BOARDS.values(), key=lambda b: b.column)] == list(cat.SPHERES)
    assert len(cat.POSITIONS) == 24
    kinds = Counter(p.kind for p in cat.POSITIONS.values())
    assert kinds == Counter({"barrier": 14, "utility": 10})
    for s, pattern in grid.items():
        ids = [f"{s}-{side}{row}" for side in "TM" for row in (1, 2, 3)]
        assert "".join("B" if cat.POSITIONS[i].kind == "barrier" else "U" for i in ids) == pattern
        assert cat.BOARDS[s].discipline == cat.SPHERE_DISCIPLINE[s]
    assert cat.SIDE_BOXES[("CL", "thinker")] == ("CL-T1", "CL-T2", "CL-T3")
    assert cat.BARRIERS[("SP", "maker")] == ("SP-M1", "SP-M3")


def test_trh_b_5_problem_tokens():
    """TRH-B-5: 19 distinct problems, 8 green (DW), 6 yellow (FW), 3 blue (CL), 2 orange (SP)."""
    assert len(cat.PROBLEMS) == 19
    assert {s: len(v) for s, v in cat.PROBLEMS_BY_SPHERE.items()} == {"FW": 6, "DW": 8, "CL": 3, "SP": 2}
    assert len({p.name for p in cat.PROBLEMS.values()}) == 19


# ---------------------------------------------------------------------------- check 11
def test_trh_b_3_player_boards():
    """TRH-B-3, TRH-C-1 and TRH-C-4 (player-board data): 4 boards of 8 circles; turn order and splits as designed."""
    want = {"blue": (1, 2, 4, 2), "black": (2, 3, 3, 2), "pink": (3, 3, 4, 1), "red": (4, 4, 3, 1)}
    got = {c: (b.turn_order, b.finance.capital, b.finance.wealth, b.finance.debt)
           for c, b in cat.PLAYER_BOARDS.items()}
    assert got == want
    assert cat.COLOURS_BY_PLAYERS == {2: ("blue", "red"), 3: ("blue", "pink", "red"),
                                      4: ("blue", "black", "pink", "red")}
    assert len({b.role for b in cat.PLAYER_BOARDS.values()}) == 4


def test_regimes():
    """Six regimes, Globalization first; triggers, dominance, scoring."""
    r = cat.REGIMES
    assert list(r)[0] == "REG-GLOB"
    assert cat.REGIME_BY_TRIGGER[("default", None)] == "REG-GLOB"
    assert cat.REGIME_BY_TRIGGER[("three_same", None)] == "REG-PS"
    for d, s in cat.DISCIPLINE_SPHERE.items():
        reg = r[cat.REGIME_BY_TRIGGER[("exactly_two", d)]]
        assert reg.dominant_sphere == s and reg.scoring == "dominant"
    assert r["REG-GLOB"].effects[0].sphere == "DW"
    assert [e.type for e in r["REG-PS"].effects] == ["free_action", "patents_double_all"]
    assert r["REG-PS"].scoring == "singular" and r["REG-GLOB"].scoring == "secret_only"


def test_special_cards():
    """Q16/Q17: one Tipping Point per sphere (1 white + 1 black, its own
    sphere's exchange, then game end); each discipline on exactly two TP stripes; Plurality."""
    stripes = Counter()
    for sphere in cat.SPHERES:
        tp = cat.TIPPING_POINTS[f"TP-{sphere}"]
        assert tp.heat == ("white", "black")
        assert [i.type for i in tp.icons] == ["nuclear_exchange", "game_end"]
        assert tp.icons[0].sphere == sphere
        stripes.update((tp.disciplines.left, tp.disciplines.right))
    assert stripes == Counter({"Y": 2, "G": 2, "B": 2, "O": 2})
    pl = cat.PLURALITY
    assert pl.heat == ("black", "black")
    assert [i.sphere for i in pl.icons[:4]] == list(cat.SPHERES) and pl.icons[4].type == "game_end"


def test_trh_b_4_components():
    """TRH-B-4, TRH-B-6, TRH-B-7, TRH-C-12 (deck size data): counts the engine and the Exoglobal arena read."""
    comp = cat.COMPONENTS
    assert comp.solo["easy"].exoglobals == 3 and comp.solo["easy"].deck_face_up
    assert comp.solo["hard"].exoglobals == 2 and not comp.solo["hard"].deck_face_up
    assert cat.SOLO_ROBOT_ORDER == ("blue", "black", "pink", "red")
    assert comp.price_markers == (0, 1, 2, 3, 4, 5)
    assert (comp.agents_per_player, comp.discs_per_player, comp.starting_agents) == (15, 4, 9)
    assert comp.draw_deck_ideas == 38 and sum(comp.initial_deal.values()) == 14
    # 4 players take 38 + 2 x 4 candidates; solo leaves a sizeable Exoglobal deck
    assert len(cat.IDEAS) - 38 - 2 * 4 >= 12


# ---------------------------------------------------------------------------- worked examples
WORKED = {
    "I-001": ("DW", "GO", ("white",), (), [["growth"], ["solve:DW-1"]]),
    "I-002": ("CL", "BB", (), ("B",), [["company:CL:thinker:None"]]),
    "I-003": ("SP", "OY", ("black",), (), [["company:SP:maker:SP-M1"], ["exoglobal_recession:0"]]),
    "I-004": ("FW", "GB", ("white", "white"), (),
              [["heat_growth"], ["solve:FW-2", "solve:DW-4"], ["social_resilience"]]),
    "I-005": ("CL", "BO", ("white", "black"), ("O",),
              [["industry_disruption"], ["solve:any"], ["company:CL:maker:None"]]),
    "I-006": ("SP", "OB", ("black", "black"), (), [["growth"], ["nuclear_exchange:SP"]]),
    "I-007": ("DW", "GY", (), (), [["growth"], ["growth"]]),
    "I-010": ("FW", "YB", ("white", "black", "black"), ("Y", "B"),
              [["company:FW:thinker:None"], ["solve:FW-1"], ["heat_growth"]]),
}


def _short(i) -> str:
    if isinstance(i, Solve):
        return f"solve:{i.problem}"
    if isinstance(i, Company):
        return f"company:{i.sphere}:{i.side}:{i.brash}"
    if isinstance(i, ExoglobalRecession):
        return f"exoglobal_recession:{i.heat_index}"
    if isinstance(i, NuclearExchange):
        return f"nuclear_exchange:{i.sphere}"
    return i.type


@pytest.mark.parametrize("cid", sorted(WORKED))
def test_worked_examples_present(cid):
    """The worked examples are in the set as written (rules tests use them)."""
    theme, lr, heat, surge, impacts = WORKED[cid]
    c = cat.IDEAS[cid]
    assert (c.theme_sphere, c.disciplines.left + c.disciplines.right, c.heat, c.surge) == \
        (theme, lr, heat, surge)
    assert [[_short(i) for i in g] for g in c.impacts] == impacts
    if cid == "I-007":
        assert [a.type for a in c.abilities] == ["free_hire"]
    else:
        assert c.abilities == ()


def test_worked_special_records():
    """Worked examples 8 and 9 are the actual TP-DW and PL records."""
    tp = cat.TIPPING_POINTS["TP-DW"]
    assert (tp.disciplines.left, tp.disciplines.right, tp.name) == ("G", "O", "Aquifer Partition Crisis")
    assert cat.PLURALITY.name == "Commons Convention"
    assert (cat.PLURALITY.disciplines.left, cat.PLURALITY.disciplines.right) == ("G", "B")


# ---------------------------------------------------------------------------- lookups
def test_lookup_tables_consistent():
    """The hot-path tables agree with the records."""
    assert sum(len(v) for v in cat.IDEAS_BY_PAIR.values()) == 111
    assert sum(len(v) for v in cat.IDEAS_BY_THEME.values()) == 111
    assert cat.pair_key("O", "G") == cat.pair_key("G", "O") == "G/O"
    assert cat.CARD_BLACK_SQUARES["I-010"] == (1, 2) and cat.CARD_WHITE_SQUARES["I-010"] == (0,)
    assert set(cat.CARDS) == set(cat.IDEAS) | set(cat.TIPPING_POINTS) | {"PL"}
    assert cat.BARRIERS_BY_SPHERE["DW"] == ("DW-T1", "DW-T3", "DW-M1", "DW-M2")


# ---------------------------------------------------------------------------- rejection
def _broken(mutate) -> dict:
    raw = copy.deepcopy(read_raw())
    mutate(raw)
    return raw


@pytest.mark.parametrize("mutate, needle", [
    (lambda r: r["ideas"][0]["impacts"].append([]), "impact group"),
    (lambda r: r["ideas"][0].update(surge=["Q"]), "surge"),
    (lambda r: r["ideas"][2].update(heat=["white"]), "recession"),  # I-003's black square gone
    (lambda r: r["ideas"][0]["impacts"][1][0].update(problem="DW-9"), "unknown problem"),
    (lambda r: r["ideas"][2]["impacts"][0][0].update(brash="SP-M2"), "brash"),
    (lambda r: r["ideas"][1].update(name=r["ideas"][0]["name"]), "unique"),
    (lambda r: r["ideas"][0]["impacts"].append([{"type": "game_end"}]), "game"),
    (lambda r: r["player_boards"]["boards"][0]["finance"].update(debt=5), "8 printed circles"),
    (lambda r: r["boards"][0]["positions"].pop(), "positions"),
    (lambda r: r["special"].pop(0), "Tipping Point"),
    (lambda r: r["ideas"][0].update(kind="bogus"), "kind"),
])
def test_schema_rejects_broken_files(mutate, needle):
    """A broken data file is rejected with a clear ``BadInput`` naming the problem."""
    with pytest.raises(BadInput) as exc:
        build_catalog(_broken(mutate))
    assert needle.lower() in str(exc.value).lower(), str(exc.value)


def test_schema_accepts_shipped_files():
    """The shipped files validate (the same path the module import takes)."""
    assert len(build_catalog(read_raw()).ideas) == 111


def test_ideas_json_matches_the_hand_written_table():
    """``ideas.json`` is exactly what ``tools/trh_ideas.py`` expands from its table (no drift)."""
    import json
    from pathlib import Path

    from tests.script_module import load_script

    root = Path(__file__).resolve().parents[2]
    mod = load_script("tools/trh_ideas.py", "trh_ideas")  # tools/ is part of the repository
    shipped = json.loads((root / "pax" / "transhumanity" / "data" / "ideas.json").read_text("utf-8"))
    assert mod.records() == shipped


def test_card_text_reads_impacts_in_order():
    """``card_text`` renders impacts top to bottom with OR groups bracketed, in English and Hungarian."""
    from pax.transhumanity.cardtext import card_text
    assert card_text("I-004") == ("Heat-reducing Growth + (Solve (Chronic Loneliness) OR "
                                      "Solve (Statelessness)) + Social Resilience")
    assert card_text("I-003") == ("Startup (Space maker, brash at SP-M1) + "
                                      "Exoglobal Recession (if heat square 1 is open)")
    assert card_text("I-007").endswith("; your Hire in this column costs $0")
    assert "VAGY" in card_text("I-004", "hu") and "Hontalanság" in card_text("I-004", "hu")
    for cid in cat.CARDS:  # every card renders in both languages
        for lang in ("en", "hu"):
            assert card_text(cid, lang).count("+") == len(cat.CARDS[cid].impacts) - 1


def test_hungarian_names_present():
    """Every problem and regime carries a Hungarian display name (the UI's second language)."""
    assert all(p.name_hu for p in cat.PROBLEMS.values())
    assert len({p.name_hu for p in cat.PROBLEMS.values()}) == 19
    assert [r.name_hu for r in cat.REGIMES.values()][0] == "Globalizáció"


def test_engine_tables_read_the_same_data():
    """The engine's own fast tables (``tables.T``) agree with the validated catalogue record by
    record, for every card-set version's cards."""
    from pax.transhumanity.tables import T

    cards = {**cat.CARDS, **{c.id: c for c in V2_IDEAS + V2_SPECIAL + V3_IDEAS + V3_SPECIAL}}
    assert set(T.cards) == set(cards)
    for cid, c in cards.items():
        e = T.cards[cid]
        assert (e.kind, e.left, e.right, e.heat, e.surge) == \
            (c.kind, c.disciplines.left, c.disciplines.right, c.heat, c.surge), cid
        assert [[i.type for i in g] for g in e.impacts] == [[i.type for i in g] for g in c.impacts], cid
        assert [a[0] for a in e.abilities] == [a.type for a in c.abilities], cid
    assert {sid: sp.barrier for sid, sp in T.spots.items()} == \
        {pid: p.kind == "barrier" for pid, p in cat.POSITIONS.items()}
    assert {p: cat.SPHERES[i] for p, i in T.problems.items()} == {p: x.sphere for p, x in cat.PROBLEMS.items()}
    assert T.finance == {c: (b.finance.capital, b.finance.wealth, b.finance.debt)
                         for c, b in cat.PLAYER_BOARDS.items()}


# ---------------------------------------------------------------------------- card set version 2
# Version 2 (``data/cardset_versions.json``) changes a few cards over version 1 for balance; it
# must keep the structure the rules need: discipline pairs and left stripes, three specific solves
# per problem, heat kinds, and an Exoglobal reading for every icon.
from pax.transhumanity.cardset import SETS  # noqa: E402

V2 = SETS[2].catalog
V2_IDEAS = list(V2.ideas)
V2_SPECIAL = [r for r in V2.special if isinstance(r, cat.CardRecord)]
S2 = stats(V2_IDEAS)


def test_v2_changes_only_what_its_history_names():
    """Version 2 deals the same 111 ideas, 4 Tipping Points and Plurality; the cards it does not
    change are version 1's records as they were."""
    changed = SETS[2].changed
    assert len(V2_IDEAS) == 111 and len(SETS[2].tipping) == 4
    for c in V2_IDEAS + V2_SPECIAL:
        base = c.id[:-1] if c.id[-1] == "b" else c.id
        assert (base in changed) == (c.id != base), c.id
        if c.id == base:
            assert c == cat.CARDS.get(c.id, c), c.id
        else:
            old = cat.CARDS[base]
            assert (c.name, c.theme_sphere, c.disciplines, c.kind) == \
                (old.name, old.theme_sphere, old.disciplines, old.kind)


def test_v2_keeps_pairs_stripes_heat_and_surges():
    """Pairs, left stripes, theme spheres, heat squares and surge arrows as in version 1."""
    for key in ("ordered", "pairs", "stripes", "left", "theme", "pair_theme", "heat_len",
                "heat_colour", "surge_cards", "surge_len", "surge_colour", "abilities"):
        assert S2[key] == S[key], key


def test_v2_every_problem_solvable():
    """TRH-G-2 in version 2: each problem still has exactly 3 specific solves, on 3 different
    discipline pairs, one on a card with 0-1 heat squares, at most one inside an OR group."""
    assert_every_problem_solvable(V2_IDEAS)


def test_v2_icon_budgets():
    """Version 2's icon totals: the same icons as version 1 (203), but the four OR groups holding a
    Startup became separate groups (an Exoglobal already applied both, TRH-K-15): 12 OR cards."""
    assert S2["icons"] == S["icons"] and S2["icon_total"] == 203
    assert S2["icons_per_card"] == S["icons_per_card"]
    assert S2["or_cards"] == 12
    assert not any(isinstance(i, Company) for c in V2_IDEAS for g in c.impacts if len(g) == 2 for i in g)
    assert S2["company_side"] == S["company_side"]
    assert S2["solve_sphere"] == S["solve_sphere"] and S2["brash_sphere"] == S["brash_sphere"]
    for c in V2_IDEAS:
        assert c.impacts and all(1 <= len(g) <= 2 for g in c.impacts), c.id
        assert sum(1 for i in c.icons if i.type == "growth") <= 2, c.id
        if len(c.icons) >= 3:
            assert "white" in c.heat, c.id
        rec = [i for i in c.icons if isinstance(i, ExoglobalRecession)]
        if rec:
            assert c.heat.count("black") == 1 and c.heat[rec[0].heat_index] == "black", c.id


def test_v2_tipping_points():
    """Q16 in version 2: each Tipping Point has one white and one black square, founds a company on
    every barrier of its sphere (its Thinker ones first), then its sphere's Nuclear Exchange and the
    game's end."""
    for sphere in cat.SPHERES:
        tp = next(r for r in V2_SPECIAL if r.id.startswith(f"TP-{sphere}"))
        assert tp.heat == ("white", "black") and not tp.surge and not tp.abilities
        sides = sorted(cat.POSITIONS[b].side for b in cat.BARRIERS_BY_SPHERE[sphere])[::-1]
        assert [i.type for i in tp.icons] == ["company"] * len(sides) + ["nuclear_exchange", "game_end"]
        assert [(i.sphere, i.side, i.brash) for i in tp.icons[:-2]] == [(sphere, side, None) for side in sides]
        assert tp.icons[-2].sphere == sphere
    assert sum(len(cat.BARRIERS_BY_SPHERE[sp]) for sp in cat.SPHERES) == 14
    pl = next(r for r in V2_SPECIAL if r.kind == "plurality")
    assert pl == cat.PLURALITY


def test_v2_every_icon_has_a_robot_reading():
    """TRH-K-15, TRH-K-21..29: every icon type of version 2 is one the Exoglobal arena reads, and
    every type of the seed is still present."""
    present = {i.type for c in V2_IDEAS + V2_SPECIAL for i in c.icons}
    assert present == set(cat.IMPACT_TYPES)


# ---------------------------------------------------------------------------- card set version 3
# Version 3 changes only the four Tipping Points' heat squares over version 2 (a game-length
# change: see ``data/BALANCE.md``).
V3 = SETS[3].catalog
V3_IDEAS = list(V3.ideas)
V3_SPECIAL = [r for r in V3.special if isinstance(r, cat.CardRecord)]


def test_v3_changes_only_the_tipping_points_heat():
    """Version 3 deals version 2's ideas and Plurality as they are; each Tipping Point is version
    2's with two white heat squares above its black one (TRH-F-9: two Heat agents to syndicate it)."""
    assert V3_IDEAS == V2_IDEAS and len(SETS[3].tipping) == 4
    v2 = {r.id[:5]: r for r in V2_SPECIAL if r.kind == "tipping_point"}
    for tp in (r for r in V3_SPECIAL if r.kind == "tipping_point"):
        old = v2[tp.id[:5]]
        assert tp.id == old.id[:-1] + "c" and tp.heat == ("white", "white", "black")
        assert (tp.name, tp.disciplines, tp.impacts, tp.surge, tp.abilities) == \
            (old.name, old.disciplines, old.impacts, old.surge, old.abilities)
    assert next(r for r in V3_SPECIAL if r.kind == "plurality") == cat.PLURALITY
    assert {i.type for c in V3_IDEAS + V3_SPECIAL for i in c.icons} == set(cat.IMPACT_TYPES)


# ---------------------------------------------------------------------------- card set version 4
# Version 4 changes only two player boards' starting finance split (TRH-C-4) over version 3 (a
# wins-by-seat change: see ``data/BALANCE.md``).
def test_v4_changes_only_two_boards_starting_finance():
    """TRH-C-4: version 4 deals version 3's cards as they are; blue starts at Capital 2, Wealth 3,
    Debt 3 and pink at 4/3/1, black and red as before, each board still 8 circles; the money a
    board raises before all-Debt (2 x Capital + Wealth) does not fall with turn order."""
    from pax.transhumanity.tables import T

    v4 = SETS[4]
    assert (list(v4.catalog.ideas), v4.catalog.special) == (V3_IDEAS, V3.special)
    assert v4.finance == {"blue": (2, 3, 3), "black": (3, 3, 2), "pink": (4, 3, 1), "red": (4, 3, 1)}
    assert {c: f for c, f in SETS[3].finance.items()} == T.finance  # versions 1-3 keep version 1's
    money = [2 * v4.finance[c][0] + v4.finance[c][1] for c in T.turn_order]
    assert money == sorted(money) == [7, 9, 11, 11] and all(sum(f) == 8 for f in v4.finance.values())
    assert all(T.finance_of(v) == SETS[v].finance for v in SETS)
