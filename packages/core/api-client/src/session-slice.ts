import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { LoginResult, UserInfo } from "@wenlv/contract/auth";

/** localStorage key of the session token (spec section 3); the only session value kept on the device. */
export const TOKEN_STORAGE_KEY = "token";
/**
 * localStorage key where earlier versions kept the whole user (phone, nickname ...). No longer
 * written (issue 3: "local storage holds the token and nothing else sensitive"); removed whenever
 * the session is saved, so an upgraded device drops what an older version left there.
 */
export const USER_STORAGE_KEY = "userInfo";

/**
 * sessionStorage key of the display profile (id, nickname, avatar, masked phone) of the current
 * token, so /User shows the name at once after a reload instead of an empty name until getMyInfo
 * answers (issue 7). sessionStorage ends with the tab; nothing sensitive is kept (no signing key,
 * no full phone, no ID data), and the entry only counts for the token it was written with.
 */
export const PROFILE_STORAGE_KEY = "wenlvProfile";

/** The user as kept in the store: never holds the signing key (that stays in `signingKey`). */
export type SessionUser = Omit<UserInfo, "signing_key">;

/**
 * Session state. Only `token` survives a reload (localStorage); `user` and `signingKey` (the
 * per-session HMAC key for order signing, spec section 7) live in memory and come back from
 * getMyInfo, which the router calls on every navigation while a token is held (spec section 4).
 */
export type SessionState = { token: string | null; user: SessionUser | null; signingKey: string | null };

/** Payload of {@link loggedIn}: the login answer (contract LoginResult; `expires_at` is not needed). */
export type LoggedInPayload = Omit<LoginResult, "expires_at">;

function storage(kind: "localStorage" | "sessionStorage" = "localStorage"): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/** The display profile kept for a token: the fields /User shows first, and a tag of the token. */
type StoredProfile = { tokenTag: string; user: Pick<SessionUser, "id" | "nickname" | "avatar" | "phone_masked"> };

/** A short tag telling which token a stored profile belongs to (not the token itself). */
function tokenTag(token: string): string {
  return `${token.length}:${token.slice(-6)}`;
}

function loadProfile(token: string): SessionUser | null {
  try {
    const raw = storage("sessionStorage")?.getItem(PROFILE_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredProfile>;
    const user = stored.user;
    if (stored.tokenTag !== tokenTag(token) || !user || typeof user.id !== "number" || typeof user.nickname !== "string") return null;
    return { id: user.id, nickname: user.nickname, avatar: String(user.avatar ?? ""), phone_masked: String(user.phone_masked ?? ""), token };
  } catch {
    return null;
  }
}

/**
 * Reads the persisted session: the token from localStorage and, for that token, the display profile
 * from sessionStorage (same tab, after a reload); the signing key starts empty until getMyInfo answers.
 */
export function loadSessionState(): SessionState {
  let token: string | null;
  try {
    token = storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    token = null;
  }
  return { token, user: token ? loadProfile(token) : null, signingKey: null };
}

/**
 * Writes the session: the token under localStorage "token" while logged in (removed when logged
 * out), and the display profile under sessionStorage {@link PROFILE_STORAGE_KEY} (removed with the
 * session). Never writes the signing key, and removes the legacy localStorage "userInfo" entry.
 */
export function saveSessionState(state: SessionState): void {
  const store = storage();
  const tab = storage("sessionStorage");
  try {
    if (state.token) store?.setItem(TOKEN_STORAGE_KEY, state.token);
    else store?.removeItem(TOKEN_STORAGE_KEY);
    store?.removeItem(USER_STORAGE_KEY);
    if (state.token && state.user) {
      const { id, nickname, avatar, phone_masked } = state.user;
      const profile: StoredProfile = { tokenTag: tokenTag(state.token), user: { id, nickname, avatar, phone_masked } };
      tab?.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
    } else {
      tab?.removeItem(PROFILE_STORAGE_KEY);
    }
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
