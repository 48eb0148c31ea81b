import { describe, expect, it } from "vitest";
import { buildSandboxNotify, createSandboxPaymentProvider, readCheckoutParams } from "./sandbox";
import { canonicalParams, signParams, verifyParams } from "./sign";

const SECRET = "test-secret-0123456789";

describe("gateway signing", () => {
  it("signs the sorted, non-empty parameters without sign and sign_type", () => {
    expect(canonicalParams({ b: "2", a: "1", sign: "x", sign_type: "HMAC-SHA256", empty: "" })).toBe("a=1&b=2");
    const signed = { a: "1", b: "2", sign: signParams({ b: "2", a: "1" }, SECRET) };
    expect(verifyParams(signed, SECRET)).toBe(true);
    expect(verifyParams({ ...signed, a: "3" }, SECRET)).toBe(false);
    expect(verifyParams(signed, `${SECRET}x`)).toBe(false);
    expect(verifyParams({ a: "1", b: "2" }, SECRET)).toBe(false);
    expect(verifyParams({ ...signed, sign: "zz" }, SECRET)).toBe(false);
  });
});

describe("sandbox provider", () => {
  const provider = createSandboxPaymentProvider({ secret: SECRET });

  it("answers a signed cashier URL that the page accepts only unaltered", async () => {
    const { payUrl } = await provider.createPayment({ outTradeNo: "P1", amountFen: 12050, subject: "拙政园 成人票", notifyUrl: "http://localhost/api/pay/notify/sandbox", returnUrl: "/OrderWaiting?order_no=T1" });
    expect(payUrl.startsWith("/pay/sandbox/checkout?")).toBe(true);
    const query = Object.fromEntries(new URL(payUrl, "http://x").searchParams);
    expect(readCheckoutParams(query, SECRET)).toMatchObject({ out_trade_no: "P1", total_fen: "12050", return_url: "/OrderWaiting?order_no=T1" });
    expect(readCheckoutParams({ ...query, total_fen: "1" }, SECRET)).toBeNull();
    expect(readCheckoutParams({ ...query, return_url: "https://evil.example/" }, SECRET)).toBeNull();
    expect(readCheckoutParams(query, "another-secret-123456")).toBeNull();
  });

  it("verifies and reads its own notifies, with a stable trade number", () => {
    const n = buildSandboxNotify("P1", 12050, SECRET);
    expect(provider.verifyNotify(n)).toBe(true);
    expect(provider.parseNotify(n)).toMatchObject({ outTradeNo: "P1", amountFen: 12050, paid: true });
    expect(buildSandboxNotify("P1", 12050, SECRET).trade_no).toBe(n.trade_no);
    expect(provider.verifyNotify({ ...n, total_fen: "1" })).toBe(false);
    expect(provider.parseNotify({ ...n, total_fen: "abc" })).toBeNull();
    expect(provider.parseNotify({ ...n, trade_status: "TRADE_CLOSED" })?.paid).toBe(false);
  });

  it("refunds positive amounts, idempotently per refund number", async () => {
    const a = await provider.refund({ outTradeNo: "P1", refundNo: "R1", amountFen: 100 });
    const b = await provider.refund({ outTradeNo: "P1", refundNo: "R1", amountFen: 100 });
    expect(a.status).toBe("DONE");
    expect(a.providerRefundNo).toBe(b.providerRefundNo);
    expect((await provider.refund({ outTradeNo: "P1", refundNo: "R2", amountFen: 0 })).status).toBe("FAILED");
  });
});
