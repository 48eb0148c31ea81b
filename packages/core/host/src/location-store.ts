/**
 * sessionStorage keys of the location (spec section 3: "longitude and latitude, two keys each,
 * plain and 'New'"). Our decision on their meaning: the plain keys hold GCJ-02, the coordinates the
 * whole app and the API use (ARCHITECTURE.md: GCJ-02 on the wire); the "New" keys hold the WGS-84
 * fix exactly as the device reported it, for map SDKs that take WGS-84. Values are decimal degrees
 * with 6 decimals (about 0.1 m).
 */
export const LOCATION_KEYS = {
  longitude: "longitude",
  latitude: "latitude",
  longitudeNew: "longitudeNew",
  latitudeNew: "latitudeNew",
} as const;

/** A point in decimal degrees. Unless a name says otherwise, GCJ-02. */
export type GeoPoint = { lng: number; lat: number };

type Listener = (point: GeoPoint) => void;
const listeners = new Set<Listener>();

const defaultStorage = (): Pick<Storage, "getItem"> | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Stores a fix under the four keys and notifies subscribers with the GCJ-02 point. */
export function saveLocation(storage: Pick<Storage, "setItem">, gcj02: GeoPoint, wgs84: GeoPoint): void {
  try {
    storage.setItem(LOCATION_KEYS.longitude, gcj02.lng.toFixed(6));
    storage.setItem(LOCATION_KEYS.latitude, gcj02.lat.toFixed(6));
    storage.setItem(LOCATION_KEYS.longitudeNew, wgs84.lng.toFixed(6));
    storage.setItem(LOCATION_KEYS.latitudeNew, wgs84.lat.toFixed(6));
  } catch {
    // Storage full or unavailable: subscribers still get the point for this page.
  }
  for (const listener of listeners) listener(gcj02);
}

/**
 * The stored GCJ-02 location, or null when none is stored (not located yet, refused, skipped in
 * the mini-program) or the stored values are not valid coordinates.
 */
export function getStoredLocation(storage: Pick<Storage, "getItem"> | undefined = defaultStorage()): GeoPoint | null {
  let lngText: string | null;
  let latText: string | null;
  try {
    lngText = storage?.getItem(LOCATION_KEYS.longitude) ?? null;
    latText = storage?.getItem(LOCATION_KEYS.latitude) ?? null;
  } catch {
    return null;
  }
  if (lngText === null || latText === null || lngText === "" || latText === "") return null;
  const lng = Number(lngText);
  const lat = Number(latText);
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
  return { lng, lat };
}

/** Calls `listener` with every new GCJ-02 fix; answers the unsubscribe function. */
export function subscribeLocation(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
