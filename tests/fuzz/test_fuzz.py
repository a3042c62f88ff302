"""Fuzzing the three doors untrusted input comes through: ``share.decode`` (links),
``facade.handle`` (every request the page sends) and ``load_save`` (imported and stored saves).

Inputs are mutants of the seed corpus (tests/fuzz/corpus.json: valid links and saves of both
games, in link formats 2 and 3 and save formats 1 and 2) and arbitrary JSON (big seeds among them);
the oracle (tests/fuzz/oracle.py) accepts only a correct game or a
translated refusal within the time budget. 2,000 examples per target by default (derandomized,
so CI is repeatable); 100,000 fresh random ones with ``--long``.
"""

from __future__ import annotations

import base64
import contextlib
import json
import zlib
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pax import facade
from pax.savefile import checksum

from . import corpus, oracle

CORPUS = corpus.load()
OPS = sorted(facade.OPS)


def run(fuzz: Any, long_run: bool) -> None:
    """Run a Hypothesis test with the suite's settings."""
    oracle.warm_up(CORPUS)
    oracle.Clock.worst, oracle.Clock.worst_what = 0.0, ""
    settings(
        max_examples=100_000 if long_run else 2_000, derandomize=not long_run, database=None,
        deadline=None, suppress_health_check=list(HealthCheck), print_blob=True,
    )(fuzz)()
    print(f"slowest answer: {oracle.Clock.worst:.0%} of its budget ({oracle.Clock.worst_what})")


# -- strategies ----------------------------------------------------------------------------------
# Strategies draw *edit plans* (fixed strategies, built once: a strategy built inside a draw is
# validated again on every example); plain functions apply a plan to a corpus entry.

# seeds at and beyond JavaScript's exact integers (the engine refuses those beyond: setup.seed_range)
big_seeds = st.sampled_from([(1 << 53) - 1, 1 << 53, -(1 << 53) + 1, -(1 << 53), 9007199254740993, (1 << 62) + 1,
                             (1 << 63) - 1, -(1 << 63), 1 << 64])
scalars = (st.none() | st.booleans() | st.integers(-3, 300) | st.integers() | st.floats() | big_seeds
           | st.text(max_size=12) | st.sampled_from(["renaissance", "transhumanity", "easy", "hard", "1_000"]))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=10)
# mostly the short games: a replay of a whole game costs tens of milliseconds, and the mutations
# that matter (header, checksum, types, the first bad move) show on short games too
SHORT = [e for e in CORPUS if e["moves"] <= 40]
entries = st.sampled_from(SHORT) | st.sampled_from(SHORT) | st.sampled_from(SHORT) | st.sampled_from(CORPUS)
# an entry whose "link" and "save" are those of the format drawn: links 2 or 3, saves 1 or 2
formats = st.sampled_from([("link", "save"), ("link3", "save2"), ("link3", "save2"), ("link", "save2"), ("link3", "save")])
entries = st.tuples(entries, formats).map(lambda t: {**t[0], "link": t[0][t[1][0]], "save": t[0][t[1][1]]})
POS = st.integers(0, 1 << 16)  # a position, taken modulo the length it applies to
b64_chars = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ %#.\n")


def _b64decode(code: str) -> bytes:
    return base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))


def _at(pos: int, n: int) -> int:
    return pos % (n + 1)


byte_edits = st.lists(st.tuples(st.sampled_from(["set", "flip", "insert", "delete", "cut", "append"]), POS,
                                st.integers(0, 255), st.binary(min_size=1, max_size=8),
                                st.binary(min_size=1, max_size=300)), min_size=1, max_size=4)


def edit_bytes(raw: bytes, edits: list[tuple[str, int, int, bytes, bytes]]) -> bytes:
    data = bytearray(raw)
    for kind, pos, value, chunk, tail in edits:
        i = pos % len(data) if data else 0
        if kind == "set" and data:
            data[i] = value
        elif kind == "flip" and data:
            data[i] ^= 1 << (value % 8)
        elif kind == "insert":
            data[i:i] = chunk
        elif kind == "delete":
            del data[i:i + 1 + value % 8]
        elif kind == "cut":
            del data[i:]
        elif kind == "append":
            data += tail
    return bytes(data)


def _bytes_link(plan: tuple[dict[str, Any], list[Any], bool]) -> str:
    """Bytes edited; with ``fix`` the checksum made right again, so the decoder reaches the replay."""
    entry, edits, fix = plan
    raw = _b64decode(entry["link"])
    body = edit_bytes(raw[:-4] if fix else raw, edits)
    if fix:
        body += zlib.crc32(body).to_bytes(4, "big")
    return base64.urlsafe_b64encode(body).rstrip(b"=").decode()


def _text_link(plan: tuple[dict[str, Any], int, int, str]) -> str:
    entry, pos, cut, text = plan
    code = entry["link"]
    i = _at(pos, len(code))
    return code[:i] + text + code[i + cut:]


def _splice(plan: tuple[dict[str, Any], dict[str, Any], int, int]) -> str:
    a, b, i, j = plan
    return a["link"][:_at(i, len(a["link"]))] + b["link"][_at(j, len(b["link"])):]


fixed_links = st.tuples(entries, byte_edits, st.just(True)).map(_bytes_link)
links = (fixed_links | fixed_links | fixed_links | st.tuples(entries, byte_edits, st.just(False)).map(_bytes_link)
         | st.tuples(entries, POS, st.integers(0, 3), st.text(b64_chars, max_size=4)).map(_text_link)
         | st.tuples(entries, entries, POS, POS).map(_splice)
         | st.text(max_size=60) | entries.map(lambda e: e["link"]))

action_edits = (st.just(("same",)) | st.tuples(st.just("cut"), POS)
                | st.tuples(st.just("edit"), POS, st.integers(0, 40)) | st.tuples(st.just("edit"), POS, st.integers(0, 40))
                | st.tuples(st.just("append"), st.lists(st.integers(0, 30), max_size=30))
                | st.tuples(st.just("junk"), json_values) | st.tuples(st.just("item"), POS, scalars))


def edit_actions(actions: list[int], edit: tuple[Any, ...]) -> Any:
    out: list[Any] = list(actions)
    kind = edit[0]
    if kind == "cut":
        del out[_at(edit[1], len(out)):]
    elif kind == "edit" and out:
        out[edit[1] % len(out)] = edit[2]
    elif kind == "append":
        out += edit[1]
    elif kind == "junk":
        return edit[1]
    elif kind == "item":
        out.insert(_at(edit[1], len(out)), edit[2])
    return out


SETUP_FIELDS = st.sampled_from(["game", "players", "seed", "names", "options"])
setup_edits = (st.just(("same",)) | st.just(("same",))
               | st.tuples(st.just("field"), st.just("seed"), big_seeds)
               | st.tuples(st.just("field"), SETUP_FIELDS, json_values | st.integers(0, 5)
                           | st.lists(st.text(max_size=30), max_size=5))
               | st.tuples(st.just("drop"), SETUP_FIELDS) | st.tuples(st.just("extra"), st.text(max_size=6), json_values)
               | st.tuples(st.just("junk"), json_values))


def edit_setup(setup: dict[str, Any], edit: tuple[Any, ...]) -> Any:
    out = dict(setup)
    kind = edit[0]
    if kind == "field":
        out[edit[1]] = edit[2]
    elif kind == "drop":
        out.pop(edit[1])
    elif kind == "extra":
        out[edit[1]] = edit[2]
    elif kind == "junk":
        return edit[1]
    return out


save_field_edits = st.lists(st.tuples(st.sampled_from(["format", "version", "setup", "actions", "title", "seats", "x",
                                                       "rules", "trail", "check"]),
                                      st.booleans(), json_values | st.integers(-1, 3)
                                      | st.text(st.sampled_from("AZaz09-_ +"), max_size=8)), max_size=2)


def _save(plan: tuple[dict[str, Any], tuple[Any, ...], tuple[Any, ...], list[Any], bool]) -> Any:
    """A save edited; with ``fix`` its checksum made right again, so the engine reaches the replay
    and the trail check (a slip that keeps its checksum: the trail must catch it)."""
    entry, setup_edit, action_edit, field_edits, fix = plan
    save: dict[str, Any] = dict(entry["save"])
    save["setup"] = edit_setup(save["setup"], setup_edit)
    save["actions"] = edit_actions(save["actions"], action_edit)
    for key, put, value in field_edits:
        if put:
            save[key] = value
        else:
            save.pop(key, None)
    if fix and isinstance(save.get("setup"), dict) and isinstance(save.get("actions"), list):
        # keys or values JSON cannot sort or hold: the save stays as it is
        with contextlib.suppress(TypeError, ValueError):
            save["check"] = checksum(save["setup"], save["actions"], save.get("rules"), save.get("trail"))  # type: ignore[arg-type]
    return save


mutated_saves = st.tuples(entries, setup_edits, action_edits, save_field_edits, st.booleans()).map(_save)
saves = mutated_saves | mutated_saves | mutated_saves | json_values
deep_nesting = st.tuples(st.sampled_from(['[', '{"a":', '[{"a":']), st.integers(1, 5_000)).map(lambda t: t[0] * t[1])
text_damage = (st.none() | st.none() | st.none() | st.none()
               | st.tuples(POS, st.integers(0, 3), st.text(st.sampled_from('[]{}",:0\\ "a9'), max_size=6))
               | st.tuples(POS, st.just(0), deep_nesting))  # nesting that would exhaust the parser's stack


def damage(text: str, how: tuple[int, int, str] | None) -> str:
    """The request text itself damaged: a few characters replaced or brackets added."""
    if how is None:
        return text
    pos, cut, new = how
    i = _at(pos, len(text))
    return text[:i] + new + text[i + cut:]


MAKERS: dict[str, st.SearchStrategy[Any]] = {
    "index": st.integers(-2, 40) | scalars, "code": links | scalars, "save": saves,
    "lang": st.sampled_from(["en", "hu", "xx"]) | scalars,
    "seats": st.none() | st.lists(st.sampled_from(["person", "computer", "x"]), max_size=5) | json_values,
    "level": st.none() | st.sampled_from(["baseline", "x"]) | scalars,
    # a tapped place (why_not): ids the tables draw, unknown ones, and shapes that are no id
    "target": (st.sampled_from(["market:east:1", "market:west:3", "m:0:0", "m:9:9", "victory:holy", "PREN001", "FW-M2"])
               | st.lists(st.text(max_size=12), max_size=8) | scalars),
    "from": st.integers(-2, 40) | scalars,
}
FIELDS = {  # what each op reads (pax/facade.py)
    "new": ("game", "players", "seed", "names", "options", "seats"),
    "open": ("setup", "actions", "seats"), "apply": ("setup", "actions", "index", "seats"),
    "share": ("setup", "actions"), "ai": ("setup", "actions", "level"),
    "decode": ("code",), "load_save": ("save", "seats"), "catalog": ("game",), "games": (),
    "history": ("setup", "actions"),
    "why_not": ("setup", "actions", "target", "seats"), "hint": ("setup", "actions", "seats"),
    "chances": ("setup", "actions", "from"),
    "tutorial": ("game",),
}
GAME_FIELDS = ("setup", "actions")  # an op not listed above: most ops take a game


def _request(op_s: st.SearchStrategy[Any], fields: tuple[str, ...]) -> st.SearchStrategy[tuple[str, Any]]:
    """Requests of one op as ``(text, parsed)``: its fields from a mutated corpus entry, a field
    sometimes dropped, the text sometimes damaged."""
    makers = [MAKERS[f] for f in fields if f in MAKERS] + [MAKERS["lang"]]

    def build(plan: tuple[Any, ...]) -> tuple[str, Any]:
        op, entry, setup_edit, action_edit, drop, ascii_only, how, *made = plan
        setup = edit_setup(entry["save"]["setup"], setup_edit)
        req: dict[str, Any] = {"op": op}
        drawn = iter(made)
        for name in [f for f in fields if f in MAKERS] + ["lang"]:
            req[name] = next(drawn)
        for name in fields:
            if name == "setup":
                req[name] = setup
            elif name == "actions":
                req[name] = edit_actions(entry["save"]["actions"], action_edit)
            elif name not in MAKERS:  # a field of "new": the setup's, unless the edit dropped it
                req[name] = setup[name] if isinstance(setup, dict) and name in setup else entry["save"]["setup"][name]
        if drop is not None and req:
            req.pop(sorted(req)[drop % len(req)])
        text = damage(json.dumps(req, ensure_ascii=ascii_only), how)
        if how is None:
            return text, req
        try:
            return text, json.loads(text)
        except (ValueError, RecursionError):
            return text, None

    return st.tuples(op_s, entries, setup_edits, action_edits, st.none() | st.none() | POS, st.booleans(), text_damage,
                     *makers).map(build)


requests = st.one_of([_request(st.just(op), FIELDS.get(op, GAME_FIELDS)) for op in OPS] * 3 + [_request(scalars, ("setup", "actions"))])


# -- targets -------------------------------------------------------------------------------------

def test_fuzz_share_decode(long_run: bool) -> None:
    @given(links)
    def fuzz(code: str) -> None:
        oracle.check_decode(code)

    run(fuzz, long_run)


def test_fuzz_facade_handle_every_op(long_run: bool) -> None:
    seen: set[str] = set()

    @given(requests)
    def fuzz(request: tuple[str, Any]) -> None:
        text, req = request
        reply = oracle.check_handle(text, req)
        if reply["ok"] and isinstance(req, dict):
            seen.add(req["op"])

    run(fuzz, long_run)
    assert seen == set(OPS), f"ops never answered with a game: {set(OPS) - seen}"


def test_fuzz_load_save(long_run: bool) -> None:
    accepted = [0]

    @given(saves, text_damage)
    def fuzz(save: Any, how: tuple[int, int, str] | None) -> None:
        text = damage(json.dumps(save), how)  # sometimes the file's text itself damaged
        request = '{"op":"load_save","lang":"hu","save":' + text + "}"
        try:
            req = json.loads(request)
        except (ValueError, RecursionError):
            req = None
        reply = oracle.check_handle(request, req)
        accepted[0] += reply["ok"]

    run(fuzz, long_run)
    assert accepted[0] > 0


@pytest.mark.parametrize("entry", CORPUS[::7], ids=lambda e: f"{e['game']}-{e['moves']}")
def test_corpus_entries_open(entry: dict[str, Any]) -> None:
    """The seeds themselves: every link and save opens, to the same game."""
    oracle.check_decode(entry["link"])
    reply = oracle.check_handle(json.dumps({"op": "load_save", "save": entry["save"]}), {"op": "load_save", "save": entry["save"]})
    assert reply["ok"] and reply["actions"] == entry["save"]["actions"]
