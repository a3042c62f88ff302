"""Static facts and explanations for the browser table (``facade`` op ``catalog``).

``catalog()`` returns plain JSON the renderer draws with: every card's printed facts and its
effects in words (English and Hungarian), the four spheres with their boards and problems, the
Regimes with their effects in our own words, the pending decisions and the rule ID of every
action kind. The data comes from the package's JSON files through ``catalog``; nothing is
duplicated here but words.
"""

from __future__ import annotations

from . import catalog as C
from .cardtext import card_text, impact_text
from .tables import Card, T
from .state import DISC
from .vocabulary import COLOUR_WORDS, SPHERE_WORDS, SPHERES

SPHERE_HU = SPHERE_WORDS["hu"]
DISC_HU = COLOUR_WORDS["hu"]
DISC_EN = COLOUR_WORDS["en"]

# The Regimes' effects in short words (en, hu) for the table's Regime card.
REGIME_EFFECT: dict[str, tuple[str, str]] = {
    "GLOB": ("subsidized Research and Commercialize in the Developing World; only Secret spheres score",
             "támogatott kutatás és üzletesítés a Fejlődő világban; csak a Titkos szféra pontoz"),
    "Y": ("every idea surges in both disciplines; First World dominates",
          "minden ötlet mindkét tudományágban lök; az Első világ uralkodik"),
    "G": ("free Hire; Developing World dominates", "ingyenes alkalmazás; a Fejlődő világ uralkodik"),
    "B": ("free Research (a thinker still works); Cloud dominates",
          "ingyenes kutatás (gondolkodó munka kell); a Felhő uralkodik"),
    "O": ("Commercialize is subsidized everywhere; Space dominates", "az üzletesítés mindenhol támogatott; az Űr uralkodik"),
    "PS": ("free Syndicate, every patent sells double; singular scoring",
           "ingyenes szindikálás, minden szabadalom dupláért kel el; szinguláris pontozás"),
}

# Pending decisions (the engine's frame kinds): what the deciding player is asked, with rule IDs.
PENDING: dict[str, tuple[str, str, str]] = {
    "colour": ("choose a colour", "válassz színt", "TRH-K-1"),
    "secret": ("keep one candidate card as your Secret sphere", "tarts meg egy jelöltkártyát Titkos szférának", "TRH-C-20"),
    "pick": (
        "choose where the action acts: tap a highlighted place",
        "válaszd ki, hol hat a cselekvés: koppints egy kiemelt helyre",
        "TRH-D-2",
    ),
    "pay": ("pay: move financial agents down or sell a patent", "fizetés: pénzügyi ügynök lejjebb vagy szabadalom eladása", "TRH-E-4..E-9"),
    "fund": ("Fundraise: divest agents, then done", "Tőkebevonás: ügynökök felszámolása, majd kész", "TRH-F-1..F-3"),
    "black": ("cover black heat squares, or done", "fekete felháborodás-mezők lefedése, vagy kész", "TRH-F-10"),
    "surge_pick": (
        "surge: syndicate a card of the arrow's colour, or skip",
        "löketnyíl: szindikálj egy nyíl színű kártyát, vagy hagyd ki",
        "TRH-F-11..F-13",
    ),
    "orient": ("which band goes down into the Splay", "melyik sáv kerül lefelé a Sorba", "TRH-F-26"),
    "alt": ("choose one effect of the OR", "válassz a VAGY hatásai közül", "TRH-F-25"),
    "hg": (
        "Heat-reducing Growth: place an agent on a heat square, or skip",
        "felháborodás-csillapító növekedés: ügynök egy mezőre, vagy kihagyás",
        "TRH-G-15",
    ),
    "solve": ("choose the problem to solve", "válaszd ki a megoldandó problémát", "TRH-G-2"),
    "found": ("choose where the startup goes", "válaszd ki, hova kerül az új cég", "TRH-G-3..G-7, TRH-K-21"),
    "resil": ("Social Resilience: divest an agent, or skip", "társadalmi ellenállóképesség: ügynök felszámolása, vagy kihagyás", "TRH-G-8"),
    "disrupt": ("Industry Disruption: remove a strip from the Splay", "ipari fennakadás: egy sáv ki a Sorból", "TRH-G-9..G-12"),
    "lose": ("Exoglobal Recession: lose an employee", "exoglobális recesszió: elveszítesz egy alkalmazottat", "TRH-G-13, G-14"),
    "nuke_pick": (
        "Nuclear Exchange: lose a company or a solved problem",
        "atomcsapás: elveszítesz egy céget vagy megoldott problémát",
        "TRH-G-16",
    ),
    "take": (
        "the researched card: Think Tank, patents or discard",
        "a kutatott kártya: Kutatóközpont, szabadalom vagy eldobás",
        "TRH-F-46..F-48",
    ),
    "import_to": ("choose the empty slot it moves to", "válaszd ki az üres helyet, ahova kerül", "TRH-F-50"),
    "exo_colour": ("choose the colour of the robot's Industry Disruption", "válaszd ki a robot ipari fennakadásának színét", "TRH-K-26"),
}

# The rule behind each action kind (shown after each log line).
ACTION_RULES: dict[str, str] = {
    "colour": "TRH-K-1", "secret": "TRH-C-20", "fundraise": "TRH-D-3", "end": "TRH-D-2",
    "syndicate": "TRH-D-4", "commercialize": "TRH-D-5", "hire": "TRH-D-6", "research": "TRH-D-7",
    "placate": "TRH-D-8", "import": "TRH-D-9", "own_hire": "TRH-D-11", "to": "TRH-F-50",
    "money": "TRH-E-4", "sell": "TRH-E-6", "divest": "TRH-F-1", "done": "TRH-D-2", "skip": "TRH-D-2",
    "cover": "TRH-F-10", "chain": "TRH-F-11", "orient": "TRH-F-26", "alt": "TRH-F-25",
    "heat": "TRH-G-15", "solve": "TRH-G-2", "found": "TRH-G-3", "resil": "TRH-G-8",
    "remove": "TRH-G-11", "lose": "TRH-G-14", "nuke": "TRH-G-16", "tank": "TRH-F-46",
    "patents": "TRH-F-47", "discard": "TRH-F-48",
}

VICTORIES: dict[str, tuple[str, str, str]] = {
    "normal": ("Normal scoring", "Normál pontozás", "TRH-I-2, I-7..I-10"),
    "singular": ("Singular scoring", "Szinguláris pontozás", "TRH-I-3, I-12"),
    "plurality": ("Plurality scoring", "Pluralitás-pontozás", "TRH-I-4, I-13, I-14"),
    "tycoon": ("Tycoon", "Mágnás", "TRH-I-5"),
}


def _card(card: Card) -> dict[str, object]:
    return {
        "name": card.name, "name_hu": C.name_hu(card.id) or card.name,
        "kind": card.kind, "left": card.left, "right": card.right, "theme": card.theme,
        "heat": list(card.heat), "surge": list(card.surge),
        "abilities": [kind for kind, _ in card.abilities],
        "impacts": [[{"type": i.type, "en": impact_text(i, "en"), "hu": impact_text(i, "hu")} for i in grp]
                    for grp in card.impacts],
        "text": {"en": card_text(card.id, "en"), "hu": card_text(card.id, "hu")},
        "flavor": card.flavor,
    }


_BUILT: list[dict[str, object]] = []  # the catalogue once built (it never changes)


def catalog() -> dict[str, object]:
    """Everything the table draws that does not change during a game (plain JSON)."""
    if not _BUILT:
        _BUILT.append(_catalog())
    return _BUILT[0]


def _catalog() -> dict[str, object]:
    spheres: list[dict[str, object]] = []
    for sph, disc in zip(SPHERES, DISC, strict=False):
        b = C.BOARDS[sph]
        spheres.append({
            "id": sph, "disc": disc, "colour": DISC_EN[disc],
            "name": {"en": C.SPHERE_NAMES[sph], "hu": SPHERE_HU[sph]},
            "spots": [{"id": p.id, "name": p.name, "name_hu": C.name_hu(p.id) or p.name,
                       "side": "T" if p.side.startswith("t") else "M", "row": p.row, "barrier": p.kind == "barrier"}
                      for p in b.positions],
            "problems": list(C.PROBLEMS_BY_SPHERE[sph]),
        })
    return {
        "cards": {cid: _card(card) for cid, card in T.cards.items()},  # every card-set version's
        "spheres": spheres,
        "problems": {p.id: {"name": p.name, "name_hu": p.name_hu or p.name, "sphere": p.sphere} for p in C.PROBLEMS.values()},
        "disciplines": {d: {"en": DISC_EN[d], "hu": DISC_HU[d], "field": C.DISCIPLINE_NAMES[d]} for d in DISC},
        "regimes": {r.id.removeprefix("REG-"): {"en": r.name, "hu": r.name_hu or r.name,
                                                 "effect_en": REGIME_EFFECT[r.id.removeprefix("REG-")][0],
                                                 "effect_hu": REGIME_EFFECT[r.id.removeprefix("REG-")][1]}
                    for r in C.REGIMES.values()},
        "pending": {k: {"en": en, "hu": hu, "rules": rules} for k, (en, hu, rules) in PENDING.items()},
        "action_rules": dict(ACTION_RULES),
        "victories": {k: {"en": en, "hu": hu, "rules": rules} for k, (en, hu, rules) in VICTORIES.items()},
        "cutting_edge": C.COMPONENTS.cutting_edge,
    }
