"""Saves and share links that cannot silently become another game (issue 32).

* A save (format 2) carries a CRC-32 checksum over its setup, moves, rules version and trail: a
  one-digit slip in a saved move is refused with a message key, where format 1 loaded 734 of
  1,676 such slips as a different game.
* A save and a link record the rules version of their game and a trail of what each move chose
  (``pax.core.trail``): replayed by an engine whose legal lists changed, the game opens just
  before the first move that no longer fits, with a message naming it (``game.diverged``).
* Seeds are exact everywhere: beyond JavaScript's safe integers (±(2**53 - 1)) they are refused
  at every entry point (``setup.seed_range``), since the page would round them into another deal.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import pax
from pax import facade
from pax.core import share, trail
from pax.core.errors import BadInput

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = json.loads((ROOT / "web" / "i18n" / "strings.json").read_text())
GOLDEN = json.loads((Path(__file__).resolve().parent / "golden" / "saves_v2.json").read_text())
MAX_SEED = (1 << 53) - 1


def call(op: str, **kw: Any) -> dict[str, Any]:
    """Through the text entry point, exactly as the page calls it."""
    return json.loads(facade.handle(json.dumps({"op": op, **kw})))


def played(game: str = "renaissance", players: int = 2, seed: int = 7, moves: int = 40) -> dict[str, Any]:
    """The reply after ``moves`` seeded random moves, made through the facade as the page makes them."""
    reply = call("new", game=game, players=players, seed=seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        if reply["over"]:
            break
        reply = call("apply", setup=reply["setup"], actions=reply["actions"], index=rnd.randrange(len(reply["legal"])))
        assert reply["ok"], reply
    return reply


def both_languages(key: str, params: dict[str, Any]) -> None:
    for lang in ("en", "hu"):
        text = CATALOGUE[lang][f"engine.{key}"]
        assert set(re.findall(r"\{(\w+)\}", text)) <= set(params), (lang, key, params)


# -- the save record and its checksum ------------------------------------------------------------

def test_every_game_payload_carries_the_save_record_the_page_stores():
    reply = played(moves=12)
    save = reply["save"]
    assert save["format"] == "pax-save" and save["version"] == facade.SAVE_VERSION == 2
    assert save["setup"] == reply["setup"] and save["actions"] == reply["actions"]
    assert save["rules"] == pax.get_rules("renaissance").rules_version
    assert len(save["trail"]) == trail.MARK_CHARS * len(save["actions"]) and re.fullmatch(r"[0-9a-f]{8}", save["check"])
    for op, extra in (("open", {"setup": reply["setup"], "actions": reply["actions"]}),
                      ("decode", {"code": call("share", setup=reply["setup"], actions=reply["actions"])["code"]}),
                      ("load_save", {"save": save})):
        again = call(op, **extra)
        assert again["ok"] and again["save"] == save, (op, again.get("error"))
        assert "notice" not in again


def test_a_one_digit_slip_in_a_saved_move_is_refused():
    """Every one-digit change in the saved moves (or the seed) is refused with save.checksum."""
    save = played(moves=40)["save"]
    text = json.dumps(save)
    start = text.index('"actions": [')
    end = text.index("]", start)
    slips = 0
    for pos in [*range(start, end), *range(text.index('"seed": '), text.index('"seed": ') + 10)]:
        if not text[pos].isdigit():
            continue
        for digit in "0123456789":
            if digit == text[pos]:
                continue
            slipped = json.loads(text[:pos] + digit + text[pos + 1:])
            reply = call("load_save", save=slipped)
            assert reply["ok"] is False, (pos, digit, reply.get("actions"))
            assert reply["key"] == "save.checksum"
            slips += 1
    assert slips > 300
    both_languages("save.checksum", {})


def test_a_format_1_save_still_opens_and_is_written_back_as_format_2():
    reply = played(moves=20)
    v1 = {"format": "pax-save", "version": 1, "setup": reply["setup"], "actions": reply["actions"]}
    out = call("load_save", save=v1)
    assert out["ok"] and out["actions"] == reply["actions"] and "notice" not in out
    assert out["save"] == reply["save"]  # the same game, now with its checksum and trail


@pytest.mark.parametrize("change", [
    {"check": None}, {"check": "00000000"}, {"trail": None}, {"trail": "AA"}, {"rules": None}, {"rules": "1"},
    {"rules": 0},
])
def test_a_format_2_save_without_a_matching_checksum_or_trail_is_refused(change):
    save = {**played(moves=6)["save"], **change}
    save = {k: v for k, v in save.items() if v is not None}
    reply = call("load_save", save=save)
    assert reply["ok"] is False and reply["key"] in ("save.checksum", "save.damaged"), reply


# -- seeds beyond JavaScript's safe integers -----------------------------------------------------

BIG_LINK = "AgACgoCAgICAgICAAQFBAUICe30DIfCrjg"  # seed 2**62 + 1, link format 2


@pytest.mark.parametrize("seed", [MAX_SEED + 1, -MAX_SEED - 1, (1 << 62) + 1, 9007199254740993, -(1 << 63)])
def test_a_seed_beyond_2_53_is_refused_at_every_entry_point(seed):
    setup = {"game": "renaissance", "players": 2, "seed": seed, "names": ["A", "B"], "options": {}}
    for reply in (call("new", game="renaissance", players=2, seed=seed),
                  call("open", setup=setup, actions=[]),
                  call("apply", setup=setup, actions=[], index=0),
                  call("share", setup=setup, actions=[]),
                  call("load_save", save={"format": "pax-save", "version": 1, "setup": setup, "actions": []})):
        assert reply["ok"] is False and reply["key"] == "setup.seed_range", reply
        both_languages("setup.seed_range", reply["params"])
    with pytest.raises(BadInput) as info:
        pax.get_rules("transhumanity").new_game(2, seed)
    assert info.value.key == "setup.seed_range"


def test_the_hand_made_link_with_seed_2_62_is_refused_not_rounded():
    with pytest.raises(BadInput) as info:
        share.decode(BIG_LINK)
    assert info.value.key == "setup.seed_range"
    reply = call("decode", code=BIG_LINK)
    assert reply["ok"] is False and reply["key"] == "setup.seed_range"


@pytest.mark.parametrize("seed", [MAX_SEED, -MAX_SEED, 0])
def test_the_largest_exact_seeds_play(seed):
    reply = call("new", game="renaissance", players=2, seed=seed)
    assert reply["ok"] and reply["setup"]["seed"] == seed
    code = call("share", setup=reply["setup"], actions=[0])["code"]
    assert share.decode(code)[0].seed == seed
    assert call("load_save", save=call("open", setup=reply["setup"], actions=[0])["save"])["ok"]


# -- rules versions ------------------------------------------------------------------------------

@pytest.mark.parametrize("game", ["renaissance", "transhumanity"])
def test_each_game_declares_its_rules_version_in_its_own_package(game):
    rules = pax.get_rules(game)
    declared = [c for c in type(rules).__mro__ if "rules_version" in c.__dict__]
    assert declared[0] is type(rules) and type(rules).__module__.startswith(f"pax.{game}.")
    assert isinstance(rules.rules_version, int) and rules.rules_version >= 1


def changed_legal_list(monkeypatch: pytest.MonkeyPatch, game: str, from_step: int) -> None:
    """The fixture's rules change: rules version + 1, and from step ``from_step`` on the legal list
    is reversed (a reordering, as a rules fix that inserts or removes a choice would shift indices)."""
    rules = pax.get_rules(game)
    original = type(rules).legal_actions

    def legal_actions(state: Any) -> list[Any]:
        legal = original(rules, state)
        return legal[::-1] if state.step >= from_step else legal

    monkeypatch.setattr(rules, "legal_actions", legal_actions)
    monkeypatch.setattr(type(rules), "rules_version", rules.rules_version + 1)
    monkeypatch.setattr(facade, "_current", None)  # the facade's replay cache holds the old engine


def first_reversal_that_changes(game: str, setup: dict[str, Any], actions: list[int], from_step: int) -> int:
    """The first move at or after ``from_step`` whose choice the reversed list changes (0-based)."""
    rules = pax.get_rules(game)
    state = rules.initial_state(rules.make_setup(setup["players"], setup["seed"], setup["names"], setup["options"]))
    for k, i in enumerate(actions):
        legal = rules.legal_actions(state)
        if k >= from_step and legal[-1 - i] != legal[i]:
            return k
        state = rules.apply_trusted(state, legal[i])
    raise AssertionError("the fixture's change never shows")


@pytest.mark.parametrize("case", GOLDEN["saves"], ids=lambda c: f"{c['save']['setup']['game']}-{c['save']['setup']['players']}p")
def test_a_save_of_an_older_rules_version_with_the_same_legal_lists_opens_identically(case, monkeypatch):
    rules = pax.get_rules(case["save"]["setup"]["game"])
    monkeypatch.setattr(type(rules), "rules_version", rules.rules_version + 1)
    reply = call("load_save", save=case["save"])
    assert reply["ok"] and reply["actions"] == case["save"]["actions"] and "notice" not in reply
    assert reply["step"] == case["expect"]["step"] and reply["over"] == case["expect"]["over"]
    assert reply["save"]["rules"] == rules.rules_version  # written back under the current version
    reply = call("decode", code=case["link"])
    assert reply["ok"] and reply["actions"] == case["save"]["actions"] and "notice" not in reply


@pytest.mark.parametrize("case", GOLDEN["saves"], ids=lambda c: f"{c['save']['setup']['game']}-{c['save']['setup']['players']}p")
def test_a_save_of_an_older_rules_version_stops_at_the_first_divergent_move(case, monkeypatch):
    save = case["save"]
    game = save["setup"]["game"]
    from_step = len(save["actions"]) // 3
    divergent = first_reversal_that_changes(game, save["setup"], save["actions"], from_step)
    changed_legal_list(monkeypatch, game, from_step)
    reply = call("load_save", save=save)
    assert reply["ok"], reply
    assert reply["actions"] == save["actions"][:divergent]  # the consistent moves, no further
    notice = reply["notice"]
    assert notice["key"] == "game.diverged"
    assert notice["params"]["move"] == divergent + 1 and notice["params"]["version"] == save["rules"]
    assert notice["params"]["current"] == save["rules"] + 1
    both_languages("game.diverged", notice["params"])
    # what the page stores now is the consistent part, under the current rules version
    assert reply["save"]["actions"] == reply["actions"] and reply["save"]["rules"] == save["rules"] + 1
    assert call("load_save", save=reply["save"]).get("notice") is None


@pytest.mark.parametrize("case", GOLDEN["saves"], ids=lambda c: f"{c['save']['setup']['game']}-{c['save']['setup']['players']}p")
def test_a_link_of_an_older_rules_version_stops_before_the_first_divergent_move(case, monkeypatch):
    """A link holds one digest per block of moves (links stay short): it opens at the start of the
    block holding the first divergent move, and the message names the first move not replayed."""
    save = case["save"]
    game = save["setup"]["game"]
    from_step = len(save["actions"]) // 3
    divergent = first_reversal_that_changes(game, save["setup"], save["actions"], from_step)
    changed_legal_list(monkeypatch, game, from_step)
    reply = call("decode", code=case["link"])
    assert reply["ok"], reply
    stop = divergent - divergent % share.BLOCK
    assert reply["actions"] == save["actions"][:stop]
    assert reply["notice"]["key"] == "game.diverged" and reply["notice"]["params"]["move"] == stop + 1
    both_languages("game.diverged", reply["notice"]["params"])
    with pytest.raises(BadInput) as info:  # the Python API refuses rather than returning a shorter game
        share.decode(case["link"])
    assert info.value.key == "game.diverged"


def test_a_legal_list_grown_at_its_end_is_caught_though_the_choice_is_the_same(monkeypatch):
    """The trail records the legal count too: a list that changed anywhere is caught, even when the
    chosen action stayed the same (a conservative stop: the rest of the game may mean otherwise)."""
    case = GOLDEN["saves"][0]
    rules = pax.get_rules(case["save"]["setup"]["game"])
    original = type(rules).legal_actions

    def legal_actions(state: Any) -> list[Any]:
        legal = original(rules, state)
        return [*legal, legal[0]] if state.step == 5 else legal

    monkeypatch.setattr(rules, "legal_actions", legal_actions)
    monkeypatch.setattr(facade, "_current", None)
    reply = call("load_save", save=case["save"])
    assert reply["ok"] and len(reply["actions"]) == 5 and reply["notice"]["params"]["move"] == 6


def test_the_golden_format_2_saves_and_format_3_links_open_to_the_same_games():
    """Made once under rules version 1 (tests/web/golden/saves_v2.json); never regenerate them."""
    for case in GOLDEN["saves"]:
        reply = call("load_save", save=case["save"])
        assert reply["ok"] and reply["save"] == case["save"] and "notice" not in reply
        assert reply["step"] == case["expect"]["step"] and reply["to_move"] == case["expect"]["to_move"]
        linked = call("decode", code=case["link"])
        assert linked["ok"] and linked["actions"] == case["save"]["actions"] and linked["save"] == case["save"]


# -- seats and levels ----------------------------------------------------------------------------

@pytest.mark.parametrize("seats, levels, key", [
    ("person", None, "save.seats"),
    (["person"], None, "save.seats"),  # two players, one seat
    (["person", "robot"], None, "save.seats"),
    (["person", {"toString": 1}], None, "save.seats"),
    (["person", "computer", "person"], None, "save.seats"),
    (["person", "computer"], "hard", "save.levels"),
    (["person", "computer"], [None], "save.levels"),
    (["person", "computer"], [None, "expert"], "save.levels"),
    (["person", "computer"], [None, None], "save.levels"),  # a computer plays at some level
    (["person", "computer"], ["easy", "hard"], "save.levels"),  # a person has none
    (["person", "computer"], [None, 3], "save.levels"),
])
def test_a_save_with_damaged_seats_or_levels_is_refused(seats, levels, key):
    """The engine checks what the page reads from a save's seats and levels (web/app/saves.js)."""
    save = {**played(moves=2)["save"], "seats": seats, **({"levels": levels} if levels is not None else {})}
    reply = call("load_save", save=save)
    assert reply["ok"] is False and reply["key"] == key, reply
    both_languages(key, reply["params"])


@pytest.mark.parametrize("extra", [
    {}, {"seats": None}, {"seats": ["person", "person"]}, {"seats": ["computer", "person"]},
    {"seats": ["person", "computer"], "levels": [None, "hard"]}, {"seats": ["computer", "computer"], "levels": ["normal", "easy"]},
    {"seats": ["person", "computer"], "levels": [None, "baseline"]},  # a former name of the easy level
    {"seats": ["person", "person"], "levels": [None, None]}, {"levels": None},
])
def test_a_save_with_good_seats_and_levels_opens(extra):
    reply = call("load_save", save={**played(moves=2)["save"], **extra})
    assert reply["ok"] and reply["step"] == 2, reply


def test_a_record_without_a_trail_from_rules_this_engine_no_longer_plays_opens_with_a_warning(monkeypatch):
    """Format 1 saves and links of formats 1 and 2 have no trail (rules version 1): once a game's
    rules version moves on, they open with game.rules_unchecked, unless the game says it still
    plays version 1 as it was (``Rules.replays``), as Pax Transhumanity's kept card sets do."""
    case = GOLDEN["saves"][0]
    save = case["save"]
    v1 = {"format": "pax-save", "version": 1, "setup": save["setup"], "actions": save["actions"]}
    old_link = json.loads((Path(__file__).resolve().parent / "golden" / "share_links_v1.json").read_text())["links"][0]
    rules = pax.get_rules(save["setup"]["game"])
    assert old_link["setup"]["game"] == save["setup"]["game"]
    monkeypatch.setattr(type(rules), "rules_version", rules.rules_version + 1)
    for reply in (call("load_save", save=v1), call("decode", code=old_link["code"])):
        assert reply["ok"] and reply["notice"]["key"] == "game.rules_unchecked"
        assert reply["notice"]["params"] == {"version": 1, "current": rules.rules_version}
        both_languages("game.rules_unchecked", reply["notice"]["params"])
    assert call("load_save", save=v1)["actions"] == save["actions"]  # opened in full, under the current rules
    monkeypatch.setattr(type(rules), "replays", lambda self, version: version in (1, self.rules_version))
    for reply in (call("load_save", save=v1), call("decode", code=old_link["code"])):
        assert reply["ok"] and "notice" not in reply
