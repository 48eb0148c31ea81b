import { afterEach, describe, expect, it } from "vitest";
import {
  BIND_TICKET_KEY_PREFIX,
  clearBindTicket,
  CONSENT_KEY_PREFIX,
  forgetConsent,
  hasRememberedConsent,
  readBindTicket,
  rememberConsent,
  saveBindTicket,
} from "./login-storage";

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("bind tickets", () => {
  it("are kept per openid in sessionStorage, never in localStorage", () => {
    saveBindTicket("wx:oA", "ticket-a-0123456789");
    saveBindTicket("sbk:B", "ticket-b-0123456789");
    expect(sessionStorage.getItem(`${BIND_TICKET_KEY_PREFIX}wx:oA`)).toBe("ticket-a-0123456789");
    expect(readBindTicket("wx:oA")).toBe("ticket-a-0123456789");
    expect(readBindTicket("sbk:B")).toBe("ticket-b-0123456789");
    expect(readBindTicket("wx:oOther")).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("are forgotten one openid at a time", () => {
    saveBindTicket("wx:oA", "ticket-a-0123456789");
    saveBindTicket("sbk:B", "ticket-b-0123456789");
    clearBindTicket("wx:oA");
    expect(readBindTicket("wx:oA")).toBeNull();
    expect(readBindTicket("sbk:B")).toBe("ticket-b-0123456789");
  });

  it("a blocked storage reads as no ticket instead of throwing", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceeded");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveBindTicket("wx:oA", "t", blocked)).not.toThrow();
    expect(readBindTicket("wx:oA", blocked)).toBeNull();
    expect(hasRememberedConsent("sbk", blocked)).toBe(false);
  });
});

describe("remembered consent", () => {
  it("is per flow, in sessionStorage, and forgotten once used", () => {
    expect(hasRememberedConsent("sbk")).toBe(false);
    rememberConsent("sbk");
    expect(sessionStorage.getItem(`${CONSENT_KEY_PREFIX}sbk`)).toBe("1");
    expect(hasRememberedConsent("sbk")).toBe(true);
    expect(hasRememberedConsent("bank")).toBe(false);
    forgetConsent("sbk");
    expect(hasRememberedConsent("sbk")).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
