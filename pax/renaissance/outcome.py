"""What an action did, in words, for the log: ``outcome(before, after, lang)``.

The sentence of an action (``describe``) is written before it is played; a Trade Fair, a war
or a regime change only shows its details afterwards: the card that left the game (REN-G-1),
the florins paid and to whom (REN-G-4, G-6, G-7), the pieces that arrived or fell (casualties,
REN-F), map cards turning (REN-C-2), Empires changing hands or sides (REN-R), Victory cards
activated. Everything named here is public once the action is played.
"""

from __future__ import annotations

from collections import Counter

from pax.core.sentences import Sentences

from .describe import lang_of, name
from .state import Frame, RenState

_T = Sentences("renaissance.outcome", {
    "en": {"leaves": "{card} leaves the game", "china": "China {d}", "lost": "removed: {items}", "new": "placed: {items}",
           "side": "{map} turns {side}", "owner": "{empire} to {who}", "deck": "{empire} back to the Empire deck",
           "eside": "{empire} is now a {side}", "victory": "{victory} active", "in": "{token} in {place}",
           "kingdom": "Kingdom", "republic": "Republic", "sep": "; ", "florins": " fl.",
           "market": "on the market cards {d} fl."},
    "hu": {"leaves": "{card} kikerül a játékból", "china": "Kína {d}", "lost": "levéve: {items}", "new": "lerakva: {items}",
           "side": "{map} új oldala: {side}", "owner": "{empire} → {who}", "deck": "{empire} vissza a birodalompakliba",
           "eside": "{empire} mostantól {side}", "victory": "{victory} aktív", "in": "{token} ({place})",
           "kingdom": "királyság", "republic": "köztársaság", "sep": "; ", "florins": " forint",
           "market": "a piaci kártyákon {d} forint"},
})
_SIDES_HU = {"medieval": "középkori", "catholic": "katolikus", "islamic": "iszlám", "reformist": "reformált"}


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def _pieces(s: RenState) -> Counter[tuple[str, str]]:
    """Every piece on the map as (token, place): cities and borders."""
    out: Counter[tuple[str, str]] = Counter()
    for city, toks in s.cities.items():
        for tok in toks:
            out[(tok, city)] += 1
    for border, tok in s.borders.items():
        out[(tok, border)] += 1
    return out


def outcome(before: RenState, after: RenState, lang: str = "en") -> str:
    """The public consequences of the action that turned ``before`` into ``after`` ("" if none beyond its sentence)."""
    t = _T[lang_of(lang)]
    parts: list[str] = []
    for card in after.removed[len(before.removed):]:
        parts.append(t["leaves"].format(card=name(card, after, lang)))
    unit = t["florins"]
    # who paid and who received, each with the florins before → after: a payment is told whole
    # (the payer, the players paid, China the bank, the florins left on market cards)
    paid = [f"{after.setup.names[i]} {_signed(n1 - n0)}{unit} ({n0}→{n1})"
            for i, (n0, n1) in enumerate(zip(before.florins, after.florins, strict=False)) if n1 != n0]
    if after.china != before.china:
        paid.append(t["china"].format(d=_signed(after.china - before.china)) + unit + f" ({before.china}→{after.china})")
    on_cards = sum(sum(row) for row in after.market_florins.values()) - sum(sum(row) for row in before.market_florins.values())
    if on_cards and paid:
        paid.append(t["market"].format(d=_signed(on_cards)))
    if paid:
        parts.append(", ".join(paid))
    p0, p1 = _pieces(before), _pieces(after)
    lost, new = p0 - p1, p1 - p0
    for key, counter in (("lost", lost), ("new", new)):
        if counter:
            items = ", ".join(t["in"].format(token=name(tok, after, lang), place=name(place, after, lang)) + (f" ×{n}" if n > 1 else "")
                              for (tok, place), n in sorted(counter.items()))
            parts.append(t[key].format(items=items))
    for m, side in sorted(after.map_side.items()):
        if before.map_side.get(m) != side:
            parts.append(t["side"].format(map=name(m, after, lang), side=_SIDES_HU.get(side, side) if lang == "hu" else side.capitalize()))
    for emp in sorted(set(before.empire_owner) | set(after.empire_owner)):
        o0, o1 = before.empire_owner.get(emp), after.empire_owner.get(emp)
        if o0 != o1:
            parts.append(t["deck"].format(empire=name(emp, after, lang)) if o1 is None
                         else t["owner"].format(empire=name(emp, after, lang), who=after.setup.names[o1]))
        elif o1 is not None and before.empire_side.get(emp) != after.empire_side.get(emp):
            parts.append(t["eside"].format(empire=name(emp, after, lang), side=t[after.empire_side[emp]]))
    for vic in after.victories[len(before.victories):]:
        parts.append(t["victory"].format(victory=name(vic, after, lang)))
    parts += _skipped_one_shots(before, after, lang)
    return t["sep"].join(parts)


def _offers(f: Frame, card: str) -> bool:
    """Whether ``f`` is the Play frame of ``card`` (its one-shot still to decide)."""
    kind: object = f["kind"]
    if kind != "play":
        return False
    played: object = f.get("card")
    return played == card


def _skipped_one_shots(before: RenState, after: RenState, lang: str) -> list[str]:
    """For a card just played whose one-shot offered no choice (so it was skipped with the play),
    why (REN-H-1, H-2, I-1, K-2, W-1): the player is told, not left to wonder."""
    from .oneshots import skipped

    out: list[str] = []
    for seat, (held, holds) in enumerate(zip(before.hands, after.hands, strict=False)):
        for card in set(held) - set(holds):
            offered = any(_offers(f, card) for f in after.frames)
            placed = card in after.west[seat] or card in after.east[seat] or card in after.old_maids[seat]
            why = None if offered or not placed else skipped(after, seat, card, lang)
            if why:
                out.append(why)
    return out
