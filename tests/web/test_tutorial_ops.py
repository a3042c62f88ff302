"""The facade's guided-first-game ops (pax/facade.py ``tutorial`` and ``guide``, pax.core.guide) and
the save's ``learning`` mark: what the page starts "Learn by playing" with and asks at each move."""

import json

import pytest

from pax.facade import call, handle

GAMES = [g["id"] for g in call({"op": "games"})["games"] if g.get("tutorial")]


def test_games_reply_declares_tutorials() -> None:
    games = call({"op": "games"})["games"]
    assert all(isinstance(g.get("tutorial"), bool) for g in games if g["available"])
    assert set(GAMES) == {"renaissance", "transhumanity"}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_tutorial_starts_the_guided_game(game: str, lang: str) -> None:
    reply = call({"op": "tutorial", "game": game, "lang": lang})
    assert reply["ok"] and reply["learning"] is True and reply["actions"] == []
    assert len(reply["seats"]) == reply["setup"]["players"] == len(reply["levels"])
    guide = call({"op": "guide", "setup": reply["setup"], "actions": [], "lang": lang})
    step = guide["guide"]
    assert guide["ok"] and guide["ended"] is None and step["step"] == 1 and step["of"] == guide["of"]
    # the highlighted target is one of the payload's legal actions, with the same words
    legal = {a["index"]: a for a in reply["legal"]}
    assert legal[step["index"]]["label"] == step["label"] and legal[step["index"]]["kind"] == step["kind"]
    assert step["text"] and step["rule"].startswith("REN-" if game == "renaissance" else "TRH-")
    # the save the page stores opens again (with the learning mark)
    save = {**reply["save"], "seats": reply["seats"], "levels": reply["levels"] if "computer" in reply["seats"] else None,
            "learning": True}
    assert call({"op": "load_save", "save": save})["ok"]


def test_guide_of_an_ordinary_game_is_foreign() -> None:
    reply = call({"op": "new", "game": "renaissance", "players": 3, "seed": 99})
    guide = call({"op": "guide", "setup": reply["setup"], "actions": []})
    assert guide["ok"] and guide["guide"] is None and guide["ended"] == "foreign"


def test_bad_input_is_refused_with_a_message() -> None:
    for req, key in (({"op": "tutorial", "game": "nope"}, "game.unknown"),
                     ({"op": "tutorial"}, "game.unknown"),
                     ({"op": "guide"}, "setup.missing"),
                     ({"op": "guide", "setup": "x"}, "setup.missing")):
        reply = json.loads(handle(json.dumps(req)))
        assert reply["ok"] is False and reply["key"] == key and reply["error"], req
    setup = call({"op": "tutorial", "game": "renaissance"})["setup"]
    for actions, key in (([999], "move.no_choice"), ("1,2", "moves.damaged"), ([True], "moves.damaged")):
        reply = call({"op": "guide", "setup": setup, "actions": actions})
        assert reply["ok"] is False and reply["key"] == key


@pytest.mark.parametrize("value", ["yes", 1, [], {"a": 1}])
def test_damaged_learning_mark_is_refused(value: object) -> None:
    save = call({"op": "tutorial", "game": "transhumanity"})["save"]
    reply = call({"op": "load_save", "save": {**save, "learning": value}})
    assert reply["ok"] is False and reply["key"] == "save.learning"
    assert call({"op": "load_save", "save": {**save, "learning": False}})["ok"]
