"""``pax.core.floatmath``: exp, log and tanh from IEEE-754 arithmetic alone, so that a computer
player's float comparisons come out the same in CPython and Pyodide (whose C libraries disagree in
the last bit of ``math.tanh`` for about one argument in fifteen). They must be accurate, and the
engine must use no other transcendental function of the C library. The bit-for-bit agreement with
Pyodide is checked by tests/pyodide/test_pyodide.py."""

from __future__ import annotations

import ast
import math
import random
from pathlib import Path

import pytest

from pax.core import floatmath

ROOT = Path(__file__).resolve().parents[2]
#: math functions that are exactly specified (rounded as IEEE-754 says, or exact) on every platform
EXACT = {"sqrt", "floor", "ceil", "trunc", "frexp", "ldexp", "fabs", "copysign", "isfinite", "isnan", "isinf",
         "inf", "nan", "fsum", "factorial", "comb", "perm", "gcd", "lcm", "isqrt", "prod", "ulp", "nextafter",
         "fmod", "modf", "remainder"}


def _ulps(got: float, want: float) -> float:
    return abs(got - want) / math.ulp(want) if want else abs(got)


@pytest.mark.parametrize(("name", "sample"), [
    ("exp", lambda r: r.uniform(-740.0, 709.0) if r.random() < 0.2 else r.uniform(-40.0, 40.0)),
    ("tanh", lambda r: r.uniform(-25.0, 25.0) * (10 ** r.uniform(-12, 0) if r.random() < 0.5 else 1.0)),
    ("log", lambda r: math.exp(r.uniform(-700.0, 700.0)) if r.random() < 0.2 else r.uniform(1e-3, 100.0)),
])
def test_within_a_few_units_in_the_last_place_of_the_c_library(name: str, sample: object) -> None:
    r = random.Random(name)
    ours, libm = getattr(floatmath, name), getattr(math, name)
    for _ in range(20_000):
        x = sample(r)  # type: ignore[operator]
        want = libm(x)
        if abs(want) < 1e-300:  # exp's subnormal tail: a relative ulp means nothing there
            assert abs(ours(x) - want) < 1e-300
            continue
        assert _ulps(ours(x), want) <= 4, (name, x.hex())


def test_edges() -> None:
    assert floatmath.exp(0.0) == 1.0 and floatmath.log(1.0) == 0.0 and floatmath.tanh(0.0) == 0.0
    assert floatmath.exp(800.0) == math.inf and floatmath.exp(-800.0) == 0.0 and floatmath.exp(-math.inf) == 0.0
    assert floatmath.tanh(50.0) == 1.0 and floatmath.tanh(-50.0) == -1.0 and floatmath.tanh(-0.3) == -floatmath.tanh(0.3)
    assert floatmath.log(math.inf) == math.inf and math.isnan(floatmath.exp(math.nan))
    assert floatmath.log(2.0) == pytest.approx(math.log(2.0), rel=1e-15)
    with pytest.raises(ValueError):
        floatmath.log(0.0)
    with pytest.raises(ValueError):
        floatmath.log(-1.0)


def test_the_engine_uses_no_other_transcendental_function_of_the_c_library() -> None:
    """Any ``math.<f>`` in ``pax/`` outside floatmath is exactly specified; no ``**`` with a float
    exponent literal and no ``pow``/``cmath``/``statistics`` (they call the C library too)."""
    found = []
    for path in sorted((ROOT / "pax").rglob("*.py")):
        if path.name == "floatmath.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "math" \
                    and node.attr not in EXACT:
                found.append(f"{where} math.{node.attr}")
            if isinstance(node, ast.ImportFrom) and node.module in ("math", "cmath", "statistics"):
                found.append(f"{where} from {node.module} import")
            if isinstance(node, ast.Import) and any(a.name in ("cmath", "statistics") for a in node.names):
                found.append(f"{where} import")
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and isinstance(node.right, ast.Constant) \
                    and isinstance(node.right.value, float):
                found.append(f"{where} ** float")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "pow":
                found.append(f"{where} pow()")
    assert not found, found
