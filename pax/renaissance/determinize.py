"""Re-dealing what one seat cannot see (for the determinized search, ``pax.core.search``).

``view(state, seat)`` hides the other seats' hands, the face-down market cards (slot 1 of a row,
REN-D-17), the order of both draw decks and which cards are out of play (REN-C-11). A
*determinization* is a state the seat cannot tell apart from the true one: every visible field is
kept and the hidden cards are dealt again at random, within what the setup makes possible:

* a draw deck holds only cards of its own region (REN-C-8); its Comets lie in its bottom part, the
  last 12 + Comets cards as built (REN-C-9..11);
* out-of-play cards are non-Comet cards, the same number of each region as now;
* a hand never holds a Comet (a bought Comet leaves the game, REN-L-13);
* a face-down market card may be any card.

The result depends only on what ``view(state, seat)`` shows and on ``rng``: the hidden cards are
pooled and sorted before they are dealt, so swapping two hidden cards in ``state`` gives the same
determinization.
"""

from __future__ import annotations

from pax.core.rng import Rng

from .catalog import CARDS, COMETS_BY_REGION
from .market import ROWS
from .state import RenState

BOTTOM_NON_COMETS = 12  # REN-C-9: the Comets are shuffled into the bottom 12 cards of each deck


def _is_comet(card: str) -> bool:
    return CARDS[card].kind == "comet"


def determinize(state: RenState, seat: int, rng: Rng) -> RenState:
    """A state consistent with ``view(state, seat)``, hidden cards re-dealt with ``rng``."""
    s = state.fork()
    n = s.setup.players
    rivals = [p for p in range(n) if p != seat]
    down = [(row, i) for row in ROWS for i in range(6) if s.face_down[row][i] and s.market[row][i]]
    pool = sorted(
        [c for p in rivals for c in s.hands[p]]
        + [s.market[row][i] for row, i in down]
        + [c for row in ROWS for c in s.decks[row]]
        + list(s.out_of_play)
    )
    deck_size = {row: len(s.decks[row]) for row in ROWS}
    oop_size = {row: sum(1 for c in s.out_of_play if CARDS[c].region == row) for row in ROWS}

    comets = {row: [c for c in pool if _is_comet(c) and CARDS[c].region == row] for row in ROWS}
    plain = {row: [c for c in pool if not _is_comet(c) and CARDS[c].region == row] for row in ROWS}
    decks: dict[str, list[str | None]] = {row: [None] * deck_size[row] for row in ROWS}
    down_cards: dict[tuple[str, int], str] = {}

    # 1. Comets: into the bottom part of their region's deck or a face-down slot. Enough of them stay
    #    in the deck that the deck and the out-of-play cards can still be filled with plain cards.
    for row in ROWS:
        rng.shuffle(comets[row])
        bottom = list(range(max(0, deck_size[row] - BOTTOM_NON_COMETS - len(COMETS_BY_REGION[row])),
                            deck_size[row]))
        must_stay = max(0, deck_size[row] + oop_size[row] - len(plain[row]))
        for k, comet in enumerate(comets[row]):
            free_down = [d for d in down if d not in down_cards]
            free_bottom = [i for i in bottom if decks[row][i] is None]
            if not free_bottom:  # an unusual (hand-built) deck: any free position of it
                free_bottom = [i for i in range(deck_size[row]) if decks[row][i] is None]
            places: list[tuple[str, int] | int] = list(free_bottom)
            if k >= must_stay:
                places += free_down
            if not places:
                raise ValueError("no place for a hidden Comet")
            where = places[rng.below(len(places))]
            if isinstance(where, int):
                decks[row][where] = comet
            else:
                down_cards[where] = comet

    # 2. Each deck's other positions and the out-of-play cards: plain cards of that region.
    out: list[str] = []
    spare: list[str] = []
    for row in ROWS:
        cards = plain[row]
        rng.shuffle(cards)
        gaps = [i for i in range(deck_size[row]) if decks[row][i] is None]
        for i, card in zip(gaps, cards):
            decks[row][i] = card
        rest = cards[len(gaps):]
        out += rest[:oop_size[row]]
        spare += rest[oop_size[row]:]

    # 3. Rivals' hands and the remaining face-down slots: the plain cards left, of either region.
    rng.shuffle(spare)
    for p in rivals:
        k = len(s.hands[p])
        s.hands[p], spare = tuple(spare[:k]), spare[k:]
    for d in down:
        if d not in down_cards:
            down_cards[d] = spare.pop()
    if spare or any(c is None for row in ROWS for c in decks[row]):
        raise ValueError("hidden cards do not fit their places")

    for (row, i), card in down_cards.items():
        s.market[row] = s.market[row][:i] + (card,) + s.market[row][i + 1:]
    for row in ROWS:
        s.decks[row] = tuple(c for c in decks[row] if c is not None)
    s.out_of_play = tuple(sorted(out))
    s.rng = rng.below(1 << 62)  # the generator's state is hidden too
    return s
