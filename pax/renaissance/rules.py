"""``RenaissanceRules``: Pax Renaissance (1st edition) behind the uniform game interface."""

from __future__ import annotations

from typing import Any, ClassVar
from collections.abc import Callable

from pax.core import Action, BadInput, Rules, Setup
from pax.core.rng import Rng
from pax.core.spec import GameSpec, LevelSpec
from pax.core.whynot import Reason

from . import agents, market, oneshots, operations, regime_change, trade_fair, turn, war  # noqa: F401  (register their frames)
from . import board
from . import describe as _describe
from . import outcome as _outcome
from . import summary as _summary
from .flow import FRAMES, legal, settle, step
from .setup import initial_state
from .state import Frame, RenState

#: frame kind -> fn(state, frame, action) -> reason | None, for refused actions (helpers register theirs)
WHY_NOT: dict[str, Callable[[RenState, Frame, Action], str | None]] = {}
#: frame kind -> fn(state, frame) -> why a loaded frame cannot be played on (None = fine); a module may
#: export ``FRAME_CHECKS`` (used by ``check_state`` on hand-edited saves)
FRAME_CHECKS: dict[str, Callable[[RenState, Frame], str | None]] = {}

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

# The rules modules register their frames, ops and one-shots when imported, and document their
# action kinds, refusal reasons and save checks in their own tables, merged here.
for _args in (operations.ACTION_ARGS, oneshots.ACTION_ARGS, war.ACTION_ARGS, regime_change.ACTION_ARGS):
    ACTION_ARGS.update(_args)
for _m in (operations, oneshots, war, regime_change):
    WHY_NOT.update(_m.WHY_NOT)
FRAME_CHECKS.update(war.FRAME_CHECKS)


def _top_seat(s: RenState) -> object:
    """Who the top frame asks (a loaded frame's value, unchecked)."""
    seat: object = s.frames[-1]["seat"]
    return seat


def _why(s: RenState, a: Action) -> str | None:
    """Why a main action is refused, in a player's words (None: no specific reason known)."""
    from . import board
    from .market import hand_limit_ok
    from .tables import CARDS

    top = s.frames[-1]
    seat = top["seat"]
    kind: object = top["kind"]
    if kind in WHY_NOT:
        assert isinstance(kind, str)  # equal to a key (frame kinds are strings)
        return WHY_NOT[kind](s, top, a)
    if kind != "turn":
        return None
    if s.actions_left <= 0:
        return "no action is left this turn"
    args = a.args
    try:
        if a.kind == "buy":
            row, slot = str(args[0]), int(args[1])
            if row not in ("east", "west") or not 1 <= slot <= 6:
                return "there is no such market slot"
            card = s.market[row][slot - 1]
            if not card:
                return "that market slot is empty"
            if slot == 1 or s.face_down[row][slot - 1]:
                return "the face-down card cannot be bought (REN-D-18)"
            if card in s.paid_onto:
                return "you put a florin on that card this turn (REN-E-6)"
            if slot - 1 > s.florins[seat]:
                return f"it costs {slot - 1} florins and you have {s.florins[seat]} (REN-E-2, REN-E-4)"
            if CARDS[card].kind != "comet" and not hand_limit_ok(s, seat):
                return "your hand already holds 2 cards (REN-D-3)"
        elif a.kind == "play" and str(args[0]) not in s.hands[seat]:
            return "that card is not in your hand"
        elif a.kind == "sell" and str(args[0]) not in s.hands[seat] + tuple(board.tableau_cards(s, seat)):
            return "you can sell only a card of your hand or tableau (not the Player card or an Old Maid)"
        elif a.kind == "operate" and str(args[0]) in s.ops_done:
            return f"you already operated the {args[0]} side this turn (REN-D-10)"
        elif a.kind == "operate":
            return f"no operation of your {args[0]} side can be used now (REN-D-11, REN-F-6)"
        elif a.kind == "fair" and str(args[0]) in s.fairs_done:
            return f"there was already a {args[0]} Trade Fair this turn (REN-D-12)"
        elif a.kind == "declare":
            if str(args[0]) not in s.victories:
                return "that Victory card is not active (REN-D-14)"
            return "you do not meet that victory's conditions (REN-D-14)"
    except (IndexError, ValueError, KeyError, TypeError):
        return "that action is malformed"
    return None


class RenaissanceRules(Rules[RenState]):
    game_id: ClassVar[str] = "renaissance"
    title: ClassVar[str] = "Pax Renaissance"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_type: ClassVar[type[RenState]] = RenState
    spec: ClassVar[GameSpec] = GameSpec(
        levels=(LevelSpec("easy", opponent="pax.renaissance.ai:BaselineAI"), LevelSpec("normal"),
                LevelSpec("hard", search="pax.renaissance.learned:HARD_LEAF")),
        search="pax.renaissance.opponent:GAME",
        action_args=ACTION_ARGS,
        catalog="pax.renaissance.cardinfo:catalog",
        minutes=(60, 120),  # REN-A-2
        tutorial="pax.renaissance.tutorial:TUTORIAL",
        # the learned evaluation predicts the winner better over a whole game than the standing
        # (held-out log loss in data/eval_weights.json); the hard search's leaf is the TD(λ) one
        # (learned.HARD_LEAF), which guides a search better and predicts the end less well
        chances="pax.renaissance.learned:LEARNED",
    )
    # Raise it with any change that makes a recorded game (setup + legal-list indices) replay
    # differently: saves and share links record it (see ``Rules.rules_version``).
    rules_version: ClassVar[int] = 1

    def initial_state(self, setup: Setup) -> RenState:
        s = initial_state(setup)
        FRAMES.remember(s, settle(s))
        return s

    def legal_actions(self, state: RenState) -> list[Action]:
        acts = FRAMES.recall(state)
        if acts is None:
            acts = legal(state)
            FRAMES.remember(state, acts)
            acts = list(acts)
        return acts

    def _apply(self, state: RenState, action: Action) -> RenState:
        s = state.fork()
        FRAMES.remember(s, step(s, action))
        return s

    def why_illegal(self, state: RenState, action: Action, legal_now: list[Action]) -> str:
        """Sharper reasons for the common main actions; the generic message otherwise."""
        reason = _why(state, action) if state.outcome is None and state.frames else None
        return reason or super().why_illegal(state, action, legal_now)

    secret_fields: ClassVar[frozenset[str]] = frozenset({"decks"})

    def turn_marker(self, state: RenState) -> object:
        """REN-D-1: the turn number (a turn is its player's two actions and what they lead to)."""
        return ("turn", state.turn)

    def hidden(self, state: RenState, seat: int | None) -> frozenset[str]:
        """The draw decks; other players' hands (REN-D-3); a face-down market card (REN-D-18)."""
        out = set(self.secret_fields)
        if any(hand for other, hand in enumerate(state.hands) if other != seat):
            out.add("hands")
        if any(any(row) for row in state.face_down.values()):
            out.add("market")
        return frozenset(out)

    # cardinfo, determinize and invariants are imported when first used: a start (opening a link or
    # a save, playing a move) needs none of them, and in the browser every module imported is start time.
    def determinize(self, state: RenState, seat: int, rng: Rng) -> RenState:
        """Other hands, face-down cards, deck orders and unused cards re-dealt (``determinize.py``)."""
        from .determinize import determinize

        return determinize(state, seat, rng)

    def summary(self, state: RenState) -> dict[str, Any]:
        return dict(_summary.summary(state))

    def view(self, state: RenState, seat: int | None) -> dict[str, Any]:
        return dict(_summary.view(state, seat))

    def describe(self, state: RenState, action: Action, lang: str = "en") -> str:
        return _describe.describe(state, action, lang)

    def targets(self, state: RenState, action: Action) -> tuple[str, ...]:
        return _describe.targets(state, action)

    def why_not(self, state: RenState, seat: int, target: str) -> Reason | None:
        """Why a tapped market card cannot be bought or a Victory not declared (``whynot.py``)."""
        from .whynot import why_not

        return why_not(state, seat, target)

    def standings(self, state: RenState) -> dict[str, list[int]]:
        """Each seat's florins, prestige (all six kinds, REN-L-5) and tableau cards, for the game's chart."""
        seats = range(state.setup.players)
        return {
            "florins": [state.florins[i] for i in seats],
            "prestige": [sum(board.prestige(state, i).values()) for i in seats],
            "tableau": [len(board.tableau_cards(state, i)) for i in seats],
        }

    def narrate(self, before: RenState, after: RenState, lang: str = "en") -> list[str]:
        """What the action from ``before`` to ``after`` did, for the log's notes (pax/renaissance/outcome.py)."""
        text = _outcome.outcome(before, after, lang)
        return [text] if text else []

    def explain(self, state: RenState, lang: str = "en") -> str:
        """The Victory declared and the leads it took, or the Patron ending (REN-L; ``explain.py``)."""
        from .explain import explain

        return explain(state, lang)

    def invariants(self, state: RenState) -> list[str]:
        from .invariants import violations

        return violations(state)

    def check_state(self, state: RenState) -> None:
        from .invariants import violations

        try:
            problems = violations(state)
        except Exception:  # a hand-edited value the checks cannot even read (bad input, never a crash)
            problems = ["its contents cannot be read"]
        if problems:
            raise BadInput(f"not a consistent Pax Renaissance state: {problems[0]}")
        if state.outcome is None:
            try:
                for f in state.frames:
                    kind: object = f.get("kind")
                    why = None
                    if kind in FRAME_CHECKS:  # (an unhashable kind raises here: a broken frame)
                        assert isinstance(kind, str)  # equal to a key (frame kinds are strings)
                        why = FRAME_CHECKS[kind](state, f)
                    if why:
                        raise BadInput(f"not a consistent Pax Renaissance state: {why}")
                ok = bool(legal(state)) and state.to_move == _top_seat(state)
                if ok:  # dry run: every offered choice must be playable (a hand-edited frame may not be)
                    for a in legal(state):
                        self._apply(state, a)
            except BadInput:
                raise
            except Exception:  # a hand-edited frame the engine cannot read
                ok = False
            if not ok:
                raise BadInput("not a consistent Pax Renaissance state: its pending decision is broken")


__all__ = ["ACTION_ARGS", "RenaissanceRules", "market"]
