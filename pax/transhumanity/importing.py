"""Import (TRH-F-50): move an idea carrying no other player's agent to an empty Market slot."""

from __future__ import annotations


from pax.core import Action
from pax.core.action import Arg

from .flow import A, Choice, Frame, frame, push
from .market import empty_slots
from .state import TrhState


def start(s: TrhState, seat: int, args: tuple[Arg, ...]) -> None:
    """The destination is the next decision (``import_to``)."""
    c, r = args
    push(s, "import_to", seat=seat, col=c, row=r)


@frame("import_to")
class ImportToFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return [A("to", c2, r2) for c2, r2 in empty_slots(s)]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        c, r, c2, r2 = f["col"], f["row"], int(a.args[0]), int(a.args[1])
        s.market[c2][r2], s.market[c][r] = s.market[c][r], None

