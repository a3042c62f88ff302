"""Operations (REN-F): what each op icon may do, and doing it.

Each op registers a handler in ``flow.OPS``; the lead's Operate frame (``turn.py``) offers
``op(card, index, *args)`` for every argument tuple a handler's ``choices`` returns, and calls
``run`` with the chosen tuple. Location rules (REN-E-29..32) and once-per-card use live here
and in the Operate frame respectively. Argument tuples, per op:

==========  =====================================  ==============================================
op          args                                   meaning
==========  =====================================  ==============================================
inquisitor  (from_card, to_card)                   move the Bishop on ``from_card`` (REN-F-2..5)
commerce    (slot,)                                take 1 florin from that slot (1-6) of the icon's row
behead      (card,)                                discard that tableau card (REN-F-9, F-10)
tax         (border, map_card)                     tax the Concession on ``border`` for the Empire
                                                   of ``map_card`` (REN-F-11..13)
repress     ("city", city, token) |                repress that token (REN-F-14, F-15); a Serf goes
            ("border", border, map_card)           to ``map_card``'s Empire
vote        (empire,)                              regime change in that Empire (REN-F-16..19)
corsair     (from_border, to_border)               move that Pirate (REN-F-20..23)
siege       ("city", city, token) |                kill that token (REN-F-24, F-25)
            ("border", border, token)
campaign    (empire, map_card)                     that Empire's war on that map card (REN-F-26..33)
==========  =====================================  ==============================================

Frames pushed here: ``tax_answer`` {border, map_card} — the taxed Concession's owner decides
``pay_tax`` or ``refuse_tax``; then the owner's ``levy`` (the lead's levy frame) in the taxing Empire.
"""

from __future__ import annotations

from pax.core import Action
from pax.core.sentences import Sentences

from . import board, regime_change, war
from .agents import arrive_bishop, bishop_destinations, worms_partner
from .tables import CORSAIR_REACH, SEA_BORDERS, Op
from .flow import OPS, Kind, OpContext, frame, push
from .state import Frame, RenState
from .tables import (
    ADJACENT, BORDERS_OF, CARDS, CITIES_OF, EMPIRES, MAP_CARDS_BY_REGION, OP_CATEGORY, SILENCED_KEEPS,
)
from .trade_fair import open_cities

Args = tuple[int | str, ...]


def _seats(s: RenState) -> range:
    return range(s.setup.players)


def _city_tokens(s: RenState, maps: tuple[str, ...], kinds: tuple[str, ...]) -> list[Args]:
    """("city", city, token) for each distinct token of the given kinds in the cities of ``maps``."""
    out: list[Args] = []
    for m in maps:
        for city in CITIES_OF[m]:
            for tok in sorted(set(s.cities.get(city, ()))):
                if board.kind_of(tok) in kinds:
                    out.append(("city", city, tok))
    return out


def _concessions_at(s: RenState, location: str) -> list[tuple[str, str]]:
    """(border, map_card) for each Concession at ``location`` and each adjacent map card matching it.

    REN-E-32: a Pawn at a location stands on one of its borders; for a regional location, on any
    border touching that region. The map card says which Empire the Concession is counted for.
    """
    maps = board.maps_of(location)
    out: list[tuple[str, str]] = []
    for b in board.borders_of(location):
        tok = s.borders.get(b)
        if tok is None or not board.is_cube(tok):
            continue
        for m in board.border_maps(b):
            if m in maps:
                out.append((b, m))
    return out


# ---------------------------------------------------------------- religious


class Inquisitor:
    """REN-F-2..F-5: move one Bishop of the icon's colour one step (Diet of Worms, Pacification)."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        colour = ctx.op.colour
        out: list[Args] = []
        # REN-F-2 ruling: the Bishop may be taken from any card of any tableau
        for src in sorted(c for c, col in s.bishops.items() if col == colour):
            for dst in bishop_destinations(s, src):
                out.append((src, dst))
        return out

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        src, dst = str(args[0]), str(args[1])
        colour = s.bishops.pop(src)
        arrive_bishop(s, seat, dst, colour, src)  # REN-F-4 Diet of Worms / REN-F-5 Pacification frame


# ---------------------------------------------------------------- economic


class Commerce:
    """REN-F-8: take 1 florin from any card of the icon's market row (face-down slot 1 included)."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        row = str(ctx.op.market)
        cards, fl = s.market[row], s.market_florins[row]
        return [(i + 1,) for i in range(len(cards)) if cards[i] and fl[i] > 0]  # slots are 1-based

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        board.add_slot_florins(s, str(ctx.op.market), int(args[0]) - 1, -1)
        s.florins[seat] += 1


# ---------------------------------------------------------------- political


def _bishop_on(s: RenState, card: str) -> str | None:
    """Colour of the Bishop on ``card``; a crowned pair shares one (REN-I-4)."""
    col = s.bishops.get(card)
    if col is None:
        king = board.king_of(s, card)
        if king is not None:
            col = s.bishops.get(king)
        elif card in s.queens:
            col = s.bishops.get(s.queens[card])
    return col


class Behead:
    """REN-F-9, F-10: discard another tableau card with the same location; an Empire costs the beheader."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        # REN-D-20 (behead_bishoped_only, PREN001): only a card carrying a white or red Bishop
        picky = ctx.card in CARDS and CARDS[ctx.card].ability == "behead_bishoped_only"
        out: list[Args] = []
        for p in _seats(s):
            for c in board.tableau_cards(s, p):
                if c == ctx.card or not board.same_location(ctx.location, board.location_of(s, c)):
                    continue
                if picky and _bishop_on(s, c) not in ("white", "red"):
                    continue
                out.append((c,))
        return out

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        target = str(args[0])
        board.discard_card(s, target)  # attachments go too (REN-F-9 ruling, REN-E-25..27)
        if target in EMPIRES and board.owner_of(s, ctx.card) is not None:
            board.discard_card(s, ctx.card)  # REN-F-10 (a Queen beheading her own King is already gone)


class Tax:
    """REN-F-11..F-13: tax a Concession at the location; its owner pays 1 or is repressed, then levies."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        # REN-F-12: only while the taxing Empire has an unoccupied city (room for the owner's levy)
        return [(b, m) for b, m in _concessions_at(s, ctx.location) if open_cities(s, m)]

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        border, m = str(args[0]), str(args[1])
        owner = int(s.borders[border][5:])
        maps: list[str] = [m]
        push(s, "levy", owner, maps=maps)  # REN-F-13: runs after the answer
        push(s, "tax_answer", owner, border=border, map_card=m)


@frame("tax_answer")
class TaxAnswerFrame(Kind[RenState]):
    """REN-F-11 ruling: the taxed owner chooses to pay 1 florin to China or to be repressed."""

    def legal(self, s: RenState, f: Frame) -> list[Action]:
        if s.borders.get(f["border"]) != board.cube(f["seat"]):
            return []
        pay = [Action.of("pay_tax")] if s.florins[f["seat"]] >= 1 else []
        return pay + [Action.of("refuse_tax")]

    def apply(self, s: RenState, f: Frame, a: Action) -> None:
        if a.kind == "pay_tax":
            board.pay_china(s, f["seat"], 1)
        else:  # the Concession becomes a Serf of the taxing Empire
            board.repress_on_border(s, f["border"], f["map_card"])


class Repress:
    """REN-F-14, F-15: repress one token of a pictured type at the location; China pays 1 florin."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        kinds = ctx.op.pieces
        # REN-F-14 ruling: a Rook icon hits Rooks in cities, never Pirates
        out = _city_tokens(s, board.maps_of(ctx.location), tuple(k for k in kinds if k in ("knight", "rook")))
        if "pawn" in kinds:
            out += [("border", b, m) for b, m in _concessions_at(s, ctx.location)]
        return out

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        where, place, what = str(args[0]), str(args[1]), str(args[2])
        if where == "city":
            board.repress_in_city(s, place, what)
        else:
            board.repress_on_border(s, place, what)
        board.from_china(s, seat, 1)  # REN-F-15


def vote_majority(s: RenState, seat: int, empire: str) -> bool:
    """REN-F-18: at least 1 Concession on the Empire's map-card borders and strictly more than each other player.

    Serfs are not Concessions (REN-L-4 ruling)."""
    counts = [0] * s.setup.players
    for b in BORDERS_OF[empire]:
        tok = s.borders.get(b)
        if tok is not None and board.is_cube(tok):
            counts[int(tok[5:])] += 1
    mine = counts[seat]
    return mine > 0 and all(n < mine for p, n in enumerate(counts) if p != seat)


class Vote:
    """REN-F-16..F-19: a regime change in an Empire of the icon's region that sits in a tableau and is no Vassal."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        out: list[Args] = []
        for e in MAP_CARDS_BY_REGION[str(ctx.op.region)]:  # an Empire's id is its map card's
            if e not in s.empire_owner or e in s.suzerain:  # REN-F-17
                continue
            if not vote_majority(s, seat, e):  # REN-F-18
                continue
            if s.florins[seat] < len(s.repressed.get(e, ())):  # REN-F-19
                continue
            out.append((e,))
        return out

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        empire = str(args[0])
        board.pay_china(s, seat, len(s.repressed.get(empire, ())))  # REN-F-19
        # REN-F-16 ruling: a Vote never turns the map card (only a Conspiracy secularises, REN-J-6)
        regime_change.begin(s, seat, empire, "vote")


# ---------------------------------------------------------------- military


class Corsair:
    """REN-F-20..F-23: move a Pirate of the skull's colour at the location to a sea border in reach."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        tok = f"rook:{ctx.op.colour}"  # REN-F-21
        maps = board.maps_of(ctx.location)
        out: list[Args] = []
        for b in board.borders_of(ctx.location):
            if s.borders.get(b) != tok or b not in SEA_BORDERS:
                continue
            reach: set[str] = set()
            for m in board.border_maps(b):
                if m in maps:
                    reach |= CORSAIR_REACH[m]
            for d in sorted(reach):
                if d != b and s.borders.get(d) != tok:  # REN-F-22: no doubling up
                    out.append((b, d))
        return out

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        src, dst = str(args[0]), str(args[1])
        tok = s.borders.pop(src)
        if dst in s.borders:
            board.kill_on_border(s, dst)  # REN-F-23: a Concession or Pagan Pirate there dies
        s.borders[dst] = tok


def campaign_knights(s: RenState, empire: str) -> list[tuple[str, str]]:
    """REN-F-27 ruling: (city, token) of every non-repressed Knight, any colour, in the Empire's cities."""
    return [(city, tok) for city in CITIES_OF[empire] for tok in s.cities.get(city, ()) if tok.startswith("knight:")]


class Campaign:
    """REN-F-26..F-28, F-33: war from an Empire of the acting player on an adjacent map card (diagonals too)."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        out: list[Args] = []
        # REN-F-26 ruling: the attacking Empire is the location's and must be in the player's tableau
        for att in board.maps_of(ctx.location):
            if s.empire_owner.get(att) != seat:
                continue
            n = len(campaign_knights(s, att))
            if n == 0 or s.florins[seat] < n:  # REN-F-28: all Knights or none; nobody to send: no war
                continue
            for target in sorted(ADJACENT[att]):
                if s.suzerain.get(att) == target:  # REN-F-33: no rebellion by Campaign
                    continue
                out.append((att, target))
        return out

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        att, target = str(args[0]), str(args[1])
        knights = campaign_knights(s, att)
        board.pay_china(s, seat, len(knights))  # REN-F-27
        defenders = [(city, tok) for city in CITIES_OF[target] for tok in s.cities.get(city, ())]  # REN-F-29
        head = s.suzerain.get(att)
        # REN-F-31: a Suzerain against its own Vassal, or two co-Vassals: the war is fought, no regime change
        inside = s.suzerain.get(target) == att or (head is not None and s.suzerain.get(target) == head)
        # REN-F-30 / R-12: success makes the target a Vassal; a Vassal's conquest goes under its Suzerain
        # (REN-F-32, done by regime_change). Surviving Knights stay where they are (REN-W-4 ruling).
        then = None if inside else regime_change.frame(seat, target, "campaign", suzerain=att)
        war.begin(s, seat, knights, defenders, then=then)


class Siege:
    """REN-F-24, F-25: kill one Knight/Rook in a city or Pirate on a border at the location."""

    def choices(self, s: RenState, seat: int, ctx: OpContext) -> list[Args]:
        kinds = ctx.op.pieces
        out = _city_tokens(s, board.maps_of(ctx.location), tuple(k for k in kinds if k in ("knight", "rook")))
        if "pirate" in kinds:
            for b in board.borders_of(ctx.location):
                tok = s.borders.get(b)
                if tok is not None and not board.is_cube(tok):
                    out.append(("border", b, tok))
        return out

    def run(self, s: RenState, seat: int, ctx: OpContext, args: Args) -> None:
        where, place, tok = str(args[0]), str(args[1]), str(args[2])
        if where == "city":
            board.kill_in_city(s, place, tok)
        else:
            board.kill_on_border(s, place)


OPS["inquisitor"] = Inquisitor()
OPS["commerce"] = Commerce()
OPS["behead"] = Behead()
OPS["tax"] = Tax()
OPS["repress"] = Repress()
OPS["vote"] = Vote()
OPS["corsair"] = Corsair()
OPS["campaign"] = Campaign()
OPS["siege"] = Siege()


# ---------------------------------------------------------------- why an op action is refused

#: what an icon needs, said to a player (REN IDs of the rules that decide it)
_NEEDS = {
    "inquisitor": "a Bishop of the icon's colour with a card one step away (REN-F-2, F-3)",
    "commerce": "a card of the icon's market row carrying a florin (REN-F-8)",
    "behead": "another tableau card with the same location (REN-F-9)",
    "tax": "a Concession at the card's location and an empty city in the taxing Empire (REN-F-11, F-12)",
    "repress": "a token of a pictured type at the card's location (REN-F-14)",
    "vote": "an Empire of the icon's region in a tableau, not a Vassal, where you have the Concession "
            "majority and can pay its repressed count (REN-F-17..19)",
    "corsair": "a Pirate of the skull's colour at the location and a sea border in reach (REN-F-20..22)",
    "siege": "a token of a pictured type at the card's location (REN-F-24, F-25)",
    "campaign": "your Empire with Knights you can all pay for, next to the target (REN-F-26..28, F-33)",
}


def why_not(s: RenState, f: Frame, a: Action) -> str | None:
    """Why ``a`` is refused while the Operate frame ``f`` is on top, in a player's words (None: unknown)."""
    from .turn import card_ops

    if a.kind != "op":
        return None
    try:
        card, i = str(a.args[0]), int(a.args[1])
    except (IndexError, ValueError, TypeError):
        return "that action is malformed"
    seat = f["seat"]
    if card not in f["cards"] or card not in board.tableau_cards(s, seat, f["side"]):
        return f"{card} is not a card of the {f['side']} side you are operating (REN-D-11, REN-E-28)"
    if card in f["used"]:
        return f"{card} has already used an operation in this Operate action (REN-D-11)"
    ops = card_ops(s, card)
    if not 0 <= i < len(ops):
        return f"{card} has no operation icon number {i}"
    op = ops[i]
    if board.silenced(s, card) and OP_CATEGORY[op.op] != SILENCED_KEEPS:
        return f"{card} is silenced by a Bishop: only its religious operation works (REN-F-6)"
    loc = board.location_of(s, card) or ""
    choices = OPS[op.op].choices(s, seat, OpContext(card, i, op, loc, f["side"]))
    if not choices:
        return f"{op.op} needs {_NEEDS[op.op]}; there is none now"
    return f"that is not a legal {op.op} target; it needs {_NEEDS[op.op]}"


def why_not_tax(s: RenState, f: Frame, a: Action) -> str | None:
    """Why a taxed owner's answer is refused."""
    if a.kind == "pay_tax" and s.florins[f["seat"]] < 1:
        return "you have no florin to pay the tax, so your Concession is repressed (REN-F-11)"
    if a.kind not in ACTION_ARGS:
        return "your Concession is being taxed: pay 1 florin (pay_tax) or refuse (refuse_tax) (REN-F-11)"
    return None


#: refusal reasons per frame kind (merged into ``rules.WHY_NOT``)
WHY_NOT = {"operate": why_not, "tax_answer": why_not_tax}


# ---------------------------------------------------------------- sentences and UI targets

#: action kinds added by this module (for ``rules.ACTION_ARGS``)
ACTION_ARGS: dict[str, str] = {
    "pay_tax": "() — the taxed Concession's owner pays 1 florin to China (REN-F-11)",
    "refuse_tax": "() — the taxed owner does not pay: the Concession becomes a Serf (REN-F-11)",
}

_OP_NAME = Sentences("renaissance.op_names", {
    "en": {"inquisitor": "Inquisitor", "commerce": "Commerce", "behead": "Behead", "tax": "Tax",
           "repress": "Repress", "vote": "Vote", "corsair": "Corsair", "siege": "Siege", "campaign": "Campaign"},
    "hu": {"inquisitor": "Inkvizíció", "commerce": "Kereskedelem", "behead": "Lefejezés", "tax": "Adóztatás",
           "repress": "Elnyomás", "vote": "Szavazás", "corsair": "Kalózkodás", "siege": "Ostrom",
           "campaign": "Hadjárat"},
})

SAY = Sentences("renaissance.operations", {
    "en": {
        "head": "{op} ({card})", "worms": " – Diet of Worms: both Bishops die",
        "inquisitor": "{head}: move the Bishop from {src} to {dst}{tail}",
        "commerce": "{head}: take 1 florin from {Row} market slot {slot}",
        "behead": "{head}: discard {target}", "behead_both": " ({card} is discarded too)",
        "tax": "{head}: tax {who} on {border} for {empire}",
        "siege": "{head}: kill {victim} in {place}",
        "serf": "{head}: {victim} on {place} becomes a Serf of {what} (+1 florin)",
        "repress": "{head}: repress {victim} in {place} (+1 florin)",
        "corsair": "{head}: move {pirate} from {src} to {dst}{tail}", "corsair_kill": ", killing {killed}",
        "vote": "{head}: regime change in {empire} (pay {cost} florin{plural})",
        "campaign": "{head}: {attacker} wages war on {target} ({knights} Knights, {knights} florins)",
        "pay_tax": "Pay the 1-florin tax to China", "refuse_tax": "Refuse the tax: the Concession becomes a Serf",
    },
    "hu": {
        "head": "{op} ({card})", "worms": " – Wormsi zsinat: mindkét püspök meghal",
        "inquisitor": "{head}: püspök áthelyezése: {src} → {dst}{tail}",
        "commerce": "{head}: 1 forint a {row_hu} piac {slot}. helyéről",
        "behead": "{head}: eldobatja – {target}", "behead_both": " (a lefejező {card} is eldobódik)",
        "tax": "{head}: {who} a(z) {border} határon, {empire} javára",
        "siege": "{head}: megöli – {victim} ({place})",
        "serf": "{head}: {victim} ({place}) jobbágy lesz: {what} (+1 forint)",
        "repress": "{head}: elnyomja – {victim} ({place}) (+1 forint)",
        "corsair": "{head}: {pirate} áthelyezése: {src} → {dst}{tail}", "corsair_kill": ", meghal: {killed}",
        "vote": "{head}: rendszerváltás – {empire} ({cost} forint Kínának)",
        "campaign": "{head}: {attacker} hadjárata – {target} ellen ({knights} lovag, {knights} forint)",
        "pay_tax": "Kifizeti az 1 forint adót Kínának", "refuse_tax": "Nem fizet: a koncesszió jobbággyá válik",
    },
})


def _op_of(s: RenState, a: Action) -> Op:
    from .turn import card_ops  # late: turn imports the flow hooks this module fills

    return card_ops(s, str(a.args[0]))[int(a.args[1])]


def describe_op(s: RenState, a: Action, lang: str) -> str:
    """One sentence for ``op(card, index, *args)`` in English or Hungarian."""
    from .describe import lang_of, name

    def n(x: object) -> str:
        return name(x, s, lang)
    card, args = str(a.args[0]), a.args[2:]
    op = _op_of(s, a)
    k = op.op
    head = SAY(lang, "head", op=_OP_NAME[lang_of(lang)][k], card=n(card))
    if k == "inquisitor":
        src, dst = str(args[0]), str(args[1])
        tail = SAY(lang, "worms") if worms_partner(s, dst, src) is not None else ""
        return SAY(lang, k, head=head, src=n(src), dst=n(dst), tail=tail)
    if k == "commerce":
        row = str(op.market)
        return SAY(lang, k, head=head, Row=row.capitalize(), row_hu="keleti" if row == "east" else "nyugati",
                   slot=args[0])
    if k == "behead":
        both = str(args[0]) in EMPIRES
        return SAY(lang, k, head=head, target=n(args[0])) + (SAY(lang, "behead_both", card=n(card)) if both else "")
    if k == "tax":
        return SAY(lang, k, head=head, who=n(s.borders.get(str(args[0]), "")), border=n(args[0]), empire=n(args[1]))
    if k in ("repress", "siege"):
        where, place, what = str(args[0]), str(args[1]), str(args[2])
        victim = what if where == "city" else s.borders.get(place, "")
        if where == "border" and not board.is_cube(victim):
            victim = "pirate:" + board.colour_of(victim)  # a Rook on a border is a Pirate (REN-B-6)
        key = "siege" if k == "siege" else "serf" if where == "border" else "repress"
        return SAY(lang, key, head=head, victim=n(victim), place=n(place), what=n(what))
    if k == "corsair":
        pirate = n("pirate:" + str(op.colour))
        killed = s.borders.get(str(args[1]))
        if killed is not None and not board.is_cube(killed):
            killed = "pirate:" + board.colour_of(killed)
        tail = SAY(lang, "corsair_kill", killed=n(killed)) if killed else ""
        return SAY(lang, k, head=head, pirate=pirate, src=n(args[0]), dst=n(args[1]), tail=tail)
    if k == "vote":
        cost = len(s.repressed.get(str(args[0]), ()))
        return SAY(lang, k, head=head, empire=n(args[0]), cost=cost, plural="s" if cost != 1 else "")
    if k == "campaign":
        knights = len(campaign_knights(s, str(args[0])))
        return SAY(lang, k, head=head, attacker=n(args[0]), target=n(args[1]), knights=knights)
    detail = ", ".join(n(x) for x in args)
    return f"{head}: {detail}" if detail else head


def op_targets(s: RenState, a: Action) -> tuple[str, ...]:
    """UI targets of ``op(card, index, *args)``: the card, then the table elements it acts on."""
    card, args = str(a.args[0]), a.args[2:]
    op = _op_of(s, a)
    if op.op == "commerce":
        return card, f"market:{op.market}:{args[0]}"
    if op.op in ("repress", "siege"):
        return card, str(args[1])
    return (card,) + tuple(str(x) for x in args)


def _describe_tax_answer(s: RenState, a: Action, lang: str) -> str:
    return SAY(lang, "pay_tax" if a.kind == "pay_tax" else "refuse_tax")


def _tax_answer_targets(s: RenState, a: Action) -> tuple[str, ...]:
    if not s.frames:
        return ()
    kind: object = s.frames[-1].get("kind")
    if kind != "tax_answer":
        return ()
    border: object = s.frames[-1]["border"]
    return (str(border),)


def _register_text() -> None:
    from .describe import DESCRIBE, TARGETS

    DESCRIBE["op"] = describe_op
    TARGETS["op"] = op_targets
    for kind in ACTION_ARGS:
        DESCRIBE[kind] = _describe_tax_answer
        TARGETS[kind] = _tax_answer_targets


_register_text()
