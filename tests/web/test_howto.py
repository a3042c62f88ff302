"""The How to play guides (``howto-<game>.html``, written by scripts/howto.py from
``web/games/<game>/howto.json``): one entry per rule ID of the game's specification
(``../shared/rules/<game>.md``) in English and Hungarian, the rulings of the specification marked
as ours, every figure kind drawn by the game's figures.js, every text escaped; and every rule ID a
game's log links to has its entry."""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from pax.renaissance.cardinfo import catalog as ren_catalog
from pax.transhumanity import account
from pax.transhumanity.cardinfo import catalog as trh_catalog

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import howto  # noqa: E402

# the specifications beside the repository (the repo root's parent; a worktree's one more up)
SPECS = next((p for p in (ROOT.parent / "shared" / "rules", ROOT.parent.parent / "shared" / "rules") if p.exists()), None)
needs_spec = pytest.mark.skipif(SPECS is None, reason="the shared rules specification is not beside the repository")
# The games whose guide must cover their whole specification.
GUIDES = ("renaissance", "transhumanity")


class Entries(HTMLParser):
    """Each element with an id on the page; for rule entries the languages of their paragraphs and
    whether they carry the ruling mark; each figure's kind."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.rules: dict[str, set[str]] = {}
        self.marked: set[str] = set()
        self.kinds: list[str] = []
        self.current: str | None = None
        self.depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            assert a["id"] not in self.ids, f"id {a['id']} twice"
            self.ids.add(a["id"] or "")
        classes = (a.get("class") or "").split()
        if tag == "figure" and a.get("data-kind"):
            self.kinds.append(a["data-kind"] or "")
        if "rule-entry" in classes:
            self.current = a["id"] or ""
            self.rules[self.current] = set()
            self.depth = 0
        elif self.current:
            if tag == "div":
                self.depth += 1
            if tag == "p" and a.get("lang"):
                self.rules[self.current].add(a["lang"] or "")
            if "ruling-mark" in classes:
                self.marked.add(self.current)

    def handle_endtag(self, tag: str) -> None:
        if tag == "div" and self.current:
            if self.depth == 0:
                self.current = None
            else:
                self.depth -= 1


def parsed(game: str) -> Entries:
    path = howto.guide_paths()[game]
    parser = Entries()
    parser.feed(howto.page(game, howto.load_guide(path)))
    return parser


def spec_ids(game: str) -> set[str]:
    """Every rule ID of the specification, found as ../shared/tools/rule_coverage.py finds them."""
    text = (SPECS / f"{game}.md").read_text(encoding="utf-8")
    return set(re.findall(r"\b(?:REN|TRH)-[A-Z]-\d+\b", text))


def spec_rulings(game: str) -> set[str]:
    """The rules whose text in the specification carries a ``Ruling`` line (``Ruling:``, or
    ``Ruling (to confirm …)`` and the like)."""
    text = (SPECS / f"{game}.md").read_text(encoding="utf-8")
    rules = text[text.index("\n# Rules"):text.index("\n# Rulings that most need")]
    out, current = set(), None
    for line in rules.splitlines():
        m = re.match(r"#### ((?:REN|TRH)-[A-Z]-\d+) ", line)
        if m:
            current = m.group(1)
        elif line.startswith("#"):
            current = None
        elif re.match(r"Ruling\b", line) and current:
            out.add(current)
    return out


def anchor(rule: str) -> str:
    return re.split(r"[ ,.]", rule)[0]  # as web/app/game.js links it


@needs_spec
@pytest.mark.parametrize("game", GUIDES)
def test_every_rule_id_of_the_spec_has_an_entry_in_both_languages(game):
    page = parsed(game)
    wanted = spec_ids(game)
    assert len(wanted) > 150
    missing = sorted(wanted - set(page.rules))
    assert not missing, f"rules without an entry: {missing}"
    for rid, langs in page.rules.items():
        assert langs == {"en", "hu"}, f"{rid} is not in both languages"


@pytest.mark.parametrize("game", GUIDES)
def test_every_rule_the_log_links_to_has_an_entry(game):
    rules = {"renaissance": ren_catalog, "transhumanity": trh_catalog}[game]()["action_rules"]
    missing = sorted({anchor(r) for r in rules.values()} - set(parsed(game).rules))
    assert not missing, missing


@needs_spec
@pytest.mark.parametrize("game", GUIDES)
def test_rulings_of_the_spec_are_marked_as_ours(game):
    """REN-D-14's ruling (a refused claim costs nothing) is ours; REN-A-1 (player count) is the summary's."""
    page = parsed(game)
    rulings = spec_rulings(game)
    assert rulings and rulings <= page.marked, sorted(rulings - page.marked)
    assert not (page.marked & spec_ids(game)) - rulings, sorted((page.marked & spec_ids(game)) - rulings)


@pytest.mark.parametrize("game", GUIDES)
def test_every_figure_kind_is_drawn_by_the_game_figures(game):
    source = (ROOT / "web" / "games" / game / "figures.js").read_text(encoding="utf-8")
    block = re.search(r"export const KINDS = \{(.*?)\};", source, re.S)
    assert block, "figures.js exports no KINDS object"
    kinds = {m.group(1) for part in block.group(1).split(",")
             if (m := re.fullmatch(r"\s*([A-Za-z_]\w*)\s*(?::.*)?", part, re.S))}
    used = set(parsed(game).kinds)
    assert used, "a guide without figures"
    assert used <= kinds, sorted(used - kinds)
    # the drawings are the renderer's own: figures.js imports its drawing code
    assert re.search(r'from "\./renderer\.js"', source)


@pytest.mark.parametrize("game", GUIDES)
def test_guide_structure_and_texts(game):
    guide = json.loads((ROOT / "web" / "games" / game / "howto.json").read_text(encoding="utf-8"))
    assert guide["game"] == game
    sections = {s["id"] for s in guide["sections"]}
    assert {"goal", "turn", "endings"} <= sections
    for s in guide["sections"]:
        for text in [s["title"], *s["body"], *(f["caption"] for f in s.get("figures", []))]:
            assert text["en"].strip() and text["hu"].strip() and text["en"] != text["hu"] or text["en"] == "Pax Renaissance"
    for g in guide["glossary"]:
        assert g["term"]["en"] and g["term"]["hu"] and g["text"]["en"] and g["text"]["hu"]
    page = parsed(game)
    assert {"glossary"} | sections <= page.ids


def test_text_is_escaped():
    guide = {"title": {"en": "<b>x</b>", "hu": "y"}, "intro": {"en": "a & b", "hu": "<script>"},
             "sections": [{"id": "s", "title": {"en": "t", "hu": "t"}, "body": [], "figures": [
                 {"kind": "k", "args": {"q": "\"'><"}, "caption": {"en": "<i>", "hu": "c"}}], "rules": ["X-1"]}],
             "rules": {"X-1": {"en": "<img src=x>", "hu": "ok", "ruling": True}}, "glossary": []}
    html = howto.page("g", guide)
    assert "<script>" not in html and "<img" not in html and "<b>x" not in html and "<i>" not in html
    assert "&lt;img src=x&gt;" in html and "a &amp; b" in html
    parser = Entries()
    parser.feed(html)
    assert parser.rules == {"X-1": {"en", "hu"}} and parser.marked == {"X-1"}


def test_transhumanity_guide_covers_every_logged_rule():
    """The Transhumanity guide explains every rule ID its log links to (the actions' rules and the
    robots' account), in both languages."""
    page = parsed("transhumanity")
    wanted = {anchor(r) for r in trh_catalog()["action_rules"].values()}
    for words in account.WORDS["en"].values():
        wanted |= set(re.findall(r"TRH-[A-Z]-\d+", words))
    missing = sorted(r for r in wanted if r not in page.rules)
    assert not missing, f"rules without an entry: {missing}"
    for rid, langs in page.rules.items():
        assert langs == {"en", "hu"}, f"{rid} is not in both languages"


def test_build_writes_a_page_per_guide(tmp_path):
    names = howto.write_pages(tmp_path)
    assert "howto-renaissance.html" in names and "howto-transhumanity.html" in names
    index = (ROOT / "web" / "howto.html").read_text(encoding="utf-8")
    for name in names:
        assert f'href="{name}"' in index  # the index lists (and forwards to) every guide
