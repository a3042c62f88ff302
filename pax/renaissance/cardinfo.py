"""Static facts and explanations for the browser table (``facade`` op ``catalog``).

``catalog()`` returns plain JSON the renderer draws with: the map layout (grid, cities with
capitals, borders, trade routes, emporia), every card's printed facts, Empires, bankers and
Victory cards, and short explanations (English and Hungarian, in our own words) of operations,
one-shots, abilities and pending decisions, each with the rule IDs it summarises. The data
comes from the package's JSON files through ``tables``; nothing is duplicated here but words.
"""

from __future__ import annotations

from pax.core import record
from pax.core.compact import Json

from .catalog import Card
from .rawjson import data_file, obj, objs, text
from .tables import CARDS, EMPIRES, NAMES, VICTORY_CARDS

# Operation icons: (en, hu, rule IDs)
OPS: dict[str, tuple[str, str, str]] = {
    "inquisitor": ("Move a Bishop of the icon's colour to an adjacent card or a card of the same location; "
                   "the card it lands on is silenced.",
                   "A jel színének püspökét szomszédos vagy azonos helyszínű kártyára viszi; az elnémul.",
                   "REN-F-2..F-7"),
    "commerce": ("Take 1 florin from a card of the pictured market row.",
                 "Elvesz 1 forintot a jelölt piacsor egyik kártyájáról.", "REN-F-8"),
    "behead": ("Discard a card of the same location from any tableau (an Empire costs its price).",
               "Eldob egy azonos helyszínű kártyát bármelyik tablóból (birodalomért fizetni kell).",
               "REN-F-9, F-10"),
    "tax": ("Tax a Concession here: its owner pays 1 florin to China or the Concession is repressed; "
            "then the owner levies an empty city of the taxing Empire (there must be one).",
            "Megadóztat egy itteni koncessziót: tulajdonosa 1 forintot fizet Kínának, vagy a koncesszió "
            "elnyomódik; utána a tulajdonos mozgósít egy üres várost az adóztató birodalomban (kell lennie ilyennek).",
            "REN-F-11..F-13"),
    "repress": ("Move a pictured piece of this location onto the Empire as repressed, earning 1 florin.",
                "A helyszín egy jelölt bábuját elnyomja a birodalmon, 1 forintért.", "REN-F-14, F-15"),
    "vote": ("With a Concession majority, change the regime of an Empire of the region.",
             "Koncessziós többséggel rendszert vált a régió egyik birodalmában.", "REN-F-16..F-19"),
    "corsair": ("Move a Pirate of the skull's colour along the sea and sink what it meets.",
                "A koponya színének kalózát tengeren mozgatja, és elsüllyeszti, amit talál.", "REN-F-20..F-23"),
    "siege": ("Kill a pictured token type in this location.",
              "Megöl egy jelölt típusú bábut ebben a helyszínben.", "REN-F-24, F-25"),
    "campaign": ("War on a neighbouring Empire with paid Knights; victory brings regime change.",
                 "Háború egy szomszéd birodalom ellen fizetett lovagokkal; győzelem esetén rendszerváltás.",
                 "REN-F-26..F-33"),
}

ONE_SHOTS: dict[str, tuple[str, str, str]] = {
    "conspiracy": ("Civil war: the card's agents and the repressed rise against the target's rulers.",
                   "Polgárháború: a kártya ügynökei és az elnyomottak felkelnek.", "REN-J-1..J-6"),
    "peasant_revolt": ("Civil war in which Concessions fight.", "Polgárháború, amelyben a koncessziók harcolnak.",
                       "REN-J-7..J-9"),
    "coronation": ("Crown a listed Empire with this Queen.", "Ez a királynő megkoronáz egy felsorolt birodalmat.",
                   "REN-I-1..I-4"),
    "crusade": ("Catholic religious war against the target.", "Katolikus vallásháború a cél ellen.", "REN-K-1..K-6"),
    "reformation": ("Reformist religious war against the target.", "Reformáció: vallásháború a cél ellen.",
                    "REN-K-1..K-6"),
    "jihad": ("Islamic religious war against the target.", "Iszlám vallásháború a cél ellen.", "REN-K-1..K-6"),
    "trade_shift": ("Move the disc off the named emporium, opening a new trade route.",
                    "A korong lekerül a megnevezett emporiumról: új kereskedelmi útvonal nyílik.", "REN-H-1"),
}

ABILITIES: dict[str, tuple[str, str, str]] = {
    "behead_bishoped_only": ("Its Behead may target only a card that carries a white or red Bishop.",
                             "Lefejezése csak fehér vagy piros püspököt viselő kártyát érhet.", "REN-D-20"),
    "crown_from_tableau": ("Your Coronations may also take a listed Empire from any tableau.",
                           "Koronázásod bármely tablóból elvehet egy felsorolt birodalmat.", "REN-D-20, REN-I-2"),
    "crusade_adjacent_rooks": ("Its Crusade may also use Rooks of adjacent map cards.",
                               "Keresztes hadjárata a szomszédos térképlapok bástyáit is bevetheti.", "REN-D-20"),
    "spice_fair_double_toll": ("Your Concessions collect double toll in a fair from the Spice Islands.",
                               "Koncesszióid dupla vámot kapnak a Fűszer-szigeteki vásárban.", "REN-D-20, REN-G"),
    "sell_for_4": ("Sold from the tableau it pays 4 florins instead of 2.",
                   "A tablóból eladva 2 helyett 4 forintot ér.", "REN-D-20, REN-E-24"),
    "condottiere": ("Venice gets a second space (white Knight) while the Papal States are Medieval or Catholic.",
                    "Velence második helyet kap (fehér lovag), amíg a Pápai Állam középkori vagy katolikus.",
                    "REN-D-20"),
    "no_hand_limit": ("Your hand has no limit of two cards.", "Kezedben nincs kétlapos korlát.",
                      "REN-D-20, REN-D-3"),
    "immune_to_silencing": ("A Bishop never silences this card.", "Püspök nem némítja el ezt a kártyát.",
                            "REN-D-20, REN-F-6"),
}

# The decision being taken (top frame kind): (en, hu, rule IDs)
PENDING: dict[str, tuple[str, str, str]] = {
    "turn": ("chooses an action", "akciót választ", "REN-D-1"),
    "play": ("decides on the played card's one-shot", "dönt a kijátszott kártya egyszeri eseményéről", "REN-E-10"),
    "agents": ("places the played card's agents", "lerakja a kártya ügynökeit", "REN-E-13..E-23"),
    "pacify": ("may kill a repressed token (Pacification)", "megölhet egy elnyomott bábut", "REN-F-5"),
    "comet": ("activates a Victory card", "aktivál egy győzelemkártyát", "REN-L-15"),
    "tax_answer": ("answers a Tax", "válaszol az adóra", "REN-F-13"),
    "levy": ("levies on an entered map card", "mozgósít egy belépett térképlapon", "REN-G-9"),
    "operate": ("runs operations", "műveleteket végez", "REN-D-9..D-11"),
    "discard_hand": ("discards down to the hand limit", "eldob a kézlimitig", "REN-D-20, REN-D-3"),
    "war": ("chooses the war's casualties", "kiválasztja a háború áldozatait", "REN-W-1, W-2"),
    "occupy": ("moves surviving attackers into the conquered land", "a túlélő támadókkal bevonul", "REN-W-4"),
    "secularise": ("decides whether the conquered Theocracy turns Medieval", "dönt a meghódított teokrácia sorsáról",
                   "REN-J-6"),
    "conquest": ("resolves the conquest (conversion or secularisation, then occupation)",
                 "lebonyolítja a hódítást (térítés vagy szekularizáció, bevonulás)", "REN-K-8, REN-J-6, REN-W-4"),
    "regime_change": ("resolves the regime change", "lebonyolítja a rendszerváltást", "REN-R-1"),
    "rc_concession": ("may place the free Concession", "lerakhatja az ingyenes koncessziót", "REN-R-2, R-3"),
    "emancipate": ("frees repressed tokens of the Empire", "felszabadítja a birodalom elnyomott bábuit", "REN-R-4"),
}

# Rule IDs of each action kind, for the game log.
ACTION_RULES: dict[str, str] = {
    "buy": "REN-D-2", "play": "REN-D-4", "sell": "REN-E-24", "operate": "REN-D-9", "fair": "REN-G",
    "declare": "REN-D-14", "pass": "REN-D-1", "activate": "REN-L-15", "one_shot": "REN-E-10",
    "no_one_shot": "REN-E-10", "place": "REN-E-13", "skip": "REN-E-13", "kill": "REN-F-5",
    "no_kill": "REN-F-5", "op": "REN-F", "done": "REN-D-11", "levy": "REN-G-9", "discard": "REN-D-3",
    "pay_tax": "REN-F-13", "refuse_tax": "REN-F-13", "secularise": "REN-J-6", "keep_theocracy": "REN-J-6",
    "casualty": "REN-W-2", "occupy": "REN-W-4", "concession": "REN-R-2", "no_concession": "REN-R-2",
    "free": "REN-R-4", "stop_freeing": "REN-R-4",
}

PRESTIGE = {
    "catholic": ("Catholic", "katolikus"), "islamic": ("Islamic", "iszlám"), "reformist": ("Reformist", "reformált"),
    "law": ("Law", "jog"), "discovery": ("Discovery", "felfedezés"), "patron": ("Patron", "mecénás"),
}


def _pair(t: tuple[str, str, str]) -> dict[str, Json]:
    return {"en": t[0], "hu": t[1], "rules": t[2]}


_CATALOG: list[dict[str, Json]] = []  # the catalogue, once built (it never changes)


def catalog() -> dict[str, Json]:
    if not _CATALOG:
        _CATALOG.append(_build())
    return _CATALOG[0]


def _build() -> dict[str, Json]:
    mp = data_file("map")
    misc = data_file("misc")
    cards: dict[str, Json] = {cid: _card(c) for cid, c in CARDS.items()}
    empires: dict[str, Json] = {
        e: {"name": x.name, "region": x.region,
            "kingdom": {"name": x.kingdom.name, "ops": [o.op for o in x.kingdom.ops], "prestige": list(x.kingdom.prestige)},
            "republic": {"name": x.republic.name, "ops": [o.op for o in x.republic.ops],
                         "prestige": list(x.republic.prestige)}}
        for e, x in EMPIRES.items()
    }
    patron = obj(misc["patron_victory"])
    victories: dict[str, Json] = {v: {"en": x.name, "hu": x.name_hu} for v, x in VICTORY_CARDS.items()}
    return {
        "grid": mp["grid"],
        "map_cards": {text(m["id"]): {"name": m["name"], "region": m["region"], "row": m["row"], "column": m["column"],
                                      "cities": [{"id": c["id"], "name": c["name"], "capital": c["capital"]}
                                                 for c in objs(m["cities"])]} for m in objs(mp["map_cards"])},
        "borders": {text(b["id"]): {"between": b["between"], "sea": b["sea"]} for b in objs(mp["borders"])},
        "trade_routes": mp["trade_routes"],
        "route_colours": mp["route_colours"],
        # map cards and cities in Hungarian (English is each entry's "name")
        "names_hu": {k: v["hu"] for k, v in NAMES.items() if v.get("hu")},
        "cards": cards,
        "empires": empires,
        "bankers": {text(b["id"]): {"name": b["name"], "colour": b["colour"]} for b in objs(misc["bankers"])},
        "victories": victories | {"patron": {"en": patron["name"], "hu": patron["name_hu"]}},
        "op_categories": misc["op_categories"],
        "category_colours": misc["category_colours"],
        "ops": {k: _pair(v) for k, v in OPS.items()},
        "one_shots": {k: _pair(v) for k, v in ONE_SHOTS.items()},
        "abilities": {k: _pair(v) for k, v in ABILITIES.items()},
        "pending": {k: _pair(v) for k, v in PENDING.items()},
        "action_rules": dict(ACTION_RULES),
        "prestige": {k: {"en": v[0], "hu": v[1]} for k, v in PRESTIGE.items()},
    }


def _card(c: Card) -> Json:
    """A market card's printed facts, as the renderer reads them."""
    ops: list[Json] = []
    for op in c.ops:
        fields: dict[str, Json] = record.plain(op, exclude_none=True, exclude_defaults=True)
        ops.append(fields | {"op": op.op})
    agents: list[Json] = []
    for a in c.agents:
        agent: dict[str, Json] = record.plain(a, exclude_none=True)
        agents.append(agent)
    one_shot: Json = None
    if c.one_shot:
        one_shot_fields: dict[str, Json] = record.plain(c.one_shot, exclude_none=True)
        one_shot = one_shot_fields
    return {"name": c.name, "region": c.region, "kind": c.kind, "location": c.location, "ops": ops, "agents": agents,
            "one_shot": one_shot, "prestige": list(c.prestige), "suitors": list(c.suitors), "ability": c.ability}
