"""The docs a newcomer reads stay short and their links stay true (issue 33)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README_LIMIT = 15 * 1024  # bytes: what the project is and how to run it; figures live elsewhere
# Markdown links and images, ``[text](target)``; the target ends at a space (a title) or ``)``.
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)")
EXTERNAL = ("http://", "https://", "mailto:", "#")


def _docs() -> list[Path]:
    """Every Markdown file of the project (not the installed packages or built output)."""
    skip = {".venv", "node_modules", "build", "dist", ".git"}
    return sorted(p for p in ROOT.rglob("*.md") if not skip & set(p.relative_to(ROOT).parts))


def test_readme_stays_under_15_kb() -> None:
    size = len((ROOT / "README.md").read_bytes())
    assert size <= README_LIMIT, f"README.md is {size} bytes; move figures to docs/benchmarks.md or BALANCE.md"


def test_the_docs_named_in_the_readme_exist() -> None:
    for doc in ("docs/ARCHITECTURE.md", "docs/benchmarks.md", "pax/transhumanity/data/BALANCE.md"):
        assert (ROOT / doc).is_file(), doc


def test_relative_links_in_the_docs_resolve() -> None:
    broken = []
    docs = _docs()
    assert ROOT / "README.md" in docs and ROOT / "docs" / "ARCHITECTURE.md" in docs
    for doc in docs:
        for target in LINK.findall(doc.read_text(encoding="utf-8")):
            if target.startswith(EXTERNAL):
                continue
            path = target.split("#", 1)[0]
            if not (doc.parent / path).exists():
                broken.append(f"{doc.relative_to(ROOT)}: {target}")
    assert not broken, broken


def test_the_architecture_doc_has_the_picture_and_the_checklist() -> None:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    # a click's path, in order, through every layer
    path = ["renderer.js", "game.js", "engine.js", "worker.py", "facade.py", "rules.py"]
    picture = text.split("```", 2)[1]
    positions = [picture.index(step) for step in path]
    assert positions == sorted(positions)
    assert "## Adding a game" in text
