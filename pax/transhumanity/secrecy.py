"""What the other players read of a hidden decision (TRH-C-20/21): a Secret sphere is chosen in
secret, so until final scoring the others learn only that it was chosen, never the card or band."""

from __future__ import annotations

from pax.core import Action
from pax.core.sentences import Sentences

from .state import TrhState

CONCEALED = Sentences("transhumanity.concealed", {
    "en": {"secret": "keep a Secret sphere (hidden until final scoring)"},
    "hu": {"secret": "Titkos szféra megtartása (a végső pontozásig rejtve)"},
})


def conceal(s: TrhState, a: Action, lang: str = "en") -> str | None:
    """The words for ``a`` as every seat but its decider reads them, or ``None`` (nothing hidden)."""
    return CONCEALED(lang, a.kind) if a.kind in CONCEALED["en"] else None
