"""The bridge between the web page and the engine: JSON text in, JSON text out.

The page (``web/app/engine.js``) and the computer-opponent worker
(``web/engine/worker.py``) call :func:`handle` with one request
``{"op": ..., ...}`` and get back ``{"ok": true, ...}`` or
``{"ok": false, "error": "<message for the player>"}`` (in English; with ``key`` and
``params`` when the message kind is known, so the page can show ``engine.<key>`` from its
catalogue in the player's language). Only plain JSON
crosses the Python/JavaScript boundary, so no proxy outlives a call.

A game is always carried as its setup plus the list of action indices (the
indices into ``legal_actions`` at each step: the same form share links use).
To keep ``apply`` and undo instant late in a long game, the facade keeps
snapshots of the states every :data:`SNAPSHOT_EVERY` actions of the game it
last worked on and replays only from the nearest one.

Operations (``op``):

``games``
    ``{"games": [{"id", "title", "min_players", "max_players", "available", "computer", "levels",
    "seat_kinds", "options", "minutes", "tutorial"}]}`` from each game's declaration (``Rules.spec``): ``levels``, the
    computer opponents' levels, weakest first (``pax.ai.levels``); ``seat_kinds``, ``person`` and
    ``computer`` when the game has a computer opponent here; ``options``, the setup options the
    start page offers (``[{"name", "values", "players", "label"}]``, Pax Transhumanity's solo arena);
    ``minutes``, the expected playing time ``[shortest, longest]`` (or ``null``); ``tutorial``,
    whether the game has a guided first game (the ``tutorial`` op).
``new``  ``{game, players, seed, names?, options?}``
    A new game: the *game payload* (below).
``open`` ``{setup, actions, viewer?, since?}``
    Replay ``actions`` after ``setup``; the game payload. ``viewer`` (a seat, or ``null`` for a
    spectator) draws it through those eyes instead of the deciding person's: the page's replay
    names the person at the device, so stepping back never shows another person's hidden cards.
``apply`` ``{setup, actions, index, since?}``
    Apply the ``index``-th legal action after ``actions``; the payload. ``since`` (here and in
    ``open``): the logs the page already holds, ``[{"basis", "moves"}]`` (a previous reply's
    ``basis``, and how many of the request's first ``actions`` that log covers); the reply is then
    a *delta* (below).
``share`` ``{setup, actions}``
    ``{"code": ...}`` for the URL fragment (see ``pax.core.share``).
``decode`` ``{code}``
    Parse a share code; the game payload.
``load_save`` ``{save}``
    Check (and migrate) an imported or stored save (``pax.savefile``); the payload. A save made
    under other rules that no longer fit from some move on opens just before that move, with a
    ``notice`` (below).
``catalog`` ``{game}``
    Static facts and explanations a game's own renderer draws with (``Rules.catalog()``, the
    function its ``spec.catalog`` names: what the build ships as ``catalog/<game>.json``);
    ``{"catalog": {}}`` for a game without one.
``history`` ``{setup, actions}``
    Replay a finished game and return each seat's numbers over it from the optional
    ``rules.standings(state)`` (the victory screen's chart); see :func:`_op_history`. A running
    game has no points (as a game without standings): its figures may rest on what is still hidden.
``why_not`` ``{setup, actions, target, seats?}``
    Why the person at the device can do nothing with a tapped table element (``target``: its id,
    or a few ids, innermost first): ``{"reason": {"rule", "text", "target"} | null}`` from the
    game's ``Rules.why_not`` (``pax/core/whynot.py``); ``null`` where it has a legal move.
``hint`` ``{setup, actions, seats?}``
    The hard search's choice for the deciding person, never played: ``{"hint": {"index", "label",
    "targets", "moves", "chance", "reason", "iterations"}}`` (``pax/teach.py``).
``chances`` ``{setup, actions, from?}``
    Each seat's chance of winning over a finished game, a few positions per request, as the hard
    level's learned evaluation judges them (``pax/teach.py``; the victory screen's chart).
``tutorial`` ``{game}``
    The game's guided first game (``Rules.spec.tutorial``, ``pax.core.guide``): the game payload of
    its fixed deal, with ``seats`` and ``levels`` (the page stores them in the save, and
    ``learning: true``). A game without one is refused (``tutorial.none``).
``guide`` ``{setup, actions}``
    Where the game stands in its game's tutorial: ``{"guide": {"step", "of", "index", "kind",
    "label", "text", "rule"} | null, "ended": null | "done" | "left" | "foreign", "step", "of"}``.
    ``guide`` is the step to take now (``index`` into the payload's ``legal``), ``null`` while a
    computer decides or once ``ended`` says why the guided part is over (completed, the person
    took another move, or not the tutorial's deal). Its texts name only what the deciding person
    sees (the step is always the person's own decision).
``ai`` ``{setup, actions, level?}`` (``level``: ``easy`` when absent, as older saves mean)
    The computer opponent's choice for the deciding seat after ``actions``:
    ``{"index", "ms"}`` (``pax.ai.get_ai``; run it in the worker so the page never freezes).

The game payload: ``setup``, ``actions``, ``step``, ``to_move``, ``over``,
``result`` (``null`` while running; else ``{"winners", "victory", "standings", "why"}``, ``why``
being ``rules.explain``: the ending, its condition and the deciding figures in words), ``view``
(``rules.view`` of the deciding seat; with ``seats`` = ["person"|"computer", …] in the request, a
computer's decision, and a solo robot's, is shown through the first person's eyes), ``legal``
(``[{"index", "kind", "label", "targets"}]``), ``log`` (one line of words per action so far, with
the seat that chose it and the action's kind, ``notes``: what else happened, from the optional
``rules.narrate(before, after, lang)``, ``rule`` where a decision's rule is not its kind's, and
``for``, the seat a decision was taken for when not the decider's own: a solo robot's),
``save`` (the save record the page stores: ``pax.savefile.record``, with its checksum),
``notice`` (only from ``load_save`` and ``decode``, when the game opens short of its recorded
moves or unchecked: ``{"key", "params", "text"}``, shown as ``engine.<key>``), ``stopped`` (at the
move limit, ``pax.core.length``: why the game takes no more moves), ``private`` (the table shown holds the viewer's hidden
information), ``undo_to`` (the shortest action list undo may go back to: within the current turn,
never before hidden information was revealed — a random draw, i.e. the RNG moved, or a card left a
draw deck — and never over another person's decision), ``title``, ``basis`` (what the log's words depend on
besides the moves: the viewer, whether every hidden decision is revealed, the language) and
``delta``: ``null`` for a full reply; in a delta reply (a ``since`` entry of the same ``basis``),
the number k of first moves the page already holds, and then ``actions``, ``log`` and the save's
``actions`` and ``trail`` hold only what comes after them (the page appends them to what it has:
``web/app/delta.js``); everything else is whole. A delta is the tail of the full reply for the
same request, so it names nothing the full reply would not.

Hidden information is a property of the whole payload: everything in it is for one viewer. Another
seat's hidden decision (``rules.conceal``: a Secret sphere) is told in its concealed words, without
notes, in the log (and so on the page's pass-the-device screen, built from the log) and, when the
decision is taken before another's eyes (a computer's), in its choice labels, which then carry no
targets; once ``rules.revealed`` (by default: the game is over) the log tells it in full.
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, NotRequired, Protocol, TypedDict, TypeGuard, runtime_checkable

from .core import Action, BadInput, BaseState, GameRules, IllegalAction, PaxError, Setup, game_ids, rules_for
from .core.jsonvalue import JSON, JSONObject
from .core.registry import all_game_ids
from .core import length, share, trail, untrusted
from .core.record import missing_validator
from .core.spec import COMPUTER, OptionJSON
from .savefile import (SAVE_FORMAT, SAVE_VERSION, SaveDamaged, SaveRecord, SaveV1, SaveV2, check_learning, check_seats,
                       checksum, read_save, record, setup_json, v1_to_v2)

if TYPE_CHECKING:  # guided first games are imported by their requests, not by a start (issue 36)
    from .core.guide import Tutorial
    from .core.whynot import ReasonJSON
    from .teach import Hint

SNAPSHOT_EVERY = 25
MAX_ACTIONS = length.MAX_MOVES  # far above any real game; checked by length.check, in one place
# characters of request text: a save of MAX_ACTIONS moves (at most 6 characters each) or the
# longest share code, with room to spare; a longer text is refused before it is parsed
MAX_REQUEST = 1_000_000
LANGS = ("en", "hu")


__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "SaveV1", "SaveV2", "MIGRATIONS", "migrate_save", "handle", "call"]

# Migrations from an older save version: version -> function returning the next version's dict.
# An unknown version is refused.
MIGRATIONS: dict[int, Callable[[JSONObject], JSONObject]] = {1: v1_to_v2}

#: A request, parsed (its fields are untrusted: each op checks the ones it reads).
Request = JSONObject


class Notice(TypedDict):
    """A message shown with a game (``engine.<key>`` on the page, else ``text``)."""

    key: str | None
    params: dict[str, str | int]
    text: str


class ResultJSON(TypedDict):
    winners: list[int]
    victory: str
    standings: Sequence[Mapping[str, object]]
    why: str


class ChoiceJSON(TypedDict):
    """One legal action as the page offers it."""

    index: int
    kind: str
    label: str
    targets: list[str]


# One action of the game the facade holds: its words for the decider and (``concealed``) for the
# other seats, the turn marker before it, and what the log shows besides (module doc).
_Entry = TypedDict("_Entry", {"seat": int | None, "text": str, "kind": str, "turn": object, "notes": list[str],
                              "concealed": str | None, "rule": str | None, "for": int | None})
# A log line as one viewer reads it (the payload's ``log``).
LogLine = TypedDict("LogLine", {"seat": int | None, "text": str, "kind": str, "notes": NotRequired[list[str]],
                                "rule": NotRequired[str], "for": NotRequired[int]})


class Payload(TypedDict):
    """The game payload (module doc), with what some ops add to it."""

    title: str
    setup: JSONObject
    actions: list[int]
    step: int
    to_move: int | None
    over: bool
    result: ResultJSON | None
    stopped: Notice | None
    view: Mapping[str, object]
    private: bool
    legal: list[ChoiceJSON]
    log: list[LogLine]
    undo_to: int
    basis: str
    delta: int | None
    save: NotRequired[SaveRecord]
    notice: NotRequired[Notice]
    steps: NotRequired[Sequence[Mapping[str, object]]]
    seats: NotRequired[list[str]]
    levels: NotRequired[list[str | None]]
    learning: NotRequired[bool]


@runtime_checkable
class NamesRules(Protocol):
    """A game that names the rule of a decision in its log when it is not its kind's (optional)."""

    def rule_of(self, state: BaseState, action: Action) -> str | None: ...


@runtime_checkable
class DecidesFor(Protocol):
    """A game whose decisions may be taken for another seat (a solo robot's, decided by its person;
    optional): the log shows the line as that seat's."""

    def decided_for(self, state: BaseState, action: Action) -> int | None: ...


@runtime_checkable
class RobotSteps(Protocol):
    """A game that plays steps itself inside a person's action (the solo robots' turn; optional)."""

    def robot_steps(self, state: BaseState, action: Action, seat: int | None,
                    lang: str) -> Sequence[Mapping[str, object]]: ...


class _Game:
    """The game the facade last worked on, with snapshots for cheap replay."""

    def __init__(self, rules: GameRules, setup: Setup) -> None:
        self.rules = rules
        self.setup = setup
        # the game's optional log hooks (a game's methods: looked up once per game)
        self._rule_of = rules.rule_of if isinstance(rules, NamesRules) else None
        self._decided_for = rules.decided_for if isinstance(rules, DecidesFor) else None
        self.actions: list[int] = []
        self.log: list[_Entry] = []
        self.reveals: list[bool] = []  # per action: did it reveal hidden information?
        self.marks: list[int] = []  # per action: its mark (pax.core.trail), for the save's trail
        self.snapshots: list[BaseState] = [rules.initial_state(setup)]  # state after k*SNAPSHOT_EVERY
        self.state: BaseState = self.snapshots[0]

    def _push(self, index: JSON, lang: str) -> None:
        legal = self.rules.legal_actions(self.state)
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(legal):
            raise IllegalAction(
                f"move {len(self.actions) + 1}: there is no choice number {repr(index)[:80]} (there are {len(legal)})",
                key="move.no_choice", move=len(self.actions) + 1, index=repr(index)[:80], count=len(legal),
            )
        action = legal[index]
        before = self.state
        seat = before.to_move
        label = self.rules.describe(before, action, lang)
        concealed = self.rules.conceal(before, action, lang)  # what the other seats read instead
        self.state = self.rules.apply_trusted(before, action)
        more = self.rules.outcome(before, self.state, lang)
        if more:
            label = f"{label} — {more}"
        self.actions.append(index)
        self.marks.append(trail.mark(len(legal), action))
        notes = self.rules.narrate(before, self.state, lang)
        self.log.append({"seat": seat, "text": label, "kind": action.kind, "turn": self.rules.turn_marker(before),
                         "notes": notes, "concealed": concealed,
                         "rule": self._rule_of(before, action) if self._rule_of is not None else None,
                         "for": self._decided_for(before, action) if self._decided_for is not None else None})
        self.reveals.append(self.rules.reveals(before, self.state))
        if len(self.actions) % SNAPSHOT_EVERY == 0:
            self.snapshots.append(self.state)

    def goto(self, actions: Sequence[JSON], lang: str) -> None:
        """Move to the position after ``actions``, reusing the common prefix and snapshots."""
        limit = min(len(actions), len(self.actions))
        if actions[:limit] == self.actions[:limit]:  # the usual case (a move on, or one back): compared in C
            common = limit
        else:
            common = 0
            limit = min(len(actions), len(self.actions))
            while common < limit and actions[common] == self.actions[common]:
                common += 1
        if common < len(self.actions):
            k = common // SNAPSHOT_EVERY
            del self.snapshots[k + 1:]
            self.state = self.snapshots[k]
            del self.actions[k * SNAPSHOT_EVERY:]
            del self.log[k * SNAPSHOT_EVERY:]
            del self.reveals[k * SNAPSHOT_EVERY:]
            del self.marks[k * SNAPSHOT_EVERY:]
            for index in actions[len(self.actions):common]:
                self._push(index, lang)
        for index in actions[common:]:
            self._push(index, lang)


    def undo_to(self, viewer: int | None, people: set[int]) -> int:
        """Undo may go back over the current turn's actions that revealed nothing (see module doc),
        and only over the decisions of the person at the device (``viewer``) and of seats nobody
        sits at (computers, a solo game's robots): never over another person's decision, which is
        theirs to take back (and, hidden, not even the viewer's to know)."""
        turn = self.rules.turn_marker(self.state)
        k = len(self.actions)
        while (k > 0 and not self.reveals[k - 1] and self._turn_before(k - 1) == turn
               and (self.log[k - 1]["seat"] == viewer or self.log[k - 1]["seat"] not in people)):
            k -= 1
        return k

    def log_for(self, viewer: int | None, start: int = 0) -> list[LogLine]:
        """The log as ``viewer`` may read it: another seat's hidden decision in its ``conceal``
        words, without notes, until the rules reveal it (``Rules.revealed``); from the
        ``start``-th entry on (a delta reply: the page holds the entries before)."""
        open_now = self.rules.revealed(self.state)
        out: list[LogLine] = []
        for e in self.log[start:]:
            line: LogLine
            if e["concealed"] is not None and e["seat"] != viewer and not open_now:
                line = {"seat": e["seat"], "text": e["concealed"], "kind": e["kind"]}
            else:
                line = {"seat": e["seat"], "text": e["text"], "kind": e["kind"]}
                if e["notes"]:
                    line["notes"] = e["notes"]
            # a rule ID, and the robot a decision was taken for, name nothing hidden
            if e["rule"]:
                line["rule"] = e["rule"]
            if e["for"] is not None:
                line["for"] = e["for"]
            out.append(line)
        return out

    def _turn_before(self, i: int) -> object:
        """The turn marker of the state before action ``i`` (kept in the log entry)."""
        return self.log[i]["turn"]


_current: _Game | None = None
_current_lang = "en"


def _game_for(setup: Setup, actions: Sequence[JSON], lang: str) -> _Game:
    global _current, _current_lang
    length.check(len(actions))
    if _current is None or _current.setup != setup or _current_lang != lang:
        _current = _Game(rules_for(setup.game), setup)
        _current_lang = lang
    game = _current
    try:
        game.goto(actions, lang)
    except PaxError:
        _current = None  # a half-replayed game must not be reused
        raise
    return game


def _people(state: BaseState, seats: JSON) -> set[int]:
    """The seats people sit at: the setup's players (``seats`` = ["person"|"computer", …] names
    the computers among them); never the seats a game plays itself (a solo game's robots)."""
    players = range(state.setup.players)
    if not isinstance(seats, list):
        return set(players)
    return {i for i in players if i >= len(seats) or seats[i] != "computer"}


def _viewer(state: BaseState, seats: JSON) -> int | None:
    """Whose eyes the table is drawn for: the deciding seat, unless a computer or a seat the game
    plays itself (a solo robot, whose decisions its person takes) decides; then the first person's
    seat (so a person never sees a computer's or a robot's hidden cards), or nobody."""
    if state.to_move is None:
        return None
    people = _people(state, seats)
    if state.to_move in people:
        return state.to_move
    return min(people) if people else None


_ANYONE = object()  # no viewer named in the request: the deciding person's eyes (``_viewer``)


def _named_viewer(req: Request) -> object:
    """The ``viewer`` a request names (a seat, or ``None``: a spectator), else ``_ANYONE``."""
    return req.get("viewer", _ANYONE)


def _basis(viewer: int | None, open_now: bool, lang: str) -> str:
    """What a log entry's words depend on besides its action: whose eyes, whether the rules have
    revealed every hidden decision (``Rules.revealed``), the language. Entries of two replies with
    the same basis and the same actions before them are equal, so a page that holds them for one
    basis needs only the entries after them (a delta reply)."""
    return f"{'-' if viewer is None else viewer}:{1 if open_now else 0}:{lang}"


MAX_SINCE = 16  # bases a delta request may offer (one per seat it has drawn, a few languages)


def _since(since: JSON, basis: str, moves: int) -> int | None:
    """The number of moves whose log entries the page already holds for ``basis`` (its ``since``:
    ``[{"basis", "moves"}]``, one per log it keeps), or ``None`` (a full reply). A malformed
    ``since`` is ignored, not refused: the full reply is always right."""
    if not isinstance(since, list) or len(since) > MAX_SINCE:
        return None
    best: int | None = None
    for item in since:
        if not isinstance(item, dict) or item.get("basis") != basis:
            continue
        k = item.get("moves")
        if isinstance(k, int) and not isinstance(k, bool) and 0 <= k <= moves and (best is None or k > best):
            best = k
    return best


def _payload(game: _Game, lang: str, seats: JSON = None, named: object = _ANYONE, offered: JSON = None) -> Payload:
    """The game payload (module doc). ``offered``: the request's ``since`` (:func:`_since`); when the
    page holds the first k actions and their log entries for this payload's ``basis``, ``actions``
    and ``log`` hold only the ones after them, and ``delta`` is k (``None``: a full reply)."""
    rules, state = game.rules, game.state
    over = rules.is_over(state)
    stopped = not over and length.stopped(len(game.actions))  # at the move limit: the game's end
    legal = [] if over or stopped else rules.legal_actions(state)
    viewer: int | None
    if named is _ANYONE:
        viewer = _viewer(state, seats)
    elif named is None:  # a replay: the table through the eyes of the person at the device, whoever decided then
        viewer = None
    elif isinstance(named, int) and not isinstance(named, bool) and 0 <= named < state.setup.players:
        viewer = named
    else:
        raise BadInput(f"there is no seat {str(named)[:80]} in a {state.setup.players}-player game",
                       key="view.seat", seat=str(named)[:80], players=state.setup.players)
    hidden_choices = viewer != state.to_move  # a decision taken before another's eyes
    view: Mapping[str, object] = rules.view(state, viewer)
    # does the deciding seat see something a spectator does not (a hand)? Then two people sharing
    # a device need the pass-the-device screen between their decisions.
    people = [k for k in seats if k != "computer"] if isinstance(seats, list) else None
    shared = people is None or len(people) > 1  # only then can a pass-the-device screen be needed
    private = shared and viewer is not None and view != rules.view(state, None)
    result: ResultJSON | None = None
    if over:
        res = rules.result(state)
        standings: Sequence[Mapping[str, object]] = res.standings
        result = {"winners": list(res.winners), "victory": res.victory, "standings": list(standings),
                  "why": rules.explain(state, lang)}
    basis = _basis(viewer, rules.revealed(state), lang)
    since = _since(offered, basis, len(game.actions))
    return {
        "title": rules.title,
        "setup": setup_json(game.setup),
        "actions": game.actions[since or 0:],
        "step": state.step,
        "to_move": state.to_move,
        "over": over,
        "result": result,
        "stopped": {"key": "game.at_limit", "params": {"limit": length.MAX_MOVES},
                    "text": f"the game stops here: it has reached {length.MAX_MOVES} moves, the most a game holds"}
        if stopped else None,
        "view": view,
        "private": private,
        "legal": [_choice(rules, state, i, a, viewer, lang, hidden_choices) for i, a in enumerate(legal)],
        "log": game.log_for(viewer, since or 0),
        "undo_to": game.undo_to(viewer, _people(state, seats)),
        "basis": basis,
        "delta": since,
    }


def _choice(rules: GameRules, state: BaseState, index: int, action: Action, viewer: int | None, lang: str,
            others: bool) -> ChoiceJSON:
    """One legal action as ``viewer`` may see it (``others``: the decision is another seat's; a
    hidden choice then shows its ``conceal`` words and no targets)."""
    if others and rules.conceal(state, action, lang) is not None:
        return {"index": index, "kind": action.kind, "label": rules.describe_for(state, action, viewer, lang),
                "targets": []}
    return {"index": index, "kind": action.kind, "label": rules.describe(state, action, lang),
            "targets": list(rules.targets(state, action))}


def _setup(raw: JSON | dict[str, object]) -> Setup:
    if not isinstance(raw, dict):
        raise BadInput("the game setup is missing", key="setup.missing")
    rules = rules_for(raw.get("game"))
    return rules.make_setup(raw.get("players"), raw.get("seed"), raw.get("names"), raw.get("options"))


def _whole_numbers(raw: Sequence[object]) -> TypeGuard[list[int]]:
    # (the types counted without a Python loop: a long game's list comes with every request)
    return set(map(type, raw)) <= {int}


def _actions(raw: JSON | list[int]) -> list[int]:
    if not isinstance(raw, list) or not _whole_numbers(raw):
        raise BadInput("the move list is damaged (it must be a list of whole numbers)", key="moves.damaged")
    return raw


def _lang(req: Request) -> str:
    lang = req.get("lang", "en")
    return lang if isinstance(lang, str) and lang in LANGS else "en"


class MigratedSave(TypedDict):
    """A save in the current form (``migrate_save``); ``trail`` is ``None`` for a format 1 save."""

    format: str
    version: int
    setup: JSONObject
    actions: list[int]
    rules: int
    trail: str | None


def migrate_save(raw: JSON) -> MigratedSave:
    """A save in the current form from any supported version, or ``BadInput`` saying why not.

    The result holds ``setup`` (as ``make_setup`` cleans it), ``actions``, ``rules`` and ``trail``
    (``None`` for a save from format 1, which had no trail); a format 2 save's checksum is checked."""
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise BadInput("this is not a Pax saved game", key="save.foreign")
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise BadInput("the saved game has no valid version number", key="save.version")
    if version > SAVE_VERSION:
        raise BadInput(f"the saved game is from a newer version of Pax (save format {version}); update Pax to open it",
                       key="save.newer", version=version)
    checked = version >= 2  # format 1 had no checksum and no trail
    while version < SAVE_VERSION:
        if version not in MIGRATIONS:
            raise BadInput(f"save format {version} is too old for this version of Pax and cannot be opened",
                           key="save.older", version=version)
        raw = MIGRATIONS[version](raw)
        migrated = raw["version"]
        assert isinstance(migrated, int), "a migration names the save version it makes"
        version = migrated
    try:
        save = read_save(raw)
    except SaveDamaged as exc:
        raise BadInput(f"the saved game is damaged ({exc.where}: {exc.detail})", key="save.damaged",
                       where=exc.where, detail=exc.detail) from None
    setup = _setup(save.setup)
    check_seats(raw.get("seats"), raw.get("levels"), setup.players, _level_names)
    check_learning(raw.get("learning"))
    actions = _actions(save.actions)
    length.check(len(actions))
    plain = setup_json(setup)
    marks = save.trail
    if checked:
        if save.rules < 1 or marks is None or not trail.is_trail(marks, len(actions)):
            where = "rules" if save.rules < 1 else "trail"
            raise BadInput(f"the saved game is damaged ({where}: not a valid value)", key="save.damaged",
                           where=where, detail="not a valid value")
        if save.check != checksum(plain, actions, save.rules, marks):
            raise BadInput("the saved game is damaged: its checksum does not match (a move or the setup was changed)",
                           key="save.checksum")
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": plain, "actions": actions,
            "rules": save.rules, "trail": marks if checked else None}


def _notice(exc: BadInput) -> Notice:
    """A message shown with a game that opened (the page shows ``engine.<key>``)."""
    return {"key": exc.key, "params": {k: _param(v) for k, v in exc.params.items()}, "text": str(exc)}


def _unchecked(rules: GameRules, version: int) -> BadInput:
    return BadInput(f"this game was recorded under rules version {version} of {rules.title} and this is version "
                    f"{rules.rules_version}: it opens under the current rules, which may play it differently",
                    key="game.rules_unchecked", version=version, current=rules.rules_version)


def _replay_save(setup: Setup, save: MigratedSave, lang: str) -> tuple[_Game, Notice | None]:
    """The game of a migrated save, replayed as far as each move still fits its trail (see
    ``pax.core.trail``), and the notice to show when it stops short or cannot be checked."""
    actions, marks, version = save["actions"], save["trail"], save["rules"]
    rules = rules_for(setup.game)
    if marks is None:  # format 1: nothing to check by
        game = _game_for(setup, actions, lang)
        return game, None if rules.replays(version) else _notice(_unchecked(rules, version))
    try:
        game = _game_for(setup, actions, lang)
        fits = len(actions)
    except IllegalAction as exc:  # an index beyond a changed legal list: the moves before it replay
        if exc.key != "move.no_choice":
            raise
        move = exc.params["move"]
        assert isinstance(move, int)  # _Game._push names the move by its number
        fits = move - 1
        game = _game_for(setup, actions[:fits], lang)
    first = trail.first_difference(game.marks, marks)
    stop = fits if first is None else first
    if stop == len(actions):
        return game, None
    return _game_for(setup, actions[:stop], lang), _notice(share.diverged(rules, stop, version))


def _computer_available() -> bool:
    """Computer opponents exist once the package ``pax.ai`` does (it runs in the worker)."""
    try:
        return importlib.util.find_spec("pax.ai") is not None
    except ModuleNotFoundError:
        return False


def _computer_for(game_id: str) -> bool:
    """Whether this game has a computer opponent (``pax.ai.levels``)."""
    if not _computer_available():
        return False
    from .ai import levels

    return bool(levels(game_id))


def _levels_for(game_id: str) -> list[str]:
    """The computer levels a game offers, weakest first (``pax.ai.levels``)."""
    if not _computer_available():
        return []
    from .ai import levels

    return levels(game_id)


def _level_names() -> list[str]:
    """Every name a saved computer seat's level may have (``pax.ai``: its levels and former names)."""
    if not _computer_available():
        return ["easy", "normal", "hard"]  # what the page offers (web/app/saves.js LEVELS)
    from .ai import ALIASES, LEVELS

    return [*LEVELS, *ALIASES]


class GameEntry(TypedDict):
    """A game in the ``games`` reply (module doc); all but ``id`` and ``available`` only when its
    engine is present."""

    id: str
    available: bool
    title: NotRequired[str]
    min_players: NotRequired[int]
    max_players: NotRequired[int]
    computer: NotRequired[bool]
    levels: NotRequired[list[str]]
    seat_kinds: NotRequired[list[str]]
    options: NotRequired[list[OptionJSON]]
    minutes: NotRequired[list[int] | None]
    tutorial: NotRequired[bool]


class GamesReply(TypedDict):
    games: list[GameEntry]
    computer: bool


def _op_games(req: Request) -> GamesReply:
    present = set(game_ids())
    out = []
    for gid in all_game_ids():
        entry: GameEntry = {"id": gid, "available": gid in present}
        if gid in present:
            rules = rules_for(gid)
            computer = _computer_for(gid)
            entry["title"] = rules.title
            entry["min_players"] = rules.min_players
            entry["max_players"] = rules.max_players
            entry["computer"] = computer
            entry["levels"] = _levels_for(gid)
            entry["seat_kinds"] = [k for k in rules.spec.seat_kinds if computer or k != COMPUTER]
            entry["options"] = [opt.as_json() for opt in rules.spec.options]
            entry["minutes"] = list(rules.spec.minutes) if rules.spec.minutes else None
            entry["tutorial"] = rules.spec.tutorial is not None
        out.append(entry)
    return {"games": out, "computer": _computer_available()}


def _reply(game: _Game, lang: str, seats: JSON = None, notice: Notice | None = None,
           named: object = _ANYONE, req: Request | None = None) -> Payload:
    """The game payload with the save record the page stores (and a notice, when there is one).
    With ``req`` (``open`` and ``apply``), its ``since`` may make it a delta reply: then the
    save's ``actions`` and ``trail`` also hold only what comes after the ``delta`` first moves."""
    out = _payload(game, lang, seats, named, req.get("since") if req is not None else None)
    save = record(game.setup, game.actions, game.rules.rules_version, game.marks)
    k = out["delta"]
    if k:
        save["actions"] = save["actions"][k:]
        save["trail"] = save["trail"][trail.MARK_CHARS * k:]
    out["save"] = save
    if notice is not None:
        out["notice"] = notice
    return out


def _op_new(req: Request) -> Payload:
    rules = rules_for(req.get("game"))
    setup = rules.new_setup(req.get("players"), req.get("seed"), req.get("names"), req.get("options"))
    lang = _lang(req)
    return _reply(_game_for(setup, [], lang), lang, req.get("seats"))


def _op_open(req: Request) -> Payload:
    lang = _lang(req)
    return _reply(_game_for(_setup(req.get("setup")), _actions(req.get("actions", [])), lang), lang, req.get("seats"),
                  named=_named_viewer(req), req=req)


def _op_apply(req: Request) -> Payload:
    lang = _lang(req)
    setup = _setup(req.get("setup"))
    before = _game_for(setup, _actions(req.get("actions", [])), lang).state
    actions: list[JSON] = [*_actions(req.get("actions", [])), req.get("index")]  # _push checks the index
    game = _game_for(setup, actions, lang)
    out = _reply(game, lang, req.get("seats"), req=req)
    view = out["view"]
    out["steps"] = _robot_steps(game, before, lang, view.get("viewer") if isinstance(view, dict) else None)
    return out


def _robot_steps(game: _Game, before: BaseState, lang: str, viewer: object) -> Sequence[Mapping[str, object]]:
    """The steps the game itself took inside the action just applied (the solo robots' turn), each
    with its words and the table after it as the payload's viewer sees it, for the page to play
    them out one by one (optional hook ``rules.robot_steps``; ``[]`` without one)."""
    rules = game.rules
    if not isinstance(rules, RobotSteps) or not game.actions:
        return []
    action = rules.legal_actions(before)[game.actions[-1]]
    return rules.robot_steps(before, action, viewer if isinstance(viewer, int) else None, lang)


def _op_share(req: Request) -> dict[str, str]:
    return {"code": share.encode(_setup(req.get("setup")), _actions(req.get("actions", [])))}


def _op_decode(req: Request) -> Payload:
    code = req.get("code")
    if not isinstance(code, str):
        raise BadInput("the link holds no game", key="link.empty")
    link = share.read(code.strip())
    lang = _lang(req)
    rules = rules_for(link.setup.game)
    notice = (_notice(share.diverged(rules, link.stopped, link.rules_version)) if link.stopped is not None
              else _notice(_unchecked(rules, link.rules_version)) if link.unchecked else None)
    return _reply(_game_for(link.setup, link.indices, lang), lang, None, notice)


def _op_load_save(req: Request) -> Payload:
    save = migrate_save(req.get("save"))
    lang = _lang(req)
    game, notice = _replay_save(_setup(save["setup"]), save, lang)
    return _reply(game, lang, req.get("seats"), notice)


def _op_catalog(req: Request) -> dict[str, Mapping[str, object]]:
    return {"catalog": rules_for(req.get("game")).catalog()}


class AiReply(TypedDict):
    index: int
    ms: float


def _op_ai(req: Request) -> AiReply:
    import time

    from .ai import get_ai

    setup = _setup(req.get("setup"))
    actions = _actions(req.get("actions", []))
    length.check(len(actions) + 1)  # the move it would choose: none at the limit, as in apply
    game = _game_for(setup, actions, _lang(req))
    if game.rules.is_over(game.state):
        raise BadInput("the game is over", key="game.over")
    level = req.get("level")
    opponent = get_ai(setup.game, level if isinstance(level, str) else None)
    start = time.perf_counter()
    index = opponent.choose(game.rules, game.state)
    return {"index": index, "ms": round((time.perf_counter() - start) * 1000, 2)}


def _tutorial_of(game_id: JSON) -> tuple[GameRules, Tutorial]:
    """A game's guided first game (its ``GameSpec.tutorial``), or ``BadInput`` when it has none."""
    from .core.guide import Tutorial

    rules = rules_for(game_id)
    tutorial = rules.spec.load_tutorial()
    if not isinstance(tutorial, Tutorial):
        raise BadInput(f"{rules.title} has no guided first game", key="tutorial.none", title=rules.title)
    return rules, tutorial


def _op_tutorial(req: Request) -> Payload:
    rules, tutorial = _tutorial_of(req.get("game"))
    lang = _lang(req)
    seats: list[str] = list(tutorial.seats)
    out = _reply(_game_for(tutorial.setup(rules, lang), [], lang), lang, [*seats])
    out["seats"] = seats
    out["levels"] = list(tutorial.levels)
    out["learning"] = True
    return out


class GuideStep(TypedDict):
    """The step of a tutorial to take now (``_op_guide``)."""

    step: int
    of: int
    index: int
    kind: str
    label: str
    targets: list[str]
    text: str
    rule: str


class GuideReply(TypedDict):
    guide: GuideStep | None
    ended: str | None
    step: int
    of: int


def _op_guide(req: Request) -> GuideReply:
    setup = _setup(req.get("setup"))
    actions = _actions(req.get("actions", []))
    lang = _lang(req)
    _game_for(setup, actions, lang)  # checks every move (a bad list is refused like any other)
    rules, tutorial = _tutorial_of(setup.game)
    from .core.guide import locate

    at = locate(rules, tutorial, setup, actions)
    total = len(tutorial.steps)
    guide: GuideStep | None = None
    if at.ended is None and at.index is not None and at.state is not None:
        step = tutorial.steps[at.step]
        action = rules.legal_actions(at.state)[at.index]
        guide = {"step": at.step + 1, "of": total, "index": at.index, "kind": action.kind,
                 "label": rules.describe(at.state, action, lang), "targets": list(rules.targets(at.state, action)),
                 "text": step.text(lang), "rule": step.rule}
    return {"guide": guide, "ended": at.ended, "step": at.step, "of": total}


HISTORY_POINTS = 100  # at most about this many samples besides the turn changes


class HistoryPoint(TypedDict):
    move: int
    turn: int
    values: dict[str, list[int]]


class HistoryReply(TypedDict):
    seats: int
    metrics: dict[str, bool]
    points: list[HistoryPoint]


def _op_history(req: Request) -> HistoryReply:
    """Replay the game and sample ``rules.standings(state)`` (metric name -> one number per seat;
    a game without standings gives no points) at the start, at every change of turn (and at least every len/100 actions) and at
    the end: ``{"seats", "metrics": {name: true}, "points": [{"move", "turn", "values"}]}``."""
    setup = _setup(req.get("setup"))
    actions = _actions(req.get("actions", []))
    length.check(len(actions))
    rules = rules_for(setup.game)
    standings = rules.standings
    state = rules.initial_state(setup)
    seats = rules.seats(state)
    if not standings(state):
        return {"seats": seats, "metrics": {}, "points": []}
    every = max(1, -(-len(actions) // HISTORY_POINTS))
    turn = 0
    mark = rules.turn_marker(state)
    points: list[HistoryPoint] = [{"move": 0, "turn": 0, "values": standings(state)}]
    for k, index in enumerate(actions, 1):
        state = rules.apply_index(state, index)
        now = rules.turn_marker(state)
        changed = now != mark
        if changed:
            turn += 1
            mark = now
        if changed or k % every == 0 or k == len(actions):
            points.append({"move": k, "turn": turn, "values": standings(state)})
    if not rules.is_over(state):
        # no chart of a running game: its figures may rest on what is still hidden (a Secret sphere's points)
        return {"seats": seats, "metrics": {}, "points": []}
    return {"seats": seats, "metrics": {m: True for m in points[0]["values"]}, "points": points}


def _targets(req: Request) -> list[str]:
    """The tapped element ids of a ``why_not`` request: a text, or a short list of texts (the
    element tapped first, then the ones it is drawn inside)."""
    from .core.whynot import MAX_TARGET_LEN, MAX_TARGETS

    def ids(items: list[JSON]) -> TypeGuard[list[str]]:
        return all(isinstance(x, str) and 0 < len(x) <= MAX_TARGET_LEN for x in items)

    raw = req.get("target")
    items: JSON = [raw] if isinstance(raw, str) else raw
    if not isinstance(items, list) or not 1 <= len(items) <= MAX_TARGETS or not ids(items):
        raise BadInput("a tapped place must be named by its id", key="whynot.target")
    return items


class WhyNotReply(TypedDict):
    reason: ReasonJSON | None


def _op_why_not(req: Request) -> WhyNotReply:
    """``{setup, actions, target, seats?}``: why the person at the device can do nothing with the
    tapped ``target`` (``pax.core.whynot``): ``{"reason": {"rule", "text", "target"} | null}``."""
    from .core import whynot

    lang = _lang(req)
    targets = _targets(req)
    game = _game_for(_setup(req.get("setup")), _actions(req.get("actions", [])), lang)
    found = whynot.explain(game.rules, game.state, _viewer(game.state, req.get("seats")), targets)
    return {"reason": None if found is None else found[1].as_json(lang, found[0])}


def _deciding_person(game: _Game, req: Request) -> int:
    """The seat to move, when a person at the device decides for themselves (a hint is theirs)."""
    state = game.state
    if game.rules.is_over(state) or length.stopped(len(game.actions)):
        raise BadInput("the game is over", key="game.over")
    seat = state.to_move
    if seat is None or seat != _viewer(state, req.get("seats")) or seat >= state.setup.players:
        raise BadInput("a hint is for the person whose decision it is", key="hint.not_yours")
    return int(seat)


class HintReply(TypedDict):
    hint: Hint
    ms: float


def _op_hint(req: Request) -> HintReply:
    """``{setup, actions, seats?}``: the hard search's choice for the deciding person, with the
    moves it weighed and its reason in words (``pax.teach.hint``); it plays nothing."""
    import time

    from . import teach

    lang = _lang(req)
    game = _game_for(_setup(req.get("setup")), _actions(req.get("actions", [])), lang)
    _deciding_person(game, req)
    start = time.perf_counter()
    hint = teach.hint(game.rules, game.state, lang)
    return {"hint": hint, "ms": round((time.perf_counter() - start) * 1000, 2)}


class ChancePoint(TypedDict):
    move: int
    chances: list[float]


class ChancesReply(TypedDict):
    seats: int
    moves: list[int]
    points: list[ChancePoint]
    next: int | None


def _op_chances(req: Request) -> ChancesReply:
    """``{setup, actions, from?}``: each seat's chance of winning at the positions of a finished
    game (``pax.teach``), ``CHANCE_BATCH`` positions from the ``from``-th on: ``{"seats",
    "moves": [all judged move numbers], "points": [{"move", "chances"}], "next": int | null}``.
    A running game has none (its chances would rest on what is still hidden)."""
    from . import teach

    setup = _setup(req.get("setup"))
    actions = _actions(req.get("actions", []))
    start = req.get("from", 0)
    if isinstance(start, bool) or not isinstance(start, int) or start < 0:
        raise BadInput("the chart's position must be a whole number", key="chances.from")
    game = _game_for(setup, actions, _lang(req))
    rules = game.rules
    seats = rules.seats(game.state)
    if not rules.is_over(game.state):
        return {"seats": seats, "moves": [], "points": [], "next": None}
    moves = teach.chance_moves(len(actions))
    points: list[ChancePoint] = []
    for k in moves[start:start + teach.CHANCE_BATCH]:
        snap = k // SNAPSHOT_EVERY
        state = game.snapshots[snap]
        for index in actions[snap * SNAPSHOT_EVERY:k]:
            state = rules.apply_index(state, index)
        points.append({"move": k, "chances": teach.judge(rules, state)})
    end = start + teach.CHANCE_BATCH
    return {"seats": seats, "moves": moves, "points": points, "next": end if end < len(moves) else None}


#: op -> its function: the request in, the reply (without ``ok``) out
OPS: dict[str, Callable[[Request], Mapping[str, object]]] = {
    "games": _op_games,
    "new": _op_new,
    "open": _op_open,
    "apply": _op_apply,
    "share": _op_share,
    "decode": _op_decode,
    "load_save": _op_load_save,
    "ai": _op_ai,
    "catalog": _op_catalog,
    "history": _op_history,
    "why_not": _op_why_not,
    "hint": _op_hint,
    "chances": _op_chances,
    "tutorial": _op_tutorial,
    "guide": _op_guide,
}


def _param(value: object) -> str | int:
    """A message parameter as plain JSON (text or a whole number); long texts are cut short."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return (value if isinstance(value, str) else str(value))[:200]


def call(req: JSON) -> dict[str, object]:
    """Run one request given as a dict; errors become ``{"ok": False, "error": ...}``."""
    op = req.get("op") if isinstance(req, dict) else None
    if not isinstance(req, dict) or not isinstance(op, str) or op not in OPS:
        return {"ok": False, "error": "unknown request", "key": "request.unknown", "params": {}}
    try:
        out = OPS[op](req)
    except PaxError as exc:
        reply: dict[str, object] = {"ok": False, "error": str(exc)}
        if exc.key:  # the page shows engine.<key> from its catalogue in the player's language
            reply.update(key=exc.key, params={k: _param(v) for k, v in exc.params.items()})
        return reply
    except Exception as exc:  # an engine bug: reported to the player, never a crashed page
        if missing_validator(exc):  # asked before pydantic is installed: ask again once it is
            return {"ok": False, "error": "the engine is still starting", "key": "starting", "params": {},
                    "later": True}
        return {"ok": False, "error": f"internal error in the engine ({type(exc).__name__}: {exc})", "bug": True}
    return {**out, "ok": True}


_REQUEST_PROBLEMS: dict[str, dict[str, str]] = {
    "too_big": {"error": "the request is too large to hold a game", "key": "request.too_big"},
    "too_deep": {"error": "the request nests too deeply to hold a game", "key": "request.too_deep"},
    "not_json": {"error": "the request is not JSON", "key": "request.not_json"},
}


def handle(request: str) -> str:
    """JSON text in, JSON text out: the only entry point the page uses.

    Size and nesting are checked before parsing (deep nesting would exhaust the stack and, in
    Pyodide, end the runtime)."""
    if not isinstance(request, str):
        req, why = None, "not_json"
    else:
        req, why = untrusted.loads(request, MAX_REQUEST)
    if why is not None:
        problem: dict[str, object] = {"ok": False, **_REQUEST_PROBLEMS[why], "params": {}}
        return json.dumps(problem)
    reply = call(req)
    out = json.dumps(reply, ensure_ascii=False, separators=(",", ":"))
    try:
        out.encode()
    except UnicodeEncodeError:  # a lone surrogate echoed from the request: escape it, as ASCII
        out = json.dumps(reply, separators=(",", ":"))
    return out
