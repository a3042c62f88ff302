"""Engine error messages reach the player in English and Hungarian.

The engine raises ``BadInput``/``IllegalAction`` with an English text and, for the known message
kinds (share links in pax/core/share.py, setup validation in pax/core/rules.py, save validation in
pax/facade.py), a ``key`` and ``params``. The page shows ``engine.<key>`` from web/i18n/strings.json.
These tests fail when a key the engine can produce has no translation, or a translation uses a
placeholder the engine does not fill. The engine's own sentences (the choices, narration and card
words of both games) live in ``pax.core.sentences`` catalogues; every key needs both languages.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pax import facade

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = json.loads((ROOT / "web" / "i18n" / "strings.json").read_text())
KEY_IN_CODE = re.compile(r"""\bkey=["']([\w.]+)["']|["']key["']:\s*["']([\w.]+)["']""")


def keys_in_code() -> set[str]:
    keys: set[str] = set()
    for path in (ROOT / "pax").rglob("*.py"):
        for a, b in KEY_IN_CODE.findall(path.read_text()):
            keys.add(a or b)
    return keys


def test_every_engine_sentence_of_both_games_has_both_languages():
    import importlib

    from pax.core.sentences import CATALOGUES, Sentences
    for game in ("renaissance", "transhumanity"):
        importlib.import_module(f"pax.{game}.rules")
    names = {c.name for c in CATALOGUES}
    assert {n.split(".")[0] for n in names} >= {"renaissance", "transhumanity"}
    assert {"renaissance.actions", "renaissance.operations", "renaissance.outcome",
            "transhumanity.actions", "transhumanity.account"} <= names
    problems = [p for c in CATALOGUES for p in c.problems()]
    assert not problems, problems
    # the check can fail: a key with no Hungarian text is reported
    broken = Sentences("test.broken", {"en": {"a": "A {x}", "b": "B"}, "hu": {"a": "A {x}"}})
    CATALOGUES.remove(broken)
    assert broken.problems() == ["test.broken: no hu text for ['b']"]


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))


def test_every_message_key_in_the_engine_is_translated():
    keys = keys_in_code()
    assert len(keys) >= 30  # the scan really finds the raise sites
    for lang in ("en", "hu"):
        missing = sorted(k for k in keys if f"engine.{k}" not in CATALOGUE[lang])
        assert not missing, f"engine messages without a {lang} text: {missing}"


def test_no_stale_engine_strings():
    keys = keys_in_code()
    stale = sorted(k for k in CATALOGUE["en"] if k.startswith("engine.") and k not in
                   {"engine.starting"} and k.removeprefix("engine.") not in keys)
    assert not stale, stale


SAVE = {"format": "pax-save", "version": 1,
        "setup": {"game": "renaissance", "players": 2, "seed": 1, "names": ["A", "B"], "options": {}},
        "actions": []}

BAD_REQUESTS = [
    ({"op": "decode", "code": "abc"}, "link.short"),
    ({"op": "decode", "code": "A"}, "link.not_code"),
    ({"op": "decode", "code": ""}, "link.empty"),
    ({"op": "decode", "code": 5}, "link.empty"),
    ({"op": "decode", "code": "A" * 200_000}, "link.too_long"),
    ({"op": "decode", "code": "CQAAAAAAAAAAAAA"}, "link.format"),
    ({"op": "new", "game": "renaissance", "players": 9, "seed": 1}, "setup.players"),
    ({"op": "new", "game": "renaissance", "players": 2, "seed": "x"}, "setup.seed"),
    ({"op": "new", "game": "renaissance", "players": 2, "seed": 1, "names": ["a", "b", "c"]}, "setup.names"),
    ({"op": "new", "game": "renaissance", "players": 2, "seed": 1, "names": [5]}, "setup.name_text"),
    ({"op": "new", "game": "renaissance", "players": 2, "seed": 1, "options": {"x": 1}}, "setup.option"),
    ({"op": "new", "game": "chess", "players": 2, "seed": 1}, "game.unknown"),
    ({"op": "open", "setup": None}, "setup.missing"),
    ({"op": "open", "setup": SAVE["setup"], "actions": ["x"]}, "moves.damaged"),
    ({"op": "apply", "setup": SAVE["setup"], "actions": [], "index": 10_000}, "move.no_choice"),
    ({"op": "load_save", "save": {"format": "other"}}, "save.foreign"),
    ({"op": "load_save", "save": {**SAVE, "version": "1"}}, "save.version"),
    ({"op": "load_save", "save": {**SAVE, "version": 99}}, "save.newer"),
    ({"op": "load_save", "save": {**SAVE, "version": 0}}, "save.older"),
    ({"op": "load_save", "save": {**SAVE, "actions": "x"}}, "save.damaged"),
    ({"op": "nonsense"}, "request.unknown"),
]


@pytest.mark.parametrize("request_, key", BAD_REQUESTS, ids=[k for _, k in BAD_REQUESTS])
def test_refusals_carry_a_translated_key(request_, key):
    reply = json.loads(facade.handle(json.dumps(request_)))
    assert reply["ok"] is False and reply["error"]
    assert reply["key"] == key, reply
    for lang in ("en", "hu"):
        text = CATALOGUE[lang][f"engine.{key}"]
        missing = placeholders(text) - set(reply["params"])
        assert not missing, f"{lang} engine.{key} needs {missing}, the engine gives {reply['params']}"
    assert all(isinstance(v, (str, int)) for v in reply["params"].values())


def test_a_damaged_link_in_the_middle_names_the_move():
    from pax.core import share
    from pax.core.errors import BadInput

    setup = facade._setup(SAVE["setup"])
    code = share.encode(setup, [0, 0, 0])
    raw = bytearray(share.base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    raw[3] ^= 0x40  # damage the body: the checksum catches it
    bad = share.base64.urlsafe_b64encode(bytes(raw)).rstrip(b"=").decode()
    with pytest.raises(BadInput) as info:
        share.decode(bad)
    assert info.value.key == "link.checksum"


def test_game_specific_refusals_fall_back_to_english():
    """A refusal without a known kind keeps its English text and carries no key."""
    from pax.core.errors import IllegalAction

    reply = facade.call({"op": "x"})
    assert reply["key"] == "request.unknown"
    exc = IllegalAction("some game-specific reason")
    assert exc.key is None and exc.params == {} and str(exc) == "some game-specific reason"


def test_the_page_translates_engine_errors():
    """engine.js and worker.js turn a reply's key into the catalogue text (errorText)."""
    engine = (ROOT / "web" / "app" / "engine.js").read_text()
    worker = (ROOT / "web" / "app" / "worker.js").read_text()
    assert "throw new EngineError(errorText(reply))" in engine
    assert "t(`engine.${reply.key}`" in engine
    assert "errorText(reply)" in worker
