export { detectHost, capturePartnerCode, PARTNER_SESSION_KEY, BANK_UA_TOKEN, PARTNER_UA_TOKENS, NATIVE_NAV_UA_TOKEN } from "./detect-host";
export { hostChrome, HostChromeContext, useHostChrome, type HostChrome } from "./chrome";
export type { HostInfo, HostKind, WxEnvironment } from "./detect-host";
export { startLocation, isLocationDenied, LOCATION_DENIED_KEY } from "./location";
export type { LocationHandle, LocationStatus, StartLocationOptions } from "./location";
export { startLocationWithConsent, readLocationConsent, writeLocationConsent, LOCATION_CONSENT_KEY } from "./location-consent";
export type { LocationConsent, LocationWithConsentOptions } from "./location-consent";
export { getStoredLocation, saveLocation, subscribeLocation, LOCATION_KEYS } from "./location-store";
export type { GeoPoint } from "./location-store";
export { backoffDelay, BACKOFF_BASE_MS, BACKOFF_MAX_MS } from "./backoff";
export { trackPageView, createPageTracker } from "./page-tracking";
export type { PagePointEndpoint, PageView, TrackingSender, PageTrackerOptions } from "./page-tracking";
export { getUuid, UUID_KEY } from "./uuid";
export { useStoredLocation, usePageViewTracking } from "./hooks";
export {
  requestBankAuthCode,
  requestPartnerAuthCode,
  hasBankBridge,
  hasPartnerBridge,
  BridgeError,
  BRIDGE_TIMEOUT_MS,
} from "./app-bridges";
export type { BankJsBridge, PartnerAppBridge, BridgeWindow, BridgeErrorReason, BridgeCallOptions } from "./app-bridges";
export { gcj02ToWgs84 } from "./coords";
