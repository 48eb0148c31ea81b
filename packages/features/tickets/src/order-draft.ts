import { loadDraft as loadStoredDraft, saveDraft as saveStoredDraft } from "@wenlv/checkout";
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

/** sessionStorage key of the order form draft of one SKU of one spot. */
export function draftKey(scenicId: number, skuId: number): string {
  return `ticketOrderDraft:${scenicId}:${skuId}`;
}

/** The saved ticket order draft, or null when none or unreadable. */
export function loadDraft(key: string): TicketOrderDraft | null {
  return loadStoredDraft(key, ZDraft);
}

/** Saves the ticket order draft; `null` removes it (after a successful order). */
export function saveDraft(key: string, draft: TicketOrderDraft | null): void {
  saveStoredDraft(key, draft);
}
