import { startLocation, type LocationHandle, type StartLocationOptions } from "./location";

/**
 * localStorage key of the separate location consent (PIPL art. 28-29: precise location is sensitive
 * personal information and needs its own consent). Values "granted" or "refused"; absent = not asked.
 */
export const LOCATION_CONSENT_KEY = "locationConsent";

export type LocationConsent = "granted" | "refused" | null;

/** The stored location consent of this device, or null when it was never asked (or storage fails). */
export function readLocationConsent(storage: Pick<Storage, "getItem">): LocationConsent {
  try {
    const value = storage.getItem(LOCATION_CONSENT_KEY);
    return value === "granted" || value === "refused" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the answer (or clears it with null, so the next start asks again). */
export function writeLocationConsent(storage: Pick<Storage, "setItem" | "removeItem">, consent: LocationConsent): void {
  try {
    if (consent) storage.setItem(LOCATION_CONSENT_KEY, consent);
    else storage.removeItem(LOCATION_CONSENT_KEY);
  } catch {
    // Private mode without storage: the question is simply asked again next time.
  }
}

export type LocationWithConsentOptions = StartLocationOptions & {
  /** Asks the visitor (a dialog); resolves true to allow. Called only while the consent is undecided. */
  ask: () => Promise<boolean>;
  /**
   * True when the visitor asked for something that needs the location (tapped 附近, a distance sort,
   * the map): a stored refusal is then asked again, since the visitor started it (MIIT rules on app
   * permission prompts allow a new prompt on the user's own action). Default false: a refusal is final.
   */
  userAction?: boolean;
  /** Where the consent lives; default localStorage (it outlives the session, unlike the fix itself). */
  consentStorage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
};

/**
 * Starts location (spec section 1) only with the visitor's separate consent (issues 3 and 9):
 * "granted" starts at once; "refused" never asks the browser unless `userAction`; undecided calls
 * `ask` first and stores the answer. Inside the mini-program nothing is asked (location is skipped
 * there anyway). Resolves the running handle, or null when refused or skipped.
 */
export async function startLocationWithConsent(options: LocationWithConsentOptions): Promise<LocationHandle | null> {
  if (options.isMiniProgram) return null;
  const { ask, consentStorage = window.localStorage, userAction = false, ...locationOptions } = options;
  let consent = readLocationConsent(consentStorage);
  if (consent === null || (consent === "refused" && userAction)) {
    consent = (await ask().catch(() => false)) ? "granted" : "refused";
    writeLocationConsent(consentStorage, consent);
  }
  return consent === "granted" ? startLocation(locationOptions) : null;
}
