import type { GeoPoint } from "./location-store";

/**
 * A GCJ-02 point (Amap, our data) as WGS-84 (GPS; what Apple Maps' URL scheme and OpenStreetMap
 * take), converted by gcoord, which is loaded on first use so no page carries it before it needs it.
 */
export async function gcj02ToWgs84(point: GeoPoint): Promise<GeoPoint> {
  const { default: gcoord } = await import("gcoord");
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.GCJ02, gcoord.WGS84) as [number, number];
  return { lng, lat };
}
