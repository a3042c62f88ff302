"""Errors raised across the engine boundary."""


class PaxError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalAction(PaxError, ValueError):
    """An action that is not in ``legal_actions`` for the state it was applied to.

    The message says why, in words a player understands.
    """


class BadInput(PaxError, ValueError):
    """Untrusted input (a save, a share link, JSON) that cannot be turned into a game."""
