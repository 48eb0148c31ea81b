import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { UserInfo } from "@wenlv/contract/auth";

/** localStorage key of the session token (spec section 3). */
export const TOKEN_STORAGE_KEY = "token";
/** localStorage key of the user info, saved only while it has a token (spec section 3). */
export const USER_STORAGE_KEY = "userInfo";

/** The user as kept in the store: never holds the signing key (that stays in `signingKey`). */
export type SessionUser = Omit<UserInfo, "signing_key">;

/**
 * Session state. `token` and `user` survive reloads through localStorage; `signingKey` (the
 * per-session HMAC key for order signing, spec section 7) lives in memory only and comes back from
 * getMyInfo after a reload.
 */
export type SessionState = { token: string | null; user: SessionUser | null; signingKey: string | null };

/** Payload of {@link loggedIn}: the login answer (contract ZLoginResult without `expires_at`). */
export type LoggedInPayload = { token: string; signing_key: string; user: UserInfo };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads the persisted session; a user without a token, or unparsable JSON, is ignored. */
export function loadSessionState(): SessionState {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY) || null;
  let user: SessionUser | null = null;
  try {
    const raw = store?.getItem(USER_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as SessionUser) : null;
    if (parsed && typeof parsed === "object" && parsed.token && token) user = parsed;
  } catch {
    user = null;
  }
  return { token, user: token ? user : null, signingKey: null };
}

/**
 * Writes the session to localStorage: the token under "token" and the user (with its token) under
 * "userInfo" only while logged in; both removed when logged out. Never writes the signing key.
 */
export function saveSessionState(state: SessionState): void {
  const store = storage();
  if (!store) return;
  if (state.token) store.setItem(TOKEN_STORAGE_KEY, state.token);
  else store.removeItem(TOKEN_STORAGE_KEY);
  if (state.token && state.user) store.setItem(USER_STORAGE_KEY, JSON.stringify({ ...state.user, token: state.token }));
  else store.removeItem(USER_STORAGE_KEY);
}

function withoutKey(user: UserInfo, token: string | null): SessionUser {
  const { signing_key: _key, ...rest } = user;
  return token ? { ...rest, token } : rest;
}

/** The session slice (one file, Redux style guide). Mounted at `state.session`. */
export const sessionSlice = createSlice({
  name: "session",
  initialState: loadSessionState,
  reducers: {
    /** Login succeeded (phoneLogin, bindPhone, auth-code login). */
    loggedIn(state, action: PayloadAction<LoggedInPayload>) {
      state.token = action.payload.token;
      state.signingKey = action.payload.signing_key;
      state.user = withoutKey(action.payload.user, action.payload.token);
    },
    /** Logout, or the token was found invalid (401 / 4005 from getMyInfo). */
    loggedOut(state) {
      state.token = null;
      state.user = null;
      state.signingKey = null;
    },
    /** getMyInfo answered: fresh user fields and, when present, the signing key. */
    userRefreshed(state, action: PayloadAction<UserInfo>) {
      if (!state.token) return;
      state.user = withoutKey(action.payload, state.token);
      if (action.payload.signing_key) state.signingKey = action.payload.signing_key;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectSigningKey: (state) => state.signingKey,
    selectIsLoggedIn: (state) => state.token !== null,
  },
});

export const { loggedIn, loggedOut, userRefreshed } = sessionSlice.actions;
export const { selectToken, selectUser, selectSigningKey, selectIsLoggedIn } = sessionSlice.selectors;
