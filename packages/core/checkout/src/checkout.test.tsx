import { expectStringsMatch, renderAt } from "@wenlv/app-kit/testing";
import { screen } from "@testing-library/react";
import { Form } from "antd-mobile";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { contactProblems } from "./contact-check";
import { CHECKOUT_NS } from "./i18n";
import { LAST_CONTACT_KEY, loadDraft, loadLastContact, saveDraft, saveLastContact, withPickedTraveller } from "./order-storage";
import { newIdempotencyKey, sourceFields } from "./order-source";
import { checkoutEn } from "./strings/en";
import { checkoutZhCN } from "./strings/zh";
import { SubmitBar } from "./submit-bar";

describe("checkout strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(CHECKOUT_NS, checkoutZhCN, checkoutEn);
  });
});

describe("contactProblems", () => {
  it("wants a name and a mainland mobile (spec section 5)", () => {
    expect(contactProblems("张三", "13800138000")).toEqual([]);
    expect(contactProblems("  ", "13800138000").map((p) => p.field)).toEqual(["contactName"]);
    expect(contactProblems("张三", "12800138000").map((p) => p.key)).toEqual(["checkout:errors.contactPhone"]);
    expect(contactProblems("", "1380013800")).toHaveLength(2);
  });
});

describe("order storage", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("keeps a draft under the page's schema and drops one that no longer parses", () => {
    const schema = z.object({ rooms: z.number().int() });
    saveDraft("d", { rooms: 2 });
    expect(loadDraft("d", schema)).toEqual({ rooms: 2 });
    sessionStorage.setItem("d", JSON.stringify({ rooms: "two" }));
    expect(loadDraft("d", schema)).toBeNull();
    saveDraft("d", null);
    expect(sessionStorage.getItem("d")).toBeNull();
  });

  it("remembers the last contact on this device under the key issue 2 used", () => {
    saveLastContact({ name: "李四", phone: "13900139000" });
    expect(JSON.parse(localStorage.getItem(LAST_CONTACT_KEY)!)).toEqual({ name: "李四", phone: "13900139000" });
    expect(loadLastContact()).toEqual({ name: "李四", phone: "13900139000" });
  });

  it("ticks a picked traveller last, once, and grows the quantity to hold everyone", () => {
    expect(withPickedTraveller({ travellerIds: [1, 2], quantity: 2 }, 2)).toEqual({ travellerIds: [1, 2], quantity: 2 });
    expect(withPickedTraveller({ travellerIds: [1, 2], quantity: 2 }, 3)).toEqual({ travellerIds: [1, 2, 3], quantity: 3 });
    expect(withPickedTraveller({ travellerIds: [1], quantity: 1 }, null)).toEqual({ travellerIds: [1], quantity: 1 });
  });
});

describe("order source", () => {
  it("gives a new key per visit and the payload's source fields", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(sourceFields({ channel: "wechat", sourceScene: "share", idempotencyKey: key })).toEqual({ channel: "wechat", source_port: "h5", source_scene: "share", idempotency_key: key });
  });
});

describe("SubmitBar", () => {
  it("totals unit price times quantity", () => {
    renderAt(<Form><SubmitBar unitPriceFen={8000} quantity={3} submitting={false} /></Form>, "/");
    expect(screen.getByText("¥80 × 3")).toBeInTheDocument();
    expect(screen.getByText("240")).toBeInTheDocument();
  });

  it("shows a given total with its own breakdown, and can be disabled", () => {
    renderAt(<Form><SubmitBar totalFen={123450} breakdown="2晚 × 1间" submitting={false} disabled /></Form>, "/");
    expect(screen.getByText("2晚 × 1间")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "提交订单" })).toBeDisabled();
  });
});
