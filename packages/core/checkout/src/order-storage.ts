import { z } from "zod";

const ZContact = z.object({ name: z.string(), phone: z.string() });
/** The contact person of an order: name and mainland mobile. */
export type OrderContact = z.infer<typeof ZContact>;

/** localStorage key of the contact of the user's last order of any kind (prefills the next one; the name is kept from issue 2). */
export const LAST_CONTACT_KEY = "ticketOrderContact";

function read<T>(storage: Storage | undefined, key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked (private webviews): the form simply starts empty next time.
  }
}

const session = () => (typeof window === "undefined" ? undefined : window.sessionStorage);
const local = () => (typeof window === "undefined" ? undefined : window.localStorage);

/**
 * An order page's saved draft (tab-scoped sessionStorage, kept while the visitor adds a traveller
 * and comes back), parsed by the page's own `schema`; null when none or unreadable.
 */
export function loadDraft<T>(key: string, schema: z.ZodType<T>): T | null {
  return read(session(), key, schema);
}

/** Saves an order page's draft; `null` removes it (after a successful order). */
export function saveDraft(key: string, draft: unknown): void {
  write(session(), key, draft);
}

/** The contact of the last order on this device, or null. */
export function loadLastContact(): OrderContact | null {
  return read(local(), LAST_CONTACT_KEY, ZContact);
}

/** Remembers the contact of a successful order on this device (the user's own data, own device). */
export function saveLastContact(contact: OrderContact): void {
  write(local(), LAST_CONTACT_KEY, contact);
}

/** The draft's travellers with the picked one ticked last (once), and the quantity grown to hold them. */
export function withPickedTraveller(draft: { travellerIds: number[]; quantity: number }, picked: number | null): { travellerIds: number[]; quantity: number } {
  if (picked === null) return { travellerIds: draft.travellerIds, quantity: draft.quantity };
  const travellerIds = [...draft.travellerIds.filter((id) => id !== picked), picked];
  return { travellerIds, quantity: Math.max(draft.quantity, travellerIds.length) };
}
