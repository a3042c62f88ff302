"""Describing actions in English and Hungarian, and the table elements they act on."""

from __future__ import annotations

from typing import cast

from pax.core import Action
from pax.core.sentences import Sentences

from . import catalog as C
from .cardtext import impact_text
from .flow import Frame, decision, kind_of
from .splay import strips
from .state import TrhState
from .tables import T
from .vocabulary import COLOUR_WORDS, SPHERE_WORDS, SPHERES

COLS = {lang: tuple(words[sp] for sp in SPHERES) for lang, words in SPHERE_WORDS.items()}
DISC_NAMES = COLOUR_WORDS
BOARD_COLOURS = Sentences("transhumanity.board_colours", {
    "en": {"blue": "blue", "black": "black", "pink": "pink", "red": "red"},
    "hu": {"blue": "kék", "black": "fekete", "pink": "rózsaszín", "red": "piros"},
})
#: what the decision's fields read as when none is pending (at the turn's menu); never changed
_NO_DECISION: Frame = {}
ROUTES = {"en": ("adjacent strips", "two patents", "Think Tank"), "hu": ("szomszédos sávok", "két szabadalom", "Kutatóközpont")}

SAY = Sentences("transhumanity.actions", {"en": {
    "colour": "choose {a0}", "secret": "keep {card} with its {band} band as Secret sphere",
    "fundraise": "Fundraise", "end": "end the turn",
    "syndicate": "Syndicate {slotcard}", "commercialize": "Commercialize {slotcard} ({route}, labor at {spot2})",
    "hire": "Hire at {spot0} ({src})", "own_hire": "Hire into your company at {spot0} ({src})",
    "research": "Research in {col0} (labor at {spot1})", "placate": "Placate Heat on {slotcard} ({square})",
    "import": "Import {slotcard}", "to": "move it to {col0} row {a1}", "money": "move a financial agent down ($1)",
    "sell": "sell {art} {d0} patent", "divest": "divest {what}", "done": "done", "skip": "skip",
    "cover": "cover {square} of {framecard}", "chain": "surge: syndicate {chaincard} too",
    "orient": "put the {band0} band down", "alt": "choose: {impact}", "heat": "place an agent on {where}",
    "solve": "solve {prob0}", "found": "found {owner} company at {spot0}", "resil": "divest the agent on {where}",
    "remove": "remove {splaycard} from the Splay", "lose": "lose the employee {what}", "nuke": "discard {what}",
    "tank": "put {framecard} on your Think Tank", "patents": "take {discs} patent{plural} ({framecard})",
    "discard": "discard {framecard}",
}, "hu": {
    "colour": "szín: {a0}", "secret": "{card}: Titkos szféra a {band} sáv",
    "fundraise": "Tőkebevonás", "end": "kör vége",
    "syndicate": "Szindikálás: {slotcard}", "commercialize": "Üzletesítés: {slotcard} ({route}, munka: {spot2})",
    "hire": "Alkalmazás: {spot0} ({src})", "own_hire": "Alkalmazás a saját cégbe: {spot0} ({src})",
    "research": "Kutatás: {col0} (munka: {spot1})", "placate": "Felháborodás csitítása: {slotcard} ({square})",
    "import": "Behozatal: {slotcard}", "to": "ide: {col0}, {a1}. sor", "money": "pénzügyi ügynök lejjebb ($1)",
    "sell": "{d0} szabadalom eladása", "divest": "felszámolás: {what}", "done": "kész", "skip": "kihagyás",
    "cover": "{framecard}: {the_square} lefedése", "chain": "löketnyíl: {the_row}. sor ({chaincard}) szindikálása is",
    "orient": "a {band0} sáv lefelé", "alt": "választás: {impact}", "heat": "ügynök ide: {where}",
    "solve": "megoldás: {prob0}", "found": "cégalapítás ({owner}): {spot0}", "resil": "ügynök felszámolása: {where}",
    "remove": "{splaycard} ki a Sorból", "lose": "elbocsátás: {what}", "nuke": "eldobás: {what}",
    "tank": "{framecard} a Kutatóközpontba", "patents": "szabadalom: {discs} ({framecard})", "discard": "{framecard} eldobása",
}})


MENU = Sentences("transhumanity.menu", {
    "en": {"fundraise": "Fundraise", "syndicate": "Syndicate …", "commercialize": "Commercialize …",
           "hire": "Hire …", "research": "Research …", "placate": "Placate Heat …", "import": "Import …",
           "own_hire": "Hire into your own company …"},
    "hu": {"fundraise": "Tőkebevonás", "syndicate": "Szindikálás …", "commercialize": "Üzletesítés …",
           "hire": "Alkalmazás …", "research": "Kutatás …", "placate": "Felháborodás csitítása …",
           "import": "Behozatal …", "own_hire": "Alkalmazás a saját cégbe …"},
})


SIDES = Sentences("transhumanity.sides", {"en": {"T": "thinker", "M": "maker"}, "hu": {"T": "gondolkodó", "M": "készítő"}})
SOURCES = Sentences("transhumanity.sources", {"en": {"f": "from your financial agents", "u": "from your unemployed agents"},
                                              "hu": {"f": "pénzügyi ügynökből", "u": "munkanélküli ügynökből"}})
SQUARE = Sentences("transhumanity.squares", {
    "en": {"square": "{colour} heat square {n}", "white": "white", "black": "black"},
    "hu": {"square": "{n}. {colour} felháborodás-négyzet", "white": "fehér", "black": "fekete"},
})
def card_name(x: object, lang: str = "en") -> str:
    """The display name of an id; a card's Hungarian name in Hungarian (``data/names_hu.json``)."""
    return (lang == "hu" and C.name_hu(str(x))) or T.names.get(str(x), str(x))


_name = card_name


def hu_article(word: str) -> str:
    """The Hungarian definite article before ``word``: "az" before a vowel sound, including the
    numerals read with one (1 egy, 5 öt, 50-59 ötven…), else "a"."""
    w = word.strip().lower()
    if not w:
        return "a"
    if w[0].isdigit():
        digits = w.split(".")[0]
        if not digits.isdigit():
            return "a"
        n = int(digits)
        return "az" if n == 1 or str(n)[0] == "5" or 1000 <= n < 2000 else "a"
    return "az" if w[0] in "aáeéiíoóöőuúüű" else "a"


def en_article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _square(lang: str, colour: str, i: int) -> str:
    return SQUARE(lang, "square", colour=SQUARE[lang].get(colour, colour), n=i + 1)


def _fields(s: TrhState, a: Action, lang: str) -> dict[str, str]:
    args = list(a.args)
    f: dict[str, str] = {f"a{i}": str(v) for i, v in enumerate(args)}
    cols, dn = COLS[lang], DISC_NAMES[lang]
    sides = ("left", "right") if lang == "en" else ("bal", "jobb")
    k = a.kind

    def col(i: int) -> str:
        v = args[i]
        return cols[v] if isinstance(v, int) and 0 <= v < 4 else str(v)

    if k in ("syndicate", "commercialize", "placate", "import") and len(args) >= 2:
        slot = s.market[args[0]][args[1]] if isinstance(args[0], int) and isinstance(args[1], int) else None
        f["slotcard"] = f"{_name(slot['id'], lang) if slot else '?'} ({SPHERES[cast(int, args[0])]}{args[1]})" if slot else "?"
    if k == "commercialize" and len(args) == 4:
        f["route"] = ROUTES[lang][args[2]] if args[2] in (0, 1, 2) else "?"
        f["spot2"] = _name(args[3], lang)
    top: Frame = decision(s) or _NO_DECISION
    if k in ("hire", "own_hire", "found") and args:
        f["spot0"] = _name(args[0], lang)
    if k in ("hire", "own_hire") and len(args) == 2:
        f["src"] = SOURCES[lang].get(str(args[1]), str(args[1]))
    if k == "found":
        from .view import player_name
        seat: int | None = top.get("seat")
        owner: int | None = top.get("owner", seat)  # a robot's startup: the robot (TRH-K-21)
        if owner is not None and owner != seat:
            f["owner"] = player_name(s, owner) + ("'s" if lang == "en" else "")
        else:
            f["owner"] = "your" if lang == "en" else "saját"
    if k == "placate" and len(args) == 3:
        pc, pr, pi = cast(int, args[0]), cast(int, args[1]), cast(int, args[2])
        placated = s.market[pc][pr]
        assert placated is not None  # a legal placate names an idea in the Market
        f["square"] = _square(lang, T.cards[placated["id"]].heat[pi], pi)
    if k in ("cover", "tank", "patents", "discard"):
        cid = top.get("card")
        if cid is None and "col" in top:
            slot = s.market[top["col"]][top["row"]]
            assert slot is not None  # the frame's idea is in the Market
            cid = slot["id"]
        f["framecard"] = _name(cid, lang) if cid else "?"
        if k == "cover" and args:
            f["square"] = _square(lang, "black", int(args[0]))
            f["the_square"] = f"{hu_article(f['square'])} {f['square']}"
        if k == "patents" and args and cid:
            c = T.cards[cid]
            ds = [d for bit, d in ((1, c.left), (2, c.right)) if int(args[0]) & bit]
            f["discs"] = (" and " if lang == "en" else " és ").join(dn[d] for d in ds)
            f["plural"] = "s" if len(ds) > 1 else ""
    if k == "chain" and args:
        slot = s.market[top["col"]][cast(int, args[0])]
        assert slot is not None  # a legal chain names an idea in the column
        f["chaincard"] = f"{_name(slot['id'], lang)} ({SPHERES[top['col']]}{args[0]})"
        f["the_row"] = f"{hu_article(str(args[0]))} {args[0]}"  # "az 1. sor", "a 2. sor", "az 5. sor"
    if k == "alt" and args:
        f["impact"] = impact_text(T.cards[top["card"]].impacts[top["g"]][int(args[0])], lang)
    if k == "remove" and args:
        j = int(args[0])
        f["splaycard"] = f"{_name(s.splay[j]['id'], lang)} ({dn[strips(s)[j]]}" + \
            (" strip)" if lang == "en" else " sáv)")
    if k == "research" and len(args) == 2:
        f["col0"] = col(0)
        f["spot1"] = _name(args[1], lang)
    if k == "to" and len(args) == 2:
        f["col0"] = col(0)
    if k == "secret" and len(args) == 2:
        f["card"] = _name(args[0], lang)
        f["band"] = sides[args[1]] if args[1] in (0, 1) else "?"
    if k == "orient" and args:
        f["band0"] = sides[args[0]] if args[0] in (0, 1) else "?"
    if k == "sell" and args:
        f["d0"] = dn.get(str(args[0]), str(args[0]))
        f["art"] = en_article(f["d0"])
    if k == "colour" and args:
        f["a0"] = dn.get(str(args[0])) or BOARD_COLOURS[lang].get(str(args[0]), str(args[0]))
    if k == "solve" and args:
        f["prob0"] = _name(args[0], lang)
    if k in ("divest", "lose", "nuke", "heat", "resil") and args:
        rest = args[1:]
        if args[0] == "m" and len(rest) >= 2:
            slot = s.market[rest[0]][rest[1]] if isinstance(rest[0], int) and isinstance(rest[1], int) else None
            f["what"] = _name(slot["id"], lang) if slot else "?"
        elif args[0] == "s" and len(rest) == 2 and k == "divest":
            slot = s.market[cast(int, rest[0])][cast(int, rest[1])]
            f["what"] = _name(slot["id"], lang) if slot else "?"
        elif args[0] == "s" and rest and isinstance(rest[0], int) and rest[0] < len(s.splay):
            f["what"] = _name(s.splay[rest[0]]["id"], lang)
        elif args[0] == "u" and rest and isinstance(rest[0], int) and 0 <= rest[0] < 4:
            f["what"] = cols[rest[0]] + (" (unemployed)" if lang == "en" else " (munkanélküli)")
        elif args[0] == "p" and rest:
            f["what"] = dn.get(str(rest[0]), str(rest[0])) + (" patent" if lang == "en" else " szabadalom")
        else:
            f["what"] = " ".join(_name(x, lang) for x in rest)
        f["where"] = f["what"]
    return f


MONEY = Sentences("transhumanity.money", {
    "en": {
        "boxes": "Capital|Wealth|Debt",
        "money": "pay ${amt} by moving {agents} down: {moves} (TRH-E-4, E-5)",
        "agent": "a financial agent", "agents": "{n} financial agents",
        "fundraise_none": "Fundraise (nothing to divest): {moves} (TRH-F-2, F-3)",
        "fundraise_idle": "Fundraise (nothing to divest, nothing would change: it only uses up an action, TRH-F-1..F-3)",
        "fund_done": "done divesting: {moves} (TRH-F-2, F-3)",
        "fund_done_idle": "done divesting (nothing more changes, TRH-F-2, F-3)",
    },
    "hu": {
        "boxes": "Tőke|Vagyon|Adósság",
        "money": "{amt} $ fizetése, {agents} lejjebb: {moves} (TRH-E-4, E-5)",
        "agent": "egy pénzügyi ügynök", "agents": "{n} pénzügyi ügynök",
        "fundraise_none": "Tőkebevonás (nincs mit felszámolni): {moves} (TRH-F-2, F-3)",
        "fundraise_idle": "Tőkebevonás (nincs mit felszámolni, semmi sem változna: csak egy cselekvést használ el, TRH-F-1..F-3)",
        "fund_done": "felszámolás kész: {moves} (TRH-F-2, F-3)",
        "fund_done_idle": "felszámolás kész (más nem változik, TRH-F-2, F-3)",
    },
})


def _moves(lang: str, old: list[int], new: list[int]) -> str:
    """Financial boxes that change, ``Capital 2→0, Wealth 3→4``."""
    names = MONEY[lang]["boxes"].split("|")
    return ", ".join(f"{names[i]} {old[i]}→{new[i]}" for i in range(3) if old[i] != new[i])


def money_label(s: TrhState, lang: str) -> str | None:
    """TRH-E-4/5: what one tap on "money" moves and pays: the topmost agent each $1, until paid
    (there is no choice between the moves, so they are one decision, told in full)."""
    top = decision(s)
    if top is None or kind_of(top) != "pay":
        return None
    seat: int = top["seat"]
    amt: int = top["amt"]  # still owed
    fin = list(s.fin[seat])
    new = list(fin)
    paid = 0
    while paid < amt and (new[0] or new[1]):
        box = 0 if new[0] else 1
        new[box] -= 1
        new[box + 1] += 1
        paid += 1
    w = MONEY[lang]
    agents = w["agent"] if paid == 1 else w["agents"].format(n=paid)
    return w["money"].format(amt=paid, agents=agents, moves=_moves(lang, fin, new))


def fundraise_label(s: TrhState, a: Action, lang: str) -> str | None:
    """Fundraise from the turn menu, and its "done": what it will do to the boards, and a
    Fundraise with nothing to divest says so (TRH-F-1..F-3)."""
    from .fundraise import can_divest, settled
    w = MONEY[lang]
    top = decision(s)
    if a.kind == "fundraise" and not a.args and top is None:
        seat = s.turn
    elif a.kind == "done" and top is not None and kind_of(top) == "fund":
        seat = top["seat"]
    else:
        return None
    fin = list(s.fin[seat])
    new = settled(fin)
    moves = _moves(lang, fin, new)
    if a.kind == "done":
        return w["fund_done"].format(moves=moves) if moves else w["fund_done_idle"]
    if can_divest(s, seat):
        return None  # the menu's own word: its decision (the ``fund`` frame) says the rest
    return w["fundraise_none"].format(moves=moves) if moves else w["fundraise_idle"]


def describe_action(s: TrhState, a: Action, lang: str = "en") -> str:
    """A short sentence for ``a`` (``lang`` "en" or "hu"); never raises."""
    lang = "hu" if lang == "hu" else "en"
    try:
        special = money_label(s, lang) if a.kind == "money" else fundraise_label(s, a, lang) \
            if a.kind in ("fundraise", "done") else None
    except (KeyError, IndexError, TypeError, ValueError):
        special = None
    if special is not None:
        return special
    if not a.args and a.kind in MENU[lang]:
        return MENU[lang][a.kind]
    tpl = SAY[lang].get(a.kind)
    if tpl is None:
        return str(a)
    try:
        return tpl.format(**_fields(s, a, lang))
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return str(a)


def targets_of(s: TrhState, a: Action) -> tuple[str, ...]:
    """Ids of table elements: market slots "m:<col>:<row>", heat squares "h:<col>:<row>:<i>", board
    spots by id, Splay cards "s:<i>", problems by id, patents "p:<disc>", columns "col:<i>",
    unemployment "u:<sphere>", cards by id, a player's financial agents "fin:<seat>", Think Tank
    "tank:<seat>" and patents "patents:<seat>", the discard pile "discard"."""
    k, args = a.kind, a.args
    top: Frame = decision(s) or _NO_DECISION
    if k in ("tank", "patents", "discard"):  # TRH-F-46..48: where the researched card goes
        where = {"tank": f"tank:{top.get('seat')}", "patents": f"patents:{top.get('seat')}", "discard": "discard"}[k]
        return (str(top.get("card")), where)
    if k == "money" and "seat" in top:
        return (f"fin:{top['seat']}",)
    if k == "cover" and args and "col" in top:
        return (f"m:{top['col']}:{top['row']}", f"h:{top['col']}:{top['row']}:{args[0]}")
    if k in ("orient", "alt") and "card" in top:
        return (str(top["card"]),)
    if k == "secret" and args:
        return (str(args[0]),)
    if not args:
        return ()
    if k == "placate" and len(args) == 3:
        return (f"m:{args[0]}:{args[1]}", f"h:{args[0]}:{args[1]}:{args[2]}")
    if k in ("heat", "resil") and len(args) == 4 and args[0] == "m":
        return (f"m:{args[1]}:{args[2]}", f"h:{args[1]}:{args[2]}:{args[3]}")
    if k in ("syndicate", "placate") or (k == "divest" and args[:1] == ("s",)):
        c, r = (args[0], args[1]) if k != "divest" else (args[1], args[2])
        return (f"m:{c}:{r}",)
    if k == "commercialize":
        return (f"m:{args[0]}:{args[1]}", str(args[3]))
    if k in ("import", "to"):
        return (f"m:{args[0]}:{args[1]}",)
    if k in ("hire", "own_hire", "found"):
        return (str(args[0]),)
    if k == "research":
        return (f"col:{args[0]}", str(args[1]))
    if k == "chain":
        f: Frame = decision(s) or _NO_DECISION
        return (f"m:{f.get('col')}:{args[0]}",)
    if k in ("heat", "resil"):
        return (f"m:{args[1]}:{args[2]}",) if args[0] == "m" else (f"s:{args[1]}",)
    if k == "remove":
        return (f"s:{args[0]}",)
    if k == "solve":
        return (str(args[0]),)
    if k == "sell" or (k == "divest" and args[:1] == ("p",)):
        return (f"p:{args[-1]}",)
    if len(args) >= 2 and args[0] == "u" and k in ("lose", "divest"):
        return (f"u:{args[1]}",)
    if k in ("lose", "nuke") or (k == "divest" and args[:1] == ("e",)):
        return (str(args[1]),)
    return ()
