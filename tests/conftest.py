"""Shared pytest options: ``--long`` turns the random-game suites up to 10,000 games."""

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", help="run the long suites (random games: 10,000; fuzzing: 100,000 examples per target)")


@pytest.fixture
def long_run(request: pytest.FixtureRequest) -> bool:
    """True when the long suites were asked for."""
    return bool(request.config.getoption("--long"))
