/**
 * sessionStorage key holding the id of the address picked on /MyAddress?from=<page> (a JSON
 * number), like "pickedTravellerId" of @wenlv/account for travellers. Features cannot import each
 * other (ARCHITECTURE.md), so an order page that needs a delivery address opens
 * `/MyAddress?from=<its path name>`, and when it is shown again reads this key, uses the id with
 * /api/address/list, and removes the key. Without `from` the list does not offer 选择.
 */
export const PICKED_ADDRESS_KEY = "pickedAddressId";

/** Records the picked address for the page that opened the list (see {@link PICKED_ADDRESS_KEY}). */
export function savePickedAddress(id: number): void {
  try {
    window.sessionStorage.setItem(PICKED_ADDRESS_KEY, JSON.stringify(id));
  } catch {
    // Storage blocked (private webviews): the order page falls back to the default address.
  }
}
