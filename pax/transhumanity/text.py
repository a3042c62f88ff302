"""Describing actions in English and Hungarian, and the table elements they act on."""

from __future__ import annotations

from pax.core import Action

from .state import SPHERES, TrhState
from .tables import T

COLS = {"en": ("First World", "Developing World", "Cloud", "Space"),
        "hu": ("Első világ", "Fejlődő világ", "Felhő", "Űr")}
DISC_NAMES = {"en": {"Y": "yellow", "G": "green", "B": "blue", "O": "orange"},
              "hu": {"Y": "sárga", "G": "zöld", "B": "kék", "O": "narancs"}}
BOARD_COLOURS = {"en": {"blue": "blue", "black": "black", "pink": "pink", "red": "red"},
                 "hu": {"blue": "kék", "black": "fekete", "pink": "rózsaszín", "red": "piros"}}
ROUTES = {"en": ("adjacent strips", "two patents", "Think Tank"), "hu": ("szomszédos sávok", "két szabadalom", "Kutatóközpont")}

EN = {
    "colour": "choose {a0}", "secret": "keep {card} with its {band} band as Secret sphere",
    "fundraise": "Fundraise", "end": "end the turn",
    "syndicate": "Syndicate {slotcard}", "commercialize": "Commercialize {slotcard} ({route}, labor at {spot2})",
    "hire": "Hire at {spot0}", "own_hire": "Hire into your company at {spot0}",
    "research": "Research in {col0} (labor at {spot1})", "placate": "Placate Heat on {slotcard}",
    "import": "Import {slotcard}", "to": "move it to {col0} row {a1}", "money": "move a financial agent down ($1)",
    "sell": "sell a {d0} patent", "divest": "divest {what}", "done": "done", "skip": "skip",
    "cover": "cover black heat square {a0}", "chain": "surge: syndicate row {a0} too",
    "orient": "put the {band0} band down", "alt": "choose alternative {a0}", "heat": "place an agent on {where}",
    "solve": "solve {prob0}", "found": "found the company at {spot0}", "resil": "divest the agent on {where}",
    "remove": "remove Splay card {a0}", "lose": "lose the employee {what}", "nuke": "discard {what}",
    "tank": "put it on your Think Tank", "patents": "take patents ({a0})", "discard": "discard it",
}
HU = {
    "colour": "szín: {a0}", "secret": "{card}: Titkos szféra a {band} sáv",
    "fundraise": "Tőkebevonás", "end": "kör vége",
    "syndicate": "Szindikálás: {slotcard}", "commercialize": "Üzletesítés: {slotcard} ({route}, munka: {spot2})",
    "hire": "Alkalmazás: {spot0}", "own_hire": "Alkalmazás a saját cégbe: {spot0}",
    "research": "Kutatás: {col0} (munka: {spot1})", "placate": "Felháborodás csitítása: {slotcard}",
    "import": "Behozatal: {slotcard}", "to": "ide: {col0} {a1}. sor", "money": "pénzügyi ügynök lejjebb ($1)",
    "sell": "{d0} szabadalom eladása", "divest": "felszámolás: {what}", "done": "kész", "skip": "kihagyás",
    "cover": "{a0}. fekete négyzet lefedése", "chain": "löketnyíl: a {a0}. sor szindikálása is",
    "orient": "a {band0} sáv lefelé", "alt": "{a0}. lehetőség", "heat": "ügynök ide: {where}",
    "solve": "megoldás: {prob0}", "found": "cégalapítás: {spot0}", "resil": "ügynök felszámolása: {where}",
    "remove": "{a0}. kártya ki a Sorból", "lose": "elbocsátás: {what}", "nuke": "eldobás: {what}",
    "tank": "a Kutatóközpontba", "patents": "szabadalmak ({a0})", "discard": "eldobás",
}


MENU = {
    "en": {"fundraise": "Fundraise", "syndicate": "Syndicate …", "commercialize": "Commercialize …",
           "hire": "Hire …", "research": "Research …", "placate": "Placate Heat …", "import": "Import …",
           "own_hire": "Hire into your own company …"},
    "hu": {"fundraise": "Tőkebevonás", "syndicate": "Szindikálás …", "commercialize": "Üzletesítés …",
           "hire": "Alkalmazás …", "research": "Kutatás …", "placate": "Felháborodás csitítása …",
           "import": "Behozatal …", "own_hire": "Alkalmazás a saját cégbe …"},
}


def _name(x: object) -> str:
    return T.names.get(str(x), str(x))


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
        f["slotcard"] = f"{_name(slot['id']) if slot else '?'} ({SPHERES[args[0]]}{args[1]})" if slot else "?"
    if k == "commercialize" and len(args) == 4:
        f["route"] = ROUTES[lang][args[2]] if args[2] in (0, 1, 2) else "?"
        f["spot2"] = _name(args[3])
    if k in ("hire", "own_hire", "found") and args:
        f["spot0"] = _name(args[0])
    if k == "research" and len(args) == 2:
        f["col0"] = col(0)
        f["spot1"] = _name(args[1])
    if k == "to" and len(args) == 2:
        f["col0"] = col(0)
    if k == "secret" and len(args) == 2:
        f["card"] = _name(args[0])
        f["band"] = sides[args[1]] if args[1] in (0, 1) else "?"
    if k == "orient" and args:
        f["band0"] = sides[args[0]] if args[0] in (0, 1) else "?"
    if k == "sell" and args:
        f["d0"] = dn.get(str(args[0]), str(args[0]))
    if k == "colour" and args:
        f["a0"] = dn.get(str(args[0])) or BOARD_COLOURS[lang].get(str(args[0]), str(args[0]))
    if k == "solve" and args:
        f["prob0"] = _name(args[0])
    if k in ("divest", "lose", "nuke", "heat", "resil") and args:
        rest = args[1:]
        if args[0] == "m" and len(rest) >= 2:
            slot = s.market[rest[0]][rest[1]] if isinstance(rest[0], int) and isinstance(rest[1], int) else None
            f["what"] = _name(slot["id"]) if slot else "?"
        elif args[0] == "s" and len(rest) == 2 and k == "divest":
            slot = s.market[rest[0]][rest[1]]
            f["what"] = _name(slot["id"]) if slot else "?"
        elif args[0] == "s" and rest and isinstance(rest[0], int) and rest[0] < len(s.splay):
            f["what"] = _name(s.splay[rest[0]]["id"])
        elif args[0] == "u" and rest and isinstance(rest[0], int) and 0 <= rest[0] < 4:
            f["what"] = cols[rest[0]] + (" (unemployed)" if lang == "en" else " (munkanélküli)")
        elif args[0] == "p" and rest:
            f["what"] = dn.get(str(rest[0]), str(rest[0])) + (" patent" if lang == "en" else " szabadalom")
        else:
            f["what"] = " ".join(_name(x) for x in rest)
        f["where"] = f["what"]
    return f


def describe_action(s: TrhState, a: Action, lang: str = "en") -> str:
    """A short sentence for ``a`` (``lang`` "en" or "hu"); never raises."""
    lang = "hu" if lang == "hu" else "en"
    if not a.args and a.kind in MENU[lang]:
        return MENU[lang][a.kind]
    tpl = (HU if lang == "hu" else EN).get(a.kind)
    if tpl is None:
        return str(a)
    try:
        return tpl.format(**_fields(s, a, lang))
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return str(a)


def targets_of(s: TrhState, a: Action) -> tuple[str, ...]:
    """Ids of table elements: market slots "m:<col>:<row>", board spots by id, Splay cards "s:<i>",
    problems by id, patents "p:<disc>", columns "col:<i>"."""
    k, args = a.kind, a.args
    if not args:
        return ()
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
        f = s.frames[-1] if s.frames else {}
        return (f"m:{f.get('col')}:{args[0]}",)
    if k in ("heat", "resil"):
        return (f"m:{args[1]}:{args[2]}",) if args[0] == "m" else (f"s:{args[1]}",)
    if k == "remove":
        return (f"s:{args[0]}",)
    if k == "solve":
        return (str(args[0]),)
    if k == "sell" or (k == "divest" and args[:1] == ("p",)):
        return (f"p:{args[-1]}",)
    if k in ("lose", "nuke") or (k == "divest" and args[:1] in (("e",), ("u",))):
        return (str(args[1]),)
    return ()
