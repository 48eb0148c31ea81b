import { describe, expect, it } from "vitest";
import { scrollDecision, type HistoryAction } from "./scroll-decision";
import type { RouteFlags, RouteMatchInfo } from "./types";

const page = (path: string, flags: RouteFlags = {}): RouteMatchInfo => ({ path, flags });
const plain = page("/ContactUs");
const plain2 = page("/PrivacyPolicy");
const actions: HistoryAction[] = ["PUSH", "POP", "REPLACE"];

describe("scrollDecision rule 1: flagged pages restore on back", () => {
  const list = page("/AttractionsTickets", { isListPage: true, needSavePosition: true });

  it("POP to a needSavePosition page restores the saved position", () => {
    expect(scrollDecision({ from: page("/ScenicDetail"), to: list, action: "POP", savedY: 840 })).toEqual({ kind: "restore", y: 840 });
  });

  it("restores 0 too (a saved top is a position)", () => {
    expect(scrollDecision({ from: plain, to: list, action: "POP", savedY: 0 })).toEqual({ kind: "restore", y: 0 });
  });

  it("PUSH to the same page does not restore", () => {
    expect(scrollDecision({ from: plain, to: list, action: "PUSH", savedY: 840 })).toEqual({ kind: "top" });
  });

  it("POP without a saved position falls through to top", () => {
    expect(scrollDecision({ from: plain, to: list, action: "POP", savedY: null })).toEqual({ kind: "top" });
    expect(scrollDecision({ from: plain, to: list, action: "POP", savedY: Number.NaN })).toEqual({ kind: "top" });
  });

  it("POP to an unflagged page does not restore", () => {
    expect(scrollDecision({ from: plain2, to: plain, action: "POP", savedY: 300 })).toEqual({ kind: "top" });
  });
});

describe("scrollDecision rule 2: merchandise detail -> merchandise list restores", () => {
  it.each(actions)("%s from MailMerchandiseDetail to CulturalCreation restores", (action) => {
    const decision = scrollDecision({ from: page("/MailMerchandiseDetail"), to: page("/CulturalCreation", { isListPage: true }), action, savedY: 1200 });
    expect(decision).toEqual({ kind: "restore", y: 1200 });
  });

  it("works for the Ks and New variants, case-insensitively", () => {
    const decision = scrollDecision({ from: page("/mailmerchandisedetailks"), to: page("/CulturalCreationNew"), action: "PUSH", savedY: 5 });
    expect(decision).toEqual({ kind: "restore", y: 5 });
  });

  it("from another page to the merchandise list does not restore", () => {
    expect(scrollDecision({ from: plain, to: page("/CulturalCreation"), action: "PUSH", savedY: 1200 })).toEqual({ kind: "top" });
  });
});

describe("scrollDecision rule 3: keepScrollHeight keeps", () => {
  it.each(actions)("%s to a keepScrollHeight page keeps the position", (action) => {
    expect(scrollDecision({ from: page("/", { isTabPage: true }), to: page("/ScenicDetail", { keepScrollHeight: true }), action })).toEqual({ kind: "keep" });
  });
});

describe("scrollDecision rule 4: order pages", () => {
  it.each(["/TicketOrder", "/TicketOrderKs", "/HotelOrder", "/VenueOrder", "/ZitiList", "/ShoppingCart"])("entering %s resets to top", (path) => {
    expect(scrollDecision({ from: plain, to: page(path), action: "REPLACE" })).toEqual({ kind: "top" });
  });

  it.each(["/MyContacts", "/MyContactsHandle", "/MyContactsCare", "/MyAddress", "/MyAddressHandle", "/SelectCoupons", "/TeamForm", "/TeamFormOld", "/TeamFormHandle"])(
    "coming back from %s restores the order page's position",
    (path) => {
      expect(scrollDecision({ from: page(path), to: page("/TicketOrder"), action: "POP", savedY: 620 })).toEqual({ kind: "restore", y: 620 });
    },
  );

  it("coming back from a helper with nothing saved keeps the position", () => {
    expect(scrollDecision({ from: page("/MyContacts"), to: page("/TicketOrder"), action: "PUSH" })).toEqual({ kind: "keep" });
  });

  it("going from an order page to the coupon picker (itself an order page) resets to top", () => {
    expect(scrollDecision({ from: page("/TicketOrder"), to: page("/SelectCoupons"), action: "PUSH" })).toEqual({ kind: "top" });
  });

  it.each(["/OrderPay", "/orderpay", "/OrderWaitingszd", "/OrderPayResult"])("entering the payment page %s resets to top, even when the order page replaced itself", (path) => {
    for (const action of actions) {
      expect(scrollDecision({ from: page("/TicketOrder", { require: true }), to: page(path), action })).toEqual({ kind: "top" });
    }
  });

  it("a payment page that replaces itself (a status refresh) keeps its position", () => {
    expect(scrollDecision({ from: page("/OrderPay"), to: page("/OrderPay"), action: "REPLACE" })).toEqual({ kind: "keep" });
  });

  it("a team page that is not a form is not an exception", () => {
    expect(scrollDecision({ from: page("/TeamList"), to: page("/VenueOrder"), action: "POP", savedY: 10 })).toEqual({ kind: "top" });
  });
});

describe("scrollDecision rule 5: leaving tab or list pages resets to top", () => {
  it("leaving a tab page", () => {
    expect(scrollDecision({ from: page("/", { isTabPage: true }), to: plain, action: "REPLACE" })).toEqual({ kind: "top" });
  });

  it("leaving a list page (e.g. a filter change replaces the entry)", () => {
    const list = page("/AttractionsTickets", { isListPage: true });
    expect(scrollDecision({ from: list, to: list, action: "REPLACE" })).toEqual({ kind: "top" });
  });

  it("the same REPLACE from a plain page keeps the position (the default)", () => {
    expect(scrollDecision({ from: plain, to: plain, action: "REPLACE" })).toEqual({ kind: "keep" });
  });
});

describe("scrollDecision rule 6: entering detail pages resets to top", () => {
  it.each(["/ScenicDetail", "/ScenicDetailNew", "/TicketOrderDetail", "/NewsDetail", "/MovieInfo", "/mapInfo", "/equityCard"])("%s", (path) => {
    expect(scrollDecision({ from: plain, to: page(path), action: "REPLACE" })).toEqual({ kind: "top" });
  });

  it("/UserInfo is not a detail page", () => {
    expect(scrollDecision({ from: plain, to: page("/UserInfo"), action: "REPLACE" })).toEqual({ kind: "keep" });
  });
});

describe("scrollDecision rule 7: scrollOrigin pages open at the top", () => {
  it("a campaign child flagged scrollOrigin resets to top even on REPLACE", () => {
    expect(scrollDecision({ from: page("/SpringTour", { specialPage: true }), to: page("/SpringTourSingle", { scrollOrigin: true }), action: "REPLACE" })).toEqual({
      kind: "top",
    });
  });
});

describe("scrollDecision rule 8: defaults", () => {
  it("PUSH to a plain page opens at the top", () => {
    expect(scrollDecision({ from: plain, to: plain2, action: "PUSH" })).toEqual({ kind: "top" });
  });

  it("first load (no from) opens at the top", () => {
    expect(scrollDecision({ from: null, to: plain, action: "POP" })).toEqual({ kind: "top" });
  });

  it("REPLACE keeps", () => {
    expect(scrollDecision({ from: plain, to: plain2, action: "REPLACE" })).toEqual({ kind: "keep" });
  });
});
