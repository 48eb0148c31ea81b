import { z } from "zod";

/** What the ticket order page keeps while the user visits /MyContactsHandle and comes back. */
const ZDraft = z.object({
  day: z.string().nullable(),
  slot: z.string().nullable(),
  quantity: z.number().int().min(1),
  travellerIds: z.array(z.number().int()),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type TicketOrderDraft = z.infer<typeof ZDraft>;

const ZContact = z.object({ name: z.string(), phone: z.string() });
export type OrderContact = z.infer<typeof ZContact>;

/** localStorage key of the contact of the user's last ticket order (prefills the next one). */
export const LAST_CONTACT_KEY = "ticketOrderContact";

/** sessionStorage key of the order form draft of one SKU of one spot. */
export function draftKey(scenicId: number, skuId: number): string {
  return `ticketOrderDraft:${scenicId}:${skuId}`;
}

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

/** The saved draft (tab-scoped sessionStorage), or null when none or unreadable. */
export function loadDraft(key: string): TicketOrderDraft | null {
  return read(session(), key, ZDraft);
}

/** Saves the draft; `null` removes it (after a successful order). */
export function saveDraft(key: string, draft: TicketOrderDraft | null): void {
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
export function withPickedTraveller(draft: Pick<TicketOrderDraft, "travellerIds" | "quantity">, picked: number | null): { travellerIds: number[]; quantity: number } {
  if (picked === null) return { travellerIds: draft.travellerIds, quantity: draft.quantity };
  const travellerIds = [...draft.travellerIds.filter((id) => id !== picked), picked];
  return { travellerIds, quantity: Math.max(draft.quantity, travellerIds.length) };
}
