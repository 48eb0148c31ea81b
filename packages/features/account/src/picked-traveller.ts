/**
 * sessionStorage key holding the id of the traveller picked on /MyContacts?from=TicketOrder (a JSON
 * number). Features cannot import each other (ARCHITECTURE.md), so the order page that sent the
 * visitor here reads this key when it is shown again, then removes it.
 */
export const PICKED_TRAVELLER_KEY = "pickedTravellerId";

/** Records the picked traveller for the page that opened the list (see {@link PICKED_TRAVELLER_KEY}). */
export function savePickedTraveller(id: number): void {
  try {
    window.sessionStorage.setItem(PICKED_TRAVELLER_KEY, JSON.stringify(id));
  } catch {
    // Storage blocked (private webviews): the order page still lists every traveller to tick.
  }
}
