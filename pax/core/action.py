"""The action value shared by every game.

An action is a small immutable value: a ``kind`` (``"buy"``, ``"end_turn"`` …)
and positional ``args`` whose meaning each game documents per kind in its
``ACTION_ARGS`` table. Equality and hashing are by value, so ``action in
legal_actions(state)`` is the legality test.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

Arg = int | str
_new = object.__new__
_set = object.__setattr__


class Action(BaseModel):
    """One choice a player makes."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    args: tuple[Arg, ...] = ()

    @classmethod
    def of(cls, kind: str, *args: Arg) -> "Action":
        """Fast constructor for trusted engine code (skips validation).

        Equivalent to ``model_construct(kind=kind, args=args)`` but about 3× cheaper: legal-action
        lists build thousands of these per game."""
        a = _new(cls)
        _set(a, "__dict__", {"kind": kind, "args": args})
        _set(a, "__pydantic_fields_set__", {"kind", "args"})
        _set(a, "__pydantic_extra__", None)
        _set(a, "__pydantic_private__", None)
        return a

    def __str__(self) -> str:  # compact, for logs and the CLI
        return self.kind + ("(" + ", ".join(map(str, self.args)) + ")" if self.args else "")

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self.kind == other.kind and self.args == other.args

    def to_json(self) -> dict:
        return {"kind": self.kind, "args": list(self.args)}
