"""Plain-data views of the table for the UI and the tests: ``summary`` (everything) and ``view`` (one seat's).

``summary(state)`` returns (all ids are the engine's ids; lists are in table order)::

    {
      "game": "renaissance", "turn": int, "round": int, "year": int,   # REN-A-4: 1460 + 2 × (round − 1)
      "current": seat,            # the turn's player
      "actions_left": int,        # of the turn's 2 (REN-D-1)
      "to_move": seat | None,     # who decides now (may differ from "current")
      "pending": str | None,      # kind of the decision being taken (top frame: "turn", "levy", …)
      "frame": dict | None,       # that pending decision's data (a copy of the top frame, see flow.py)
      "over": bool, "result": {"victory", "winners", "standings"} | None,
      "order": [seat, …],         # turn order (REN-C-20)
      "players": [{
          "seat", "name", "banker", "florins", "cubes_in_supply",
          "hand": [card, …] | None, "hand_size": int,     # None in ``view`` for other seats
          "tableau": {"west": [entry, …], "east": [entry, …]},   # inner (next to the Player card) first
          "old_maids": [card, …],
          "prestige": {"catholic", "islamic", "reformist", "law", "discovery", "patron": int},
          "concessions": [border, …],                     # this player's cubes on the map
          "kingdoms": [empire, …], "republics": [empire, …],   # Vassals included
      }, …],
      # entry = {"id", "kind": "card"|"empire", "name", "side": "kingdom"|"republic"|None,
      #          "queen": card|None, "vassals": [entry, …], "bishop": colour|None,
      #          "silenced": bool, "repressed": [token, …]}
      "china": int,
      "market": {"east"|"west": [{"slot": 1..6, "card": id|None, "florins": int, "face_down": bool}, …]},
      "decks": {"east": int, "west": int},                # draw-deck sizes
      "victories": [{"id", "active": bool}, …],           # the 4 Victory cards
      "empire_deck": [empire, …],                         # Empire cards not in a tableau
      "empires": {empire: {"owner": seat|None, "side": str|None, "suzerain": empire|None,
                           "queen": card|None, "bishop": colour|None, "repressed": [token, …]}},
      "map": {map_card: {"name", "region", "side", "religious_side",
                         "cities": {city: {"tokens": [token, …], "spaces": int, "covered": bool}},
                         "borders": {border: {"concession": seat|None, "pirate": colour|None, "sea": bool}},
                         "emporia": {city: {"route": "east"|"west", "covered": bool}}}},
      "supply": {"knight:white": int, …},
    }

Tokens are ``"knight:white"``-style codes; a Serf is ``"cube:<seat>"`` in a ``repressed`` list.
``view(state, seat)`` is the same with other seats' hands and every face-down market card hidden
(``None``); ``seat=None`` hides every hand.
"""

from __future__ import annotations

import json
from typing import NotRequired, TypedDict

from pax.core.compact import Json

from . import board
from .state import RenState
from .tables import (
    BORDERS_OF, CARDS, CITIES_OF, EMPIRES, EMPORIA, MAP_CARDS, RELIGIOUS_SIDE, SEA_BORDERS, VICTORY_IDS,
)


class Entry(TypedDict):
    """A tableau entry: a card, or an Empire with its Queen and Vassals."""

    id: str
    kind: str
    name: str
    side: str | None
    queen: str | None
    vassals: list[Entry]
    bishop: str | None
    silenced: bool
    repressed: list[str]


class Tableau(TypedDict):
    west: list[Entry]
    east: list[Entry]


class PlayerView(TypedDict):
    seat: int
    name: str
    banker: str
    florins: int
    cubes_in_supply: int
    hand: list[str] | None
    hand_size: int
    tableau: Tableau
    old_maids: list[str]
    prestige: dict[str, int]
    concessions: list[str]
    kingdoms: list[str]
    republics: list[str]


class SlotView(TypedDict):
    slot: int
    card: str | None
    florins: int
    face_down: bool


class VictoryView(TypedDict):
    id: str
    active: bool


class EmpireView(TypedDict):
    owner: int | None
    side: str | None
    suzerain: str | None
    queen: str | None
    bishop: str | None
    repressed: list[str]


class CityView(TypedDict):
    tokens: list[str]
    spaces: int
    covered: bool


class BorderView(TypedDict):
    concession: int | None
    pirate: str | None
    sea: bool


class EmporiumView(TypedDict):
    route: str
    covered: bool


class MapCardView(TypedDict):
    name: str
    region: str
    side: str
    religious_side: str
    cities: dict[str, CityView]
    borders: dict[str, BorderView]
    emporia: dict[str, EmporiumView]


class Summary(TypedDict):
    """The shape of ``summary`` (see the module doc); ``view`` adds ``seat``, the viewer."""

    game: str
    turn: int
    round: int
    year: int
    current: int
    actions_left: int
    to_move: int | None
    pending: str | None
    frame: Json
    over: bool
    result: Json
    order: list[int]
    players: list[PlayerView]
    china: int
    market: dict[str, list[SlotView]]
    decks: dict[str, int]
    victories: list[VictoryView]
    empire_deck: list[str]
    empires: dict[str, EmpireView]
    map: dict[str, MapCardView]
    supply: dict[str, int]
    seat: NotRequired[int | None]


def _entry(s: RenState, card: str) -> Entry:
    emp = card in EMPIRES
    return {
        "id": card,
        "kind": "empire" if emp else "card",
        "name": EMPIRES[card].name if emp else CARDS[card].name,
        "side": s.empire_side.get(card) if emp else None,
        "queen": s.queens.get(card) if emp else None,
        "vassals": [_entry(s, v) for v in board.vassals_of(s, card)] if emp else [],
        "bishop": s.bishops.get(card),
        "silenced": board.silenced(s, card),
        "repressed": list(s.repressed.get(card, ())) if emp else [],
    }


def _border(s: RenState, b: str) -> BorderView:
    tok = s.borders.get(b)
    return {
        "concession": int(tok[5:]) if tok and board.is_cube(tok) else None,
        "pirate": board.colour_of(tok) if tok and not board.is_cube(tok) else None,
        "sea": b in SEA_BORDERS,
    }


def _frame(s: RenState) -> Json:
    """A fresh JSON copy of the top frame (the UI may keep it while the state moves on)."""
    copy: Json = json.loads(json.dumps(s.frames[-1]))
    return copy


def _result(s: RenState) -> Json:
    assert s.outcome is not None
    dumped: Json = s.outcome.model_dump(mode="json")
    return dumped


def summary(s: RenState) -> Summary:
    n = s.setup.players
    players: list[PlayerView] = []
    for seat in range(n):
        mine = [e for e, o in s.empire_owner.items() if o == seat]
        players.append({
            "seat": seat,
            "name": s.setup.names[seat],
            "banker": s.bankers[seat],
            "florins": s.florins[seat],
            "cubes_in_supply": s.cubes[seat],
            "hand": list(s.hands[seat]),
            "hand_size": len(s.hands[seat]),
            "tableau": {"west": [_entry(s, c) for c in s.west[seat]], "east": [_entry(s, c) for c in s.east[seat]]},
            "old_maids": list(s.old_maids[seat]),
            "prestige": board.prestige(s, seat),
            "concessions": sorted(b for b, t in s.borders.items() if t == board.cube(seat)),
            "kingdoms": sorted(e for e in mine if s.empire_side.get(e) == "kingdom"),
            "republics": sorted(e for e in mine if s.empire_side.get(e) == "republic"),
        })
    rounds = (s.turn - 1) // n + 1
    top: str | None = str(s.frames[-1]["kind"]) if s.frames else None
    return {
        "game": "renaissance",
        "turn": s.turn,
        "round": rounds,
        "year": 1460 + 2 * (rounds - 1),
        "current": s.current,
        "actions_left": s.actions_left,
        "to_move": s.to_move,
        "pending": top,
        "frame": _frame(s) if s.frames else None,
        "over": s.outcome is not None,
        "result": _result(s) if s.outcome is not None else None,
        "order": list(s.order),
        "players": players,
        "china": s.china,
        "market": {
            row: [{"slot": i + 1, "card": s.market[row][i] or None, "florins": s.market_florins[row][i],
                   "face_down": bool(s.market[row][i]) and s.face_down[row][i]} for i in range(6)]
            for row in ("east", "west")
        },
        "decks": {row: len(s.decks[row]) for row in ("east", "west")},
        "victories": [{"id": v, "active": v in s.victories} for v in VICTORY_IDS],
        "empire_deck": [e for e in EMPIRES if e not in s.empire_owner],
        "empires": {
            e: {"owner": s.empire_owner.get(e), "side": s.empire_side.get(e), "suzerain": s.suzerain.get(e),
                "queen": s.queens.get(e), "bishop": s.bishops.get(e), "repressed": list(s.repressed.get(e, ()))}
            for e in EMPIRES
        },
        "map": {
            m: {
                "name": MAP_CARDS[m].name,
                "region": MAP_CARDS[m].region,
                "side": s.map_side[m],
                "religious_side": RELIGIOUS_SIDE[m],
                "cities": {c: {"tokens": list(s.cities.get(c, ())), "spaces": board.city_capacity(s, c),
                               "covered": c in s.discs} for c in CITIES_OF[m]},
                "borders": {b: _border(s, b) for b in BORDERS_OF[m]},
                "emporia": {c: {"route": EMPORIA[c].route, "covered": c in s.discs}
                            for c in CITIES_OF[m] if c in EMPORIA},
            }
            for m in MAP_CARDS
        },
        "supply": dict(s.supply),
    }


def view(s: RenState, seat: int | None) -> Summary:
    """``summary`` as ``seat`` may see it: others' hands and face-down market cards hidden."""
    out = summary(s)
    for p in out["players"]:
        if p["seat"] != seat:
            p["hand"] = None
    for row in out["market"].values():
        for slot in row:
            if slot["face_down"]:
                slot["card"] = None
    out["seat"] = seat
    return out

