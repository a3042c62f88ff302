"""The conformance suite over the game registry; the toy game of tests/core takes part too."""

from pax.core import register

register("toy_nim", "tests.core.toy", "NimRules")
register("toy_table", "tests.core.toy", "NimTableRules")
