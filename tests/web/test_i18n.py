"""Every UI string comes from web/i18n/strings.json, complete in English and Hungarian."""

from __future__ import annotations

import json
import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
CATALOGUE = json.loads((WEB / "i18n" / "strings.json").read_text())
KEY_USE = [
    re.compile(r"""\bt\(\s*["']([\w.]+)["']"""),          # t("key", …) in JavaScript
    re.compile(r"""data-i18n=["']([\w.]+)["']"""),         # static text in HTML
    re.compile(r"""["']((?:saves\.bad|start|game|share|saves|error|engine|storage|import)\.[\w.]+)["']"""),  # keys in tables
]


def used_keys() -> set[str]:
    keys: set[str] = set()
    for path in list(WEB.rglob("*.js")) + list(WEB.rglob("*.html")):
        text = path.read_text()
        for pattern in KEY_USE:
            keys.update(pattern.findall(text))
    return keys


def test_both_languages_have_the_same_keys():
    assert set(CATALOGUE) == {"en", "hu"}
    assert set(CATALOGUE["en"]) == set(CATALOGUE["hu"])


def test_every_key_used_by_the_page_exists():
    used = used_keys()
    assert len(used) > 40  # the scan really finds the page's strings
    for lang in ("en", "hu"):
        missing = sorted(k for k in used if k not in CATALOGUE[lang])
        assert not missing, f"missing in {lang}: {missing}"


def test_strings_are_filled_and_placeholders_match():
    for key, en in CATALOGUE["en"].items():
        hu = CATALOGUE["hu"][key]
        assert en.strip() and hu.strip(), key
        assert set(re.findall(r"\{(\w+)\}", en)) == set(re.findall(r"\{(\w+)\}", hu)), key


def test_known_games_have_names():
    for gid in ("renaissance", "transhumanity", "toy_nim"):
        assert f"game.{gid}" in CATALOGUE["en"]


def test_no_markup_insertion_in_the_page_code():
    """Text reaches the page only as text: no innerHTML/outerHTML/insertAdjacentHTML/document.write."""
    for path in WEB.rglob("*.js"):
        code = path.read_text()
        for bad in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
            assert bad not in code, f"{path.name} uses {bad}"


def test_no_key_is_written_twice():
    """A key written twice silently keeps only its last text (a merge can do that): refuse it."""
    def pairs_hook(pairs):
        keys = [k for k, _ in pairs]
        dup = sorted({k for k in keys if keys.count(k) > 1})
        assert not dup, f"keys written twice: {dup}"
        return dict(pairs)

    json.loads((WEB / "i18n" / "strings.json").read_text(), object_pairs_hook=pairs_hook)
