"""Importing hostile save files: each is refused with a clear message in the player's language,
every other save stays as it was, and the engine still plays the next move (issue 11)."""

from __future__ import annotations

import json

from helpers import BOOT_TIMEOUT, play, start_game, start_nim, wait_engine
from playwright.sync_api import expect

SETUP = {"game": "toy_nim", "players": 2, "seed": 5, "names": ["A", "B"], "options": {}}


def hostile_files(tmp_path) -> list[tuple[str, str, str]]:
    """(file name, content, words the message must hold) for each kind of hostile file."""
    deep = '{"format":"pax-save","version":1,"setup":' + '{"a":' * 20_000 + "1" + "}" * 20_000 + ',"actions":[]}'
    big = json.dumps({"format": "pax-save", "version": 1, "setup": SETUP, "actions": [],
                      "title": "x" * (5 * 1024 * 1024)})
    wrong_players = json.dumps({"format": "pax-save", "version": 1, "actions": [0],
                                "setup": {**SETUP, "players": True}})
    wrong_actions = json.dumps({"format": "pax-save", "version": 1, "setup": SETUP, "actions": "0,1"})
    wrong_names = json.dumps({"format": "pax-save", "version": 1, "setup": {**SETUP, "names": "ab"}, "actions": []})
    wrong_seed = json.dumps({"format": "pax-save", "version": 1, "setup": {**SETUP, "seed": "1_000"}, "actions": []})
    return [
        ("deep.json", deep, "nests too deeply"),
        ("big.json", big, "too large"),
        ("players.json", wrong_players, "Nim takes 1–4 players, not True"),
        ("actions.json", wrong_actions, "damaged"),
        ("names.json", wrong_names, "must be a list of names"),
        ("seed.json", wrong_seed, "seed must be a whole number"),
    ]


def saved_ids(page) -> list[str]:
    page.wait_for_selector("table.saves")
    return sorted(page.eval_on_selector_all("[data-continue]", "els => els.map(e => e.dataset.continue)"))


def test_hostile_save_files_are_refused_and_lose_nothing(page, base_url, tmp_path):
    start_nim(page, base_url, names=["Ann", "Bob"])
    play(page, 0)
    start_game(page, base_url, "renaissance", 2, names=["Cy", "Di"])
    play(page, 0)
    page.goto(base_url + "#")
    wait_engine(page)
    before = saved_ids(page)
    stored = page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")
    assert len(before) == 2
    for name, content, words in hostile_files(tmp_path):
        path = tmp_path / name
        path.write_text(content)
        page.set_input_files("#import-file", str(path))
        expect(page.locator("#banner.error")).to_contain_text(words, timeout=BOOT_TIMEOUT)
        assert "could not be imported" in page.inner_text("#banner")
        assert "internal error" not in page.inner_text("#banner")
        assert saved_ids(page) == before
        page.evaluate("() => { const b = document.getElementById('banner'); b.hidden = true; b.className = 'banner'; }")
    after = page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")
    assert after == stored  # nothing written, nothing lost
    # The same hostile content stored under a save's key is listed as damaged, beside the good ones.
    deep_entry = ('{"format":"pax-save","version":1,"setup":' + json.dumps(SETUP) + ',"actions":[],"title":'
                  + '{"a":' * 20_000 + "1" + "}" * 20_000 + "}")
    page.evaluate("(text) => localStorage.setItem('pax.save.deep', text)", deep_entry)
    page.reload()
    wait_engine(page)
    assert "pax.save.deep" in page.inner_text(".bad-saves") and saved_ids(page) == before
    # The engine is alive: the Nim game continues and its next move is played.
    nim = next(i for i in before if "Nim" in page.inner_text(f"tr:has([data-continue='{i}'])"))
    page.click(f"[data-continue='{nim}']")
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    play(page, 1)
    assert page.get_attribute(".game", "data-step") == "2"


def test_a_hostile_file_is_refused_in_hungarian(page, base_url, tmp_path):
    page.goto(base_url)
    wait_engine(page)
    page.click("[data-lang='hu']")
    wait_engine(page)
    path = tmp_path / "players.json"
    path.write_text(json.dumps({"format": "pax-save", "version": 1, "actions": [], "setup": {**SETUP, "names": 5}}))
    page.set_input_files("#import-file", str(path))
    expect(page.locator("#banner.error")).to_contain_text("névlistának", timeout=BOOT_TIMEOUT)
