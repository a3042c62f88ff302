"""Pax Transhumanity's heuristic computer player and the standing measure every player reads.

:class:`HeuristicAI` ("heuristic", the ``easy`` level) decides for ``state.to_move`` from what
``view(to_move)`` shows: it first re-deals every card that seat cannot see
(:func:`pax.transhumanity.determinize.determinize`, which reads only the view) and then scores
each legal action on the re-dealt copy by the position it leads to (:func:`evaluate`), following
its own next decisions a little (a turn-menu kind is valued by its best concrete choice, a payment
by what it buys), within a fixed evaluation budget. Swapping hidden cards never changes a choice;
the re-deal's generator is seeded from the player's seed, the game's public seed and the step
(:func:`seed_for`), so a choice is deterministic given state and seed. The lookahead player
(``lookahead.py``) and the hard search (``opponent.py``) build on it.

What a position is worth (:func:`seat_value`): the points the seat would score under the current
Regime (TRH-I-7..10), companies (the Tycoon ending, TRH-I-3), solved problems (Plurality, TRH-I-13),
Future Shock agents (Singular, TRH-I-12), money, patents, Syndications (more for one that is
feasible now, TRH-F-16..19: without that, players researched and fundraised all game and
commercialized once or twice), employees and Think Tank cards, Research options (a Thinker where a
Research would take or draw a card). :func:`seat_values` computes every seat's value in one pass. A finished game is
worth a win or a loss above everything. Once a game runs long (``urge``), its end weighs too, the
same for every seat: cards out of the Draw Deck, rows under the Plurality card, a Thinker to research with, readiness to
research its column; without that, heuristic players went round in circles in ~1 game in 8.
"""

from __future__ import annotations

import math
import random

from pax.core import Action

from .agents import card_premiums, fin_total, is_exo, money_max
from .catalog import PLURALITY
from .commercialize import any_route
from .market import lowest_row
from .determinize import determinize
from .flow import at_menu, top_kind
from .rules import TranshumanityRules
from .splay import dominant, strips
from .state import COL_OF_DISC, TrhState
from .tables import T

WIN = 10_000.0

# Weights (rough "dollars worth"); tuned by heuristic-vs-purposeful-random games (bench/balance.py).
W_POINTS = 3.0        # a point under the current Regime's Normal scoring
W_COMPANY = 8.0       # a company disc placed (Tycoon: a fifth wins); 4.0 before card set v2, when
                      # players held at most 1-4 companies and no 2- or 4-player game ended by Tycoon
W_NEAR_TYCOON = 3.0   # each company of a player's own beyond two, extra: the third and fourth bring
                      # the Tycoon (TRH-I-5) within reach of a v2 Tipping Point's Startups
W_PROBLEM = 2.5       # a solved problem
W_SHOCK = 1.2         # a Future Shock agent
W_MONEY = 0.4        # a dollar the seat could raise
W_CASH = 0.9          # each of the first CASH_NEED dollars is worth this much more (a player
CASH_NEED = 5         # with no money can do nothing but Fundraise)
W_PATENT = 1.5        # a patent (besides its sale value, counted in money)
W_SYND = 3.0          # a Syndication in the Market with a Maker of ours on its sphere's board
W_SYND_IDLE = 1.0     # one we could not commercialize yet (no Maker there: TRH-F-14)
W_EMP = 3.0           # an employee on a board (labor for Commercialize/Research)
W_UNEMP = 0.5
W_TANK = 2.0          # a Think Tank card
W_ROBOT_TYCOON = 6.0    # solo: each robot company beyond two, extra (a robot Tycoon ends the arena)
W_THINK = 1.5         # a column the seat could research now (a Thinker there, a card to take or
THINK_MAX = 2         # to draw, no rival's Tipping Point at the bottom: TRH-F-44), up to THINK_MAX
W_READY = 3.0         # a Syndication of ours that is feasible now (TRH-F-16..19: strips, patents or
READY_MAX = 2         # Think Tank), up to READY_MAX: without it players hardly ever commercialized
READY_TP_PLAYERS = 4  # from this many players on, a feasible Tipping Point does not count: in
                      # 4-player games the race to end by one (TRH-I-2) ended 80 % of games by
                      # Normal scoring at 16 turns per player (12 games: 42 % and 20 without)
W_THINK_END = 2.0     # readiness to research the Plurality card's column once the Draw Deck is out
# Absolute terms, the same for every seat: each card the Draw Deck has given out, and each row
# the Plurality card has come down once the deck is empty. Without them a position where the game
# can end only by Research (TRH-I-4) is worth as much as one going round in circles (Fundraise
# divests, Syndicate or Hire puts back), and heuristic players stalled in ~1 game in 8.
W_DECK = 0.6
W_PL_ROW = 3.0        # more than W_THINK_END: researching the column is worth more than keeping
                      # the option to
# Only a long game makes its end weigh: the end terms above (W_THINK_END, W_DECK, W_PL_ROW) are
# off until step PATIENCE and then grow by one weight every IMPATIENCE steps, so games that end by
# themselves (~200-600 steps) are played as before and keep the card set's balance. Ending may need
# a plan the search cannot see (gather agents, syndicate a rival's Tipping Point, then research:
# TRH-F-44), which players with everything worth keeping never start.
PATIENCE = 500
IMPATIENCE = 100
# From this ``urge`` on (step 1200), ending the game, even lost, is worth more to a player than
# any unfinished position: in a 2-player game with an empty deck the leader by this measure would
# lose every ending in reach and the other could reach none, and they went round in circles.
GIVE_UP = 7
# Turn-menu preferences added to a kind's value: the evaluation alone cannot see that Research and
# Commercialize move the game on (they empty the Draw Deck and fill the Splay); a Fundraise is worth
# taking only when money is short.
KIND_BONUS = {"commercialize": 6.0, "research": 3.0, "hire": 2.0, "syndicate": 1.0, "placate": 0.0,
              "import": -1.0, "own_hire": 1.0, "end": 0.0}
FUNDRAISE_SHORT = 4   # money_max below this: a Fundraise is worth FUNDRAISE_BONUS
FUNDRAISE_BONUS = 2.0
FUND_CASH = 4         # a Fundraise divests until its financial agents give at least this much


def seat_value(s: TrhState, seat: int) -> float:
    """How well ``seat`` stands (see the module doc)."""
    return seat_values(s)[seat]


def seat_values(s: TrhState) -> list[float]:
    """Every seat's :func:`seat_value`, from one pass over the board, the Market and the Splay
    (the evaluation is most of a computer player's time)."""
    n = len(s.colours)
    seats = range(n)
    comps = [0] * n
    hold = [[0, 0, 0, 0] for _ in seats]  # companies and solved problems per sphere (TRH-I-7)
    for sp, o in s.company.items():
        if o is not None and 0 <= o < n:
            comps[o] += 1
            hold[o][T.spots[sp].sphere] += 1
    probs = [0] * n
    for p, owner in s.problems.items():
        if owner is not None and 0 <= owner < n:
            probs[owner] += 1
            hold[owner][T.problems[p]] += 1
    shock = [0] * n
    for e in s.splay:
        for h in e["h"]:
            if h is not None and 0 <= h < n:
                shock[h] += 1
    makers = [[False] * 4 for _ in seats]
    emps = [0] * n
    spots = T.spots
    for spot_id, lst in s.emp.items():
        for o in (lst if len(lst) == 1 else set(lst)):
            if 0 <= o < n:
                emps[o] += 1
                sp_ = spots[spot_id]
                if sp_.side == "M":
                    makers[o][sp_.sphere] = True
    exo = [is_exo(s, seat) for seat in seats]
    synd = [0.0] * n
    held: list[list[str]] = [[] for _ in seats]  # cards each seat syndicates in the Market
    premium: list[set[str]] = [set() for _ in seats]  # ``agents.premium_discs`` of each seat
    for c, col in enumerate(s.market):
        for slot in col:
            if slot is not None and slot["s"]:
                ss = slot["s"]
                perks = card_premiums(slot["id"])
                for o in (ss if len(ss) == 1 else set(ss)):
                    if 0 <= o < n:
                        synd[o] += W_SYND if exo[o] or makers[o][c] else W_SYND_IDLE
                        held[o].append(slot["id"])
                        if perks:
                            premium[o].update(perks)
    dom = dominant(s.regime)
    bands = strips(s)  # read once for every seat's money and Syndications (the same values)
    counts: dict[str, int] = {}
    for b in bands:
        counts[b] = counts.get(b, 0) + 1
    research = research_all(s, n)
    unemployed = [sum(un[seat] for un in s.unemp) for seat in seats]
    u = urge(s)
    tp_ready = s.solo is not None or n < READY_TP_PLAYERS
    out = []
    for seat in seats:
        secret = s.secret[seat]
        sec = COL_OF_DISC[secret] if secret else None
        if dom is None:  # TRH-I-10: Globalization scores the Secret sphere only
            pts = hold[seat][sec] if sec is not None else 0
        else:  # TRH-I-7/8/9: dominant 2, secret 1, both 3
            pts = 2 * hold[seat][COL_OF_DISC[dom]] + (hold[seat][sec] if sec is not None else 0)
        v = W_POINTS * pts + W_COMPANY * comps[seat] + W_PROBLEM * probs[seat]
        v += W_SHOCK * shock[seat]
        v += synd[seat]
        if exo[seat]:
            out.append(v + W_ROBOT_TYCOON * max(0, comps[seat] - 2))
            continue
        v += W_NEAR_TYCOON * max(0, comps[seat] - 2)
        m = money_max(s, seat, counts, premium[seat])
        v += W_MONEY * m + W_CASH * min(m, CASH_NEED) + W_PATENT * sum(s.patents[seat])
        v += W_EMP * emps[seat]
        v += W_UNEMP * unemployed[seat]
        v += W_TANK * len(s.tanks[seat])
        opts, end_ = research[seat]
        # a long game (``urge``) makes a Thinker worth more: in a 2-player v2 game nobody held one,
        # so nobody could Research and Fundraise and Syndicate took turns with 23 cards in the deck
        v += W_THINK * (1.0 + u) * min(THINK_MAX, opts) + W_THINK_END * u * end_
        if W_READY:
            ready = 0
            for cid in held[seat]:
                if (tp_ready or T.cards[cid].kind == "idea") and any_route(s, seat, cid, bands):
                    ready += 1
                    if ready == READY_MAX:
                        break
            v += W_READY * ready
        out.append(v)
    return out


def plurality_column(s: TrhState) -> tuple[int, int] | None:
    """Column and row of the Plurality card in the Market, if it is there."""
    for c, col in enumerate(s.market):
        for r, slot in enumerate(col):
            if slot is not None and slot["id"] == PLURALITY.id:
                return c, r
    return None


def research_options(s: TrhState, seat: int) -> tuple[int, float]:
    """Columns where ``seat`` has Thinker labor and a Research would take or draw a card
    (TRH-F-38/40/44); and, once the Draw Deck is empty, how ready it is to research the Plurality
    card's column: half for a Thinker there, half for a bottom card it may take (each half is one
    step of a plan: hire there, syndicate a Tipping Point at the bottom), and while it may not
    take that Tipping Point, up to a quarter for the agents its Syndication needs kept in hand."""
    return research_all(s, len(s.colours))[seat]


def research_all(s: TrhState, n: int) -> list[tuple[int, float]]:
    """:func:`research_options` of every seat, the Market read once."""
    pl = plurality_column(s) if not s.deck else None
    deck = bool(s.deck)
    opts = [0] * n
    end = [0.0] * n
    emp, company, cards = s.emp, s.company, T.cards
    for c, column in enumerate(s.market):
        # Seats with Thinker labor in this column (``board.workers``: an own employee, or any
        # employee inside an own company).
        thinkers: set[int] = set()
        for sid in T.side_ids[c, "T"]:
            here = emp.get(sid)
            if here:
                thinkers.update(here)
                owner = company.get(sid)
                if owner is not None:
                    thinkers.add(owner)
        r = lowest_row(s, c)
        if r is None:
            if deck:
                for o in thinkers:
                    if 0 <= o < n:
                        opts[o] += 1
            continue
        slot = column[r]
        assert slot is not None
        tipping = cards[slot["id"]].kind == "tipping_point"
        here_s = slot["s"]
        for o in thinkers:
            if 0 <= o < n and (not tipping or o in here_s):
                opts[o] += 1
        if pl is not None and pl[0] == c:
            need = 1 + sum(1 for i in T.whites[slot["id"]] if slot["h"][i] is None)  # TRH-F-5, TRH-F-9
            for seat in range(n):
                end[seat] = 0.5 * (seat in thinkers) + 0.5 * (not tipping or seat in here_s)
                if tipping and seat not in here_s:
                    # the agents a Syndication of it needs, kept off the board: a plan of two
                    # turns (Fundraise, then Syndicate) that one turn's look does not see; without
                    # it, 3-player v3 players Fundraised and hired again for 2,000 steps
                    end[seat] += 0.25 * min(fin_total(s, seat), need) / need
    return [(opts[i], end[i]) for i in range(n)]


def urge(s: TrhState) -> float:
    """How much ending the game weighs: 0 until PATIENCE steps, then 1, 2, ..."""
    return float(max(0, s.step - PATIENCE) // IMPATIENCE)


def progress(s: TrhState) -> float:
    """How far the game has moved towards its end by Research (TRH-I-4): cards out of the Draw
    Deck, then the rows under the Plurality card."""
    if s.deck:
        return -urge(s) * (W_DECK * len(s.deck) + W_PL_ROW * 6)
    pl = plurality_column(s)
    return -urge(s) * W_PL_ROW * (pl[1] if pl is not None else 0)


def evaluate(s: TrhState, me: int) -> float:
    """``me``'s standing against its strongest rival (a finished game: win or loss)."""
    if s.outcome is not None:
        winners = s.outcome.winners if s.outcome is not None else ()
        if me in winners:
            return WIN / len(winners)
        # A game this long has no end its leader would win within reach: any end beats going
        # on (a loss scores below a win, above every unfinished position)
        return WIN / 4 if urge(s) >= GIVE_UP else -WIN
    n = len(s.colours)
    vals = seat_values(s)
    mine = vals[me]
    rivals = [vals[o] for o in range(n) if o != me]
    drive = progress(s)
    if not rivals:
        return mine + drive
    best = max(rivals)
    return mine - 0.7 * best - 0.3 * math.fsum(rivals) / len(rivals) + drive


def kind_bonus(s: TrhState, me: int, kind: str) -> float:
    """The turn-menu preference for ``kind`` (see ``KIND_BONUS``)."""
    if kind == "fundraise":
        return FUNDRAISE_BONUS if cash(s, me) < FUNDRAISE_SHORT else -0.1
    if kind == "research" and not research_options(s, me)[0]:
        return 0.0  # only empty columns with an empty Draw Deck: a Research there changes nothing
    return KIND_BONUS.get(kind, 0.0)


def seed_for(seed: int, s: TrhState) -> int:
    """The re-deal generator's seed: the player's seed, the game's public seed and the step."""
    return (seed * 1_000_003 + s.setup.seed * 7_919 + s.step * 104_729) & ((1 << 63) - 1)


def deal_for(state: TrhState, seed: int) -> tuple[int, random.Random, TrhState]:
    """The seat to move, its re-deal generator (seeded by :func:`seed_for`) and a first re-deal
    of every card it cannot see."""
    me = state.to_move
    assert me is not None
    rng = random.Random(seed_for(seed, state))
    return me, rng, determinize(state, me, rng)


class DecisionSearch:
    """One decision's search state: the rules, the deciding seat and an evaluation budget
    (counted, never timed, so the choice is deterministic)."""

    def __init__(self, rules: TranshumanityRules, me: int, budget: int) -> None:
        self.rules = rules
        self.me = me
        self.left = budget

    def value(self, s: TrhState, depth: int) -> float:
        """``s`` evaluated for ``me``, following ``me``'s own next decision ``depth`` more times."""
        self.left -= 1
        if depth <= 0 or self.left <= 0 or s.outcome is not None or s.to_move != self.me:
            return evaluate(s, self.me)
        legal = self.rules.legal_actions(s)
        if len(legal) == 1:
            return self.value(self.rules._apply(s, legal[0]), depth)
        best = float("-inf")
        for a in legal:
            if self.left <= 0:
                break
            v = self.value(self.rules._apply(s, a), depth - 1)
            if v > best:
                best = v
        return best if best > float("-inf") else evaluate(s, self.me)

    def scores(self, s: TrhState, legal: list[Action], depth: int) -> list[float]:
        """Every legal action's value (at least a plain evaluation, whatever the budget)."""
        out = []
        menu = at_menu(s)
        for a in legal:
            nxt = self.rules._apply(s, a)
            v = self.value(nxt, depth - 1) if self.left > 0 else evaluate(nxt, self.me)
            if menu:
                v += kind_bonus(s, self.me, a.kind)
            out.append(v)
        return out


def _best(scores: list[float]) -> int:
    """Index of the highest score; ties go to the lowest index."""
    best_i = 0
    for i, v in enumerate(scores):
        if v > scores[best_i]:
            best_i = i
    return best_i


def cash(s: TrhState, seat: int) -> int:
    """Money from financial agents alone (TRH-E-4/5): $2 a Capital agent, $1 a Wealth agent."""
    return 2 * s.fin[seat][0] + s.fin[seat][1]


def fund_rule(s: TrhState, legal: list[Action], scores: list[float], me: int) -> int:
    """The best-scored choice, except in a Fundraise (TRH-F-1) that would leave the player with
    less than FUND_CASH in financial agents: there the least costly divestment comes first, so a
    player whose agents are all committed frees some rather than pass for the rest of the game."""
    if top_kind(s) == "fund" and cash(s, me) + 2 * s.fin[me][1] < FUND_CASH:
        divests = [i for i, a in enumerate(legal) if a.kind == "divest"]
        if divests:
            def rank(i: int) -> tuple[float, int]:
                return (-scores[i], i)

            return min(divests, key=rank)
    return _best(scores)


class HeuristicAI:
    """The fast player: every legal action scored by the position it leads to, own follow-ups
    looked into within a budget of evaluations."""

    level = "heuristic"
    DEPTH = 3
    BUDGET = 160

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, rules: TranshumanityRules, state: TrhState) -> int:
        legal = rules.legal_actions(state)
        if len(legal) <= 1:
            return 0
        me, _, det = deal_for(state, self.seed)
        return self.choose_on(rules, det, legal, me)

    def choose_on(self, rules: TranshumanityRules, det: TrhState, legal: list[Action], me: int) -> int:
        """The choice on an already re-dealt state (the lookahead's rollouts use this)."""
        return fund_rule(det, legal, self.scores_on(rules, det, legal, me), me)

    def scores_on(self, rules: TranshumanityRules, det: TrhState, legal: list[Action], me: int) -> list[float]:
        """Every legal action's score on an already re-dealt state, the turn-menu preference
        included (the higher, the better; :func:`fund_rule` picks from them)."""
        return DecisionSearch(rules, me, self.BUDGET).scores(det, legal, self.DEPTH)
