"""Conservation invariants of a Pax Transhumanity state (TRH-B), used by ``check_state`` and the tests.

Every card is in exactly one place, every player owns exactly 15 agents, the 19 problem tokens are
all present, and the board's pieces stand where the rules allow.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sized

from .agents import agents_of
from .cardset import version_of
from .state import TrhState
from .tables import T


def violations(s: TrhState) -> list[str]:
    """Every broken invariant, as a sentence (empty list = consistent); stops at a broken shape."""
    return list(_problems(s))


def _problems(s: TrhState) -> Iterator[str]:
    n = len(s.colours)
    if s.setup.players != (1 if s.solo else n):
        yield "the number of player boards does not match the setup"
        return
    per_seat: dict[str, Sized] = {"fin": s.fin, "supply": s.supply, "patents": s.patents, "tanks": s.tanks,
                                  "secret": s.secret, "secret_card": s.secret_card, "cands": s.cands}
    for name, entries in per_seat.items():
        if len(entries) != n:
            yield f"{name} must have one entry per player"
            return
    if len(s.market) != 4 or any(len(col) != 6 for col in s.market):
        yield "the Market must be 4 columns of 6 slots"
        return
    if len(s.unemp) != 4 or any(len(u) != n for u in s.unemp):
        yield "unemployment must list every player on every board"
        return
    seen: set[str] = set()
    places = [*s.deck, *s.aside, *s.exo_deck, *s.held, *s.discard, *(e["id"] for e in s.splay),
              *(slot["id"] for col in s.market for slot in col if slot),
              *(c for t in s.tanks for c in t), *(c for c in s.secret_card if c),
              *(c for cs in s.cands for c in cs)]
    options: Mapping[str, object] = s.setup.options
    version_cards = T.set_cards[version_of(options)]  # the card-set version it plays
    for cid in places:
        if cid not in version_cards:
            yield f"unknown card {cid!r}"
            return
        if cid in seen:
            yield f"card {cid} is in two places"
            return
        seen.add(cid)
    if len(seen) != len(version_cards):
        yield "some cards are missing from the game"
    for spot, seats in s.emp.items():
        if spot not in T.spots or any(not 0 <= o < n for o in seats):
            yield f"bad employees at {spot!r}"
        elif T.spots[spot].barrier and len(seats) != 1 or len(set(seats)) != len(seats):
            yield f"too many employees at {spot!r}"
    for spot, o in s.company.items():
        if spot not in T.spots or not T.spots[spot].barrier or not 0 <= o < n:
            yield f"bad company at {spot!r}"
    seat_set = set(range(n))
    for col in s.market:
        for slot in col:
            if slot is None:
                continue
            if not set(slot["s"]) <= seat_set or len(set(slot["s"])) != len(slot["s"]):
                yield "a Syndication belongs to no player (or twice to one)"
            if len(slot["h"]) != len(T.cards[slot["id"]].heat) or not {h for h in slot["h"] if h is not None} <= seat_set:
                yield f"bad heat squares on {slot['id']}"
    for e in s.splay:
        if e["d"] not in (0, 1) or len(e["h"]) != len(T.cards[e["id"]].heat) \
                or not {h for h in e["h"] if h is not None} <= seat_set:
            yield f"bad Splay card {e['id']}"
    if any(o is not None and o not in seat_set for o in s.problems.values()):
        yield "a problem token belongs to no player"
    if set(s.problems) != set(T.problems):
        yield "the problem tokens do not match the game's 19"
    for seat in range(n):
        if any(v < 0 for v in s.fin[seat]) or s.supply[seat] < 0 or min(s.patents[seat]) < 0:
            yield "negative agent counts"
            return
        if agents_of(s, seat) != T.parts.agents_per_player:
            yield f"player {seat + 1} does not have exactly {T.parts.agents_per_player} agents"
        if sum(1 for o in s.company.values() if o == seat) > 4:
            yield "a player has more than 4 companies"
    if not 0 <= s.actions_left <= 2:
        yield f"{s.actions_left} actions left (TRH-D-1: 0..2)"
