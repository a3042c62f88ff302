"""The guided first game ("Learn by playing"): a fixed deal and the moves a new player is led through.

A game declares its tutorial in its ``GameSpec`` (``tutorial = "module:NAME"``, a :class:`Tutorial`).
The tutorial is an ordinary game underneath (setup + seed + action list, saved, undone and shared
like any other); the guide only *reads* it: :func:`locate` replays the action list and says which
step the person has reached, or that the guided part is over.

A :class:`Step` names the action the person should take by what it is (its kind and its
arguments or table targets), never by its place in the legal list, so that a change of the legal
list's order cannot silently point the guide at another move; it must match exactly one legal
action where it applies (``tests/<game>/test_tutorial.py`` checks each step against the engine).

Every decision of a person seat, in order, is the next step; a computer seat's decisions in
between are whatever it chose (the computers are deterministic, so the tutorial's deal always
leads to the same position). A person who takes any other action has left the script: the guide
ends there and the game goes on freely.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .action import Action, Arg
from .rules import GameRules
from .state import BaseState, Setup

#: why no step is shown: the guided part is complete, the person left it, or the game is not the
#: tutorial's deal at all
Ended = Literal["done", "left", "foreign"]


@dataclass(frozen=True)
class Step:
    """One guided move: the action (``kind``, and ``args`` exactly when given, and every one of
    ``targets`` among the action's table targets), why, in English and Hungarian, and its rule ID."""

    kind: str
    rule: str
    en: str
    hu: str
    args: tuple[Arg, ...] | None = None
    targets: tuple[str, ...] = ()

    def matches(self, rules: GameRules, state: BaseState, action: Action) -> bool:
        if action.kind != self.kind or (self.args is not None and action.args != self.args):
            return False
        if not self.targets:
            return True
        have = set(rules.targets(state, action))
        return all(t in have for t in self.targets)

    def find(self, rules: GameRules, state: BaseState, legal: list[Action]) -> int | None:
        """The index of the one legal action this step names (``None``: none, or several)."""
        found = [i for i, a in enumerate(legal) if self.matches(rules, state, a)]
        return found[0] if len(found) == 1 else None

    def text(self, lang: str) -> str:
        return self.hu if lang == "hu" else self.en


@dataclass(frozen=True)
class Tutorial:
    """A game's guided first game: its deal, who sits where, and the steps.

    ``seats``: each seat's kind (``person`` or ``computer``), ``levels`` the computers' levels
    (``None`` for a person), ``names`` the seat names per language, ``options`` the setup options."""

    game: str
    players: int
    seed: int
    seats: tuple[str, ...]
    levels: tuple[str | None, ...]
    names: dict[str, tuple[str, ...]]
    steps: tuple[Step, ...]
    options: dict[str, object] = field(default_factory=dict)

    def setup(self, rules: GameRules, lang: str) -> Setup:
        """The tutorial's setup, its seats named in ``lang``."""
        return rules.new_setup(self.players, self.seed, list(self.names.get(lang, self.names["en"])),
                               dict(self.options))

    def follows(self, rules: GameRules, setup: Setup) -> bool:
        """Whether ``setup`` is this tutorial's deal (whatever its seats are called)."""
        mine = self.setup(rules, "en")
        deal = (setup.game, setup.players, setup.seed) == (mine.game, mine.players, mine.seed)
        return deal and setup.options == mine.options

    def is_person(self, seat: int | None) -> bool:
        """A seat a person decides for (a solo game's robots, beyond ``seats``, are decided by the person)."""
        return seat is not None and (seat >= len(self.seats) or self.seats[seat] != "computer")


@dataclass(frozen=True)
class Position:
    """Where a game stands in its tutorial.

    ``step``: the number of steps taken (the current step is ``steps[step]``); ``index``: the legal
    index of the current step's action when the person decides now (``None`` while a computer
    decides); ``ended``: why there is no step any more (``None`` while the guide goes on)."""

    step: int
    index: int | None
    ended: Ended | None
    state: BaseState | None = None


def locate(rules: GameRules, tutorial: Tutorial, setup: Setup, actions: list[int]) -> Position:
    """Replay ``actions`` after ``setup`` against the tutorial's steps (``actions`` are checked by
    the caller: the facade replays them first)."""
    if not tutorial.follows(rules, setup):
        return Position(0, None, "foreign")
    steps = tutorial.steps
    state = rules.initial_state(setup)
    k = 0
    for index in actions:
        if tutorial.is_person(state.to_move):
            if k >= len(steps):
                return Position(k, None, "done")
            legal = rules.legal_actions(state)
            if steps[k].find(rules, state, legal) != index:
                return Position(k, None, "left")
            k += 1
            action = legal[index]
        else:
            action = rules.legal_actions(state)[index]
        state = rules.apply_trusted(state, action)
    if k >= len(steps) or rules.is_over(state):
        return Position(k, None, "done")
    if not tutorial.is_person(state.to_move):
        return Position(k, None, None, state)
    found = steps[k].find(rules, state, rules.legal_actions(state))
    # a step that names no single legal action here: the game has gone where the script cannot follow
    return Position(k, None, "left") if found is None else Position(k, found, None, state)
