""""Why not?": the reason a tapped table element offers no legal move, in words with its rule ID.

The page sends what a person tapped (the element ids the renderers draw as ``data-id``: a market
card's id, ``market:east:3``, ``m:2:1``, a spot id …) and the engine answers why nothing there can
be done now. Each game answers through the ``Rules.why_not(state, seat, target)`` hook; this module
holds what the games share: the ``Reason`` and :func:`explain`, which leaves the game's hook out
whenever the target *does* have a legal move (the page acts on those) or nobody can act.

A reason must rest on what ``view(state, seat)`` shows ``seat`` (its own hand and money, the open
market, the moves made in public), never on hidden cards: the facade's leak checks ask this op too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypedDict, TypeVar

from .action import Action
from .state import BaseState

S = TypeVar("S", bound=BaseState)
S_contra = TypeVar("S_contra", bound=BaseState, contravariant=True)

#: at most this many element ids per request (an element and the few it is drawn inside)
MAX_TARGETS = 6
#: and each at most this long
MAX_TARGET_LEN = 80


class ReasonJSON(TypedDict):
    """A reason as the ``why_not`` reply holds it, for the tapped ``target``."""

    rule: str
    text: str
    target: str


@dataclass(frozen=True)
class Reason:
    """Why nothing can be done with a target: the rule that forbids it and words in each language."""

    rule: str
    en: str
    hu: str

    def text(self, lang: str) -> str:
        return self.hu if lang == "hu" else self.en

    def as_json(self, lang: str, target: str) -> ReasonJSON:
        return {"rule": self.rule, "text": self.text(lang), "target": target}


class Asked(Protocol[S_contra]):
    """What :func:`explain` asks of a game's rules (``pax.core.rules.Rules``, which imports this module)."""

    def is_over(self, state: S_contra) -> bool: ...

    def legal_actions(self, state: S_contra) -> list[Action]: ...

    def targets(self, state: S_contra, action: Action) -> tuple[str, ...]: ...

    def why_not(self, state: S_contra, seat: int, target: str) -> Reason | None: ...


def acts_on(rules: Asked[S], state: S, legal: Sequence[Action], target: str) -> bool:
    """Whether one of ``legal`` names ``target`` among its table targets (then it is no "why not")."""
    return any(target in rules.targets(state, a) for a in legal)


def explain(rules: Asked[S], state: S, seat: int | None, targets: Sequence[str]) -> tuple[str, Reason] | None:
    """The first of ``targets`` (innermost element first) the game has a reason for, with that reason;
    ``None`` when the game is over, the viewer is a spectator, or a target has a legal move for the
    viewer (the tap plays it)."""
    if seat is None or rules.is_over(state):
        return None
    legal = rules.legal_actions(state) if state.to_move == seat else []
    for target in targets:
        if acts_on(rules, state, legal, target):
            return None
    for target in targets:
        reason = rules.why_not(state, seat, target)
        if reason is not None:
            return target, reason
    return None
