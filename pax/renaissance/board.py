"""Moving florins, pieces and cards with conservation, and reading the table.

Every change of the table goes through these helpers, so the conservation
invariants (53 florins, piece counts, each card in one place; REN-B-3..7) hold
by construction. They mutate a working state (``RenState.fork``) in place.
"""

from __future__ import annotations

from .state import RenState
from .tables import (
    BORDER_CARDS, BORDERS_OF, CARDS, CITY_MAP, CITY_SPACES, CONDOTTIERE_SPACE, EMPIRE_PRESTIGE, EMPIRES,
    LEVY, MAP_CARDS, MAP_CARDS_BY_REGION, REGIONS, VENICE,
)

# ---------------------------------------------------------------- florins


def pay_china(s: RenState, seat: int, n: int) -> None:
    """Seat pays ``n`` florins to China (caller checked affordability)."""
    if n > s.florins[seat]:
        raise ValueError(f"seat {seat} cannot pay {n}")
    s.florins[seat] -= n
    s.china += n


def from_china(s: RenState, seat: int, n: int) -> int:
    """China pays up to ``n`` florins to seat; returns what was paid (REN-B-4: China pays what it has)."""
    n = min(n, s.china)
    s.china -= n
    s.florins[seat] += n
    return n


def add_slot_florins(s: RenState, row: str, slot: int, n: int) -> None:
    """Put ``n`` florins on market slot ``slot`` (0-based) of ``row``."""
    fl = list(s.market_florins[row])
    fl[slot] += n
    s.market_florins[row] = tuple(fl)


# ---------------------------------------------------------------- pieces


def kind_of(token: str) -> str:
    return token.split(":", 1)[0]


def colour_of(token: str) -> str:
    return token.split(":", 1)[1]


def cube(seat: int) -> str:
    return f"cube:{seat}"


def is_cube(token: str) -> bool:
    return token.startswith("cube:")


def to_supply(s: RenState, token: str) -> None:
    """A token dies / is discarded: back to the supply (cubes to their owner, REN-E-27)."""
    if is_cube(token):
        s.cubes[int(token[5:])] += 1
    else:
        s.supply[token] += 1


def sources(s: RenState, token: str) -> list[str]:
    """Where a token to be placed may come from (REN-E-23), in preference order.

    ``""`` = the supply. Otherwise, only if the supply has none: ``"repressed:<empire>"``
    entries (for cubes: the owner's Serfs); only if there are none either: ``"city:<id>"`` /
    ``"border:<id>"`` places where such a token stands in play (Bishops: ``"card:<id>"``).
    Empty list = none exists.
    """
    if is_cube(token):
        if s.cubes[int(token[5:])] > 0:
            return [""]
    elif s.supply[token] > 0:
        return [""]
    if token.startswith("bishop:"):
        col = token[7:]
        return [f"card:{c}" for c in sorted(s.bishops) if s.bishops[c] == col]
    out = [f"repressed:{e}" for e in sorted(s.repressed) if token in s.repressed[e]]
    if out:
        return out
    out = [f"city:{c}" for c in sorted(s.cities) if token in s.cities[c]]
    out += [f"border:{b}" for b in sorted(s.borders) if s.borders[b] == token]
    return out


def fetch(s: RenState, token: str, source: str) -> None:
    """Take ``token`` from ``source`` (one of ``sources(s, token)``)."""
    if source == "":
        if is_cube(token):
            s.cubes[int(token[5:])] -= 1
        else:
            s.supply[token] -= 1
        return
    where, _, ident = source.partition(":")
    if where == "repressed":
        unrepress(s, ident, token)
    elif where == "city":
        remove_from_city(s, ident, token)
    elif where == "border":
        del s.borders[ident]
    elif where == "card":
        del s.bishops[ident]
    else:
        raise ValueError(f"bad token source {source!r}")


def unrepress(s: RenState, empire: str, token: str) -> None:
    toks = list(s.repressed[empire])
    toks.remove(token)
    if toks:
        s.repressed[empire] = tuple(toks)
    else:
        del s.repressed[empire]


def repress(s: RenState, empire: str, token: str) -> None:
    """Put a token (already off the map) on an Empire card as repressed (REN-L-3, Serf REN-L-4)."""
    s.repressed[empire] = s.repressed.get(empire, ()) + (token,)


# -- cities


def city_capacity(s: RenState, city: str) -> int:
    """Token spaces of a city: Constantinople 3 (REN-E-17); Venice 2 under Condottiere (REN-D-20)."""
    if city == VENICE and condottiere(s):
        return 2
    return CITY_SPACES[city]


def condottiere(s: RenState) -> bool:
    """REN-D-20: an unsilenced Condottiere card in any tableau and Papal States Medieval or Catholic."""
    space = CONDOTTIERE_SPACE.get(VENICE)
    if space is None or s.map_side[CITY_MAP[VENICE]] not in space[2]:
        return False
    for seat in range(s.setup.players):
        for side in (s.west[seat], s.east[seat]):
            for c in side:
                if c in CARDS and CARDS[c].ability == "condottiere" and not silenced(s, c):
                    return True
    return False


def city_open(s: RenState, city: str) -> bool:
    """Unoccupied and usable: has a free space and no emporium disc on it (REN-H-3 ruling)."""
    if city in s.discs:
        return False
    return len(s.cities.get(city, ())) < city_capacity(s, city)


def levy_token(s: RenState, city: str) -> str:
    """The token printed on the next free space of ``city`` for its map card's side (REN-G-9)."""
    k = len(s.cities.get(city, ()))
    per_slot = LEVY[city][s.map_side[CITY_MAP[city]]]
    if k >= len(per_slot):  # Venice's Condottiere space (REN-D-20)
        piece, colour, _ = CONDOTTIERE_SPACE[city]
        return f"{piece}:{colour}"
    piece, colour = per_slot[k]
    return f"{piece}:{colour}"


def put_in_city(s: RenState, city: str, token: str) -> None:
    s.cities[city] = s.cities.get(city, ()) + (token,)


def remove_from_city(s: RenState, city: str, token: str) -> None:
    toks = list(s.cities[city])
    toks.remove(token)
    if toks:
        s.cities[city] = tuple(toks)
    else:
        del s.cities[city]


def repress_in_city(s: RenState, city: str, token: str) -> None:
    """Move a city token onto its map card's Empire as repressed (REN-E-16, REN-L-3)."""
    remove_from_city(s, city, token)
    repress(s, CITY_MAP[city], token)  # an Empire's id is its map card's id


def kill_in_city(s: RenState, city: str, token: str) -> None:
    remove_from_city(s, city, token)
    to_supply(s, token)


# -- borders


def border_maps(border: str) -> tuple[str, str]:
    return BORDER_CARDS[border]


def kill_on_border(s: RenState, border: str) -> None:
    to_supply(s, s.borders.pop(border))


def repress_on_border(s: RenState, border: str, map_card: str) -> None:
    """Repress the border's Concession as a Serf of ``map_card``'s Empire (REN-E-21)."""
    repress(s, map_card, s.borders.pop(border))


def maps_of(location: str) -> tuple[str, ...]:
    """Map cards a location covers: a map card itself, or every map card of a region (REN-E-29, E-30)."""
    if location in REGIONS:
        return MAP_CARDS_BY_REGION[location]
    return (location,)


def borders_of(location: str) -> tuple[str, ...]:
    """Borders touching a location (REN-E-32), sorted, no duplicates."""
    out: set[str] = set()
    for m in maps_of(location):
        out.update(BORDERS_OF[m])
    return tuple(sorted(out))


def concessions(s: RenState, seat: int) -> int:
    """Cubes of ``seat`` standing on borders (REN-L-22 ruling)."""
    tok = cube(seat)
    return sum(1 for t in s.borders.values() if t == tok)


# ---------------------------------------------------------------- cards


def region_of(card: str) -> str:
    """Tableau side of a card or Empire (REN-E-8, REN-I-5)."""
    if card in EMPIRES:
        return EMPIRES[card].region
    return CARDS[card].region


def queen_of(s: RenState, empire: str) -> str | None:
    return s.queens.get(empire)


def king_of(s: RenState, queen: str) -> str | None:
    for e, q in s.queens.items():
        if q == queen:
            return e
    return None


def location_of(s: RenState, card: str) -> str | None:
    """A card's location: Empire -> its map card; crowned Queen -> her King's (REN-E-31)."""
    if card in EMPIRES:
        return card
    info = CARDS[card]
    if info.kind == "queen":
        k = king_of(s, card)
        return k
    return info.location


def same_location(a: str | None, b: str | None) -> bool:
    """REN-E-30: equal map cards, or a region and a map card in it, or equal regions."""
    if a is None or b is None:
        return False
    if a == b:
        return True
    if a in REGIONS and b in REGIONS:
        return False
    if a in REGIONS:
        return MAP_CARDS[b].region == a
    if b in REGIONS:
        return MAP_CARDS[a].region == b
    return False


def vassals_of(s: RenState, empire: str) -> tuple[str, ...]:
    if not s.suzerain:  # the usual case, and the search asks very often
        return ()
    return tuple(sorted(v for v, sz in s.suzerain.items() if sz == empire))


def owner_of(s: RenState, card: str) -> int | None:
    """Seat whose tableau holds ``card`` (incl. Queens and Vassals), else None."""
    if card in EMPIRES:
        return s.empire_owner.get(card)
    k = king_of(s, card)
    if k is not None:
        return s.empire_owner.get(k)
    for seat in range(s.setup.players):
        if card in s.west[seat] or card in s.east[seat]:
            return seat
    return None


def tableau_cards(s: RenState, seat: int, side: str | None = None) -> list[str]:
    """Every operating card of a tableau side (or both): row cards, crowned Queens, Vassals.

    Order: inner to outer along the row; a Queen right after her King, Vassals after their Suzerain.
    """
    out: list[str] = []
    rows = (s.west[seat], s.east[seat]) if side is None else ((s.west if side == "west" else s.east)[seat],)
    queens = s.queens
    for row in rows:
        for c in row:
            out.append(c)
            if c in EMPIRES:
                q = queens.get(c)
                if q:
                    out.append(q)
                for v in vassals_of(s, c):
                    out.append(v)
                    q = queens.get(v)
                    if q:
                        out.append(q)
    return out


def bishop_group(s: RenState, card: str) -> tuple[str, ...]:
    """Cards that count as one for Bishops: Queen + King (REN-I-4), Suzerain + Vassals (REN-R-14)."""
    emp = card if card in EMPIRES else king_of(s, card)
    if emp is None:
        return (card,)
    root = emp
    while root in s.suzerain:
        root = s.suzerain[root]
    group = [root] + list(vassals_of(s, root))
    out: list[str] = []
    for e in group:
        out.append(e)
        if e in s.queens:
            out.append(s.queens[e])
    return tuple(out)


def has_ability(s: RenState, seat: int, ability: str) -> bool:
    """``seat`` has an unsilenced tableau card with ``ability`` (REN-D-6, REN-F-7)."""
    for row in (s.west[seat], s.east[seat]):
        for c in row:
            if c in CARDS and CARDS[c].ability == ability and not silenced(s, c):
                return True
    return any(s.empire_owner.get(e) == seat and CARDS[q].ability == ability and not silenced(s, q) for e, q in s.queens.items())


def silenced(s: RenState, card: str) -> bool:
    """A Bishop on the card's Bishop group silences it (REN-F-6, F-7), unless its owner is immune."""
    if not s.bishops:
        return False
    group = bishop_group(s, card)
    if not any(c in s.bishops for c in group):
        return False
    owner = owner_of(s, card)
    if owner is not None:
        for row in (s.west[owner], s.east[owner]):
            for c in row:
                if c in CARDS and CARDS[c].ability == "immune_to_silencing":
                    return False  # REN-D-20: PREN074 keeps its owner's cards unsilenced
    return owner is not None


def add_to_row(s: RenState, seat: int, card: str, outer: bool = True) -> None:
    """Place a card or Empire in the row of its region: at the outer end (REN-E-8)."""
    rows = s.west if region_of(card) == "west" else s.east
    rows[seat] = rows[seat] + (card,) if outer else (card,) + rows[seat]


def remove_from_row(s: RenState, seat: int, card: str) -> None:
    rows = s.west if region_of(card) == "west" else s.east
    rows[seat] = tuple(c for c in rows[seat] if c != card)


def discard_empire(s: RenState, empire: str) -> None:
    """An Empire leaves its tableau: back to the deck as a Kingdom (REN-E-26) with its attachments.

    Its Queen leaves the game, its Vassals are discarded the same way, its Bishop and its
    repressed tokens return to the supply (REN-E-25, REN-E-27 ruling).
    """
    owner = s.empire_owner.pop(empire, None)
    if owner is None:
        return
    s.empire_side.pop(empire, None)
    if empire in s.suzerain:
        del s.suzerain[empire]
    else:
        remove_from_row(s, owner, empire)
    q = s.queens.pop(empire, None)
    if q:
        drop_bishop(s, q)
        s.removed += (q,)
    for v in vassals_of(s, empire):
        discard_empire(s, v)
    drop_bishop(s, empire)
    for tok in s.repressed.pop(empire, ()):
        to_supply(s, tok)


def drop_bishop(s: RenState, card: str) -> None:
    col = s.bishops.pop(card, None)
    if col:
        s.supply[f"bishop:{col}"] += 1


def discard_card(s: RenState, card: str) -> None:
    """Discard a tableau card or crowned Queen with its attachments (REN-E-25..27, REN-F-9)."""
    if card in EMPIRES:
        discard_empire(s, card)
        return
    k = king_of(s, card)
    if k is not None:  # a crowned Queen: only she goes, her Empire stays (REN-E-25 ruling)
        del s.queens[k]
    else:
        seat = owner_of(s, card)
        if seat is None:
            raise ValueError(f"{card} is not in a tableau")
        remove_from_row(s, seat, card)
    drop_bishop(s, card)
    s.removed += (card,)


def prestige(s: RenState, seat: int, cards: list[str] | None = None) -> dict[str, int]:
    """Prestige totals of a seat (REN-L-5): tableau cards, Empires (visible side), Queens, Vassals, Old Maids.

    ``cards``: the seat's ``tableau_cards``, when the caller has them already."""
    out = {"catholic": 0, "islamic": 0, "reformist": 0, "law": 0, "discovery": 0, "patron": 0}
    for c in tableau_cards(s, seat) if cards is None else cards:
        icons = EMPIRE_PRESTIGE[c, s.empire_side.get(c, "kingdom")] if c in EMPIRES else CARDS[c].prestige
        for p in icons:
            out[p] += 1
    for c in s.old_maids[seat]:
        for p in CARDS[c].prestige:
            out[p] += 1
    return out


def venice_check(s: RenState) -> None:
    """REN-D-20: when Venice's Condottiere space ends, its token moves to the first space if that
    is empty, otherwise returns to the supply."""
    toks = s.cities.get(VENICE)
    if toks and len(toks) > 1 and len(toks) > city_capacity(s, VENICE):
        s.cities[VENICE] = toks[:1]
        to_supply(s, toks[1])
