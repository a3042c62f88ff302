"""The action value shared by every game.

An action is a small immutable value: a ``kind`` (``"buy"``, ``"end_turn"`` …)
and positional ``args`` whose meaning each game documents per kind in its
``ACTION_ARGS`` table. Equality and hashing are by value, so ``action in
legal_actions(state)`` is the legality test.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

Arg = int | str


class Action(BaseModel):
    """One choice a player makes."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    args: tuple[Arg, ...] = ()

    @classmethod
    def of(cls, kind: str, *args: Arg) -> "Action":
        """Fast constructor for trusted engine code (skips validation)."""
        return cls.model_construct(kind=kind, args=tuple(args))

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
