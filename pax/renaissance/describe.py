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
from pax.core.sentences import Sentences

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

_ROW = Sentences("renaissance.rows", {"en": {"east": "East", "west": "West"}, "hu": {"east": "keleti", "west": "nyugati"}})
_TOKEN_HU = {"knight": "lovag", "rook": "bástya", "bishop": "püspök", "cube": "kocka", "pirate": "kalóz",
             "pawn": "koncesszió"}
_COLOUR_HU = {"white": "fehér", "black": "fekete", "red": "piros"}

#: sentences for the main actions and the generic frames' choices (other kinds: their modules)
SAY = Sentences("renaissance.actions", {
    "en": {
        "cube": "{who}'s Concession", "repressed": "repressed on {where}", "token": "{colour} {piece}",
        "src": " (taken from {place})", "agent_tag": " (agent {i} of {n})",
        "buy": "Buy {card} ({row} market slot {slot}, {cost} florin{plural})", "play": "Play {card}",
        "sell": "Sell {card}", "operate": "Operate the {row} side", "fair": "Trade Fair {row}",
        "declare": "Declare {victory}", "pass": "Pass (no legal action)", "activate": "Comet: activate {victory}",
        "one_shot": "Resolve the one-shot of {card}", "no_one_shot": "Decline the one-shot",
        "repress_token": ", repressing {token} for 1 florin",
        "repress_cube": ", repressing the Concession into {place} for 1 florin",
        "place": "Place the {piece}{tag} on {place}{extra}{src}",
        "skip_any": "Do not place that agent", "skip": "Do not place agent {i} (the {piece})",
        "kill": "Pacification: kill {token}", "no_kill": "No Pacification", "op": "{Op} with {card}",
        "done": "Stop operating", "levy": "Levy in {city}{src}", "discard": "Discard {card}",
    },
    "hu": {
        "cube": "{who} kockája", "repressed": "elnyomott ({where})", "token": "{colour_hu} {piece_hu}",
        "src": " (innen: {place})", "agent_tag": " ({i}. bábu a {n}-ból)",
        "buy": "Megveszi: {card} ({row} piac, {slot}. hely, {cost} forint)", "play": "Kijátssza: {card}",
        "sell": "Eladja: {card}", "operate": "Műveletek: {row} oldal", "fair": "Kereskedelem: {row} vásár",
        "declare": "Győzelem megragadása: {victory}", "pass": "Nincs lehetséges akció: passz",
        "activate": "Üstökös: aktiválja – {victory}",
        "one_shot": "Egyszeri esemény: {card}", "no_one_shot": "Nem indít egyszeri eseményt",
        "repress_token": ", elnyomva: {token} (1 forint)", "repress_cube": ", 1 forintért elnyomva ({place})",
        "place": "Lerakja: {piece_hu}{tag} → {place}{extra}{src}",
        "skip_any": "Nem rakja le a bábut", "skip": "Nem rakja le: {piece_hu} ({i}. bábu)",
        "kill": "Rendteremtés: megöli – {token}", "no_kill": "Nincs rendteremtés", "op": "Művelet ({op}) – {card}",
        "done": "Befejezi a műveleteket", "levy": "Mozgósítás: {city}{src}", "discard": "Eldobja: {card}",
    },
})


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
            return SAY(lang, "cube", who=who)
        if kind in ("repressed", "city", "border", "card"):
            where = name(rest, s, lang)
            return SAY(lang, "repressed", where=where) if kind == "repressed" else where
        return SAY(lang, "token", colour=rest, piece=kind, colour_hu=_COLOUR_HU.get(rest, rest),
                   piece_hu=_TOKEN_HU.get(kind, kind))
    return x


def _src(s: RenState, src: str, lang: str) -> str:
    if not src:
        return ""
    return SAY(lang, "src", place=name(src, s, lang))


def _agent_tag(s: RenState, index: int, lang: str) -> str:
    """Which of the played card's agents, when it has others of the same piece (the choices
    would otherwise read alike)."""
    card = str(s.frames[-1].get("card", "")) if s.frames else ""
    agents = CARDS[card].agents if card in CARDS else ()
    if not 0 <= index < len(agents) or sum(ag.piece == agents[index].piece for ag in agents) < 2:
        return ""
    return SAY(lang, "agent_tag", i=index + 1, n=len(agents))


def describe(s: RenState, a: Action, lang: str = "en") -> str:
    if a.kind in DESCRIBE:
        return DESCRIBE[a.kind](s, a, lang)
    ar = a.args
    def n(x: object) -> str:
        return name(x, s, lang)
    k = a.kind
    if k == "buy":
        cost = int(ar[1]) - 1
        return SAY(lang, k, card=n(s.market[str(ar[0])][int(ar[1]) - 1]), row=_ROW[lang_of(lang)][str(ar[0])],
                   slot=ar[1], cost=cost, plural="s" if cost != 1 else "")
    if k in ("play", "sell", "discard"):
        return SAY(lang, k, card=n(ar[0]))
    if k in ("operate", "fair"):
        return SAY(lang, k, row=_ROW[lang_of(lang)][str(ar[0])])
    if k in ("declare", "activate"):
        return SAY(lang, k, victory=n(ar[0]))
    if k in ("pass", "no_one_shot", "no_kill", "done"):
        return SAY(lang, k)
    if k == "one_shot":
        card = s.frames[-1].get("card", "") if s.frames else ""
        detail = ", ".join(n(x) for x in ar)
        return SAY(lang, k, card=n(card)) + (f" ({detail})" if detail else "")
    if k == "place":
        card = s.frames[-1].get("card", "") if s.frames else ""
        agent = CARDS[card].agents[int(ar[0])] if card in CARDS else None
        what = (agent.piece if agent else "agent")
        extra = ""
        if ar[2]:
            extra = SAY(lang, "repress_token", token=n(ar[2])) if ":" in str(ar[2]) \
                else SAY(lang, "repress_cube", place=n(ar[2]))
        return SAY(lang, k, piece=what, piece_hu=_TOKEN_HU.get(what, what), tag=_agent_tag(s, int(ar[0]), lang),
                   place=n(ar[1]), extra=extra, src=_src(s, str(ar[3]), lang))
    if k == "skip":
        card = s.frames[-1].get("card", "") if s.frames else ""
        agents = CARDS[card].agents if card in CARDS else ()
        i = int(ar[0])
        if not 0 <= i < len(agents):
            return SAY(lang, "skip_any")
        piece = agents[i].piece
        return SAY(lang, k, i=i + 1, piece=piece, piece_hu=_TOKEN_HU.get(piece, piece))
    if k == "kill":
        return SAY(lang, k, token=n(ar[0]))
    if k == "op":
        detail = ", ".join(n(x) for x in ar[2:])
        from .turn import card_ops

        op = card_ops(s, str(ar[0]))[int(ar[1])].op
        return SAY(lang, k, op=op, Op=op.capitalize(), card=n(ar[0])) + (f": {detail}" if detail else "")
    if k == "levy":
        return SAY(lang, k, city=n(ar[0]), src=_src(s, str(ar[1]), lang))
    return f"{k}: " + ", ".join(n(x) for x in ar) if ar else k


def lang_of(lang: str) -> str:
    """The catalogue language used for ``lang`` (an unknown one reads English)."""
    return "hu" if lang == "hu" else "en"


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
