"""One-shots (REN-O): Civil War (REN-J), Religious War (REN-K), Trade Shift (REN-H), Coronation (REN-I).

Each is registered in ``flow.ONE_SHOTS`` under its card-data type. When a card is played the Play
frame offers ``one_shot(*args)`` for each of ``choices`` plus ``no_one_shot`` (REN-E-10: optional,
resolved on play or forfeited). Arguments:

===============  ===========  ======================================================================
one-shot         args         meaning
===============  ===========  ======================================================================
conspiracy       (map_card,)  Civil War on that map card (the printed one, or any of a printed region)
peasant_revolt   (map_card,)  the same, Concessions fighting (REN-J-7)
crusade /        (map_card,)  Religious War of the variant's religion on that map card (REN-K-1, K-2)
reformation /
jihad
trade_shift      (emporium,)  move the disc off that emporium onto the active one (REN-H-1)
coronation       (empire,)    crown that listed Empire (REN-I-1)
===============  ===========  ======================================================================

Wars are offered only when at least one token would attack (a war without attackers fails and
changes nothing). Frames pushed here: ``conquest`` (automatic, after a won war), ``secularise``
{map} — ``secularise`` or ``keep_theocracy`` after a won Conspiracy against a Theocracy (REN-J-6).
"""

from __future__ import annotations

from collections.abc import Iterable

from pax.core import Action
from pax.core.sentences import Sentences

from . import board, regime_change, war
from .flow import ONE_SHOTS, Kind, frame, push
from .state import Frame, RenState
from .tables import (
    ADJACENT, BORDERS_OF, CARDS, CITIES_OF, EMPORIA, RELIGION_COLOUR, RELIGIOUS_SIDE,
)
from .tables import RELIGIOUS_WARS
from .trade_fair import active_emporium

Fighter = tuple[str, str]

ACTION_ARGS: dict[str, str] = {
    "secularise": "() — flip the conquered Theocracy to its Medieval side (REN-J-6)",
    "keep_theocracy": "() — leave the conquered map card on its religious side",
}


# ------------------------------------------------------------------ fighters


def agent_token(seat: int, piece: str, colour: str | None) -> str:
    """The token a pictured agent stands for: a Pirate is a Rook (REN-B-6), a Pawn the player's cube."""
    if piece == "pawn":
        return board.cube(seat)
    if piece == "pirate":
        return f"rook:{colour}"
    return f"{piece}:{colour}"


def card_fighters(seat: int, card: str, pawns: bool) -> tuple[list[Fighter], list[int]]:
    """(fighters, indices of the pictured agents that do not fight).

    REN-W-3: Bishops never fight; REN-J-2 ruling: Pawns fight only when ``pawns`` (Peasant Revolt,
    and a Religious War's "non-Bishop agents", REN-K-3). Agents that do not fight are placed as usual
    after the one-shot (REN-E-13)."""
    fight: list[Fighter] = []
    rest: list[int] = []
    for i, ag in enumerate(CARDS[card].agents):
        if ag.piece == "bishop" or (ag.piece == "pawn" and not pawns):
            rest.append(i)
        else:
            fight.append((f"card:{card}", agent_token(seat, ag.piece, ag.colour)))
    return fight, rest


def _border_tokens(s: RenState, m: str) -> list[Fighter]:
    return [(f"border:{b}", s.borders[b]) for b in BORDERS_OF[m] if b in s.borders]


def _city_tokens(s: RenState, maps: Iterable[str]) -> list[Fighter]:
    return [(f"city:{c}", t) for m in maps for c in CITIES_OF[m] for t in s.cities.get(c, ())]


def civil_war_sides(s: RenState, seat: int, card: str, m: str, revolt: bool) -> tuple[list[Fighter], list[Fighter]]:
    """(attackers, defenders) of a Conspiracy or Peasant Revolt on map card ``m`` (REN-J-1..5, J-7, J-8)."""
    att, _ = card_fighters(seat, card, pawns=revolt)  # REN-J-2, J-7
    for t in s.repressed.get(m, ()):
        if board.is_cube(t) == revolt:  # REN-J-3 Knights/Rooks rise; REN-J-7/J-8: only Serfs in a revolt
            att.append((f"repressed:{m}", t))
    for place, t in _border_tokens(s, m):
        if not board.is_cube(t) or revolt:  # REN-J-4 Pirates; REN-J-7 Concessions of every owner
            att.append((place, t))
    return att, _city_tokens(s, (m,))  # REN-J-5


def pagans(s: RenState, m: str, colour: str) -> list[Fighter]:
    """REN-K-2, K-7: Knights/Rooks in the map card's cities and Pirates on its borders of another colour."""
    out = [(p, t) for p, t in _city_tokens(s, (m,)) if board.colour_of(t) != colour]
    out += [(p, t) for p, t in _border_tokens(s, m) if not board.is_cube(t) and board.colour_of(t) != colour]
    return out


def religious_war_sides(s: RenState, seat: int, card: str, m: str, religion: str) -> tuple[list[Fighter], list[Fighter]]:
    """(attackers, defenders) of a Crusade / Reformation / Jihad on ``m`` (REN-K-3..7)."""
    colour = RELIGION_COLOUR[religion]
    att, _ = card_fighters(seat, card, pawns=True)  # REN-K-3: every non-Bishop pictured agent
    att += [(p, t) for p, t in _city_tokens(s, (m,)) if board.colour_of(t) == colour]  # REN-K-4
    att += [(p, t) for p, t in _border_tokens(s, m)
            if not board.is_cube(t) and board.colour_of(t) == colour]  # REN-K-5
    kinds = {"knight"}
    if religion == "catholic" and board.has_ability(s, seat, "crusade_adjacent_rooks"):
        kinds.add("rook")  # REN-D-20: Knights Hospitaller's Crusades also call white Rooks next door
    att += [(p, t) for p, t in _city_tokens(s, sorted(ADJACENT[m]))
            if board.colour_of(t) == colour and board.kind_of(t) in kinds]  # REN-K-6
    return att, pagans(s, m, colour)  # REN-K-7


def _push_other_agents(s: RenState, seat: int, card: str, indices: list[int]) -> None:
    """Pictured agents that did not fight are placed after the one-shot (REN-E-10 ruling, E-13)."""
    if indices and board.owner_of(s, card) == seat:
        push(s, "agents", seat, card=card, left=indices)


def _targets(card: str) -> tuple[str, ...]:
    """REN-O-1 ruling: the printed map card, or any map card of a printed region."""
    os_ = CARDS[card].one_shot
    assert os_ is not None and os_.target is not None
    return board.maps_of(os_.target)


# ------------------------------------------------------------------ civil war (REN-J)


class CivilWar:
    """REN-J: a colour-blind war on the target map card (Conspiracy, or Peasant Revolt if ``revolt``)."""

    uses_agents = True  # the pictured soldiers fight; the others are pushed by ``run``

    def __init__(self, revolt: bool) -> None:
        self.revolt = revolt

    def choices(self, s: RenState, seat: int, card: str) -> list[tuple[int | str, ...]]:
        return [(m,) for m in _targets(card) if civil_war_sides(s, seat, card, m, self.revolt)[0]]

    def run(self, s: RenState, seat: int, card: str, args: tuple[int | str, ...]) -> None:
        m = str(args[0])
        att, dfn = civil_war_sides(s, seat, card, m, self.revolt)
        _push_other_agents(s, seat, card, card_fighters(seat, card, pawns=self.revolt)[1])
        then = {"kind": "conquest", "seat": seat, "map": m, "cause": "civil_war",
                "secularise": not self.revolt, "religion": None}  # REN-J-6, J-9
        war.begin(s, seat, att, dfn, then=then)


# ------------------------------------------------------------------ religious war (REN-K)


class ReligiousWar:
    """REN-K: a war of the variant's religion against the Pagans of the target map card."""

    uses_agents = True

    def __init__(self, religion: str) -> None:
        self.religion = religion

    def choices(self, s: RenState, seat: int, card: str) -> list[tuple[int | str, ...]]:
        out: list[tuple[int | str, ...]] = []
        for m in _targets(card):
            att, dfn = religious_war_sides(s, seat, card, m, self.religion)
            if dfn and att:  # REN-K-2: Pagans required
                out.append((m,))
        return out

    def run(self, s: RenState, seat: int, card: str, args: tuple[int | str, ...]) -> None:
        m = str(args[0])
        att, dfn = religious_war_sides(s, seat, card, m, self.religion)
        _push_other_agents(s, seat, card, card_fighters(seat, card, pawns=True)[1])
        then = {"kind": "conquest", "seat": seat, "map": m, "cause": "religious_war",
                "secularise": False, "religion": self.religion}
        war.begin(s, seat, att, dfn, then=then)


@frame("conquest")
class ConquestFrame(Kind[RenState]):
    """After a won Civil or Religious War: conversion (REN-K-8) or the secularisation choice
    (REN-J-6), then the survivors move in (REN-W-4, W-5), then the regime change (REN-J, REN-K-9)."""

    def auto(self, s: RenState, f: Frame) -> None:
        seat, m = f["seat"], f["map"]
        push(s, regime_change.frame(seat, m, f["cause"]))
        push(s, war.occupy_frame(seat, m, f["survivors"]))
        religion: object = f["religion"]
        if isinstance(religion, str) and religion and RELIGIOUS_SIDE[m] == religion:
            s.map_side[m] = religion  # REN-K-8: only if its religious side shows that religion
        if f["secularise"] and s.map_side[m] != "medieval":
            push(s, "secularise", seat, map=m)  # REN-J-6 ruling: decided before the survivors move in


@frame("secularise")
class SeculariseFrame(Kind[RenState]):
    """REN-J-6: after a won Conspiracy against a Theocracy, the player may flip it Medieval."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        return [Action.of("secularise"), Action.of("keep_theocracy")]

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        if a.kind == "secularise":
            s.map_side[f["map"]] = "medieval"


# ------------------------------------------------------------------ trade shift (REN-H)


def discovery_before(s: RenState, seat: int, card: str) -> int:
    """REN-H-2 ruling: Discovery prestige counted without the card being played."""
    n = board.prestige(s, seat)["discovery"]
    if board.owner_of(s, card) == seat:
        n -= CARDS[card].prestige.count("discovery")
    return n


class TradeShift:
    """REN-H-1..3: the disc on the named emporium moves onto the route's active emporium."""

    uses_agents = False

    def choices(self, s: RenState, seat: int, card: str) -> list[tuple[int | str, ...]]:
        os_ = CARDS[card].one_shot
        assert os_ is not None and os_.emporium is not None
        e = os_.emporium
        if e not in s.discs:
            return []  # REN-H-1: an uncovered emporium: nothing to do
        if EMPORIA[e].shift_needs_discovery and discovery_before(s, seat, card) < 1:
            return []  # REN-H-2
        return [(e,)]

    def run(self, s: RenState, seat: int, card: str, args: tuple[int | str, ...]) -> None:
        e = str(args[0])
        active = active_emporium(s, EMPORIA[e].route)  # REN-H-1 ruling: the disc goes there
        s.discs[active] = s.discs.pop(e)
        for tok in s.cities.get(active, ()):  # REN-H-3: the covered city's token is repressed
            board.repress_in_city(s, active, tok)


# ------------------------------------------------------------------ coronation (REN-I)


class Coronation:
    """REN-I-1..6: the Queen crowns a listed Empire from the deck (Star Chamber: any tableau too)."""

    uses_agents = False

    def choices(self, s: RenState, seat: int, queen: str) -> list[tuple[int | str, ...]]:
        any_tableau = board.has_ability(s, seat, "crown_from_tableau")  # REN-D-20 Star Chamber
        return [(e,) for e in CARDS[queen].suitors if e not in s.empire_owner or any_tableau]  # REN-I-1

    def run(self, s: RenState, seat: int, queen: str, args: tuple[int | str, ...]) -> None:
        e = str(args[0])
        regime_change.take_empire(s, seat, e)  # King side up on the Empire's side (REN-I-2, I-5)
        s.queens[e] = queen  # crosswise on the Queen: a pair for Bishops (REN-I-4), two for ops (REN-I-3)
        regime_change.begin(s, seat, e, "coronation")  # REN-I-6


ONE_SHOTS["conspiracy"] = CivilWar(revolt=False)
ONE_SHOTS["peasant_revolt"] = CivilWar(revolt=True)
ONE_SHOTS["crusade"] = ReligiousWar("catholic")
ONE_SHOTS["reformation"] = ReligiousWar("reformist")
ONE_SHOTS["jihad"] = ReligiousWar("islamic")
ONE_SHOTS["trade_shift"] = TradeShift()
ONE_SHOTS["coronation"] = Coronation()


# ------------------------------------------------------------------ sentences and UI targets


SAY = Sentences("renaissance.oneshots", {
    "en": {"secularise": "Flip {map} to its Medieval side", "keep": "{map} stays a Theocracy",
           "any": "Resolve the one-shot", "trade_shift": "Trade Shift: {city} becomes the active emporium",
           "coronation": "Coronation: {card} crowns {king}",
           "war": "{war} in {where}: {att} attacker{att_s} against {dfn} defender{dfn_s}",
           "conspiracy": "Conspiracy", "peasant_revolt": "Peasant Revolt", "crusade": "Crusade",
           "reformation": "Reformation", "jihad": "Jihad"},
    "hu": {"secularise": "{map}: visszafordítja középkorira", "keep": "{map}: vallásos oldalon marad",
           "any": "Egyszeri esemény", "trade_shift": "Kereskedelmi átrendeződés: {city} lesz az aktív központ",
           "coronation": "Koronázás: {king} ({card})", "war": "{war} – {where}: {att} támadó, {dfn} védő",
           "conspiracy": "Összeesküvés", "peasant_revolt": "Parasztfelkelés", "crusade": "Kereszteshadjárat",
           "reformation": "Reformáció", "jihad": "Dzsihád"},
})


def _describe(s: RenState, a: Action, lang: str) -> str:
    from .describe import name

    m = name(s.frames[-1].get("map", ""), s, lang) if s.frames else ""
    return SAY(lang, "secularise" if a.kind == "secularise" else "keep", map=m)


def _ui_targets(s: RenState, a: Action) -> tuple[str, ...]:
    return (str(s.frames[-1].get("map", "")),) if s.frames else ()


def describe_one_shot(s: RenState, a: Action, lang: str) -> str:
    """The one-shot choice as a sentence; a war states its odds (attackers against defenders)."""
    from .describe import name

    f = s.frames[-1] if s.frames else {}
    card, seat = f.get("card", ""), f.get("seat", 0)
    os_ = CARDS[card].one_shot if card in CARDS else None
    if os_ is None or len(a.args) != 1:
        return SAY(lang, "any")
    x = str(a.args[0])
    n = name(x, s, lang)
    if os_.type == "trade_shift":
        return SAY(lang, "trade_shift", city=n)
    if os_.type == "coronation":
        return SAY(lang, "coronation", king=n, card=name(card, s, lang))
    if os_.type in RELIGIOUS_WARS:
        att, dfn = religious_war_sides(s, seat, card, x, RELIGIOUS_WARS[os_.type])
    else:
        att, dfn = civil_war_sides(s, seat, card, x, os_.type == "peasant_revolt")
    return SAY(lang, "war", war=SAY(lang, os_.type), where=n, att=len(att), att_s="s" * (len(att) != 1),
               dfn=len(dfn), dfn_s="s" * (len(dfn) != 1))


def _register_text() -> None:
    from .describe import DESCRIBE, register

    register(ACTION_ARGS, _describe, _ui_targets)
    DESCRIBE["one_shot"] = describe_one_shot  # (targets: the lead's generic one — the chosen id)


_register_text()


# ------------------------------------------------------------------ why a one-shot choice is refused


def why_not(s: RenState, f: Frame, a: Action) -> str | None:
    """Why ``one_shot(*args)`` is refused in the Play frame ``f`` (None: no specific reason known)."""
    from .describe import name

    if f.get("kind") not in ("play", "agents") or a.kind != "one_shot":
        return None  # (with no possible one-shot the Play frame is skipped: the agents frame is on top)
    seat, card = f["seat"], f["card"]
    os_ = CARDS[card].one_shot
    if os_ is None or os_.type not in ONE_SHOTS:
        return f"{name(card)} has no one-shot (REN-O-2)"
    if len(a.args) != 1:
        return "a one-shot takes exactly one choice (its target)"
    x = str(a.args[0])
    if os_.type == "trade_shift":
        if x != os_.emporium:
            return f"this Trade Shift names {name(os_.emporium)} (REN-H-1)"
        if x not in s.discs:
            return f"{name(x)} carries no disc: nothing to shift (REN-H-1)"
        return "a Trade Shift to the Spice Islands needs 1 Discovery prestige before this card (REN-H-2)"
    if os_.type == "coronation":
        if x not in CARDS[card].suitors:
            return f"{name(card)} cannot crown {name(x)} (REN-I-1)"
        return f"{name(x)} is not in the Empire deck (REN-I-1)"
    if x not in _targets(card):
        return f"this one-shot targets {name(os_.target)} (REN-O-1)"
    if os_.type in ("crusade", "reformation", "jihad"):
        handler = ONE_SHOTS[os_.type]
        assert isinstance(handler, ReligiousWar)  # the three religious wars' handlers
        att, dfn = religious_war_sides(s, seat, card, x, handler.religion)
        if not dfn:
            return f"there are no Pagans in {name(x)} (REN-K-2)"
    else:
        att, _ = civil_war_sides(s, seat, card, x, os_.type == "peasant_revolt")
    if not att:
        return f"no token would attack {name(x)}: the war could not be won (REN-W-1)"
    return None


#: (the agents frame's reasons belong to the lead; ``why_not`` also reads it when called directly)
WHY_NOT = {"play": why_not}


# ------------------------------------------------------------------ why a one-shot was skipped


SKIPPED = Sentences("renaissance.oneshot_skipped", {
    "en": {"skipped": "{card}: its {one_shot} does not apply — {why}", "trade_shift": "Trade Shift",
           "coronation": "Coronation",
           "no_disc": "{emporium} carries no disc, so there is nothing to shift (REN-H-1)",
           "discovery": "a Trade Shift to the Spice Islands needs 1 Discovery prestige in the tableau before "
                        "this card, and its own icon does not count (REN-H-2)",
           "no_empire": "none of the Empires she may crown is in the Empire deck (REN-I-1), so she becomes an "
                        "Old Maid (REN-E-11)",
           "no_pagans": "there are no Pagans to fight in {where} (REN-K-2)",
           "no_attacker": "no token would attack {where}, so the war could not be won (REN-W-1)",
           "or": " or "},
    "hu": {"skipped": "{card}: {one_shot} nem lép életbe — {why}", "trade_shift": "a kereskedelmi átrendeződés",
           "coronation": "a koronázás",
           "no_disc": "{emporium} nem hordoz korongot, így nincs mit áthelyezni (REN-H-1)",
           "discovery": "a Fűszer-szigetekre irányuló átrendeződéshez már e kártya előtt 1 Felfedezés presztízs "
                        "kell a tablóban, a kártya saját jele nem számít (REN-H-2)",
           "no_empire": "egyik birodalom sem, amelyet megkoronázhatna, nincs a birodalompakliban (REN-I-1), így "
                        "vénkisasszony lesz (REN-E-11)",
           "no_pagans": "{where} területén nincsenek pogányok, akik ellen harcolni lehetne (REN-K-2)",
           "no_attacker": "{where} ellen egyetlen bábu sem támadna, így a háborút nem lehetne megnyerni (REN-W-1)",
           "or": " vagy "},
})


def skipped(s: RenState, seat: int, card: str, lang: str = "en") -> str | None:
    """Why the one-shot of ``card``, just played by ``seat``, offered no choice and was skipped
    (REN-E-10: resolved on play or forfeited), as a sentence naming the rule; ``None`` when the
    card has no one-shot the engine resolves, or it does offer a choice."""
    from .describe import name

    found = skip_reason(s, seat, card, lang)
    if found is None:
        return None
    kind, why = found
    return SKIPPED[lang if lang in ("en", "hu") else "en"]["skipped"].format(card=name(card, s, lang), one_shot=kind, why=why)


def skip_reason(s: RenState, seat: int, card: str, lang: str = "en") -> tuple[str, str] | None:
    """(the one-shot's name, why it offers no choice) for ``card`` played by ``seat`` now (in hand
    or just played), each naming its rule; ``None`` when it has no one-shot or it does apply."""
    from .describe import name

    os_ = CARDS[card].one_shot
    handler = ONE_SHOTS.get(os_.type) if os_ is not None else None
    if os_ is None or handler is None or handler.choices(s, seat, card):
        return None
    t = SKIPPED[lang if lang in ("en", "hu") else "en"]
    if os_.type == "trade_shift":
        kind = t["trade_shift"]
        why = (t["no_disc"].format(emporium=name(os_.emporium, s, lang)) if os_.emporium not in s.discs
               else t["discovery"])
    elif os_.type == "coronation":
        kind, why = t["coronation"], t["no_empire"]
    else:
        kind = SAY(lang, os_.type)
        targets = _targets(card)
        where = t["or"].join(name(m, s, lang) for m in targets)
        religion = handler.religion if isinstance(handler, ReligiousWar) else None
        pagans = religion is None or any(religious_war_sides(s, seat, card, m, religion)[1] for m in targets)
        why = t["no_attacker" if pagans else "no_pagans"].format(where=where)
    return kind, why
