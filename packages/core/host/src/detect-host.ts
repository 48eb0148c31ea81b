import { isPartnerCode, type PartnerCode } from "@wenlv/contract/codes";

/** Where the web app runs (spec sections 1 and 6). */
export type HostKind = "wechat" | "miniprogram" | "bank" | "partner-app" | "browser";

/**
 * The detected host. `partnerCode` is sent as `partner_code` with calls that need it (spec
 * section 6). `isApp` marks an app host that signs the user in itself, so login-required routes
 * skip the login page (spec section 6); `isWeChat` is true in the WeChat browser and in its
 * mini-program web-view (both use WeChat OAuth / JS-SDK). `hostNavBar` is true when the host draws
 * the page's nav bar itself (title from document.title, its own back button): always in the
 * mini-program web-view, and in the bank and partner apps when their UA carries
 * {@link NATIVE_NAV_UA_TOKEN} (decision 026); see hostChrome.
 */
export type HostInfo = {
  kind: HostKind;
  partnerCode: PartnerCode;
  isApp: boolean;
  isWeChat: boolean;
  isMiniProgram: boolean;
  hostNavBar: boolean;
};

/** sessionStorage key of the partner flag, set from a `?partner_code=` URL (see capturePartnerCode). */
export const PARTNER_SESSION_KEY = "partner_code";

/**
 * User-agent token the bank app appends to its webview UA. Our decision (the spec names a bank-app
 * host but not its UA): "SZBankApp", matched case-insensitively as a whole word, e.g.
 * "Mozilla/5.0 (iPhone ...) Mobile/15E148 SZBankApp/6.2.0". The bank shell logs in through
 * /bankJsLogin (bank authorisation), so the bank host is not `isApp`.
 */
export const BANK_UA_TOKEN = "SZBankApp";

/**
 * User-agent tokens of the district partner apps (our decision, like BANK_UA_TOKEN): the Kunshan
 * app appends "KSWenLv/<version>", the Changshu app "CSWenLv/<version>". These apps sign the user
 * in themselves, so they are `isApp`.
 */
export const PARTNER_UA_TOKENS: Readonly<Record<Exclude<PartnerCode, "default">, string>> = {
  kunshan: "KSWenLv",
  changshu: "CSWenLv",
};

/**
 * User-agent token with which an app host (the bank app, the district partner apps) says it draws
 * the nav bar of our page itself, e.g. "... SZBankApp/6.2.0 NativeNav" (our decision 026: a UA
 * token, so the server-rendered first screen already leaves our header out). Matched like the
 * host tokens, case-insensitively as a whole word; ignored in a plain or WeChat browser.
 */
export const NATIVE_NAV_UA_TOKEN = "NativeNav";

/** Injectable view of the WeChat JS bridge: `window.__wxjs_environment` is "miniprogram" in a mini-program web-view. */
export type WxEnvironment = { __wxjs_environment?: string | undefined };

const hasToken = (ua: string, token: string) => new RegExp(`(^|[^A-Za-z])${token}([^A-Za-z]|$)`, "i").test(ua);

/**
 * Detects the host from the user agent, the session flag and the WeChat environment.
 * Order: mini-program web-view ("miniProgram" in the UA, or `__wxjs_environment === "miniprogram"`;
 * its UA also contains MicroMessenger, so it is checked first), bank app (BANK_UA_TOKEN), partner
 * apps (PARTNER_UA_TOKENS), WeChat browser (MicroMessenger, but not WeCom's "wxwork"), else browser.
 * Partner code: a partner-app UA token wins, then the session flag (`partner_code` in
 * sessionStorage, only if it is a known code), else "default". `hostNavBar`: the mini-program, or
 * a bank or partner-app UA with {@link NATIVE_NAV_UA_TOKEN}.
 */
export function detectHost(
  userAgent: string,
  session?: Pick<Storage, "getItem"> | null,
  env?: WxEnvironment | null,
): HostInfo {
  const ua = userAgent ?? "";
  const isWeChatUa = /MicroMessenger/i.test(ua) && !/wxwork/i.test(ua);
  const isMiniProgram = /miniProgram/i.test(ua) || env?.__wxjs_environment === "miniprogram";
  const uaPartner = (Object.keys(PARTNER_UA_TOKENS) as (keyof typeof PARTNER_UA_TOKENS)[]).find((code) =>
    hasToken(ua, PARTNER_UA_TOKENS[code]),
  );
  const partnerCode: PartnerCode = uaPartner ?? readPartnerFlag(session) ?? "default";

  let kind: HostKind;
  if (isMiniProgram) kind = "miniprogram";
  else if (hasToken(ua, BANK_UA_TOKEN)) kind = "bank";
  else if (uaPartner) kind = "partner-app";
  else if (isWeChatUa) kind = "wechat";
  else kind = "browser";

  // Only app hosts can say so: a browser's UA is the visitor's, not a host's.
  const hostNavBar = isMiniProgram || (kind !== "wechat" && kind !== "browser" && hasToken(ua, NATIVE_NAV_UA_TOKEN));
  return { kind, partnerCode, isApp: kind === "partner-app", isWeChat: isWeChatUa || isMiniProgram, isMiniProgram, hostNavBar };
}

function readPartnerFlag(session: Pick<Storage, "getItem"> | null | undefined): PartnerCode | null {
  let raw: string | null;
  try {
    raw = session?.getItem(PARTNER_SESSION_KEY) ?? null;
  } catch {
    raw = null;
  }
  return isPartnerCode(raw) ? raw : null;
}

/**
 * Stores the partner flag when `url` carries a known `?partner_code=` (spec section 6: "detected by
 * user agent or session flag"); unknown codes are ignored, an existing flag is kept otherwise.
 * @returns the code stored, or null when the URL had none
 */
export function capturePartnerCode(url: string | URL, session: Pick<Storage, "setItem">): PartnerCode | null {
  const code = new URL(url, "http://localhost").searchParams.get(PARTNER_SESSION_KEY);
  if (!isPartnerCode(code)) return null;
  try {
    session.setItem(PARTNER_SESSION_KEY, code);
  } catch {
    // sessionStorage can be unavailable; the UA or the next URL decides then.
  }
  return code;
}
