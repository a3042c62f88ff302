"""``bench/balance.py --record``: a long balance run resumes where it stopped, and counts only
games played by the code it measures (issue 9's 300-game solo runs take several sittings)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def balance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("balance_under_test", ROOT / "bench" / "balance.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "balance_under_test", mod)
    spec.loader.exec_module(mod)
    mod.RECORD = tmp_path / "games.jsonl"
    mod.CODE = mod.code_digest()
    mod.JOBS = 1
    return mod


JOB = (1, 7, ("pass",), "easy", 3000)  # an always-pass solo game: cheap, and it ends (TRH-K-22)


def test_a_recorded_game_is_read_back_not_played_again(balance: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    first = balance.play_all([JOB])[0]
    lines = balance.RECORD.read_text().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["code"] == balance.CODE
    known, other = balance.read_record(balance.RECORD, balance.CODE)
    assert other == 0 and set(known) == {balance.job_key(JOB)}

    def no_play(job: Any) -> dict[str, Any]:
        raise AssertionError(f"played again: {job}")

    monkeypatch.setattr(balance, "play_job", no_play)
    balance.KNOWN.update(known)
    again = balance.play_all([JOB])[0]
    assert again["victory"] == first["victory"] and again["winners"] == list(first["winners"])
    assert again["turns"] == first["turns"] and again["cpu"] == first["cpu"]


def test_games_of_other_code_and_cut_lines_are_not_counted(balance: ModuleType) -> None:
    balance.play_all([JOB])
    good = balance.RECORD.read_text()
    stale = json.loads(good)
    stale["code"] = "0" * 20
    balance.RECORD.write_text(json.dumps(stale) + "\n" + good + good[: len(good) // 2])
    known, other = balance.read_record(balance.RECORD, balance.CODE)
    assert other == 1 and list(known) == [balance.job_key(JOB)]
    assert balance.read_record(balance.RECORD, "another code")[0] == {}


def test_the_code_digest_covers_the_engine_and_the_game_loop(balance: ModuleType, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    before = balance.code_digest()
    assert before == balance.code_digest()
    fake = tmp_path / "bench" / "balance.py"
    fake.parent.mkdir()
    (tmp_path / "pax").mkdir()
    (tmp_path / "pax" / "x.py").write_text("A = 1\n")
    monkeypatch.setattr(balance, "__file__", str(fake))
    one = balance.code_digest()
    (tmp_path / "pax" / "x.py").write_text("A = 2\n")
    assert balance.code_digest() != one != before
    for package, counts in (("core", True), ("transhumanity", True), ("renaissance", False)):
        (tmp_path / "pax" / package / "data").mkdir(parents=True)
        for name in ("m.py", "data/d.json"):
            f = tmp_path / "pax" / package / name
            f.write_text("1")
            was = balance.code_digest()
            f.write_text("2")
            assert (balance.code_digest() != was) is counts, (package, name)
