import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { getStoredLocation, subscribeLocation, type GeoPoint } from "./location-store";
import { createPageTracker, type TrackingSender } from "./page-tracking";

let cached: { key: string; point: GeoPoint | null } | undefined;

function snapshot(): GeoPoint | null {
  const point = getStoredLocation();
  const key = point ? `${point.lng},${point.lat}` : "";
  if (!cached || cached.key !== key) cached = { key, point };
  return cached.point;
}

/** The stored GCJ-02 location, re-rendering when startLocation gets a fix; null until then. */
export function useStoredLocation(): GeoPoint | null {
  return useSyncExternalStore(subscribeLocation, snapshot, () => null);
}

/**
 * Sends a page view for every navigation (path + query) of the surrounding react-router. Mount once
 * inside the router. `send` should be stable (module-level or memoised).
 */
export function usePageViewTracking(send: TrackingSender): void {
  const { pathname, search } = useLocation();
  const track = useMemo(() => createPageTracker(send), [send]);
  useEffect(() => {
    void track(pathname + search);
  }, [track, pathname, search]);
}
