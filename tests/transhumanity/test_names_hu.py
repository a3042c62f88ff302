"""Hungarian names of our own Pax Transhumanity card set (issue 35): the set is ours, so its card
names are translated (``data/names_hu.json``); the Hungarian UI shows them on the table, in the
choices and the log, and the English UI is unchanged. Not a rules change: no rule ID applies
beyond the card set's data (data/README.md)."""

from __future__ import annotations

import json
import random

import pytest

from pax import facade
from pax.core.errors import BadInput
from pax.transhumanity import catalog as C
from pax.transhumanity.cardinfo import catalog
from pax.transhumanity.tables import T


def test_every_card_of_every_version_has_its_own_hungarian_name():
    ids = [*T.cards, "HP"]
    names = {cid: C.name_hu(cid) for cid in ids}
    assert all(n and n.strip() for n in names.values()), [cid for cid, n in names.items() if not n]
    # a card changed in a later version keeps its name; otherwise every card has a name of its own
    by_base = {C.base_card_id(cid): n for cid, n in names.items()}
    assert len(set(by_base.values())) == len(by_base)
    # in our own words: never the English name left as it is
    assert all(C.NAMES_HU[cid].casefold() != T.names[cid].casefold() for cid in C.NAMES_HU if cid in T.names)


def test_a_card_without_a_hungarian_name_is_refused():
    raw = C.read_raw()
    raw["names_hu"] = {k: v for k, v in raw["names_hu"].items() if k != "I-001"}
    with pytest.raises(BadInput, match="Hungarian name"):
        C.build_catalog(raw)
    raw["names_hu"] = {**C.NAMES_HU, "I-999": "Nincs ilyen"}
    with pytest.raises(BadInput, match="unknown cards"):
        C.build_catalog(raw)


def test_catalogue_gives_the_table_both_names():
    cards = catalog()["cards"]
    for cid, c in cards.items():
        assert c["name"] == T.names[cid]
        assert c["name_hu"] == C.name_hu(cid)


def _call(**req):
    out = json.loads(facade.handle(json.dumps(req)))
    assert out["ok"], out
    return out


def _named_in_both_languages(ids: list[str], seed: int, tries: int, what: str) -> None:
    """Play random moves until a choice names one of ``ids`` (not a hidden decision: its log line
    names nothing, TRH-C-20); that choice and the log line of its move say the Hungarian name in
    Hungarian and the English name in English (from the facade, as the page gets them)."""
    p = _call(op="new", game="transhumanity", players=2, seed=seed, lang="en")
    rng = random.Random(seed)
    named: list[tuple[dict[str, object], str]] = []
    for _ in range(tries):
        named = [(a, i) for a in p["legal"] for i in ids if T.names[i] in a["label"] and a["kind"] != "secret"]
        if named:
            break
        p = _call(op="apply", setup=p["setup"], actions=p["actions"], index=rng.choice(p["legal"])["index"], lang="en")
    assert named, f"no choice names a {what}"
    action, nid = named[0]
    hu = _call(op="open", setup=p["setup"], actions=p["actions"], lang="hu")
    label_hu = next(a["label"] for a in hu["legal"] if a["index"] == action["index"])
    assert C.name_hu(nid) in label_hu and T.names[nid] not in label_hu, label_hu
    after_en = _call(op="apply", setup=p["setup"], actions=p["actions"], index=action["index"], lang="en")
    after_hu = _call(op="open", setup=after_en["setup"], actions=after_en["actions"], lang="hu")
    assert T.names[nid] in after_en["log"][-1]["text"]
    assert C.name_hu(nid) in after_hu["log"][-1]["text"]


def test_hungarian_choices_and_log_name_cards_in_hungarian_english_unchanged():
    """TRH-D-1 (a turn's choices name the cards they act on): the first choice of a played game
    that names a card says its Hungarian name in Hungarian and its English name in English, and
    so does the log line of that move."""
    _named_in_both_languages(list(T.cards), seed=3, tries=200, what="card")


SPOTS = [p.id for b in C.CATALOG.boards for p in b.positions]


def test_every_board_spot_has_its_own_hungarian_name_in_the_catalogue():
    """The boards' spots are our own names too: each has a Hungarian name of its own, never the
    English one left as it is, and the table's catalogue carries both (TRH-B-2: the infrastructure boards)."""
    names = {sid: C.name_hu(sid) for sid in SPOTS}
    assert len(names) == 24 and all(n and n.strip() for n in names.values()), names
    assert len(set(names.values())) == len(names)
    assert all(names[sid].casefold() != T.names[sid].casefold() for sid in SPOTS)
    spots = {s["id"]: s for sph in catalog()["spheres"] for s in sph["spots"]}
    assert {sid: (s["name"], s["name_hu"]) for sid, s in spots.items()} == {sid: (T.names[sid], names[sid]) for sid in SPOTS}


def test_a_spot_without_a_hungarian_name_is_refused():
    raw = C.read_raw()
    raw["names_hu"] = {k: v for k, v in raw["names_hu"].items() if k != "CL-T2"}
    with pytest.raises(BadInput, match="Hungarian name"):
        C.build_catalog(raw)


def test_hungarian_choices_and_log_name_spots_in_hungarian():
    """TRH-D-1: a choice that names a board spot (a Hire, a divest) says its Hungarian name in
    Hungarian, and so does that move's log line."""
    _named_in_both_languages(SPOTS, seed=5, tries=300, what="spot")
