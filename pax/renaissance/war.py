"""War (REN-W): pairwise elimination with casualties chosen by the attacking player.

A war is fought between two lists of *fighters*. A fighter is ``(place, token)``:

* ``place`` says where the token stands: ``"city:<city>"``, ``"border:<border>"``,
  ``"repressed:<empire>"`` (a repressed token rising, REN-J-3) or ``"card:<card>"`` (an agent pictured
  on the played card: it is not on the table yet, so when it dies nothing leaves the table, and when it
  survives it is placed from the supply, REN-W-4). Bare city or border ids are accepted too.
* ``token`` is a token code (``"knight:white"``, ``"rook:black"``, ``"cube:2"``).

API (used by the one-shots and by the operations helper's Campaign):

``begin(s, seat, attackers, defenders, then=None)``
    Push the war. ``seat`` is the attacking player: it decides every casualty on both sides
    (REN-W-2 ruling) with ``casualty(side, place, token)`` actions. ``min(len(attackers),
    len(defenders))`` pairs die (REN-W-1); killed tokens go to the supply (cubes to their owners).
    When the choice is forced (a whole side dies, or the candidates are identical) no action is
    asked. If at least one attacker survives the war succeeded and ``then`` (a frame dict, e.g.
    ``regime_change.frame(...)``) is pushed with the key ``"survivors"`` set to the surviving
    attackers ``[[place, token], ...]``. Nothing is pushed on failure. Campaign pays its Knights
    (REN-F-27) before calling ``begin``; surviving Campaign Knights stay where they are (REN-W-4 ruling).

``occupy_frame(seat, map_card, survivors)``
    REN-W-4/W-5 for a Conspiracy, Peasant Revolt or Religious War: the survivors that are not yet on
    the conquered map card enter its empty cities (Knights, Rooks) or empty borders (cubes); those
    that do not fit are repressed in its Empire.

Bishops never fight (REN-W-3): ``begin`` rejects them.

Frames: ``war`` {att, dfn, need_att, need_dfn, then}; ``occupy`` {map, movers}.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NotRequired, TypedDict, TypeGuard, cast

from pax.core import Action
from pax.core.sentences import Sentences

from . import board
from .flow import Kind, frame, push
from .state import Frame, RenState
from .tables import BORDERS, BORDERS_OF, CARDS, CITIES, CITIES_OF, CITY_MAP

Fighter = tuple[str, str]


class WarData(TypedDict):
    """A ``war`` frame: each side's fighters ``[place, token]``, the casualties each side still owes
    and the frame pushed if an attacker survives (``begin``)."""

    kind: str
    seat: int
    att: list[list[str]]
    dfn: list[list[str]]
    need_att: int
    need_dfn: int
    then: NotRequired[dict[str, object] | None]


class OccupyData(TypedDict):
    """An ``occupy`` frame: the conquered map card and the survivors still to be placed."""

    kind: str
    seat: int
    map: str
    movers: list[list[str]]


def war_data(f: Frame) -> WarData:
    """A ``war`` frame as its fields. Trusted: one is pushed by ``begin`` (the fields built there)
    or loaded after ``frame_problem`` has checked each field."""
    return cast(WarData, f)


def occupy_data(f: Frame) -> OccupyData:
    """An ``occupy`` frame as its fields. Trusted: one is built by ``occupy_frame`` or loaded after
    ``frame_problem`` has checked each field."""
    return cast(OccupyData, f)

ACTION_ARGS: dict[str, str] = {
    "casualty": "(side 'attacker'|'defender', place, token) — the attacking player removes that fighter "
                "(REN-W-1, W-2); place is 'city:<id>', 'border:<id>', 'repressed:<empire>' or 'card:<card>'",
    "occupy": "(place, token, destination, source) — a surviving attacker enters a city or border of the "
              "conquered map card (REN-W-4); source: where a pictured agent's token comes from (REN-E-23)",
}


def _norm(place: str) -> str:
    if ":" in place:
        return place
    if place in CITIES:
        return f"city:{place}"
    if place in BORDERS:
        return f"border:{place}"
    raise ValueError(f"unknown fighter place {place!r}")


def _fighters(items: Iterable[Sequence[str]]) -> list[list[str]]:
    out = []
    for place, token in items:
        if str(token).startswith("bishop:"):
            raise ValueError("Bishops never fight (REN-W-3)")
        out.append([_norm(str(place)), str(token)])
    return out


def begin(s: RenState, seat: int, attackers: Iterable[Sequence[str]], defenders: Iterable[Sequence[str]],
          then: Frame | None = None) -> None:
    """Start a war (see the module docstring). ``then`` is pushed on success, with ``survivors``."""
    att, dfn = _fighters(attackers), _fighters(defenders)
    pairs = min(len(att), len(dfn))  # REN-W-1
    push(s, "war", seat, att=att, dfn=dfn, need_att=pairs, need_dfn=pairs, then=then)


def remove_fighter(s: RenState, place: str, token: str) -> None:
    """A fighter dies (REN-W-1 ruling): off the table into the supply; a pictured agent never entered."""
    where, _, ident = place.partition(":")
    if where == "city":
        board.kill_in_city(s, ident, token)
    elif where == "border":
        board.kill_on_border(s, ident)
    elif where == "repressed":
        board.unrepress(s, ident, token)
        board.to_supply(s, token)
    elif where != "card":
        raise ValueError(f"bad fighter place {place!r}")


def _choice(side: list[list[str]], need: int) -> list[tuple[str, str]]:
    """Distinct candidates when the attacker really has a choice, else []."""
    if need <= 0 or need >= len(side):
        return []
    distinct = sorted({(p, t) for p, t in side})
    return distinct if len(distinct) > 1 else []


@frame("war")
class WarFrame(Kind[RenState]):
    """REN-W-1, W-2: pairs die, the attacking player choosing each casualty (attackers first)."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        w = war_data(f)
        for side, fighters, need in (("attacker", w["att"], w["need_att"]), ("defender", w["dfn"], w["need_dfn"])):
            opts = _choice(fighters, need)
            if opts:
                return [Action.of("casualty", side, p, t) for p, t in opts]
        return []

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        w = war_data(f)
        side, place, token = str(a.args[0]), str(a.args[1]), str(a.args[2])
        rest = list(w["att"] if side == "attacker" else w["dfn"])
        rest.remove([place, token])
        remove_fighter(s, place, token)
        if side == "attacker":
            push(s, f | {"att": rest, "need_att": w["need_att"] - 1})
        else:
            push(s, f | {"dfn": rest, "need_dfn": w["need_dfn"] - 1})

    def auto(self, s: RenState, f: Frame) -> None:
        # only forced casualties are left: a whole side, or identical fighters
        w = war_data(f)
        att = w["att"][w["need_att"]:]
        for fighters, need in ((w["att"], w["need_att"]), (w["dfn"], w["need_dfn"])):
            for place, token in fighters[:need]:
                remove_fighter(s, place, token)
        then = w.get("then")
        if att and then:  # REN-W-1: any attacker left means success
            push(s, dict(then) | {"survivors": att})


# ------------------------------------------------------------------ REN-W-4, W-5


def occupy_frame(seat: int, map_card: str, survivors: list[list[str]]) -> Frame:
    """The frame placing the survivors of a Conspiracy / Peasant Revolt / Religious War (REN-W-4, W-5).

    Survivors already on the conquered map card (in its cities, on its borders) and Pirates on
    borders stay where they are (REN-W-4 ruling); the others must move in."""
    movers = []
    for place, token in survivors:
        where, _, ident = place.partition(":")
        if where == "border":
            continue  # surviving Pirates (and border Concessions) stay on their borders
        if where == "city" and CITY_MAP[ident] == map_card:
            continue  # already in a city of the conquered map card
        movers.append([place, token])
    return {"kind": "occupy", "seat": seat, "map": map_card, "movers": movers}


def _destinations(s: RenState, map_card: str, token: str) -> list[str]:
    """Empty borders for a cube, else empty cities. Ruling: a surviving pictured Pirate is a Rook
    (REN-B-6) that is not on a sea border, so it enters a city like any Rook."""
    if board.is_cube(token):
        return [b for b in BORDERS_OF[map_card] if b not in s.borders]
    return [c for c in CITIES_OF[map_card] if board.city_open(s, c)]


def _count_at(s: RenState, src: str, token: str) -> int:
    """How many ``token`` stand at a REN-E-23 source ``repressed:``/``city:``/``border:``."""
    where, _, ident = src.partition(":")
    if where == "repressed":
        return s.repressed.get(ident, ()).count(token)
    if where == "city":
        return s.cities.get(ident, ()).count(token)
    return int(s.borders.get(ident) == token)


def _sources(s: RenState, f: Frame, place: str, token: str, dest: str) -> list[str]:
    """Where the token physically comes from: its place, or for a pictured agent REN-E-23's sources.

    A pictured agent may not take a token that is itself a survivor still to be placed (it would vanish
    from under its own move): a table source counts only if it holds more such tokens than the pending
    movers standing there."""
    if not place.startswith("card:"):
        return [place]
    out = []
    for src in board.sources(s, token):
        if src in (f"city:{dest}", f"border:{dest}"):
            continue
        if src and _count_at(s, src, token) <= sum(1 for p, t in occupy_data(f)["movers"] if p == src and t == token):
            continue
        out.append(src)
    return out


@frame("occupy")
class OccupyFrame(Kind[RenState]):
    """REN-W-4: the attacking player places each survivor that has room; REN-W-5: the rest are repressed."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        o = occupy_data(f)
        out: list[Action] = []
        for place, token in sorted({(p, t) for p, t in o["movers"]}):
            for dest in _destinations(s, o["map"], token):
                for src in _sources(s, f, place, token, dest):
                    out.append(Action.of("occupy", place, token, dest, "" if src == place else src))
        return out

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        place, token, dest, src = (str(x) for x in a.args)
        rest = list(occupy_data(f)["movers"])
        rest.remove([place, token])
        if rest:
            push(s, f | {"movers": rest})
        board.fetch(s, token, src if place.startswith("card:") else place)
        if board.is_cube(token):
            s.borders[dest] = token
        else:
            board.put_in_city(s, dest, token)

    def auto(self, s: RenState, f: Frame) -> None:
        """REN-W-5: survivors without room are repressed in the conquered Empire."""
        o = occupy_data(f)
        empire = o["map"]
        for place, token in o["movers"]:
            if place.startswith("card:"):
                # a pictured agent is repressed only if the supply has one: REN-E-23's fallback is for
                # placing a token on the table, and a repression does not place one
                if board.sources(s, token)[:1] == [""]:
                    board.fetch(s, token, "")
                    board.repress(s, empire, token)
                continue
            if place == f"repressed:{empire}":
                continue  # it rose from this Empire and stays repressed on it
            board.fetch(s, token, place)
            board.repress(s, empire, token)


# ------------------------------------------------------------------ sentences and UI targets


SAY = Sentences("renaissance.war", {
    "en": {"attacker": "attacker", "defender": "defender",
           "casualty": "Casualty: the {who} {token} ({place}) dies", "src": " ({place})", "from": " from {place}",
           "occupy": "Move the surviving {token}{origin} into {dest}{src}"},
    "hu": {"attacker": "támadó", "defender": "védő",
           "casualty": "Veszteség: {who} {token} ({place}) meghal", "src": " ({place})", "from": " ({place} felől)",
           "occupy": "Bevonul: {token}{origin} → {dest}{src}"},
})


def _describe(s: RenState, a: Action, lang: str) -> str:
    from .describe import name

    if a.kind == "casualty":
        side, place, token = (str(x) for x in a.args)
        who = SAY(lang, "attacker" if side == "attacker" else "defender") if lang == "hu" else side
        return SAY(lang, "casualty", who=who, token=name(token, s, lang), place=name(place, s, lang))
    place, token, dest, src = (str(x) for x in a.args)
    extra = SAY(lang, "src", place=name(src, s, lang)) if src else ""
    # several survivors of the same kind: the choice names where this one stands
    origin = SAY(lang, "from", place=name(place, s, lang)) if place else ""
    return SAY(lang, "occupy", token=name(token, s, lang), origin=origin, dest=name(dest, s, lang), src=extra)


def _ui_targets(s: RenState, a: Action) -> tuple[str, ...]:
    if a.kind == "casualty":
        return (str(a.args[1]).partition(":")[2],)
    return (str(a.args[2]),)


def _register_text() -> None:
    from .describe import register

    register(ACTION_ARGS, _describe, _ui_targets)


_register_text()


# ------------------------------------------------------------------ why a choice is refused


def why_not(s: RenState, f: Frame, a: Action) -> str | None:
    """Why a ``casualty`` / ``occupy`` action is refused in the war or occupy frame ``f``."""
    from .describe import name

    args = [str(x) for x in a.args]
    kind: object = f["kind"]
    if kind == "war" and a.kind == "casualty" and len(args) == 3:
        w = war_data(f)
        sides = {"attacker": (w["att"], w["need_att"]), "defender": (w["dfn"], w["need_dfn"])}
        if args[0] not in sides:
            return "the side must be 'attacker' or 'defender'"
        fighters, need = sides[args[0]]
        if [args[1], args[2]] not in fighters:
            return f"{name(args[2])} at {name(args[1])} is not a fighting {args[0]}"
        if not _choice(fighters, need):
            return f"every remaining {args[0]} casualty is forced"
        return "choose the attacking casualties first (REN-W-2)"
    if kind == "occupy" and a.kind == "occupy" and len(args) == 4:
        o = occupy_data(f)
        if [args[0], args[1]] not in o["movers"]:
            return f"{name(args[1])} is not a survivor still to be placed (REN-W-4)"
        if args[2] not in _destinations(s, o["map"], args[1]):
            what = "an empty border" if board.is_cube(args[1]) else "an empty city"
            return f"{name(args[1])} must go to {what} of {name(o['map'])} (REN-W-4)"
        return "that token cannot be taken from there (REN-E-23)"
    return None


WHY_NOT = {"war": why_not, "occupy": why_not}


# ------------------------------------------------------------------ a loaded (hand-edited) frame


def _at(s: RenState, place: str, token: str) -> int:
    """How many ``token`` stand at a fighter place (a pictured agent is not on the table: any number)."""
    where, _, ident = place.partition(":")
    if where == "card":
        return 99 if ident in CARDS else 0
    if where in ("city", "repressed", "border"):
        return _count_at(s, place, token)
    return 0


def _is_list(v: object) -> TypeGuard[list[object]]:
    return isinstance(v, list)


def _is_dict(v: object) -> TypeGuard[dict[object, object]]:
    return isinstance(v, dict)


def _bad_fighters(s: RenState, items: object) -> str | None:
    pairs: list[tuple[str, str]] = []
    for x in items if _is_list(items) else [None]:
        if not _is_list(x) or len(x) != 2:
            return "fighters must be [place, token] pairs"
        place, token = x
        if not isinstance(place, str) or not isinstance(token, str):
            return "fighters must be [place, token] pairs"
        pairs.append((place, token))
    need: dict[tuple[str, str], int] = {}
    for pair in pairs:
        need[pair] = need.get(pair, 0) + 1
    for (place, token), n in need.items():
        if token.startswith("bishop:") or _at(s, place, token) < n:
            return f"{token} is not at {place}"
    return None


def frame_problem(s: RenState, f: Frame) -> str | None:
    """Why a loaded ``war`` / ``occupy`` frame cannot be played on (bad input), or None."""
    from .flow import FRAMES

    kind: object = f["kind"]
    if kind == "war":
        att: object = f.get("att")
        dfn: object = f.get("dfn")
        if not _is_list(att) or not _is_list(dfn):
            return "a war needs attacker and defender lists"
        bad = _bad_fighters(s, att + dfn)
        if bad:
            return bad
        for fighters, key in ((att, "need_att"), (dfn, "need_dfn")):
            need: object = f.get(key)
            if not isinstance(need, int) or not 0 <= need <= len(fighters):
                return f"a war's {key} must be 0..{len(fighters)}"
        then: object = f.get("then")
        if then is not None and not (_is_dict(then) and then.get("kind") in FRAMES
                                     and isinstance(then.get("seat"), int)):
            return "a war's follow-up is not a pending decision"
        return None
    map_card: object = f.get("map")
    if map_card not in CITIES_OF:
        return "an occupation needs a map card"
    movers: object = f.get("movers")
    return _bad_fighters(s, movers)


FRAME_CHECKS = {"war": frame_problem, "occupy": frame_problem}
