"""Victory (REN-L): the four claimable victories, the Patron ending and its tie-breaks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypedDict

from pax.core import Result

from . import board
from .state import RenState
from .tables import BORDER_CARDS, CITY_MAP, COLOUR_RELIGION, COLOURS, RELIGION_COLOUR


def kingdoms(s: RenState, seat: int) -> int:
    """Empires King side up in the tableau, Vassals included (REN-L-20)."""
    return Tallies(s).kingdoms[seat]


def republics(s: RenState, seat: int) -> int:
    """Empires Republic side up in the tableau, Vassals included (REN-L-24)."""
    return Tallies(s).republics[seat]


def supreme_religion(s: RenState) -> str | None:
    """The religion meeting REN-L-17 (bishops) and REN-L-18/19 (armed faithful in its Theocracies)."""
    bishops: dict[str, int] = {c: 0 for c in COLOURS}
    for col in s.bishops.values():
        bishops[col] += 1
    total_b = sum(bishops.values())
    if not any(2 * b > total_b for b in bishops.values()):
        return None  # no colour meets REN-L-17: the armed faithful need not be counted
    armed: dict[str, int] = {c: 0 for c in COLOURS}
    for city, toks in s.cities.items():
        side = s.map_side[CITY_MAP[city]]
        faith = RELIGION_COLOUR.get(side)
        if faith:
            armed[faith] += sum(1 for t in toks if t.endswith(":" + faith))  # REN-L-19: matching colour only
    for b, tok in s.borders.items():
        if tok.startswith("rook:"):
            col = board.colour_of(tok)
            # a Pirate between two X-Theocracies counts once (REN-L-18 ruling)
            if any(s.map_side[m] == COLOUR_RELIGION[col] for m in BORDER_CARDS[b]):
                armed[col] += 1
    total_a = sum(armed.values())
    for col in COLOURS:
        if bishops[col] > total_b - bishops[col] and armed[col] > total_a - armed[col]:
            return COLOUR_RELIGION[col]
    return None


class Tallies:
    """Every seat's counts that the Victory conditions compare, each counted for all seats at once
    and only when first asked for (Imperial victory needs no prestige, the costliest to count)."""

    # plain lazy attributes rather than functools.cached_property, which takes a lock on each first
    # access (Python 3.11): a Tallies serves one position, so most accesses are first ones
    __slots__ = ("s", "_governments", "_concessions", "_cards", "_prestige")

    def __init__(self, s: RenState) -> None:
        self.s = s
        self._governments: tuple[list[int], list[int]] | None = None
        self._concessions: list[int] | None = None
        self._cards: list[list[str]] | None = None
        self._prestige: list[dict[str, int]] | None = None

    def _kings_and_republics(self) -> tuple[list[int], list[int]]:
        if self._governments is None:
            n = self.s.setup.players
            kings, reps = [0] * n, [0] * n
            side = self.s.empire_side
            for e, o in self.s.empire_owner.items():
                if 0 <= o < n:
                    x = side.get(e)
                    if x == "kingdom":
                        kings[o] += 1
                    elif x == "republic":
                        reps[o] += 1
            self._governments = kings, reps
        return self._governments

    @property
    def kingdoms(self) -> list[int]:
        """Empires King side up, Vassals included (REN-L-20)."""
        return self._kings_and_republics()[0]

    @property
    def republics(self) -> list[int]:
        """Empires Republic side up, Vassals included (REN-L-24)."""
        return self._kings_and_republics()[1]

    @property
    def concessions(self) -> list[int]:
        """Cubes on borders (REN-L-22 ruling: Serfs are not Concessions)."""
        if self._concessions is None:
            n = self.s.setup.players
            out = [0] * n
            cubes = {board.cube(p): p for p in range(n)}
            for tok in self.s.borders.values():
                p = cubes.get(tok)
                if p is not None:
                    out[p] += 1
            self._concessions = out
        return self._concessions

    @property
    def cards(self) -> list[list[str]]:
        """Operating tableau cards (``board.tableau_cards``)."""
        if self._cards is None:
            self._cards = [board.tableau_cards(self.s, p) for p in range(self.s.setup.players)]
        return self._cards

    @property
    def prestige(self) -> list[dict[str, int]]:
        """Prestige totals (REN-L-5)."""
        if self._prestige is None:
            self._prestige = [board.prestige(self.s, p, cards) for p, cards in enumerate(self.cards)]
        return self._prestige

    def count(self, what: str) -> list[int]:
        """Every seat's count of ``what``: "kingdoms", "republics", "concessions" or a prestige kind."""
        if what == "kingdoms":
            return self.kingdoms
        if what == "republics":
            return self.republics
        if what == "concessions":
            return self.concessions
        return [pr[what] for pr in self.prestige]


_UNRIVALLED = 1 << 30  # the margin of a lone seat: it leads "every other player" by any amount


def margins(xs: list[int]) -> list[int]:
    """Each seat's lead over its strongest rival in ``xs`` (negative: behind; 0: tied for the lead)."""
    if len(xs) < 2:
        return [_UNRIVALLED] * len(xs)  # no rival (not a legal game): leading all of none holds
    top, second = sorted(xs, reverse=True)[:2]  # second == top when the lead is shared
    return [x - (second if x == top else top) for x in xs]


Condition = tuple[str, int]  # a count (``Tallies.count``) and the lead over every other player needed in it


def conditions(s: RenState, victory: str) -> list[Condition] | None:
    """The conditions of a Victory card (REN-L-16..25); a seat meets the card when its
    :func:`margins` reach every lead. None when nobody can meet it: Holy victory without a Supreme
    Religion (REN-L-16 ruling), or an unknown card.

    The one statement of these conditions: ``meets`` and the search's leaf evaluation
    (``evaluation.shortfalls``) both read it."""
    if victory == "imperial":  # REN-L-20/21: a lead of 3 Kingdoms with two players, else 2
        return [("kingdoms", 3 if s.setup.players == 2 else 2)]
    if victory == "renaissance":  # REN-L-24/25: a lead of 1 Republic and of 2 Law prestige
        return [("republics", 1), ("law", 2)]
    if victory == "globalization":  # REN-L-22/23: a lead of 2 Concessions and of 1 Discovery prestige
        return [("concessions", 2), ("discovery", 1)]
    if victory == "holy":  # REN-L-16: a lead of 1 prestige of the Supreme Religion
        rel = supreme_religion(s)
        return None if rel is None else [(rel, 1)]
    return None


def _met(t: Tallies, victory: str, seat: int) -> bool:
    conds = conditions(t.s, victory)
    # in order, so that a card failing on a plain count needs no prestige counted
    return conds is not None and all(margins(t.count(what))[seat] >= need for what, need in conds)


def meets(s: RenState, seat: int, victory: str) -> bool:
    """Whether ``seat`` meets a Victory card's :func:`conditions` now (REN-L-16..25)."""
    return _met(Tallies(s), victory, seat)


def claimable(s: RenState, seat: int) -> list[str]:
    """Active victories ``seat`` may declare now (REN-D-14), in activation order."""
    t = Tallies(s)  # shared by the active cards: each count is made once
    return [v for v in s.victories if _met(t, v, seat)]


class Standing(TypedDict):
    """One seat's row of a finished game's standings (``Result.standings``): its tie-break figures."""

    seat: int
    name: str
    patron: int
    florins: int


def standings(s: RenState) -> list[Standing]:
    rows: list[Standing] = []
    for seat in range(s.setup.players):
        p = board.prestige(s, seat)
        rows.append({"seat": seat, "name": s.setup.names[seat], "patron": p["patron"], "florins": s.florins[seat]})
    return rows


def _row(r: Mapping[str, object]) -> Standing:
    """A row of ``Result.standings`` as :func:`standings` wrote it (a loaded game's is checked here)."""
    seat, name, patron, florins = r["seat"], r["name"], r["patron"], r["florins"]
    if not (isinstance(seat, int) and isinstance(name, str) and isinstance(patron, int) and isinstance(florins, int)):
        raise ValueError(f"a standings row is not one of Pax Renaissance: {dict(r)!r}")
    return {"seat": seat, "name": name, "patron": patron, "florins": florins}


def standings_of(result: Result) -> list[Standing]:
    """The standings of a finished game, best first (``declare``, ``patron_end``)."""
    return [_row(r) for r in result.standings]


def _plain(r: Standing) -> dict[str, object]:
    return {"seat": r["seat"], "name": r["name"], "patron": r["patron"], "florins": r["florins"]}


def _outcome(winners: list[int], victory: str, rows: list[Standing]) -> Result:
    won, plain = tuple(winners), tuple([_plain(r) for r in rows])
    return Result(winners=won, victory=victory, standings=plain)


def declare(s: RenState, seat: int, victory: str) -> None:
    """REN-D-14 ruling: the declaring player is the sole winner; the game ends at once."""

    def first(r: Standing) -> tuple[bool, int]:
        return r["seat"] != seat, r["seat"]

    s.outcome = _outcome([seat], victory, sorted(standings(s), key=first))


def _rank(r: Standing) -> tuple[int, int, int]:
    return -r["patron"], -r["florins"], r["seat"]


def patron_end(s: RenState) -> None:
    """REN-L-10..12: most Patron prestige wins; ties broken by florins; still tied = shared."""
    st = standings(s)
    st.sort(key=_rank)
    best = (st[0]["patron"], st[0]["florins"])
    winners = [r["seat"] for r in st if (r["patron"], r["florins"]) == best]
    s.outcome = _outcome(winners, "patron", st)
