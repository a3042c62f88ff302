"""The setup and base state shared by every game."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

from .errors import BadInput
from .record import Frozen, Record, frozen

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


@frozen
class Setup(Frozen):
    """Everything that, with the action list, defines a game."""

    game: str
    players: int
    seed: int
    names: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # the same checks whether code builds one or pydantic reads one from a saved state
        # (``Rules.make_setup`` has already checked a player's setup, with messages of its own)
        game: object = self.game
        players: object = self.players
        seed: object = self.seed
        names: object = self.names
        options: object = self.options
        if not isinstance(game, str):
            raise ValueError("game must be text")
        if type(players) is not int or type(seed) is not int:
            raise ValueError("players and seed must be whole numbers")
        if not -MAX_SEED <= seed <= MAX_SEED:
            raise ValueError(f"seed must be between -{MAX_SEED} and {MAX_SEED}")
        if not isinstance(names, (tuple, list)) or not all(isinstance(n, str) for n in names):
            raise ValueError("names must be a list of texts")
        object.__setattr__(self, "names", tuple(names))
        if not isinstance(options, dict):
            raise ValueError("options must be an object")


@frozen
class Result(Frozen):
    """How a finished game ended.

    ``winners``: winning seats (several only on a true tie after every tie-break);
    ``victory``: the victory or ending that closed the game (a game-specific id);
    ``standings``: one plain dict per seat, best first, with the tie-break figures used.
    """

    winners: tuple[int, ...]
    victory: str
    standings: tuple[dict[str, Any], ...] = ()

    def __post_init__(self) -> None:
        winners: object = self.winners
        standings: object = self.standings
        if isinstance(winners, list):  # a tuple, as the field says, whatever sequence it was built from
            object.__setattr__(self, "winners", tuple(winners))
        if isinstance(standings, list):
            object.__setattr__(self, "standings", tuple(standings))


@dataclass(kw_only=True)
class BaseState(Record):
    """Fields every game state carries. Games subclass it with their own fields (each a
    ``dataclass(kw_only=True)``: a game builds its state with ``model_construct`` and copies it
    during play, and pydantic reads one only from untrusted JSON, ``Rules.load``).

    ``to_move`` is the seat that must decide now (``None`` once the game is over);
    ``rng`` is the whole random-generator state (see ``pax.core.rng``);
    ``step`` counts the actions applied since setup;
    ``outcome`` is how the game ended, ``None`` while it runs.
    """

    schema_version: int
    setup: Setup
    rng: int
    to_move: int | None
    step: int = 0
    outcome: Result | None = None
