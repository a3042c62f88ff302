"""The account of what the Exoglobal robots did (TRH-K-10..29), in words, for the log.

The robots' turn runs inside the engine (``solo.py``) during the person's last action of a turn,
so the log line of that action alone would hide it. ``narrate(before, after, lang)`` compares
the two states and says, in order: which robot acts and the card it drew, the ideas it
syndicated, the ideas that went into the Splay or left it, the companies founded, the problems
solved and a card put into a Market hole. Only public facts are named (everything here is on the
table after the move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pax.core.sentences import Sentences

from .flow import Frame, kind_of

from .agents import is_exo
from .splay import strips
from .state import DISC, TrhState
from .vocabulary import COLOUR_WORDS, SPHERES
from .tables import T
from .text import card_name

WORDS = Sentences("transhumanity.account", {
    "en": {
        "draws": "{robot} acts and draws {card} (TRH-K-10, K-11)",
        "syndicates": "{robot} syndicates {card} ({slot}) (TRH-K-11..K-14)",
        "splay_in": "{card} goes into the Splay as a {band} strip (TRH-K-22..K-24)",
        "splay_out": "{card} leaves the Splay (TRH-G-11)",
        "market_out": "{card} leaves the Market (TRH-K-27)",
        "company": "{robot} founds a company at {spot} (TRH-K-21)",
        "solve": "{robot} solves {problem} (TRH-G-2)",
        "hole": "{card} fills the empty slot {slot} (TRH-K-29)",
        "lost_company": "{owner} loses the company at {spot} (TRH-G-16)",
        "money": "{name}: {changes}",
        "capital": "Capital", "wealth": "Wealth", "debt": "Debt",
        "patent": "{disc} patents {old}→{new}",
    },
    "hu": {
        "draws": "{robot} lép, és húz: {card} (TRH-K-10, K-11)",
        "syndicates": "{robot} szindikál: {card} ({slot}) (TRH-K-11..K-14)",
        "splay_in": "{card} a Sorba kerül, {band} sávval (TRH-K-22..K-24)",
        "splay_out": "{card} kikerül a Sorból (TRH-G-11)",
        "market_out": "{card} kikerül a Piacról (TRH-K-27)",
        "company": "{robot} céget alapít: {spot} (TRH-K-21)",
        "solve": "{robot} megoldja: {problem} (TRH-G-2)",
        "hole": "{card} az üres helyre kerül: {slot} (TRH-K-29)",
        "lost_company": "{owner} elveszíti a cégét: {spot} (TRH-G-16)",
        "money": "{name}: {changes}",
        "capital": "Tőke", "wealth": "Vagyon", "debt": "Adósság",
        "patent": "{disc} szabadalom {old}→{new}",
    },
})
BANDS = COLOUR_WORDS

if TYPE_CHECKING:
    from .robotstep import Step


def _robot(s: TrhState, seat: int) -> str:
    return f"Exoglobal {s.colours[seat].title()}"


def _market(s: TrhState) -> dict[str, tuple[int, int, tuple[int, ...]]]:
    out = {}
    for c, col in enumerate(s.market):
        for r, slot in enumerate(col):
            if slot is not None:
                out[slot["id"]] = (c, r, tuple(slot["s"]))
    return out


def money(before: TrhState, after: TrhState, lang: str = "en") -> list[str]:
    """What each player's action cost and gave in agents (TRH-E): the financial boxes and patents
    that changed, before → after (public: every board is on the table)."""
    w = WORDS["hu" if lang == "hu" else "en"]
    boxes = (w["capital"], w["wealth"], w["debt"])
    discs = BANDS["hu" if lang == "hu" else "en"]
    out = []
    from .view import player_name
    for seat in range(len(after.colours)):
        if is_exo(after, seat):
            continue
        f0, f1 = before.fin[seat], after.fin[seat]
        parts = [f"{boxes[i]} {f0[i]}→{f1[i]}" for i in range(3) if f0[i] != f1[i]]
        p0, p1 = before.patents[seat], after.patents[seat]
        parts += [w["patent"].format(disc=discs[d], old=p0[i], new=p1[i]) for i, d in enumerate(DISC) if p0[i] != p1[i]]
        if parts:
            out.append(w["money"].format(name=player_name(after, seat), changes=", ".join(parts)))
    return out


def details(before: TrhState, after: TrhState, lang: str = "en") -> list[str]:
    """What changed on the table between ``before`` and ``after``, besides a robot's drawing of
    its card: the players' money (``money``), the robots' syndications, the ideas that went into
    the Splay or left it, the companies founded or lost, the problems solved, a card put into a
    Market hole."""
    w = WORDS["hu" if lang == "hu" else "en"]
    bands = BANDS["hu" if lang == "hu" else "en"]
    out: list[str] = money(before, after, lang)
    m0, m1 = _market(before), _market(after)
    for cid, (c, r, seats) in m1.items():
        old = m0.get(cid)
        for seat in seats:
            if is_exo(after, seat) and (old is None or seat not in old[2]):
                out.append(w["syndicates"].format(robot=_robot(after, seat), card=card_name(cid, lang), slot=f"{SPHERES[c]}{r}"))
        if old is None and cid in before.exo_deck:
            out.append(w["hole"].format(card=card_name(cid, lang), slot=f"{SPHERES[c]}{r}"))
    if not before.solo:
        return out
    in0 = {e["id"] for e in before.splay}
    in1 = {e["id"] for e in after.splay}
    for e, band in zip(after.splay, strips(after), strict=False):
        if e["id"] not in in0:
            out.append(w["splay_in"].format(card=card_name(e["id"], lang), band=bands[band]))
    for e in before.splay:
        if e["id"] not in in1:
            out.append(w["splay_out"].format(card=card_name(e["id"], lang)))
    for cid in m0:
        if cid not in m1 and cid not in in1 and cid not in after.held:
            out.append(w["market_out"].format(card=card_name(cid, lang)))
    for spot, o in sorted(after.company.items()):
        if before.company.get(spot) != o and is_exo(after, o):
            out.append(w["company"].format(robot=_robot(after, o), spot=T.names.get(spot, spot)))
    for spot, o in sorted(before.company.items()):
        if spot not in after.company:
            from .view import player_name
            out.append(w["lost_company"].format(owner=player_name(before, o), spot=T.names.get(spot, spot)))
    for pid, solver in sorted(after.problems.items()):
        if solver is not None and before.problems.get(pid) != solver and is_exo(after, solver):
            out.append(w["solve"].format(robot=_robot(after, solver), problem=T.names.get(pid, pid)))
    return out


def _for_robot(f: Frame) -> bool:
    """Whether a frame is a robot's turn or card, or a decision taken for a robot (its ``owner``)."""
    owner: object = f.get("owner", 0)
    return kind_of(f) in ("exo_imp", "exo_turn", "exo_colour") or owner != 0


def robots_acted(before: TrhState, after: TrhState) -> bool:
    """Whether a robot acted, or a decision was put to the person for one, between the two."""
    if not before.solo:
        return False
    robot_frames = any(_for_robot(f) for f in before.frames) or any(_for_robot(f) for f in after.frames)
    return before.exo_deck != after.exo_deck or robot_frames


def narrate(before: TrhState, after: TrhState, lang: str = "en", steps: list[Step] | None = None) -> list[str]:
    """The log's notes of one action: what it cost and gave (``money``), then, in the solo arena,
    what the robots did, step by step when the steps are known (``unfold.py``), else in one
    account of everything that changed."""
    if steps:
        out = details(before, steps[0].before, lang)
        for st in steps:
            out.append(st.text)
            out += st.notes
        return out
    if not robots_acted(before, after):
        return money(before, after, lang)
    w = WORDS["hu" if lang == "hu" else "en"]
    out = []
    drawn = before.exo_deck[0] if before.exo_deck and before.exo_deck[0] not in after.exo_deck else None
    if drawn is not None:
        from .solo import acting_exo
        out.append(w["draws"].format(robot=_robot(before, acting_exo(before)), card=card_name(drawn, lang)))
    return out + details(before, after, lang)
