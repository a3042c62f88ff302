// The Pax Renaissance map's geography, made at build time (run by scripts/build.py):
//   node scripts/map.mjs OUT.json
// Reads the Natural Earth land (public domain, npm `world-atlas`, through `topojson-client`),
// projects Europe, North Africa and the Levant with a conic conformal projection (d3-geo) fitted
// to the table's map area, thins the coastline to what the table can show, and writes one small
// JSON: the land as an SVG path, each region's area (the land nearer its cities and seed points
// than any other region's: a Voronoi partition of web/games/renaissance/places.json's points,
// clipped to the land at run time), the lines between regions, and every city, name strip,
// route hub and border marker in table units. Nothing is fetched at run time.

import { readFileSync, writeFileSync } from "node:fs";
import process from "node:process";
import { fileURLToPath, URL } from "node:url";
import { geoConicConformal, geoContains } from "d3-geo";
import { feature } from "topojson-client";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The map area of the table (renderer.js: the 5×2 map cards' area) in table units. */
export const BOX = { x: 8, y: 8, w: 1030, h: 486 };
const STEP = 1.6; // a coastline point closer than this (table units) to the last one kept is dropped
const MIN_AREA = 8; // islands smaller than this (square units) are left out

const places = JSON.parse(readFileSync(`${ROOT}web/games/renaissance/places.json`, "utf8"));
const mapData = JSON.parse(readFileSync(`${ROOT}pax/renaissance/data/map.json`, "utf8"));
const topo = JSON.parse(readFileSync(`${ROOT}node_modules/world-atlas/land-50m.json`, "utf8"));

const { lon, lat, rotate, parallels, stretch } = places.view;
// the projection fills a box `stretch` times narrower, then is widened to the map area: the
// table's area is twice as wide as the game's world is tall, so the map is drawn somewhat wider
// than true, giving the crowded west of Europe room for its cities
const inner = { x: BOX.x + (BOX.w - BOX.w / stretch) / 2, w: BOX.w / stretch };
const cx = BOX.x + BOX.w / 2;
const widen = ([x, y]) => [cx + (x - cx) * stretch, y];
const frame = { type: "MultiPoint", coordinates: [] };
for (let x = lon[0]; x <= lon[1]; x += 2) frame.coordinates.push([x, lat[0]], [x, lat[1]]);
for (let y = lat[0]; y <= lat[1]; y += 2) frame.coordinates.push([lon[0], y], [lon[1], y]);
const projection = geoConicConformal().parallels(parallels).rotate([rotate, 0])
  .fitExtent([[inner.x, BOX.y], [inner.x + inner.w, BOX.y + BOX.h]], frame)
  .clipExtent([[inner.x, BOX.y], [inner.x + inner.w, BOX.y + BOX.h]]);
const place = (ll) => widen(projection(ll));

const r1 = (n) => Math.round(n * 10) / 10;
const at = (ll) => place(ll).map(r1);

// ---------------------------------------------------------------- the land, thinned
function ringArea(pts) {
  let a = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) a += (pts[j][0] + pts[i][0]) * (pts[j][1] - pts[i][1]);
  return Math.abs(a / 2);
}
const rings = [];
let ring = null;
const sink = {
  point(px, py) {
    if (!ring) return;
    const [x, y] = widen([px, py]);
    const last = ring[ring.length - 1];
    if (!last || Math.hypot(x - last[0], y - last[1]) >= STEP) ring.push([x, y]);
  },
  lineStart() { ring = []; },
  lineEnd() { if (ring && ring.length > 2 && ringArea(ring) >= MIN_AREA) rings.push(ring); ring = null; },
  polygonStart() {}, polygonEnd() {}, sphere() {},
};
projection.stream(sink);
const land = feature(topo, topo.objects.land);
const stream = projection.stream(sink);
for (const f of land.features ?? [land]) {
  const geom = f.geometry ?? f;
  const polys = geom.type === "Polygon" ? [geom.coordinates] : geom.coordinates;
  for (const poly of polys) {
    stream.polygonStart();
    for (const rg of poly) {
      stream.lineStart();
      for (const p of rg) stream.point(p[0], p[1]);
      stream.lineEnd();
    }
    stream.polygonEnd();
  }
}
const pathOf = (pts) => "M" + pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join("L") + "Z";
const landPath = rings.map(pathOf).join("");

// ---------------------------------------------------------------- the regions (Voronoi cells)
const regionOf = {};
for (const m of mapData.map_cards) for (const c of m.cities) regionOf[c.id] = m.id;
const seeds = []; // [x, y, region]
for (const [city, ll] of Object.entries(places.cities)) {
  if (places.inset[city]) continue; // a far trading post: drawn in its inset, it shapes no land
  seeds.push([...place(ll), regionOf[city]]);
}
for (const [m, list] of Object.entries(places.seeds)) for (const ll of list) seeds.push([...place(ll), m]);

/** Seed i's cell: the box cut by the half-planes nearer i than each other seed; each vertex
 * carries the seed whose bisector its outgoing edge lies on (-1: the box's edge). */
function cell(i) {
  const [sx, sy] = seeds[i];
  let poly = [[BOX.x, BOX.y, -1], [BOX.x + BOX.w, BOX.y, -1], [BOX.x + BOX.w, BOX.y + BOX.h, -1], [BOX.x, BOX.y + BOX.h, -1]];
  seeds.forEach(([tx, ty], j) => {
    if (j === i) return;
    const nx = tx - sx, ny = ty - sy;
    const c = (tx * tx + ty * ty - sx * sx - sy * sy) / 2; // inside: nx*x + ny*y <= c
    const inside = (p) => nx * p[0] + ny * p[1] <= c + 1e-9;
    const cut = (p, q) => {
      const t = (c - nx * p[0] - ny * p[1]) / (nx * (q[0] - p[0]) + ny * (q[1] - p[1]));
      return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
    };
    const out = [];
    poly.forEach((p, k) => {
      const q = poly[(k + 1) % poly.length];
      const pin = inside(p), qin = inside(q);
      if (pin && qin) out.push(p);
      else if (pin) out.push(p, [...cut(p, q), j]);
      else if (qin) out.push([...cut(p, q), p[2]]);
    });
    poly = out;
  });
  return poly;
}
const regions = {};
const lines = [];
seeds.forEach((s, i) => {
  const poly = cell(i);
  if (poly.length < 3) return;
  regions[s[2]] = (regions[s[2]] ?? "") + pathOf(poly);
  poly.forEach((p, k) => {
    const j = p[2];
    if (j > i && seeds[j][2] !== s[2]) {
      const q = poly[(k + 1) % poly.length];
      lines.push(`M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`);
    }
  });
});

// ---------------------------------------------------------------- the trade routes
// Each emporium's route (map.json, REN-G-2) from the emporium's city through the route hubs of its
// map cards and the markers of its borders; each leg cut where it leaves or reaches the land, so
// that the table draws sea lanes and land routes apart. Routes sharing a leg lie side by side.
const unwiden = ([x, y]) => [cx + (x - cx) / stretch, y];
const onLand = (pt) => geoContains(land, projection.invert(unwiden(pt)));
const hubOf = (id) => place(places.borders[id] ?? places.hubs[id]);
const routes = mapData.trade_routes.map((r, k) => {
  const off = (k - 2) * 3;
  const inset = places.inset[r.emporium];
  const pts = [place(inset ?? places.cities[r.emporium]), ...r.path.slice(1).map(hubOf)].map(([x, y]) => [x + off, y + off]);
  const legs = [];
  for (let i = 0; i + 1 < pts.length; i++) {
    const [a, b] = [pts[i], pts[i + 1]];
    const n = Math.max(2, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 6));
    for (let j = 0; j < n; j++) {
      const p = [a[0] + ((b[0] - a[0]) * j) / n, a[1] + ((b[1] - a[1]) * j) / n];
      const q = [a[0] + ((b[0] - a[0]) * (j + 1)) / n, a[1] + ((b[1] - a[1]) * (j + 1)) / n];
      const sea = !onLand([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]);
      const last = legs[legs.length - 1];
      if (last && last.sea === sea) last.pts.push(q);
      else legs.push({ sea, pts: [p, q] });
    }
  }
  return { emporium: r.emporium, route: r.route, legs: legs.map((l) => ({ sea: l.sea, d: "M" + l.pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join("L") })) };
});

const pointsOf = (obj) => Object.fromEntries(Object.entries(obj).map(([k, ll]) => [k, at(ll)]));
const cities = pointsOf(places.cities);
for (const [c, ll] of Object.entries(places.inset)) cities[c] = at(ll);
const out = {
  about: "Made by scripts/map.mjs from Natural Earth (public domain, npm world-atlas land-50m) and web/games/renaissance/places.json; table units.",
  box: [BOX.x, BOX.y, BOX.w, BOX.h],
  land: landPath,
  regions,
  region_lines: lines.join(""),
  cities,
  insets: Object.keys(places.inset),
  labels: pointsOf(places.labels),
  hubs: pointsOf(places.hubs),
  borders: pointsOf(places.borders),
  routes,
};
const dest = process.argv[2];
if (!dest) throw new Error("usage: node scripts/map.mjs OUT.json");
writeFileSync(dest, JSON.stringify(out));
