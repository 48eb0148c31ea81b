import { api, PROFILE_STORAGE_KEY, SHARED_STORAGE_KEY, TOKEN_STORAGE_KEY } from "@wenlv/api-client";
import { LOCATION_CONSENT_KEY, LOCATION_DENIED_KEY, LOCATION_KEYS, PARTNER_SESSION_KEY, UUID_KEY } from "@wenlv/host";
import { LANG_STORAGE_KEY } from "@wenlv/i18n";
import { CARE_MODE_KEY } from "@wenlv/theme";

/**
 * localStorage keys "清除缓存" keeps: the login token (the only session value on the device) and
 * the two settings the user chose (care mode, language). Everything else is cache.
 */
export const KEPT_LOCAL_KEYS: readonly string[] = [TOKEN_STORAGE_KEY, CARE_MODE_KEY, LANG_STORAGE_KEY];

/**
 * sessionStorage keys it keeps: the partner flag of this visit (spec section 6), which decides the
 * `partner_code` every call sends, the store's shared state (spec section 3: redirect target,
 * purchase in progress), which mirrors the running store and would be written back at its next
 * change, and the display profile of the kept login (it belongs to the token, like the token).
 */
export const KEPT_SESSION_KEYS: readonly string[] = [PARTNER_SESSION_KEY, SHARED_STORAGE_KEY, PROFILE_STORAGE_KEY];

/** What the user is told was cleared; `other` covers keys this app does not name. */
export type CacheKind = "visitor" | "location" | "locationChoice" | "pickedTraveller" | "lastContact" | "other";

const KIND_OF_KEY: Readonly<Record<string, CacheKind>> = {
  [UUID_KEY]: "visitor",
  [LOCATION_KEYS.longitude]: "location",
  [LOCATION_KEYS.latitude]: "location",
  [LOCATION_KEYS.longitudeNew]: "location",
  [LOCATION_KEYS.latitudeNew]: "location",
  [LOCATION_DENIED_KEY]: "locationChoice",
  [LOCATION_CONSENT_KEY]: "locationChoice",
  pickedTravellerId: "pickedTraveller",
  ticketOrderContact: "lastContact",
};

/** The kind of a storage key ({@link CacheKind}), "other" when unknown. */
export function cacheKindOf(key: string): CacheKind {
  return KIND_OF_KEY[key] ?? "other";
}

/** Result of {@link clearCache}: cached API answers dropped and storage keys removed. */
export type ClearReport = { apiEntries: number; removedKeys: string[]; kinds: CacheKind[] };

type StoreLike = { getState: () => { api: { queries: Record<string, unknown> } }; dispatch: (action: ReturnType<typeof api.util.resetApiState>) => unknown };

function clearStorage(storage: Storage | null, keep: readonly string[]): string[] {
  if (!storage) return [];
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
    const removed = keys.filter((key) => !keep.includes(key));
    for (const key of removed) storage.removeItem(key);
    return removed;
  } catch {
    return [];
  }
}

function storageOf(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

/**
 * "清除缓存" of /Setting: resets the RTK Query cache (every cached API answer; pages refetch what
 * they show) and removes every localStorage and sessionStorage key except {@link KEPT_LOCAL_KEYS}
 * and {@link KEPT_SESSION_KEYS}, so the user stays logged in, in care mode, in their language and
 * with their partner.
 * @returns what was cleared, with the distinct kinds in a fixed order for the message
 */
export function clearCache(
  store: StoreLike,
  local: Storage | null = storageOf(() => window.localStorage),
  session: Storage | null = storageOf(() => window.sessionStorage),
): ClearReport {
  const apiEntries = Object.keys(store.getState().api.queries).length;
  store.dispatch(api.util.resetApiState());
  const removedKeys = [...clearStorage(local, KEPT_LOCAL_KEYS), ...clearStorage(session, KEPT_SESSION_KEYS)];
  const order: CacheKind[] = ["visitor", "location", "locationChoice", "pickedTraveller", "lastContact", "other"];
  const present = new Set(removedKeys.map(cacheKindOf));
  return { apiEntries, removedKeys, kinds: order.filter((kind) => present.has(kind)) };
}
