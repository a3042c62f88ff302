"""The solo Exoglobal Arena (TRH-K): the robots' turn, run by the engine itself.

Where the robots' procedure leaves a choice to the human (where a robot's company goes, the colour
of a robot's Industry Disruption, which employee a Recession takes, Nuclear Exchange losses), a
choice frame for seat 0 is pushed; everything else is deterministic.
"""

from __future__ import annotations

from pax.core import Action

from .agents import divest
from .board import company_spots, crowding, discs_placed, found_company
from .commercialize import after_splay_change
from .flow import A, again, Auto, Choice, Frame, frame, push
from .impacts import disrupt, nuclear_exchange, recession, solve
from .market import cards_in_market, occupied, compact_and_refill, divest_slot, empty_slots, lowest_row, new_slot, white_open
from .scoring import finish
from .state import DISC, TrhState
from .syndicate import chain_targets, surge_colours, syndicate_here
from .tables import Impact, T

HUMAN = 0


def acting_exo(s: TrhState) -> int:
    """TRH-K-10: fewest cubes in play (off its board), ties by player order."""
    seats = range(1, len(s.colours))

    def in_play(o: int) -> tuple[int, int]:
        return (T.parts.agents_per_player - s.fin[o][0], o)

    return min(seats, key=in_play)


def pick(s: TrhState, candidates: list[tuple[int, int]]) -> tuple[int, int] | None:
    """TRH-K-19/20: a Tipping Point first, else the first in scan order (columns left to right,
    rows upward)."""
    if not candidates:
        return None
    cands = sorted(candidates)
    for c, r in cands:
        if T.cards[occupied(s, c, r)["id"]].kind == "tipping_point":
            return c, r
    return cands[0]


@frame("exo_turn")
class ExoTurnFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        if not s.exo_deck:
            # TRH-K-22 ruling (replaces TRH-K-8's "turns are skipped"): an Exoglobal that must draw
            # from an empty deck ends the game at once with Normal scoring.
            finish(s, "normal")
            return
        exo = acting_exo(s)
        card = T.cards[s.exo_deck.pop(0)]
        s.held.append(card.id)
        # The drawn card's effects come after the syndication and its surges (TRH-K-11..15).
        push(s, "exo_imp", seat=exo, card=card.id, g=0, a=0)
        cands = []
        for c, r, slot in cards_in_market(s):
            if T.cards[slot["id"]].pair == card.pair and exo not in slot["s"] \
                    and s.fin[exo][0] >= 1 + len(white_open(slot["id"], slot)):
                cands.append((c, r))
        where = pick(s, cands)
        if where is not None:
            exo_syndicate(s, exo, *where)


def exo_syndicate(s: TrhState, exo: int, c: int, r: int) -> None:
    """TRH-K-12/14/16: free; white squares covered; every Surge Arrow used, recursively."""
    syndicate_here(s, exo, c, r)
    for colour in surge_colours(s, occupied(s, c, r)["id"]):
        rows = chain_targets(s, exo, c, r, colour)
        where = pick(s, [(c, r2) for r2 in rows])
        if where is not None:
            exo_syndicate(s, exo, *where)


@frame("exo_imp")
class ExoImpFrame(Auto[TrhState]):
    def auto(self, s: TrhState, f: Frame) -> None:
        """TRH-K-15: every effect of the drawn card, every OR branch included, top to bottom.

        Ruling: kept as the spec's TRH-K-15 ruling says ("every" includes each branch of
        an OR; seed: "minden (!) Hatás"), although with our card set it makes the arena end by an
        Exoglobal Tycoon in ~95% of random-human games. That is a balance question for the product
        owner (confirm the ruling, or tune the company icons of the card set), not something the
        engine may change silently."""
        card = T.cards[f["card"]]
        g: int = f["g"]  # the impact group in hand
        i: int = f["a"]  # the effect in it
        if g < len(card.impacts):
            grp = card.impacts[g]
            imp = grp[i]
            g, i = (g, i + 1) if i + 1 < len(grp) else (g + 1, 0)
            again(s, f, g=g, a=i)
            exo_effect(s, f["seat"], imp)
            return
        s.held.remove(card.id)
        s.discard.append(card.id)  # TRH-K-11 ruling


def exo_effect(s: TrhState, exo: int, imp: Impact) -> None:
    t = imp.type
    if t in ("growth", "heat_growth"):  # TRH-K-22
        exo_commercialize(s, exo)
    elif t == "solve":
        if imp.problem in (None, "any"):
            fill_hole(s)  # TRH-K-29
        else:
            solve(s, exo, imp.problem)
    elif t == "company":  # TRH-K-21
        exo_startup(s, exo, imp)
    elif t == "social_resilience":  # TRH-K-27/28
        crowd = [crowding(s, i) for i in range(4)]
        col = crowd.index(max(crowd))
        r = lowest_row(s, col)
        if r is not None:
            slot = s.market[col][r]
            assert slot is not None  # an occupied slot (the frame or the list chose it)
            s.market[col][r] = None
            divest_slot(s, slot)
            s.discard.append(slot["id"])
            compact_and_refill(s, col)
    elif t == "industry_disruption":  # TRH-K-26: the human picks the colour
        push(s, "exo_colour", seat=HUMAN)
    elif t == "exoglobal_recession":  # TRH-K-25
        recession(s, only=(HUMAN,))
    elif t == "nuclear_exchange":
        assert imp.sphere is not None  # the catalogue gives every Nuclear Exchange its sphere
        nuclear_exchange(s, imp.sphere)
    elif t == "game_end":
        s.ending = "normal"
        finish(s, "normal")


def exo_commercialize(s: TrhState, exo: int) -> None:
    """TRH-K-22..24: an idea carrying its Syndication, no feasibility, no effects, no patents for
    it; left band down; heat becomes Future Shock; the human's Syndications become patents.
    TRH-K-22 ruling: a Tipping Point commercialized so still ends the game with Normal scoring."""
    where = pick(s, [(c, r) for c, r, slot in cards_in_market(s) if exo in slot["s"]])
    if where is None:
        return
    c, r = where
    slot = s.market[c][r]
    assert slot is not None  # an occupied slot (the frame or the list chose it)
    s.market[c][r] = None
    card = T.cards[slot["id"]]
    s.splay.append({"id": card.id, "d": 0, "h": slot["h"][:]})  # the slot may be shared (own_slot)
    for o in slot["s"]:
        if o == exo:
            divest(s, o)
        else:
            s.patents[o][DISC.index(card.left)] += 1
    after_splay_change(s)
    if card.kind == "tipping_point" and s.outcome is None:
        finish(s, "normal")


def fill_hole(s: TrhState) -> None:
    """TRH-K-29: the bottom card of the Exoglobal deck goes into the first empty Market slot."""
    holes = empty_slots(s)
    if holes and s.exo_deck:
        c, r = holes[0]
        s.market[c][r] = new_slot(s.exo_deck.pop())


def exo_startup(s: TrhState, exo: int, imp: Impact) -> None:
    """TRH-K-21: the human places the robot's company; a Brash one always goes to its marked spot."""
    if imp.brash and imp.brash in T.spots:
        if s.company.get(imp.brash) == exo:
            return
        if discs_placed(s, exo) >= 4:
            finish(s, "tycoon", (exo,))
            return
        found_company(s, exo, imp.brash)
        return
    assert imp.sphere is not None and imp.side is not None  # the catalogue gives every Startup both
    spots = company_spots(s, exo, imp.sphere, imp.side, None)
    if not spots:
        return
    if discs_placed(s, exo) >= 4:
        finish(s, "tycoon", (exo,))
        return
    push(s, "found", seat=HUMAN, owner=exo, spots=spots)


@frame("exo_colour")
class ExoColourFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return [A("colour", d) for d in DISC]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        disrupt(s, HUMAN, str(a.args[0]))

