"""Building constructed positions for rule tests.

    from pax.renaissance.testing import Position
    p = Position(players=3)                  # a fresh game, seed 1, frames cleared to seat 0's turn
    p.money(0, 5)                            # seat 0 has exactly 5 florins (difference from/to China)
    p.tableau(0, "PREN021")                  # card into seat 0's tableau (taken from wherever it was)
    p.empire(1, "france", "republic")        # Empire into seat 1's tableau
    p.city("paris", "knight:white")          # token into a city (from the supply)
    p.border("border_england_france", "cube:1")
    p.bishop("PREN021", "white"); p.repress("france", "rook:black"); p.side("england", "reformist")
    s = p.state()                            # settled RenState: seat 0 to act, 2 actions left
    s = rules.apply(s, Action.of("sell", "PREN021"))

Every helper keeps the conservation invariants (cards, pieces, 53 florins) so the
invariant checker and ``rules.load`` accept the result.
"""

from __future__ import annotations

from . import board
from .flow import push, settle
from .state import RenState
from .tables import CARDS, EMPIRES


class Position:
    def __init__(self, players: int = 3, seed: int = 1, empty_map: bool = False) -> None:
        from pax import get_rules

        from .rules import RenaissanceRules

        rules: object = get_rules("renaissance")
        assert isinstance(rules, RenaissanceRules)
        self.rules = rules
        s: RenState = self.rules.new_game(players, seed).fork()
        s.frames = []
        s.order = tuple(range(players))
        s.current = 0
        self.s = s
        if empty_map:
            for city in list(s.cities):
                for tok in s.cities[city]:
                    board.to_supply(s, tok)
            s.cities.clear()
            for b in list(s.borders):
                board.kill_on_border(s, b)

    # -- money ---------------------------------------------------------------
    def money(self, seat: int, n: int) -> Position:
        s = self.s
        diff = n - s.florins[seat]
        if diff > s.china:
            raise ValueError("China cannot cover that")
        s.china -= diff
        s.florins[seat] = n
        return self

    def china(self, n: int) -> Position:
        """Set China's florins; the difference comes from / goes to seat 0's purse (53 stay 53)."""
        diff = n - self.s.china
        self.s.florins[0] -= diff
        self.s.china = n
        if self.s.florins[0] < 0:
            raise ValueError("seat 0 cannot cover that")
        return self

    def slot_florins(self, row: str, slot: int, n: int) -> Position:
        """Florins on market slot (1-based); the difference comes from China."""
        s = self.s
        fl = list(s.market_florins[row])
        s.china -= n - fl[slot - 1]
        fl[slot - 1] = n
        s.market_florins[row] = tuple(fl)
        return self

    # -- cards ---------------------------------------------------------------
    def _take(self, card: str) -> None:
        """Remove a market card from wherever it is (a market slot is refilled from out of play)."""
        s = self.s
        for row in ("east", "west"):
            if card in s.market[row]:
                i = s.market[row].index(card)
                spare = [c for c in s.out_of_play if CARDS[c].region == row and c != card]
                repl = spare[0] if spare else ""
                if repl:
                    s.out_of_play = tuple(c for c in s.out_of_play if c != repl)
                s.market[row] = s.market[row][:i] + (repl,) + s.market[row][i + 1:]
                return
            if card in s.decks[row]:
                s.decks[row] = tuple(c for c in s.decks[row] if c != card)
                return
        if card in s.out_of_play:
            s.out_of_play = tuple(c for c in s.out_of_play if c != card)
            return
        if card in s.removed:
            s.removed = tuple(c for c in s.removed if c != card)
            return
        for seat in range(s.setup.players):
            if card in s.hands[seat]:
                s.hands[seat] = tuple(c for c in s.hands[seat] if c != card)
                return
        raise ValueError(f"{card} is already in play")

    def hand(self, seat: int, *cards: str) -> Position:
        for c in cards:
            self._take(c)
            self.s.hands[seat] = self.s.hands[seat] + (c,)
        return self

    def tableau(self, seat: int, *cards: str) -> Position:
        """Cards into the tableau, each at the outer end of its side (REN-E-8)."""
        for c in cards:
            self._take(c)
            board.add_to_row(self.s, seat, c)
        return self

    def old_maid(self, seat: int, card: str) -> Position:
        self._take(card)
        self.s.old_maids[seat] = self.s.old_maids[seat] + (card,)
        return self

    def empire(self, seat: int, empire: str, side: str = "kingdom", queen: str | None = None,
               vassal_of: str | None = None) -> Position:
        s = self.s
        assert empire in EMPIRES and empire not in s.empire_owner
        s.empire_owner[empire] = seat
        s.empire_side[empire] = side
        if vassal_of:
            s.suzerain[empire] = vassal_of
        else:
            board.add_to_row(s, seat, empire)
        if queen:
            self._take(queen)
            s.queens[empire] = queen
        return self

    def market(self, row: str, slot: int, card: str) -> Position:
        """Put ``card`` in a market slot (1-based); the card there goes out of play."""
        s = self.s
        self._take(card)
        old = s.market[row][slot - 1]
        if old:
            s.out_of_play += (old,)
        s.market[row] = s.market[row][:slot - 1] + (card,) + s.market[row][slot:]
        return self

    def deck(self, row: str, *cards: str) -> Position:
        """Replace the row's draw deck (top first); its old cards go out of play."""
        s = self.s
        s.out_of_play += s.decks[row]
        s.decks[row] = ()
        for c in cards:
            self._take(c)
        s.decks[row] = tuple(cards)
        return self

    def victory(self, *ids: str) -> Position:
        self.s.victories = tuple(ids)
        return self

    # -- pieces --------------------------------------------------------------
    def city(self, city: str, *tokens: str) -> Position:
        for t in tokens:
            board.fetch(self.s, t, "")
            board.put_in_city(self.s, city, t)
        return self

    def clear_city(self, city: str) -> Position:
        for t in self.s.cities.pop(city, ()):
            board.to_supply(self.s, t)
        return self

    def border(self, border: str, token: str) -> Position:
        s = self.s
        if border in s.borders:
            board.kill_on_border(s, border)
        board.fetch(s, token, "")
        s.borders[border] = token
        return self

    def bishop(self, card: str, colour: str) -> Position:
        board.fetch(self.s, f"bishop:{colour}", "")
        self.s.bishops[card] = colour
        return self

    def repress(self, empire: str, *tokens: str) -> Position:
        for t in tokens:
            board.fetch(self.s, t, "")
            board.repress(self.s, empire, t)
        return self

    def side(self, map_card: str, side: str) -> Position:
        self.s.map_side[map_card] = side
        return self

    def disc(self, emporium: str, colour: str | None) -> Position:
        if colour is None:
            self.s.discs.pop(emporium, None)
        else:
            self.s.discs[emporium] = colour
        return self

    # -- result --------------------------------------------------------------
    def state(self, seat: int = 0, actions_left: int = 2) -> RenState:
        """The position with ``seat`` starting a turn (``actions_left`` actions), settled."""
        s: RenState = self.s.fork()
        s.current = seat
        s.actions_left = actions_left
        s.frames = []
        push(s, "turn", seat)
        settle(s)
        return s
