import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay } from "./backoff";
import { saveLocation, type GeoPoint } from "./location-store";

/** sessionStorage flag set when the user refuses location; while present we never ask again in this session. */
export const LOCATION_DENIED_KEY = "locationDenied";

/** GeolocationPositionError.PERMISSION_DENIED (W3C Geolocation API). */
const PERMISSION_DENIED = 1;

export type LocationStatus = "locating" | "waiting" | "located" | "denied" | "skipped" | "unavailable" | "stopped";

export type StartLocationOptions = {
  /** Defaults to navigator.geolocation; absent in old webviews, then the status is "unavailable". */
  geolocation?: Pick<Geolocation, "getCurrentPosition"> | null;
  /** Where the fix and the refusal flag go; defaults to sessionStorage. */
  storage?: Pick<Storage, "getItem" | "setItem">;
  /** True inside the mini-program web-view: location is skipped there (spec section 1). */
  isMiniProgram?: boolean;
  /** Called with each GCJ-02 fix. */
  onChange?: (point: GeoPoint) => void;
  /** Called once when the user refuses (or had refused earlier in this session). */
  onDenied?: () => void;
  /** Called after each failed attempt that is not a refusal (no fix yet; a retry is scheduled). */
  onRetry?: (failures: number) => void;
  /** Back-off bounds in ms; defaults 1 000 and 60 000. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Timeout of one getCurrentPosition call in ms (default 10 000). */
  attemptTimeoutMs?: number;
};

export type LocationHandle = {
  status: () => LocationStatus;
  /** Number of failed attempts so far. */
  failures: () => number;
  /** Cancels a pending retry and ignores an answer still in flight. */
  stop: () => void;
};

/**
 * Fetches the location on start (spec section 1) from the browser Geolocation API, converts the
 * WGS-84 fix to GCJ-02 with gcoord and stores both (see LOCATION_KEYS). gcoord is loaded with the
 * first fix (a dynamic import), so it is not part of the first screen's script (issue 8).
 *
 * Retry policy, reconciling the spec ("retried on failure without limit") with issue 2 ("never
 * re-prompted after the user refuses"): failures that are not a refusal (POSITION_UNAVAILABLE,
 * TIMEOUT: no GPS fix, indoors, slow network) are retried without limit, with exponential back-off
 * 1 s, 2 s, 4 s ... capped at 60 s. Such retries never show a permission prompt, because the
 * browser only prompts while permission is undecided, and these errors mean it was granted or is
 * still undecided. PERMISSION_DENIED (code 1, also what a dismissed prompt yields) is final: we
 * stop, store LOCATION_DENIED_KEY in sessionStorage so later starts in this session (reloads,
 * another shell page) do not ask again, and call onDenied. A new session may ask once more.
 *
 * Skipped entirely in the mini-program web-view (status "skipped").
 */
export function startLocation(options: StartLocationOptions = {}): LocationHandle {
  const storage = options.storage ?? window.sessionStorage;
  const geolocation = options.geolocation === undefined ? globalThis.navigator?.geolocation : options.geolocation;
  const base = options.baseDelayMs ?? BACKOFF_BASE_MS;
  const max = options.maxDelayMs ?? BACKOFF_MAX_MS;
  let status: LocationStatus;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = true;

  const handle: LocationHandle = {
    status: () => status,
    failures: () => failures,
    stop: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (active && (status === "locating" || status === "waiting")) status = "stopped";
      active = false;
    },
  };

  if (options.isMiniProgram) {
    status = "skipped";
    return handle;
  }
  if (readFlag(storage)) {
    status = "denied";
    options.onDenied?.();
    return handle;
  }
  if (!geolocation) {
    status = "unavailable";
    return handle;
  }

  const attempt = () => {
    timer = undefined;
    status = "locating";
    geolocation.getCurrentPosition(
      (position) => {
        if (!active) return;
        const wgs84 = { lng: position.coords.longitude, lat: position.coords.latitude };
        void import("gcoord").then(({ default: gcoord }) => {
          if (!active) return;
          const [lng, lat] = gcoord.transform([wgs84.lng, wgs84.lat], gcoord.WGS84, gcoord.GCJ02);
          const gcj02 = { lng, lat };
          status = "located";
          active = false;
          saveLocation(storage, gcj02, wgs84);
          options.onChange?.(gcj02);
        });
      },
      (error) => {
        if (!active) return;
        if (error.code === PERMISSION_DENIED) {
          status = "denied";
          active = false;
          writeFlag(storage);
          options.onDenied?.();
          return;
        }
        status = "waiting";
        timer = setTimeout(attempt, backoffDelay(failures, base, max));
        failures += 1;
        options.onRetry?.(failures);
      },
      { enableHighAccuracy: false, timeout: options.attemptTimeoutMs ?? 10_000, maximumAge: 60_000 },
    );
  };
  attempt();
  return handle;
}

/** True when the user refused location earlier in this session. */
export function isLocationDenied(storage: Pick<Storage, "getItem"> = window.sessionStorage): boolean {
  return readFlag(storage);
}

function readFlag(storage: Pick<Storage, "getItem">): boolean {
  try {
    return storage.getItem(LOCATION_DENIED_KEY) === "1";
  } catch {
    return false;
  }
}

function writeFlag(storage: Pick<Storage, "setItem">): void {
  try {
    storage.setItem(LOCATION_DENIED_KEY, "1");
  } catch {
    // Without storage the refusal still stops this run; a reload may ask again.
  }
}
