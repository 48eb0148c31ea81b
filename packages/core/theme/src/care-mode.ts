/** localStorage key of the care-mode flag (spec section 2: /User uses a Care variant when it is stored). */
export const CARE_MODE_KEY = "careMode";

/** True when care mode is switched on in `storage` (value "1"). */
export function readCareMode(storage: Pick<Storage, "getItem">): boolean {
  return storage.getItem(CARE_MODE_KEY) === "1";
}

/** Stores or clears the care-mode flag. */
export function writeCareMode(storage: Pick<Storage, "setItem" | "removeItem">, on: boolean): void {
  if (on) storage.setItem(CARE_MODE_KEY, "1");
  else storage.removeItem(CARE_MODE_KEY);
}
