"""The player bands (each player's row of the table) of Pax Renaissance and Pax Transhumanity as a
person sees them at Fit on a 1024×768 touch tablet and a 1920×1080 desktop, in English and in
Hungarian, in positions late in seeded games (full tableaux, an Old Maid, a hand, a player whose
turn it is): every text of a band lies inside its band and inside the card or box it belongs to,
no text is drawn over a card or box it does not belong to, none is hidden under one (a fanned
card's text may run under the card fanned over it, its start in view), and no text of a band is
cut with an ellipsis. Screenshots of every band go to test-results/ for review.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import BOOT_TIMEOUT, switch_language, wait_ready
from test_renaissance_table import DESKTOP, SMALLEST_TEXT_JS, TABLET

from pax import get_rules
from pax.core import share

SHOTS = Path(__file__).resolve().parent.parent / "test-results"

# Seeded Pax Renaissance games played with a chooser that plays and buys cards whenever it may
# (tableaux of 7 to 10 cards): [players, seed, moves]. At move 137 of the 3-player game Player 1
# (Marchionni) has the turn, a card in hand and an Old Maid; at move 178 of the 4-player game
# Player 4 has an Old Maid beside a West tableau of 8 fanned cards.
REN_3P = (3, 6, [1, 1, 0, 0, 1, 0, 2, 0, 7, 2, 8, 1, 0, 1, 2, 0, 0, 0, 6, 2, 2, 0, 0, 0, 3, 9, 1, 4, 1, 0, 0, 0, 0, 2, 5, 1, 0,
                 0, 1, 2, 3, 3, 6, 11, 0, 0, 0, 5, 6, 0, 1, 0, 1, 6, 1, 1, 1, 1, 3, 1, 0, 0, 1, 3, 5, 1, 2, 7, 0, 1, 1, 2, 6,
                 1, 2, 4, 2, 12, 4, 3, 1, 0, 1, 0, 0, 9, 1, 1, 0, 0, 2, 2, 4, 1, 2, 9, 0, 0, 9, 1, 5, 3, 0, 0, 0, 9, 0, 1, 0,
                 1, 2, 1, 17, 0, 2, 5, 0, 0, 2, 11, 0, 0, 0, 0, 0, 8, 2, 0, 9, 6, 1, 9, 0, 6, 1, 0, 4])
REN_4P = (4, 5, [5, 0, 1, 0, 2, 1, 0, 1, 6, 1, 1, 1, 6, 8, 0, 3, 1, 0, 0, 0, 0, 0, 1, 2, 1, 0, 3, 6, 0, 0, 2, 2, 4, 9, 1, 1, 0,
                 2, 2, 11, 1, 0, 2, 10, 0, 4, 0, 1, 5, 0, 1, 0, 2, 0, 7, 1, 0, 0, 7, 0, 5, 9, 1, 0, 2, 0, 5, 2, 0, 6, 1, 0, 9,
                 3, 0, 0, 2, 1, 5, 0, 0, 0, 1, 1, 1, 0, 0, 3, 1, 2, 0, 2, 1, 0, 8, 0, 1, 1, 0, 1, 3, 5, 0, 1, 2, 2, 1, 0, 1, 0,
                 8, 0, 0, 1, 5, 0, 1, 1, 2, 3, 1, 4, 2, 2, 1, 4, 1, 1, 0, 1, 0, 9, 0, 1, 0, 1, 1, 12, 6, 2, 3, 8, 9, 4, 9, 4,
                 2, 2, 6, 3, 3, 4, 0, 2, 0, 1, 0, 0, 3, 2, 0, 1, 12, 0, 9, 11, 7, 4, 0, 1, 2, 0, 0, 0, 0, 0, 1, 1])

# Every shown text of each player band, judged against the boxes of that band (cards, the
# banker, Transhumanity's finance, patent, Think Tank and Secret boxes; each box's shape is its
# first rectangle). A text belongs to the innermost box around it, else to the band itself.
# Paint order is document order: a box after a text (or after the text's own box) lies over it.
BANDS = "#board-svg :is(.tableaux, .players) > .band"
BANDS_JS = """(BANDS) => {
  const BOX = '.card, .banker, .finance, .patents, .patent, .tank, .secret';
  const shown = (el) => el.getClientRects().length > 0 && !el.closest('[display=none]');
  const shape = (g) => g.querySelector(':scope > rect').getBoundingClientRect();
  const meets = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const within = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  const after = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) && !a.contains(b);
  const out = [];
  for (const band of document.querySelectorAll(BANDS)) {
    if (!shown(band)) continue;
    const bandBox = shape(band);
    const boxes = [...band.querySelectorAll(BOX)].filter(shown);
    const texts = [...band.querySelectorAll('text')].filter((t) => shown(t) && t.textContent.trim());
    const faults = [];
    for (const t of texts) {
      const tb = t.getBoundingClientRect();
      const owner = t.parentElement.closest(BOX + ', .band');
      const what = `"${t.textContent}"` + (owner === band ? '' : ` (in ${owner.dataset.id || owner.getAttribute('class')})`);
      if (!within(tb, bandBox)) faults.push(`${what} is not inside its band`);
      if (owner !== band && !within(tb, shape(owner))) faults.push(`${what} is not inside its own box`);
      if (t.textContent.trim().endsWith('…')) faults.push(`${what} is cut with an ellipsis`);
      for (const e of boxes) {
        if (e === owner || e.contains(owner) || !meets(tb, shape(e))) continue;
        const name = e.dataset.id || e.getAttribute('class');
        if (after(owner === band ? t : owner, e)) {
          // a fanned card may lie over its neighbour's text when that text starts in view
          const fan = owner.matches('.card') && e.matches('.card') && owner.parentNode === e.parentNode;
          if (!(fan && tb.left < shape(e).left - 2)) faults.push(`${what} is hidden under ${name}`);
        } else if (owner === band) faults.push(`${what} is drawn over ${name}`);
      }
    }
    out.push({seat: band.dataset.seat, faults});
  }
  return out;
}"""


def bands_ok(page, where: str, shot: str) -> None:
    """Each player band's texts (see BANDS_JS), and a screenshot of each band."""
    SHOTS.mkdir(exist_ok=True)
    bands = page.evaluate(BANDS_JS, BANDS)
    assert bands, where
    for i, band in enumerate(page.locator(BANDS).all()):
        if band.is_visible():
            band.screenshot(path=str(SHOTS / f"{shot}-band{i}.png"))
    faults = [f"seat {b['seat']}: {f}" for b in bands for f in b["faults"]]
    assert not faults, f"{where}: " + "; ".join(faults)


def open_replay(new_context, base_url, size: dict, game: str, players: int, seed: int, moves: list[int]):
    """The position after ``moves`` of a seeded game, every seat a person, at Fit."""
    page = new_context(**size).new_page()
    setup = get_rules(game).make_setup(players, seed, None, None)
    page.goto(f"{base_url}#g={share.encode(setup, moves)}&s={'p' * players}")
    page.wait_for_selector(".game[data-ready='yes'] #board-svg, #pass-ready", timeout=BOOT_TIMEOUT)
    wait_ready(page)
    return page


def fit(page) -> None:
    if page.locator("#zoom-fit").count():
        page.click("#zoom-fit")


SIZES = [(TABLET, "1024x768"), (DESKTOP, "1920x1080")]


@pytest.mark.parametrize("position", [REN_3P, REN_4P], ids=["3p-137", "4p-178"])
@pytest.mark.parametrize("size,name", SIZES, ids=[n for _, n in SIZES])
def test_renaissance_band_texts_fit_their_places(new_context, base_url, size, name, position):
    players, seed, moves = position
    page = open_replay(new_context, base_url, size, "renaissance", players, seed, moves)
    tag = f"renaissance-bands-{players}p-{name}"
    for lang in ("en", "hu"):
        if lang == "hu":
            switch_language(page, "hu", "#ren-prompt", "Velence")
        fit(page)
        if players == 3:
            # the texts stay legible at Fit: the 10 px minimum of a 3-player table on a tablet
            # (test_renaissance_map), kept with the Old Maids' column and the fitted texts
            smallest = page.evaluate(SMALLEST_TEXT_JS)
            assert smallest["min"] >= 10, (lang, smallest)
        page.screenshot(path=str(SHOTS / f"{tag}-{lang}.png"))
        bands_ok(page, f"{name} {lang}", f"{tag}-{lang}")


# A 4-player Pax Transhumanity game after 300 moves of its playout chooser (seed 1).
TRH_4P = (4, 1, 300)


def trh_moves(players: int, seed: int, n: int) -> list[int]:
    import random

    rules = get_rules("transhumanity")
    state = rules.initial_state(rules.make_setup(players, seed, None, None))
    rng = random.Random(seed)
    out: list[int] = []
    while len(out) < n:
        legal = rules.legal_actions(state)
        a = rules.playout_choice(state, legal, rng)
        out.append(legal.index(a))
        state = rules.apply_trusted(state, a)
        assert not rules.is_over(state), "the game ended before the position"
    return out


@pytest.mark.parametrize("size,name", SIZES, ids=[n for _, n in SIZES])
def test_transhumanity_band_texts_fit_their_places(new_context, base_url, size, name):
    players, seed, n = TRH_4P
    page = open_replay(new_context, base_url, size, "transhumanity", players, seed, trh_moves(players, seed, n))
    tag = f"transhumanity-bands-{name}"
    for lang in ("en", "hu"):
        if lang == "hu":
            switch_language(page, "hu", "#trh-prompt")
        fit(page)
        if not page.locator(BANDS).first.is_visible():  # a tablet shows the bands on their own page
            page.locator("[role=tab][aria-selected=false]").tap()
            page.wait_for_function("() => (sel) => document.querySelector(sel).getClientRects().length > 0", arg=BANDS)
        assert page.locator(BANDS).count() == players
        page.screenshot(path=str(SHOTS / f"{tag}-{lang}.png"))
        bands_ok(page, f"{name} {lang}", f"{tag}-{lang}")
