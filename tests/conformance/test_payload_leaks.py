"""The payload-leak conformance test: for every registered game, in every mode it can be played in
(``rules.setups()``: both games at 2-4 players, Transhumanity solo easy and hard), random games
played through ``pax.facade.handle`` as the page plays them; at every step the reply for the person
at the device must name nothing that person may not see (the oracle: ``leaks.py``). Every third game
is played with delta replies, as the page asks for them (``pagelog.py``): the delta and the payload
the page merges from it are checked alike.

Default run: ``GAMES`` games per mode, each stopped after ``MAX_STEPS`` moves or at its end (Pax
Renaissance games mostly end by then, at 100-140 moves; Transhumanity's solo games at about 80-115;
its 2-4 player games, about 700-800 moves long, are cut), about 2 CPU minutes in all. With
``--long``, ``LONG_GAMES`` games per mode played to their end (about 10 CPU minutes)."""

from __future__ import annotations

import pytest

from pax.core import game_ids, get_rules

from .leaks import Config, play_checked

GAMES = 50
MAX_STEPS = 150
LONG_GAMES = 50
LONG_MAX_STEPS = 20_000

CONFIGS = [
    Config(gid, players, tuple(sorted(options.items())))
    for gid in game_ids()
    for players, options in get_rules(gid).setups()
]


@pytest.mark.parametrize("cfg", CONFIGS, ids=lambda c: c.label)
def test_no_reply_names_what_its_viewer_may_not_see(cfg: Config, long_run: bool) -> None:
    for seed in range(LONG_GAMES if long_run else GAMES):
        play_checked(cfg, seed, LONG_MAX_STEPS if long_run else MAX_STEPS)
