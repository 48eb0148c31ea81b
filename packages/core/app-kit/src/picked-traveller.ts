/**
 * The hand-over of a traveller between the traveller pages (@wenlv/account: 选择 on
 * /MyContacts?from=TicketOrder, a traveller added on /MyContactsHandle?from=...) and the order
 * page that sent the visitor there (@wenlv/tickets), which ticks it when shown again (issue 9).
 * Features cannot import each other (ARCHITECTURE.md), so the hand-over lives here: a JSON number
 * in sessionStorage under {@link PICKED_TRAVELLER_KEY}.
 */
export const PICKED_TRAVELLER_KEY = "pickedTravellerId";

/** Records the picked traveller for the page that opened the traveller pages. */
export function savePickedTraveller(id: number): void {
  try {
    window.sessionStorage.setItem(PICKED_TRAVELLER_KEY, JSON.stringify(id));
  } catch {
    // Storage blocked (private webviews): the order page still lists every traveller to tick.
  }
}

/** The traveller id left by the traveller pages, or null (kept until {@link clearPickedTraveller}). */
export function readPickedTraveller(): number | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(PICKED_TRAVELLER_KEY) ?? "null");
    return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the picked traveller once the order page has ticked it. */
export function clearPickedTraveller(): void {
  try {
    window.sessionStorage.removeItem(PICKED_TRAVELLER_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
