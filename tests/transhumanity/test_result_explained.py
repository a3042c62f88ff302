"""The result says why the winner won (issue 31): every ending kind of Pax Transhumanity (TRH-I,
solo TRH-K-30) is explained with its scoring and the deciding figures, in English and Hungarian."""

from __future__ import annotations

from pax.transhumanity.scoring import finish
from pax.transhumanity.tables import T

from .helpers import RULES, fresh, give, take


def _two_player(regime: str = "B"):
    """Ann (seat 0, Secret Computing) 2 blue companies + 1 blue problem; Bob 1 blue company."""
    s = fresh(2)
    s.regime = regime
    s.secret = ["B", "G"]
    s.company.update({"CL-T1": 0, "CL-T2": 0, "CL-M2": 1})
    s.problems.update({"CL-1": 0})
    return s


def _why(s) -> tuple[str, str]:
    return RULES.explain(s, "en"), RULES.explain(s, "hu")


def test_trh_i_7_to_9_normal_scoring_names_the_regime_and_the_points():
    s = _two_player("B")
    finish(s, "normal")
    en, hu = _why(s)
    assert en == ("Normal scoring under Computing (TRH-I-7..9): 2 points per company and solved problem in the "
                  "dominant blue sphere, 1 in one's Secret sphere, 3 if it is both. Player 1: 9 points vs 2.")
    assert hu.startswith("Normál pontszámítás (Számítástechnika, TRH-I-7..9)") and hu.endswith("Player 1: 9 pont – 2.")


def test_trh_i_10_normal_scoring_under_globalization():
    s = _two_player("GLOB")
    finish(s, "normal")
    en, hu = _why(s)
    assert en.startswith("Normal scoring under Globalization (TRH-I-10)") and en.endswith("Player 1: 3 points vs 0.")
    assert "Globalizáció alatt" in hu and hu.endswith("Player 1: 3 pont – 0.")


def _shocked(regime: str):
    """The two-player position with Future Shock agents on a Splay card (TRH-I-12): Player 1 two,
    Player 2 one."""
    s = _two_player(regime)
    cid = next(c for c in T.ideas[10:] if len(T.cards[c].heat) >= 3 and c not in {e["id"] for e in s.splay})
    take(s, cid)
    s.splay.append({"id": cid, "d": 0, "h": [0, 1, 0] + [None] * (len(T.cards[cid].heat) - 3)})
    s.regime = regime
    return s


def test_trh_i_11_paradigm_shift_and_trh_i_3_five_in_a_row_are_singular():
    s = _shocked("PS")
    finish(s, "normal")  # TRH-I-11: Normal under Paradigm Shift becomes Singular
    en, hu = _why(s)
    assert en == ("Singular scoring under Paradigm Shift (TRH-I-11/12): 1 point per Future Shock agent. "
                  "Player 1: 2 points vs 1.")
    assert "Paradigmaváltás" in hu and hu.endswith("Player 1: 2 pont – 1.")
    s = _shocked("B")
    finish(s, "singular")
    en, hu = _why(s)
    assert en == ("Singular scoring (TRH-I-3, TRH-I-12): five strips of one colour in a row in the Splay; "
                  "1 point per Future Shock agent. Player 1: 2 points vs 1.")
    assert "öt egyszínű sáv" in hu and hu.endswith("Player 1: 2 pont – 1.")


def test_trh_i_4_plurality_scoring():
    s = _two_player("B")
    finish(s, "plurality")
    en, hu = _why(s)
    assert en.startswith("Plurality scoring (TRH-I-4") and en.endswith("Player 1: 2 points vs 0.")
    assert hu.startswith("Többségi pontszámítás") and hu.endswith("Player 1: 2 pont – 0.")


def test_trh_i_5_tycoon():
    s = _two_player("B")
    finish(s, "tycoon", (1,))
    assert _why(s) == ("Tycoon (TRH-I-5): Player 2 would place a fifth company and wins at once.",
                       "Mágnás (TRH-I-5): Player 2 lerakná ötödik cégét, és azonnal nyer.")


def test_trh_i_15_i_16_tie_breaks_by_capital_then_wealth_and_a_shared_tie():
    s = _two_player("B")
    s.company.pop("CL-T2")
    s.problems.pop("CL-1")
    s.secret = ["G", "G"]
    give(s, 0, 5, 1)
    give(s, 1, 3, 1)
    t = s.model_copy(deep=True)
    finish(s, "normal")
    en, hu = _why(s)
    assert en.endswith("Player 1: tied on 2 points, more Capital (TRH-I-15): 5 vs 3.")
    assert hu.endswith("több Tőke (TRH-I-15): 5 – 3.")
    give(t, 1, 5, 0)
    u = t.model_copy(deep=True)
    finish(t, "normal")
    assert RULES.explain(t).endswith("Player 1: tied on 2 points and 5 Capital, more Wealth (TRH-I-16): 1 vs 0.")
    give(u, 1, 5, 1)
    finish(u, "normal")
    en, hu = _why(u)
    assert en.endswith("Player 1 and Player 2 tie on points (2), Capital (5) and Wealth (1): a shared victory.")
    assert hu.endswith("közös győzelem.")


def test_trh_k_30_solo_names_the_person_against_the_best_exoglobal():
    s = fresh(1, solo="easy")
    s.regime = "B"
    s.secret[0] = "B"
    s.company.update({"CL-T1": 0})
    won = s.model_copy(deep=True)
    finish(won, "normal")
    en, hu = _why(won)
    assert RULES.result(won).winners == (0,)
    assert en.endswith("Player 1 beats every Exoglobal outright (TRH-K-30): 3 points vs 0.")
    assert "minden Exoglobálist egyértelműen megelőz (TRH-K-30): 3 pont – 0." in hu
    lost = fresh(1, solo="easy")
    lost.regime = "B"
    robot = 1
    lost.company.update({"CL-T1": robot})
    finish(lost, "normal")
    en, hu = _why(lost)
    assert RULES.result(lost).winners == (robot,)
    assert en.endswith("Exoglobal " + lost.colours[robot].title() + ": 2 points vs Player 1's 0; the person must "
                       "beat every Exoglobal outright, ties go to the Exoglobals (TRH-K-30).")
    assert "döntetlennél az Exoglobálisok nyernek" in hu
