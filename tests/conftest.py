"""Shared pytest options: ``--long`` turns the random-game suites up to 10,000 games."""

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", help="run the long random-game suites (10,000 games)")


@pytest.fixture
def long_run(request: pytest.FixtureRequest) -> bool:
    """True when the long suites were asked for."""
    return bool(request.config.getoption("--long"))
