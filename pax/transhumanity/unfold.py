"""The robots' steps inside one action, one position each, so the page can tell them as they happen.

In the solo arena (TRH-K) the Exoglobals' turn runs inside the engine during the person's last
action of a turn (``solo.py``): one ``apply`` goes from the person's "end the turn" to the
person's next decision. ``unfold(state, action)`` plays that same ``apply`` again while watching
its automatic steps (``turn.run``'s ``watch``) and cuts it where a robot step begins: the drawing
of the Exoglobal card with its syndications (TRH-K-10..14), then each effect of the card
(TRH-K-15, interpreted by TRH-K-21..30). Each step comes with the position after it and its words
(``account.py``); the last position is the action's own result. Nothing here changes the legal
lists or the states a game goes through: the steps are derived from the states ``apply`` passes.
"""

from __future__ import annotations


from pax.core import Action
from pax.core.frames import Frame
from pax.core.sentences import Sentences

from .account import details
from .cardtext import impact_text
from .flow import FRAMES, kind_of
from .robotstep import EFFECT_RULES, ROBOT_FRAMES, Step, flat_impacts, robot_of
from .state import TrhState, clone
from .tables import T
from .text import card_name
from .turn import run

WORDS = Sentences("transhumanity.unfold", {
    "en": {
        "draws": "{robot} acts and draws {card} (TRH-K-10, K-11)",
        "effect": "{robot}, effect {n} of {total} of {card}: {effect} ({rules})",
        "solve_any": "TRH-K-29",
        "solve": "TRH-G-2",
        "nothing": "nothing on the table changes (nothing it applies to)",
    },
    "hu": {
        "draws": "{robot} lép, és húz: {card} (TRH-K-10, K-11)",
        "effect": "{robot}, {card} {n}/{total}. hatása: {effect} ({rules})",
        "solve_any": "TRH-K-29",
        "solve": "TRH-G-2",
        "nothing": "semmi nem változik az asztalon (nincs mire hatnia)",
    },
})




def robot_name(s: TrhState, seat: int) -> str:
    return f"Exoglobal {s.colours[seat].title()}"


def _words(s: TrhState, f: Frame, lang: str) -> str | None:
    """The heading of the robot step that frame ``f`` begins in position ``s`` (None: a step that
    only puts the drawn card away, TRH-K-11 ruling)."""
    w = WORDS["hu" if lang == "hu" else "en"]
    seat = robot_of(s, f)
    if kind_of(f) == "exo_turn":
        if not s.exo_deck:
            return None
        return w["draws"].format(robot=robot_name(s, seat), card=card_name(s.exo_deck[0], lang))
    card = T.cards[f["card"]]
    g: int = f["g"]  # the impact group in hand
    i: int = f["a"]  # the effect in it
    if g >= len(card.impacts):
        return None
    imp = card.impacts[g][i]
    flat = flat_impacts(card.id)
    n = sum(len(grp) for grp in card.impacts[:g]) + i + 1
    if imp.type == "solve":
        rules = w["solve_any"] if imp.problem in (None, "any") else w["solve"]
    else:
        rules = EFFECT_RULES.get(imp.type, "TRH-K-30")
    return w["effect"].format(robot=robot_name(s, seat), n=n, total=len(flat), card=card_name(card.id, lang),
                              effect=impact_text(imp, lang), rules=rules)


def unfold(state: TrhState, action: Action, lang: str = "en") -> list[Step]:
    """The robot steps of ``apply(state, action)`` (empty when no robot acts in it)."""
    if not state.solo:
        return []
    s = clone(state)
    object.__setattr__(s, "step", s.step + 1)  # as ``TranshumanityRules._apply`` counts it
    FRAMES.resolve(s, action)
    cuts: list[tuple[TrhState, Frame]] = []

    def watch(x: TrhState) -> None:
        top = x.frames[-1] if x.frames else None
        if top is not None and kind_of(top) in ROBOT_FRAMES:
            cuts.append((clone(x), top))

    run(s, watch)
    if not cuts:
        return []
    steps: list[Step] = []
    ends = [c[0] for c in cuts[1:]] + [s]
    for (at, f), after in zip(cuts, ends, strict=True):
        text = _words(at, f, lang)
        if text is None:
            if steps:  # the card put away belongs to the step before it
                steps[-1].after = after
            continue
        steps.append(Step(seat=robot_of(at, f), text=text, before=at, after=after))
    w = WORDS["hu" if lang == "hu" else "en"]
    for st in steps:
        st.notes = details(st.before, st.after, lang) or [w["nothing"]]
    return steps
