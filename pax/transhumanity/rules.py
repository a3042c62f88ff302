"""``TranshumanityRules``: Pax Transhumanity behind the uniform interface of ``pax.core.Rules``."""

from __future__ import annotations

import random
from typing import ClassVar

from pax.core import Action, BadInput, IllegalAction, Rules, Setup
from pax.core.rng import Rng
from pax.core.spec import GameSpec, LevelSpec, OptionSpec
from pax.core.whynot import Reason

from . import impacts, menu, setup as setup_mod, solo  # noqa: F401  (registers the frames)
from .invariants import violations
from .policy import purposeful_choice
from .flow import FRAMES, TURN, decision, is_choice
from .state import TrhState, clone
from .account import narrate, robots_acted
from .robotstep import acting_robot, robot_decision_rules
from .unfold import unfold
from .cardset import CURRENT, SETS
from .determinize import determinize as _determinize
from .scoring import standings
from .secrecy import conceal as _conceal
from .text import describe_action, targets_of
from .turn import run
from .view import summary_of, view_of

# Positional arguments of every action kind, one line each (see ARCHITECTURE.md for the frames
# they belong to); the same shape as every game's ``GameSpec.action_args``.
ACTION_ARGS: dict[str, str] = {
    "colour": "(colour: blue|black|pink|red (solo colour) or Y|G|B|O (robot disruption))",
    "secret": "(card id; band: 0 left | 1 right)",
    "fundraise": "()",
    "end": "()",
    "syndicate": "(column 0-3; row 0-5)",
    "commercialize": "(column; row; route: 0 strips | 1 patents | 2 think tank; labor spot id)",
    "hire": "(spot id; source: f financial | u unemployed)",
    "own_hire": "(spot id; source: f | u)",
    "research": "(column; labor spot id)",
    "placate": "(column; row; heat square)",
    "import": "(column; row)",
    "to": "(to column; to row)",
    "money": "()",
    "sell": "(discipline)",
    "divest": "(s column row | e spot | u sphere | p discipline)",
    "done": "()",
    "skip": "()",
    "cover": "(black heat square)",
    "chain": "(row)",
    "orient": "(band down: 0 left | 1 right)",
    "alt": "(alternative index)",
    "heat": "(m column row square | s splay-index square)",
    "solve": "(problem id)",
    "found": "(spot id)",
    "resil": "(m column row square | s splay-index square)",
    "remove": "(splay index)",
    "lose": "(e spot | u sphere)",
    "nuke": "(c spot | p problem id)",
    "tank": "()",
    "patents": "(mask: 1 left, 2 right, 3 both)",
    "discard": "()",
}


class TranshumanityRules(Rules[TrhState]):
    game_id = "transhumanity"
    title = "Pax Transhumanity"
    min_players = 1
    max_players = 4
    state_type = TrhState
    spec = GameSpec(
        # TRH-A-1, TRH-K-2: one player is the solo arena against the Exoglobal robots, easy or hard
        options=(OptionSpec("solo", ("easy", "hard"), players=(1,), label="start.solo"),),
        levels=(
            LevelSpec("easy", opponent="pax.transhumanity.ai:HeuristicAI"),
            LevelSpec("normal", opponent="pax.transhumanity.lookahead:LookaheadAI"),
            # an iteration plays the turn out, so it costs more than a Renaissance one
            LevelSpec("hard", iterations=100),
        ),
        search="pax.transhumanity.opponent:GAME",
        action_args=ACTION_ARGS,
        catalog="pax.transhumanity.cardinfo:catalog",
        minutes=(60, 150),  # TRH-A-2
        tutorial="pax.transhumanity.tutorial:TUTORIAL",
        # as in Pax Renaissance: the learned evaluation judges the chart, the game's own the search
        chances="pax.transhumanity.learned:LEARNED",
    )
    # Raise it with any change that makes a recorded game (setup + legal-list indices) replay
    # differently: saves and share links record it (see ``Rules.rules_version``). Card set changes
    # need no new version: a setup names the card set it plays, and every set is kept.
    rules_version = 1

    def check_options(self, players: int, options: dict[str, object]) -> dict[str, object]:
        """TRH-A-1, TRH-K-2: one player means the solo arena, ``{"solo": "easy"|"hard"}``; and
        ``"cards"``, the card-set version (``cardset.py``): absent or 1 is version 1, kept absent so
        a setup made before versioning stays exactly as it was."""
        opts = dict(options)
        solo_level = opts.pop("solo", None)
        cards = opts.pop("cards", 1)
        if cards.__class__ is not int or cards not in SETS:
            raise BadInput(f"{self.title} has no card set {cards!r}", key="setup.cards",
                           title=self.title, cards=repr(cards))
        version: dict[str, object] = {"cards": cards} if cards != 1 else {}
        if opts:
            option = sorted(opts)[0]
            raise BadInput(f"{self.title} has no option {option!r}", key="setup.option",
                           title=self.title, option=repr(option))
        solo_option = self.spec.option("solo")
        assert solo_option is not None
        if solo_option.applies(players):
            if solo_level not in solo_option.values:
                raise BadInput('a 1-player game is the solo arena: choose {"solo": "easy"} or {"solo": "hard"}',
                               key="setup.solo_level")
            return {"solo": solo_level, **version}
        if solo_level is not None:
            raise BadInput("the solo arena is for 1 player", key="setup.solo_players")
        return version

    def fresh_options(self, options: dict[str, object]) -> dict[str, object]:
        """A game started now plays the current card set unless its options name one."""
        return options if "cards" in options else {**options, "cards": CURRENT}

    def initial_state(self, setup: Setup) -> TrhState:
        s = setup_mod.initial(setup)
        run(s)
        return s

    def legal_actions(self, state: TrhState) -> list[Action]:
        acts = FRAMES.recall(state)
        return acts if acts is not None else FRAMES.legal(state)

    def _apply(self, state: TrhState, action: Action) -> TrhState:
        s = clone(state)
        object.__setattr__(s, "step", s.step + 1)  # a plain field: skip pydantic's __setattr__ on the hot path
        FRAMES.resolve(s, action)
        run(s)
        # the last apply, for ``narrate`` right after it (the facade's log): kept by identity, as
        # FRAMES.remember keeps a state's choices (states are never changed once returned)
        self._last = (state, action, s)
        return s

    def apply(self, state: TrhState, action: Action) -> TrhState:
        """As ``Rules.apply``, but a turn-menu choice is validated by checking only its own kind."""
        if not self._is_legal(state, action):
            raise IllegalAction(self.why_illegal(state, action, self.legal_actions(state)))
        return self._apply(state, action)

    def _is_legal(self, s: TrhState, a: Action) -> bool:
        """Exactly ``a in legal_actions(s)``, computed more cheaply for the turn menu."""
        return isinstance(a, Action) and FRAMES.valid(s, a)

    def why_illegal(self, state: TrhState, action: Action, legal: list[Action]) -> str:
        if decision(state) is not None and legal:
            return f"{action} is not allowed now: choose one of {', '.join(sorted({a.kind for a in legal}))}"
        return super().why_illegal(state, action, legal)

    secret_fields: ClassVar[frozenset[str]] = frozenset({"deck", "exo_deck"})

    def turn_marker(self, state: TrhState) -> object:
        """TRH-D-1: the seat whose turn it is (turns pass round the table, so it changes each turn)."""
        return ("turn", state.turn)

    def hidden(self, state: TrhState, seat: int | None) -> frozenset[str]:
        """The deck orders; until the end, others' Secret spheres, candidates and the Think Tank
        cards under the top (TRH-C-21, TRH-F-19)."""
        if state.outcome is not None:
            return self.secret_fields
        return self.secret_fields | {"secret", "secret_card", "cands", "tanks"}

    def summary(self, state: TrhState) -> dict[str, object]:
        return dict(summary_of(state))

    def view(self, state: TrhState, seat: int | None) -> dict[str, object]:
        return dict(view_of(state, seat))

    def describe(self, state: TrhState, action: Action, lang: str = "en") -> str:
        return describe_action(state, action, lang)

    def conceal(self, state: TrhState, action: Action, lang: str = "en") -> str | None:
        """TRH-C-21: a Secret-sphere choice is read by the others as "keep a Secret sphere"."""
        return _conceal(state, action, lang)

    def explain(self, state: TrhState, lang: str = "en") -> str:
        """The ending, its scoring and the deciding figures (TRH-I, TRH-K-30; ``explain.py``)."""
        from .explain import explain

        return explain(state, lang)

    def targets(self, state: TrhState, action: Action) -> tuple[str, ...]:
        return targets_of(state, action)

    def why_not(self, state: TrhState, seat: int, target: str) -> Reason | None:
        """Why a tapped market idea cannot be commercialized now (``whynot.py``)."""
        from .whynot import why_not

        return why_not(state, seat, target)

    def determinize(self, state: TrhState, seat: int, rng: Rng) -> TrhState:
        """Every card ``view(seat)`` hides re-dealt (``determinize.py``), seeded from ``rng``."""
        return _determinize(state, seat, random.Random(rng.below(1 << 62)))

    def standings(self, state: TrhState) -> dict[str, list[int]]:
        """Per metric, one number per seat (the victory screen's chart, facade op ``history``)."""
        return standings(state)

    _last: tuple[TrhState, Action, TrhState] | None = None

    def narrate(self, before: TrhState, after: TrhState, lang: str = "en") -> list[str]:
        """What one action cost and gave, and what the Exoglobal robots did during it, step by
        step (``account.narrate``, ``unfold.py``), in words for the log's notes."""
        last = self._last
        steps = None
        if last is not None and last[0] is before and last[2] is after and robots_acted(before, after):
            steps = unfold(before, last[1], lang)
        return narrate(before, after, lang, steps)

    def robot_steps(self, state: TrhState, action: Action, seat: int | None, lang: str = "en") -> list[dict[str, object]]:
        """The robots' steps inside ``apply(state, action)``, for the page to play them out one by
        one (facade op ``apply``): per step the robot's seat, its words (``text``, with the rule
        ID), what it changed (``notes``) and the table after it as ``seat`` sees it."""
        if not robots_acted(state, self._apply(state, action)):
            return []
        out: list[dict[str, object]] = []
        for st in unfold(state, action, lang):
            view = view_of(st.after, seat)
            view["to_move"] = view["robot"] = st.seat  # the robot acts, nobody decides
            view["decision"] = None
            out.append({"seat": st.seat, "text": st.text, "notes": st.notes, "view": view})
        return out

    def rule_of(self, state: TrhState, action: Action) -> str | None:
        """The rule of a decision the person makes for a robot (TRH-K-21, K-25, K-26 …), which the
        log shows instead of the action kind's own rule; None for the person's own decisions."""
        return robot_decision_rules(state) if state.solo else None

    def decided_for(self, state: TrhState, action: Action) -> int | None:
        """The robot a decision is taken for (TRH-K-15: its person decides what its card leaves
        open), whose line the log shows it as; None for the person's own decisions."""
        if not state.solo or robot_decision_rules(state) is None:
            return None
        return acting_robot(state)

    def check_state(self, state: TrhState) -> None:
        """Reject hand-edited saves that break the components' invariants (TRH-B)."""
        try:
            self._check(state)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, BadInput):
                raise
            raise BadInput("the saved game is damaged (its pieces do not fit together)") from None

    def invariants(self, state: TrhState) -> list[str]:
        return violations(state)

    def seats(self, state: TrhState) -> int:
        """TRH-K-1: in the solo arena the Exoglobal robots have seats after the person's."""
        return len(state.colours)

    def setups(self) -> list[tuple[int, dict[str, object]]]:
        """TRH-A-1, TRH-K-2: the solo arena (easy and hard) and 2-4 players."""
        return [(1, {"solo": "easy"}), (1, {"solo": "hard"}), (2, {}), (3, {}), (4, {})]

    def playout_choice(self, state: TrhState, legal: list[Action], rng: random.Random) -> Action:
        """The purposeful random chooser (``policy.purposeful_choice``): uniform games take ~4,000 steps."""
        return purposeful_choice(rng, state, legal)

    def _check(self, state: TrhState) -> None:
        problems = violations(state)
        if problems:
            raise BadInput(problems[0])
        if state.outcome is None:
            top: object = state.frames[-1].get("kind") if state.frames else None
            if not (is_choice(top) or top == TURN):
                raise BadInput("the pending decision is unknown")
            try:
                legal = self.legal_actions(state)
            except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                raise BadInput("the pending decision is damaged") from None
            if not legal:
                raise BadInput("the game is stuck: nobody has a legal action")
