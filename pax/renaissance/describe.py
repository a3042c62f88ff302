"""Sentences for actions (filled in below)."""

from __future__ import annotations

from pax.core import Action

from .state import RenState


def describe(s: RenState, a: Action, lang: str = "en") -> str:
    return str(a)


def targets(s: RenState, a: Action) -> tuple[str, ...]:
    return ()
