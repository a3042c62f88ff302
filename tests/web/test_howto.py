"""The How to play page (web/howto.html) explains, in English and Hungarian, every rule ID the
game log links to (each game's ``cardinfo`` ``action_rules``, and the robots' account)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from pax.renaissance.cardinfo import catalog as ren_catalog
from pax.transhumanity import account
from pax.transhumanity.cardinfo import catalog as trh_catalog

PAGE = Path(__file__).resolve().parents[2] / "web" / "howto.html"


class Entries(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: dict[str, set[str]] = {}
        self.current: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if "rule-entry" in (a.get("class") or "").split():
            self.current = a["id"] or ""
            self.ids[self.current] = set()
        elif tag == "p" and self.current and a.get("lang"):
            self.ids[self.current].add(a["lang"] or "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "div":
            self.current = None


def entries() -> dict[str, set[str]]:
    parser = Entries()
    parser.feed(PAGE.read_text())
    return parser.ids


def anchor(rule: str) -> str:
    return re.split(r"[ ,.]", rule)[0]  # as web/app/game.js links it


def test_every_logged_rule_has_an_entry_in_both_languages():
    have = entries()
    wanted = {anchor(r) for r in trh_catalog()["action_rules"].values()} | {anchor(r) for r in ren_catalog()["action_rules"].values()}
    for words in account.WORDS["en"].values():
        wanted |= set(re.findall(r"TRH-[A-Z]-\d+", words))
    missing = sorted(r for r in wanted if r not in have)
    assert not missing, f"rules without an entry: {missing}"
    for rid, langs in have.items():
        assert langs == {"en", "hu"}, f"{rid} is not in both languages"
