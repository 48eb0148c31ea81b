import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * Spec section 3 "shared store" fields besides the user. Only the redirect URL is read today (the
 * login flow returns to it); the card number, buy order, audit-list refresh flag and self-pickup
 * point of the spec join when a feature reads them (issue 7: no state nothing reads).
 */
export type SharedState = {
  /** In-app path to return to after login (spec section 3 "redirect URL"). */
  redirectUrl: string | null;
};

/** sessionStorage key the shared state is kept under, so a reload inside a login keeps it. */
export const SHARED_STORAGE_KEY = "wenlvShared";

const empty: SharedState = { redirectUrl: null };

/** Reads the shared state from sessionStorage (empty when missing or unreadable; unknown fields dropped). */
export function loadSharedState(): SharedState {
  try {
    const raw = globalThis.sessionStorage?.getItem(SHARED_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<SharedState>) : {};
    return { redirectUrl: typeof stored.redirectUrl === "string" ? stored.redirectUrl : null };
  } catch {
    return { ...empty };
  }
}

/** Writes the shared state to sessionStorage (tab-scoped: it never outlives the visit). */
export function saveSharedState(state: SharedState): void {
  try {
    globalThis.sessionStorage?.setItem(SHARED_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the state still lives in memory.
  }
}

/** The shared slice, mounted at `state.shared`. */
export const sharedSlice = createSlice({
  name: "shared",
  initialState: loadSharedState,
  reducers: {
    redirectUrlSet(state, action: PayloadAction<string | null>) {
      state.redirectUrl = action.payload;
    },
  },
  selectors: {
    selectRedirectUrl: (state) => state.redirectUrl,
  },
});

export const { redirectUrlSet } = sharedSlice.actions;
export const { selectRedirectUrl } = sharedSlice.selectors;
