""""Why not?" for Pax Renaissance (``Rules.why_not``, ``pax/core/whynot.py``): why a tapped
market card cannot be bought, a tapped Victory card cannot be declared, a tableau side not operated,
a card of one's own hand not played, or a one-shot does not apply, in words with the rule.

Targets are the ids the renderer draws (``data-id``): a market card's id or ``market:<row>:<slot>``
(slots 1-6), ``victory:<id>``, ``tableau:<seat>:<side>``, a card id in the seat's own hand or
tableau, and the map cards, cities and Empires a one-shot names. Every reason rests on what
``view(state, seat)`` shows that seat: the open market with its florins, the map and the tableaux,
the seat's own florins and hand, the turn's public moves (the cards paid onto this turn, REN-E-6,
were paid onto before everyone's eyes); never a face-down card's identity (a face-down slot is
named by its place only) nor a card in another seat's hand (such an id gets no answer at all).
"""

from __future__ import annotations

from pax.core import Action
from pax.core.whynot import Reason

from . import board, market, oneshots, turn
from .describe import name as _say
from .flow import ONE_SHOTS, top_kind
from .state import RenState
from .tables import CARDS, CITIES, EMPIRES, MAP_CARDS, RELIGIOUS_WARS, VICTORY_IDS

ROW_HU = {"east": "keleti", "west": "nyugati"}


def _name(s: RenState, seat: int | None) -> str:
    return s.setup.names[seat] if seat is not None and 0 <= seat < len(s.setup.names) else "?"


def _lower(words: str) -> str:
    """``words`` after a semicolon: its first letter small (the words also open a sentence)."""
    return words[:1].lower() + words[1:]


def _turn_reason(s: RenState, seat: int, what_en: str, what_hu: str) -> Reason | None:
    """Why ``seat`` takes no turn action now (REN-D-1): another's decision, a decision of its own
    first, or both actions used; ``None`` when its turn's action choice is open."""
    top = top_kind(s)
    if s.to_move != seat:
        who = _name(s, s.to_move)
        return Reason("REN-D-1", f"Not now: {who} decides. You can {what_en} as one of the two actions of your own turn.",
                      f"Most nem: {who} dönt. {what_hu} a saját köröd két akciójának egyikeként teheted meg.")
    if top != "turn":
        return Reason("REN-D-1", f"First finish the decision at hand; you can {what_en} when you choose your turn's next action.",
                      f"Előbb hozd meg a most esedékes döntést; {_lower(what_hu)} akkor teheted meg, "
                      "amikor a köröd következő akcióját választod.")
    if s.actions_left <= 0:
        return Reason("REN-D-1", f"Both actions of this turn are used; you can {what_en} on your next turn.",
                      f"E kör mindkét akcióját felhasználtad; {_lower(what_hu)} a következő körödben teheted meg.")
    return None


def _slot_of(s: RenState, target: str) -> tuple[str, int] | None:
    """The market row and 0-based slot a target names (a card id lying there, or ``market:row:slot``)."""
    if target.startswith("market:"):
        parts = target.split(":")
        if len(parts) == 3 and parts[1] in market.ROWS and parts[2].isdigit() and 1 <= int(parts[2]) <= 6:
            return parts[1], int(parts[2]) - 1
        return None
    for row in market.ROWS:
        for k, card in enumerate(s.market[row]):
            # a face-down card is never named by its id (that would tell what it is): only its place
            if card and card == target and not s.face_down[row][k]:
                return row, k
    return None


def _market_reason(s: RenState, seat: int, row: str, k: int) -> Reason | None:
    card = s.market[row][k]
    if not card:
        return None  # an empty slot: nothing to buy, nothing to explain
    if s.face_down[row][k]:
        return Reason("REN-D-18", "The face-down card in the first slot of a market row cannot be bought.",
                      "A piaci sor első helyén lefordítva fekvő kártyát nem lehet megvenni.")
    turn = _turn_reason(s, seat, "buy a card", "Kártyát venni")
    if turn is not None:
        return turn
    name = CARDS[card].name
    if card in s.paid_onto:
        return Reason("REN-E-6", f"You paid a florin onto {name} this turn, so you cannot buy it this turn.",
                      f"Ebben a körben fizettél egy forintot a(z) {name} kártyára, ezért ebben a körben nem veheted meg.")
    price, money, lying = k, s.florins[seat], s.market_florins[row][k]
    if price > money:
        extra_en = (f" The {lying} florins lying on it come to you only after you have paid: they cannot pay for it (REN-E-4)."
                    if lying and money + lying >= price else "")
        extra_hu = (f" A rajta fekvő {lying} forint csak a fizetés után a tiéd: nem fizethetsz vele (REN-E-4)."
                    if lying and money + lying >= price else "")
        return Reason("REN-E-2", f"{name} costs {price} florins (one on each card before it in the row) and you have {money}.{extra_en}",
                      f"A(z) {name} ára {price} forint (egy-egy a sorban előtte álló kártyákra), neked {money} van.{extra_hu}")
    if CARDS[card].kind != "comet" and not market.hand_limit_ok(s, seat):
        return Reason("REN-D-3", f"Your hand already holds {len(s.hands[seat])} cards: a hand holds at most 2, so play or sell one first.",
                      f"A kezedben már {len(s.hands[seat])} kártya van: legfeljebb 2 lehet, előbb játssz ki vagy adj el egyet.")
    return None


def _victory_reason(s: RenState, seat: int, victory: str) -> Reason | None:
    if victory not in VICTORY_IDS:
        return None
    if victory not in s.victories:
        return Reason("REN-D-14",
                      "This Victory is not active yet: only an active Victory can be declared (a Comet activates one, REN-L-15).",
                      "Ez a győzelem még nem aktív: csak aktív győzelmet lehet kinyilvánítani (üstökös aktivál egyet, REN-L-15).")
    turn = _turn_reason(s, seat, "declare a Victory", "Győzelmet kinyilvánítani")
    if turn is not None:
        return turn
    return Reason("REN-D-14",
                  "You do not meet this Victory's conditions now (see its card); a declaration is open only while you meet them.",
                  "Most nem teljesíted ennek a győzelemnek a feltételeit (lásd a kártyáját); csak "
                  "akkor nyilváníthatod ki, ha teljesíted őket.")


def _tableau_reason(s: RenState, seat: int, owner: int, side: str) -> Reason | None:
    """Why a tapped tableau side cannot be operated (REN-D-9..11, REN-E-28)."""
    side_en = "West" if side == "west" else "East"
    side_hu = "nyugati" if side == "west" else "keleti"
    if owner != seat:
        return Reason("REN-D-11", "You operate only the cards of your own tableau.",
                      "Csak a saját tablód kártyáival végezhetsz műveletet.")
    turn = _turn_reason(s, seat, "operate", "Műveletet végezni")
    if turn is not None:
        return turn
    if side in s.ops_done:
        return Reason("REN-D-10", f"You have operated your {side_en} side this turn already: each side once per turn.",
                      f"Ebben a körben már végeztél műveletet a {side_hu} oldaladon: oldalanként körönként egyszer lehet.")
    return Reason("REN-E-28", f"No card on your {side_en} side has an operation you can use now.",
                  f"A {side_hu} oldaladon most egyetlen kártyának sincs használható művelete.")


def _fair_reason(s: RenState, seat: int, row: str) -> Reason | None:
    """Why a tapped first market slot runs no Trade Fair (REN-D-12), and why its card is not bought."""
    if row in s.fairs_done and s.to_move == seat and top_kind(s) == "turn" and s.actions_left > 0:
        side_en, side_hu = ("East", "keleti") if row == "east" else ("West", "nyugati")
        return Reason("REN-D-12", f"A Trade Fair in the {side_en} was held this turn already (once per side per turn); "
                      "the face-down card itself is never bought (REN-D-18).",
                      f"Ebben a körben már volt {side_hu} vásár (oldalanként körönként egy); "
                      "a lefordított kártyát pedig sosem lehet megvenni (REN-D-18).")
    return None


def _hand_reason(s: RenState, seat: int, card: str) -> Reason | None:
    """Why a card of the seat's own hand cannot be played (or sold) now (REN-D-1, REN-D-4): the
    turn's state; and, for a card with a one-shot that would not apply if it were played now, that
    one-shot's condition and rule too (REN-E-10: resolved on play or never)."""
    turn = _turn_reason(s, seat, "play or sell this card", "Ezt a kártyát kijátszani vagy eladni")
    if turn is None:
        return None
    found = {lang: oneshots.skip_reason(s, seat, card, lang) for lang in ("en", "hu")}
    en, hu = found["en"], found["hu"]
    if en is None or hu is None:
        return turn
    return Reason(turn.rule, f"{turn.en} Played now, its {en[0]} would not apply: {en[1]}.",
                  f"{turn.hu} Ha most játszanád ki, {hu[0]} nem lépne életbe: {hu[1]}.")


def _tableau_card_reason(s: RenState, seat: int, card: str) -> Reason | None:
    """Why the one-shot of a card already in the seat's own tableau is not offered (REN-E-10)."""
    os_ = CARDS[card].one_shot
    if os_ is None or os_.type not in ONE_SHOTS or card not in board.tableau_cards(s, seat):
        return None
    kind_en = oneshots.SKIPPED["en"].get(os_.type) or oneshots.SAY("en", os_.type)
    kind_hu = oneshots.SKIPPED["hu"].get(os_.type) or oneshots.SAY("hu", os_.type)
    name_en, name_hu = _say(card, s, "en"), _say(card, s, "hu")
    once = Reason("REN-E-10", f"The {kind_en} of {name_en} could be resolved only at the moment the card was played; "
                  "from the tableau it is not used again.",
                  f"{name_hu}: {kind_hu} csak a kártya kijátszásának pillanatában dönthető el; "
                  "a tablóból már nem használható.")
    # the card's side, when it cannot be operated now, says so first (a tap on a card is most often
    # meant to operate it); an operable side leaves the one-shot's reason alone
    side = "west" if card in board.tableau_cards(s, seat, "west") else "east"
    if _turn_reason(s, seat, "operate", "Műveletet végezni") is None and Action.of("operate", side) in turn.main_actions(s, seat):
        return once
    first = _tableau_reason(s, seat, seat, side)
    if first is None:
        return once
    return Reason(first.rule, f"{first.en} {once.en} (REN-E-10)", f"{first.hu} {once.hu} (REN-E-10)")


RELIGION_EN = {"catholic": "Catholic (white)", "reformist": "Reformist (red)", "islamic": "Islamic (black)"}
RELIGION_HU = {"catholic": "katolikus (fehér)", "reformist": "református (piros)", "islamic": "iszlám (fekete)"}


def _one_shot_reason(s: RenState, seat: int, target: str) -> Reason | None:
    """While the seat decides the one-shot of the card it just played (the ``play`` frame,
    REN-E-10), why a tapped map card, city or Empire is not one of its choices: not the one-shot's
    target (REN-O-1, REN-H-1, REN-I-1), an Empire not in the deck (REN-I-1), no Pagans to fight
    (REN-K-2), no token that would attack (REN-W-1)."""
    f = s.frames[-1] if s.frames else None
    if f is None:
        return None
    kind: object = f.get("kind")
    decider: object = f.get("seat")
    if kind != "play" or decider != seat or s.to_move != seat:
        return None
    card = str(f["card"])
    os_ = CARDS[card].one_shot
    if os_ is None or os_.type not in ONE_SHOTS:
        return None
    war_en, war_hu = oneshots.SAY("en", os_.type), oneshots.SAY("hu", os_.type).lower()
    card_en, card_hu = _say(card, s, "en"), _say(card, s, "hu")
    x_en, x_hu = _say(target, s, "en"), _say(target, s, "hu")
    if os_.type == "trade_shift":
        if target in CITIES and target != os_.emporium:
            e_en, e_hu = _say(os_.emporium, s, "en"), _say(os_.emporium, s, "hu")
            return Reason("REN-H-1", f"The Trade Shift of {card_en} moves only the disc on {e_en}, the emporium it names; "
                          f"{x_en} is not part of it.",
                          f"A(z) {card_hu} kereskedelmi átrendeződése csak a megnevezett {e_hu} központ korongját "
                          f"mozgatja; {x_hu} nem része ennek.")
        return None
    if os_.type == "coronation":
        if target not in EMPIRES:
            return None
        if target not in CARDS[card].suitors:
            listed_en = ", ".join(_say(e, s, "en") for e in CARDS[card].suitors)
            listed_hu = ", ".join(_say(e, s, "hu") for e in CARDS[card].suitors)
            return Reason("REN-I-1", f"{card_en} can crown only an Empire she lists ({listed_en}); {x_en} is not one of them.",
                          f"{card_hu} csak a rajta felsorolt birodalmak egyikét koronázhatja meg ({listed_hu}); "
                          f"{x_hu} nincs köztük.")
        owner = s.empire_owner.get(target)
        if owner is not None:
            who = _name(s, owner)
            return Reason("REN-I-1", f"{x_en} lies in {who}'s tableau, not in the Empire deck: only an Empire still in the "
                          "deck can be crowned.",
                          f"{x_hu} {who} tablójában van, nem a birodalompakliban: csak a pakliban lévő birodalmat "
                          "lehet megkoronázni.")
        return None
    if target not in MAP_CARDS:
        return None
    if target not in oneshots._targets(card):
        region = {"west": ("any map card of the West", "a Nyugat bármely térképlapja"),
                  "east": ("any map card of the East", "a Kelet bármely térképlapja")}
        t_en, t_hu = region.get(str(os_.target), (_say(os_.target, s, "en"), _say(os_.target, s, "hu")))
        return Reason("REN-O-1", f"The {war_en} of {card_en} targets {t_en}; {x_en} is not its target.",
                      f"A(z) {card_hu} lapon lévő {war_hu} célpontja: {t_hu}; {x_hu} nem az.")
    religion = RELIGIOUS_WARS.get(os_.type)
    if religion is not None:
        att, dfn = oneshots.religious_war_sides(s, seat, card, target, religion)
        if not dfn:
            colour_en, colour_hu = RELIGION_EN[religion], RELIGION_HU[religion]
            return Reason("REN-K-2", f"A {war_en} needs Pagans in {x_en}: a Knight or Rook of another colour than "
                          f"{colour_en} in its cities, or such a Pirate on its borders. There is none.",
                          f"A(z) {war_hu} csak pogányok ellen indulhat {x_hu} területén: a városaiban a "
                          f"{colour_hu} színtől eltérő lovag vagy bástya, vagy a határain ilyen kalóz kell. Nincs ilyen.")
        rules = "REN-K-3..K-6"
    else:
        att, _ = oneshots.civil_war_sides(s, seat, card, target, os_.type == "peasant_revolt")
        rules = "REN-J-2..J-4, J-7" if os_.type == "peasant_revolt" else "REN-J-2..J-4"
    if not att:
        return Reason("REN-W-1", f"No token would attack {x_en} ({rules}), and a war without attackers cannot be won.",
                      f"{x_hu} ellen egyetlen bábu sem támadna ({rules}), támadók nélkül pedig a háborút nem lehet "
                      "megnyerni.")
    return None


def why_not(s: RenState, seat: int, target: str) -> Reason | None:
    """The reason for one tapped target (see the module docstring), or ``None``."""
    one_shot = _one_shot_reason(s, seat, target)
    if one_shot is not None:
        return one_shot
    if 0 <= seat < len(s.hands) and target in s.hands[seat]:
        return _hand_reason(s, seat, target)
    if target in CARDS:
        reason = _tableau_card_reason(s, seat, target)
        if reason is not None:
            return reason
    if target.startswith("victory:"):
        return _victory_reason(s, seat, target.split(":", 1)[1])
    if target.startswith("tableau:"):
        parts = target.split(":")
        if len(parts) == 3 and parts[1].isdigit() and parts[2] in ("east", "west"):
            return _tableau_reason(s, seat, int(parts[1]), parts[2])
        return None
    where = _slot_of(s, target)
    if where is not None:
        row, k = where
        if k == 0 and s.face_down[row][0]:
            fair = _fair_reason(s, seat, row)
            if fair is not None:
                return fair
        return _market_reason(s, seat, row, k)
    return None
