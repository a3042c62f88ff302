"""What the learned evaluation (``pax.core.learned``) reads of a Pax Renaissance position: a short
fixed-length vector of numbers for one seat, computed from ``view(state, seat)`` only (what that
seat may see), so two positions the seat cannot tell apart give the same vector.

The numbers are the seat's standing (the baseline opponent's standing measure, rebuilt from the
view, every hand counted by its size), its resources, its margins in the counts the Victory cards
compare (REN-L-16..25) and how far it is from each Victory card, the same for its strongest rival,
where the game stands (round, decks left, active Victory cards, a Comet to buy) and whose turn it
is. Each is scaled to about [-1, 1].
"""

from __future__ import annotations

from collections.abc import Mapping, Sized
from typing import TYPE_CHECKING, TypedDict, cast

if TYPE_CHECKING:
    from .state import RenState

#: the Victory cards whose conditions are plain counts of the view (Holy victory needs a Supreme
#: Religion, REN-L-16..19, read from the map: it is counted by the religious prestige margin only)
COUNTED: dict[str, tuple[tuple[str, int | None], ...]] = {
    "imperial": (("kingdoms", None),), "renaissance": (("republics", 1), ("law", 2)),
    "globalization": (("concessions", 2), ("discovery", 1))}
RELIGIONS = ("catholic", "islamic", "reformist")

NAMES: tuple[str, ...] = (
    "standing", "standing_lead", "florins", "hand", "cards", "patron", "kingdoms", "republics", "concessions",
    "m_kingdoms", "m_republics", "m_law", "m_concessions", "m_discovery", "m_religion",
    "imperial_met_active", "imperial_met_latent", "imperial_near_active",
    "renaissance_met_active", "renaissance_met_latent", "renaissance_near_active",
    "globalization_met_active", "globalization_met_latent", "globalization_near_active",
    "rival_met_active", "rival_met_latent", "rival_near_active", "rival_patron", "rival_standing",
    "active_victories", "comet_buy", "my_turn", "actions_left", "turn_distance", "round", "decks", "players3", "players4",
)


class FeaturePlayer(TypedDict):
    """What the features read of a player's entry in the view (``summary.PlayerView``)."""

    florins: int
    hand_size: int
    tableau: Mapping[str, Sized]
    prestige: dict[str, int]
    concessions: list[str]
    kingdoms: list[str]
    republics: list[str]


class FeatureSlot(TypedDict):
    slot: int
    card: str | None
    face_down: bool


class FeatureVictory(TypedDict):
    id: str
    active: bool


class FeatureView(TypedDict):
    """What the features read of ``view(state, seat)`` (``summary.Summary``): ``public_view``
    builds exactly this part."""

    seat: int | None
    players: list[FeaturePlayer]
    order: list[int]
    current: int
    actions_left: int
    round: int
    decks: dict[str, int]
    victories: list[FeatureVictory]
    market: dict[str, list[FeatureSlot]]


def _feature_view(view: Mapping[str, object]) -> FeatureView:
    """The view as the features read it. Trusted: every view comes from ``summary.view`` (its
    ``Summary`` shape holds these keys with these types) or from ``public_view`` (built as one)."""
    return cast(FeatureView, view)


def tallies(p: FeaturePlayer) -> dict[str, float]:
    """One player's counts from its entry in the view's ``players``."""
    pr = p["prestige"]
    tab = p["tableau"]
    cards = len(tab["west"]) + len(tab["east"])
    f = p["florins"]
    t = {"florins": float(f), "hand": float(p["hand_size"]), "cards": float(cards),
         "kingdoms": float(len(p["kingdoms"])), "republics": float(len(p["republics"])),
         "concessions": float(len(p["concessions"])), **{k: float(v) for k, v in pr.items()}}
    # the baseline's standing measure (ai.standing), every hand by its size
    v = 6.0 * pr["patron"] + 2.0 * sum(pr[k] for k in ("catholic", "islamic", "reformist", "law", "discovery"))
    v += 3.0 * cards + 3.0 * t["kingdoms"] + 2.5 * t["republics"] + 1.2 * t["concessions"]
    v += f if f <= 10 else 10 + 0.4 * (f - 10)
    v += 1.5 * t["hand"]
    t["standing"] = v
    return t


def _margins(xs: list[float]) -> list[float]:
    top = max(xs)
    second = sorted(xs, reverse=True)[1]
    return [x - (second if x == top else top) for x in xs]


def _gaps(ts: list[dict[str, float]], players: int) -> dict[str, list[int]]:
    """Per counted Victory card, each seat's distance from meeting it (0 met, 1 one short, 2 more),
    as ``evaluation.shortfalls`` counts it."""
    out: dict[str, list[int]] = {}
    for vic, conds in COUNTED.items():
        ms = [(_margins([t[what] for t in ts]), need if need is not None else (3 if players == 2 else 2))
              for what, need in conds]
        row = []
        for p in range(players):
            gap = 0
            for m, need in ms:
                if m[p] < need:
                    gap += 1 if gap == 0 and m[p] == need - 1 else 2
            row.append(min(gap, 2))
        out[vic] = row
    return out


def _clip(x: float) -> float:
    return -1.5 if x < -1.5 else 1.5 if x > 1.5 else x


class _Position:
    """What every seat's vector shares: each player's tallies, the margins and distances from the
    Victory cards, the active cards and the cheapest Comet (counted once for all seats)."""

    def __init__(self, view: FeatureView) -> None:
        players = view["players"]
        self.view = view
        self.n = n = len(players)
        self.ts = ts = [tallies(p) for p in players]
        self.active = {v["id"] for v in view["victories"] if v["active"]}
        self.gaps = _gaps(ts, n)
        self.margins = {k: _margins([t[k] for t in ts]) for k in ("kingdoms", "republics", "law", "concessions", "discovery")}
        rel = [_margins([t[r] for t in ts]) for r in RELIGIONS]
        self.religion = [max(m[p] for m in rel) for p in range(n)]
        self.status = [self._status(p) for p in range(n)]
        comet: int | None = None  # the cheapest Comet that can be bought (REN-E-2, REN-E-6: not slot 1, not face down)
        for row in view["market"].values():
            for slot in row:
                card = slot.get("card")
                if card and str(card).startswith("COMET") and not slot.get("face_down") and slot["slot"] > 1:
                    cost = slot["slot"] - 1
                    comet = cost if comet is None else min(comet, cost)
        self.comet = comet

    def _status(self, seat: int) -> list[float]:
        out = []
        for vic in COUNTED:
            g = self.gaps[vic][seat]
            out += [float(g == 0 and vic in self.active), float(g == 0 and vic not in self.active),
                    float(g == 1 and vic in self.active)]
        return out

    def seat(self, me: int) -> list[float]:
        view, n, ts = self.view, self.n, self.ts
        mine = ts[me]
        rivals = [q for q in range(n) if q != me]

        def rank(q: int) -> tuple[float, int]:
            return ts[q]["standing"], -q

        strongest = max(rivals, key=rank)
        mine_status = self.status[me]
        rival_status = [max(self.status[q][k] for q in rivals) for k in range(9)]
        rival_flags = [max(rival_status[0::3]), max(rival_status[1::3]), max(rival_status[2::3])]
        latent = any(mine_status[k] for k in (1, 4, 7))
        comet_buy = float(self.comet is not None and mine["florins"] >= self.comet and latent)
        order = list(view["order"])
        current = view["current"]
        my_turn = current == me
        distance = (order.index(me) - order.index(current)) % n if current in order and me in order else 0
        decks = view["decks"]
        margin = self.margins
        return [
            mine["standing"] / 40.0, _clip((mine["standing"] - ts[strongest]["standing"]) / 20.0),
            mine["florins"] / 10.0, mine["hand"] / 3.0, mine["cards"] / 8.0, mine["patron"] / 3.0,
            mine["kingdoms"] / 3.0, mine["republics"] / 3.0, mine["concessions"] / 4.0,
            *(_clip(margin[k][me] / 3.0) for k in ("kingdoms", "republics", "law", "concessions", "discovery")),
            _clip(self.religion[me] / 3.0),
            *mine_status, *rival_flags, ts[strongest]["patron"] / 3.0, ts[strongest]["standing"] / 40.0,
            len(self.active) / 4.0, comet_buy, float(my_turn), view["actions_left"] / 2.0 if my_turn else 0.0,
            distance / n, min(view["round"], 40) / 20.0, (decks.get("east", 0) + decks.get("west", 0)) / 40.0,
            float(n == 3), float(n == 4),
        ]


def features(view: Mapping[str, object]) -> list[float]:
    """The vector (``NAMES``) of the seat whose view this is (``view["seat"]``)."""
    v = _feature_view(view)
    seat = v["seat"]
    assert seat is not None, "the features are a seat's: a spectator's view has every_seat"
    return _Position(v).seat(seat)


def every_seat(view: Mapping[str, object]) -> list[list[float]]:
    """Every seat's vector from one view: the features read nothing a seat alone may see (a hand
    by its size only), so a spectator's view gives each seat's own (tested)."""
    pos = _Position(_feature_view(view))
    return [pos.seat(p) for p in range(pos.n)]


def public_view(s: RenState) -> FeatureView:
    """The part of ``view(s, None)`` (``summary.view``: a spectator's, no hand's cards, no
    face-down Market card) that the features read, built the same way but without the rest (the
    map, the frames), for the search's leaves: ``every_seat(public_view(s))`` is
    ``every_seat(view(s, None))`` (tested)."""
    from . import board

    n = s.setup.players
    players: list[FeaturePlayer] = []
    for seat in range(n):
        mine = [e for e, o in s.empire_owner.items() if o == seat]
        cube = board.cube(seat)
        players.append({
            "florins": s.florins[seat], "hand_size": len(s.hands[seat]),
            "tableau": {"west": s.west[seat], "east": s.east[seat]},
            "prestige": board.prestige(s, seat),
            "concessions": [b for b, t in s.borders.items() if t == cube],
            "kingdoms": [e for e in mine if s.empire_side.get(e) == "kingdom"],
            "republics": [e for e in mine if s.empire_side.get(e) == "republic"],
        })
    return {
        "seat": None, "players": players, "order": list(s.order), "current": s.current,
        "actions_left": s.actions_left, "round": (s.turn - 1) // n + 1,
        "decks": {row: len(s.decks[row]) for row in ("east", "west")},
        "victories": [{"id": v, "active": True} for v in s.victories],
        "market": {row: [{"slot": i + 1, "card": None if s.face_down[row][i] else (s.market[row][i] or None),
                          "face_down": bool(s.market[row][i]) and s.face_down[row][i]} for i in range(6)]
                   for row in ("east", "west")},
    }
