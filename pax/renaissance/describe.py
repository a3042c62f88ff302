"""Short sentences for actions (English and Hungarian) and their table targets.

``describe(state, action, lang)`` names cards, cities, borders and Empires by their names.
Other modules add sentences for their own action kinds by registering
``DESCRIBE[kind] = fn(state, action, lang) -> str`` and ``TARGETS[kind] = fn(state, action) -> tuple``.

Target ids (for UI highlights): a card id or Empire id (tableau card / hand card), a city id, a border
id, a map-card id, ``"market:<row>:<slot>"``, ``"victory:<id>"``, ``"tableau:<seat>:<side>"``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from pax.core import Action

from .tables import NAMES
from .state import RenState
from .tables import BORDER_CARDS, CARDS, CITIES, EMPIRES, MAP_CARDS, VICTORY_CARDS

DESCRIBE: dict[str, Callable[[RenState, Action, str], str]] = {}
TARGETS: dict[str, Callable[[RenState, Action], tuple[str, ...]]] = {}


def register(kinds: Iterable[str], describe: Callable[[RenState, Action, str], str],
             targets: Callable[[RenState, Action], tuple[str, ...]]) -> None:
    """Hook a rules module's sentences and UI targets for its action ``kinds``."""
    for kind in kinds:
        DESCRIBE[kind] = describe
        TARGETS[kind] = targets

_ROW = {"en": {"east": "East", "west": "West"}, "hu": {"east": "keleti", "west": "nyugati"}}
_TOKEN_HU = {"knight": "lovag", "rook": "bástya", "bishop": "püspök", "cube": "kocka", "pirate": "kalóz",
             "pawn": "koncesszió"}
_COLOUR_HU = {"white": "fehér", "black": "fekete", "red": "piros"}


def name(x: object, s: RenState | None = None, lang: str = "en") -> str:
    """A readable name for any engine id (card, Empire, map card, city, border, token, victory)."""
    x = str(x)
    if lang == "hu" and x in NAMES:
        return NAMES[x]["hu"]
    if x in CARDS:
        return CARDS[x].name
    if x in EMPIRES:
        return EMPIRES[x].name
    if x in MAP_CARDS:
        return MAP_CARDS[x].name
    if x in CITIES:
        return CITIES[x].name
    if x in BORDER_CARDS:
        a, b = BORDER_CARDS[x]
        return f"{name(a, s, lang)}–{name(b, s, lang)}"
    if x in VICTORY_CARDS:
        v = VICTORY_CARDS[x]
        return v.name_hu if lang == "hu" else v.name
    if ":" in x:
        kind, _, rest = x.partition(":")
        if kind == "cube":
            who = s.setup.names[int(rest)] if s is not None and rest.isdigit() else rest
            return f"{who} kockája" if lang == "hu" else f"{who}'s Concession"
        if kind in ("repressed", "city", "border", "card"):
            where = name(rest, s, lang)
            if lang == "hu":
                return {"repressed": f"elnyomott ({where})", "city": where, "border": where, "card": where}[kind]
            return {"repressed": f"repressed on {where}", "city": where, "border": where, "card": where}[kind]
        if lang == "hu":
            return f"{_COLOUR_HU.get(rest, rest)} {_TOKEN_HU.get(kind, kind)}"
        return f"{rest} {kind}"
    return x


def _src(s: RenState, src: str, lang: str) -> str:
    if not src:
        return ""
    return f" (innen: {name(src, s, lang)})" if lang == "hu" else f" (taken from {name(src, s, lang)})"


def _agent_tag(s: RenState, index: int, lang: str) -> str:
    """Which of the played card's agents, when it has others of the same piece (the choices
    would otherwise read alike)."""
    card = str(s.frames[-1].get("card", "")) if s.frames else ""
    agents = CARDS[card].agents if card in CARDS else ()
    if not 0 <= index < len(agents) or sum(ag.piece == agents[index].piece for ag in agents) < 2:
        return ""
    return f" ({index + 1}. bábu a {len(agents)}-ból)" if lang == "hu" else f" (agent {index + 1} of {len(agents)})"


def describe(s: RenState, a: Action, lang: str = "en") -> str:
    if a.kind in DESCRIBE:
        return DESCRIBE[a.kind](s, a, lang)
    hu = lang == "hu"
    ar = a.args
    def n(x: object) -> str:
        return name(x, s, lang)
    k = a.kind
    if k == "buy":
        card = s.market[str(ar[0])][int(ar[1]) - 1]
        row = _ROW["hu" if hu else "en"][str(ar[0])]
        cost = int(ar[1]) - 1
        if hu:
            return f"Megveszi: {n(card)} ({row} piac, {ar[1]}. hely, {cost} forint)"
        return f"Buy {n(card)} ({row} market slot {ar[1]}, {cost} florin{'s' if cost != 1 else ''})"
    if k == "play":
        return f"Kijátssza: {n(ar[0])}" if hu else f"Play {n(ar[0])}"
    if k == "sell":
        return f"Eladja: {n(ar[0])}" if hu else f"Sell {n(ar[0])}"
    if k == "operate":
        return (f"Műveletek: {_ROW['hu'][str(ar[0])]} oldal" if hu
                else f"Operate the {_ROW['en'][str(ar[0])]} side")
    if k == "fair":
        return (f"Kereskedelem: {_ROW['hu'][str(ar[0])]} vásár" if hu
                else f"Trade Fair {_ROW['en'][str(ar[0])]}")
    if k == "declare":
        return f"Győzelem megragadása: {n(ar[0])}" if hu else f"Declare {n(ar[0])}"
    if k == "pass":
        return "Nincs lehetséges akció: passz" if hu else "Pass (no legal action)"
    if k == "activate":
        return f"Üstökös: aktiválja – {n(ar[0])}" if hu else f"Comet: activate {n(ar[0])}"
    if k == "one_shot":
        card = s.frames[-1].get("card", "") if s.frames else ""
        detail = ", ".join(n(x) for x in ar)
        if hu:
            return f"Egyszeri esemény: {n(card)}" + (f" ({detail})" if detail else "")
        return f"Resolve the one-shot of {n(card)}" + (f" ({detail})" if detail else "")
    if k == "no_one_shot":
        return "Nem indít egyszeri eseményt" if hu else "Decline the one-shot"
    if k == "place":
        card = s.frames[-1].get("card", "") if s.frames else ""
        agent = CARDS[card].agents[int(ar[0])] if card in CARDS else None
        what = (agent.piece if agent else "agent")
        extra = ""
        if ar[2]:
            extra = (f", elnyomva: {n(ar[2])} (1 forint)" if hu else f", repressing {n(ar[2])} for 1 florin") \
                if ":" in str(ar[2]) else (f", 1 forintért elnyomva ({n(ar[2])})" if hu
                                            else f", repressing the Concession into {n(ar[2])} for 1 florin")
        tag = _agent_tag(s, int(ar[0]), lang)
        if hu:
            return f"Lerakja: {_TOKEN_HU.get(what, what)}{tag} → {n(ar[1])}{extra}{_src(s, str(ar[3]), lang)}"
        return f"Place the {what}{tag} on {n(ar[1])}{extra}{_src(s, str(ar[3]), lang)}"
    if k == "skip":
        card = s.frames[-1].get("card", "") if s.frames else ""
        agents = CARDS[card].agents if card in CARDS else ()
        i = int(ar[0])
        if not 0 <= i < len(agents):
            return "Nem rakja le a bábut" if hu else "Do not place that agent"
        piece = agents[i].piece
        if hu:
            return f"Nem rakja le: {_TOKEN_HU.get(piece, piece)} ({i + 1}. bábu)"
        return f"Do not place agent {i + 1} (the {piece})"
    if k == "kill":
        return f"Rendteremtés: megöli – {n(ar[0])}" if hu else f"Pacification: kill {n(ar[0])}"
    if k == "no_kill":
        return "Nincs rendteremtés" if hu else "No Pacification"
    if k == "op":
        detail = ", ".join(n(x) for x in ar[2:])
        from .turn import card_ops

        op = card_ops(s, str(ar[0]))[int(ar[1])].op
        if hu:
            return f"Művelet ({op}) – {n(ar[0])}" + (f": {detail}" if detail else "")
        return f"{op.capitalize()} with {n(ar[0])}" + (f": {detail}" if detail else "")
    if k == "done":
        return "Befejezi a műveleteket" if hu else "Stop operating"
    if k == "levy":
        return (f"Mozgósítás: {n(ar[0])}{_src(s, str(ar[1]), lang)}" if hu
                else f"Levy in {n(ar[0])}{_src(s, str(ar[1]), lang)}")
    if k == "discard":
        return f"Eldobja: {n(ar[0])}" if hu else f"Discard {n(ar[0])}"
    return f"{k}: " + ", ".join(n(x) for x in ar) if ar else k


def targets(s: RenState, a: Action) -> tuple[str, ...]:
    if a.kind in TARGETS:
        return TARGETS[a.kind](s, a)
    ar = a.args
    if a.kind == "buy":
        return (f"market:{ar[0]}:{ar[1]}", s.market[str(ar[0])][int(ar[1]) - 1])
    if a.kind in ("play", "sell", "discard"):
        return (str(ar[0]),)
    if a.kind == "kill":  # the killed token lies on the Empire of the Pacification (REN-F-5)
        return (str(s.frames[-1].get("empire", "")),) if s.frames else ()
    if a.kind == "operate":
        return (f"tableau:{s.to_move}:{ar[0]}",)
    if a.kind == "fair":
        return (f"market:{ar[0]}:1",)
    if a.kind in ("declare", "activate"):
        return (f"victory:{ar[0]}",)
    if a.kind == "place":
        return tuple(str(x) for x in (ar[1],) + ((ar[2],) if ar[2] and ":" not in str(ar[2]) else ()))
    if a.kind == "levy":
        return (str(ar[0]),)
    if a.kind == "op":
        return (str(ar[0]),) + tuple(str(x) for x in ar[2:] if isinstance(x, str))
    if a.kind == "one_shot":
        return tuple(str(x) for x in ar if isinstance(x, str))
    return ()
