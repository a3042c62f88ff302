"""A determinized tree search for computer opponents, the same for every game.

The search is Single-Observer Information Set Monte Carlo Tree Search (Cowling, Powley and
Whitehouse, 2012): one tree of the deciding seat's information set, where each iteration

1. re-deals what the seat cannot see (the game's ``determinize(state, seat, rng)``);
2. descends the tree along actions legal in that deal, by UCB1 with *availability* counts (a child
   is judged only against the iterations in which it could have been chosen);
3. adds one new node (or, with ``Budget.expand_all``, every child of the node reached, each
   scored at once by the leaf evaluation, going on from the best), plays a few more actions with
   the game's rollout policy and scores the position with the game's leaf evaluation (one reward
   in [0, 1] per seat);
4. credits each node with the reward of the seat that chose its action.

A game may also order the moves (an optional ``candidates`` hook): only the few actions it names
at a node are searched there, taken from the first deal that reaches the node. The root's
candidates bound what the search can choose at all, so a game may name them more carefully, at
more cost (an optional ``root_candidates`` hook, called once a decision).

The search touches the true state only through ``determinize`` and ``legal_actions`` of the seat
to move, so it never reads what ``view(state, seat)`` hides, and it uses only the public Rules
interface (``legal_actions``, ``apply_trusted``, ``is_over``, ``result``). Every random choice comes from one
``pax.core.rng.Rng`` seeded by the state, the level and a seed, and the budget is a number of
iterations, so a choice is the same in CPython and in Pyodide. A time cap stops runaway searches
only (it is far above what the budget takes on any machine we know of).
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, cast

if sys.version_info >= (3, 13):
    from typing import TypeVar
else:  # a TypeVar's default (PEP 696) is typing's from 3.13 (Pyodide's Python is 3.14: no wheel needed)
    from typing_extensions import TypeVar

from . import floatmath
from .action import Action
from .rng import Rng, next_u64
from .rules import Rules
from .state import BaseState

#: a game's state (the search of one game handles that game's states only)
S = TypeVar("S", bound=BaseState, default=BaseState)


class SearchGame(Protocol[S]):
    """What a game supplies to the search."""

    def determinize(self, state: S, seat: int, rng: Rng) -> S:
        """A state ``seat`` cannot tell from ``state``, its hidden information re-dealt by ``rng``."""

    def evaluate(self, state: S) -> Sequence[float]:
        """One value in [0, 1] per seat: how likely that seat is to win from here."""

    def rollout(self, rules: Rules[S], state: S, rng: Rng) -> S:
        """The state after a short playout from ``state`` (``state`` itself: no playout)."""


#: An optional hook of a ``SearchGame``, ``candidates(rules, state, legal) -> actions``: the
#: few of ``legal`` worth searching (the game's move ordering, best first). A game without it has
#: every legal action searched.
Candidates = Callable[[Rules[S], S, list[Action]], list[Action]]


@dataclass(frozen=True)
class Budget:
    """How hard the search thinks: ``iterations`` decide the result, ``seconds`` only stops a runaway."""

    iterations: int
    seconds: float = 20.0
    exploration: float = 0.7
    expand_all: bool = False  # add all of a node's children at once, each scored by the leaf evaluation


@dataclass
class Node:
    """One action in the tree, from the point of view of ``mover``, the seat that chose it."""

    mover: int
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[Action, Node] = field(default_factory=dict)
    #: the game's candidates at this node, from the first deal that reached it (later deals keep
    #: those of them that are legal there)
    options: list[Action] | None = None

    def ucb(self, c: float) -> float:
        return self.reward / self.visits + c * math.sqrt(floatmath.log(self.available) / self.visits)


def lead_chances(values: Sequence[float], scale: float, bonus: float = 0.0) -> list[float]:
    """A leaf evaluation's chances from a standing measure: each seat's is a logistic function of
    its lead over its strongest rival (plus ``bonus``); a lead of ``scale`` is worth about 3 to 1."""
    n = len(values)
    out = []
    for p in range(n):
        lead = values[p] - max(values[q] for q in range(n) if q != p) + bonus
        out.append(1.0 / (1.0 + floatmath.exp(-max(-40.0, min(40.0, lead / scale)))))
    return out


def favourite(chances: Sequence[float], seat: int, p: float) -> list[float]:
    """``seat`` wins with chance ``p`` (it can end the game, winning, before its rivals can stop
    it); the others share the rest in proportion to ``chances``. An even share would value a
    trailing seat's position more once it had handed a rival the win."""
    rest = 1.0 - p
    n = len(chances)
    if n == 2:
        return [p if q == seat else rest for q in range(2)]
    total = math.fsum(x for q, x in enumerate(chances) if q != seat)
    if total <= 0.0:
        return [p if q == seat else rest / (n - 1) for q in range(n)]
    return [p if q == seat else rest * x / total for q, x in enumerate(chances)]


def search_seed(state: BaseState, salt: int, seed: int = 0) -> int:
    """A generator state from the position (step, seat), the level's salt and ``seed``.

    Not from the game's setup seed: that one fixes the whole deal, which the seat must not know."""
    x = (state.step << 20) ^ ((state.to_move or 0) << 8)
    x ^= (salt << 40) ^ (seed * 0xD1B54A32D192ED03)
    return next_u64(x & ((1 << 64) - 1))[0]


def winning_index(rules: Rules[S], state: S, legal: list[Action], me: int) -> int | None:
    """The first of ``legal`` that ends the game with ``me`` the sole winner on ``state``, if any.

    ``legal`` are the true state's choices; ``state`` is a deal of it (the same choices: the seat
    to move sees all it needs to know what it may do); one that is not legal there is skipped."""
    allowed = set(rules.legal_actions(state))
    for i, a in enumerate(legal):
        if a not in allowed:
            continue
        after = rules.apply_trusted(state, a)
        if rules.is_over(after) and rules.result(after).winners == (me,):
            return i
    return None


#: deals of which a winning declaration must win most before the search takes it unsearched
SURE_DEALS = 8


def sure_win(game: SearchGame[S], rules: Rules[S], state: S, legal: list[Action], me: int,
             first: S, seed: int) -> int | None:
    """The first of ``legal`` that ends the game with ``me`` the sole winner on ``first`` (a deal
    of ``state``) and on most of ``SURE_DEALS`` deals with it, if any.

    The scoring may read what the seat cannot see (Pax Transhumanity's Normal scoring counts each
    rival's Secret sphere, TRH-I-7..9): a win on one deal is then a guess. A declaration that wins
    on no more than half of the deals is left to the search, which weighs its ending against going
    on over all its deals. (Not every deal must win: the leaf values going on by the endings in
    reach of each deal, and a hard level that waited for a sure win let a won game run to the
    step cap.) The extra deals come from a generator of their own (from ``seed``), so the search's
    deals are those it makes without this check."""
    win = winning_index(rules, first, legal, me)
    if win is None:
        return None
    rng = Rng(next_u64(seed ^ 0x5EED5EA1)[0])
    deals = [game.determinize(state, me, rng) for _ in range(SURE_DEALS - 1)]
    for i in range(win, len(legal)):
        if i != win and winning_index(rules, first, [legal[i]], me) is None:
            continue
        wins = 1 + sum(winning_index(rules, d, [legal[i]], me) is not None for d in deals)
        if 2 * wins > SURE_DEALS:
            return i
    return None


def settled(root: Node, left: int) -> bool:
    """Whether the root's most visited child stays the most visited whatever ``left`` more
    iterations do: the choice is then the one the whole budget would make, and the search stops.
    (Every iteration visits one root child once; a value breaks only a tie in visits.)"""
    first = second = 0
    for child in root.children.values():
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    if root.options is not None and len(root.options) == 1:
        return first > 0  # the game names one choice worth searching: it is the choice
    return first > second + left


@dataclass
class Weighed:
    """One root move as the search weighed it: its index in the legal list, the iterations that
    went through it, its mean value for the seat to move, and each seat's mean value there."""

    index: int
    visits: int
    value: float
    chances: list[float]


@dataclass
class Analysis:
    """What one search found at its root: the chosen ``index``, the ``moves`` it weighed (most
    visited first), each seat's mean value over all iterations (``chances``, in [0, 1]), the
    iterations run, and whether the choice was a winning declaration found at once."""

    index: int
    moves: list[Weighed]
    chances: list[float]
    iterations: int
    winning: bool


class ISMCTS(Generic[S]):
    """The search as a computer opponent: ``choose(rules, state) -> index`` into the legal actions."""

    def __init__(self, game: SearchGame[S], budget: Budget, salt: int = 0, seed: int = 0,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.game = game
        self.budget = budget
        self.salt = salt
        self.seed = seed
        self.clock = clock
        self.iterations_done = 0
        #: per root action, the sum of each seat's reward over the iterations through it
        self._sums: dict[Action, list[float]] = {}
        # the game's optional hooks (``Candidates``): methods of ``game``, so of its states as its
        # ``SearchGame`` methods are (a hook not a method is a bug, found at its first call)
        candidates: object = getattr(game, "candidates", None)
        root: object = getattr(game, "root_candidates", None)
        self.candidates = cast("Candidates[S] | None", candidates)
        self.root_candidates = cast("Candidates[S] | None", root) if root is not None else self.candidates

    def choose(self, rules: Rules[S], state: S) -> int:
        return self.analyse(rules, state).index

    def analyse(self, rules: Rules[S], state: S, always: bool = False) -> Analysis:
        """The search's choice for ``state.to_move`` with the root's figures: the moves it weighed
        (visits, value) and each seat's mean value over its iterations (``Analysis``). ``choose``
        is its ``index``; ``always`` judges the position (a lone choice is searched too, and the
        search runs its whole budget: its figures, not only its choice, are wanted)."""
        self.iterations_done = 0
        legal = rules.legal_actions(state)
        n = rules.seats(state)
        if len(legal) <= 1 and not always:
            return Analysis(0, [], [], 0, False)
        me = state.to_move
        if me is None:  # a finished game (judged with ``always``): no seat to choose for
            return Analysis(0, [], [], 0, False)
        rng = Rng(search_seed(state, self.salt, self.seed))
        # A winning declaration answers at once; it is checked on deals of the hidden cards,
        # never on the true state (``sure_win``).
        first = self.game.determinize(state, me, rng)
        win = sure_win(self.game, rules, state, legal, me, first, search_seed(state, self.salt, self.seed))
        if win is not None:
            return Analysis(win, [Weighed(win, 0, 1.0, [1.0 if q == me else 0.0 for q in range(n)])],
                            [1.0 if q == me else 0.0 for q in range(n)], 0, True)
        root = Node(mover=-1)
        self._sums = {}
        deadline = self.clock() + self.budget.seconds
        c = self.budget.exploration
        done = 0
        total = self.budget.iterations
        for _ in range(total):
            done += 1
            self._iterate(rules, self.game.determinize(state, me, rng), root, rng, c)
            if self.clock() > deadline or (not always and settled(root, total - done)):
                break
        self.iterations_done = done
        best_i, best = 0, -1.0
        moves = []
        for i, a in enumerate(legal):
            child = root.children.get(a)
            if child is None:
                continue
            score = child.visits + child.reward / max(child.visits, 1) * 1e-3  # most visited, then value
            if score > best:
                best_i, best = i, score
            sums = self._sums.get(a, [0.0] * n)
            moves.append(Weighed(i, child.visits, child.reward / max(child.visits, 1),
                                 [x / max(child.visits, 1) for x in sums]))
        moves.sort(key=lambda w: (-w.visits, -w.value, w.index))
        weight = sum(w.visits for w in moves)
        chances = [math.fsum(w.chances[q] * w.visits for w in moves) / weight if weight else 0.0 for q in range(n)]
        return Analysis(best_i, moves, chances, done, False)

    def _iterate(self, rules: Rules[S], s: S, root: Node, rng: Rng, c: float) -> None:
        path = [root]
        node = root
        first: Action | None = None  # the root's action this iteration took (its figures, ``Analysis``)
        while not rules.is_over(s):
            legal = rules.legal_actions(s)
            hook = self.root_candidates if node is root else self.candidates
            if hook is not None and len(legal) > 1:
                if node.options is None:
                    node.options = hook(rules, s, legal)
                allowed = set(legal)
                legal = [a for a in node.options if a in allowed] or legal
            mover = s.to_move
            assert mover is not None  # a game not over has a seat to move
            untried = [a for a in legal if a not in node.children]
            if untried and self.budget.expand_all:
                # every new child is scored by the leaf evaluation at once (one visit each); the
                # iteration goes on from the best of them for the mover
                best_a, best, best_s = untried[0], -1.0, s
                for a in untried:
                    after = rules.apply_trusted(s, a)
                    vector = self.game.evaluate(after)
                    value = vector[mover]
                    node.children[a] = Node(mover=mover, visits=1, available=1, reward=value)
                    if node is root:
                        self._sums[a] = list(vector)
                    if value > best:
                        best_a, best, best_s = a, value, after
                for b in legal:
                    if b not in untried:
                        node.children[b].available += 1
                path.append(node.children[best_a])
                first = best_a if first is None else first
                s = self.game.rollout(rules, best_s, rng)
                break
            if untried:
                a = untried[rng.below(len(untried))]
                child = Node(mover=mover)
                node.children[a] = child
                for b in legal:
                    known = node.children.get(b)
                    if known is not None:
                        known.available += 1
                s = rules.apply_trusted(s, a)
                path.append(child)
                first = a if first is None else first
                s = self.game.rollout(rules, s, rng)
                break
            best_a, best = legal[0], -1.0
            for b in legal:
                ch = node.children[b]
                ch.available += 1
                u = ch.ucb(c)
                if u > best:
                    best_a, best = b, u
            node = node.children[best_a]
            s = rules.apply_trusted(s, best_a)
            path.append(node)
            first = best_a if first is None else first
        values = self.game.evaluate(s)
        if first is not None:
            sums = self._sums.setdefault(first, [0.0] * len(values))
            for q, x in enumerate(values):
                sums[q] += x
        for n in path[1:]:
            n.visits += 1
            n.reward += values[n.mover]
