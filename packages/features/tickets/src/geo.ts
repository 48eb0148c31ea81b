/** Mean Earth radius in metres (IUGG), for the haversine distance. */
const EARTH_RADIUS_M = 6371008.8;

/** A point by longitude and latitude in degrees (both GCJ-02 or both WGS-84). */
export type LngLat = { lng: number; lat: number };

/** Great-circle distance in metres between two points of the same datum (haversine). */
export function distanceM(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** East and north offsets in metres of `p` from `origin` (equirectangular: right at city scale). */
export function offsetM(origin: LngLat, p: LngLat): { east: number; north: number } {
  const rad = Math.PI / 180;
  return { east: (p.lng - origin.lng) * rad * EARTH_RADIUS_M * Math.cos(origin.lat * rad), north: (p.lat - origin.lat) * rad * EARTH_RADIUS_M };
}

/** The largest 1-2-5 step (m) not longer than `maxM`: the length of a map's scale bar. */
export function scaleStepM(maxM: number): number {
  let step = 50;
  for (const s of [100, 200, 500, 1000, 2000, 5000, 10000, 20000]) if (s <= maxM) step = s;
  return step;
}

/** A box on a drawing, in its own units: left, top, width, height. */
export type Box = { x: number; y: number; w: number; h: number };

/**
 * Where the centre spot's name goes on the schematic map (components/scenic-location.tsx):
 * `below` or `above` the centre, whichever box touches fewer of the numbered markers (circles of
 * radius `r` at `markers`), below when both touch as many. `below` and `above` are the two
 * candidate boxes of the label (issue 9: a neighbour within ~100 m hid the name).
 */
export function labelSide(markers: readonly { x: number; y: number }[], r: number, below: Box, above: Box): "below" | "above" {
  const touches = (box: Box) =>
    markers.filter((m) => m.x + r > box.x && m.x - r < box.x + box.w && m.y + r > box.y && m.y - r < box.y + box.h).length;
  return touches(above) < touches(below) ? "above" : "below";
}
