"""The Market: buying (REN-E-2..7, REN-D-2, D-3, D-18), Comets (REN-L-13..15) and the refresh (REN-D-15..19)."""

from __future__ import annotations

from pax.core import Action

from . import board
from .flow import Kind, frame, push
from .state import Frame, RenState
from .tables import CARDS, REGIONS, VICTORY_IDS

ROWS = ("east", "west")


def other(row: str) -> str:
    return "west" if row == "east" else "east"


def hand_limit_ok(s: RenState, seat: int, extra: int = 1) -> bool:
    """REN-D-3: at most 2 cards in hand, unless an unlimited-hand ability applies (REN-D-20)."""
    if len(s.hands[seat]) + extra <= 2:
        return True
    return board.has_ability(s, seat, "no_hand_limit")


def buy_options(s: RenState, seat: int) -> list[Action]:
    """Every legal Buy, East row first, slots left to right (slots are 1-based in actions)."""
    out = []
    money = s.florins[seat]
    for row in ROWS:
        cards = s.market[row]
        down = s.face_down[row]
        for k in range(1, 6):  # slot 1 (index 0) is face down: never buyable (REN-D-18)
            c = cards[k]
            if not c or down[k] or c in s.paid_onto:  # REN-E-6
                continue
            if k > money:  # REN-E-2, REN-E-4: price = k florins from own money
                break
            if CARDS[c].kind != "comet" and not hand_limit_ok(s, seat):  # REN-D-3, REN-L-14
                continue
            out.append(Action.of("buy", row, k + 1))
    return out


def buy(s: RenState, seat: int, row: str, slot: int) -> None:
    """Pay one florin onto each earlier slot (holes: the other row's card, REN-E-5), take the card."""
    # Ruling (REN-E-5, spec gap): a hole left by a Trade Fair (slot 1 discarded earlier this turn) is
    # treated like a purchase hole — the florin goes onto the other row's card in that slot (locking it,
    # REN-E-6), and only waits in the empty slot when both rows have a hole there.
    k = slot - 1
    for j in range(k):
        s.florins[seat] -= 1
        if s.market[row][j]:
            board.add_slot_florins(s, row, j, 1)
            s.paid_onto += (s.market[row][j],)
        elif s.market[other(row)][j]:
            board.add_slot_florins(s, other(row), j, 1)
            s.paid_onto += (s.market[other(row)][j],)
        else:  # REN-E-5 ruling: both rows have a hole here; the florin waits in the slot
            board.add_slot_florins(s, row, j, 1)
    card = s.market[row][k]
    s.florins[seat] += s.market_florins[row][k]  # REN-E-3
    s.market[row] = s.market[row][:k] + ("",) + s.market[row][k + 1:]
    fl = list(s.market_florins[row])
    fl[k] = 0
    s.market_florins[row] = tuple(fl)
    if CARDS[card].kind == "comet":
        s.removed += (card,)  # REN-L-13 ruling: the Comet leaves the game
        if len(s.victories) < len(VICTORY_IDS):  # REN-L-15 ruling: nothing left to activate
            push(s, "comet", seat)
    else:
        s.hands[seat] = s.hands[seat] + (card,)


@frame("comet")
class CometFrame(Kind[RenState]):
    """REN-L-15: the Comet's buyer activates one inactive Victory card."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        return [Action.of("activate", v) for v in VICTORY_IDS if v not in s.victories]

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        s.victories += (str(a.args[0]),)


def refresh(s: RenState) -> None:
    """REN-D-16..19: slide left keeping florins, refill from the row's deck (else the other deck),
    turn slot 1 face down if its card left this turn."""
    # Ruling (REN-D-19, spec gap): the rows refill in the fixed order East then West, so when one deck
    # is empty the East row draws first from what is left.
    for row in ROWS:
        cards = s.market[row]
        fl = s.market_florins[row]
        kept = [(c, fl[i], s.face_down[row][i]) for i, c in enumerate(cards) if c]
        waiting = [0 if c else fl[i] for i, c in enumerate(cards)]  # florins waiting in empty slots
        new_cards, new_fl, new_down = [], [], []
        for i in range(6):
            if i < len(kept):
                c, f, d = kept[i]
            else:
                c, f, d = draw(s, row), 0, False
            new_cards.append(c)
            new_fl.append(f + waiting[i])  # REN-D-17 ruling / REN-E-5 ruling: waiting florins join
            new_down.append(d)
        if row in s.slot1_emptied and new_cards[0]:
            new_down[0] = True  # REN-D-17
        s.market[row] = tuple(new_cards)
        s.market_florins[row] = tuple(new_fl)
        s.face_down[row] = tuple(new_down)


def draw(s: RenState, row: str) -> str:
    """Top card of the row's deck, else of the other deck (REN-D-19), else "" (slot stays empty)."""
    for r in (row, other(row)):
        deck = s.decks[r]
        if deck:
            s.decks[r] = deck[1:]
            return deck[0]
    return ""


assert set(ROWS) == set(REGIONS)
