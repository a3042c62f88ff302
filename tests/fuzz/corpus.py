"""The seed corpus of the fuzz suite: valid share links and saves of both games.

Made by seeded random play (``python -m tests.fuzz.corpus`` rewrites ``corpus.json``). The fuzz
targets mutate these, so the mutants reach deep into the decoders instead of failing at the first
byte. An entry that a later rules change makes illegal is still a fine seed: the property checked
(a game that replays to the same state, or ``BadInput`` with a key) holds for any input.

Each entry holds the game as a link and a save of the formats written when it was made (``link``:
format 2 and ``save``: format 1 in the committed file), plus ``link3`` (share link format 3: rules
version and block digests) and ``save2`` (save format 2: rules version, trail and checksum), added
when those formats came (``python -m tests.fuzz.corpus --add-current`` adds them to every entry).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from pax.core import get_rules, share, trail
from pax.savefile import record

PATH = Path(__file__).resolve().parent / "corpus.json"

# (game, players, seed, names, options): every player count, both solo levels, hostile names
SETUPS: list[tuple[str, int, int, list[str], dict[str, Any]]] = [
    ("renaissance", 2, 101, ["Anna", "Béla"], {}),
    ("renaissance", 3, 102, ["<b>Ann</b>", "Zoë", "名前"], {}),
    ("renaissance", 4, 103, ["a\"b", "{[", "]}", "\\"], {}),
    ("transhumanity", 1, 201, ["Solo"], {"solo": "easy"}),
    ("transhumanity", 1, 202, ["Solo"], {"solo": "hard"}),
    ("transhumanity", 2, 203, ["Ada", "Bob"], {}),
    ("transhumanity", 3, 204, ["Éva", "Ödön", "<i>x</i>"], {}),
    ("transhumanity", 4, 205, ["1", "2", "3", "4"], {}),
]
PREFIXES = (0, 1, 4, 15, 40, 120)  # moves kept of each game; plus the whole game when short
WHOLE_GAME_UP_TO = 400


def playout(game: str, players: int, seed: int, names: list[str], options: dict[str, Any],
            limit: int) -> tuple[Any, list[int]]:
    """A seeded random game of at most ``limit`` moves: its setup and action indices."""
    rules = get_rules(game)
    setup = rules.make_setup(players, seed, names, options)
    state = rules.initial_state(setup)
    rnd = random.Random(seed)
    actions: list[int] = []
    while not rules.is_over(state) and len(actions) < limit:
        i = rnd.randrange(len(rules.legal_actions(state)))
        actions.append(i)
        state = rules.apply_index(state, i)
    return setup, actions


def build() -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    for game, players, seed, names, options in SETUPS:
        setup, actions = playout(game, players, seed, names, options, WHOLE_GAME_UP_TO)
        lengths = sorted({n for n in PREFIXES if n < len(actions)} | ({len(actions)} if len(actions) < WHOLE_GAME_UP_TO else set()))
        for n in lengths:
            moves = actions[:n]
            entries.append({
                "game": game, "moves": n,
                "link": share.encode(setup, moves),
                "save": {"format": "pax-save", "version": 1, "setup": setup.model_dump(mode="json"), "actions": moves,
                         "title": get_rules(game).title, "created": "2026-12-01T00:00:00Z"},
            })
            add_current(entries[-1])
    return entries


def add_current(entry: dict[str, Any]) -> None:
    """The entry's game also as a link and a save of the formats written now (``link3``, ``save2``)."""
    save = entry["save"]
    rules = get_rules(save["setup"]["game"])
    s = save["setup"]
    setup = rules.make_setup(s["players"], s["seed"], s["names"], s["options"])
    state = rules.initial_state(setup)
    marks = []
    for i in save["actions"]:
        legal = rules.legal_actions(state)
        marks.append(trail.mark(len(legal), legal[i]))
        state = rules.apply_trusted(state, legal[i])
    entry["link3"] = share.encode(setup, save["actions"])
    entry["save2"] = {**record(setup, save["actions"], rules.rules_version, marks),
                      "title": save["title"], "created": save["created"]}


def load() -> list[dict[str, Any]]:
    return json.loads(PATH.read_text())["entries"]


if __name__ == "__main__":
    import sys

    if "--add-current" in sys.argv:  # keep the entries (and their older formats), add the current ones
        made = json.loads(PATH.read_text())
        for old in made["entries"]:
            add_current(old)
        PATH.write_text(json.dumps(made, ensure_ascii=False, indent=0) + "\n")
    else:
        PATH.write_text(json.dumps({"made": "seeded random play, tests/fuzz/corpus.py", "entries": build()},
                                   ensure_ascii=False, indent=0) + "\n")
    print(f"{len(load())} entries -> {PATH}")
