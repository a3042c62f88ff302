"""Why the winner won, in words (REN-L): the Victory declared and the leads it needed, with the
figures that met them, or the Patron ending and its tie-breaks (the victory screen shows it)."""

from __future__ import annotations

from pax.core.sentences import Sentences

from .cardinfo import PRESTIGE
from .state import RenState
from .tables import VICTORY_CARDS
from .victory import Tallies, conditions, standings_of, supreme_religion

WHY = Sentences("renaissance.why", {
    "en": {
        "declared": "{victory} declared by {who}: {needs} — {figures}.",
        "holy": "{victory} declared by {who}: {religion} is the Supreme Religion (REN-L-17/18) and {needs} — {figures}.",
        "most": "the most {what}", "lead": "at least {n} more {what} than anyone else",
        "figure": "{what} {mine} vs {rival}", "and": " and ", "sep": ", ",
        "patron": "Patron victory: both draw decks ran out (REN-L-10); {who} has the most Patron prestige — {mine} vs {rival}.",
        "patron_florins": "Patron victory: both draw decks ran out (REN-L-10); tied on Patron prestige ({patron}), "
                          "{who} has the most florins (REN-L-12) — {mine} vs {rival}.",
        "patron_shared": "Patron victory: both draw decks ran out (REN-L-10); {who} tie on Patron prestige ({patron}) "
                         "and florins ({florins}), so they share the victory (REN-L-12).",
        "kingdoms": "Kingdoms", "republics": "Republics", "concessions": "Concessions", "prestige": "{kind} prestige",
    },
    "hu": {
        "declared": "{victory}, bejelentette: {who}. Feltétel: {needs} — {figures}.",
        "holy": "{victory}, bejelentette: {who}. Feltétel: a(z) {religion} a Legfőbb vallás (REN-L-17/18), és {needs} — {figures}.",
        "most": "a legtöbb {what}", "lead": "legalább {n} {what} előny mindenki más előtt",
        "figure": "{what}: {mine} – {rival}", "and": " és ", "sep": ", ",
        "patron": "Mecénás győzelem: mindkét húzópakli elfogyott (REN-L-10); {who} a legtöbb mecénás presztízzsel — {mine} – {rival}.",
        "patron_florins": "Mecénás győzelem: mindkét húzópakli elfogyott (REN-L-10); mecénás presztízsben döntetlen ({patron}), "
                          "{who} a legtöbb forinttal (REN-L-12) — {mine} – {rival}.",
        "patron_shared": "Mecénás győzelem: mindkét húzópakli elfogyott (REN-L-10); {who} mecénás presztízsben ({patron}) "
                         "és forintban ({florins}) is döntetlen, a győzelem közös (REN-L-12).",
        "kingdoms": "királyság", "republics": "köztársaság", "concessions": "koncesszió", "prestige": "{kind} presztízs",
    },
})


def _what(what: str, lang: str) -> str:
    if what in PRESTIGE:
        return WHY(lang, "prestige", kind=PRESTIGE[what][0 if lang != "hu" else 1])
    return WHY(lang, what)


def _best_rival(xs: list[int], seat: int) -> int:
    return max((x for i, x in enumerate(xs) if i != seat), default=0)


def explain(s: RenState, lang: str = "en") -> str:
    """Why the game's winners won (``""`` while it runs)."""
    r = s.outcome
    if r is None:
        return ""
    lang = "hu" if lang == "hu" else "en"
    names = s.setup.names
    if r.victory == "patron":
        rows = standings_of(r)
        top = rows[0]
        who = (" és " if lang == "hu" else " and ").join(names[w] for w in r.winners)
        rivals = [x for x in rows if x["seat"] not in r.winners]
        if len(r.winners) > 1:
            return WHY(lang, "patron_shared", who=who, patron=top["patron"], florins=top["florins"])
        beaten_on_patron = [x for x in rivals if x["patron"] < top["patron"]]
        if len(beaten_on_patron) == len(rivals):
            return WHY(lang, "patron", who=who, mine=top["patron"], rival=max((x["patron"] for x in rivals), default=0))
        tied = [x["florins"] for x in rivals if x["patron"] == top["patron"]]
        return WHY(lang, "patron_florins", who=who, patron=top["patron"], mine=top["florins"], rival=max(tied))
    seat = r.winners[0]
    card = VICTORY_CARDS.get(r.victory)
    victory = (card.name_hu if lang == "hu" else card.name) if card else r.victory
    conds = conditions(s, r.victory) or []
    t = Tallies(s)
    needs, figures = [], []
    for what, need in conds:
        counts = t.count(what)
        words = _what(what, lang)
        needs.append(WHY(lang, "most", what=words) if need == 1 else WHY(lang, "lead", n=need, what=words))
        figures.append(WHY(lang, "figure", what=words, mine=counts[seat], rival=_best_rival(counts, seat)))
    fields = {"victory": victory, "who": names[seat], "needs": WHY(lang, "and").join(needs),
              "figures": WHY(lang, "sep").join(figures)}
    if r.victory == "holy":
        religion = supreme_religion(s) or "?"
        return WHY(lang, "holy", religion=PRESTIGE.get(religion, (religion, religion))[0 if lang != "hu" else 1], **fields)
    return WHY(lang, "declared", **fields)
