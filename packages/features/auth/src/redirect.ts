import { safeRedirectTarget } from "@wenlv/app-kit";

/** Where a login ends when no (usable) redirect was given: the account tab (spec section 2). */
export const DEFAULT_LOGIN_TARGET = "/User";

/** Query parameter the login guard puts the interrupted location in (`/PhoneLogin?redirect=...`). */
export const REDIRECT_PARAM = "redirect";

/**
 * The in-app location to return to after login. app-kit's `safeRedirectTarget` decides what is
 * safe (a path inside the app that is not a login page: no other origins, no protocol-relative
 * URLs, so the parameter cannot be used as an open redirect); when it refuses the value, or there
 * is none, the login ends on {@link DEFAULT_LOGIN_TARGET} (/User) rather than on the home page.
 */
export function loginTarget(raw: string | null | undefined): string {
  if (!raw) return DEFAULT_LOGIN_TARGET;
  const target = safeRedirectTarget(raw);
  return target === "/" && raw !== "/" ? DEFAULT_LOGIN_TARGET : target;
}
