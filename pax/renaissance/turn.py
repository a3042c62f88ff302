"""Sequence of play (REN-D): the turn frame with its two actions, Sell, Operate, the end of the turn."""

from __future__ import annotations

from pax.core import Action

from . import board, market, victory
from .flow import CHECKS, FRAMES, OPS, Kind, OpContext, frame, push, strs
from .state import Frame, RenState
from .tables import CARDS, EMPIRE_OPS, EMPIRES, OP_CATEGORY, SILENCED_KEEPS, Op

SIDES = ("west", "east")


def card_ops(s: RenState, card: str) -> tuple[Op, ...]:
    """The operation icons of a tableau card or Empire (its visible side)."""
    if card in EMPIRES:
        return EMPIRE_OPS[(card, s.empire_side.get(card, "kingdom"))]
    return CARDS[card].ops


def sellable(s: RenState, seat: int) -> list[str]:
    """Cards ``seat`` may sell: hand, then tableau cards, crowned Queens and Vassals (REN-D-8, E-24)."""
    return list(s.hands[seat]) + board.tableau_cards(s, seat)


def main_actions(s: RenState, seat: int) -> list[Action]:
    """The action choices of a turn, in a fixed order: buy, play, sell, operate, fair, declare."""
    out = market.buy_options(s, seat)
    out += [Action.of("play", c) for c in s.hands[seat]]
    out += [Action.of("sell", c) for c in sellable(s, seat)]
    for side in SIDES:
        # offered only when some op of the side is usable now, so that taking it always leads to an
        # explicit choice (op ... or done); using none of them is still allowed via done (REN-E-28)
        if side not in s.ops_done:
            cards = board.tableau_cards(s, seat, side)
            if op_choices(s, seat, side, cards, [], first_only=True):
                out.append(Action.of("operate", side))
    for row in market.ROWS:
        if row not in s.fairs_done:
            out.append(Action.of("fair", row))
    out += [Action.of("declare", v) for v in victory.claimable(s, seat)]
    return out or [Action.of("pass")]


def op_choices(s: RenState, seat: int, side: str, cards: list[str], used: list[str],
               first_only: bool = False) -> list[Action]:
    """``op(card, index, *args)`` for every usable icon of ``cards`` on ``side`` (REN-D-11, REN-F-6)."""
    present = set(board.tableau_cards(s, seat, side))
    out: list[Action] = []
    for card in cards:
        if card in used or card not in present:
            continue
        loc = board.location_of(s, card)
        if loc is None:
            continue
        quiet = board.silenced(s, card)
        for i, op in enumerate(card_ops(s, card)):
            if quiet and OP_CATEGORY[op.op] != SILENCED_KEEPS:
                continue
            h = OPS.get(op.op)
            if h is None:
                continue
            ctx = OpContext(card, i, op, loc, side)
            for args in h.choices(s, seat, ctx):
                out.append(Action.of("op", card, i, *args))
                if first_only:
                    return out
    return out


@frame("turn")
class TurnFrame(Kind[RenState]):
    """The turn's player chooses an action while actions are left (REN-D-1); then the turn ends."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        if s.actions_left <= 0:
            return []
        return main_actions(s, f["seat"])

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        seat = f["seat"]
        s.actions_left -= 1
        push(s, f)  # the turn resumes once this action's frames are resolved
        kind = a.kind
        if kind == "buy":
            market.buy(s, seat, str(a.args[0]), int(a.args[1]))
        elif kind == "play":
            from .agents import play  # late import: agents registers frames that use turn helpers

            play(s, seat, str(a.args[0]))
        elif kind == "sell":
            sell(s, seat, str(a.args[0]))
        elif kind == "operate":
            side = str(a.args[0])
            s.ops_done += (side,)
            used: list[str] = []
            push(s, "operate", seat, side=side, cards=board.tableau_cards(s, seat, side), used=used)
        elif kind == "fair":
            from .trade_fair import trade_fair

            trade_fair(s, seat, str(a.args[0]))
        elif kind == "declare":
            victory.declare(s, seat, str(a.args[0]))
        elif kind == "pass":
            pass  # REN-D-1 ruling: no legal action left, the action is forfeited
        else:
            raise ValueError(f"unknown action {a}")

    def auto(self, s: RenState, f: Frame) -> None:
        end_turn(s)


def sell(s: RenState, seat: int, card: str) -> None:
    """REN-E-24..27: +2 florins from China (4 for an unsilenced Sell-for-4 tableau card, REN-D-20)."""
    price = 2
    if card in s.hands[seat]:
        hand = list(s.hands[seat])
        hand.remove(card)
        s.hands[seat] = tuple(hand)
        s.removed += (card,)
    else:
        if card in CARDS and CARDS[card].ability == "sell_for_4" and not board.silenced(s, card):
            price = 4
        board.discard_card(s, card)
    board.from_china(s, seat, price)


def end_turn(s: RenState) -> None:
    """Refresh the Market (REN-D-15), check the Patron ending (REN-L-10), pass to the next player."""
    market.refresh(s)
    if not s.decks["east"] and not s.decks["west"]:
        victory.patron_end(s)
        return
    order = s.order
    s.current = order[(order.index(s.current) + 1) % len(order)]
    s.turn += 1
    s.actions_left = 2
    s.ops_done = s.fairs_done = s.paid_onto = s.slot1_emptied = ()
    push(s, "turn", s.current)


@frame("operate")
class OperateFrame(Kind[RenState]):
    """REN-D-11, REN-E-28: each card present when Operate began uses at most one op, in any order.

    Actions: ``op(card, index, *args)`` — ``args`` from the op handler's choices — or ``done``.
    A silenced card offers only its religious ops (REN-F-6). Ops without a handler are not offered.
    """

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        out = op_choices(s, f["seat"], f["side"], f["cards"], f["used"])
        if out:
            out.append(Action.of("done"))
        return out

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        if a.kind == "done":
            return
        card, i = str(a.args[0]), int(a.args[1])
        push(s, f | {"used": [*strs(f, "used"), card]})
        op = card_ops(s, card)[i]
        ctx = OpContext(card, i, op, board.location_of(s, card) or "", f["side"])
        OPS[op.op].run(s, f["seat"], ctx, tuple(a.args[2:]))


@frame("discard_hand")
class DiscardHandFrame(Kind[RenState]):
    """REN-D-20 (unlimited hand): a player over the limit without the ability discards down to 2."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        seat = f["seat"]
        if market.hand_limit_ok(s, seat, 0):
            return []
        return [Action.of("discard", c) for c in s.hands[seat]]

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        seat = f["seat"]
        hand = list(s.hands[seat])
        hand.remove(str(a.args[0]))
        s.hands[seat] = tuple(hand)
        s.removed += (str(a.args[0]),)


def _discarding(s: RenState, seat: int) -> bool:
    """Whether ``seat`` is already discarding down to the limit (the top frame)."""
    if not s.frames:
        return False
    kind: object = s.frames[-1]["kind"]
    if kind != "discard_hand":
        return False
    who: object = s.frames[-1]["seat"]
    return who == seat


def _hand_check(s: RenState) -> None:
    for seat in range(s.setup.players):
        if len(s.hands[seat]) > 2 and not market.hand_limit_ok(s, seat, 0):
            if not _discarding(s, seat):
                push(s, "discard_hand", seat)
            return


CHECKS.append(board.venice_check)
CHECKS.append(_hand_check)
assert "turn" in FRAMES
