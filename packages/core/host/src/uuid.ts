/** localStorage key of the browser's visitor id. */
export const UUID_KEY = "uuid";

let memoryUuid: string | undefined;

/**
 * A stable visitor id for browse records and page tracking (spec section 3 "uuid"): read from
 * localStorage "uuid", else generated with crypto.randomUUID() and stored. Generated locally instead
 * of calling `getUuid` so tracking never waits for the network (the API must accept a
 * client-generated UUID). The id is also kept in memory, so it stays the same for this page when storage is unavailable
 * or cleared.
 */
export function getUuid(storage: Pick<Storage, "getItem" | "setItem"> | undefined = defaultStorage()): string {
  try {
    const stored = storage?.getItem(UUID_KEY);
    if (stored) return stored;
  } catch {
    // fall through to a new id
  }
  const id = memoryUuid ?? randomUuid();
  memoryUuid = id;
  try {
    storage?.setItem(UUID_KEY, id);
  } catch {
    // kept in memory only
  }
  return id;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** crypto.randomUUID exists only in secure contexts (HTTPS, localhost); plain-HTTP test devices build a v4 UUID from getRandomValues. */
function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === "function") return globalThis.crypto.randomUUID();
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
