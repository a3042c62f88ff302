"""``RenaissanceRules``: Pax Renaissance (1st edition) behind the uniform game interface."""

from __future__ import annotations

import importlib
from typing import Any, ClassVar

from pax.core import Action, BadInput, Result, Rules, Setup

from . import agents, market, trade_fair, turn  # noqa: F401  (register their frames)
from . import describe as _describe
from . import summary as _summary
from .flow import legal, settle, step
from .setup import initial_state
from .state import RenState

ACTION_ARGS: dict[str, str] = {
    "buy": "(row 'east'|'west', slot 2..6) — buy that market card (REN-D-2, REN-E-2..7)",
    "play": "(card) — play a hand card (REN-D-4)",
    "sell": "(card) — sell a hand or tableau card (REN-D-8, REN-E-24)",
    "operate": "(side 'west'|'east') — start operating that tableau side (REN-D-9..11)",
    "fair": "(row 'east'|'west') — run a Trade Fair (REN-D-12, section G)",
    "declare": "(victory) — declare an active victory you meet (REN-D-14)",
    "pass": "() — forfeit the action when nothing else is legal (REN-D-1 ruling)",
    "activate": "(victory) — the Comet's buyer activates a Victory card (REN-L-15)",
    "one_shot": "(*args) — resolve the played card's one-shot that way (REN-E-10)",
    "no_one_shot": "() — decline the one-shot (a Queen becomes an Old Maid, REN-E-11)",
    "place": "(agent index, target, extra, source) — place a pictured agent (REN-E-13..23)",
    "skip": "(agent index) — do not place that agent",
    "kill": "(token) — Pacification: kill a repressed token (REN-F-5)",
    "no_kill": "() — no Pacification",
    "op": "(card, op index, *args) — use that operation icon (REN-E-28, section F)",
    "done": "() — stop operating",
    "levy": "(city, source) — the Trade Fair's levy on an entered map card (REN-G-9)",
    "discard": "(card) — discard down to the hand limit (REN-D-20)",
}

# Modules of the other helpers register ops / one-shots / frames when imported, and document their
# action kinds in their own ``ACTION_ARGS``; a missing module simply means its ops and one-shots are
# not offered (never faked).
for _mod in ("operations", "oneshots", "war", "regime_change"):
    try:
        _m = importlib.import_module(f"pax.renaissance.{_mod}")
    except ModuleNotFoundError as _exc:
        if _exc.name != f"pax.renaissance.{_mod}":
            raise
    else:
        ACTION_ARGS.update(getattr(_m, "ACTION_ARGS", {}))


class RenaissanceRules(Rules[RenState]):
    game_id: ClassVar[str] = "renaissance"
    title: ClassVar[str] = "Pax Renaissance"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_type: ClassVar[type[RenState]] = RenState

    def initial_state(self, setup: Setup) -> RenState:
        s = initial_state(setup)
        settle(s)
        return s

    def legal_actions(self, state: RenState) -> list[Action]:
        return legal(state)

    def _apply(self, state: RenState, action: Action) -> RenState:
        s = state.fork()
        step(s, action)
        return s

    def is_over(self, state: RenState) -> bool:
        return state.ended is not None

    def result(self, state: RenState) -> Result:
        if state.ended is None:
            raise ValueError("the game is not over")
        e = state.ended
        return Result(winners=tuple(e["winners"]), victory=e["victory"], standings=tuple(e["standings"]))

    def summary(self, state: RenState) -> dict[str, Any]:
        return _summary.summary(state)

    def view(self, state: RenState, seat: int | None) -> dict[str, Any]:
        return _summary.view(state, seat)

    def describe(self, state: RenState, action: Action, lang: str = "en") -> str:
        return _describe.describe(state, action, lang)

    def targets(self, state: RenState, action: Action) -> tuple[str, ...]:
        return _describe.targets(state, action)

    def check_state(self, state: RenState) -> None:
        from .invariants import violations

        problems = violations(state)
        if problems:
            raise BadInput(f"not a consistent Pax Renaissance state: {problems[0]}")
        if state.ended is None:
            try:
                ok = bool(legal(state)) and state.to_move == state.frames[-1]["seat"]
            except Exception:  # a hand-edited frame the engine cannot read
                ok = False
            if not ok:
                raise BadInput("not a consistent Pax Renaissance state: its pending decision is broken")


__all__ = ["ACTION_ARGS", "RenaissanceRules", "market"]
