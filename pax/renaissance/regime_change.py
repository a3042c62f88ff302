"""Regime change (REN-R): who holds an Empire and how, the free Concession, emancipation.

API (used by the one-shots and by the operations helper's Vote and Campaign):

``begin(s, seat, empire, cause, suzerain=None)``
    A regime change in ``empire`` caused by ``seat`` (REN-R-1). ``cause`` is one of ``CAUSES``.
    First the Empire card moves at once (no choice involved):

    * ``"campaign"`` (REN-R-12..16): the Empire becomes a Vassal, King side up, of ``suzerain`` (the
      winning Empire) — or of its Suzerain if the winner is itself a Vassal (REN-F-32) — wherever it
      was; its Bishops, Queen and Vassals are discarded, its repressed tokens stay. REN-F-31 (no
      regime change inside a vassal group) is the caller's decision: do not call ``begin`` then.
    * ``"coronation"``: the caller has already put the Empire on the Queen (REN-I-2, I-6 ruling).
    * otherwise (``"vote"``, ``"civil_war"``, ``"religious_war"``): from the deck it enters as a
      Kingdom (REN-R-5); from a rival it moves over King side up, losing its Queen and Vassals but
      keeping its Bishop and repressed tokens (REN-R-6..8); in the player's own tableau it flips
      (REN-R-9), loses its Queen and Vassals (REN-R-10) and, if it was a Vassal, breaks free to the
      outer end of its side (REN-R-11).

    Then it pushes the player's decisions: the free Concession (REN-R-2, R-3; frame
    ``rc_concession``), then emancipation of the Empire's repressed tokens (REN-R-4, R-16, W-6;
    frame ``emancipate``).

``frame(seat, empire, cause, suzerain=None)``
    The same as an automatic frame dict, for ``war.begin(..., then=frame(...))``.

``take_empire(s, seat, empire)``
    Move an Empire King side up into ``seat``'s row, discarding its Queen and Vassals (REN-R-6, R-7;
    also Star Chamber's Coronation, REN-D-20).
"""

from __future__ import annotations

from pax.core import Action
from pax.core.sentences import Sentences

from . import board
from .flow import Kind, frame as register_frame, push
from .state import Frame, RenState
from .tables import BORDERS_OF, CITIES_OF, EMPIRES

CAUSES = ("coronation", "vote", "campaign", "civil_war", "religious_war")

ACTION_ARGS: dict[str, str] = {
    "concession": "(border, source) — the regime change's free Concession on that border of the Empire's "
                  "map card, repressing a Concession there for 1 florin (REN-R-2, R-3); source as in REN-E-23",
    "no_concession": "() — do not place the free Concession",
    "free": "(token, destination) — emancipate a repressed token of the Empire into an empty city "
            "(Knight/Rook) or border (Serf) of its map card (REN-R-4, R-16, W-6)",
    "stop_freeing": "() — leave the remaining repressed tokens repressed",
}


def frame(seat: int, empire: str, cause: str, suzerain: str | None = None) -> Frame:
    """An automatic frame that calls ``begin`` when it reaches the top (for ``war.begin``'s ``then``)."""
    if cause not in CAUSES:
        raise ValueError(f"unknown regime change cause {cause!r}")
    return {"kind": "regime_change", "seat": seat, "empire": empire, "cause": cause, "suzerain": suzerain}


def begin(s: RenState, seat: int, empire: str, cause: str, suzerain: str | None = None) -> None:
    """Regime change in ``empire`` by ``seat`` (see the module docstring)."""
    if cause not in CAUSES:
        raise ValueError(f"unknown regime change cause {cause!r}")
    if empire not in EMPIRES:
        raise ValueError(f"unknown Empire {empire!r}")
    if cause == "campaign":
        if suzerain is None:
            raise ValueError("a Campaign's regime change needs the winning Empire")
        make_vassal(s, empire, suzerain)
    elif cause != "coronation":
        change_government(s, seat, empire)
    # pushed in reverse: the free Concession is decided first, then emancipation
    push(s, "emancipate", seat, empire=empire)
    push(s, "rc_concession", seat, empire=empire)


def _detach(s: RenState, empire: str) -> None:
    """Take an Empire out of its row or off its Suzerain (it stays owned; caller re-places it)."""
    owner = s.empire_owner[empire]
    if empire in s.suzerain:
        del s.suzerain[empire]
    else:
        board.remove_from_row(s, owner, empire)


def _drop_queen_and_vassals(s: RenState, empire: str) -> None:
    """REN-R-7, R-10: the attached Queen leaves the game, the Vassals return to the Empire deck."""
    q = s.queens.pop(empire, None)
    if q:
        board.drop_bishop(s, q)
        s.removed += (q,)
    for v in board.vassals_of(s, empire):
        board.discard_empire(s, v)


def take_empire(s: RenState, seat: int, empire: str) -> None:
    """REN-R-5..8: the Empire enters ``seat``'s tableau King side up at the outer end of its side.

    From the deck it simply arrives; from a tableau its Queen and Vassals are discarded while its
    Bishop and repressed tokens stay (REN-R-8)."""
    if empire in s.empire_owner:
        _drop_queen_and_vassals(s, empire)
        _detach(s, empire)
    s.empire_owner[empire] = seat
    s.empire_side[empire] = "kingdom"
    board.add_to_row(s, seat, empire)


def change_government(s: RenState, seat: int, empire: str) -> None:
    """REN-R-5, R-6 (take it King side up) or REN-R-9..11 (own Empire: flip; a Vassal breaks free)."""
    if s.empire_owner.get(empire) != seat:
        take_empire(s, seat, empire)
        return
    _drop_queen_and_vassals(s, empire)  # REN-R-10
    s.empire_side[empire] = "republic" if s.empire_side[empire] == "kingdom" else "kingdom"  # REN-R-9
    if empire in s.suzerain:  # REN-R-11: to the outer end of its side
        del s.suzerain[empire]
        board.add_to_row(s, seat, empire)


def make_vassal(s: RenState, empire: str, winner: str) -> None:
    """REN-R-12, R-13, R-15, F-32: ``empire`` goes King side up under the winner's group head."""
    head = s.suzerain.get(winner, winner)  # REN-F-32: a Vassal's conquest becomes a co-Vassal
    seat = s.empire_owner[head]
    if empire in s.empire_owner:
        _drop_queen_and_vassals(s, empire)  # REN-R-15
        _detach(s, empire)
    board.drop_bishop(s, empire)  # REN-R-15: its Bishop is discarded too
    s.empire_owner[empire] = seat
    s.empire_side[empire] = "kingdom"  # REN-R-13
    s.suzerain[empire] = head
    # REN-R-16: its repressed tokens stay on it (emancipation is offered by ``begin``)


@register_frame("regime_change")
class RegimeChangeFrame(Kind[RenState]):
    """Automatic: runs ``begin`` once the frames above it (e.g. a war's occupation) are done."""

    def auto(self, s: RenState, f: Frame) -> None:
        begin(s, f["seat"], f["empire"], f["cause"], f.get("suzerain"))


def concession_choices(s: RenState, seat: int, empire: str) -> list[tuple[str, str]]:
    """(border, source) for REN-R-2/R-3: a border of the map card without a Pirate; an occupied one
    only if the player can pay the florin (REN-R-3 ruling)."""
    tok = board.cube(seat)
    srcs = board.sources(s, tok)
    out = []
    for b in BORDERS_OF[empire]:
        occ = s.borders.get(b)
        if occ is not None and (not board.is_cube(occ) or s.florins[seat] < 1):
            continue  # REN-R-3 ruling: never under a Pirate; an occupied border costs 1 florin
        for src in srcs:
            if src != f"border:{b}":
                out.append((b, src))
    return out


@register_frame("rc_concession")
class ConcessionFrame(Kind[RenState]):
    """REN-R-2, R-3: the player may place one Concession on a border of the Empire's map card."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        opts = concession_choices(s, f["seat"], f["empire"])
        if not opts:
            return []
        return [Action.of("concession", b, src) for b, src in opts] + [Action.of("no_concession")]

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        if a.kind == "no_concession":
            return
        seat, empire = f["seat"], f["empire"]
        border, src = str(a.args[0]), str(a.args[1])
        tok = board.cube(seat)
        if border in s.borders:  # REN-R-3 (as REN-E-21): the Serf goes to this Empire
            board.pay_china(s, seat, 1)
            board.repress_on_border(s, border, empire)
        board.fetch(s, tok, src)
        s.borders[border] = tok


def emancipation_choices(s: RenState, empire: str) -> list[tuple[str, str]]:
    """(token, destination): Knights/Rooks into empty cities, Serfs onto empty borders (REN-R-4)."""
    toks = sorted(set(s.repressed.get(empire, ())))
    cities = [c for c in CITIES_OF[empire] if board.city_open(s, c)]
    borders = [b for b in BORDERS_OF[empire] if b not in s.borders]
    out = []
    for t in toks:
        for d in (borders if board.is_cube(t) else cities):
            out.append((t, d))
    return out


@register_frame("emancipate")
class EmancipateFrame(Kind[RenState]):
    """REN-R-4, R-16, W-6: the player frees repressed tokens of the Empire one by one, or stops."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        opts = emancipation_choices(s, f["empire"])
        if not opts:
            return []
        return [Action.of("free", t, d) for t, d in opts] + [Action.of("stop_freeing")]

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        if a.kind == "stop_freeing":
            return
        push(s, f)
        tok, dest = str(a.args[0]), str(a.args[1])
        board.unrepress(s, f["empire"], tok)
        if board.is_cube(tok):
            s.borders[dest] = tok  # a freed Serf is its owner's Concession again
        else:
            board.put_in_city(s, dest, tok)



# ------------------------------------------------------------------ sentences and UI targets


SAY = Sentences("renaissance.regime_change", {
    "en": {"repress": ", repressing {token} for 1 florin", "src": " ({place})",
           "concession": "Regime change in {empire}: Concession on {border}{extra}{src}",
           "no_concession": "No free Concession", "free": "Free the repressed {token} of {empire} into {dest}",
           "stop": "Leave the rest repressed"},
    "hu": {"repress": ", 1 forintért elnyomva: {token}", "src": " ({place})",
           "concession": "Rendszerváltás ({empire}): koncesszió → {border}{extra}{src}",
           "no_concession": "Nem rak le koncessziót", "free": "Felszabadítja: {token} ({empire}) → {dest}",
           "stop": "Nem szabadít fel több bábut"},
})


def _describe(s: RenState, a: Action, lang: str) -> str:
    from .describe import name

    f = s.frames[-1] if s.frames else {}
    emp = name(f.get("empire", ""), s, lang)
    if a.kind == "concession":
        border, src = str(a.args[0]), str(a.args[1])
        extra = SAY(lang, "repress", token=name(s.borders[border], s, lang)) if border in s.borders else ""
        where = SAY(lang, "src", place=name(src, s, lang)) if src else ""
        return SAY(lang, "concession", empire=emp, border=name(border, s, lang), extra=extra, src=where)
    if a.kind == "no_concession":
        return SAY(lang, "no_concession")
    if a.kind == "free":
        tok, dest = str(a.args[0]), str(a.args[1])
        return SAY(lang, "free", token=name(tok, s, lang), empire=emp, dest=name(dest, s, lang))
    return SAY(lang, "stop")


def _ui_targets(s: RenState, a: Action) -> tuple[str, ...]:
    if a.kind == "concession":
        return (str(a.args[0]),)
    if a.kind == "free":
        return (str(a.args[1]),)
    return ()


def _register_text() -> None:
    from .describe import register

    register(ACTION_ARGS, _describe, _ui_targets)


_register_text()


# ------------------------------------------------------------------ why a choice is refused


def why_not(s: RenState, f: Frame, a: Action) -> str | None:
    """Why a ``concession`` / ``free`` action is refused in the regime change's frames."""
    from .describe import name

    args = [str(x) for x in a.args]
    empire = f.get("empire", "")
    kind: object = f["kind"]
    if kind == "rc_concession" and a.kind == "concession" and len(args) == 2:
        b = args[0]
        if b not in BORDERS_OF.get(empire, ()):
            return f"the free Concession goes on a border of {name(empire)} (REN-R-2)"
        occ = s.borders.get(b)
        if occ is not None and not board.is_cube(occ):
            return "no Concession can stand under a Pirate (REN-R-3)"
        if occ is not None and s.florins[f["seat"]] < 1:
            return "repressing the Concession there costs 1 florin (REN-R-3)"
        return "your cube cannot be taken from there (REN-E-23)"
    if kind == "emancipate" and a.kind == "free" and len(args) == 2:
        tok, dest = args
        if tok not in s.repressed.get(empire, ()):
            return f"{name(tok, s)} is not repressed on {name(empire)} (REN-R-4)"
        what = "empty borders" if board.is_cube(tok) else "empty cities"
        return f"{name(tok, s)} can only go to {what} of {name(empire)} (REN-R-4)"
    return None


WHY_NOT = {"rc_concession": why_not, "emancipate": why_not}
