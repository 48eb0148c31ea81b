/** Toast functions the catalogue needs (antd-mobile's Toast in the app, a fake in tests). */
export type ToastAdapter = {
  /** Shows `text` for `durationMs` ms, replacing any toast on screen. */
  show(text: string, durationMs: number): void;
  /** Removes the toast on screen, if any. */
  clear(): void;
};

/** Options of the one alert dialog the catalogue shows (HTTP 401). */
export type AlertOptions = { title: string; content: string; confirmText: string; onConfirm: () => void };

/** Dialog function the catalogue needs; the promise settles when the dialog closes. */
export type DialogAdapter = { alert(options: AlertOptions): Promise<void> | void };

/** Everything {@link configureApiClient} accepts. Only what is passed changes. */
export type ApiClientOptions = {
  /** Product API origin and optional path prefix, e.g. "https://api.example.cn". Default: the page origin. */
  baseUrl?: string;
  /** Partner code sent as `partner_code` with every call (spec section 6). */
  partnerCode?: string;
  /**
   * The shell's host sent as `host` with every call when not "" (the bank shell: "bank"), so the
   * API answers the host's offers and featured spots (decision 026). Default "": not sent.
   */
  host?: string;
  /** Current session token or null; read on every call. */
  getToken?: () => string | null | undefined;
  /** Called by the 401 dialog's "去登录" button: navigate to the login page. */
  onUnauthorized?: () => void;
  toast?: ToastAdapter;
  dialog?: DialogAdapter;
  /** fetch implementation (tests pass a fake). Default: globalThis.fetch at call time. */
  fetch?: typeof fetch;
  /** Request timeout, ms (default 15000); a timeout counts as "no answer". */
  timeoutMs?: number;
};

/** The resolved configuration. */
export type ApiClientConfig = Required<Omit<ApiClientOptions, "fetch" | "baseUrl">> & {
  baseUrl: string | undefined;
  fetch: typeof fetch | undefined;
};

const silentToast: ToastAdapter = { show: () => {}, clear: () => {} };
const silentDialog: DialogAdapter = { alert: () => {} };

function defaults(): ApiClientConfig {
  return {
    baseUrl: undefined,
    partnerCode: "default",
    host: "",
    getToken: () => null,
    onUnauthorized: () => {},
    toast: silentToast,
    dialog: silentDialog,
    fetch: undefined,
    timeoutMs: 15_000,
  };
}

let current: ApiClientConfig = defaults();
const listeners = new Set<() => void>();

/**
 * Configures the api-client for this page (the shell calls it once through createCityApp; tests
 * call it per case). Merges into the current configuration. Feedback defaults to silent adapters;
 * the app passes `antdFeedback` from "@wenlv/api-client/antd-feedback".
 */
export function configureApiClient(options: ApiClientOptions): void {
  current = { ...current, ...stripUndefined(options) };
  for (const listener of listeners) listener();
}

/** Restores the defaults (tests). */
export function resetApiClient(): void {
  current = defaults();
  for (const listener of listeners) listener();
}

/** The current configuration. */
export function getApiClientConfig(): ApiClientConfig {
  return current;
}

/** Runs `listener` after every configuration change; returns the unsubscribe function. */
export function onApiClientConfigured(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function stripUndefined(options: ApiClientOptions): Partial<ApiClientConfig> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<ApiClientConfig>;
}
