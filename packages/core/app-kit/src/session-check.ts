import type { UserInfo } from "@wenlv/contract/auth";
import { endpointArgs, loggedOut, requestApi, selectToken, userRefreshed } from "@wenlv/api-client";
import { ResultCode } from "@wenlv/contract/codes";
import { getMyInfo } from "@wenlv/contract/endpoints/auth";
import type { AppStore } from "./store";

/** Outcome of a revalidation: no token, token valid, token refused (logged out), or no answer. */
export type SessionCheck = "anonymous" | "valid" | "invalid" | "unknown";

const inflight = new WeakMap<AppStore, Promise<SessionCheck>>();

/**
 * Revalidates the stored session with the table entry `getMyInfo`, which validates the token and
 * answers the user with its signing key (spec section 4: "a stored user is revalidated on
 * each navigation"). The call is quiet (spec section 8: failures only clear the toast). A valid
 * answer refreshes the user and signing key; HTTP 401 or code 4005 logs out; a network failure
 * keeps the session (a lost connection is not a logout). Concurrent calls share one request, and
 * an answer for a token that changed meanwhile (login, logout) is ignored.
 */
export function revalidateSession(store: AppStore): Promise<SessionCheck> {
  const token = selectToken(store.getState());
  if (!token) return Promise.resolve("anonymous");
  const running = inflight.get(store);
  if (running) return running;
  const check = (async (): Promise<SessionCheck> => {
    const result = await requestApi<UserInfo>(endpointArgs(getMyInfo, {}));
    const stillSame = selectToken(store.getState()) === token;
    if (result.data) {
      if (stillSame) store.dispatch(userRefreshed(result.data));
      return "valid";
    }
    if (result.error.status === 401 || result.error.code === ResultCode.TOKEN_INVALID) {
      if (stillSame) store.dispatch(loggedOut());
      return "invalid";
    }
    return "unknown";
  })().finally(() => inflight.delete(store));
  inflight.set(store, check);
  return check;
}
