"""axe-core finds no serious or critical accessibility violations on the start page and on the
Pax Renaissance table (1920×1080 and 1024×768 touch, drawer open and closed, at the end of a game)."""

from __future__ import annotations

import pytest
from axe import serious_violations
from helpers import open_drawer, wait_engine
from test_renaissance_table import DESKTOP, MOVES, TABLET, open_position


def show(violations: list[dict]) -> str:
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']} — {v['nodes'][:5]}" for v in violations)


def test_start_page_has_no_serious_violations(new_context, base_url):
    page = new_context(**DESKTOP).new_page()
    page.goto(base_url)
    wait_engine(page)
    found = serious_violations(page)
    assert not found, show(found)
    # the harness can fail: a button whose accessible name does not contain its visible text
    page.evaluate("""() => { const b = document.createElement('button'); b.textContent = 'Buy the card';
                             b.setAttribute('aria-label', 'Sell'); document.querySelector('main').append(b); }""")
    assert "label-content-name-mismatch" in [v["id"] for v in serious_violations(page)]


@pytest.mark.parametrize("upto", [0, 61, 118, len(MOVES)])
def test_renaissance_table_has_no_serious_violations(new_context, base_url, upto):
    """Positions along a seeded game, every seat a person (each position's decider has its targets)."""
    page = open_position(new_context, base_url, DESKTOP, moves=MOVES[:upto], kinds="ppp")
    found = serious_violations(page)
    assert not found, show(found)


def test_renaissance_table_on_a_tablet_has_no_serious_violations(new_context, base_url):
    page = open_position(new_context, base_url, TABLET, moves=MOVES)
    found = serious_violations(page)
    open_drawer(page)
    found += serious_violations(page)
    assert not found, show(found)
