"""Saves and links that cannot silently become another game (issue 32): a one-digit slip in an
exported save is refused on import, seeds beyond JavaScript's exact integers are refused (a link
and an imported save), and a format 1 save is written back in format 2 with its checksum."""

from __future__ import annotations

import json

from helpers import BOOT_TIMEOUT, play, start_nim, wait_engine
from playwright.sync_api import expect

from pax import facade
from pax.core import register
from pax.savefile import checksum

register("toy_nim", "tests.core.toy", "NimRules")

# Seed 2**62 + 1 (share link format 2, made by hand): the page used to round it to 2**62 on its
# next move and play another deal.
BIG_SEED_LINK = "AgACgoCAgICAgICAAQFBAUICe30DIfCrjg"
STORAGE = "() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))"


def saved_ids(page) -> list[str]:
    page.wait_for_selector("table.saves")
    return sorted(page.eval_on_selector_all("[data-continue]", "els => els.map(e => e.dataset.continue)"))


def exported_nim(page, base_url, tmp_path) -> dict:
    """A Nim game of three moves played in the page, exported as a file: its save record."""
    start_nim(page, base_url, names=["Ann", "Bob"])
    for index in (0, 1, 0):
        play(page, index)
    with page.expect_download() as dl:
        page.click("#export")
    path = tmp_path / "nim.json"
    dl.value.save_as(path)
    return json.loads(path.read_text())


def import_file(page, tmp_path, name: str, text: str) -> None:
    path = tmp_path / name
    path.write_text(text)
    page.set_input_files("#import-file", str(path))


def test_an_exported_save_with_a_one_digit_slip_is_refused_and_the_other_saves_stay(page, base_url, tmp_path):
    save = exported_nim(page, base_url, tmp_path)
    assert save["version"] == 2 and len(save["check"]) == 8 and save["actions"] == [0, 1, 0]
    # the record the browser's engine wrote is CPython's, character for character
    same = facade.call({"op": "open", "setup": save["setup"], "actions": save["actions"]})["save"]
    assert {k: save[k] for k in same} == same
    page.goto(base_url + "#")
    wait_engine(page)
    before, stored = saved_ids(page), page.evaluate(STORAGE)
    assert len(before) == 1
    # 0 -> 1 in the first move: still a legal choice, so without the checksum it opened another game
    text = json.dumps(save, indent=1)
    slipped = text.replace('"actions": [\n  0,', '"actions": [\n  1,', 1)
    assert slipped != text
    import_file(page, tmp_path, "slip.json", slipped)
    expect(page.locator("#banner.error")).to_contain_text("checksum does not match", timeout=BOOT_TIMEOUT)
    assert "could not be imported" in page.inner_text("#banner")
    assert saved_ids(page) == before and page.evaluate(STORAGE) == stored
    # the file as exported opens, at its own position
    import_file(page, tmp_path, "nim.json", text)
    page.wait_for_selector(".game[data-step='3'][data-ready='yes']", timeout=BOOT_TIMEOUT)


def test_a_link_with_a_seed_beyond_2_53_is_refused_not_rounded_into_another_deal(page, base_url):
    page.goto(base_url + "#g=" + BIG_SEED_LINK)
    page.wait_for_selector(".error-screen", timeout=BOOT_TIMEOUT)
    text = page.inner_text(".error-screen")
    assert "does not hold a game" in text and "9007199254740991" in text
    assert page.locator(".game").count() == 0
    assert not [k for k in page.evaluate(STORAGE) if k.startswith("pax.save.")]  # nothing stored


def test_an_imported_save_with_seed_9007199254740993_is_refused(page, base_url, tmp_path):
    save = exported_nim(page, base_url, tmp_path)
    page.goto(base_url + "#")
    wait_engine(page)
    before, stored = saved_ids(page), page.evaluate(STORAGE)
    # the number as it stands in the file: JavaScript reads it as 9007199254740992
    text = json.dumps({**save, "setup": {**save["setup"], "seed": 12345}}).replace("12345", "9007199254740993")
    import_file(page, tmp_path, "big-seed.json", text)
    expect(page.locator("#banner.error")).to_contain_text("9007199254740991", timeout=BOOT_TIMEOUT)
    assert "could not be imported" in page.inner_text("#banner")
    assert saved_ids(page) == before and page.evaluate(STORAGE) == stored
    # a format 1 save (no checksum) with the same seed: refused too
    v1 = json.dumps({"format": "pax-save", "version": 1, "setup": {**save["setup"], "seed": 12345},
                     "actions": []}).replace("12345", "9007199254740993")
    page.evaluate("() => { const b = document.getElementById('banner'); b.hidden = true; b.className = 'banner'; }")
    import_file(page, tmp_path, "big-seed-v1.json", v1)
    expect(page.locator("#banner.error")).to_contain_text("9007199254740991", timeout=BOOT_TIMEOUT)
    assert saved_ids(page) == before


def test_a_stored_format_1_save_opens_and_is_written_back_as_format_2(page, base_url):
    page.goto(base_url)
    wait_engine(page)
    v1 = {"format": "pax-save", "version": 1, "id": "old1", "title": "Nim", "step": 2,
          "created": "2026-11-30T10:00:00.000Z", "updated": "2026-11-30T10:00:00.000Z",
          "setup": {"game": "toy_nim", "players": 2, "seed": 5, "names": ["A", "B"], "options": {}},
          "actions": [0, 1], "seats": ["person", "person"]}
    page.evaluate("(text) => localStorage.setItem('pax.save.old1', text)", json.dumps(v1))
    page.goto(base_url + "#play=old1")
    page.wait_for_selector(".game[data-step='2'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    play(page, 0)
    stored = json.loads(page.evaluate("() => localStorage.getItem('pax.save.old1')"))
    assert stored["version"] == 2 and stored["actions"] == [0, 1, 0]
    assert stored["rules"] == 1 and len(stored["trail"]) == 6 and len(stored["check"]) == 8
    assert stored["created"] == v1["created"] and stored["seats"] == v1["seats"]


def test_a_save_whose_moves_no_longer_fit_opens_before_the_first_that_does_not_with_the_message(page, base_url, tmp_path):
    """A save whose trail says move 2 chose something else than this engine's move 2 (as after a
    rules change; the checksum made right, as the engine that wrote it would have): it opens after
    move 1 with the engine's notice, which stays until the next move is stored."""
    save = exported_nim(page, base_url, tmp_path)
    trail = save["trail"]
    other = "A" if trail[2] != "A" else "B"
    changed = trail[:2] + other + trail[3:]
    save = {**save, "trail": changed, "check": checksum(save["setup"], save["actions"], save["rules"], changed)}
    page.goto(base_url + "#")
    wait_engine(page)
    import_file(page, tmp_path, "changed.json", json.dumps(save))
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    expect(page.locator("#banner.warn")).to_contain_text("From move 2 on, this game no longer fits the rules")
    page.reload()  # the notice is kept with the save
    page.wait_for_selector(".game[data-step='1'][data-ready='yes']", timeout=BOOT_TIMEOUT)
    expect(page.locator("#banner.warn")).to_contain_text("It opens after move 1")
    play(page, 0)
    expect(page.locator("#banner")).to_be_hidden()
    game_id = page.url.split("#play=")[1]
    stored = json.loads(page.evaluate("(id) => localStorage.getItem('pax.save.' + id)", game_id))
    assert "notice" not in stored and stored["actions"] == [0, 0]
