// Test-only fixtures of the profile screens (imported by *.test.tsx files, never by pages).
import { loggedIn } from "@wenlv/api-client";
import { createAppStore, installAntdRender } from "@wenlv/app-kit";
import type { UserInfo } from "@wenlv/contract/auth";

// Toast and Dialog.alert render through antd-mobile's React 19 renderer, as in the app.
installAntdRender();

/** A complete ZUserInfo as the API answers it; override any field. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    nickname: "小苏",
    avatar: "",
    phone_masked: "138****8000",
    email_masked: "",
    real_name_verified: false,
    real_name_masked: "",
    id_number_masked: "",
    has_password: false,
    has_payment_password: false,
    bound: [],
    ...overrides,
  };
}

/** A store logged in as `userInfo(overrides)`. */
export function loggedInStore(overrides: Partial<UserInfo> = {}) {
  const store = createAppStore();
  store.dispatch(loggedIn({ token: "tok_1234567890abcdef", signing_key: "k".repeat(64), user: userInfo(overrides) }));
  return store;
}

/** A store holding only a token (the user comes from getMyInfo). */
export function tokenOnlyStore() {
  localStorage.setItem("token", "tok_1234567890abcdef");
  return createAppStore();
}
