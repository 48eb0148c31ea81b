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

  it("persists only the token: no user, phone or signing key in localStorage", () => {
    const state = reduce(undefined, loggedIn({ token: "t1", signing_key: "secret-key", user: { ...user, signing_key: "secret-key" } }));
    saveSessionState(state);
    expect(localStorage.getItem("token")).toBe("t1");
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(Object.keys({ ...localStorage })).toEqual(["token"]);
    const stored = JSON.stringify({ ...localStorage });
    expect(stored).not.toContain("secret-key");
    expect(stored).not.toContain("138****8000");
    expect(stored).not.toContain("游客");
  });

  it("a reload gets the token and the display profile back; getMyInfo brings the signing key", () => {
    saveSessionState(reduce(undefined, loggedIn({ token: "t1", signing_key: "k", user })));
    // The nickname shows at once (issue 7), from the same tab's sessionStorage, never the key.
    expect(loadSessionState()).toEqual({ token: "t1", user: { ...user, token: "t1" }, signingKey: null });
    expect(sessionStorage.getItem("wenlvProfile")).not.toContain("k\"");
    let state = reduce(undefined, { type: "init" });
    expect(state).toEqual({ token: "t1", user: { ...user, token: "t1" }, signingKey: null });
    state = reduce(state, userRefreshed({ ...user, nickname: "新名字", signing_key: "k2" }));
    expect(state).toEqual({ token: "t1", user: { ...user, nickname: "新名字", token: "t1" }, signingKey: "k2" });
  });

  it("a stored profile counts only for the token it was written with", () => {
    saveSessionState(reduce(undefined, loggedIn({ token: "token-of-a", signing_key: "k", user })));
    localStorage.setItem("token", "token-of-b");
    expect(loadSessionState()).toEqual({ token: "token-of-b", user: null, signingKey: null });
    sessionStorage.setItem("wenlvProfile", "{not json");
    expect(loadSessionState().user).toBeNull();
  });

  it("a user an older version stored is never loaded and is removed on the next save", () => {
    localStorage.setItem("token", "t2");
    localStorage.setItem("userInfo", JSON.stringify({ ...user, token: "t2" }));
    const loaded = loadSessionState();
    expect(loaded).toEqual({ token: "t2", user: null, signingKey: null });
    saveSessionState(loaded);
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(localStorage.getItem("token")).toBe("t2");
  });

  it("loggedOut clears everything and the storage", () => {
    let state = reduce(undefined, loggedIn({ token: "t1", signing_key: "k", user }));
    saveSessionState(state);
    state = reduce(state, loggedOut());
    saveSessionState(state);
    expect(state).toEqual({ token: null, user: null, signingKey: null });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(sessionStorage.getItem("wenlvProfile")).toBeNull();
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
