"""The setup and base state shared by every game."""

from __future__ import annotations

import unicodedata
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from .errors import BadInput

MAX_NAME = 24


def clean_name(raw: object, seat: int) -> str:
    """A player name made safe as *data*: trimmed, control characters removed, at most 24 characters.

    Markup is not stripped here (``<b>`` is a fine name); the UI always renders names as text.
    """
    if raw is None:
        return f"Player {seat + 1}"
    if not isinstance(raw, str):
        raise BadInput(f"player {seat + 1}'s name must be text", key="setup.name_text", seat=seat + 1)
    name = "".join(ch for ch in raw if unicodedata.category(ch)[0] != "C").strip()
    return name[:MAX_NAME] or f"Player {seat + 1}"


# Seeds are exact in JavaScript too: the page reads the engine's replies as JSON numbers, which
# are exact only up to 2**53 - 1 (Number.MAX_SAFE_INTEGER); a larger seed would be rounded into
# another deal on the next move, so every entry point refuses it (``setup.seed_range``).
MAX_SEED = (1 << 53) - 1


class Setup(BaseModel):
    """Everything that, with the action list, defines a game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str
    players: int
    seed: int
    names: tuple[str, ...]
    options: dict[str, Any] = {}

    @field_validator("seed")
    @classmethod
    def _seed_range(cls, v: int) -> int:
        if not -MAX_SEED <= v <= MAX_SEED:
            raise ValueError(f"seed must be between -{MAX_SEED} and {MAX_SEED}")
        return v


class Result(BaseModel):
    """How a finished game ended.

    ``winners``: winning seats (several only on a true tie after every tie-break);
    ``victory``: the victory or ending that closed the game (a game-specific id);
    ``standings``: one plain dict per seat, best first, with the tie-break figures used.
    """

    model_config = ConfigDict(frozen=True, defer_build=True)  # built with the first finished game

    winners: tuple[int, ...]
    victory: str
    standings: tuple[dict[str, Any], ...] = ()


class BaseState(BaseModel):
    """Fields every game state carries. Games subclass it with their own fields.

    ``to_move`` is the seat that must decide now (``None`` once the game is over);
    ``rng`` is the whole random-generator state (see ``pax.core.rng``);
    ``step`` counts the actions applied since setup;
    ``outcome`` is how the game ended, ``None`` while it runs.
    """

    # defer_build: a game state is built with model_construct and copied with model_copy during
    # play; its validator and serializer are made only when a state is first read from or
    # written as JSON (which no start needs: a costly part of the engine import in Pyodide).
    model_config = ConfigDict(extra="forbid", defer_build=True)

    schema_version: int
    setup: Setup
    rng: int
    to_move: int | None
    step: int = 0
    outcome: Result | None = None
