import { loggedIn, redirectUrlSet, selectRedirectUrl } from "@wenlv/api-client";
import { useAppDispatch, useAppSelector, useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import type { LoginResult } from "@wenlv/contract/auth";
import { useCallback } from "react";
import { REDIRECT_PARAM, loginTarget } from "./redirect";

/**
 * Ends a successful login (spec section 4 "Login": "the user info is set on login"): stores the
 * session with `loggedIn({token, signing_key, user})` and replaces the login page in history with
 * where the visitor was going: the `redirect` query parameter, else the shared store's redirect URL
 * (spec section 3), else /User (see {@link loginTarget}).
 */
export function useFinishLogin(): (result: LoginResult) => void {
  const dispatch = useAppDispatch();
  const navigate = useSafeNavigate();
  const params = useQueryParams();
  const storedRedirect = useAppSelector(selectRedirectUrl);
  return useCallback(
    (result: LoginResult) => {
      dispatch(loggedIn({ token: result.token, signing_key: result.signing_key, user: result.user }));
      if (storedRedirect !== null) dispatch(redirectUrlSet(null));
      navigate(loginTarget(params.get(REDIRECT_PARAM) ?? storedRedirect), { replace: true });
    },
    [dispatch, navigate, params, storedRedirect],
  );
}
