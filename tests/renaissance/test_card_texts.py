"""The explanations the table shows for operations say what the engine does (issue 31).

The Tax text once read "take a florin from a Concession's owner" while the engine, as the rules
say, makes the owner pay China (or be repressed), then levy.
"""

from __future__ import annotations

from pax.renaissance.cardinfo import catalog


def test_ren_f_11_tax_text_says_the_owner_pays_china_or_is_repressed_then_levies():
    """REN-F-11 (the owner pays 1 florin to China, or the Concession is repressed), REN-F-13 (the
    owner then levies a city of the taxing Empire), in both languages."""
    tax = catalog()["ops"]["tax"]
    en, hu = tax["en"].lower(), tax["hu"].lower()
    assert "china" in en and "repressed" in en and "levies" in en
    assert "take a florin" not in en and "may levy" not in en  # the taxer gains nothing; the levy is not optional
    assert "kíná" in hu and "elnyom" in hu and "mozgósít" in hu
    assert "szed" not in hu
    assert "REN-F-11" in tax["rules"] and "F-13" in tax["rules"]
