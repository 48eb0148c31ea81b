// JS bridges of the app hosts that log a user in with their own account (spec section 2 "Login":
// /bankJsLogin "bank app authorisation", /ThirdApps partner apps). Neither bridge is documented in
// the spec; the shapes below are our decision and the contract the host apps implement.

/**
 * The bank app's bridge, injected as `window.SZBankJSBridge` into its webview (user agent token
 * "SZBankApp", see BANK_UA_TOKEN). Callback style, as bank webview bridges usually are:
 * `getAuthCode` asks the bank customer to authorise this site and calls back once with a one-time
 * authorisation code (`code`) or an error message (`errMsg`, e.g. the customer declined).
 */
export type BankJsBridge = {
  getAuthCode(params: { scope: "user_info" }, callback: (result: { code?: string; errMsg?: string }) => void): void;
};

/**
 * A district partner app's bridge (Kunshan, Changshu apps; user agent tokens PARTNER_UA_TOKENS),
 * injected as `window.WenLvPartnerBridge`: `getAuthCode()` resolves to a one-time auth code of the
 * partner's signed-in user (a string, or `{ code }`), and rejects when the user is not signed in
 * or declines.
 */
export type PartnerAppBridge = {
  getAuthCode(): Promise<string | { code: string }> | string | { code: string };
};

/** The part of `window` the bridges live on (injectable for tests). */
export type BridgeWindow = { SZBankJSBridge?: BankJsBridge; WenLvPartnerBridge?: PartnerAppBridge };

/** Why a bridge gave no code: no bridge in this host, no answer in time, or the bridge refused. */
export type BridgeErrorReason = "unavailable" | "timeout" | "denied";

/** A bridge call that gave no code; `reason` tells the page whether to fall back or offer a retry. */
export class BridgeError extends Error {
  readonly reason: BridgeErrorReason;
  constructor(reason: BridgeErrorReason, message?: string) {
    super(message ?? `bridge ${reason}`);
    this.name = "BridgeError";
    this.reason = reason;
  }
}

/**
 * How long a bridge may take before the call fails with "timeout", ms. Both apps may show their
 * own confirmation sheet first, so this leaves the user time to read and tap it.
 */
export const BRIDGE_TIMEOUT_MS = 30_000;

/** Options of the bridge calls: the window the bridge lives on and the timeout (ms). */
export type BridgeCallOptions = { win?: BridgeWindow; timeoutMs?: number };

function currentWindow(): BridgeWindow {
  return typeof window === "undefined" ? {} : (window as unknown as BridgeWindow);
}

/** True when the bank app's bridge (`window.SZBankJSBridge.getAuthCode`) is present. */
export function hasBankBridge(win: BridgeWindow = currentWindow()): boolean {
  return typeof win.SZBankJSBridge?.getAuthCode === "function";
}

/** True when a partner app's bridge (`window.WenLvPartnerBridge.getAuthCode`) is present. */
export function hasPartnerBridge(win: BridgeWindow = currentWindow()): boolean {
  return typeof win.WenLvPartnerBridge?.getAuthCode === "function";
}

/** Settles with the first of `work` and a timer of `timeoutMs`; the timer is cleared either way. */
function withTimeout(work: Promise<string>, timeoutMs: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BridgeError("timeout")), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function usableCode(value: unknown): string {
  const code = typeof value === "string" ? value : (value as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || code.trim() === "") throw new BridgeError("denied", "no code");
  return code.trim();
}

/**
 * Asks the bank app for a one-time authorisation code (for `bankLogin`).
 * @returns the code, trimmed
 * @throws BridgeError "unavailable" without the bridge (the page then uses the sandbox authorize
 *   page), "timeout" after `timeoutMs` (default {@link BRIDGE_TIMEOUT_MS}), "denied" when the bridge
 *   answers without a code (its `errMsg` becomes the message) or throws
 */
export function requestBankAuthCode(options: BridgeCallOptions = {}): Promise<string> {
  const win = options.win ?? currentWindow();
  const bridge = win.SZBankJSBridge;
  if (!bridge || !hasBankBridge(win)) return Promise.reject(new BridgeError("unavailable"));
  const work = new Promise<string>((resolve, reject) => {
    try {
      bridge.getAuthCode({ scope: "user_info" }, (result) => {
        try {
          resolve(usableCode(result?.code));
        } catch {
          reject(new BridgeError("denied", result?.errMsg));
        }
      });
    } catch (error) {
      reject(new BridgeError("denied", error instanceof Error ? error.message : undefined));
    }
  });
  return withTimeout(work, options.timeoutMs ?? BRIDGE_TIMEOUT_MS);
}

/**
 * Asks the partner app for a one-time auth code of its signed-in user (for
 * `thirdAppLogin`).
 * @returns the code, trimmed
 * @throws BridgeError "unavailable" without the bridge (the page then uses the partner's sandbox
 *   authorize page), "timeout" after `timeoutMs` (default {@link BRIDGE_TIMEOUT_MS}), "denied" when
 *   the bridge rejects or answers without a code
 */
export function requestPartnerAuthCode(options: BridgeCallOptions = {}): Promise<string> {
  const win = options.win ?? currentWindow();
  const bridge = win.WenLvPartnerBridge;
  if (!bridge || !hasPartnerBridge(win)) return Promise.reject(new BridgeError("unavailable"));
  const work = (async () => {
    let answer: unknown;
    try {
      answer = await bridge.getAuthCode();
    } catch (error) {
      throw new BridgeError("denied", error instanceof Error ? error.message : undefined);
    }
    return usableCode(answer);
  })();
  return withTimeout(work, options.timeoutMs ?? BRIDGE_TIMEOUT_MS);
}
