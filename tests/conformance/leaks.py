"""The payload-leak oracle: random hot-seat (and solo) games played through ``pax.facade.handle``
exactly as the page plays them (JSON in, JSON out), checking at every step that the reply for the
person at the device names nothing that person may not see.

The oracle is independent of the redaction code: it derives what is hidden from the game's full
``summary`` against ``view(state, seat)`` (a text of the full state that the seat's own view lacks:
another seat's Secret-sphere card or candidates, the cards in another hand, the undrawn deck, a
face-down market card …), leaves out whatever that seat has seen in any of its own views so far
(a card bought from the open market is public knowledge even once it sits in a hidden hand), and
searches the whole JSON text of the reply for each hidden id and for the card's name.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pax import ai, facade
from pax.core import BaseState, Rules, get_rules

from .pagelog import PageLogs


def names_of(game_id: str) -> dict[str, str]:
    """Card id -> card name, where a game has a name table (else ids are searched alone)."""
    if game_id == "transhumanity":
        from pax.transhumanity.tables import T

        return dict(T.names)
    if game_id == "renaissance":
        from pax.renaissance.catalog import CARDS

        return {cid: card.name for cid, card in CARDS.items()}
    return {}


def _strings(x: Any) -> Iterator[str]:
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from _strings(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _strings(v)


@cache
def _pattern(word: str) -> re.Pattern[str]:
    # a whole word: "I-01" must not match inside "I-012", a name not inside a longer name
    return re.compile(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])")


@dataclass
class Oracle:
    """What one seat has seen so far, and the check of a reply against what it has not."""

    rules: Rules[Any]
    seat: int
    names: dict[str, str]
    seen: set[str] = field(default_factory=set)

    def look(self, state: BaseState) -> None:
        """The seat looks at the table (every seat does, after every move: what was public once,
        such as a card bought from the open market, stays known)."""
        self.seen |= set(_strings(self.rules.view(state, self.seat)))

    def hidden(self, state: BaseState) -> set[str]:
        """Ids in the full state that ``seat`` has never been shown (and cannot see now)."""
        self.look(state)
        full = set(_strings(self.rules.summary(state)))
        # one- and two-letter codes (a discipline, a colour letter) are words of every sentence
        return {s for s in full - self.seen if len(s) >= 3}

    def leaks(self, state: BaseState, reply_text: str) -> list[str]:
        found = []
        for hidden in sorted(self.hidden(state)):
            for word in (hidden, self.names.get(hidden)):
                if word and word in reply_text and _pattern(word).search(reply_text):
                    found.append(word)
        return found


def call(op: str, **kw: Any) -> tuple[dict[str, Any], str]:
    text = facade.handle(json.dumps({"op": op, **kw}))
    reply = json.loads(text)
    assert reply["ok"], reply
    return reply, text


@dataclass(frozen=True)
class Config:
    game: str
    players: int
    options: tuple[tuple[str, str], ...] = ()

    @property
    def label(self) -> str:
        return f"{self.game}-{self.players}" + "".join(f"-{v}" for _, v in self.options)


REPLAY_EVERY = 25  # steps: a replay of a random earlier position is checked too
HINT_SEEDS = 5  # every fifth game asks for a hint every REPLAY_EVERY steps (a search: not at every step)


def play_checked(cfg: Config, seed: int, max_steps: int) -> int:
    """Play game ``seed`` of ``cfg`` for at most ``max_steps`` moves through the facade, checking
    every reply (and, every ``REPLAY_EVERY`` moves, the replay of an earlier move as the page's
    replay asks for it); returns the number of moves played. Odd seeds give the last seat to a computer
    (its decisions are then shown through the first person's eyes), every fourth game is in
    Hungarian, and every third game (seed % 3 == 1) is played as the page plays it, with delta
    replies (``pagelog.PageLogs``: each reply offers the logs held so far, and both the delta's text
    and the payload merged from it are checked). Raises ``AssertionError`` naming the leak."""
    rules = get_rules(cfg.game)
    pick = random.Random(seed)
    names = names_of(cfg.game)
    lang = "hu" if seed % 4 == 3 else "en"
    seats = ["person"] * cfg.players
    if cfg.players > 1 and seed % 2:
        seats[-1] = "computer"
    people = [i for i, kind in enumerate(seats) if kind == "person"]
    oracles = {i: Oracle(rules, i, names) for i in people}
    reply, text = call("new", game=cfg.game, players=cfg.players, seed=seed, options=dict(cfg.options),
                       lang=lang, seats=seats)
    page = PageLogs() if seed % 3 == 1 else None
    if page is not None:
        reply = page.merge([], reply)
    setup = reply["setup"]
    state = rules.initial_state(rules.make_setup(setup["players"], setup["seed"], setup["names"], setup["options"]))
    steps = 0
    while True:
        to_move = state.to_move
        # the person at the device: the deciding person, else (a computer's or a solo robot's
        # decision) the first person, who watches or decides for the robot
        at_device = to_move if to_move in oracles else people[0]
        for oracle in oracles.values():
            oracle.look(state)
        leaked = oracles[at_device].leaks(state, text)
        assert not leaked, (f"{cfg.label} seed {seed} step {steps}: the reply for seat {at_device} "
                            f"names what it may not see: {leaked[:5]}")
        if steps and steps % REPLAY_EVERY == 0:
            # the page's replay: an earlier position, through the eyes of the person at the device
            # (every other time one of the first moves: the setup's hidden decisions, such as Secret spheres)
            back = pick.randrange(steps if steps % (2 * REPLAY_EVERY) else min(steps, cfg.players + 1))
            earlier = reply["actions"][:back]
            offered = {"since": page.since(earlier)} if page is not None else {}
            shown, past = call("open", setup=setup, actions=earlier, lang=lang, seats=seats, viewer=at_device, **offered)
            if page is not None:  # the delta and the payload merged from it; then back to the game
                past += json.dumps(page.merge(earlier, shown))
                now, _ = call("open", setup=setup, actions=reply["actions"], lang=lang, seats=seats,
                              since=page.since(reply["actions"]))
                page.merge(reply["actions"], now)
            leaked = oracles[at_device].leaks(state, past)
            assert not leaked, (f"{cfg.label} seed {seed} step {steps}: the replay of move {back} for seat "
                                f"{at_device} names what it may not see: {leaked[:5]}")
        # "why not?" about what the table shows and about what it hides (a hidden card's id must
        # get no answer that names it), and now and then the hint, for the person at the device
        shown = sorted(set(_strings(rules.summary(state))))
        targets = [shown[pick.randrange(len(shown))] for _ in range(3)] if shown else ["x"]
        _, why = call("why_not", setup=setup, actions=reply["actions"], target=targets, lang=lang, seats=seats)
        leaked = oracles[at_device].leaks(state, why)
        assert not leaked, (f"{cfg.label} seed {seed} step {steps}: why_not {targets} for seat {at_device} "
                            f"names what it may not see: {leaked[:5]}")
        if (seed % HINT_SEEDS == 0 and steps % REPLAY_EVERY == 0 and not reply["over"] and to_move == at_device
                and "hard" in ai.levels(cfg.game)  # a game with no search level has no hint (refused)
                and to_move is not None and to_move < cfg.players):
            _, hinted = call("hint", setup=setup, actions=reply["actions"], lang=lang, seats=seats)
            leaked = oracles[at_device].leaks(state, hinted)
            assert not leaked, (f"{cfg.label} seed {seed} step {steps}: the hint for seat {at_device} "
                                f"names what it may not see: {leaked[:5]}")
        if reply["over"] or steps >= max_steps:
            return steps
        # the game's own random playout chooser (uniform Transhumanity games drag on for ~5,000 moves)
        legal = rules.legal_actions(state)
        index = legal.index(rules.playout_choice(state, legal, pick))
        assert len(reply["legal"]) == len(legal)
        base = reply["actions"]
        offered = {"since": page.since(base)} if page is not None else {}
        reply, text = call("apply", setup=setup, actions=base, index=index, lang=lang, seats=seats, **offered)
        if page is not None:  # what the page receives (the delta) and what it draws (merged)
            reply = page.merge(base, reply)
            text += json.dumps(reply)
        state = rules.apply_index(state, index)
        steps += 1
