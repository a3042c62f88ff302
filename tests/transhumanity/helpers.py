"""Position-building helpers for Transhumanity rules tests (see pax/transhumanity/ARCHITECTURE.md)."""

from __future__ import annotations

from pax.core import Action
from pax.transhumanity.turn import run
from pax.transhumanity.market import new_slot
from pax.transhumanity.rules import TranshumanityRules
from pax.transhumanity.state import TrhState, clone
from pax.transhumanity.tables import T
from pax.transhumanity.flow import at_menu

RULES = TranshumanityRules()
A = Action.of


def fresh(players: int = 2, seed: int = 1, solo: str | None = None, empty: bool = True,
          colour: str = "blue", cards: int = 1) -> TrhState:
    """A game after setup with every Secret sphere chosen (first offer), seat 0 to act.

    ``cards``: the card-set version it deals (version 1 unless a test names another: the rules
    tests were written against version 1's cards and keep them whatever version is current).

    ``empty``: the Market and the Splay are emptied into the discard pile so that a test places
    exactly the cards it needs (``put``, ``splay``)."""
    s = RULES.new_game(players, seed, options={"cards": cards, **({"solo": solo} if solo else {})})
    while not at_menu(s):  # the setup decisions
        legal = RULES.legal_actions(s)
        pick = next((a for a in legal if a.kind == "colour" and a.args[0] == colour), legal[0])
        s = RULES.apply(s, pick)
    s = clone(s)
    if empty:
        for col in s.market:
            for r, slot in enumerate(col):
                if slot is not None:
                    s.discard.append(slot["id"])
                    col[r] = None
        s.discard += [e["id"] for e in s.splay]
        s.splay = []
        s.regime = "GLOB"
    return s


def take(s: TrhState, card_id: str) -> None:
    """Remove a card from wherever it is (deck, aside, discard …) so that it can be placed."""
    for pile in (s.deck, s.aside, s.exo_deck, s.discard, *s.tanks):
        if card_id in pile:
            pile.remove(card_id)
            return
    for col in s.market:
        for r, slot in enumerate(col):
            if slot and slot["id"] == card_id:
                col[r] = None
                return
    for i, e in enumerate(s.splay):
        if e["id"] == card_id:
            del s.splay[i]
            return


def put(s: TrhState, col: int, row: int, card_id: str) -> dict:
    """Place ``card_id`` in a market slot (taken from wherever it was); returns the slot."""
    take(s, card_id)
    if s.market[col][row] is not None:
        s.discard.append(s.market[col][row]["id"])
    s.market[col][row] = new_slot(card_id)
    return s.market[col][row]


def splay(s: TrhState, *cards: tuple[str, int]) -> None:
    """Set the Splay to ``(card_id, band_down)`` pairs, oldest first, and recompute the regime."""
    from pax.transhumanity.splay import recompute_regime
    for e in s.splay:
        s.discard.append(e["id"])
    s.splay = []
    for cid, d in cards:
        take(s, cid)
        s.splay.append({"id": cid, "d": d, "h": [None] * len(T.cards[cid].heat)})
    recompute_regime(s)


def card_with(pred, exclude: tuple[str, ...] = ()) -> str:
    """The first idea (by id) satisfying ``pred(card)``; the worked examples I-001..I-010 are kept
    for the tests that name them."""
    for cid in T.ideas[10:]:
        if cid not in exclude and pred(T.cards[cid]):
            return cid
    raise LookupError("no such card in the data")


def play(rules: TranshumanityRules, s: TrhState, kind: str, *args) -> TrhState:
    """Apply one legal action (raises IllegalAction when it is not legal)."""
    return rules.apply(s, A(kind, *args))


def do(rules: TranshumanityRules, s: TrhState, kind: str, *args, pay: bool = True) -> TrhState:
    """A main action from the turn menu: the kind, then (if it has arguments) the concrete choice;
    with ``pay`` a pending payment is settled by moving financial agents."""
    s = rules.apply(s, A(kind))
    if args or (s.frames and s.frames[-1]["kind"] == "pick"):
        s = rules.apply(s, A(kind, *args))
    while pay and s.frames and s.frames[-1]["kind"] == "pay" and A("money") in rules.legal_actions(s):
        s = rules.apply(s, A("money"))
    return s


def settle(s: TrhState) -> TrhState:
    """Run automatic frames after a test edited the state by hand."""
    s = clone(s)
    run(s)
    return s


def kinds(s: TrhState) -> list[str]:
    return [a.kind for a in RULES.legal_actions(s)]


def give(s: TrhState, seat: int, capital: int, wealth: int = 0, debt: int = 0) -> None:
    """Set a player's financial boxes, balancing with the supply (15 agents kept)."""
    old = sum(s.fin[seat])
    s.fin[seat] = [capital, wealth, debt]
    s.supply[seat] += old - (capital + wealth + debt)


def syndicated(s: TrhState, col: int, row: int, card_id: str, *seats: int) -> dict:
    """Place a card with Syndications of ``seats`` (agents taken from the supply)."""
    slot = put(s, col, row, card_id)
    for o in seats:
        slot["s"].append(o)
        s.supply[o] -= 1
    return slot


def employ(s: TrhState, seat: int, spot: str) -> None:
    """An employee of ``seat`` on ``spot`` (agent taken from the supply)."""
    s.emp.setdefault(spot, []).append(seat)
    s.supply[seat] -= 1


def strip_card(band: str, exclude: tuple[str, ...] = (), heat: int | None = None) -> str:
    """An idea whose left band is ``band`` (to build a Splay with ``d=0``)."""
    return card_with(lambda c: c.left == band and (heat is None or len(c.heat) == heat), exclude)
