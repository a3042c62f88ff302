"""Write the "How to play" guides: ``howto-<game>.html`` for each game with a guide.

    python3 scripts/howto.py [--out DIR]      (scripts/build.py calls ``write_pages``)

A guide is ``web/games/<game>/howto.json`` (format: web/README.md, "How to play guides"): sections
with paragraphs, figures and the rule IDs they explain, one explanation per rule ID, a glossary,
every text in English and Hungarian. The page is static HTML holding both languages (the page
script web/app/howto.js shows one, the player's choice ``pax.lang``); each ``<figure data-kind>``
is drawn by the page script with the game's ``figures.js`` (its renderer's own drawing code).
"""

from __future__ import annotations

import argparse
import json
from html import escape
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "hu")

# Words of the page itself (the guide's own texts are in its howto.json).
WORDS = {
    "page": {"en": "How to play", "hu": "Játékszabály"},
    "contents": {"en": "Contents", "hu": "Tartalom"},
    "glossary": {"en": "Glossary", "hu": "Fogalmak"},
    "more": {"en": "Further rules", "hu": "További szabályok"},
    "more_intro": {"en": "The remaining rules of the game, each in a sentence or two.",
                   "hu": "A játék további szabályai, mindegyik egy-két mondatban."},
    "ruling": {"en": "our ruling", "hu": "saját döntésünk"},
    "ruling_note": {"en": "The rules summary is silent or unclear here; this is how our game decides.",
                    "hu": "A szabály-összefoglaló itt hallgat vagy nem egyértelmű; a játékunk így dönt."},
    "rulings_intro": {"en": "Entries marked “our ruling” are decisions of ours where the rules summary is silent or unclear.",
                      "hu": "A „saját döntésünk” jelű szabályoknál az összefoglaló hallgat vagy nem egyértelmű: ez a mi döntésünk."},
    "all": {"en": "All guides", "hu": "Minden útmutató"},
    "back": {"en": "Back to Pax", "hu": "Vissza"},
    "drawing": {"en": "Drawing…", "hu": "Rajzolás…"},
}


def guide_paths(root: Path = ROOT) -> dict[str, Path]:
    """Each game's guide source: its howto.json."""
    return {p.parent.name: p for p in sorted((root / "web" / "games").glob("*/howto.json"))}


def load_guide(path: Path) -> dict[str, Any]:
    guide: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return guide


def both(texts: dict[str, str], tag: str = "span", attrs: str = "") -> str:
    """One element per language, each with its class and lang (the page shows one of them)."""
    return "".join(f'<{tag} class="{lang}" lang="{lang}"{attrs}>{escape(texts[lang])}</{tag}>' for lang in LANGS)


def rule_entry(rid: str, rule: dict[str, Any]) -> str:
    mark = ""
    paras = []
    for lang in LANGS:
        if rule.get("ruling"):
            mark = (f' <strong class="ruling-mark" title="{escape(WORDS["ruling_note"][lang])}">'
                    f'{escape(WORDS["ruling"][lang])}</strong>')
        paras.append(f'<p class="{lang}" lang="{lang}">{escape(rule[lang])}{mark}</p>')
    cls = "rule-entry ruling" if rule.get("ruling") else "rule-entry"
    rid_e = escape(rid)
    return (f'<div class="{cls}" id="{rid_e}"><dt><a href="#{rid_e}">{rid_e}</a></dt>'
            f'<dd>{"".join(paras)}</dd></div>')


def figure(fig: dict[str, Any]) -> str:
    args = escape(json.dumps(fig.get("args", {}), ensure_ascii=False, separators=(",", ":")), quote=True)
    cap = fig.get("caption")
    return (f'<figure class="howto-figure" data-kind="{escape(fig["kind"])}" data-args="{args}">'
            f'<div class="figure-art" aria-hidden="true"></div>'
            + (f"<figcaption>{both(cap)}</figcaption>" if cap else "") + "</figure>")


def section(sid: str, title: dict[str, str], body: str) -> str:
    s = escape(sid)
    return f'<section id="{s}" aria-labelledby="{s}-h"><h2 id="{s}-h">{both(title)}</h2>{body}</section>'


def page(game: str, guide: dict[str, Any]) -> str:
    """The static HTML of one game's guide."""
    rules: dict[str, dict[str, Any]] = guide.get("rules", {})
    placed: list[str] = []
    parts = []
    toc = []
    for sec in guide.get("sections", []):
        body = "".join(both(p, "p") for p in sec.get("body", []))
        body += "".join(figure(f) for f in sec.get("figures", []))
        ids = [r for r in sec.get("rules", []) if r in rules and r not in placed]
        placed += ids
        if ids:
            body += '<dl class="rules">' + "".join(rule_entry(r, rules[r]) for r in ids) + "</dl>"
        parts.append(section(sec["id"], sec["title"], body))
        toc.append((sec["id"], sec["title"]))
    rest = [r for r in rules if r not in placed]
    if rest:
        body = both(WORDS["more_intro"], "p") + '<dl class="rules">' + "".join(rule_entry(r, rules[r]) for r in rest) + "</dl>"
        parts.append(section("more-rules", WORDS["more"], body))
        toc.append(("more-rules", WORDS["more"]))
    if guide.get("glossary"):
        items = "".join(
            f'<div class="term" id="term-{escape(g["id"])}"><dt>{both(g["term"])}</dt><dd>{both(g["text"], "p")}</dd></div>'
            for g in guide["glossary"])
        parts.append(section("glossary", WORDS["glossary"], f'<dl class="glossary">{items}</dl>'))
        toc.append(("glossary", WORDS["glossary"]))
    contents = ('<nav class="contents" aria-labelledby="contents-h"><h2 id="contents-h">' + both(WORDS["contents"]) + "</h2><ol>"
                + "".join(f'<li><a href="#{escape(sid)}">{both(title)}</a></li>' for sid, title in toc) + "</ol></nav>")
    intro = both(guide["intro"], "p") if guide.get("intro") else ""
    if any(r.get("ruling") for r in rules.values()):
        intro += both(WORDS["rulings_intro"], "p", ' data-rulings=""')
    title = guide["title"]
    return f"""<!doctype html>
<html lang="en">
<head>
 <meta charset="utf-8">
 <meta name="viewport" content="width=device-width, initial-scale=1">
 <title>{escape(title["en"])} — {escape(WORDS["page"]["en"])} · Pax</title>
 <link rel="icon" href="icon.svg" type="image/svg+xml">
 <link rel="stylesheet" href="style.css">
 <link rel="stylesheet" href="howto.css">
 <script type="module" src="app/howto.js"></script>
</head>
<body class="howto" data-game="{escape(game)}">
 <header class="howto-head">
  <h1>{both(title)}</h1>
  <nav aria-label="Language / Nyelv">
   <button type="button" id="howto-en" data-lang="en">English</button>
   <button type="button" id="howto-hu" data-lang="hu">Magyar</button>
   <a class="button" href="howto.html">{both(WORDS["all"])}</a>
   <a class="button" href="./">{both(WORDS["back"])}</a>
  </nav>
 </header>
 <main>
  {intro}
  {contents}
  {"".join(parts)}
 </main>
</body>
</html>
"""


def write_pages(out: Path, root: Path = ROOT) -> list[str]:
    """Write ``howto-<game>.html`` into ``out`` for every game with a guide; their file names."""
    written = []
    for game, path in guide_paths(root).items():
        name = f"howto-{game}.html"
        (out / name).write_text(page(game, load_guide(path)), encoding="utf-8")
        written.append(name)
    return written


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "dist")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in write_pages(args.out):
        print("howto:", args.out / name)


if __name__ == "__main__":
    main()
