"""A solo robot's turn as the page tells it: one step of it (built by ``unfold.py``, told in the log
by ``account.py``), and which robot and rule a position is in (``view.py``, ``rules.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field


from .flow import Frame, kind_of, top_kind
from .state import TrhState
from .tables import Impact, T


@dataclass
class Step:
    """One robot step: who acts (its seat), the words for it and the position after it."""

    seat: int
    text: str
    after: TrhState
    before: TrhState
    notes: list[str] = field(default_factory=list)


ROBOT_FRAMES = frozenset({"exo_turn", "exo_imp"})

# The rule behind each kind of effect an Exoglobal card has (TRH-K-15 points to K-21..K-30).
EFFECT_RULES = {
    "growth": "TRH-K-22..K-24", "heat_growth": "TRH-K-22..K-24", "company": "TRH-K-21",
    "social_resilience": "TRH-K-27, K-28", "industry_disruption": "TRH-K-26",
    "exoglobal_recession": "TRH-K-25", "nuclear_exchange": "TRH-G-16, TRH-K-30", "game_end": "TRH-G-18, TRH-K-30",
}

def robot_of(s: TrhState, f: Frame) -> int:
    if kind_of(f) == "exo_imp":
        return int(f["seat"])
    from .solo import acting_exo
    return acting_exo(s)


def flat_impacts(card_id: str) -> list[Impact]:
    return [imp for grp in T.cards[card_id].impacts for imp in grp]


def acting_robot(s: TrhState) -> int | None:
    """The Exoglobal whose turn is in progress (its card's effects still resolving), or None."""
    for f in reversed(s.frames):
        if kind_of(f) in ROBOT_FRAMES:
            return robot_of(s, f)
    return None


def robot_decision_rules(s: TrhState) -> str | None:
    """The rule of the decision put to the person on a robot's behalf (TRH-K-21, K-25, K-26 …):
    that of the effect of the robot's card being resolved; None when the decision is the person's
    own (no robot card resolving under it)."""
    if not s.frames or top_kind(s) in ROBOT_FRAMES:
        return None
    for f in reversed(s.frames):
        if kind_of(f) == "exo_imp":
            card = T.cards[f["card"]]
            flat = flat_impacts(card.id)
            g: int = f["g"]  # the card's impact group in hand
            a: int = f["a"]  # the next effect's index in it
            # the frame was pushed again ahead of its effect: the effect in hand is the one before
            n = sum(len(grp) for grp in card.impacts[:g]) + a - 1
            imp = flat[n] if 0 <= n < len(flat) else None
            if imp is None:
                return None
            if imp.type == "solve":
                return "TRH-K-29" if imp.problem in (None, "any") else "TRH-G-2"
            return EFFECT_RULES.get(imp.type, "TRH-K-30")
    return None
