"""The Pax Transhumanity guide's content (web/games/transhumanity/howto.json, which the How-to
generator turns into the game's How to play page) and the Key's words:

- the JSON is well formed, with English and Hungarian everywhere;
- every TRH rule ID of ../shared/rules/transhumanity.md (the IDs as shared/tools/rule_coverage.py
  finds them) has an explanation in both languages, and appears in exactly one section;
- ``ruling`` is true exactly for the rules whose spec entry has a ``Ruling`` line (our decision
  where the summary is silent, e.g. TRH-F-21, TRH-K-22), false for the others (e.g. TRH-A-3);
- every figure the guide names is a kind of figures.js's ``KINDS`` (drawn by the table's code);
- every string the Key (key.js) and the figures name exists in both languages, one per impact icon.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "web" / "games" / "transhumanity"
HOWTO = GAME / "howto.json"
STRINGS = json.loads((ROOT / "web" / "i18n" / "strings.json").read_text(encoding="utf-8"))


def spec_text() -> str:
    # ../shared beside the checkout (the main tree), or two levels up (a worktree under wt/)
    for p in (ROOT.parent / "shared" / "rules" / "transhumanity.md", ROOT.parent.parent / "shared" / "rules" / "transhumanity.md"):
        if p.exists():
            return p.read_text(encoding="utf-8")
    pytest.skip("../shared/rules/transhumanity.md is not here")


def spec_ids() -> list[str]:
    """The rule IDs, found as shared/tools/rule_coverage.py finds them."""
    return sorted(set(re.findall(r"\bTRH-[A-Z]-\d+\b", spec_text())))


def spec_rulings() -> dict[str, bool]:
    """Per rule heading: whether its entry (up to the next heading) has a ``Ruling`` line."""
    out = {}
    for m in re.finditer(r"^#### (TRH-[A-Z]-\d+) —.*?(?=^#)", spec_text() + "\n#", re.M | re.S):
        out[m.group(1)] = bool(re.search(r"^Ruling\b", m.group(0), re.M))
    return out


def guide() -> dict:
    return json.loads(HOWTO.read_text(encoding="utf-8"))


def both(d: object) -> bool:
    return isinstance(d, dict) and all(isinstance(d.get(k), str) and d[k].strip() for k in ("en", "hu"))


def kinds() -> set[str]:
    """The keys of figures.js's ``export const KINDS = { … };`` (``name`` or ``name: value``)."""
    src = (GAME / "figures.js").read_text(encoding="utf-8")
    block = re.search(r"export const KINDS = \{(.*?)\};", src, re.S)
    assert block, "figures.js exports no KINDS object"
    names = set()
    for part in block.group(1).split(","):
        m = re.fullmatch(r"\s*([A-Za-z_]\w*)\s*(?::.*)?", part, re.S)
        if m:
            names.add(m.group(1))
    return names


def test_guide_is_well_formed_in_both_languages():
    g = guide()
    assert g["game"] == "transhumanity"
    assert both(g["title"]) and both(g["intro"])
    ids = [s["id"] for s in g["sections"]]
    assert len(ids) == len(set(ids)) and all(re.fullmatch(r"[a-z][a-z0-9-]*", i) for i in ids)
    for s in g["sections"]:
        assert both(s["title"]), s["id"]
        assert s["body"] and all(both(p) for p in s["body"]), s["id"]
        for f in s["figures"]:
            assert isinstance(f["kind"], str) and isinstance(f["args"], dict) and both(f["caption"]), (s["id"], f)
    for item in g["glossary"]:
        assert both(item["term"]) and both(item["text"]), item["id"]
    assert len({i["id"] for i in g["glossary"]}) == len(g["glossary"])
    # the sections the issue asks for: the goal, a turn, every action, the solo arena, endings, scoring
    for need in ("goal", "turn", "fundraise", "syndicate", "commercialize", "hire", "research", "placate-import",
                 "solo", "endings", "scoring"):
        assert need in ids, need


def test_every_rule_of_the_spec_is_explained_in_both_languages():
    """TRH-A-1 … TRH-K-30: each an entry, English and Hungarian, in our words (never the same text)."""
    rules = guide()["rules"]
    ids = spec_ids()
    assert len(ids) > 150
    assert sorted(rules) == ids, (set(ids) - set(rules), set(rules) - set(ids))
    for rid, e in rules.items():
        assert both(e), rid
        assert e["en"].strip() != e["hu"].strip(), rid
        assert isinstance(e["ruling"], bool), rid


def test_every_rule_is_in_exactly_one_section():
    g = guide()
    seen: dict[str, list[str]] = {}
    for s in g["sections"]:
        for rid in s["rules"]:
            seen.setdefault(rid, []).append(s["id"])
    for rid in spec_ids():
        assert len(seen.get(rid, [])) == 1, (rid, seen.get(rid))
    assert set(seen) <= set(spec_ids())


def test_rulings_are_flagged_as_in_the_spec():
    """``ruling`` marks exactly the rules with a Ruling line (TRH-F-21 yes, TRH-A-3 no)."""
    rulings = spec_rulings()
    assert set(rulings) == set(spec_ids())
    rules = guide()["rules"]
    wrong = {rid: rules[rid]["ruling"] for rid, r in rulings.items() if rules[rid]["ruling"] != r}
    assert not wrong, wrong
    assert rules["TRH-F-21"]["ruling"] and not rules["TRH-A-3"]["ruling"]


def test_every_figure_kind_is_drawn_by_figures_js():
    k = kinds()
    assert {"card", "heat", "spot", "agent", "company", "splay", "sphere", "tableau", "regime", "icons"} <= k
    used = {f["kind"] for s in guide()["sections"] for f in s["figures"]}
    assert used and used <= k, used - k
    # the guide shows each spot kind (thinker, maker, barrier, utility) and both heat colours
    spots = {(f["args"].get("side"), f["args"].get("barrier")) for s in guide()["sections"] for f in s["figures"] if f["kind"] == "spot"}
    assert {("T", True), ("T", False), ("M", True), ("M", False)} <= spots
    heat = {f["args"].get("colour") for s in guide()["sections"] for f in s["figures"] if f["kind"] == "heat"}
    assert {"white", "black"} <= heat


def test_the_keys_words_exist_in_both_languages():
    """Every ``trh.key…`` string key.js and figures.js name, and one per impact icon of the table."""
    src = (GAME / "key.js").read_text(encoding="utf-8") + (GAME / "figures.js").read_text(encoding="utf-8")
    named = set(re.findall(r"\"(trh\.key(?:\.[a-z_]+)?)\"", src))
    icon_types = re.search(r"const ICON = \{(.*?)\};", (GAME / "pieces.js").read_text(encoding="utf-8"), re.S)
    assert icon_types
    types = re.findall(r"(\w+):", icon_types.group(1))
    assert len(types) == 9
    named |= {f"trh.key.icon.{t}" for t in types}
    assert len(named) > 30
    for key in named:
        for lang in ("en", "hu"):
            assert STRINGS[lang].get(key, "").strip(), (lang, key)
