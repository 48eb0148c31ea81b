import { getStoredLocation, readLocationConsent, startLocation, startLocationWithConsent, useStoredLocation, type GeoPoint } from "@wenlv/host";
import { useCallback, useState } from "react";
import { useOptionalCityApp } from "./app-context";
import { askLocationConsent } from "./location-consent-dialog";

/**
 * What asking for the visitor's location came to: "located" (a GCJ-02 fix is stored), "refused"
 * (the visitor said 不同意 to our consent dialog), "denied" (the browser or system permission is
 * off), "unavailable" (no fix yet: no GPS, timeout; retries go on in the background and a later fix
 * still arrives) or "skipped" (the mini-program web-view, where location is not used, spec section 1).
 */
export type LocateOutcome = "located" | "refused" | "denied" | "unavailable" | "skipped";

/** Locates the visitor on their own action; see {@link createVisitorLocator}. */
export type LocateVisitor = () => Promise<LocateOutcome>;

export type VisitorLocatorOptions = {
  isMiniProgram: boolean;
  /** The consent dialog (default antd-mobile's, {@link askLocationConsent}). */
  ask?: () => Promise<boolean>;
  /** The browser's geolocation (tests); default navigator.geolocation. */
  geolocation?: Pick<Geolocation, "getCurrentPosition"> | null;
};

/**
 * Location on demand (issue 9, decision 017): nothing is asked when the app starts. `startIfGranted`
 * (called at start) locates silently only when the visitor agreed earlier on this device;
 * `locate` is for a screen that needs the location because the visitor asked for it (附近, a
 * distance sort, the map): it asks for the separate consent (PIPL art. 29) when undecided, or again
 * after a refusal (the visitor's own action), then starts the Geolocation API and resolves with
 * the first outcome. A stored fix answers "located" at once.
 */
export function createVisitorLocator(options: VisitorLocatorOptions): { startIfGranted: () => void; locate: LocateVisitor } {
  const { isMiniProgram, ask = askLocationConsent, geolocation } = options;
  const geo = geolocation === undefined ? {} : { geolocation };
  return {
    startIfGranted() {
      if (isMiniProgram || readLocationConsent(window.localStorage) !== "granted") return;
      startLocation({ isMiniProgram, ...geo });
    },
    locate() {
      if (isMiniProgram) return Promise.resolve("skipped");
      if (getStoredLocation()) return Promise.resolve("located");
      return new Promise<LocateOutcome>((resolve) => {
        void startLocationWithConsent({
          ask,
          userAction: true,
          isMiniProgram,
          ...geo,
          onChange: () => resolve("located"),
          onDenied: () => resolve("denied"),
          onRetry: () => resolve("unavailable"),
        }).then((handle) => {
          if (!handle) resolve("refused");
          else if (handle.status() === "unavailable") resolve("unavailable");
        });
      });
    },
  };
}

/**
 * The visitor's GCJ-02 location for a screen that can use it: `point` (null until known),
 * `locate()` to ask for it on the visitor's action (consent dialog, then the browser; see
 * {@link createVisitorLocator}), `locating` while that runs. Outside an app (component tests
 * without one) `locate` uses the default dialog and navigator.geolocation.
 */
export function useVisitorLocation(): { point: GeoPoint | null; locate: LocateVisitor; locating: boolean } {
  const app = useOptionalCityApp();
  const point = useStoredLocation();
  const [locating, setLocating] = useState(false);
  const appLocate = app?.locate;
  const isMiniProgram = app?.host.isMiniProgram ?? false;
  const locate = useCallback(async () => {
    setLocating(true);
    try {
      return await (appLocate ?? createVisitorLocator({ isMiniProgram }).locate)();
    } finally {
      setLocating(false);
    }
  }, [appLocate, isMiniProgram]);
  return { point, locate, locating };
}
