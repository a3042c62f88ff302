"""The toy game is a complete game made of its own files (issue 33, docs/ARCHITECTURE.md "Adding a
game"): ``NimTableRules`` of tests/core/toy.py with its declaration, its renderer
web/games/toy_table/ and one line in the test builds' list of toys (scripts/build.py
``TEST_GAMES``). Here: it is registered, every computer level it declares plays it to its end
through the facade as the page asks, saves check its seats and levels against the declaration,
the build ships its catalogue and renderer in test builds only, the checklist holds for it, and no
other file names it. Its game in the browser, a person against the computer on a tablet:
e2e/test_toy_game.py."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from pax import ai, facade
from pax.core import Rules, game_ids, get_rules, register
from pax.core.search import ISMCTS
from tests.script_module import load_script

from .toy import NimOpponent, NimTableRules

ROOT = Path(__file__).resolve().parents[2]
TOY = "toy_table"
register(TOY, "tests.core.toy", "NimTableRules")  # as its tests and the test builds register it
# the toy's own files: its package (the rules, in tests/), its renderer, its tests
OWN = ("tests/", "e2e/", f"web/games/{TOY}/")


def call(op: str, **kw: object) -> dict:
    """Through the text entry point, as the page asks."""
    out = json.loads(facade.handle(json.dumps({"op": op, **kw})))
    assert out["ok"], out
    return out


def _build() -> ModuleType:
    return load_script("scripts/build.py", "pax_build_for_toy")


def test_the_toy_is_registered_and_the_page_is_told_its_declaration() -> None:
    assert TOY in game_ids() and isinstance(get_rules(TOY), NimTableRules)
    toy = next(g for g in call("games")["games"] if g["id"] == TOY)
    assert toy["available"] and toy["computer"]
    assert toy["seat_kinds"] == ["person", "computer"] and toy["options"] == []
    assert toy["levels"] == ai.levels(TOY) == [lvl.name for lvl in NimTableRules.spec.levels] == ["easy", "normal", "hard"]
    # the levels come from the declaration: its own easy player, the shared search for the others
    assert isinstance(ai.get_ai(TOY, "easy"), NimOpponent)
    assert isinstance(ai.get_ai(TOY, "normal"), ISMCTS) and isinstance(ai.get_ai(TOY, "hard"), ISMCTS)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_declared_level_plays_the_toy_to_its_end_as_the_page_asks(level: str) -> None:
    """Two computer seats of the level: the page asks ``ai`` for the deciding seat's index, then
    ``apply``s it, until the game is over."""
    p = call("new", game=TOY, players=2, seed=7, names=["Ann", "Bob"])
    seats = ["computer", "computer"]
    moves = 0
    while not p["over"]:
        index = call("ai", setup=p["setup"], actions=p["actions"], level=level)["index"]
        assert 0 <= index < len(p["legal"])
        p = call("apply", setup=p["setup"], actions=p["actions"], index=index, seats=seats)
        moves += 1
        assert moves <= 39  # a heap of at most 39 stones
    assert p["result"]["victory"] == "last_take" and p["view"]["heap"] == 0
    assert p["result"]["winners"] == [p["view"]["last"]]


def test_the_search_levels_win_from_a_winning_heap() -> None:
    """Nim: leaving a multiple of 4 wins. From a heap of 5 the hard level takes 1 (a real
    opponent, not a random one)."""
    rules = get_rules(TOY)
    state = rules.new_game(2, 3).model_copy(update={"heap": 5})
    index = ai.get_ai(TOY, "hard", seed=1).choose(rules, state)
    assert rules.legal_actions(state)[index].args == (1,)


def test_saves_check_seats_and_levels_against_the_declaration() -> None:
    p = call("new", game=TOY, players=2, seed=5)
    save = {**p["save"], "seats": ["person", "computer"], "levels": [None, "hard"]}
    assert call("load_save", save=save)["setup"]["game"] == TOY
    refused = json.loads(facade.handle(json.dumps({"op": "load_save", "save": {**save, "levels": [None, "grandmaster"]}})))
    assert not refused["ok"]


def test_each_take_names_the_stone_it_starts_at() -> None:
    """The renderer's controls: a take of n acts on the lowest of the n top stones."""
    p = call("new", game=TOY, players=2, seed=5)
    heap = p["view"]["heap"]
    assert [(a["label"], a["targets"]) for a in p["legal"]] == [
        (f"take {n}", [f"stone-{heap - n + 1}"]) for n in (1, 2, 3)]
    assert [pl["name"] for pl in p["view"]["players"]] == p["setup"]["names"]


def test_a_test_build_ships_the_toy_catalogue_and_renderer_and_a_shipped_build_neither(tmp_path: Path) -> None:
    build = _build()
    for test_games in (True, False):
        out = tmp_path / str(test_games)
        build.copy_tree(ROOT / "web", out)
        build.test_renderers(out, test_games)
        written = build.write_catalogs(out, test_games)
        registry = (out / "games" / "registry.js").read_text(encoding="utf-8")
        assert (TOY in written) is test_games and (TOY in registry) is test_games
        assert (out / "games" / TOY / "renderer.js").is_file() is test_games
        if test_games:
            shipped = json.loads((out / "catalog" / f"{TOY}.json").read_text(encoding="utf-8"))
            assert shipped == get_rules(TOY).catalog() and shipped["words"] and shipped["victories"]
            assert f'RENDERERS["{TOY}"] = () => import("./{TOY}/renderer.js");' in registry
        else:
            assert not (out / "catalog" / f"{TOY}.json").exists()


def _checklist() -> str:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    return text.split("## Adding a game", 1)[1].split("\n## ", 1)[0]


def test_the_adding_a_game_checklist_holds_for_the_toy() -> None:
    """docs/ARCHITECTURE.md "Adding a game" names the files a game needs and what its Rules and
    GameSpec declare; each of them is there, and the toy (its example) has what each step asks."""
    steps = {int(m.group(1)): m.group(2) for m in re.finditer(r"^(\d+)\. (.*?)(?=^\d+\. |\Z)", _checklist(), re.M | re.S)}
    assert sorted(steps) == list(range(1, len(steps) + 1)) and len(steps) >= 8
    text = " ".join(steps.values())
    assert "tests/core/toy.py" in _checklist()
    for path in re.findall(r"`((?:pax|web|tests|scripts|docs)/[^`\s]*)`", text):
        for gid in (["renaissance", "transhumanity"] if "<id>/" in path and "renderer" not in path else [TOY]):
            assert (ROOT / path.replace("<id>", gid).replace("<game>", gid)).exists(), path
    # 1: the class attributes and the methods a Rules class must write (the abstract ones)
    named = set(re.findall(r"`(\w+)`", steps[1].split("optional", 1)[0]))
    required = {"game_id", "title", "min_players", "max_players", "state_type", *Rules.__abstractmethods__}
    assert required <= named, f"the checklist misses {required - named}"
    for name in required:
        assert name in vars(NimTableRules) or name in vars(NimTableRules.__mro__[1]), name
    # 2: its declaration: an easy level of its own class, the search levels over its hooks, its catalogue
    spec = NimTableRules.spec
    easy = spec.level("easy")
    assert easy is not None and easy.opponent and spec.search and spec.catalog and "take" in spec.action_args
    # 3: registered (a toy: by its tests and the test builds' list) — 5: its golden digests recorded
    assert TOY in _build().TEST_GAMES and TOY in game_ids()
    assert len(json.loads((ROOT / "tests" / "conformance" / "golden.json").read_text())[TOY]) >= 50
    # 6: its renderer draws only its own stages in the kit's TableDrawing
    renderer = (ROOT / "web" / "games" / TOY / "renderer.js").read_text(encoding="utf-8")
    assert "extends TableDrawing" in renderer and len(renderer.splitlines()) <= 500
    for banned in ("addEventListener", "measureText", "function morph", "function chooser"):  # the kit's
        assert banned not in renderer, banned
    assert "listenTable(" in renderer and "wireControls(" in renderer


def _project_files() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.split("\n")
    return sorted({f for f in listed if f and (ROOT / f).is_file()})


def test_no_file_outside_the_toy_own_files_and_the_test_build_list_names_it() -> None:
    """The toy touches nothing of the page, the kit, the engine or the build beyond its line in the
    test builds' list: the start page, the game screen, pax/ai.py and the facade know it only from
    its declaration. (Markdown may describe it.)"""
    naming = []
    for rel in _project_files():
        if rel.startswith(OWN) or rel.endswith(".md"):
            continue
        try:
            text = (ROOT / rel).read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # a binary file
        if re.search(rf"{TOY}|NimTableRules|NimOpponent|NIM_SEARCH", text):
            naming.append(rel)
    assert naming == ["scripts/build.py"], naming
    build = (ROOT / "scripts" / "build.py").read_text(encoding="utf-8")
    lines = [line for line in build.splitlines() if TOY in line or "NimTableRules" in line]
    assert lines == ['TEST_GAMES = {"toy_nim": "NimRules", "toy_table": "NimTableRules"}']


if __name__ == "__main__":
    sys.exit(pytest.main([__file__]))
