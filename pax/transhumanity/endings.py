"""Endings in reach: which seat could end the game with its next actions, and who would win.

A computer player's leaf evaluation (``evaluation.py``) reads this, so that the search sees a
game about to end before it ends. Traced losses of the search against the heuristic player were
of this kind: a rival with two companies held a feasible v2 Tipping Point whose Startups make it
the Tycoon (TRH-I-5); a rival led on Future Shock agents (TRH-I-12) under a Splay ending in four
strips of the colour of an idea it could commercialize (five in a row, TRH-I-3).

An ending is in reach of a seat when, with its next action (or two, the turn's seat having two
left or another seat at its next turn, when it must first Syndicate the card, TRH-F-4):

* it commercializes a card it syndicates, by a feasible route (TRH-F-16..19) and with Maker labor
  of its own in the card's column (``board.workers``, TRH-F-14), and the card's Startups would
  place its fifth company (TRH-I-5), its band would make five in a row (TRH-I-3), or the card ends
  the game (a Game End icon, TRH-I-2, or the Plurality card, TRH-G-17);
* it researches the Plurality card's column once the Draw Deck is empty, with Thinker labor there
  and the Plurality card at the bottom (TRH-I-4).

The result is estimated, not played: each Startup with a free Barrier adds a holding in its sphere,
each Nuclear Exchange takes what TRH-G-16 takes, the Regime is that of the Splay with the card's
band added (TRH-F-30), and ties go by Capital, then Wealth (TRH-I-15/16). Money is not checked
beyond the Syndicate's price (a labor fee can usually be raised), nor are the robots' seats: they
follow their own program (TRH-K).
"""

from __future__ import annotations

from .agents import is_exo
from .ai import research_all
from .board import company_spots, discs_placed, workers
from .commercialize import any_route
from .menu import syndicate_args
from .scoring import holdings_in, points, secret_column, sphere_points, tie_breaks
from .splay import black_open_in_splay, future_shock, future_shock_on_black, regime_of, strips
from .state import TrhState
from .tables import Card, T

#: the number of companies that makes a player the Tycoon (TRH-I-5: placing a fifth)
TYCOON = 5


def winning_endings(s: TrhState) -> list[bool]:
    """Per seat, whether an ending it wins alone is in reach of its next actions (see the module doc)."""
    n = len(s.colours)
    out = [False] * n
    if s.outcome is not None or n < 2:
        return out
    bands = strips(s)
    run_colour, run = _tail_run(bands)
    placed = [discs_placed(s, p) for p in range(n)]
    seats = [p for p in range(n) if not is_exo(s, p)]
    # actions each seat has before another seat's: the turn's seat what it has left, the others a turn's
    actions = [s.actions_left if p == s.turn else 2 for p in range(n)]
    if not s.deck:
        research = research_all(s, n)
        ready = [p for p in seats if research[p][1] >= 1.0]
        if ready:
            scores = _plurality_scores(s)
            for p in ready:
                out[p] = _sole(s, scores, p)
    for c, column in enumerate(s.market):
        for r, slot in enumerate(column):
            if slot is None:
                continue
            card = T.cards[slot["id"]]
            ends, most = _FACTS.get(card.id) or _card_facts(card)
            tail = run == T.parts.singularity_run - 1 and run_colour in (card.left, card.right)
            for p in seats:
                if out[p] or not (ends or tail or placed[p] + most >= TYCOON):
                    continue  # not even all its Startups would make a Tycoon
                starts = _startups(s, p, card)
                if not (ends or tail or placed[p] + starts >= TYCOON):
                    continue  # nothing this card could end: no need to ask for a route
                if not actions[p] or not workers(s, p, c, "M"):
                    continue  # no Maker labor (TRH-F-14)
                if p not in slot["s"] and (actions[p] < 2 or not syndicate_args(s, p, True, (c, r))):
                    continue  # not syndicated, and no Syndicate before the Commercialize (TRH-F-4)
                if not any_route(s, p, card.id, bands):
                    continue  # no feasible route (TRH-F-16..19)
                if placed[p] + starts >= TYCOON or any(
                        _sole(s, _scores_after(s, p, card, d, bands, starts), p)
                        for d in ((0, 1) if card.left != card.right else (0,))):
                    out[p] = True
    return out


def _tail_run(bands: list[str]) -> tuple[str | None, int]:
    """The colour of the Splay's last strip and how many strips of it end the Splay."""
    if not bands:
        return None, 0
    last, k = bands[-1], 0
    for b in reversed(bands):
        if b != last:
            break
        k += 1
    return last, k


_FACTS: dict[str, tuple[bool, int]] = {}


def _card_facts(card: Card) -> tuple[bool, int]:
    """Whether ``card`` ends the game when commercialized (the Plurality card, a Game End icon:
    TRH-I-2, TRH-G-17), and the most companies its Startups can place (one per impact group)."""
    facts = _FACTS.get(card.id)
    if facts is None:
        ends = card.kind == "plurality" or any(i.type == "game_end" for g in card.impacts for i in g)
        most = sum(1 for g in card.impacts
                   if any(i.type == "company" and i.sphere is not None and i.side is not None for i in g))
        facts = _FACTS[card.id] = (ends, most)
    return facts


def _startups(s: TrhState, seat: int, card: Card) -> int:
    """Startups of ``card`` that would place a company of ``seat`` (TRH-G-3..7: a free spot)."""
    k = 0
    for group in card.impacts:
        for imp in group:
            if imp.type == "company" and imp.sphere is not None and imp.side is not None and company_spots(
                    s, seat, imp.sphere, imp.side, imp.brash):
                k += 1
                break
    return k


def _scores_after(s: TrhState, seat: int, card: Card, d: int, bands: list[str], starts: int) -> list[tuple[int, int, int]]:
    """Every seat's (points, Capital, Wealth) when ``seat`` commercializes ``card`` with band
    ``d`` down and the game ends: Singular scoring by five in a row (TRH-I-3) or under Paradigm
    Shift (TRH-I-11), else Normal scoring under the new Regime (TRH-I-7..10); or the points 0 for
    everyone when the card ends nothing."""
    n = len(s.colours)
    after = [*bands, card.band(d)]
    five = _tail_run(after)[1] >= T.parts.singularity_run
    ends = card.kind == "plurality" or any(i.type == "game_end" for g in card.impacts for i in g)
    regime = T.regimes[regime_of(after)]
    slot_heat = _slot_heat(s, card.id)
    if five or (ends and regime.scoring == "singular"):
        pts = [future_shock(s, q) + slot_heat.count(q) for q in range(n)]  # heat agents become Future Shock (TRH-F-27)
    elif ends:
        hold = [[holdings_in(s, q, sp) for sp in range(len(T.board))] for q in range(n)]
        for group in card.impacts:
            imp = group[0]
            if imp.type == "company" and starts > 0 and imp.sphere is not None:
                hold[seat][imp.sphere] += 1
                starts -= 1
        open_black = black_open_in_splay(s)
        for group in card.impacts:
            imp = group[0]
            if imp.type == "nuclear_exchange" and imp.sphere is not None:  # TRH-G-16
                for q in range(n):
                    hold[q][imp.sphere] -= min(max(0, open_black - future_shock_on_black(s, q)), hold[q][imp.sphere])
        pts = [sphere_points(hold[q], secret_column(s, q), regime.id) for q in range(n)]
    else:
        return [(0, 0, 0)] * n
    return [(pts[q], *tie_breaks(s, q)) for q in range(n)]


def _slot_heat(s: TrhState, card_id: str) -> list[int | None]:
    for col in s.market:
        for slot in col:
            if slot is not None and slot["id"] == card_id:
                return list(slot["h"])
    return []


def _plurality_scores(s: TrhState) -> list[tuple[int, int, int]]:
    """Every seat's (points, Capital, Wealth) under Plurality scoring now (TRH-I-13/14)."""
    return [(points(s, q, "plurality"), *tie_breaks(s, q)) for q in range(len(s.colours))]


def _sole(s: TrhState, scores: list[tuple[int, int, int]], seat: int) -> bool:
    """Whether ``seat`` alone has the best score (TRH-I-15/16: a full tie is shared)."""
    mine = scores[seat]
    return all(mine > x for q, x in enumerate(scores) if q != seat)
