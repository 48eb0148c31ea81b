// What the login flow keeps in sessionStorage across a page load (a provider's authorize page, a
// bank or partner app round trip). sessionStorage, never localStorage: it stays in this tab, ends
// with it, and local storage holds the token and nothing else (issue 3).

/** sessionStorage key prefix of a bind ticket; the full key is `wl_bind_ticket:<openid>`. */
export const BIND_TICKET_KEY_PREFIX = "wl_bind_ticket:";

/** Login flows that leave the app after the consent was ticked and come back to finish. */
export type ConsentFlow = "sbk" | "bank";

/** sessionStorage key prefix of a consent ticked before leaving; the full key is `wl_login_consent:<flow>`. */
export const CONSENT_KEY_PREFIX = "wl_login_consent:";

type SessionLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function session(): SessionLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    // Storage blocked (private mode, quota): the flow then asks again instead of failing.
    return fallback;
  }
}

/**
 * Keeps the one-time bind ticket of an auth-code login that answered `isBindMobile: false`
 * (contract ZAuthCodeLoginResult; 10 minutes on the server) for /BindPhone?id=<openid>. Keyed per
 * openid so two flows in one tab never mix their tickets; kept out of the URL.
 */
export function saveBindTicket(openid: string, ticket: string, storage: SessionLike | null = session()): void {
  attempt(() => storage?.setItem(BIND_TICKET_KEY_PREFIX + openid, ticket), undefined);
}

/** The bind ticket saved for `openid`, or null (none, another tab, or the tab was closed). */
export function readBindTicket(openid: string, storage: SessionLike | null = session()): string | null {
  return attempt(() => storage?.getItem(BIND_TICKET_KEY_PREFIX + openid) || null, null);
}

/** Forgets the bind ticket of `openid` (after the bind succeeded: the server has spent it). */
export function clearBindTicket(openid: string, storage: SessionLike | null = session()): void {
  attempt(() => storage?.removeItem(BIND_TICKET_KEY_PREFIX + openid), undefined);
}

/**
 * Records that the privacy consent was ticked on /sbkLogin or /bankJsLogin just before leaving for
 * the provider, so the page the provider returns to (/sbkLoading, /bankJsLogin?auth_code=) can send
 * `agree_privacy` without asking twice.
 */
export function rememberConsent(flow: ConsentFlow, storage: SessionLike | null = session()): void {
  attempt(() => storage?.setItem(CONSENT_KEY_PREFIX + flow, "1"), undefined);
}

/** True when {@link rememberConsent} ran for `flow` in this tab and was not forgotten since. */
export function hasRememberedConsent(flow: ConsentFlow, storage: SessionLike | null = session()): boolean {
  return attempt(() => storage?.getItem(CONSENT_KEY_PREFIX + flow) === "1", false);
}

/** Forgets a remembered consent once the login call it was for has been sent (one consent, one login). */
export function forgetConsent(flow: ConsentFlow, storage: SessionLike | null = session()): void {
  attempt(() => storage?.removeItem(CONSENT_KEY_PREFIX + flow), undefined);
}
