"""The action value shared by every game.

An action is a small immutable value: a ``kind`` (``"buy"``, ``"end_turn"`` …)
and positional ``args`` whose meaning each game documents per kind in its
``ACTION_ARGS`` table. Equality and hashing are by value, so ``action in
legal_actions(state)`` is the legality test.

Legal lists build thousands of actions per game, so ``Action`` is a plain slotted class rather
than a pydantic model: ``Action.of`` checks its arguments' types with ``type`` tests and shares one
instance per distinct value. Untrusted input (a save, a request) goes through ``model_validate``,
which validates with pydantic exactly as a model would.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypedDict

from . import record

if TYPE_CHECKING:  # pydantic is loaded only when untrusted data is checked (pax.core.record)
    from pydantic import GetCoreSchemaHandler
    from pydantic_core import core_schema

Arg = int | str


class ActionJSON(TypedDict):
    """An action as JSON data."""

    kind: str
    args: list[Arg]


@record.frozen
class _ActionData(record.Frozen):
    """The JSON form of an action, validated by pydantic (untrusted input only)."""

    kind: str
    args: tuple[Arg, ...] = ()


class Action:
    """One choice a player makes: ``kind`` and positional ``args`` (ints and strings)."""

    __slots__ = ("kind", "args", "_hash")
    kind: str
    #: What each argument means (and so its type, int or str) depends on the kind: each game's
    #: ``ACTION_ARGS`` says, and ``__init__`` checks that every one is an int or a str.
    args: tuple[Arg, ...]
    _hash: int

    _interned: ClassVar[dict[tuple[str, tuple[Arg, ...]], Action]] = {}

    def __init__(self, kind: str, args: tuple[Arg, ...] = ()) -> None:
        if type(kind) is not str:
            raise TypeError(f"an action kind is text, not {kind!r}")
        args = tuple(args)
        for x in args:
            if type(x) is not int and type(x) is not str:
                raise TypeError(f"an action argument is a whole number or text, not {x!r}")
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "_hash", hash((kind, args)))

    @classmethod
    def of(cls, kind: str, *args: Arg) -> Action:
        """The action ``kind(*args)``, type-checked; each distinct value is built once and shared."""
        key = (kind, args)
        a = cls._interned.get(key)
        if a is None:
            a = cls._interned[key] = cls(kind, args)
        return a

    # -- value semantics ----------------------------------------------------
    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("an Action is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("an Action is immutable")

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Action):
            return NotImplemented
        return self._hash == other._hash and self.kind == other.kind and self.args == other.args

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (Action, (self.kind, self.args))

    def __repr__(self) -> str:
        return f"Action(kind={self.kind!r}, args={self.args!r})"

    def __str__(self) -> str:  # compact, for logs and the CLI
        return self.kind + ("(" + ", ".join(map(str, self.args)) + ")" if self.args else "")

    # -- JSON ----------------------------------------------------------------
    def to_json(self) -> ActionJSON:
        return {"kind": self.kind, "args": list(self.args)}

    def model_dump(self, mode: str = "python") -> Mapping[str, object]:
        return self.to_json() if mode == "json" else {"kind": self.kind, "args": self.args}

    def model_dump_json(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def model_validate(cls, raw: object) -> Action:
        """An action from untrusted data (a mapping or an Action); raises pydantic's ``ValidationError``."""
        if isinstance(raw, Action):
            return raw
        d = record.validate(_ActionData, raw)
        return cls(d.kind, d.args)

    @classmethod
    def model_validate_json(cls, text: str | bytes) -> Action:
        d = record.validate_json(_ActionData, text)
        return cls(d.kind, d.args)

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        """An ``Action`` field in a pydantic model validates like ``model_validate`` and dumps as JSON."""
        from pydantic_core import core_schema

        return core_schema.no_info_plain_validator_function(
            cls.model_validate,
            serialization=core_schema.plain_serializer_function_ser_schema(cls.to_json),
        )
