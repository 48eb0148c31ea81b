import { loadDraft as loadStoredDraft, saveDraft as saveStoredDraft } from "@wenlv/checkout";
import { z } from "zod";

/**
 * The choices of /LineOrder kept in sessionStorage while the visitor adds a traveller on
 * /MyContactsHandle and comes back (checkout's drafts): the travellers of each fare and the
 * contact, for one line, departure day and package.
 */
const ZLineOrderDraft = z.object({
  day: z.string(),
  packageCode: z.string(),
  adultIds: z.array(z.number().int().positive()).max(20),
  childIds: z.array(z.number().int().positive()).max(20),
  contactName: z.string().max(60),
  contactPhone: z.string().max(20),
});
export type LineOrderDraft = z.infer<typeof ZLineOrderDraft>;

/** The draft key of a line's order page. */
export function draftKey(lineId: number): string {
  return `lineOrderDraft:${lineId}`;
}

/** The saved draft of line `lineId` when it is for the same departure day and package, else null. */
export function loadDraft(lineId: number, day: string, packageCode: string): LineOrderDraft | null {
  const draft = loadStoredDraft(draftKey(lineId), ZLineOrderDraft);
  return draft && draft.day === day && draft.packageCode === packageCode ? draft : null;
}

/** Saves the draft of line `lineId`; `null` removes it (after a successful order). */
export function saveDraft(lineId: number, draft: LineOrderDraft | null): void {
  saveStoredDraft(draftKey(lineId), draft);
}

/**
 * The travellers of each fare with the one picked on the traveller pages ticked (once): into the
 * adults while they have a free seat, else the children while they have one, else not at all.
 */
export function withPicked(ids: { adultIds: number[]; childIds: number[] }, picked: number | null, seats: { adults: number; children: number }): { adultIds: number[]; childIds: number[] } {
  if (picked === null || ids.adultIds.includes(picked) || ids.childIds.includes(picked)) return ids;
  if (ids.adultIds.length < seats.adults) return { ...ids, adultIds: [...ids.adultIds, picked] };
  if (ids.childIds.length < seats.children) return { ...ids, childIds: [...ids.childIds, picked] };
  return ids;
}
