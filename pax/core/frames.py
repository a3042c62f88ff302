"""The pending-decision stack: one frame shape and one set of rules for every game.

A *frame* is a pending decision or continuation: a plain dict ``{"kind": str, "seat": int | None,
...data}`` on ``state.frames`` (top = last). ``kind`` names its registered :class:`FrameType`;
``seat`` is who decides (``None`` for a frame that never asks anyone). The data is JSON-natural
(str, int, bool, None, lists, dicts), so a state round-trips through JSON exactly.

The rules every game follows:

* **Removal**: a frame leaves the stack *before* its type's code runs: :meth:`Stack.resolve` pops
  the top frame and then calls its ``apply``; :meth:`Stack.settle` pops an automatic frame and then
  calls its ``auto``. A frame that is not finished pushes an updated copy of itself
  (:meth:`Stack.again`); a sub-decision is pushed after that, so it runs first.
* **Copy on write**: a frame on the stack is never changed in place (nor its lists); :func:`replace`
  puts an updated copy in its place. So copying a state copies only the list of frames
  (:func:`copy_frames`): the frame dicts are shared between the states.
* **Automatic frames**: the top frame is automatic when its type's ``legal`` list is empty;
  :meth:`Stack.settle` runs automatic frames until a decision is due.

Registration is one API for every game: a class with ``legal`` / ``apply`` / ``auto`` (and an
optional cheaper ``valid``), derived from :class:`Kind` (either way), :class:`Choice` (always
asks) or :class:`Auto` (never asks), registered by the class decorator ``@FRAMES.kind("name")``
(each engine's ``flow.frame``)::

    @frame("levy")
    class LevyFrame(Choice[RenState]):
        def legal(self, s, f): ...
        def apply(self, s, f, a): ...
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Generic, Protocol, TypeVar

from .action import Action
from .state import Result

Frame = dict[str, Any]
KIND = "kind"
SEAT = "seat"
#: automatic frames run by one ``settle`` at most: more means frames that keep pushing each other
MAX_AUTOMATIC = 10_000


class Stacked(Protocol):
    """A game state carrying the stack (every game's state has these two fields)."""

    frames: list[Frame]
    outcome: Result | None


S = TypeVar("S", bound=Stacked)
S_contra = TypeVar("S_contra", bound=Stacked, contravariant=True)


class FrameType(Protocol[S_contra]):
    """What one kind of frame does (each game registers its kinds in its :class:`Stack`)."""

    def legal(self, s: S_contra, f: Frame) -> list[Action]:
        """Choices of ``f["seat"]`` now, in a deterministic order (empty = an automatic frame)."""

    def apply(self, s: S_contra, f: Frame, a: Action) -> None:
        """Resolve the legal action ``a`` (``f`` is already off the stack)."""

    def auto(self, s: S_contra, f: Frame) -> None:
        """Run the automatic frame ``f`` (already off the stack)."""

    def valid(self, s: S_contra, f: Frame, a: Action) -> bool:
        """Exactly ``a in legal(s, f)`` (:class:`Kind` gives that; a kind may compute it cheaper)."""


class Kind(Generic[S]):
    """A frame kind that may ask or not: ``legal`` empty (the default) makes the frame automatic,
    and ``auto`` then runs (by default it does nothing: the frame is dropped)."""

    def legal(self, s: S, f: Frame) -> list[Action]:
        return []

    def apply(self, s: S, f: Frame, a: Action) -> None:
        raise RuntimeError(f"frame {f[KIND]!r} takes no action")

    def auto(self, s: S, f: Frame) -> None:
        return None

    def valid(self, s: S, f: Frame, a: Action) -> bool:
        """``a in self.legal(s, f)``; a busy kind may answer it more cheaply (tests check they agree)."""
        return a in self.legal(s, f)


class Choice(Kind[S]):
    """A frame kind that always asks (``legal`` is never empty): an empty list is a bug, not a skip."""

    def auto(self, s: S, f: Frame) -> None:
        raise RuntimeError(f"choice frame {f[KIND]!r} has no choice")


class Auto(Kind[S]):
    """A frame kind that never asks: a continuation the engine runs by itself (``auto``)."""


def natural(v: Any) -> Any:
    """``v`` as fresh JSON-natural data: tuples become lists, every list and dict is a new one."""
    if isinstance(v, (tuple, list)):
        return [natural(x) for x in v]
    if isinstance(v, dict):
        return {k: natural(x) for k, x in v.items()}
    return v


def copy_frames(frames: list[Frame]) -> list[Frame]:
    """The stack of a copied state: a new list sharing the frames (they are never changed in place)."""
    return frames[:]


def replace(s: Stacked, depth: int = 1, **changes: Any) -> Frame:
    """Copy on write: the ``depth``-th frame from the top (1 = the top) becomes a copy with ``changes``."""
    f: Frame = s.frames[-depth] | natural(changes)
    s.frames[-depth] = f
    return f


class Stack(Generic[S]):
    """The registered frame kinds of one game and the stack operations that follow the rules."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._types: dict[str, FrameType[S]] = {}
        # The choices of the state most recently settled or asked about: states are not changed once
        # returned, so the list ``settle`` computed serves the next ``legal_actions`` on that state.
        self._last: tuple[object, list[Action]] | None = None

    def remember(self, s: S, acts: list[Action]) -> None:
        """Keep ``acts`` as the choices of the (finished, never again changed) state ``s``."""
        self._last = (s, acts)

    def recall(self, s: S) -> list[Action] | None:
        """The choices remembered for this very state object, if any (a copy of the list)."""
        last = self._last
        return list(last[1]) if last is not None and last[0] is s else None

    def register(self, kind: str, ft: FrameType[S]) -> None:
        """Register frame kind ``kind`` (each kind once)."""
        if kind in self._types:
            raise ValueError(f"{self.game}: frame kind {kind!r} is registered twice")
        self._types[kind] = ft

    def kind(self, name: str) -> Callable[[type[Kind[S]]], type[Kind[S]]]:
        """Class decorator: register an instance of the class as frame kind ``name``."""

        def deco(cls: type[Kind[S]]) -> type[Kind[S]]:
            self.register(name, cls())
            return cls

        return deco

    def __contains__(self, kind: object) -> bool:
        return kind in self._types

    def __getitem__(self, kind: str) -> FrameType[S]:
        return self._types[kind]

    def __iter__(self) -> Iterator[str]:
        return iter(self._types)

    def frame(self, kind: str, seat: int | None = None, **data: Any) -> Frame:
        """A new frame of a registered kind."""
        if kind not in self._types:
            raise KeyError(f"{self.game}: unknown frame kind {kind!r}")
        return {KIND: kind, SEAT: seat, **natural(data)}

    def push(self, s: S, kind: str, seat: int | None = None, **data: Any) -> Frame:
        """Push a new frame: ``push(s, "levy", seat, cities=[...])``."""
        f = self.frame(kind, seat, **data)
        s.frames.append(f)
        return f

    def again(self, s: S, f: Frame, **changes: Any) -> Frame:
        """Push (a copy with ``changes`` of) the popped frame ``f``: it continues after what comes next."""
        g = f | natural(changes) if changes else f
        if g[KIND] not in self._types:
            raise KeyError(f"{self.game}: unknown frame kind {g[KIND]!r}")
        s.frames.append(g)
        return g

    @staticmethod
    def top(s: S) -> Frame | None:
        return s.frames[-1] if s.frames else None

    def legal(self, s: S) -> list[Action]:
        """The top frame's choices (empty once the game is over or with no frame pending)."""
        if s.outcome is not None or not s.frames:
            return []
        f = s.frames[-1]
        return self._types[f[KIND]].legal(s, f)

    def valid(self, s: S, a: Action) -> bool:
        """``a in legal(s)``, by the top frame kind's ``valid`` (cheaper where the kind has one)."""
        if s.outcome is not None or not s.frames:
            return False
        f = s.frames[-1]
        return self._types[f[KIND]].valid(s, f, a)

    def resolve(self, s: S, a: Action) -> None:
        """Pop the top frame, then resolve the known-legal action ``a`` on it."""
        f = s.frames.pop()
        self._types[f[KIND]].apply(s, f, a)

    def settle(self, s: S, before: Callable[[S], None] | None = None) -> tuple[Frame, list[Action]] | None:
        """Run automatic frames until a decision is due: its frame and choices; ``None`` once the game
        is over or the stack is empty. ``before`` runs ahead of each look at the top frame."""
        for _ in range(MAX_AUTOMATIC):
            if s.outcome is not None:
                return None
            if before is not None:
                before(s)
            if not s.frames:
                return None
            f = s.frames[-1]
            ft = self._types[f[KIND]]
            acts = ft.legal(s, f)
            if acts:
                return f, acts
            s.frames.pop()
            ft.auto(s, f)
        raise RuntimeError(f"{self.game}: automatic frames did not settle")
