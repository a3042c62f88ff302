"""Each game's catalogue is one thing: what ``Rules.catalog()`` (the facade's ``catalog`` op)
answers is what the build ships as ``dist/catalog/<game>.json`` (issue 33; the page draws a
warm start from the shipped file, and a renderer may ask the engine later)."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from pax import facade
from pax.core import game_ids, get_rules
from tests.script_module import load_script

ROOT = Path(__file__).resolve().parents[2]


def _build() -> ModuleType:
    return load_script("scripts/build.py", "pax_build_under_test")


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    out = tmp_path_factory.mktemp("dist")
    written = _build().write_catalogs(out)
    return {gid: json.loads((out / "catalog" / f"{gid}.json").read_text(encoding="utf-8")) for gid in written}


@pytest.mark.parametrize("game_id", ["renaissance", "transhumanity"])
def test_each_game_ships_a_catalogue_and_its_rules_answer_the_same(game_id: str, shipped: dict[str, object]) -> None:
    assert game_id in game_ids()
    catalog = get_rules(game_id).catalog()
    assert catalog, f"{game_id}: Rules.catalog() is empty"
    assert game_id in shipped, f"the build ships no catalog/{game_id}.json"
    # through JSON, as the page receives both
    assert json.loads(json.dumps(catalog, ensure_ascii=False)) == shipped[game_id]


@pytest.mark.parametrize("game_id", ["renaissance", "transhumanity"])
def test_the_facade_catalog_op_answers_the_shipped_catalogue(game_id: str, shipped: dict[str, object]) -> None:
    reply = json.loads(facade.handle(json.dumps({"op": "catalog", "game": game_id})))
    assert reply["ok"] and reply["catalog"] == shipped[game_id]


def test_every_registered_game_with_a_catalogue_is_shipped(shipped: dict[str, object]) -> None:
    toys = _build().TEST_GAMES  # the test builds' toys (one of them has a catalogue) ship in test builds only
    for game_id in game_ids():
        if get_rules(game_id).catalog() and game_id not in toys:
            assert game_id in shipped, game_id
