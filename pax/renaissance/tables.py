"""Engine-side names derived from the component catalogue (``catalog.py``) for the rules modules."""

from __future__ import annotations

from .catalog import (  # noqa: F401  (re-exported for the rules modules)
    ADJACENT, BANKERS, BORDER_CARDS, BORDERS, BORDERS_OF, CARDS, CARDS_BY_REGION, CITIES, CITIES_OF,
    CITY_MAP, CITY_SPACES, COLOUR_RELIGION, COLOURS, COMETS_BY_REGION, CONDOTTIERE_SPACE,
    COVERED_AT_START, CUBES_PER_PLAYER, EMPIRE_OPS, EMPIRE_PRESTIGE, EMPIRES, EMPORIA, LEVY, MAP_CARDS,
    MAP_CARDS_BY_REGION, MONEY_TOTAL, OP_CATEGORY, PIECE_COUNTS, REGIONS, RELIGION_COLOUR, ROUTE_COLOUR,
    RELIGIOUS_SIDE, ROUTES, SEA_BORDERS, SILENCED_KEEPS, START_MONEY, START_SIDE, VICTORY_CARDS, VICTORY_IDS,
    Op,
)

#: "knight:white" -> how many exist (REN-B-5..7)
PIECE_LIMITS: dict[str, int] = {f"{p}:{c}": n for (p, c), n in PIECE_COUNTS.items()}
TOTAL_FLORINS: int = MONEY_TOTAL
VENICE = "venice"
#: map card -> its Empire (the same id; kept so rules read naturally)
EMPIRE_OF_MAP: dict[str, str] = {m: m for m in MAP_CARDS}
MAPS_IN = MAP_CARDS_BY_REGION
