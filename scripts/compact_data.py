"""Write (or, with ``--check``, verify) the compact data files: each game's card catalogue,
validated by its pydantic models here, once, so that a start reads it back without validating it
(``pax.core.compact``). The build writes them into the engine it ships; the tests check that
the committed ones equal a fresh validation.

    .venv/bin/python scripts/compact_data.py [--check]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pax.core.compact import Compacted  # noqa: E402
from pax.core.packagedata import DataFile  # noqa: E402


def files() -> list[Compacted]:
    """Every compact file the engine reads."""
    from pax.renaissance import catalog as ren
    from pax.transhumanity import cardset, catalog as trh

    return [ren.COMPACT, trh.COMPACT, cardset.COMPACT]


def path_of(f: Compacted) -> Path:
    """Where ``f``'s file lies in this checkout."""
    assert isinstance(f.file, DataFile), f.file
    return f.file.path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="fail if a file differs from a fresh validation")
    check = ap.parse_args().check
    stale = []
    for f in files():
        text = f.text()
        path = path_of(f)
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        if check:
            stale.append(str(path.relative_to(ROOT)))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)} ({len(text.encode()):,} bytes)")
    if stale:
        sys.exit(f"stale compact data (run scripts/compact_data.py): {', '.join(stale)}")


if __name__ == "__main__":
    main()
