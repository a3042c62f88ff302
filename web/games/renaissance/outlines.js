// The region outlines drawn on the map cards: our own coarse hand-made polygons (a few points
// each, placed by eye from general geography, not traced from any map or from the game's art),
// in a 100×100 box that the renderer stretches over the card's body. Each city has its spot in
// the same box, roughly where it lies in the region (islands and far trading posts as small
// separate shapes).

/** map card id -> { shapes: [[x, y, x, y, …], …], cities: { city id: [x, y] } } */
export const OUTLINES = {
  england: {
    shapes: [[38, 4, 52, 6, 58, 20, 66, 34, 70, 46, 58, 54, 40, 52, 46, 40, 34, 30, 40, 18],
      [38, 70, 58, 66, 64, 80, 60, 96, 40, 96, 34, 84]],
    cities: { london: [60, 46], bordeaux: [48, 80] },
  },
  france: {
    shapes: [[30, 12, 54, 4, 78, 16, 86, 40, 78, 70, 62, 94, 36, 92, 22, 72, 28, 48, 8, 36]],
    cities: { bruges: [58, 10], paris: [48, 32], lyon: [66, 62] },
  },
  holyRomanEmpire: {
    shapes: [[4, 34, 24, 16, 56, 10, 76, 4, 96, 6, 94, 30, 70, 40, 64, 72, 44, 92, 22, 84, 10, 58]],
    cities: { lubeck: [34, 22], novgorod: [86, 14], nurnberg: [28, 60], vienna: [54, 78] },
  },
  hungary: {
    shapes: [[10, 22, 48, 8, 80, 26, 92, 58, 78, 88, 40, 92, 16, 66]],
    cities: { buda: [34, 36], varna: [76, 74] },
  },
  byzantium: {
    shapes: [[4, 44, 26, 22, 58, 8, 96, 18, 90, 50, 96, 86, 62, 92, 32, 76, 10, 72]],
    cities: { caffa: [40, 32], tana: [76, 20], trebizond: [80, 74] },
  },
  portugal: {
    shapes: [[8, 10, 58, 6, 66, 38, 52, 60, 22, 64, 6, 42], [72, 74, 86, 70, 94, 82, 82, 92]],
    cities: { toledo: [38, 30], granada: [44, 54], spiceIslands: [83, 81] },
  },
  aragon: {
    shapes: [[10, 4, 56, 4, 62, 28, 36, 36, 14, 26], [4, 50, 88, 44, 96, 70, 62, 96, 18, 96, 4, 76]],
    cities: { valencia: [42, 22], algiers: [60, 54], timbuktu: [30, 84] },
  },
  papalStates: {
    shapes: [[18, 6, 56, 4, 62, 20, 50, 34, 70, 54, 92, 74, 82, 86, 64, 72, 44, 56, 28, 36, 18, 22]],
    cities: { venice: [50, 16] },
  },
  ottoman: {
    shapes: [[4, 12, 44, 4, 52, 32, 94, 28, 90, 68, 52, 70, 40, 50, 30, 82, 14, 72, 10, 40], [56, 80, 66, 78, 68, 88, 58, 90]],
    cities: { constantinople: [48, 30], modon: [24, 70], rhodes: [62, 84] },
  },
  mamluk: {
    shapes: [[8, 34, 42, 28, 58, 14, 74, 18, 70, 42, 86, 94, 60, 96, 34, 90, 8, 84], [46, 4, 60, 2, 62, 10, 48, 12]],
    cities: { cyprus: [54, 7], cairo: [34, 48], redSea: [72, 70] },
  },
};

/** The outline of map card `id` stretched over the box (x, y, w, h): its SVG path and each
 * city's spot, or null for a map card without an outline. */
export function outlineIn(id, x, y, w, hgt) {
  const o = OUTLINES[id];
  if (!o) return null;
  const at = (px, py) => [x + (px * w) / 100, y + (py * hgt) / 100];
  const d = o.shapes.map((s) => {
    const pts = [];
    for (let i = 0; i < s.length; i += 2) pts.push(at(s[i], s[i + 1]).map((n) => n.toFixed(1)).join(","));
    return `M${pts.join("L")}Z`;
  }).join("");
  return { d, spots: Object.entries(o.cities).map(([city, [px, py]]) => [city, ...at(px, py)]) };
}
