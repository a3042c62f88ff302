"""Errors raised across the engine boundary."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pydantic is loaded only when untrusted data is checked (pax.core.record)
    from pydantic import ValidationError


class PaxError(Exception):
    """Base class of every error the engine raises on purpose.

    The message is English. ``key`` (with ``params``) optionally names the message kind so a front
    end can show it in the player's language (the web page looks up ``engine.<key>`` in its string
    catalogue and falls back to the English text for an error without a key).
    """

    def __init__(self, message: str = "", *, key: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.key = key
        #: the message's parameters (the facade sends each as a text or a whole number)
        self.params: dict[str, object] = params


class IllegalAction(PaxError, ValueError):
    """An action that is not in ``legal_actions`` for the state it was applied to.

    The message says why, in words a player understands.
    """


class BadInput(PaxError, ValueError):
    """Untrusted input (a save, a share link, JSON) that cannot be turned into a game."""


def first_problem(exc: ValidationError) -> tuple[str, str]:
    """Where the first problem pydantic found lies (its field path, or ``the top``) and its message."""
    err = exc.errors()[0]
    return ".".join(map(str, err.get("loc", ()))) or "the top", err["msg"]
