import { LOCATION_KEYS, writeLocationConsent } from "@wenlv/host";

/**
 * Applies a change of the location consent made on /PersonalInfo to this device as well: the
 * device's answer (localStorage "locationConsent", read by @wenlv/host before it locates) becomes
 * "granted" or "refused", and a withdrawal also forgets the position kept in sessionStorage
 * (privacy policy: the position lives only there). A location already running stops with the page.
 */
export function applyLocationConsentOnDevice(granted: boolean): void {
  try {
    writeLocationConsent(window.localStorage, granted ? "granted" : "refused");
    if (!granted) for (const key of Object.values(LOCATION_KEYS)) window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable (private webviews): nothing is kept on this device anyway.
  }
}
