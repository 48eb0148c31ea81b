import { loadDraft as loadStoredDraft, saveDraft as saveStoredDraft } from "@wenlv/checkout";
import { z } from "zod";
import { choiceQuery, type SessionRef, type TicketChoice } from "./choice";

/** What the performance order page keeps while the user visits /MyContactsHandle and comes back. */
const ZDraft = z.object({
  travellerIds: z.array(z.number().int()),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type PerformOrderDraft = z.infer<typeof ZDraft>;

/** sessionStorage key of the order draft of one choice of one session (tab-scoped). */
export function draftKey(session: SessionRef, choice: TicketChoice): string {
  return `performOrderDraft:${choiceQuery(session, choice)}`;
}

/** The saved draft, or null when none or unreadable. */
export function loadDraft(key: string): PerformOrderDraft | null {
  return loadStoredDraft(key, ZDraft);
}

/** Saves the draft; `null` removes it (after a successful order). */
export function saveDraft(key: string, draft: PerformOrderDraft | null): void {
  saveStoredDraft(key, draft);
}
