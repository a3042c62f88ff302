"""``TranshumanityRules``: Pax Transhumanity behind the uniform interface of ``pax.core.Rules``."""

from __future__ import annotations

from typing import Any

from pax.core import Action, BadInput, IllegalAction, Result, Rules, Setup

from . import actions, impacts, setup as setup_mod, solo  # noqa: F401  (registers the frames)
from .agents import agents_of
from .flow import CHOICE, VALID, run
from .state import AGENTS, TrhState, clone
from .tables import T
from .account import narrate
from .text import describe_action, targets_of
from .turn import KINDS, start as start_turn_choice, turn_actions
from .view import summary_of, view_of

# Positional arguments of every action kind (see ARCHITECTURE.md for the frames they belong to).
ACTION_ARGS: dict[str, tuple[str, ...]] = {
    "colour": ("colour: blue|black|pink|red (solo colour) or Y|G|B|O (robot disruption)",),
    "secret": ("card id", "band: 0 left | 1 right"),
    "fundraise": (), "end": (),
    "syndicate": ("column 0-3", "row 0-5"),
    "commercialize": ("column", "row", "route: 0 strips | 1 patents | 2 think tank", "labor spot id"),
    "hire": ("spot id", "source: f financial | u unemployed"),
    "own_hire": ("spot id", "source: f | u"),
    "research": ("column", "labor spot id"),
    "placate": ("column", "row", "heat square"),
    "import": ("column", "row"), "to": ("to column", "to row"),
    "money": (), "sell": ("discipline",),
    "divest": ("s column row | e spot | u sphere | p discipline",),
    "done": (), "skip": (),
    "cover": ("black heat square",), "chain": ("row",),
    "orient": ("band down: 0 left | 1 right",), "alt": ("alternative index",),
    "heat": ("m column row square | s splay-index square",),
    "solve": ("problem id",), "found": ("spot id",),
    "resil": ("m column row square | s splay-index square",),
    "remove": ("splay index",), "lose": ("e spot | u sphere",),
    "nuke": ("c spot | p problem id",),
    "tank": (), "patents": ("mask: 1 left, 2 right, 3 both",), "discard": (),
}


class TranshumanityRules(Rules[TrhState]):
    game_id = "transhumanity"
    title = "Pax Transhumanity"
    min_players = 1
    max_players = 4
    state_type = TrhState

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """TRH-A-1, TRH-K-2: one player means the solo arena, ``{"solo": "easy"|"hard"}``."""
        opts = dict(options)
        solo_level = opts.pop("solo", None)
        if opts:
            raise BadInput(f"{self.title} has no option {sorted(opts)[0]!r}")
        if players == 1:
            if solo_level not in ("easy", "hard"):
                raise BadInput('a 1-player game is the solo arena: choose {"solo": "easy"} or {"solo": "hard"}')
            return {"solo": solo_level}
        if solo_level is not None:
            raise BadInput("the solo arena is for 1 player")
        return {}

    def initial_state(self, setup: Setup) -> TrhState:
        s = setup_mod.initial(setup)
        run(s)
        return s

    def legal_actions(self, state: TrhState) -> list[Action]:
        if state.phase == "over":
            return []
        if state.frames:
            f = state.frames[-1]
            return CHOICE[f["k"]][0](state, f)
        return turn_actions(state)

    def _apply(self, state: TrhState, action: Action) -> TrhState:
        s = clone(state)
        s.__dict__["step"] += 1  # a plain field: skip pydantic's __setattr__ on the hot path
        if s.frames:
            CHOICE[s.frames[-1]["k"]][1](s, s.frames[-1], action)
        else:
            start_turn_choice(s, action)
        run(s)
        return s

    def apply(self, state: TrhState, action: Action) -> TrhState:
        """As ``Rules.apply``, but a turn-menu choice is validated by checking only its own kind."""
        if not self._is_legal(state, action):
            raise IllegalAction(self.why_illegal(state, action, self.legal_actions(state)))
        return self._apply(state, action)

    def _is_legal(self, s: TrhState, a: Action) -> bool:
        """Exactly ``a in legal_actions(s)``, computed more cheaply for the turn menu."""
        if s.phase == "over" or not isinstance(a, Action):
            return False
        if s.frames:
            f = s.frames[-1]
            v = VALID.get(f["k"])
            return v(s, f, a) if v is not None else a in CHOICE[f["k"]][0](s, f)
        if a.args:
            return False
        if a.kind == "end":
            return True
        if a.kind not in KINDS or (a.kind != "own_hire" and s.actions_left <= 0):
            return False
        return a.kind == "fundraise" or bool(actions.KIND_ARGS[a.kind](s, s.turn, True))

    def why_illegal(self, state: TrhState, action: Action, legal: list[Action]) -> str:
        if state.frames and legal:
            return f"{action} is not allowed now: choose one of {', '.join(sorted({a.kind for a in legal}))}"
        return super().why_illegal(state, action, legal)

    def is_over(self, state: TrhState) -> bool:
        return state.phase == "over"

    def result(self, state: TrhState) -> Result:
        if state.end is None:
            raise ValueError("the game is not over")
        e = state.end
        return Result(winners=tuple(e["winners"]), victory=e["victory"], standings=tuple(e["standings"]))

    def summary(self, state: TrhState) -> dict[str, Any]:
        return summary_of(state)

    def view(self, state: TrhState, seat: int | None) -> dict[str, Any]:
        return view_of(state, seat)

    def describe(self, state: TrhState, action: Action, lang: str = "en") -> str:
        return describe_action(state, action, lang)

    def targets(self, state: TrhState, action: Action) -> tuple[str, ...]:
        return targets_of(state, action)

    def narrate(self, before: TrhState, after: TrhState, lang: str = "en") -> list[str]:
        """What the Exoglobal robots did during one action, in words (the log's account)."""
        return narrate(before, after, lang)

    def check_state(self, state: TrhState) -> None:
        """Reject hand-edited saves that break the components' invariants (TRH-B)."""
        try:
            self._check(state)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, BadInput):
                raise
            raise BadInput("the saved game is damaged (its pieces do not fit together)") from None

    def _check(self, state: TrhState) -> None:
        n = len(state.colours)
        if state.setup.players != (1 if state.solo else n):
            raise BadInput("the number of player boards does not match the setup")
        for name in ("fin", "supply", "patents", "tanks", "secret", "secret_card", "cands"):
            if len(getattr(state, name)) != n:
                raise BadInput(f"{name} must have one entry per player")
        if len(state.market) != 4 or any(len(col) != 6 for col in state.market):
            raise BadInput("the Market must be 4 columns of 6 slots")
        if len(state.unemp) != 4 or any(len(u) != n for u in state.unemp):
            raise BadInput("unemployment must list every player on every board")
        seen: set[str] = set()
        places = [*state.deck, *state.aside, *state.exo_deck, *state.held, *state.discard, *(e["id"] for e in state.splay),
                  *(slot["id"] for col in state.market for slot in col if slot),
                  *(c for t in state.tanks for c in t), *(c for c in state.secret_card if c),
                  *(c for cs in state.cands for c in cs)]
        for cid in places:
            if cid not in T.cards:
                raise BadInput(f"unknown card {cid!r}")
            if cid in seen:
                raise BadInput(f"card {cid} is in two places")
            seen.add(cid)
        if len(seen) != len(T.cards):
            raise BadInput("some cards are missing from the game")
        for spot, seats in state.emp.items():
            if spot not in T.spots or any(not 0 <= o < n for o in seats):
                raise BadInput(f"bad employees at {spot!r}")
        for spot, o in state.company.items():
            if spot not in T.spots or not T.spots[spot].barrier or not 0 <= o < n:
                raise BadInput(f"bad company at {spot!r}")
        seats = set(range(n))
        for col in state.market:
            for slot in col:
                if slot is None:
                    continue
                if not set(slot["s"]) <= seats or len(set(slot["s"])) != len(slot["s"]):
                    raise BadInput("a Syndication belongs to no player (or twice to one)")
                if len(slot["h"]) != len(T.cards[slot["id"]].heat) or not {h for h in slot["h"] if h is not None} <= seats:
                    raise BadInput(f"bad heat squares on {slot['id']}")
        for e in state.splay:
            if e["d"] not in (0, 1) or len(e["h"]) != len(T.cards[e["id"]].heat) \
                    or not {h for h in e["h"] if h is not None} <= seats:
                raise BadInput(f"bad Splay card {e['id']}")
        if any(o is not None and o not in seats for o in state.problems.values()):
            raise BadInput("a problem token belongs to no player")
        if set(state.problems) != set(T.problems):
            raise BadInput("the problem tokens do not match the game's 19")
        for seat in range(n):
            if any(v < 0 for v in state.fin[seat]) or state.supply[seat] < 0 or min(state.patents[seat]) < 0:
                raise BadInput("negative agent counts")
            if agents_of(state, seat) != AGENTS:
                raise BadInput(f"player {seat + 1} does not have exactly {AGENTS} agents")
            if sum(1 for o in state.company.values() if o == seat) > 4:
                raise BadInput("a player has more than 4 companies")
        if state.phase != "over":
            if state.frames and state.frames[-1].get("k") not in CHOICE:
                raise BadInput("the pending decision is unknown")
            try:
                legal = self.legal_actions(state)
            except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                raise BadInput("the pending decision is damaged") from None
            if not legal:
                raise BadInput("the game is stuck: nobody has a legal action")
