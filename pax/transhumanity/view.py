"""``summary`` (everything) and ``view`` (what one seat may see: TRH-C-21 secret spheres, hidden decks)."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from .agents import is_exo, patent_value, premium_discs
from .flow import decision, kind_of
from .splay import strip_counts, strips
from .state import DISC, TrhState
from .tables import T

REGIME_NAMES = {rid: r.name for rid, r in T.regimes.items()}


class PlayerView(TypedDict):
    """One seat in the summary; ``patent_values`` only in a seat's view."""

    seat: int
    name: str
    colour: str
    exoglobal: bool
    capital: int
    wealth: int
    debt: int
    supply: int
    patents: dict[str, int]           # discipline letter -> patents held
    think_tank: list[str]             # a rival's is empty in a view (the top card and size show)
    think_tank_size: int
    think_tank_top: str | None
    secret: str | None                # a rival's is None in a view until the game is over
    secret_card: str | None
    candidates: list[str]
    companies: list[str]
    problems: list[str]
    patent_values: NotRequired[dict[str, int]]


class SlotView(TypedDict):
    """An idea in a Market slot: its syndicators and the agent on each heat square."""

    id: str
    name: str
    syndicates: list[int]
    heat: list[int | None]


class SplayView(TypedDict):
    """A Splay card: its visible discipline and its Future Shock agents."""

    id: str
    strip: str
    future_shock: list[int | None]


#: The pending decision in a view: its kind ``k``, the public fields (``DECISION_FIELDS``), and
#: while the person decides for a robot, the ``robot`` and the ``rules`` of the effect.
DecisionView = dict[str, int | str | None]


class Summary(TypedDict):
    """``summary_of``: the whole table, nothing hidden."""

    game: str
    phase: str
    solo: str | None
    step: int
    turn: int
    to_move: int | None
    actions_left: int
    regime: str
    regime_name: str
    players: list[PlayerView]
    market: list[list[SlotView | None]]
    splay: list[SplayView]
    companies: dict[str, int]
    employees: dict[str, list[int]]
    unemployed: list[list[int]]
    problems: dict[str, int | None]
    deck: list[str]
    deck_size: int
    exo_deck: list[str]
    exo_deck_size: int
    discard: list[str]
    pending: str | None
    held: list[str]
    resolving: str | None
    result: dict[str, object] | None


class View(Summary):
    """``view_of``: the summary as one seat (``viewer``; None for a spectator) may see it."""

    viewer: int | None
    decision: DecisionView | None
    robot: int | None
    exo_next: str | None


def player_name(s: TrhState, seat: int) -> str:
    if is_exo(s, seat):
        return f"Exoglobal {s.colours[seat].title()}"
    return s.setup.names[seat]


def _result(s: TrhState) -> dict[str, object] | None:
    """The outcome as JSON data (``Result``'s own dump: winners, victory, standings)."""
    if s.outcome is None:
        return None
    out: dict[str, object] = s.outcome.model_dump(mode="json")
    return out


def summary_of(s: TrhState) -> Summary:
    """Plain data: ``players`` (per seat), ``market`` [col][row], ``splay``, ``boards``, ``problems``,
    ``regime``, deck sizes, whose turn, the pending decision and the result."""
    players: list[PlayerView] = []
    for seat, colour in enumerate(s.colours):
        players.append({
            "seat": seat, "name": player_name(s, seat), "colour": colour, "exoglobal": is_exo(s, seat),
            "capital": s.fin[seat][0], "wealth": s.fin[seat][1], "debt": s.fin[seat][2],
            "supply": s.supply[seat], "patents": dict(zip(DISC, s.patents[seat], strict=False)),
            "think_tank": list(s.tanks[seat]), "think_tank_size": len(s.tanks[seat]),
            "think_tank_top": s.tanks[seat][-1] if s.tanks[seat] else None, "secret": s.secret[seat], "secret_card": s.secret_card[seat],
            "candidates": list(s.cands[seat]),
            "companies": sorted(sp for sp, o in s.company.items() if o == seat),
            "problems": sorted(p for p, o in s.problems.items() if o == seat),
        })
    return {
        "game": "transhumanity", "phase": "over" if s.outcome is not None else s.phase, "solo": s.solo, "step": s.step,
        "turn": s.turn, "to_move": s.to_move, "actions_left": s.actions_left,
        "regime": s.regime, "regime_name": REGIME_NAMES[s.regime],
        "players": players,
        "market": [[None if slot is None else {"id": slot["id"], "name": T.cards[slot["id"]].name,
                                               "syndicates": list(slot["s"]), "heat": list(slot["h"])}
                    for slot in col] for col in s.market],
        "splay": [{"id": e["id"], "strip": b, "future_shock": list(e["h"])} for e, b in zip(s.splay, strips(s), strict=False)],
        "companies": dict(s.company), "employees": {k: list(v) for k, v in s.emp.items()},
        "unemployed": [list(u) for u in s.unemp],
        "problems": dict(s.problems),
        "deck": list(s.deck), "deck_size": len(s.deck), "exo_deck": list(s.exo_deck),
        "exo_deck_size": len(s.exo_deck), "discard": list(s.discard),
        "pending": _pending(s),
        # Cards out of every pile while a decision about them is pending, face up on the table: a
        # researched card (TRH-F-46..48) or the drawn Exoglobal card while its effects resolve
        # (TRH-K-15; the human decides for the robot, TRH-K-21/25/26); ``resolving`` is the latest.
        "held": list(s.held), "resolving": s.held[-1] if s.held else None,
        "result": _result(s),
    }


# Public fields of the pending decision the table draws (which card, what is owed), by their name in
# the view: the frame's kind is ``k``, a ``pick`` frame's menu kind is ``kind``; a frame's other
# fields are the engine's bookkeeping.
DECISION_FIELDS = (("kind", "k"), ("seat", "seat"), ("menu", "kind"), ("col", "col"), ("row", "row"),
                   ("card", "card"), ("amt", "amt"), ("need", "need"), ("owner", "owner"), ("band", "band"),
                   ("sphere", "sphere"), ("n", "n"))


def _pending(s: TrhState) -> str | None:
    """The kind of the pending decision inside an action (None at the turn's menu)."""
    f = decision(s)
    return None if f is None else kind_of(f)


def decision_of(s: TrhState) -> DecisionView | None:
    """The pending decision: its kind ``k`` and public fields (e.g. ``amt`` still owed)."""
    f = decision(s)
    if f is None:
        return None
    out: DecisionView = {}
    for k, name in DECISION_FIELDS:
        v: object = f.get(k)
        if isinstance(v, (int, str)):
            out[name] = v
    return out


def view_of(s: TrhState, seat: int | None) -> View:
    """Hide others' Secret spheres and candidate cards until the end, and every deck order;
    in the Easy arena the next Exoglobal card is face up (TRH-K-3). Of another player's Think
    Tank only the size and the top card are shown (TRH-F-19 looks at the top card only)."""
    summary = summary_of(s)
    over = s.outcome is not None
    for p in summary["players"]:
        if p["seat"] != seat and not over:
            p["secret"] = None
            p["secret_card"] = None
            p["candidates"] = []
            p["think_tank"] = []  # the cards under the top stay hidden: see think_tank_top/_size
    out: View = {**summary, "deck": [], "exo_deck": [], "viewer": seat, "decision": decision_of(s),
                 "robot": None, "exo_next": None}
    counts = strip_counts(s)
    for p in out["players"]:  # TRH-E-6/8/9: what each patent would sell for now
        premium = premium_discs(s, p["seat"])
        p["patent_values"] = {d: patent_value(s, p["seat"], d, counts, premium) for d in DISC}
    # TRH-K-9: the robots' turn in progress (header and prompt name the robot, not the person,
    # also while the person decides for it: TRH-K-21, K-25, K-26), with the rule that applies
    from .robotstep import acting_robot, robot_decision_rules
    robot = out["robot"] = acting_robot(s) if s.solo else None
    if out["decision"] is not None and robot is not None:
        out["decision"]["robot"] = robot
        out["decision"]["rules"] = robot_decision_rules(s)
    out["exo_next"] = s.exo_deck[0] if s.solo == "easy" and s.exo_deck else None
    return out
