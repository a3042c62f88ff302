"""Setup (REN-C): map, emporia, capitals, the two market decks, bankers, turn order and money."""

from __future__ import annotations

from pax.core import Setup
from pax.core.rng import Rng, seed_state

from . import board
from .flow import push
from .state import RenState
from .tables import CAPITAL_OF
from .tables import (
    BANKERS, CARDS_BY_REGION, COMETS_BY_REGION, COVERED_AT_START, CUBES_PER_PLAYER, EMPORIA, PIECE_LIMITS,
    ROUTE_COLOUR, START_MONEY, START_SIDE, TOTAL_FLORINS,
)


def build_deck(rng: Rng, region: str, players: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """REN-C-8..11: (draw deck top first, cards out of play)."""
    cards = [c for c in CARDS_BY_REGION[region] if c not in COMETS_BY_REGION[region]]
    rng.shuffle(cards)
    bottom = cards[:12] + list(COMETS_BY_REGION[region])  # REN-C-9
    rng.shuffle(bottom)
    top = cards[12:12 + 4 * players]  # REN-C-10
    return tuple(top + bottom), tuple(cards[12 + 4 * players:])


def initial_state(setup: Setup) -> RenState:
    rng = Rng(seed_state(setup.seed))
    n = setup.players
    decks: dict[str, tuple[str, ...]] = {}
    out: tuple[str, ...] = ()
    market: dict[str, tuple[str, ...]] = {}
    florins_on: dict[str, tuple[int, ...]] = {}
    down: dict[str, tuple[bool, ...]] = {}
    for region in ("east", "west"):
        deck, unused = build_deck(rng, region, n)
        out += unused
        market[region] = deck[:6]  # REN-C-12
        decks[region] = deck[6:]
        florins_on[region] = (0,) * 6
        down[region] = (True, False, False, False, False, False)  # REN-C-13: slot 1 face down
    banks = list(BANKERS)
    rng.shuffle(banks)
    chosen = banks[:n]  # REN-C-17: seat i receives chosen[i]
    seats = list(range(n))
    rng.shuffle(seats)
    fugger = [i for i, b in enumerate(chosen) if b.starts_first]
    if fugger:  # REN-C-20: Fugger starts, the rest random
        seats.remove(fugger[0])
        seats.insert(0, fugger[0])
    florins = [0] * n
    for pos, seat in enumerate(seats):
        florins[seat] = START_MONEY[pos]  # REN-C-21
    s = RenState.model_construct(
        schema_version=1, setup=setup, rng=0, to_move=seats[0], step=0,
        bankers=tuple(b.id for b in chosen), order=tuple(seats), florins=florins,
        china=TOTAL_FLORINS - sum(florins),  # REN-C-22
        cubes=[CUBES_PER_PLAYER] * n, hands=[()] * n, west=[()] * n, east=[()] * n, old_maids=[()] * n,
        supply=dict(PIECE_LIMITS), cities={}, borders={}, repressed={}, bishops={},
        empire_owner={}, empire_side={}, queens={}, suzerain={},
        map_side=dict(START_SIDE),  # REN-C-2, C-3
        discs={c: ROUTE_COLOUR[EMPORIA[c].route] for c in COVERED_AT_START},  # REN-C-4, C-5
        market=market, market_florins=florins_on, face_down=down, decks=decks,
        out_of_play=out, removed=(), victories=(), turn=1, current=seats[0], actions_left=2,
        ops_done=(), fairs_done=(), paid_onto=(), slot1_emptied=(), frames=[],
    )
    for capital in CAPITAL_OF.values():  # REN-C-7: one token on each capital
        tok = board.levy_token(s, capital)
        s.supply[tok] -= 1
        board.put_in_city(s, capital, tok)
    for seat, banker in enumerate(chosen):  # REN-C-19
        s.cubes[seat] -= 1
        s.borders[banker.shield] = board.cube(seat)
    s.rng = rng.state
    push(s, "turn", seats[0])
    return s
