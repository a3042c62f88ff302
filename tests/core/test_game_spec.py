"""One declaration per game (issue 33): each game's ``Rules.spec`` declares its options, seat
kinds, computer levels and their classes, action arguments and catalogue, and the computer
opponents (``pax.ai``), the facade's ``games`` reply and the start page read it, naming no game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pax import ai, facade
from pax.core import BadInput, get_rules
from pax.core.registry import register
from pax.core.search import ISMCTS, Budget
from pax.core.spec import GameSpec, LevelSpec, OptionSpec

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("renaissance", "transhumanity")


def _games() -> dict[str, dict[str, object]]:
    reply = json.loads(facade.handle('{"op": "games"}'))
    assert reply["ok"]
    return {g["id"]: g for g in reply["games"]}


def test_transhumanity_declares_its_solo_arena_as_an_option_the_start_page_draws() -> None:
    """TRH-A-1, TRH-K-2: one player is the solo arena, easy or hard; 2-4 players have no option."""
    games = _games()
    assert games["transhumanity"]["options"] == [
        {"name": "solo", "values": ["easy", "hard"], "players": [1], "label": "start.solo"}]
    assert games["renaissance"]["options"] == []


def test_the_declared_solo_values_are_what_the_setup_accepts() -> None:
    """TRH-K-2: the setup takes exactly the declared solo levels, and only for one player."""
    rules = get_rules("transhumanity")
    solo = rules.spec.option("solo")
    assert solo is not None
    for value in solo.values:
        assert rules.make_setup(1, 7, options={"solo": value}).options["solo"] == value
    with pytest.raises(BadInput) as refused:
        rules.make_setup(1, 7, options={"solo": "normal"})
    assert refused.value.key == "setup.solo_level"
    with pytest.raises(BadInput) as refused:
        rules.make_setup(2, 7, options={"solo": "easy"})
    assert refused.value.key == "setup.solo_players"


def test_every_declared_option_has_its_words_in_both_languages() -> None:
    strings = json.loads((ROOT / "web" / "i18n" / "strings.json").read_text(encoding="utf-8"))
    for gid in GAMES:
        for opt in get_rules(gid).spec.options:
            for key in (opt.label, *(f"{opt.label}.{v}" for v in opt.values)):
                assert strings["en"].get(key) and strings["hu"].get(key), key


def test_seat_kinds_and_levels_in_the_games_reply_come_from_the_declaration() -> None:
    register("toy_nim", "tests.core.toy", "NimRules")  # on its own too, not only after test_facade
    games = _games()
    for gid in GAMES:
        spec = get_rules(gid).spec
        assert games[gid]["seat_kinds"] == ["person", "computer"] == list(spec.seat_kinds)
        assert games[gid]["levels"] == [lvl.name for lvl in spec.levels] == ai.levels(gid) == ["easy", "normal", "hard"]
    toy = games["toy_nim"]  # a game that declares nothing: people only, no options
    assert toy["seat_kinds"] == ["person"] and toy["levels"] == [] and toy["options"] == []


# The opponents and budgets every level had before the declaration (issue 30's figures were played
# with them): the same classes and the same search budgets, so every choice stays the same.
OPPONENTS = {
    ("renaissance", "easy"): "BaselineAI",
    ("transhumanity", "easy"): "HeuristicAI",
    ("transhumanity", "normal"): "LookaheadAI",
}
BUDGETS = {
    ("renaissance", "normal"): Budget(iterations=50, seconds=20.0, exploration=0.3, expand_all=True),
    ("renaissance", "hard"): Budget(iterations=250, seconds=60.0, exploration=0.3, expand_all=True),
    ("transhumanity", "hard"): Budget(iterations=100, seconds=60.0, exploration=0.3, expand_all=True),
}


@pytest.mark.parametrize("game_id", GAMES)
def test_each_level_is_played_by_the_same_opponent_with_the_same_budget(game_id: str) -> None:
    for level in ai.levels(game_id):
        opponent = ai.get_ai(game_id, level, seed=3)
        if (game_id, level) in OPPONENTS:
            assert type(opponent).__name__ == OPPONENTS[(game_id, level)]
        else:
            assert isinstance(opponent, ISMCTS)
            assert opponent.budget == BUDGETS[(game_id, level)]
            assert opponent.salt == ai.LEVELS.index(level) and opponent.seed == 3
    assert type(ai.get_ai(game_id, "baseline")).__name__ == OPPONENTS[(game_id, "easy")]


def test_a_game_without_levels_has_no_computer_opponent() -> None:
    with pytest.raises(BadInput) as refused:
        ai.get_ai("no_such_game")
    assert refused.value.key == "ai.none"
    with pytest.raises(BadInput) as refused:
        ai.get_ai("renaissance", "grandmaster")
    assert refused.value.key == "ai.level"


def test_a_declaration_that_cannot_be_played_is_refused_when_written() -> None:
    with pytest.raises(ValueError):
        GameSpec(levels=(LevelSpec("easy", opponent="m:C"), LevelSpec("hard")))  # search level, no hooks
    with pytest.raises(ValueError):
        GameSpec(levels=(LevelSpec("easy", opponent="m:C"), LevelSpec("easy", opponent="m:D")))
    with pytest.raises(ValueError):
        GameSpec(options=(OptionSpec("a", ("x",), (1,), "k"), OptionSpec("a", ("y",), (2,), "k")))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_kind_played_is_declared_in_one_shape(game_id: str) -> None:
    """The action arguments are declared the same way for every game: kind -> "(arguments) …"."""
    rules = get_rules(game_id)
    declared = rules.spec.action_args
    assert declared and all(isinstance(v, str) and v.startswith("(") for v in declared.values())
    seen: set[str] = set()
    for seed in range(3):
        players, options = rules.setups()[seed % len(rules.setups())]
        state = rules.new_game(players, seed, options=options)
        rng = random.Random(seed)
        for _ in range(300):
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            seen.update(a.kind for a in legal)
            state = rules.apply(state, rng.choice(legal))
    assert seen and seen <= set(declared), sorted(seen - set(declared))


def test_playing_time_in_the_games_reply_comes_from_the_declaration() -> None:
    """REN-A-2 (1-2 hours), TRH-A-2 (1-2.5 hours): the start page shows them (issue 34)."""
    games = _games()
    assert games["renaissance"]["minutes"] == [60, 120] == list(get_rules("renaissance").spec.minutes or ())
    assert games["transhumanity"]["minutes"] == [60, 150] == list(get_rules("transhumanity").spec.minutes or ())
