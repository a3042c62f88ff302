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
from typing import Any

from . import board
from .state import RenState
from .tables import (
    BORDERS_OF, CARDS, CITIES_OF, EMPIRES, EMPORIA, MAP_CARDS, RELIGIOUS_SIDE, SEA_BORDERS, VICTORY_IDS,
)


def _entry(s: RenState, card: str) -> dict[str, Any]:
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


def _border(s: RenState, b: str) -> dict[str, Any]:
    tok = s.borders.get(b)
    return {
        "concession": int(tok[5:]) if tok and board.is_cube(tok) else None,
        "pirate": board.colour_of(tok) if tok and not board.is_cube(tok) else None,
        "sea": b in SEA_BORDERS,
    }


def summary(s: RenState) -> dict[str, Any]:
    n = s.setup.players
    players = []
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
            "tableau": {side: [_entry(s, c) for c in (s.west if side == "west" else s.east)[seat]]
                        for side in ("west", "east")},
            "old_maids": list(s.old_maids[seat]),
            "prestige": board.prestige(s, seat),
            "concessions": sorted(b for b, t in s.borders.items() if t == board.cube(seat)),
            "kingdoms": sorted(e for e in mine if s.empire_side.get(e) == "kingdom"),
            "republics": sorted(e for e in mine if s.empire_side.get(e) == "republic"),
        })
    rounds = (s.turn - 1) // n + 1
    top = s.frames[-1]["kind"] if s.frames else None
    return {
        "game": "renaissance",
        "turn": s.turn,
        "round": rounds,
        "year": 1460 + 2 * (rounds - 1),
        "current": s.current,
        "actions_left": s.actions_left,
        "to_move": s.to_move,
        "pending": top,
        "frame": json.loads(json.dumps(s.frames[-1])) if s.frames else None,
        "over": s.outcome is not None,
        "result": s.outcome.model_dump(mode="json") if s.outcome is not None else None,
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


def view(s: RenState, seat: int | None) -> dict[str, Any]:
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

