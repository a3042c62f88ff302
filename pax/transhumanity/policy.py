"""The "purposeful random" chooser: random play that keeps moving the game forward.

A uniformly random player wastes most of its actions (it imports, placates and divests back and
forth, and leaves Fundraise open for many divestments), so a uniformly random 4-player game takes
~4,000 actions. This chooser is still random and only ever picks from ``legal_actions``, but it
prefers Research, Commercialize and thinker Hires when offered, seldom Imports, and often closes a
Fundraise; games then end in ~1,000 actions. It is used by the random-game invariant tests and by
``bench/engine.py`` (reported next to the uniformly random figures, clearly labelled). It is not
a computer opponent: it knows no strategy.
"""

from __future__ import annotations

import random

from pax.core import Action

from .flow import at_menu, top_kind
from .state import TrhState
from .tables import T

# Probability of taking a kind when the turn menu offers it, in this order.
PREFERRED = (("research", 0.8), ("commercialize", 0.6), ("hire", 0.3))
IMPORT_KEEP = 0.2          # an Import stays among the candidates with this probability
ACT_RATHER_THAN_END = 0.8  # otherwise a uniformly random menu choice (ending the turn included)
CLOSE_FUNDRAISE = {"solo": 0.85, "multi": 0.6}
THINKER_HIRE = 0.5


def _menu(s: TrhState) -> str:
    """The turn-menu kind a ``pick`` frame on top details."""
    kind: str = s.frames[-1]["menu"]
    return kind


def purposeful_choice(rng: random.Random, s: TrhState, legal: list[Action]) -> Action:
    """One of ``legal``, drawn with the biases above (seeded by ``rng``)."""
    if at_menu(s):
        menu = {a.kind: a for a in legal}
        for kind, p in PREFERRED:
            if kind in menu and rng.random() < p:
                return menu[kind]
        non_end = [a for a in legal if a.kind != "end" and (a.kind != "import" or rng.random() < IMPORT_KEEP)]
        if non_end and rng.random() < ACT_RATHER_THAN_END:
            return rng.choice(non_end)
    elif top_kind(s) == "fund" and rng.random() < CLOSE_FUNDRAISE["solo" if s.solo else "multi"]:
        return legal[-1]  # "done" is always last
    elif top_kind(s) == "pick" and _menu(s) == "hire" and rng.random() < THINKER_HIRE:
        thinkers = [a for a in legal if T.spots[str(a.args[0])].side == "T"]
        if thinkers:
            return rng.choice(thinkers)
    return rng.choice(legal)
