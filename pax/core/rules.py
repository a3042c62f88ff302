"""The uniform game interface (OpenSpiel-style) that the UI, the computer
opponents, the CLI, the share-link codec and the tests use for every game."""

from __future__ import annotations

import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Concatenate, Generic, ParamSpec, TypeAlias, TypeVar


from .action import Action
from .jsonvalue import is_list, is_named
from .rng import Rng
from .errors import BadInput, IllegalAction, first_problem
from .spec import GameSpec
from .state import MAX_SEED, BaseState, Result, Setup, clean_name
from .whynot import Reason

S = TypeVar("S", bound=BaseState)
# a guarded method's own parameters: the rules, the state, the checked argument, the rest
Me = TypeVar("Me")
St = TypeVar("St")
Arg = TypeVar("Arg")
P = ParamSpec("P")
R = TypeVar("R")


def _check_action(rules: object, state: object, action: object) -> None:
    if not isinstance(action, Action):
        raise BadInput(f"not an action: {str(action)[:80]!r}", key="action.not_action")


def _check_index(rules: object, state: object, index: object) -> None:
    if isinstance(index, bool) or not isinstance(index, int):
        raise BadInput(f"a choice number must be a whole number, not {str(index)[:80]!r}",
                       key="action.not_index", index=str(index)[:80])


def _check_seat(rules: Rules[S], state: S, seat: object) -> None:
    # Seats the game plays itself (solo robots) are seats too: ``Rules.seats`` counts them.
    players = rules.seats(state)
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players):
        raise BadInput(f"there is no seat {str(seat)[:80]} in a {players}-player game", key="view.seat",
                       seat=str(seat)[:80], players=players)


#: the methods ``_guarded`` made (one a class takes over from another is not wrapped again)
_GUARDED: set[object] = set()


def _guarded(method: Callable[Concatenate[Me, St, Arg, P], R],
             check: Callable[[Me, St, object], None]) -> Callable[Concatenate[Me, St, Arg, P], R]:
    """``method`` with its argument checked first (the public API faces untrusted callers)."""
    if method in _GUARDED:
        return method

    @functools.wraps(method)
    def guarded(self: Me, state: St, arg: Arg, /, *rest: P.args, **kw: P.kwargs) -> R:
        check(self, state, arg)
        return method(self, state, arg, *rest, **kw)

    _GUARDED.add(guarded)
    return guarded


class Rules(ABC, Generic[S]):
    """Rules of one game. Stateless: every method is a function of its arguments."""

    game_id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_type: ClassVar[type[BaseState]]
    schema_version: ClassVar[int] = 1
    #: what the game declares beyond its rules: options, computer levels, action arguments,
    #: catalogue (``pax/core/spec.py``); a game without one has no options and no computer levels
    spec: ClassVar[GameSpec] = GameSpec()
    #: The version of the engine's behaviour for this game: what its legal lists and actions do.
    #: Each game declares it in its own package and raises it with any change that makes a recorded
    #: game (setup + indices into the legal lists) replay differently; saves and share links record
    #: it, and a replay checks each move against the recorded trail (``pax.core.trail``).
    rules_version: ClassVar[int] = 1

    def __init_subclass__(cls, **kw: object) -> None:
        """A game that overrides ``apply``, ``apply_index`` or ``view`` keeps the argument checks
        (a wrong type or seat is ``BadInput`` with a message key, never a crash deep inside)."""
        super().__init_subclass__(**kw)
        guards: dict[str, Callable[[GameRules, BaseState, object], None]] = {
            "apply": _check_action, "apply_index": _check_index, "view": _check_seat,
        }
        for name, check in guards.items():
            if name in cls.__dict__:
                setattr(cls, name, _guarded(cls.__dict__[name], check))

    # -- setup -------------------------------------------------------------
    def make_setup(
        self,
        players: object,
        seed: object,
        names: object = None,
        options: object = None,
    ) -> Setup:
        """Validate the setup arguments (untrusted: they come from links and saves).

        Types are strict: a bool is not a player count or a seed, a text is not a list of names,
        and options are a mapping from option names."""
        if (isinstance(players, bool) or not isinstance(players, int)
                or not self.min_players <= players <= self.max_players):
            raise BadInput(
                f"{self.title} takes {self.min_players}–{self.max_players} players, not {str(players)[:80]}",
                key="setup.players", title=self.title, min=self.min_players, max=self.max_players,
                given=str(players)[:80],
            )
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise BadInput("the seed must be a whole number", key="setup.seed")
        if not -MAX_SEED <= seed <= MAX_SEED:
            raise BadInput(f"the seed must be between -{MAX_SEED} and {MAX_SEED}", key="setup.seed_range",
                           max=str(MAX_SEED))
        if names is not None and not is_list(names):
            raise BadInput("the player names must be a list of names", key="setup.names_list")
        if options is not None and not is_named(options):
            raise BadInput("the game options must be a set of named options", key="setup.options")
        raw: list[object] = list(names) if names is not None else []
        if len(raw) > players:
            raise BadInput(f"{len(raw)} names given for {players} players", key="setup.names",
                           names=len(raw), players=players)
        raw += [None] * (players - len(raw))
        clean = tuple(clean_name(n, i) for i, n in enumerate(raw))
        opts = self.check_options(players, dict(options or {}))
        try:
            return Setup(game=self.game_id, players=players, seed=seed, names=clean, options=opts)
        except ValueError as exc:  # every field was checked above: a last guard (Setup.__post_init__)
            detail = str(exc)
            raise BadInput(f"bad setup: {detail}", key="setup.bad", detail=detail) from None

    def replays(self, version: int) -> bool:
        """Whether this engine still plays games recorded under rules version ``version`` as that
        version did (the current one always; a game that keeps an older behaviour, selected by its
        setup as Pax Transhumanity's card sets are, may say so for older ones too). A record from a
        version not replayed so, and without a trail to check it by, opens with a warning."""
        return version == self.rules_version

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Validate game options; games with options override this."""
        if options:
            option = sorted(options)[0]
            raise BadInput(f"{self.title} has no option {option!r}", key="setup.option",
                           title=self.title, option=repr(option))
        return {}

    def new_game(
        self,
        players: int,
        seed: int,
        names: Iterable[object] | None = None,
        options: Mapping[str, object] | None = None,
    ) -> S:
        """A new game with setup done and the generator seeded."""
        return self.initial_state(self.new_setup(players, seed, names, options))

    def fresh_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """The options of a game started now, not read from a link or a save: a game whose
        components have versions records the current one here (a setup read back keeps its own)."""
        return options

    def new_setup(self, players: object, seed: object, names: object = None, options: object = None) -> Setup:
        """``make_setup`` for a game started now (its options through ``fresh_options``)."""
        if options is None or is_named(options):
            options = self.fresh_options(dict(options or {}))
        return self.make_setup(players, seed, names, options)

    @abstractmethod
    def initial_state(self, setup: Setup) -> S:
        """The state after setup (decks shuffled, market dealt, …)."""

    # -- play --------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every choice open to ``state.to_move`` now, in a deterministic order (empty once over)."""

    @abstractmethod
    def _apply(self, state: S, action: Action) -> S:
        """Apply a known-legal action; must not mutate ``state`` (the game's implementation hook)."""

    def apply_trusted(self, state: S, action: Action) -> S:
        """The state after ``action``, which the caller took from ``legal_actions(state)`` itself.

        No legality check: for replaying a recorded game step by step and for computer players
        searching their own legal lists. Anything from outside goes through ``apply``."""
        return self._apply(state, action)

    def apply(self, state: S, action: Action) -> S:
        """The state after ``action``; raises ``IllegalAction`` (saying why) if it is not legal."""
        _check_action(self, state, action)
        legal = self.legal_actions(state)
        if action not in legal:
            raise IllegalAction(self.why_illegal(state, action, legal))
        return self._apply(state, action)

    def apply_index(self, state: S, index: int) -> S:
        """Apply the ``index``-th legal action (share links and replays store these)."""
        _check_index(self, state, index)
        legal = self.legal_actions(state)
        if not 0 <= index < len(legal):
            raise IllegalAction(f"there is no choice number {index} here (there are {len(legal)})",
                                key="action.no_choice", index=index, count=len(legal))
        return self._apply(state, legal[index])

    def why_illegal(self, state: S, action: Action, legal: list[Action]) -> str:
        """A message for an illegal action; games may give sharper reasons."""
        if self.is_over(state):
            return "the game is over"
        kinds = sorted({a.kind for a in legal})
        if action.kind in kinds:
            return f"{action} is not allowed now; allowed {action.kind} choices differ in their details"
        seat = state.to_move
        who = state.setup.names[seat] if seat is not None else "nobody"
        return f"{action} is not allowed now: {who} must choose one of: {', '.join(kinds)}"

    def is_over(self, state: S) -> bool:
        """True once the game has ended (``state.outcome`` is set)."""
        return state.outcome is not None

    def result(self, state: S) -> Result:
        """The winners and the ending; raises ``ValueError`` while the game is not over."""
        if state.outcome is None:
            raise ValueError("the game is not over")
        return state.outcome

    def explain(self, state: S, lang: str = "en") -> str:
        """Why the winners won, in words: the ending, the condition it takes and the figures that
        met it ("" while the game runs, or for a game without explanations)."""
        return ""

    def seats(self, state: S) -> int:
        """How many seats play (the people's, and any the game itself plays, such as solo robots)."""
        return state.setup.players

    def returns(self, state: S) -> list[float]:
        """OpenSpiel-style returns: 1 shared among the winners, 0 for the others (0s while running)."""
        n = self.seats(state)
        if not self.is_over(state):
            return [0.0] * n
        winners = self.result(state).winners
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]

    # -- reading -----------------------------------------------------------
    @abstractmethod
    def summary(self, state: S) -> dict[str, Any]:
        """A documented plain-data view of the whole public and private state."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """``summary`` as ``seat`` may see it (others' hands and deck orders hidden); ``None`` = spectator."""

    @abstractmethod
    def describe(self, state: S, action: Action, lang: str = "en") -> str:
        """A short sentence for ``action`` taken in ``state`` (``lang`` is ``"en"`` or ``"hu"``)."""

    # -- words for other eyes: hidden decisions ------------------------------
    def conceal(self, state: S, action: Action, lang: str = "en") -> str | None:
        """Words for ``action``, a decision of ``state.to_move``, as every other seat reads it while
        its content is hidden from them ("keep a Secret sphere"), or ``None`` (the default) when the
        action hides nothing. Games whose players decide in secret override it.

        The facade shows these words, and none of the action's ``outcome`` or ``narrate`` notes, to
        every viewer but the decider until ``revealed``: in the log, on the pass-the-device screen
        (built from the log) and as the choice labels of a decision taken before another's eyes
        (a computer's, shown through a person's), whose ``targets`` are then withheld too."""
        return None

    def revealed(self, state: S) -> bool:
        """Whether the hidden decisions taken so far are out in the open now (by default once the
        game is over: final scoring shows them); the log then tells them in full to everyone."""
        return self.is_over(state)

    def describe_for(self, state: S, action: Action, viewer: int | None, lang: str = "en") -> str:
        """``describe`` as ``viewer`` (a seat, ``None``: a spectator) may read it: the decider reads
        the full words, any other viewer the ``conceal`` words of a hidden decision."""
        if viewer != state.to_move:
            hidden = self.conceal(state, action, lang)
            if hidden is not None:
                return hidden
        return self.describe(state, action, lang)

    def outcome(self, before: S, after: S, lang: str = "en") -> str:
        """Words for what the action from ``before`` to ``after`` did, added to its log line ("" = none)."""
        return ""

    def narrate(self, before: S, after: S, lang: str = "en") -> list[str]:
        """Sentences for what happened besides the choice itself (automatic steps, robots' turns)."""
        return []

    def standings(self, state: S) -> dict[str, list[int]]:
        """Figures to chart over the game: metric name -> one number per seat (``{}``: none)."""
        return {}

    def targets(self, state: S, action: Action) -> tuple[str, ...]:
        """Ids of the table elements this action acts on, for click targets and highlights."""
        return ()

    def why_not(self, state: S, seat: int, target: str) -> Reason | None:
        """Why ``seat`` can do nothing with the table element ``target`` now (a
        ``pax.core.whynot.Reason``: words and rule ID), or ``None`` when the game has nothing to
        say about it. Only asked for a target without a legal move for ``seat``; the reason may
        rest only on what ``view(state, seat)`` shows (``pax/core/whynot.py``)."""
        return None

    # -- persistence -------------------------------------------------------
    def load(self, text: str | bytes) -> S:
        """A state from ``state.model_dump_json()``; untrusted input raises ``BadInput``."""
        from pydantic import ValidationError  # untrusted input: pydantic loaded now (pax.core.record)

        try:
            state = self.state_type.model_validate_json(text)
        except ValidationError as exc:
            where, detail = first_problem(exc)
            raise BadInput(f"not a valid {self.title} state ({where}: {detail})") from None
        if state.setup.game != self.game_id:
            raise BadInput(f"this is a {state.setup.game!r} state, not {self.game_id!r}")
        if state.schema_version != self.schema_version:
            raise BadInput(
                f"state schema {state.schema_version} is not the current {self.schema_version}"
            )
        self.check_state(state)  # type: ignore[arg-type]
        return state  # type: ignore[return-value]

    # -- turns and hidden information ---------------------------------------
    #: State fields nobody sees the content of while the game runs (draw decks); a change to one of
    #: them reveals something (``reveals``). Games list theirs.
    secret_fields: ClassVar[frozenset[str]] = frozenset()

    def turn_marker(self, state: S) -> object:
        """A value that changes exactly when a new turn begins (undo stays within a turn).

        By default every decision is its own turn; games with multi-decision turns override it."""
        return ("seat", state.to_move)

    def hidden(self, state: S, seat: int | None) -> frozenset[str]:
        """The state fields whose content ``seat`` (``None``: a spectator) cannot fully see now.

        ``view(state, seat)`` shows everything else; computer players must not read these fields."""
        return self.secret_fields

    def reveals(self, before: S, after: S) -> bool:
        """Whether going from ``before`` to ``after`` brought hidden information out: the random
        generator moved or a secret field changed (so undo may not go back over it)."""
        if before.rng != after.rng:
            return True
        return any(getattr(before, name) != getattr(after, name) for name in self.secret_fields)

    def determinize(self, state: S, seat: int, rng: Rng) -> S:
        """A state ``seat`` cannot tell from ``state``: what is hidden from it (``hidden``)
        re-dealt at random from what it could be, everything it sees unchanged (for searches)."""
        raise NotImplementedError(f"{self.title} has no determinization")

    def catalog(self) -> Mapping[str, object]:
        """Static facts and explanations the game's renderer draws with (cards, map); ``{}`` if none.

        The function the game's ``spec.catalog`` names: the build ships the same as
        ``catalog/<game>.json``."""
        return self.spec.load_catalog()

    # -- checks and playouts ------------------------------------------------
    def invariants(self, state: S) -> list[str]:
        """Every broken invariant of ``state`` as a sentence (empty = consistent); games override.

        The conformance suite checks it along random games; ``check_state`` may use it on saves."""
        return []

    def setups(self) -> Sequence[tuple[int, Mapping[str, object]]]:
        """Representative ``(players, options)`` setups, one per mode the game can be played in."""
        return [(n, {}) for n in range(self.min_players, self.max_players + 1)]

    def playout_choice(self, state: S, legal: list[Action], rng: random.Random) -> Action:
        """A random choice among ``legal`` for test and benchmark playouts (not a computer player).

        Uniform by default; a game whose uniform games drag on may bias it towards actions that
        move the game on, as long as it only ever returns an element of ``legal``."""
        return legal[rng.randrange(len(legal))]

    def check_state(self, state: S) -> None:
        """Raise ``BadInput`` if ``state`` breaks an invariant (a hand-edited save); games override."""


#: The rules of a game picked at run time (by the game id of a request, a link or a save), its
#: state type seen as ``BaseState``: code that serves every game (the facade, the share codec,
#: the CLI) only ever gives such rules the states they made themselves (``initial_state``,
#: ``apply``, ``load``), so each game's own state type holds wherever it is used.
GameRules: TypeAlias = "Rules[BaseState]"
