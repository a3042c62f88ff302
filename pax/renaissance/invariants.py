"""Conservation invariants of a Pax Renaissance state (REN-B), used by ``check_state`` and the tests."""

from __future__ import annotations

from collections import Counter

from . import board
from .tables import EMPORIA_OF_ROUTE, QUEENS
from .state import RenState
from .tables import (
    BORDERS, CARDS, CITIES, CITY_SPACES, CUBES_PER_PLAYER, EMPIRES, PIECE_LIMITS, REGIONS, RELIGIOUS_SIDE,
    TOTAL_FLORINS, VICTORY_IDS,
)


def card_places(s: RenState) -> Counter[str]:
    """How many places hold each market card (must be exactly 1 each)."""
    c: Counter[str] = Counter()
    for row in s.market.values():
        c.update(x for x in row if x)
    for deck in s.decks.values():
        c.update(deck)
    c.update(s.out_of_play)
    c.update(s.removed)
    for seat in range(s.setup.players):
        c.update(s.hands[seat])
        c.update(x for x in s.west[seat] + s.east[seat] if x in CARDS)
        c.update(s.old_maids[seat])
    c.update(s.queens.values())
    # a Queen being played waits in her Play frame until she is crowned or becomes an Old Maid (REN-E-9, E-11)
    for f in s.frames:
        kind: object = f.get("kind")
        card: object = f.get("card")
        if kind == "play" and card in QUEENS and card not in s.queens.values() and card not in c:
            c[str(card)] += 1
    return c


def violations(s: RenState) -> list[str]:
    """Every broken invariant, as a sentence (empty list = consistent)."""
    out: list[str] = []
    n = s.setup.players
    per_seat: tuple[tuple[str, list[int] | list[tuple[str, ...]]], ...] = (
        ("florins", s.florins), ("cubes", s.cubes), ("hands", s.hands), ("west", s.west), ("east", s.east),
        ("old_maids", s.old_maids))
    for name, values in per_seat:
        if len(values) != n:
            out.append(f"{name} must have one entry per player")
    if out:
        return out
    if len(s.bankers) != n or sorted(s.order) != list(range(n)):
        out.append("bankers/turn order do not match the players")
    money = sum(s.florins) + s.china + sum(sum(v) for v in s.market_florins.values())
    if money != TOTAL_FLORINS:
        out.append(f"there are {money} florins, not {TOTAL_FLORINS}")
    if any(f < 0 for f in s.florins) or s.china < 0 or any(f < 0 for v in s.market_florins.values() for f in v):
        out.append("a negative amount of florins")
    # pieces
    count: Counter[str] = Counter()
    for city, toks in s.cities.items():
        if city not in CITIES:
            out.append(f"unknown city {city}")
            continue
        if not toks or len(toks) > 3:
            out.append(f"{city} holds {len(toks)} tokens")
        count.update(toks)
    for b, tok in s.borders.items():
        if b not in BORDERS:
            out.append(f"unknown border {b}")
        elif tok.startswith("rook:") and not BORDERS[b].sea:
            out.append(f"a Pirate on the land border {b}")
        count[tok] += 1
    for e, toks in s.repressed.items():
        if e not in EMPIRES:
            out.append(f"unknown Empire {e}")
        count.update(toks)
    count.update(f"bishop:{c}" for c in s.bishops.values())
    for tok, limit in PIECE_LIMITS.items():
        have = count.get(tok, 0) + s.supply.get(tok, 0)
        if have != limit or s.supply.get(tok, 0) < 0:
            out.append(f"{have} pieces {tok} exist, not {limit}")
    for seat in range(n):
        have = count.get(f"cube:{seat}", 0) + s.cubes[seat]
        if have != CUBES_PER_PLAYER or s.cubes[seat] < 0:
            out.append(f"player {seat + 1} has {have} cubes, not {CUBES_PER_PLAYER}")
    bad = [t for t in count if t not in PIECE_LIMITS and not (t.startswith("cube:") and t[5:].isdigit()
                                                                 and int(t[5:]) < n)]
    if bad:
        out.append(f"unknown token {bad[0]}")
    # cards
    places = card_places(s)
    for c in CARDS:
        if places.get(c, 0) != 1:
            out.append(f"card {c} is in {places.get(c, 0)} places")
            break
    for c in places:
        if c not in CARDS:
            out.append(f"unknown card {c}")
            break
    for e in EMPIRES:
        in_rows = sum(1 for seat in range(n) for x in s.west[seat] + s.east[seat] if x == e)
        placed = in_rows + (1 if e in s.suzerain else 0)
        if (e in s.empire_owner) != (placed == 1) or placed > 1:
            out.append(f"Empire {e} is in {placed} places")
    if any(v not in VICTORY_IDS for v in s.victories) or len(set(s.victories)) != len(s.victories):
        out.append("bad active victories")
    out += _table_violations(s)
    out += _turn_violations(s)
    return out


def _turn_violations(s: RenState) -> list[str]:
    """Turn bookkeeping (REN-D-1, D-10, D-12, D-17, D-18): a hand-edited save must not break the turn."""
    out: list[str] = []
    if s.current not in s.order:
        out.append(f"the turn's player {s.current} is not a seat")
    if not 0 <= s.actions_left <= 2:
        out.append(f"{s.actions_left} actions left (REN-D-1: 0..2)")
    if s.turn < 1:
        out.append("the turn number must be at least 1")
    for name, done in (("ops_done", s.ops_done), ("fairs_done", s.fairs_done), ("slot1_emptied", s.slot1_emptied)):
        if not set(done) <= {"east", "west"} or len(set(done)) != len(done):
            out.append(f"{name} must list 'east'/'west' at most once each")
    if any(c not in CARDS for c in s.paid_onto):
        out.append("paid_onto lists an unknown card")
    if set(s.market) != {"east", "west"} or set(s.face_down) != {"east", "west"} or set(s.market_florins) != {
            "east", "west"}:
        out.append("the market must have an east and a west row")
    else:
        for row in ("east", "west"):
            if len(s.market[row]) != 6 or len(s.face_down[row]) != 6 or len(s.market_florins[row]) != 6:
                out.append(f"the {row} market row must have 6 slots")
            elif any(s.face_down[row][1:]):
                out.append(f"only slot 1 may be face down (REN-D-18), not in the {row} row")
    # (no frames at all: a bare constructed position; check_state refuses it as having no pending decision)
    if s.outcome is None and s.frames:
        bottom = s.frames[0]
        kind: object = bottom.get("kind")
        seat: object = bottom.get("seat")
        if kind != "turn" or seat != s.current:
            out.append("the bottom pending decision must be the turn of the turn's player")
    return out


def _table_violations(s: RenState) -> list[str]:
    """Where pieces may stand, and how Empires, Queens, Vassals and Bishops hang together."""
    out: list[str] = []
    n = s.setup.players
    for city, toks in s.cities.items():
        if city in CITY_SPACES and len(toks) > board.city_capacity(s, city):
            out.append(f"{city} holds more tokens than it has spaces")
        if city in s.discs:
            out.append(f"{city} is covered by a disc but holds a token (REN-H-3)")
        if any(board.kind_of(t) not in ("knight", "rook") for t in toks):
            out.append(f"{city} holds something other than Knights and Rooks")
    for b, tok in s.borders.items():
        if board.kind_of(tok) not in ("cube", "rook"):
            out.append(f"border {b} holds {tok}")
    for e, toks in s.repressed.items():
        if any(board.kind_of(t) not in ("cube", "knight", "rook") for t in toks):
            out.append(f"{e} has a repressed Bishop")
    for region in REGIONS:
        open_ = [c for c in EMPORIA_OF_ROUTE[region] if c not in s.discs]
        if len(open_) != 1:
            out.append(f"the {region} route must have exactly one uncovered emporium")
    for m, side in s.map_side.items():
        if side not in ("medieval", RELIGIOUS_SIDE.get(m)):
            out.append(f"{m} cannot show the {side} side")
    if set(s.empire_side) != set(s.empire_owner) or any(
            v not in ("kingdom", "republic") for v in s.empire_side.values()):
        out.append("every Empire in a tableau needs a Kingdom/Republic side")
    if any(not 0 <= o < n for o in s.empire_owner.values()):
        out.append("an Empire belongs to no player")
    for e, q in s.queens.items():
        if e not in s.empire_owner or q not in QUEENS:
            out.append(f"Queen {q} is not crowned on an Empire in a tableau")
    for v, sz in s.suzerain.items():
        if v not in s.empire_owner or sz not in s.empire_owner or s.empire_owner[v] != s.empire_owner[sz]:
            out.append(f"Vassal {v} and its Suzerain {sz} are not in one tableau")
        if sz in s.suzerain:
            out.append(f"Suzerain {sz} is itself a Vassal")
    for card in s.bishops:
        if board.owner_of(s, card) is None:
            out.append(f"a Bishop lies on {card}, which is in no tableau")
    for seat in range(n):
        for c in s.west[seat] + s.east[seat]:
            if c in QUEENS or (c in CARDS and CARDS[c].kind == "comet"):
                out.append(f"{c} cannot stand in a tableau row")
            elif board.region_of(c) == "west" and c not in s.west[seat] or (
                    board.region_of(c) == "east" and c not in s.east[seat]):
                out.append(f"{c} is on the wrong side of the tableau (REN-E-8)")
            if c in EMPIRES and s.empire_owner.get(c) != seat:
                out.append(f"Empire {c} is in a tableau it does not belong to")
    return out
