""""Why not?" for Pax Renaissance (``Rules.why_not``, ``pax/core/whynot.py``): why a tapped
market card cannot be bought, or a tapped Victory card cannot be declared, in words with the rule.

Targets are the ids the renderer draws (``data-id``): a market card's id or ``market:<row>:<slot>``
(slots 1-6), and ``victory:<id>``. Every reason rests on what ``view(state, seat)`` shows that
seat: the open market with its florins, the seat's own florins and hand, the turn's public moves
(the cards paid onto this turn, REN-E-6, were paid onto before everyone's eyes); never a face-down
card's identity (a face-down slot is named by its place only).
"""

from __future__ import annotations

from pax.core.whynot import Reason

from . import market
from .state import RenState
from .tables import CARDS, VICTORY_IDS

ROW_HU = {"east": "keleti", "west": "nyugati"}


def _name(s: RenState, seat: int | None) -> str:
    return s.setup.names[seat] if seat is not None and 0 <= seat < len(s.setup.names) else "?"


def _turn_reason(s: RenState, seat: int, what_en: str, what_hu: str) -> Reason | None:
    """Why ``seat`` takes no turn action now (REN-D-1): another's decision, a decision of its own
    first, or both actions used; ``None`` when its turn's action choice is open."""
    top = s.frames[-1]["kind"] if s.frames else None
    if s.to_move != seat:
        who = _name(s, s.to_move)
        return Reason("REN-D-1", f"Not now: {who} decides. You can {what_en} as one of the two actions of your own turn.",
                      f"Most nem: {who} dönt. {what_hu} a saját köröd két akciójának egyikeként teheted meg.")
    if top != "turn":
        return Reason("REN-D-1", f"First finish the decision at hand; you can {what_en} when you choose your turn's next action.",
                      f"Előbb hozd meg a most esedékes döntést; {what_hu} akkor teheted meg, amikor a köröd következő akcióját választod.")
    if s.actions_left <= 0:
        return Reason("REN-D-1", f"Both actions of this turn are used; you can {what_en} on your next turn.",
                      f"E kör mindkét akcióját felhasználtad; {what_hu} a következő körödben teheted meg.")
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
    if row in s.fairs_done and s.to_move == seat and s.frames and s.frames[-1]["kind"] == "turn" and s.actions_left > 0:
        side_en, side_hu = ("East", "keleti") if row == "east" else ("West", "nyugati")
        return Reason("REN-D-12", f"A Trade Fair in the {side_en} was held this turn already (once per side per turn); "
                      "the face-down card itself is never bought (REN-D-18).",
                      f"Ebben a körben már volt {side_hu} vásár (oldalanként körönként egy); "
                      "a lefordított kártyát pedig sosem lehet megvenni (REN-D-18).")
    return None


def why_not(s: RenState, seat: int, target: str) -> Reason | None:
    """The reason for one tapped target (see the module docstring), or ``None``."""
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
