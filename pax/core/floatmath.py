"""``exp``, ``log`` and ``tanh`` that give the same float in CPython and in Pyodide.

The computer players' choices depend on float comparisons, and a game must replay alike in both
runtimes. ``math.exp``, ``math.log`` and ``math.tanh`` come from the platform's C library, and
glibc (CPython here) and Pyodide's libc disagree in the last bit for some arguments (``tanh`` for
about one argument in fifteen, ``exp`` for about one in a thousand), enough to turn a close
search decision. These are built only from IEEE-754 ``+ - * /``, which round exactly the same
everywhere, and the exact ``frexp``/``ldexp``; they are accurate to a few units in the last place,
which is far below what an evaluation can tell apart. ``math.sqrt`` is exactly rounded by IEEE-754
itself and needs no replacement. The engine uses no other transcendental function (a test checks).
"""

from __future__ import annotations

import math

# ln 2 split in two (the classic fdlibm pair): the high part has its low 32 bits zero, so
# ``k * LN2_HI`` is exact for any exponent k a double can have
LN2_HI = 6.93147180369123816490e-01
LN2_LO = 1.90821492927058770002e-10
INV_LN2 = 1.44269504088896338700e+00
SQRT_HALF = 0.7071067811865476

# 1/n! for n = 13 .. 0: exp(r) on |r| <= ln2/2 to below one unit in the last place
_EXP_COEF = tuple(1.0 / math.factorial(n) for n in range(13, -1, -1))
# 1/(n+1)! for n = 18 .. 0: expm1(y) = y * sum y**n/(n+1)! on 0 <= y <= 1.1
_EXPM1_COEF = tuple(1.0 / math.factorial(n + 1) for n in range(18, -1, -1))
# 1/(2n+1) for n = 11 .. 0: log(1+f) = 2 atanh(s), s = f/(2+f), |s| <= 0.172
_LOG_COEF = tuple(1.0 / (2 * n + 1) for n in range(11, -1, -1))


def exp(x: float) -> float:
    """e to the power ``x``."""
    if x != x:
        return x
    if x > 709.78:
        return math.inf
    if x < -745.2:
        return 0.0
    k = math.floor(x * INV_LN2 + 0.5)
    r = (x - k * LN2_HI) - k * LN2_LO
    p = 0.0
    for c in _EXP_COEF:
        p = p * r + c
    return math.ldexp(p, k)


def log(x: float) -> float:
    """The natural logarithm of ``x`` (> 0)."""
    if x != x or x == math.inf:
        return x
    if x <= 0.0:
        raise ValueError("math domain error")
    m, e = math.frexp(x)  # x = m * 2**e, 0.5 <= m < 1
    if m < SQRT_HALF:
        m *= 2.0
        e -= 1
    f = m - 1.0
    s = f / (2.0 + f)
    z = s * s
    p = 0.0
    for c in _LOG_COEF:
        p = p * z + c
    return (e * LN2_HI + 2.0 * s * p) + e * LN2_LO


def tanh(x: float) -> float:
    """The hyperbolic tangent of ``x``."""
    if x != x:
        return x
    a = -x if x < 0.0 else x
    if a > 20.0:
        t = 1.0
    elif a > 0.55:
        t = 1.0 - 2.0 / (exp(2.0 * a) + 1.0)
    else:
        # tanh a = (e^2a - 1) / (e^2a + 1), with e^2a - 1 summed directly (no cancellation)
        y = 2.0 * a
        p = 0.0
        for c in _EXPM1_COEF:
            p = p * y + c
        em1 = y * p
        t = em1 / (em1 + 2.0)
    return -t if x < 0.0 else t
