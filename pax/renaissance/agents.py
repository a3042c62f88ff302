"""Playing a card (REN-D-4, REN-E-8..23): tableau placement, the optional one-shot, placing agents.

Frames:

* ``play`` {card}: ``one_shot(*args)`` for each way the card's one-shot can be resolved
  (from its ``ONE_SHOTS`` handler), or ``no_one_shot``. Automatic when there is no choice.
* ``agents`` {card, left}: ``place(index, target, extra, source)`` or ``skip(index)`` for each
  pictured agent still to place, any order (REN-E-13 ruling). ``target``: a card id (Bishop),
  a city (Knight/Rook) or a border (Pirate/Pawn). ``extra``: the token repressed in a full city,
  or the map card whose Empire receives a repressed Concession; "" if none. ``source``: where the
  token comes from (REN-E-23, ``board.sources``).
* ``pacify`` {empire}: ``kill(token)`` one repressed token of the Empire the Bishop arrived on, or ``no_kill``.
"""

from __future__ import annotations

from pax.core import Action

from . import board
from .flow import ONE_SHOTS, Kind, frame, ints, push, seat_of, text
from .state import Frame, RenState
from .tables import CARDS, CITIES_OF, EMPIRES, SEA_BORDERS


def play(s: RenState, seat: int, card: str) -> None:
    """Move ``card`` from the hand; non-Queens enter the tableau at once (REN-E-8), then the one-shot."""
    hand = list(s.hands[seat])
    hand.remove(card)
    s.hands[seat] = tuple(hand)
    if CARDS[card].kind != "queen":
        board.add_to_row(s, seat, card)  # REN-E-8
    push(s, "play", seat, card=card)


def one_shot_choices(s: RenState, seat: int, card: str) -> list[tuple[int | str, ...]]:
    os_ = CARDS[card].one_shot
    if not os_:
        return []
    h = ONE_SHOTS.get(os_.type)
    if h is None:
        return []
    return h.choices(s, seat, card)


@frame("play")
class PlayFrame(Kind[RenState]):
    """REN-E-10: the one-shot is optional and resolved on play, before the agents (REN-E-13)."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        opts = one_shot_choices(s, f["seat"], f["card"])
        if not opts:
            return []
        return [Action.of("one_shot", *o) for o in opts] + [Action.of("no_one_shot")]

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        card, seat = f["card"], f["seat"]
        if a.kind == "no_one_shot":
            self.auto(s, f)
            return
        one_shot = CARDS[card].one_shot
        assert one_shot is not None  # the frame is pushed for a card with a one-shot only
        h = ONE_SHOTS[one_shot.type]
        if not h.uses_agents:
            _push_agents(s, seat, card)
        h.run(s, seat, card, tuple(a.args))

    def auto(self, s: RenState, f: Frame) -> None:
        card, seat = f["card"], f["seat"]
        if CARDS[card].kind == "queen":  # REN-E-11: no Coronation -> Old Maid
            s.old_maids[seat] = s.old_maids[seat] + (card,)
            return
        _push_agents(s, seat, card)


def _push_agents(s: RenState, seat: int, card: str) -> None:
    if CARDS[card].agents and board.owner_of(s, card) == seat:
        left: list[int] = list(range(len(CARDS[card].agents)))
        push(s, "agents", seat, card=card, left=left)


# ------------------------------------------------------------- bishop moves


def row_of(s: RenState, card: str) -> tuple[int, tuple[str, ...]] | None:
    """(seat, row) holding ``card`` or the Empire it hangs from."""
    anchor = card
    if card not in EMPIRES:
        k = board.king_of(s, card)
        if k is not None:
            anchor = k
    while anchor in s.suzerain:
        anchor = s.suzerain[anchor]
    for seat in range(s.setup.players):
        for row in (s.west[seat], s.east[seat]):
            if anchor in row:
                return seat, row
    return None


def bishop_destinations(s: RenState, card: str) -> list[str]:
    """Cards one Inquisitor move away from ``card`` (REN-F-2, F-3; REN-E-14).

    Same tableau: the row neighbours (never across the Player card), Suzerain <-> Vassal and
    co-Vassals. Other tableaux: any card with the same location (REN-E-30). A crowned pair is
    one destination, its Empire (REN-I-4). Player cards, Old Maids and the Empire deck never.
    """
    where = row_of(s, card)
    if where is None:
        return []
    seat, row = where
    king = board.king_of(s, card)
    base = card if card in EMPIRES or king is None else king
    out: list[str] = []
    anchor = base
    while anchor in s.suzerain:
        anchor = s.suzerain[anchor]
    i = row.index(anchor)
    if base == anchor:
        for j in (i - 1, i + 1):
            if 0 <= j < len(row):
                out.append(row[j])
    if base in EMPIRES:
        group = board.vassals_of(s, anchor)
        if base == anchor:
            out += list(group)  # Suzerain -> its Vassals
        else:
            out.append(anchor)  # Vassal -> Suzerain or a co-Vassal
            out += [v for v in group if v != base]
    loc = board.location_of(s, base)
    for other in range(s.setup.players):
        if other == seat:
            continue
        for c in board.tableau_cards(s, other):
            if c in CARDS and CARDS[c].kind == "queen":
                continue  # the crowned pair is reached through its Empire
            if board.same_location(loc, board.location_of(s, c)):
                out.append(c)
    seen: set[str] = set()
    return [c for c in out if not (c in seen or seen.add(c))]  # type: ignore[func-returns-value]


def worms_partner(s: RenState, card: str, src: str | None) -> str | None:
    """The card whose Bishop a Bishop arriving on ``card`` from ``src`` meets (REN-F-4), or None.

    A crowned Queen and her King (REN-I-4) and a Suzerain with its Vassals (REN-R-14 ruling) are
    one card for Bishops: a Bishop arriving from outside the group meets one on any of its cards;
    a Bishop moving between the cards of its own group does not arrive (``src`` is the card it
    left, None when it comes from the supply or the map)."""
    group = board.bishop_group(s, card)
    if src is not None and src in group:
        return None
    return next((c for c in group if c in s.bishops and c != src), None)


def arrive_bishop(s: RenState, seat: int, card: str, colour: str, src: str | None = None) -> None:
    """A Bishop lands on ``card`` (from the card ``src``, if any): Diet of Worms (REN-F-4) or
    Pacification option (REN-F-5); within its own Bishop group it simply moves (REN-R-14)."""
    there = worms_partner(s, card, src)
    if there is not None:
        board.drop_bishop(s, there)
        s.supply[f"bishop:{colour}"] += 1
        return
    s.bishops[card] = colour
    if card in EMPIRES and s.repressed.get(card) and (src is None or src not in board.bishop_group(s, card)):
        push(s, "pacify", seat, empire=card)


@frame("pacify")
class PacifyFrame(Kind[RenState]):
    """REN-F-5: the player may kill one repressed token of the Empire."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        toks = sorted(set(s.repressed.get(f["empire"], ())))
        if not toks:
            return []
        return [Action.of("kill", t) for t in toks] + [Action.of("no_kill")]

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        if a.kind == "kill":
            board.unrepress(s, f["empire"], str(a.args[0]))
            board.to_supply(s, str(a.args[0]))


# ------------------------------------------------------------- agent placement


def agent_targets(s: RenState, seat: int, card: str, index: int) -> list[tuple[str, str, str]]:
    """(target, extra, source) choices for the card's ``index``-th pictured agent (REN-E-14..23)."""
    agent = CARDS[card].agents[index]
    loc = CARDS[card].location
    out: list[tuple[str, str, str]] = []
    if agent.piece == "bishop":
        tok = f"bishop:{agent.colour}"
        srcs = board.sources(s, tok)
        for dest in [card] + bishop_destinations(s, card):
            for src in srcs:
                if src != f"card:{dest}":
                    out.append((dest, "", src))
        return out
    if loc is None:
        return out
    money = s.florins[seat]
    if agent.piece in ("knight", "rook"):
        tok = f"{agent.piece}:{agent.colour}"
        srcs = board.sources(s, tok)
        for m in board.maps_of(loc):
            for city in CITIES_OF[m]:
                if city in s.discs:
                    continue  # REN-H-3 ruling: a covered emporium holds no token
                if board.city_open(s, city):
                    extras = [""]
                elif money >= 1:  # REN-E-16: repress the occupant for 1 florin
                    extras = sorted(set(s.cities.get(city, ())))
                else:
                    continue
                for ex in extras:
                    for src in srcs:
                        if src != f"city:{city}":
                            out.append((city, ex, src))
        return out
    if agent.piece == "pirate":
        tok = f"rook:{agent.colour}"
        srcs = board.sources(s, tok)
        for b in board.borders_of(loc):
            if b in SEA_BORDERS:
                for src in srcs:
                    if src != f"border:{b}":
                        out.append((b, "", src))  # REN-E-19: any occupant dies
        return out
    if agent.piece == "pawn":
        tok = board.cube(seat)
        srcs = board.sources(s, tok)
        maps = board.maps_of(loc)
        for b in board.borders_of(loc):
            occ = s.borders.get(b)
            if occ is not None and not board.is_cube(occ):
                continue  # REN-E-22: no Concession under a Pirate
            if occ is None:
                extras = [""]
            elif money >= 1:  # REN-E-21: the Serf goes to the named map card's Empire
                extras = [m for m in board.border_maps(b) if m in maps]
            else:
                continue
            for ex in extras:
                for src in srcs:
                    if src != f"border:{b}":
                        out.append((b, ex, src))
        return out
    return out


def place_agent(s: RenState, seat: int, card: str, index: int, target: str, extra: str, source: str) -> None:
    agent = CARDS[card].agents[index]
    if agent.piece == "bishop":
        tok = f"bishop:{agent.colour}"
        board.fetch(s, tok, source)
        arrive_bishop(s, seat, target, str(agent.colour), source[5:] if source.startswith("card:") else None)
        return
    if agent.piece in ("knight", "rook"):
        tok = f"{agent.piece}:{agent.colour}"
        if extra:
            board.pay_china(s, seat, 1)  # REN-E-16
            board.repress_in_city(s, target, extra)
        board.fetch(s, tok, source)
        board.put_in_city(s, target, tok)
        return
    if agent.piece == "pirate":
        tok = f"rook:{agent.colour}"
        board.fetch(s, tok, source)
        if target in s.borders:
            board.kill_on_border(s, target)  # REN-E-19
        s.borders[target] = tok
        return
    tok = board.cube(seat)
    if extra:
        board.pay_china(s, seat, 1)  # REN-E-21
        board.repress_on_border(s, target, extra)
    board.fetch(s, tok, source)
    s.borders[target] = tok


@frame("agents")
class AgentsFrame(Kind[RenState]):
    """REN-E-13: each pictured agent is placed or skipped, in the order the player chooses."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        seat, card, left = seat_of(f), text(f, "card"), ints(f, "left")
        if board.owner_of(s, card) != seat:
            return []  # the card left the tableau meanwhile
        out: list[Action] = []
        for i in left:
            for t, ex, src in agent_targets(s, seat, card, i):
                out.append(Action.of("place", i, t, ex, src))
        out += [Action.of("skip", i) for i in left]
        return out

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        i = int(a.args[0])
        left = [j for j in ints(f, "left") if j != i]
        if left:
            push(s, f | {"left": left})
        if a.kind == "place":
            place_agent(s, seat_of(f), text(f, "card"), i, str(a.args[1]), str(a.args[2]), str(a.args[3]))

