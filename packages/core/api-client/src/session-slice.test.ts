import { describe, expect, it } from "vitest";
import {
  loadSessionState,
  loggedIn,
  loggedOut,
  saveSessionState,
  selectIsLoggedIn,
  selectSigningKey,
  selectToken,
  selectUser,
  sessionSlice,
  userRefreshed,
} from "./session-slice";

const user = { id: 9, nickname: "游客", avatar: "", phone_masked: "138****8000" };
const reduce = sessionSlice.reducer;

describe("session slice", () => {
  it("starts logged out with empty storage", () => {
    expect(loadSessionState()).toEqual({ token: null, user: null, signingKey: null });
  });

  it("loggedIn keeps token, user and the signing key; the user never holds the key", () => {
    const state = reduce(undefined, loggedIn({ token: "t1", signing_key: "k1", user: { ...user, signing_key: "k1" } }));
    const root = { session: state };
    expect(selectToken(root)).toBe("t1");
    expect(selectSigningKey(root)).toBe("k1");
    expect(selectUser(root)).toEqual({ ...user, token: "t1" });
    expect(selectIsLoggedIn(root)).toBe(true);
  });

  it("persists token and userInfo (with token) but never the signing key, and reloads them", () => {
    const state = reduce(undefined, loggedIn({ token: "t1", signing_key: "secret-key", user }));
    saveSessionState(state);
    expect(localStorage.getItem("token")).toBe("t1");
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "null")).toEqual({ ...user, token: "t1" });
    expect(JSON.stringify({ ...localStorage })).not.toContain("secret-key");
    expect(loadSessionState()).toEqual({ token: "t1", user: { ...user, token: "t1" }, signingKey: null });
    expect(reduce(undefined, { type: "init" })).toEqual({ token: "t1", user: { ...user, token: "t1" }, signingKey: null });
  });

  it("a stored user without a token is not loaded (spec section 3: saved when it has a token)", () => {
    localStorage.setItem("userInfo", JSON.stringify(user));
    expect(loadSessionState().user).toBeNull();
    localStorage.setItem("token", "t2");
    expect(loadSessionState()).toEqual({ token: "t2", user: null, signingKey: null });
  });

  it("unreadable userInfo is ignored", () => {
    localStorage.setItem("token", "t3");
    localStorage.setItem("userInfo", "{not json");
    expect(loadSessionState()).toEqual({ token: "t3", user: null, signingKey: null });
  });

  it("loggedOut clears everything and the storage", () => {
    let state = reduce(undefined, loggedIn({ token: "t1", signing_key: "k", user }));
    saveSessionState(state);
    state = reduce(state, loggedOut());
    saveSessionState(state);
    expect(state).toEqual({ token: null, user: null, signingKey: null });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
  });

  it("userRefreshed updates the user and takes a new signing key", () => {
    let state = reduce(undefined, loggedIn({ token: "t1", signing_key: "k1", user }));
    state = reduce(state, userRefreshed({ ...user, nickname: "新名字", signing_key: "k2" }));
    expect(state.user).toEqual({ ...user, nickname: "新名字", token: "t1" });
    expect(state.signingKey).toBe("k2");
    state = reduce(state, userRefreshed({ ...user, nickname: "再改" }));
    expect(state.signingKey).toBe("k2");
  });

  it("userRefreshed after logout is ignored", () => {
    expect(reduce(undefined, userRefreshed(user))).toEqual({ token: null, user: null, signingKey: null });
  });
});
