"""A learned leaf evaluation for the shared search (``pax.core.search``), in pure Python.

Each game supplies a feature extractor, ``features(view) -> list[float]``, that reads only
``view(state, seat)`` (what that seat may see), and a small model trained by self-play
(``scripts/train_eval.py``) stored as data in the engine package (``pax/<game>/data/
eval_weights.json``): a linear model or a one-hidden-layer tanh network (with a linear path past
it) that maps one seat's features to a score, the log-odds that the seat wins (each seat's
chance is its own, as the game's own evaluation gives them: they need not sum to 1). A model may
also take the game's own hand-tuned evaluation of the seat as one more input (``STACKED``), so it
learns what to add to it. :class:`Model` reads the file and scores a vector;
:class:`LearnedSearch` is a game's ``SearchGame`` with that model as its leaf evaluation,
everything else (the deal, the playout, the move ordering) the game's own.

Inference is a few hundred multiply-adds per seat, plain floats summed by ``math.fsum`` (exactly
rounded: the builtin ``sum`` of floats changed in Python 3.12, and Pyodide runs a newer Python than
CPython here) with ``tanh`` and ``exp`` from ``pax.core.floatmath`` (not the C library's), so a
value is the same in CPython and in Pyodide.
"""

from __future__ import annotations

import json
import math
import operator
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeGuard

from . import floatmath
from .packagedata import Readable
from .rng import Rng
from .rules import Rules
from .search import S, SearchGame

#: a game's features of one seat's view; the view is ``Rules.view``'s (a plain dict of JSON values)
Features = Callable[[dict[str, Any]], list[float]]
#: ``operator.mul`` of two floats (the products of the model's dot products)
mul: Callable[[float, float], float] = operator.mul


#: the name of the last input when the model refines the game's own evaluation: that
#: evaluation's chance for the seat as log-odds (clipped to [0.01, 0.99])
STACKED = "base_logit"


def base_logit(p: float) -> float:
    p = 0.01 if p < 0.01 else 0.99 if p > 0.99 else p
    return floatmath.log(p / (1.0 - p))


def _is_dict(v: object) -> TypeGuard[dict[object, object]]:
    return isinstance(v, dict)


def _floats(v: object, what: str) -> list[float]:
    """A list of numbers of the weights file, each as a float."""
    if not isinstance(v, list) or not all(isinstance(x, (int, float)) for x in v):
        raise ValueError(f"eval weights: {what} is not a list of numbers")
    return [float(x) for x in v if isinstance(x, (int, float))]


def _number(v: object, what: str) -> float:
    if not isinstance(v, (int, float)):
        raise ValueError(f"eval weights: {what} is not a number")
    return float(v)


class Model:
    """A trained model: ``{"features": [names], "mean": [..], "scale": [..], "hidden": [[..] per
    unit] (optional), "b1": [..], "w": [..], "b": float, "skip": [..] (optional)}``. Inputs are
    standardised by ``mean`` and ``scale``; with ``hidden`` each unit is ``tanh(row . x + b1)`` and
    the output is ``w . units + b`` (plus ``skip . x``, a linear path past the hidden layer),
    without it ``w . x + b``."""

    def __init__(self, data: Mapping[str, object]) -> None:
        names = data["features"]
        if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
            raise ValueError("eval weights: features is not a list of names")
        self.names: list[str] = [str(x) for x in names]
        self.mean: list[float] = _floats(data["mean"], "mean")
        self.scale: list[float] = _floats(data["scale"], "scale")
        hidden = data.get("hidden")
        rows: list[object] = hidden if isinstance(hidden, list) else []
        self.hidden: list[list[float]] | None = [_floats(row, "a hidden row") for row in rows] if hidden else None
        self.b1: list[float] = _floats(data.get("b1", []), "b1")
        self.w: list[float] = _floats(data["w"], "w")
        self.b: float = _number(data["b"], "b")
        skip = _floats(data.get("skip", []), "skip")
        #: the last input is the game's own evaluation of the seat, as log-odds (``STACKED``)
        self.stacked = bool(self.names) and self.names[-1] == STACKED
        width = len(self.hidden) if self.hidden is not None else len(self.names)
        if len(self.w) != width or len(self.mean) != len(self.names) or len(self.scale) != len(self.names):
            raise ValueError("eval weights: the sizes do not match")
        # the standardisation folded into the first layer: (x - m) / s . row = x . (row / s) - m / s . row
        first = self.hidden if self.hidden is not None else [self.w]
        self._rows = [[a / sc for a, sc in zip(row, self.scale, strict=True)] for row in first]
        self._shift = [math.fsum(a * m / sc for a, m, sc in zip(row, self.mean, self.scale, strict=True)) for row in first]
        if skip and self.hidden is None:
            raise ValueError("eval weights: a skip layer needs a hidden layer")
        self._skip = [a / sc for a, sc in zip(skip, self.scale, strict=True)] if skip else None
        self._skip_shift = math.fsum(a * m / sc for a, m, sc in zip(skip, self.mean, self.scale, strict=True)) if skip else 0.0

    @classmethod
    def load(cls, path: Readable) -> Model:
        data: object = json.loads(path.read_bytes())
        if not _is_dict(data):
            raise ValueError(f"eval weights: {path.name} does not hold an object")
        return cls({str(k): v for k, v in data.items()})

    def logit(self, x: Sequence[float]) -> float:
        """The score of the seat whose features these are: the log-odds that it wins."""
        if len(x) != len(self.names):
            raise ValueError(f"eval weights expect {len(self.names)} features, got {len(x)}")
        if self.hidden is None:
            linear: float = math.fsum(map(mul, self._rows[0], x)) - self._shift[0] + self.b
            return linear
        tanh = floatmath.tanh
        units = [tanh(math.fsum(map(mul, row, x)) - shift + b1)
                 for row, shift, b1 in zip(self._rows, self._shift, self.b1, strict=False)]
        out: float = math.fsum(map(mul, self.w, units)) + self.b
        if self._skip is not None:
            out += math.fsum(map(mul, self._skip, x)) - self._skip_shift
        return out


def logistic(z: float) -> float:
    """A seat's chance from its score (the log-odds that it wins)."""
    z = -40.0 if z < -40.0 else 40.0 if z > 40.0 else z
    return 1.0 / (1.0 + floatmath.exp(-z))


class LearnedSearch(Generic[S]):
    """A game's search hooks (``base``) with the learned model as the leaf evaluation.

    ``applies(state)`` says where the model was trained (e.g. not the solo arena); elsewhere, and
    on a finished game, the game's own evaluation answers. The model's file is read on first use.

    ``vectors``: every seat's vector straight from the state, each what ``features(view(state,
    seat))`` gives (the game's test of its features checks that), read once for all seats: a
    search's leaf would otherwise build one view per seat."""

    def __init__(self, base: SearchGame[S], rules: Callable[[], Rules[S]], features: Features, weights: Readable,
                 applies: Callable[[S], bool] = lambda s: True,
                 vectors: Callable[[S], list[list[float]]] | None = None) -> None:
        self.base = base
        self._rules = rules
        self.features = features
        self.weights = weights
        self.applies = applies
        self.vectors = vectors
        self._model: Model | None = None
        for hook in ("candidates", "root_candidates"):
            if hasattr(base, hook):
                method: object = getattr(base, hook)
                setattr(self, hook, method)

    @property
    def model(self) -> Model:
        if self._model is None:
            self._model = Model.load(self.weights)
        return self._model

    def determinize(self, state: S, seat: int, rng: Rng) -> S:
        return self.base.determinize(state, seat, rng)

    def rollout(self, rules: Rules[S], state: S, rng: Rng) -> S:
        return self.base.rollout(rules, state, rng)

    def seat_scores(self, state: S) -> list[float]:
        """Each seat's score (the log-odds that it wins), from its own view."""
        rules = self._rules()
        model = self.model
        xs = (self.vectors(state) if self.vectors is not None
              else [self.features(rules.view(state, p)) for p in range(rules.seats(state))])
        if model.stacked:
            # the game's own evaluation of the (determinized) position, as the search read it before
            base = self.base.evaluate(state)
            return [model.logit([*x, base_logit(b)]) for x, b in zip(xs, base, strict=True)]
        return [model.logit(x) for x in xs]

    def evaluate(self, state: S) -> Sequence[float]:
        rules = self._rules()
        if rules.is_over(state) or not self.applies(state):
            values: Sequence[float] = self.base.evaluate(state)
            return values
        return [logistic(z) for z in self.seat_scores(state)]
