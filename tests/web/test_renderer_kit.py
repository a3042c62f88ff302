"""The two game renderers share one table shell, web/games/kit/ (issue 33): each game's renderer.js
keeps only its own stages (at most 500 lines), no run of lines is written twice between the two
games' modules or stylesheets (the `duplicates` tool, at 4 lines), the shell's strings are kit.*
keys in both languages, and the shell's pieces (one DOM diff, one delegated listener set, one
measured text fitting, one stylesheet) exist once, in the kit."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "web" / "games"
KIT = GAMES / "kit"
sys.path.insert(0, str(ROOT / "scripts"))
import build  # noqa: E402

ROW = re.compile(r"^D\d+ (\S+?):\d+-\d+ ~ (\S+?):\d+-\d+")


def cross_game_pairs(repo: Path) -> list[str]:
    """The `duplicates` rows (at 4 lines) that pair a file of one game folder with a file of the other."""
    tool = shutil.which("duplicates")
    if tool is None:
        pytest.skip("the duplicates command is not on PATH")
    out = subprocess.run([tool, "--min-lines", "4", "--most", "200", "--seconds", "60", "--repo", str(repo)],
                         capture_output=True, text=True, timeout=120).stdout
    assert "incomplete:" not in out, out
    assert re.search(r"\((\d+) files read\)", out) and int(re.search(r"\((\d+) files read\)", out).group(1)) > 0, out
    rows = [m for m in map(ROW.match, out.splitlines()) if m]
    game = lambda path: path.split("/")[0]  # noqa: E731
    return [m.group(0) for m in rows if {game(m.group(1)), game(m.group(2))} == {"renaissance", "transhumanity"}]


@pytest.mark.parametrize("name", ["renaissance", "transhumanity"])
def test_each_renderer_is_at_most_500_lines(name):
    lines = (GAMES / name / "renderer.js").read_text().count("\n")
    assert lines <= 500, f"{name}/renderer.js has {lines} lines"


def test_no_code_or_css_is_written_twice_between_the_two_games():
    assert cross_game_pairs(GAMES) == []


def test_the_duplicate_check_finds_a_block_copied_between_games(tmp_path):
    """The check above can fail: a block written in both games' folders is reported."""
    block = "".join(f"export function f{i}(view, seat) {{ return view.players[seat].score + {i} * seat; }}\n" for i in range(8))
    for game, name in [("renaissance", "a.js"), ("transhumanity", "b.js")]:
        (tmp_path / game).mkdir()
        (tmp_path / game / name).write_text(f"// {game}\n" + block)
    assert cross_game_pairs(tmp_path)


def test_the_shells_strings_are_kit_keys_in_both_languages():
    cat = json.loads((ROOT / "web" / "i18n" / "strings.json").read_text())
    kit_keys = {k for k in cat["en"] if k.startswith("kit.")}
    assert {"kit.close", "kit.choices", "kit.zoom", "kit.zoom_in", "kit.zoom_out", "kit.zoom_fit",
            "kit.drawer", "kit.standings", "kit.victory_banner"} <= kit_keys
    assert kit_keys == {k for k in cat["hu"] if k.startswith("kit.")}
    # neither game borrows the other's strings
    for game, other in [("transhumanity", "ren"), ("renaissance", "trh")]:
        for path in (GAMES / game).glob("*.js"):
            assert not re.search(rf"""["'`]{other}\.""", path.read_text()), path
    for path in KIT.glob("*.js"):
        assert not re.search(r"""t\(["'`](ren|trh)\.""", path.read_text()), path


def test_the_shell_is_written_once_in_the_kit():
    """One DOM diff, one delegated listener set, one measured text fitting: the game modules
    attach no listener of their own and measure no text themselves."""
    for game in ["renaissance", "transhumanity"]:
        for path in (GAMES / game).glob("*.js"):
            code = path.read_text()
            for banned in ["addEventListener", "measureText", "function morph", "function patch",
                           "function chooser", "function fitLines", "0.53"]:
                assert banned not in code, f"{path.name}: {banned}"
    assert "measureText" in (KIT / "text.js").read_text()
    assert "export function morph" in (KIT / "diff.js").read_text()


def test_the_kit_stylesheet_ships_and_loads_before_each_game(tmp_path):
    build.copy_tree(ROOT / "web", tmp_path)
    assert (tmp_path / "games" / "kit" / "kit.css").is_file()
    assert 'new URL("./kit.css", import.meta.url)' in (KIT / "table.js").read_text()
    for game in ["renaissance", "transhumanity"]:
        shared = (GAMES / game / "shared.js").read_text()
        assert shared.index('import "../kit/table.js"') < shared.index("loadStylesheet(")


def test_the_kit_never_names_a_game():
    """The shell's rules and code serve any game that uses the kit (the test builds' toy as much as
    the two games): a game screen is the kit's by its data-shell marker, never by its game's id."""
    games = [p.name for p in GAMES.iterdir() if p.is_dir() and p.name != "kit"] + ["toy_table"]
    for path in [*KIT.glob("*.js"), KIT / "kit.css"]:
        code = path.read_text()
        for game in games:
            assert not re.search(rf"""["'=]{game}\b""", code), f"{path.name} names {game}"
    assert 'game.dataset.shell = "kit"' in (KIT / "drawer.js").read_text()
    assert '.game[data-shell="kit"]' in (KIT / "kit.css").read_text()
