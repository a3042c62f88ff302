"""One source of truth: the engine's tables and Regime effects come from the validated data files.

Editing ``regimes.json`` or ``components.json`` changes what the engine does (TRH-H-2..7, TRH-E-8/9,
TRH-F-33/37), and no engine module keeps its own copy of a regime's effects.
"""

from __future__ import annotations

import ast
import copy
from pathlib import Path

import pytest

from pax.transhumanity import catalog as cat
from pax.transhumanity import tables
from pax.transhumanity.tables import T

from .helpers import employ, fresh

PKG = Path(__file__).resolve().parents[2] / "pax" / "transhumanity"


def _tables_with(edit) -> tables.Tables:
    raw = copy.deepcopy(cat.read_raw())
    edit(raw)
    return tables.build(cat.build_catalog(raw))


def test_regime_rules_follow_regimes_json():
    """TRH-H-2..7: every Regime's effects, dominant sphere and scoring are read from its record."""
    assert set(T.regimes) == {r.id.removeprefix("REG-") for r in cat.REGIMES.values()}
    for rec in cat.REGIMES.values():
        rule = T.regimes[rec.id.removeprefix("REG-")]
        assert rule.name == rec.name and rule.scoring == rec.scoring
        assert rule.free == {e.action for e in rec.effects if isinstance(e, cat.FreeAction)}
        assert rule.surge_both == any(e.type == "surge_both_disciplines" for e in rec.effects)
        dom = rec.dominant_sphere and cat.SPHERE_DISCIPLINE[rec.dominant_sphere]
        assert rule.dominant == (dom or None)
        assert T.regime_by_trigger[(rec.trigger.type, rec.trigger.colour)] == rule.id
    assert T.regimes["PS"].doubles == set(cat.DISCIPLINES)  # TRH-E-9
    assert T.regimes["Y"].doubles == {"Y"} and not T.regimes["GLOB"].doubles  # TRH-E-8


def test_editing_regimes_json_changes_the_engine(monkeypatch: pytest.MonkeyPatch):
    """TRH-H-3/4: give Group Dynamics free Research instead of free Hire in the data, and the engine
    follows: Hire costs the fee again, Research costs nothing."""
    from pax.transhumanity.prices import hire_price, research_money

    def swap(raw):
        reg = next(r for r in raw["regimes"] if r["id"] == "REG-G")
        reg["effects"] = [{"type": "free_action", "action": "research"}]

    edited = _tables_with(swap)
    s = fresh(2)
    s.regime = "G"
    employ(s, 0, "SP-T2")
    assert hire_price(s, 0, 3) == 0 and research_money(s, 0, 3, "SP-T2") > 0
    monkeypatch.setitem(T.regimes, "G", edited.regimes["G"])
    assert hire_price(s, 0, 3) == T.parts.hire_fee and research_money(s, 0, 3, "SP-T2") == 0


def test_counts_come_from_components_json():
    """TRH-C-1, TRH-C-12..14, TRH-F-31: boards by player count, deck size, market deal and the hire
    fee are the data files' numbers."""
    from pax.transhumanity.setup import initial
    from pax.core import Setup

    edited = _tables_with(lambda raw: raw["components"].update(hire_fee=4))
    assert edited.parts.hire_fee == 4 and T.parts.hire_fee == cat.COMPONENTS.hire_fee
    assert T.colours_by_players == cat.COLOURS_BY_PLAYERS
    s = initial(Setup(game="transhumanity", players=3, seed=5, names=("a", "b", "c")))
    assert s.colours == list(cat.COLOURS_BY_PLAYERS[3])
    assert [sum(x is not None for x in col) for col in s.market] == \
        [cat.COMPONENTS.initial_deal[sp] for sp in cat.SPHERES]
    assert len(s.deck) + 1 == cat.COMPONENTS.draw_deck_ideas - sum(cat.COMPONENTS.initial_deal.values()) \
        + len(cat.TIPPING_POINTS) + 1  # + the Plurality card; one card went to the Splay (TRH-C-18)


def test_no_module_hard_codes_a_regime():
    """No engine module compares the state's Regime with a literal id: the effects live in the data."""
    offenders = []
    for path in sorted(PKG.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare) and any(
                    isinstance(x, ast.Attribute) and x.attr == "regime" for x in (node.left, *node.comparators)):
                offenders.append(f"{path.name}:{node.lineno}")
    assert offenders == []


def _defs(kind: type[ast.AST]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path in sorted(PKG.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, kind):
                out.setdefault(node.name, []).append(path.name)  # type: ignore[attr-defined]
    return out


def test_one_card_type_and_one_impact_text():
    """The package defines one ``Card`` (the engine's, built from the validated records) and one
    ``impact_text``, which the table's card faces and the action sentences share (TRH-F-25)."""
    from pax.transhumanity.cardinfo import catalog
    from pax.transhumanity.cardtext import impact_text

    assert _defs(ast.ClassDef)["Card"] == ["tables.py"]
    assert _defs(ast.FunctionDef)["impact_text"] == ["cardtext.py"]
    face = catalog()["cards"]["I-003"]["impacts"][0][0]
    assert face["en"] == impact_text(T.cards["I-003"].impacts[0][0], "en") == "Startup (Space maker, brash at SP-M1)"
