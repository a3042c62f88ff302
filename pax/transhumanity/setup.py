"""Setup (TRH-C) and the solo arena's setup (TRH-K-1..8)."""

from __future__ import annotations

from collections.abc import Mapping

from pax.core import Setup
from pax.core.rng import Rng, seed_state

from .cardset import version_of
from .flow import A, Frame, push
from .market import new_slot
from .splay import recompute_regime
from .state import DISC, Slot, TrhState
from .tables import T
from .vocabulary import COL_OF_SPHERE, SPHERES

DECK_SIZE = T.parts.draw_deck_ideas  # TRH-C-12
TOP_CARDS = 12  # TRH-C-16: ideas kept on top of the Tipping Points


def initial(setup: Setup) -> TrhState:
    rng = Rng(seed_state(setup.seed))
    options: Mapping[str, object] = setup.options
    level = options.get("solo")  # "easy" | "hard" in the solo arena, else absent (``check_options``)
    solo = level if isinstance(level, str) else None
    if solo:
        # TRH-K-3/4: Easy 3 Exoglobals, Hard 2. Colours are fixed once the human picks one (TRH-K-1).
        n = 4 if solo == "easy" else 3
        colours = list(T.turn_order[:n])
    else:
        n = setup.players
        colours = list(T.colours_by_players[n])  # TRH-C-1
    version = version_of(options)  # the card-set version the setup records
    dealt, tipping = T.deal_of(version)
    finance = T.finance_of(version)
    ideas = list(dealt)
    rng.shuffle(ideas)
    deck, aside = ideas[:DECK_SIZE], ideas[DECK_SIZE:]  # TRH-C-12
    market: list[list[Slot | None]] = [[None] * T.parts.market_rows for _ in range(4)]
    for sphere in SPHERES:  # TRH-C-13/14
        for r in range(T.parts.initial_deal.get(sphere, 0)):
            market[COL_OF_SPHERE[sphere]][r] = new_slot(deck.pop(0))
    top, bottom = deck[:TOP_CARDS], deck[TOP_CARDS:] + list(tipping)  # TRH-C-16
    rng.shuffle(bottom)
    deck = top + bottom + [T.plurality]  # TRH-C-17
    first = deck.pop(0)  # TRH-C-18
    s = TrhState.model_construct(
        schema_version=1, setup=setup, rng=0, to_move=0, step=0,
        colours=colours, solo=solo, phase="setup",
        fin=[list(finance[c]) for c in colours], supply=[T.parts.agents_per_player - T.parts.starting_agents] * n,
        patents=[[0, 0, 0, 0] for _ in range(n)], company={}, emp={},
        unemp=[[0] * n for _ in range(4)], market=market,
        splay=[{"id": first, "d": 0, "h": [None] * len(T.cards[first].heat)}],
        deck=deck, aside=aside, exo_deck=[], held=[], discard=[], tanks=[[] for _ in range(n)],
        secret=[None] * n, secret_card=[None] * n, cands=[[] for _ in range(n)],
        problems={p: None for p in T.problems}, regime=T.regime_by_trigger[("default", None)], turn=0, actions_left=2,
        frames=[], ending=None,
    )
    push(s, "turn", seat=0)  # the turn's menu (``turn.TurnFrame``): play begins once setup is done
    first_band = DISC.index(T.cards[first].left)
    for seat in range(n):
        s.patents[seat][first_band] = 1  # TRH-C-5 ruling: the 9th agent is a starting patent
    recompute_regime(s)
    if solo:
        _solo_setup(s, rng)
    else:
        for seat in range(n):  # TRH-C-19
            s.cands[seat] = [s.aside.pop(0), s.aside.pop(0)]
        for seat in reversed(range(n)):
            push(s, "secret", seat=seat)
    s.rng = rng.state
    return s


def _solo_setup(s: TrhState, rng: Rng) -> None:
    n = len(s.colours)
    for seat in range(1, n):
        # TRH-K-5: all 15 cubes on the robot's board; no supply, no patent.
        s.fin[seat] = [15, 0, 0]
        s.supply[seat] = 0
        s.patents[seat] = [0, 0, 0, 0]
        card = s.aside.pop(0)  # TRH-K-7 ruling: one random card, one random band of it
        c = T.cards[card]
        s.secret[seat] = c.right if rng.below(2) else c.left
        s.secret_card[seat] = card
    s.cands[0] = [s.aside.pop(0), s.aside.pop(0)]
    push(s, "secret", seat=0)
    push(s, "colour", seat=0)


def set_colour(s: TrhState, colour: str) -> None:
    """TRH-K-1: the human's colour; the Exoglobals take the others in player order."""
    n = len(s.colours)
    others = [c for c in T.turn_order if c != colour][: n - 1]
    s.colours = [colour] + others
    options: Mapping[str, object] = s.setup.options
    s.fin[0] = list(T.finance_of(version_of(options))[colour])


# -- decisions during setup ----------------------------------------------------------
from pax.core import Action  # noqa: E402

from .flow import Choice, frame  # noqa: E402



@frame("colour")
class ColourFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        return [A("colour", c) for c in T.turn_order]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        set_colour(s, str(a.args[0]))


@frame("secret")
class SecretFrame(Choice[TrhState]):
    def legal(self, s: TrhState, f: Frame) -> list[Action]:
        """TRH-C-20: one of the four bands on the player's two cards."""
        return [A("secret", cid, band) for cid in s.cands[f["seat"]] for band in (0, 1)]

    def apply(self, s: TrhState, f: Frame, a: Action) -> None:
        seat, cid, band = f["seat"], str(a.args[0]), int(a.args[1])
        s.secret[seat] = T.cards[cid].band(band)
        s.secret_card[seat] = cid  # TRH-C-21: kept face down under the board
        s.aside += [c for c in s.cands[seat] if c != cid]  # TRH-C-22
        s.cands[seat] = []
        if s.solo:  # TRH-K-8: the remaining set-aside cards, shuffled, are the Exoglobal deck
            rng = Rng(s.rng)
            deck = list(s.aside)
            rng.shuffle(deck)
            s.rng = rng.state
            s.exo_deck, s.aside = deck, []

