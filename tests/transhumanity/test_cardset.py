"""Card-set versions (``pax/transhumanity/cardset.py``): a setup records the version it plays, a
setup without one is version 1, new games get the current version, and each later version is a
recorded list of changes over the one before.

These are tests of the data's versioning, not of a rule: the rules read whatever card records the
game's version deals (TRH-C-12, TRH-C-16)."""

from __future__ import annotations

import pytest

from pax import facade
from pax.core import BadInput, share
from pax.transhumanity import cardset
from pax.transhumanity.cardset import CURRENT, SETS, load, version_id
from pax.transhumanity.catalog import read_raw
from pax.transhumanity.invariants import violations
from pax.transhumanity.state import clone
from pax.transhumanity.tables import T

from .helpers import RULES, do, play


def cards_in(s) -> set[str]:
    """Every card id a state holds, wherever it lies."""
    return {*s.deck, *s.aside, *s.exo_deck, *s.held, *s.discard, *(e["id"] for e in s.splay),
            *(slot["id"] for col in s.market for slot in col if slot),
            *(c for t in s.tanks for c in t), *(c for c in s.secret_card if c),
            *(c for cs in s.cands for c in cs)}


def test_a_setup_without_a_card_set_plays_version_1():
    """A setup made before versioning (links, saves) names no card set: it deals version 1."""
    for players, opts in RULES.setups():
        s = RULES.initial_state(RULES.make_setup(players, 7, None, opts))
        assert "cards" not in s.setup.options
        assert cards_in(s) == T.set_cards[1]


def test_version_1_named_explicitly_is_stored_as_no_version():
    """``{"cards": 1}`` is version 1, kept out of the options so the setup (and its link) is the same
    as one made before versioning."""
    assert RULES.make_setup(2, 3, None, {"cards": 1}) == RULES.make_setup(2, 3, None, None)
    a = RULES.initial_state(RULES.make_setup(3, 3, None, {"cards": 1}))
    b = RULES.initial_state(RULES.make_setup(3, 3, None, None))
    assert a.model_dump_json() == b.model_dump_json()


def test_a_new_game_plays_the_current_card_set():
    """A game started now (``new_game``, the page's ``new`` request) records and deals the current
    version."""
    for players, opts in RULES.setups():
        s = RULES.new_game(players, 11, options=opts)
        assert cardset.version_of(s.setup.options) == CURRENT
        assert cards_in(s) == T.set_cards[CURRENT]
    reply = facade.call({"op": "new", "game": "transhumanity", "players": 2, "seed": 5})
    assert reply["ok"], reply
    assert reply["setup"]["options"].get("cards", 1) == CURRENT


@pytest.mark.parametrize("bad", [0, 99, "2", True, 2.0, None, [2]])
def test_an_unknown_card_set_is_refused_with_a_message(bad):
    """A tampered or too-new link names a card set this build does not have: a clear message."""
    with pytest.raises(BadInput) as err:
        RULES.make_setup(2, 1, None, {"cards": bad})
    assert err.value.key == "setup.cards"


def test_a_later_version_changes_only_the_cards_it_names():
    """Version 2 of a made-up history: the changed card gets a new id and its new fields; every
    other card, and version 1, stay as they were."""
    raw = read_raw()
    first = raw["ideas"][0]
    history = [{"version": 2, "changes": [
        {"card": first["id"], "set": {"heat": ["black"]}, "why": "a test"}]},
        {"version": 3, "changes": [
            {"card": first["id"], "set": {"surge": []}, "why": "a test"},
            {"card": "TP-FW", "set": {"heat": ["black"]}, "why": "a test"}]}]
    sets = load(raw, history)
    assert sets[1].ideas == SETS[1].ideas and first["id"] in sets[1].ideas
    new2, new3 = version_id(first["id"], 2), version_id(first["id"], 3)
    assert (new2, new3) == (first["id"] + "b", first["id"] + "c")
    assert sets[2].ideas == tuple(new2 if c == first["id"] else c for c in sets[1].ideas)
    assert sets[3].ideas == tuple(new3 if c == first["id"] else c for c in sets[1].ideas)
    rec3 = next(r for r in sets[3].catalog.ideas if r.id == new3)
    assert rec3.heat == ("black",) and rec3.surge == () and rec3.name == first["name"]
    assert "TP-FWc" in sets[3].tipping and "TP-FW" in sets[2].tipping
    assert raw["ideas"][0] == first  # the history never edits version 1's data


@pytest.mark.parametrize("history", [
    [{"version": 3, "changes": []}],                                                 # a gap
    [{"version": 2, "changes": [{"card": "I-999", "set": {"heat": []}, "why": "x"}]}],  # no such card
    [{"version": 2, "changes": [{"card": "I-001", "set": {"name": "New"}, "why": "x"}]}],  # a name
    [{"version": 2, "changes": [{"card": "I-001", "set": {"heat": []}}]}],            # no reason
    [{"version": 2, "changes": [{"card": "I-001", "set": {"surge": ["Q"]}, "why": "x"}]}],  # invalid
])
def test_a_bad_version_history_is_refused(history):
    """Each version is validated like version 1 (the catalogue's checks) and says why it changes."""
    with pytest.raises(BadInput):
        load(read_raw(), history)


def test_trh_c_4_a_later_version_may_change_a_boards_starting_finance(monkeypatch):
    """TRH-C-4: the starting Capital/Wealth/Debt split is player-board data, and a card-set version
    may change it (a change names the board's colour). Games of that version start with the new
    split, in multiplayer and in the solo seat; older versions keep theirs."""
    from pax.transhumanity import setup as trh_setup
    from pax.transhumanity.tables import build
    from pax.transhumanity.catalog import CATALOG

    history = [*cardset.read_history(), {"version": CURRENT + 1, "changes": [
        {"board": "blue", "set": {"finance": {"capital": 1, "wealth": 4, "debt": 3}}, "why": "a test"}]}]
    sets = load(read_raw(), history)
    new = CURRENT + 1
    assert sets[new].finance["blue"] == (1, 4, 3)
    assert {c: f for c, f in sets[new].finance.items() if c != "blue"} == \
        {c: f for c, f in sets[CURRENT].finance.items() if c != "blue"}
    assert sets[new].ideas == sets[CURRENT].ideas  # no card changed
    tables = build(CATALOG, sets)
    monkeypatch.setattr(trh_setup, "T", tables)
    monkeypatch.setattr(cardset, "SETS", sets)
    def setup_of(players, options):  # the rules' own check knows only the recorded versions
        made = RULES.make_setup(players, 5, None, {k: v for k, v in options.items() if k != "cards"})
        return made.model_copy(update={"options": {**made.options, **options}})

    s = trh_setup.initial(setup_of(2, {"cards": new}))
    assert s.colours[0] == "blue" and s.fin[0] == [1, 4, 3]
    assert trh_setup.initial(setup_of(2, {})).fin[0] == list(T.finance_of(1)["blue"])
    solo = trh_setup.initial(setup_of(1, {"solo": "easy", "cards": new}))
    trh_setup.set_colour(solo, "blue")
    assert solo.fin[0] == [1, 4, 3]


@pytest.mark.parametrize("change", [
    {"board": "green", "set": {"finance": {"capital": 2, "wealth": 4, "debt": 2}}, "why": "x"},  # no board
    {"board": "blue", "set": {"finance": {"capital": 3, "wealth": 4, "debt": 2}}, "why": "x"},   # 9 circles
    {"board": "blue", "set": {"role": "Pilot"}, "why": "x"},                                     # not finance
    {"board": "blue", "set": {"finance": {"capital": 2, "wealth": 4, "debt": 2}}},               # no reason
])
def test_a_bad_board_change_is_refused(change):
    """A board change is validated like the data files (8 circles, a known colour) and says why."""
    with pytest.raises(BadInput):
        load(read_raw(), [{"version": 2, "changes": [change]}])


def test_a_game_holds_only_its_own_versions_cards(made_up_v2):
    """A hand-edited save that swaps a card of another version into a game is refused."""
    old_id, new_id = made_up_v2
    for setup, foreign in ((RULES.make_setup(2, 4, None, None), new_id), (RULES.new_setup(2, 4), old_id)):
        s = RULES.initial_state(setup)
        assert not violations(s)
        bad = clone(s)
        bad.deck[0] = foreign
        assert violations(bad)


def test_a_share_link_keeps_its_card_set():
    """A link of a new game carries its version; a link of a version-1 game carries none, as before."""
    for opts in ({"cards": CURRENT}, {"cards": 1}):
        setup = RULES.make_setup(2, 9, None, opts)
        s = RULES.initial_state(setup)
        moves = []
        for _ in range(30):
            legal = RULES.legal_actions(s)
            moves.append(len(moves) % len(legal))
            s = RULES.apply(s, legal[moves[-1]])
        back, indices, state = share.decode(share.encode(setup, moves))
        assert back == setup and indices == moves
        assert state.model_dump_json() == s.model_dump_json()


@pytest.fixture
def made_up_v2(monkeypatch):
    """A made-up version 2 (one idea with a changed heat row) installed as the current card set, the
    way ``tables.load`` installs a recorded one."""
    from pax.transhumanity import rules as rules_mod, tables

    raw = read_raw()
    first = raw["ideas"][0]["id"]
    cs = load(raw, [{"version": 2, "changes": [{"card": first, "set": {"heat": ["black"]}, "why": "a test"}]}])[2]
    for rec in cs.catalog.ideas:
        if rec.id not in T.cards:
            card = tables._card(rec)
            monkeypatch.setitem(T.cards, rec.id, card)
            monkeypatch.setitem(T.names, rec.id, rec.name)
            monkeypatch.setitem(T.whites, rec.id, tuple(i for i, k in enumerate(card.heat) if k == "white"))
    monkeypatch.setitem(T.sets, 2, (cs.ideas, cs.tipping))
    monkeypatch.setitem(T.set_cards, 2, cs.card_ids)
    monkeypatch.setitem(cardset.SETS, 2, cs)
    monkeypatch.setattr(rules_mod, "CURRENT", 2)
    return first, version_id(first, 2)


def test_with_a_second_version_new_games_deal_it_and_old_setups_keep_version_1(made_up_v2):
    """New games deal the changed card under its new id; a setup without a version (an old link or
    save) still deals version 1's card; both play on with every invariant holding."""
    old_id, new_id = made_up_v2
    new = RULES.new_game(3, 21)
    assert new.setup.options == {"cards": 2}
    assert new_id in cards_in(new) and old_id not in cards_in(new)
    old = RULES.initial_state(RULES.make_setup(3, 21, None, None))
    assert old_id in cards_in(old) and new_id not in cards_in(old)
    # The same seed deals the same places: the changed card takes its original's place.
    assert [c if c != new_id else old_id for c in new.deck] == old.deck
    for s in (new, old):
        for step in range(150):
            assert not violations(s), step
            legal = RULES.legal_actions(s)
            if not legal:
                break
            s = RULES.apply(s, legal[step % len(legal)])
    setup = new.setup
    back, indices, state = share.decode(share.encode(setup, [0, 0, 0]))
    assert back == setup and cardset.version_of(back.options) == 2


def test_the_recorded_version_4_is_current_and_older_setups_keep_their_version():
    """The card set's recorded versions (``data/cardset_versions.json``): new games deal the newest
    (4), each changed card under its newest id in its original's place, and start from its board
    splits; a setup that names version 2 or 3 still plays that version, and a setup without a
    version (a link or save made before versioning) version 1; every change says why."""
    assert CURRENT == 4 and SETS[2].changed and SETS[3].changed
    assert SETS[4].changed == SETS[3].changed and SETS[4].finance != SETS[3].finance
    for entry in cardset.read_history():
        assert all(ch["why"] for ch in entry["changes"])
    for players, opts in RULES.setups():
        new = RULES.new_game(players, 13, options=opts)
        olds = {v: RULES.initial_state(RULES.make_setup(players, 13, None, {**(opts or {}), "cards": v}))
                for v in (2, 3)}
        old = RULES.initial_state(RULES.make_setup(players, 13, None, opts))
        assert new.setup.options.get("cards") == 4 and "cards" not in old.setup.options
        assert cards_in(new) == T.set_cards[4] and cards_in(old) == T.set_cards[1]
        for v, s in olds.items():
            assert s.setup.options.get("cards") == v and cards_in(s) == T.set_cards[v]
        for later in (new, *olds.values()):
            version = later.setup.options["cards"]
            back = {v: k for k, v in SETS[version].changed.items()}
            assert [back.get(c, c) for c in later.deck] == old.deck
            assert [back.get(c, c) for c in later.aside] == old.aside
            if not opts:  # the solo seat's split waits for its colour (TRH-K-1)
                assert later.fin == [list(SETS[version].finance[c]) for c in later.colours]
        assert not violations(new) and not violations(old) and not any(map(violations, olds.values()))


def _v2_tipping_point_position(companies: tuple[str, ...]):
    """Seat 0 of a version-2 game can commercialize the version-2 First World Tipping Point and
    owns a company on each of ``companies``."""
    from .helpers import employ, fresh, give, syndicated
    from .test_regime_endings import set_splay

    tp = SETS[2].changed["TP-FW"]
    s = fresh(2, cards=2)
    give(s, 0, 10)
    set_splay(s, "YB", exclude=(tp,))
    syndicated(s, 0, 2, tp, 0)
    employ(s, 0, "FW-M2")
    for sp in companies:
        s.company[sp] = 0
    return s, tp


def test_trh_i_5_a_version_2_tipping_point_can_make_the_tycoon():
    """TRH-I-5 with version 2's Tipping Points: their Startups come before the Nuclear Exchange and
    the game's end, so a player who would place a 5th company by them wins at once."""
    startups = sum(1 for g in T.cards[SETS[2].changed["TP-FW"]].impacts for i in g if i.type == "company")
    s, _ = _v2_tipping_point_position(("DW-T1", "DW-T3", "SP-T2", "SP-T3")[: 5 - startups])
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M2")
    s = play(RULES, s, "orient", 0)
    while not RULES.is_over(s):
        s = play(RULES, s, "found", RULES.legal_actions(s)[0].args[0])
    assert RULES.result(s).victory == "tycoon" and RULES.result(s).winners == (0,)


def test_trh_i_2_a_version_2_tipping_point_without_a_tycoon_ends_with_normal_scoring():
    """TRH-I-2 with version 2's Tipping Points: a player far from five companies founds them, and
    the game then ends with Normal scoring as before."""
    s, _ = _v2_tipping_point_position(())
    s = do(RULES, s, "commercialize", 0, 2, 0, "FW-M2")
    s = play(RULES, s, "orient", 0)
    founded = 0
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        assert legal, "the game neither ends nor offers a choice"
        founded += legal[0].kind == "found"
        s = RULES.apply(s, legal[0])
    assert founded >= 1 and RULES.result(s).victory == "normal"
