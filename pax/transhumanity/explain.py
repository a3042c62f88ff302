"""Why the winner won, in words (TRH-I, TRH-K-30): the ending, the scoring it called for and the
figures that decided it, tie-breaks included (the victory screen shows it)."""

from __future__ import annotations

from pax.core.sentences import Sentences

from .agents import is_exo
from .scoring import Standing, standing_rows
from .splay import dominant
from .state import TrhState
from .tables import T
from .view import player_name
from .vocabulary import COLOUR_WORDS, DISCIPLINE_WORDS

REGIMES = {"en": {"GLOB": "Globalization", "PS": "Paradigm Shift", **DISCIPLINE_WORDS["en"]},
           "hu": {"GLOB": "Globalizáció", "PS": "Paradigmaváltás", **DISCIPLINE_WORDS["hu"]}}

WHY = Sentences("transhumanity.why", {
    "en": {
        "tycoon": "Tycoon (TRH-I-5): {who} would place a fifth company and wins at once.",
        "plurality": "Plurality scoring (TRH-I-4, TRH-I-13/14): the Plurality card was researched; "
                     "1 point per solved problem, +1 in one's Secret sphere.",
        "five": "Singular scoring (TRH-I-3, TRH-I-12): five strips of one colour in a row in the Splay; "
                "1 point per Future Shock agent.",
        "shift": "Singular scoring under Paradigm Shift (TRH-I-11/12): 1 point per Future Shock agent.",
        "glob": "Normal scoring under Globalization (TRH-I-10): 1 point per company and solved problem in one's Secret sphere.",
        "normal": "Normal scoring under {regime} (TRH-I-7..9): 2 points per company and solved problem in the "
                  "dominant {colour} sphere, 1 in one's Secret sphere, 3 if it is both.",
        "points": "{who}: {mine} points vs {rival}.",
        "capital": "{who}: tied on {mine} points, more Capital (TRH-I-15): {capital} vs {rival}.",
        "wealth": "{who}: tied on {mine} points and {capital} Capital, more Wealth (TRH-I-16): {wealth} vs {rival}.",
        "shared": "{who} tie on points ({mine}), Capital ({capital}) and Wealth ({wealth}): a shared victory.",
        "solo_won": "{who} beats every Exoglobal outright (TRH-K-30): {mine} points vs {rival}.",
        "solo_lost": "{who}: {rival} points vs {person}'s {mine}; the person must beat every Exoglobal outright, "
                     "ties go to the Exoglobals (TRH-K-30).",
        "and": " and ",
    },
    "hu": {
        "tycoon": "Mágnás (TRH-I-5): {who} lerakná ötödik cégét, és azonnal nyer.",
        "plurality": "Többségi pontszámítás (TRH-I-4, TRH-I-13/14): a Többség kártyát kikutatták; "
                     "megoldott problémánként 1 pont, a Titkos szférában +1.",
        "five": "Szinguláris pontszámítás (TRH-I-3, TRH-I-12): öt egyszínű sáv egymás mellett a Sorban; "
                "jövősokk-ügynökönként 1 pont.",
        "shift": "Szinguláris pontszámítás Paradigmaváltás alatt (TRH-I-11/12): jövősokk-ügynökönként 1 pont.",
        "glob": "Normál pontszámítás Globalizáció alatt (TRH-I-10): a Titkos szféra cégei és megoldott problémái 1-1 pont.",
        "normal": "Normál pontszámítás ({regime}, TRH-I-7..9): a domináns {colour} szféra cégei és megoldott "
                  "problémái 2-2 pont, a Titkos szféráé 1-1, ha mindkettő, 3-3.",
        "points": "{who}: {mine} pont – {rival}.",
        "capital": "{who}: pontegyenlőség ({mine}), több Tőke (TRH-I-15): {capital} – {rival}.",
        "wealth": "{who}: pont- ({mine}) és Tőke-egyenlőség ({capital}), több Vagyon (TRH-I-16): {wealth} – {rival}.",
        "shared": "{who} pontban ({mine}), Tőkében ({capital}) és Vagyonban ({wealth}) is egyenlő: közös győzelem.",
        "solo_won": "{who} minden Exoglobálist egyértelműen megelőz (TRH-K-30): {mine} pont – {rival}.",
        "solo_lost": "{who}: {rival} pont, {person}: {mine}; az embernek minden Exoglobálist meg kell előznie, "
                     "döntetlennél az Exoglobálisok nyernek (TRH-K-30).",
        "and": " és ",
    },
})


def _scoring(s: TrhState, victory: str, lang: str) -> str:
    if victory == "plurality":
        return WHY(lang, "plurality")
    if victory == "singular":
        return WHY(lang, "shift" if T.regimes[s.regime].scoring == "singular" else "five")
    dom = dominant(s.regime)
    if dom is None:
        return WHY(lang, "glob")
    return WHY(lang, "normal", regime=REGIMES[lang].get(s.regime, s.regime), colour=COLOUR_WORDS[lang][dom])


def _figures(s: TrhState, rows: list[Standing], winners: tuple[int, ...], lang: str) -> str:
    def name(seat: int) -> str:
        return player_name(s, seat)

    top = rows[0]
    if s.solo:
        person = next(r for r in rows if not is_exo(s, r["seat"]))
        robots = [r for r in rows if is_exo(s, r["seat"])]
        best = max(r["points"] for r in robots) if robots else 0
        if 0 in winners:
            return WHY(lang, "solo_won", who=name(0), mine=person["points"], rival=best)
        who = WHY(lang, "and").join(name(w) for w in winners)
        return WHY(lang, "solo_lost", who=who, rival=best, person=name(person["seat"]), mine=person["points"])
    who = WHY(lang, "and").join(name(w) for w in winners)
    fields = {"who": who, "mine": top["points"], "capital": top["capital"], "wealth": top["wealth"]}
    if len(winners) > 1:
        return WHY(lang, "shared", **fields)
    rivals = [r for r in rows if r["seat"] not in winners]
    if not rivals:
        return ""
    if all(r["points"] < top["points"] for r in rivals):
        return WHY(lang, "points", rival=max(r["points"] for r in rivals), **fields)
    tied = [r for r in rivals if r["points"] == top["points"]]
    if all(r["capital"] < top["capital"] for r in tied):
        return WHY(lang, "capital", rival=max(r["capital"] for r in tied), **fields)
    tied = [r for r in tied if r["capital"] == top["capital"]]
    return WHY(lang, "wealth", rival=max(r["wealth"] for r in tied), **fields)


def explain(s: TrhState, lang: str = "en") -> str:
    """Why the game's winners won (``""`` while it runs)."""
    r = s.outcome
    if r is None:
        return ""
    lang = "hu" if lang == "hu" else "en"
    if r.victory == "tycoon":
        return WHY(lang, "tycoon", who=WHY(lang, "and").join(player_name(s, w) for w in r.winners))
    return f"{_scoring(s, r.victory, lang)} {_figures(s, standing_rows(r), r.winners, lang)}".strip()
