"""What the computer tells a learning player: its hint for the seat to move, and each seat's
chances of winning over a finished game (facade ops ``hint`` and ``chances``).

Both run the hard level's search (``pax.core.search``) with a smaller budget, so they answer in
a few seconds in the browser:

* the hint is the search of a hard computer sitting in the deciding person's seat (a quarter of
  the hard budget): it sees only what ``view(state, seat)`` shows (the search reads the hidden
  cards only through ``determinize``), its choice is deterministic given the position and the
  seed, and it never acts: the page shows the move, the moves it weighed and why;
* the chances judge a finished game's positions one by one by the game's judging evaluation
  (``GameSpec.chances``: the learned evaluation, ``pax.core.learned``; without one, the hard
  search's leaf): after the game nothing is hidden any more, so every position is judged as it was; each
  seat's value is its chance (normalised to sum 1; the final position's are the game's returns).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import TypedDict

from .ai import LEVELS, budget
from .core import BadInput, BaseState, GameRules
from .core.search import ISMCTS, Analysis, Budget, SearchGame
from .core.spec import load

#: the hint's share of the hard level's iterations
HINT_SHARE = 4
#: at least this many iterations for a hint
HINT_MIN = 8
#: the most weighed moves a hint shows
HINT_MOVES = 3
#: the chances of a finished game: at most this many positions judged, besides the start and end
CHANCE_POINTS = 24
#: positions judged per request (the page asks again for the next ones and shows its progress)
CHANCE_BATCH = 4
#: the same seed for every hint and judgement: a position always gets the same answer
SEED = 7


class HintMove(TypedDict):
    """A legal action as a hint names it."""

    index: int
    label: str
    targets: list[str]


class WeighedMove(HintMove):
    """A move the hint's search weighed: how often it chose it, and the value it found."""

    visits: int
    value: float


class Hint(HintMove):
    """The ``hint`` reply's hint (``hint``)."""

    moves: list[WeighedMove]
    chance: float | None
    reason: str
    iterations: int


def _searcher(rules: GameRules, level_budget: Budget) -> ISMCTS:
    hooks = rules.spec.search_of("hard")
    if hooks is None:
        raise BadInput(f"there is no computer opponent for {rules.game_id!r} yet", key="ai.none", game=rules.game_id)
    return ISMCTS(load(hooks), level_budget, salt=LEVELS.index("hard"), seed=SEED)


def hint_budget(game_id: str) -> Budget:
    """A quarter of the hard level's budget for this game."""
    hard = budget(game_id, "hard")
    return dataclasses.replace(hard, iterations=max(HINT_MIN, hard.iterations // HINT_SHARE))


def _pct(x: float) -> int:
    return round(100 * x)


def _reason(rules: GameRules, state: BaseState, me: int | None, found: Analysis, lang: str) -> str:
    """The hint's reason in words, from the search's own figures."""
    hu = lang == "hu"
    if found.winning:
        return ("Ezzel a lépéssel most megnyered a játszmát." if hu else "This move wins the game now.")
    if not found.moves:
        return ("Most csak ez az egy lépés lehetséges." if hu else "This is the only move open now.")
    best = next(w for w in found.moves if w.index == found.index)
    others = [w for w in found.moves if w.index != found.index]
    total = sum(w.visits for w in found.moves)
    text = (f"A nehéz szintű gép ezt lépné: {total} próbából {best.visits}-szor választotta, és utána "
            f"{_pct(best.value)}%-ra becsüli a nyerési esélyedet" if hu else
            f"The hard computer would play this: it chose it in {best.visits} of {total} tries and "
            f"rates your chance of winning after it at {_pct(best.value)}%")
    if others:
        text += (f" (a következő legjobbnál {_pct(others[0].value)}%)." if hu
                 else f" (the next best: {_pct(others[0].value)}%).")
    else:
        text += "."
    rivals = [q for q in range(len(best.chances)) if q != me]
    if rivals:
        def strength(q: int) -> tuple[float, int]:  # the likeliest winner; the lower seat on a tie
            return best.chances[q], -q

        rival = max(rivals, key=strength)
        name = _seat_name(rules, state, rival)
        text += (f" Legerősebb riválisodnak {name} játékost látja ({_pct(best.chances[rival])}%)." if hu
                 else f" It sees {name} as your strongest rival ({_pct(best.chances[rival])}%).")
    return text


def _seat_name(rules: GameRules, state: BaseState, seat: int) -> str:
    names = state.setup.names
    if seat < len(names):
        return str(names[seat])
    view: Mapping[str, object] = rules.view(state, None)
    players = view.get("players") if isinstance(view, dict) else None
    if isinstance(players, list) and seat < len(players) and isinstance(players[seat], dict):
        return str(players[seat].get("name", f"#{seat + 1}"))
    return f"#{seat + 1}"


def hint(rules: GameRules, state: BaseState, lang: str) -> Hint:
    """The hard search's choice for ``state.to_move`` (a quarter budget): ``{"index", "label",
    "targets", "moves": [{"index", "label", "targets", "visits", "value"}], "chance", "reason",
    "iterations"}``; values and chances are in [0, 1]."""
    me = state.to_move
    legal = rules.legal_actions(state)
    found = _searcher(rules, hint_budget(rules.game_id)).analyse(rules, state)

    def move(i: int) -> HintMove:
        return {"index": i, "label": rules.describe(state, legal[i], lang), "targets": list(rules.targets(state, legal[i]))}

    weighed: list[WeighedMove] = [{**move(w.index), "visits": w.visits, "value": round(w.value, 4)}
                                  for w in found.moves[:HINT_MOVES]]
    chosen = next((w for w in found.moves if w.index == found.index), None)
    return {**move(found.index), "moves": weighed, "chance": round(chosen.value, 4) if chosen else None,
            "reason": _reason(rules, state, me, found, lang), "iterations": found.iterations}


def chance_moves(total: int) -> list[int]:
    """The positions a finished game of ``total`` moves is judged at: the start, about
    ``CHANCE_POINTS`` evenly spaced, and the end."""
    every = max(1, -(-total // CHANCE_POINTS))
    moves = list(range(0, total, every))
    return [*moves, total] if moves[-1:] != [total] else moves


def judge(rules: GameRules, state: BaseState) -> list[float]:
    """Each seat's chance of winning from ``state`` by the game's judging evaluation
    (``GameSpec.chances``: the learned one); the returns once the game is over. Sums to 1 (or to 0 when it sees no winner)."""
    if rules.is_over(state):
        return [round(x, 4) for x in rules.returns(state)]
    hooks = rules.spec.chances or rules.spec.search_of("hard")
    if hooks is None:
        raise BadInput(f"there is no computer opponent for {rules.game_id!r} yet", key="ai.none", game=rules.game_id)
    evaluation: SearchGame = load(hooks)  # GameSpec.chances and search name SearchGame hooks
    values = list(evaluation.evaluate(state))
    total = math.fsum(values)
    return [round(x / total, 4) if total > 0 else 0.0 for x in values]
