"""The Pax Renaissance map's geography (scripts/map.mjs → games/renaissance/land.json): made at
build time from Natural Earth, small, and every region, city, border marker and route of the
rules' map data placed inside the table's map area."""

from __future__ import annotations

import gzip
import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import build  # noqa: E402

MAP = json.loads((ROOT / "pax" / "renaissance" / "data" / "map.json").read_text())
PLACES = json.loads((ROOT / "web" / "games" / "renaissance" / "places.json").read_text())
# What the first visit may download for the map (issue 35: at most 300 KB compressed in all).
MAX_GZIP = 60_000


@pytest.fixture(scope="module")
def asset(tmp_path_factory) -> tuple[dict, bytes]:
    if shutil.which("node") is None or not (ROOT / "node_modules" / "world-atlas").exists():
        pytest.skip("node and node_modules (npm ci) are needed to make the map")
    out = tmp_path_factory.mktemp("dist")
    dest = build.write_map(out)  # what scripts/build.py does
    assert dest == out / "games" / "renaissance" / "land.json"
    raw = dest.read_bytes()
    return json.loads(raw), raw


def inside(pt: list[float], box: list[float]) -> bool:
    x, y = pt
    return box[0] <= x <= box[0] + box[2] and box[1] <= y <= box[1] + box[3]


def test_the_build_writes_the_map_and_it_is_small(asset):
    data, raw = asset
    packed = len(gzip.compress(raw, 9))
    print(f"land.json: {len(raw)} bytes, {packed} bytes gzip-compressed")
    assert packed <= MAX_GZIP
    assert data["land"].startswith("M") and data["land"].count("Z") > 20  # coastlines and islands
    assert "Natural Earth" in data["about"]


def test_every_region_city_border_and_route_is_placed_inside_the_map(asset):
    data, _ = asset
    box = data["box"]
    assert box == [8, 8, 1030, 486]  # renderer.js: the map cards' area
    regions = {m["id"] for m in MAP["map_cards"]}
    cities = {c["id"] for m in MAP["map_cards"] for c in m["cities"]}
    assert set(data["regions"]) == regions
    assert set(data["labels"]) == regions and set(data["hubs"]) == regions
    assert set(data["cities"]) == cities
    assert set(data["borders"]) == {b["id"] for b in MAP["borders"]}
    for group in ("labels", "hubs", "cities", "borders"):
        for pid, pt in data[group].items():
            assert inside(pt, box), (group, pid, pt)
    # every trade route (REN-G-2), from its emporium, leg by leg inside the map
    assert [r["emporium"] for r in data["routes"]] == [r["emporium"] for r in MAP["trade_routes"]]
    for r in data["routes"]:
        assert r["legs"] and {leg["sea"] for leg in r["legs"]} <= {True, False}
        for leg in r["legs"]:
            for pair in leg["d"][1:].split("L"):
                assert inside([float(n) for n in pair.split(",")], box), (r["emporium"], pair)
    # the far trading posts are the only places not drawn where they are on the globe
    assert set(data["insets"]) == {"spiceIslands", "timbuktu"}


def test_cities_lie_in_their_own_region(asset):
    """A region is the land nearer its own cities and seed points than any other region's: each
    city's place is inside its region's area (the point-in-polygon test on the region's cells)."""
    data, _ = asset

    def cells(path: str) -> list[list[tuple[float, float]]]:
        return [[tuple(float(n) for n in p.split(",")) for p in poly.rstrip("Z").split("L")]  # type: ignore[misc]
                for poly in path[1:].split("M")]

    def in_poly(pt, poly) -> bool:
        x, y = pt
        hit = False
        for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=True):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                hit = not hit
        return hit

    for m in MAP["map_cards"]:
        polys = cells(data["regions"][m["id"]])
        for c in m["cities"]:
            if c["id"] in data["insets"]:
                continue
            assert any(in_poly(data["cities"][c["id"]], p) for p in polys), (m["id"], c["id"])


def test_the_map_is_made_only_at_build_time():
    """Nothing of the map's sources is shipped or fetched: the page reads only land.json."""
    src = (ROOT / "web" / "games" / "renaissance" / "geomap.js").read_text()
    assert "land.json" in src and "world-atlas" not in src and "d3-geo" not in src and "topojson" not in src
    assert "write_map(out)" in (ROOT / "scripts" / "build.py").read_text()
    assert not (ROOT / "web" / "games" / "renaissance" / "land.json").exists()  # made into the build, never committed
