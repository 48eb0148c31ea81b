import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { UserInfo } from "@wenlv/contract/auth";

/** localStorage key of the session token (spec section 3); the only session value kept on the device. */
export const TOKEN_STORAGE_KEY = "token";
/**
 * localStorage key where earlier versions kept the whole user (phone, nickname ...). No longer
 * written (issue 3: "local storage holds the token and nothing else sensitive"); removed whenever
 * the session is saved, so an upgraded device drops what an older version left there.
 */
export const USER_STORAGE_KEY = "userInfo";

/** The user as kept in the store: never holds the signing key (that stays in `signingKey`). */
export type SessionUser = Omit<UserInfo, "signing_key">;

/**
 * Session state. Only `token` survives a reload (localStorage); `user` and `signingKey` (the
 * per-session HMAC key for order signing, spec section 7) live in memory and come back from
 * getMyInfo, which the router calls on every navigation while a token is held (spec section 4).
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

/** Reads the persisted session: the token only; the user and signing key start empty until getMyInfo answers. */
export function loadSessionState(): SessionState {
  let token: string | null;
  try {
    token = storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    token = null;
  }
  return { token, user: null, signingKey: null };
}

/**
 * Writes the session to localStorage: the token under "token" while logged in, removed when
 * logged out. Never writes the user or the signing key, and removes the legacy "userInfo" entry.
 */
export function saveSessionState(state: SessionState): void {
  const store = storage();
  if (!store) return;
  try {
    if (state.token) store.setItem(TOKEN_STORAGE_KEY, state.token);
    else store.removeItem(TOKEN_STORAGE_KEY);
    store.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): the session lives in memory for this page.
  }
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
