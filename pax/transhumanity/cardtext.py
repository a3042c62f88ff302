"""A card's printed effects in words, English and Hungarian: one icon (``impact_text``) and a whole
card (``card_text``), for the table's card faces and tooltips and for the sentences of ``text.py``.
The words are the rules terms of the spec's glossary."""

from __future__ import annotations

from pax.core.sentences import Sentences

from .tables import Impact, T
from .vocabulary import DISCIPLINE_WORDS, SPHERE_WORDS, SPHERES

SIDE_WORD = {"T": "thinker", "M": "maker"}

# Display words for the icons and abilities.
WORDS = Sentences("transhumanity.cardtext", {
    "en": {
        "growth": "Growth", "heat_growth": "Heat-reducing Growth", "solve": "Solve",
        "any": "any problem", "company": "Startup", "brash": "brash at", "thinker": "thinker",
        "maker": "maker", "social_resilience": "Social Resilience",
        "industry_disruption": "Industry Disruption", "exoglobal_recession": "Exoglobal Recession",
        "if_open": "if heat square {n} is open", "nuclear_exchange": "Nuclear Exchange",
        "game_end": "Game End", "or": "OR",
        "free_hire": "your Hire in this column costs $0",
        "free_research": "your Research in this column costs $0",
        "subsidized_work": "your labor in this column is subsidized",
        "patent_premium": "your {d} patents sell for $1 more",
    },
    "hu": {
        "growth": "Növekedés", "heat_growth": "Felháborodás-csillapító növekedés",
        "solve": "Megoldás", "any": "bármely probléma", "company": "Cégalapítás",
        "brash": "merész:", "thinker": "gondolkodó", "maker": "készítő",
        "social_resilience": "Társadalmi ellenállóképesség",
        "industry_disruption": "Ipari fennakadás", "exoglobal_recession": "Exoglobális recesszió",
        "if_open": "ha a(z) {n}. felháborodás-mező üres", "nuclear_exchange": "Atomcsapás",
        "game_end": "Játék vége", "or": "VAGY",
        "free_hire": "az alkalmazásod ebben az oszlopban ingyenes",
        "free_research": "a kutatásod ebben az oszlopban ingyenes (munka kell)",
        "subsidized_work": "a munkád ebben az oszlopban támogatott",
        "patent_premium": "a(z) {d} szabadalmaid 1 $-ral többet érnek",
    },
})


def impact_text(imp: Impact, lang: str = "en") -> str:
    """One icon in words, e.g. ``Startup (Space maker, brash at SP-M1)``."""
    w = WORDS.get(lang, WORDS["en"])
    sph = SPHERE_WORDS.get(lang, SPHERE_WORDS["en"])
    if imp.type == "solve":
        names = T.problem_names.get(lang, T.problem_names["en"])
        return f"{w['solve']} ({names.get(imp.problem or '', w['any'])})"
    if imp.type == "company" and imp.sphere is not None and imp.side is not None:
        extra = f", {w['brash']} {imp.brash}" if imp.brash else ""
        return f"{w['company']} ({sph[SPHERES[imp.sphere]]} {w[SIDE_WORD[imp.side]]}{extra})"
    if imp.type == "exoglobal_recession" and imp.heat_index is not None:
        return f"{w['exoglobal_recession']} ({w['if_open'].format(n=imp.heat_index + 1)})"
    if imp.type == "nuclear_exchange" and imp.sphere is not None:
        return f"{w['nuclear_exchange']} ({sph[SPHERES[imp.sphere]]})"
    return w.get(imp.type, imp.type)


def card_text(card_id: str, lang: str = "en") -> str:
    """A card's impacts in words, top to bottom: ``A + (B OR C) + D`` (TRH-F-24/25), then its
    ability. ``lang`` is ``"en"`` or ``"hu"``."""
    w = WORDS.get(lang, WORDS["en"])
    card = T.cards[card_id]
    parts = []
    for group in card.impacts:
        texts = [impact_text(i, lang) for i in group]
        parts.append(texts[0] if len(texts) == 1 else "(" + f" {w['or']} ".join(texts) + ")")
    out = " + ".join(parts)
    disc = DISCIPLINE_WORDS.get(lang, DISCIPLINE_WORDS["en"])
    for kind, arg in card.abilities:
        out += "; " + (w[kind].format(d=disc[arg]) if kind == "patent_premium" and arg else w[kind])
    return out
