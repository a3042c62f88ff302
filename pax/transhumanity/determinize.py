"""Hidden-information re-deal: one state consistent with what ``view(seat)`` shows.

``determinize(state, seat, rng)`` deals every card ``seat`` cannot see again, at random, into the
places it cannot see into: the Draw Deck's order, the set-aside cards, the Exoglobal deck (its top
card stays on Easy, where it is face up, TRH-K-3), other players' Secret sphere cards and candidate
cards, and the cards under the top of other players' Think Tanks. The re-deal reads only what the
view shows: the hidden cards are taken as a sorted set and the places by their sizes, so two states
that differ only in hidden cards give the same result for the same ``rng``.

What the deal keeps because the rules make it public: the Plurality card stays the Draw Deck's last
card (TRH-C-17), and hidden Tipping Points go into the deck's bottom part, below the twelve cards
dealt on top at setup (TRH-C-16), as far as that part still holds them. Another player's Secret
sphere colour is redrawn as a band of its re-dealt card; the engine's own random state, which
decides only future shuffles, is redrawn too.
"""

from __future__ import annotations

import random

from .setup import DECK_SIZE
from .state import TrhState, clone
from .tables import T

# Cards below the twelve dealt on top of the Draw Deck at setup (TRH-C-16): the bottom part.
_TOP = 12
_BOTTOM = DECK_SIZE - 14 - _TOP + 4  # after the Market's 14 (TRH-C-13/14), plus the 4 Tipping Points


def determinize(state: TrhState, seat: int, rng: random.Random) -> TrhState:
    """A copy of ``state`` with every card hidden from ``seat`` dealt again (see the module doc)."""
    s = clone(state)
    if s.outcome is not None:
        return s
    others = [o for o in range(len(s.colours)) if o != seat]
    deck = list(s.deck)
    plurality_last = bool(deck) and deck[-1] == T.plurality
    if plurality_last:
        deck.pop()
    exo_keep = 1 if s.solo == "easy" and s.exo_deck else 0
    pool: list[str] = deck + s.aside + s.exo_deck[exo_keep:]
    for o in others:
        pool += s.cands[o]
        held = s.secret_card[o]
        if held is not None:
            pool.append(held)
        pool += s.tanks[o][:-1]
    pool.sort()
    tipping = [c for c in pool if T.cards[c].kind == "tipping_point"]
    rest = [c for c in pool if T.cards[c].kind != "tipping_point"]
    # Deck places: the bottom part (last _BOTTOM places, Plurality excluded) takes the Tipping Points.
    n = len(deck)
    bottom = list(range(max(0, n - _BOTTOM), n))
    rng.shuffle(bottom)
    new_deck: list[str | None] = [None] * n
    spill: list[str] = []
    for c in tipping:
        if bottom:
            new_deck[bottom.pop()] = c
        else:
            spill.append(c)
    rest = spill + rest
    rng.shuffle(rest)
    it = iter(rest)
    s.deck = [c if c is not None else next(it) for c in new_deck]
    if plurality_last:
        s.deck.append(T.plurality)
    s.aside = [next(it) for _ in s.aside]
    s.exo_deck = s.exo_deck[:exo_keep] + [next(it) for _ in s.exo_deck[exo_keep:]]
    for o in others:
        s.cands[o] = [next(it) for _ in s.cands[o]]
        if s.secret_card[o] is not None:
            card = next(it)
            s.secret_card[o] = card
            dealt = T.cards[card]
            if s.secret[o] is not None:
                s.secret[o] = dealt.left if rng.random() < 0.5 else dealt.right
        if s.tanks[o]:
            s.tanks[o] = [next(it) for _ in s.tanks[o][:-1]] + [s.tanks[o][-1]]
    s.rng = rng.getrandbits(63)
    return s
