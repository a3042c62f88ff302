"""Describing actions in English and Hungarian, and the table elements they act on."""

from __future__ import annotations

from pax.core import Action

from .state import SPHERES, TrhState
from .tables import T

COLS = {"en": ("First World", "Developing World", "Cloud", "Space"),
        "hu": ("Első világ", "Fejlődő világ", "Felhő", "Űr")}
DISC_NAMES = {"en": {"Y": "yellow", "G": "green", "B": "blue", "O": "orange"},
              "hu": {"Y": "sárga", "G": "zöld", "B": "kék", "O": "narancs"}}
ROUTES = {"en": ("adjacent strips", "two patents", "Think Tank"), "hu": ("szomszédos sávok", "két szabadalom", "Kutatóközpont")}

EN = {
    "colour": "play {0}", "secret": "keep {card} with its {band} band as Secret sphere",
    "fundraise": "Fundraise", "end": "end the turn",
    "syndicate": "Syndicate {slotcard}", "commercialize": "Commercialize {slotcard} ({route}, labor at {spot2})",
    "hire": "Hire at {spot0}", "own_hire": "Hire into your company at {spot0}",
    "research": "Research in {col0} (labor at {spot1})", "placate": "Placate Heat on {slotcard}",
    "import": "Import {slotcard}", "to": "move it to {col0} row {1}", "money": "move a financial agent down ($1)",
    "sell": "sell a {d0} patent", "divest": "divest {what}", "done": "done", "skip": "skip",
    "cover": "cover black heat square {0}", "chain": "surge: syndicate row {0} too",
    "orient": "put the {band0} band down", "alt": "choose alternative {0}", "heat": "place an agent on {where}",
    "solve": "solve {prob0}", "found": "found the company at {spot0}", "resil": "divest the agent on {where}",
    "remove": "remove Splay card {0}", "lose": "lose the employee {what}", "nuke": "discard {what}",
    "tank": "put it on your Think Tank", "patents": "take patents ({0})", "discard": "discard it",
}
HU = {
    "colour": "{0} szín", "secret": "{card}: Titkos szféra a {band} sáv",
    "fundraise": "Tőkebevonás", "end": "kör vége",
    "syndicate": "Szindikálás: {slotcard}", "commercialize": "Üzletesítés: {slotcard} ({route}, munka: {spot2})",
    "hire": "Alkalmazás: {spot0}", "own_hire": "Alkalmazás a saját cégbe: {spot0}",
    "research": "Kutatás: {col0} (munka: {spot1})", "placate": "Felháborodás csitítása: {slotcard}",
    "import": "Behozatal: {slotcard}", "to": "ide: {col0} {1}. sor", "money": "pénzügyi ügynök lejjebb ($1)",
    "sell": "{d0} szabadalom eladása", "divest": "felszámolás: {what}", "done": "kész", "skip": "kihagyás",
    "cover": "{0}. fekete négyzet lefedése", "chain": "löketnyíl: a {0}. sor szindikálása is",
    "orient": "a {band0} sáv lefelé", "alt": "{0}. lehetőség", "heat": "ügynök ide: {where}",
    "solve": "megoldás: {prob0}", "found": "cégalapítás: {spot0}", "resil": "ügynök felszámolása: {where}",
    "remove": "{0}. kártya ki a Sorból", "lose": "elbocsátás: {what}", "nuke": "eldobás: {what}",
    "tank": "a Kutatóközpontba", "patents": "szabadalmak ({0})", "discard": "eldobás",
}


def _name(x: object) -> str:
    return T.names.get(str(x), str(x))


def describe_action(s: TrhState, a: Action, lang: str = "en") -> str:
    lang = "hu" if lang == "hu" else "en"
    tpl = (HU if lang == "hu" else EN).get(a.kind, a.kind)
    args = list(a.args)
    f = {str(i): v for i, v in enumerate(args)}
    cols, dn = COLS[lang], DISC_NAMES[lang]
    if a.kind in ("syndicate", "commercialize", "placate", "import") and len(args) >= 2:
        slot = s.market[args[0]][args[1]]
        f["slotcard"] = f"{_name(slot['id']) if slot else '?'} ({SPHERES[args[0]]}{args[1]})"
    if args:
        f["spot0"] = _name(args[0])
        f["card"] = _name(args[0])
        f["prob0"] = _name(args[0])
        f["d0"] = dn.get(str(args[0]), str(args[0]))
        f["band0"] = ("left", "right")[args[0]] if lang == "en" and isinstance(args[0], int) and args[0] in (0, 1) else (
            ("bal", "jobb")[args[0]] if isinstance(args[0], int) and args[0] in (0, 1) else str(args[0]))
        if isinstance(args[0], int) and 0 <= args[0] < 4:
            f["col0"] = cols[args[0]]
    if len(args) > 1:
        f["spot1"] = _name(args[1])
        f["band"] = ("left", "right")[int(args[1])] if lang == "en" else ("bal", "jobb")[int(args[1])] if str(args[1]) in "01" else ""
    if len(args) > 2:
        f["col2"] = cols[args[2]] if isinstance(args[2], int) and 0 <= args[2] < 4 else str(args[2])
    if len(args) > 3:
        f["spot2"] = _name(args[3])
        f["route"] = ROUTES[lang][args[2]] if isinstance(args[2], int) and 0 <= args[2] < 3 else ""
    if args and isinstance(args[0], str) and args[0] in ("m", "s", "e", "u", "p", "c"):
        f["what"] = f["where"] = " ".join(_name(x) for x in args[1:])
    f.setdefault("what", " ".join(map(str, args)))
    f.setdefault("where", f["what"])
    try:
        return tpl.format(*args, **f)
    except (KeyError, IndexError, TypeError):
        return str(a)


def targets_of(s: TrhState, a: Action) -> tuple[str, ...]:
    """Ids of table elements: market slots "m:<col>:<row>", board spots by id, Splay cards "s:<i>",
    problems by id, patents "p:<disc>", columns "col:<i>"."""
    k, args = a.kind, a.args
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
