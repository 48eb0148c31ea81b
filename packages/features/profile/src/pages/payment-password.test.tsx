/// <reference types="node" />
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { loggedInStore, userInfo } from "../test-fixtures";
import { PaymentPasswordPage } from "./payment-password";

const pair = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});
const decrypt = (cipher: string) =>
  JSON.parse(privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(cipher, "base64")).toString("utf8")) as {
    v: string;
    ts: number;
    nonce: string;
  };

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

// PasscodeInput scrolls itself into view on focus; jsdom has no layout, hence no scrollIntoView.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

function api(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  return fakeApi({
    "/api/security/publicKey": ok({ key_id: "k-2025", public_key_pem: pair.publicKey, algorithm: "RSA-OAEP-256" }),
    "/api/uservice/user/sendMyPhoneCode": ok({ resend_after_s: 60, expires_in_s: 300 }),
    "/api/uservice/user/setPaymentPassword": ok(userInfo({ has_payment_password: true })),
    ...overrides,
  });
}

/** Types digits on the in-page number keyboard (the passcode box opens it on focus). */
async function typeOnKeyboard(user: ReturnType<typeof setup>, boxName: string, digits: string) {
  await user.click(screen.getByRole("button", { name: boxName }));
  for (const digit of digits) await user.click(screen.getByRole("button", { name: digit }));
}

describe("PaymentPasswordPage", () => {
  it("takes the digits twice and a code, and sends them only encrypted", async () => {
    const fake = api();
    const store = loggedInStore();
    renderAt(<PaymentPasswordPage />, "/paymentPassword", { store });
    expect(screen.getByRole("heading", { name: "设置支付密码" })).toBeInTheDocument();
    const user = setup();
    await typeOnKeyboard(user, "支付密码，6位数字", "482915");
    expect(await screen.findByRole("heading", { name: "请再次输入支付密码" })).toBeInTheDocument();
    await typeOnKeyboard(user, "再次输入支付密码，6位数字", "482915");
    expect(await screen.findByRole("heading", { name: "验证手机号" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("status")).toHaveTextContent("验证码已发送至 138****8000");
    expect(fake.callsTo("/api/uservice/user/sendMyPhoneCode")[0]?.fields.get("purpose")).toBe("pay_password");
    await user.type(screen.getByLabelText("验证码"), "135790");
    const before = Date.now();
    await user.click(screen.getByRole("button", { name: "确认设置" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/UserInfo"));

    const sent = fake.callsTo("/api/uservice/user/setPaymentPassword")[0]?.fields;
    expect(sent?.get("key_id")).toBe("k-2025");
    expect(sent?.get("code")).toBe("135790");
    const payload = decrypt(sent?.get("cipher") ?? "");
    expect(payload.v).toBe("482915");
    expect(payload.ts).toBeGreaterThanOrEqual(before);
    expect(payload.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The digits never travel or rest in clear.
    for (const call of fake.calls) expect(call.fields.toString()).not.toContain("482915");
    expect(JSON.stringify({ ...localStorage })).not.toContain("482915");
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("482915");
    expect(store.getState().session.user?.has_payment_password).toBe(true);
  });

  it("starts again when the second entry differs", async () => {
    const fake = api();
    renderAt(<PaymentPasswordPage />, "/paymentPassword", { store: loggedInStore() });
    const user = setup();
    await typeOnKeyboard(user, "支付密码，6位数字", "482915");
    await typeOnKeyboard(user, "再次输入支付密码，6位数字", "482916");
    expect(await screen.findByRole("alert")).toHaveTextContent("两次输入的支付密码不一致，请重新设置");
    expect(screen.getByRole("heading", { name: "请设置6位数字支付密码" })).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it("refuses a straight run or repeated digits", async () => {
    api();
    renderAt(<PaymentPasswordPage />, "/paymentPassword", { store: loggedInStore() });
    await typeOnKeyboard(setup(), "支付密码，6位数字", "123456");
    expect(await screen.findByRole("alert")).toHaveTextContent("支付密码不能是连续或全部相同的数字");
    expect(screen.getByRole("heading", { name: "请设置6位数字支付密码" })).toBeInTheDocument();
  });

  it("keeps the digits for another try when the code is refused", async () => {
    const fake = api({ "/api/uservice/user/setPaymentPassword": fail("验证码错误") });
    renderAt(<PaymentPasswordPage />, "/paymentPassword", { store: loggedInStore({ has_payment_password: true }) });
    expect(screen.getByRole("heading", { name: "重置支付密码" })).toBeInTheDocument();
    const user = setup();
    await typeOnKeyboard(user, "支付密码，6位数字", "482915");
    await typeOnKeyboard(user, "再次输入支付密码，6位数字", "482915");
    await user.type(await screen.findByLabelText("验证码"), "000000");
    await user.click(screen.getByRole("button", { name: "确认设置" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("验证码错误");
    await user.clear(screen.getByLabelText("验证码"));
    await user.type(screen.getByLabelText("验证码"), "135790");
    await user.click(screen.getByRole("button", { name: "确认设置" }));
    await waitFor(() => expect(fake.callsTo("/api/uservice/user/setPaymentPassword")).toHaveLength(2));
    expect(decrypt(fake.callsTo("/api/uservice/user/setPaymentPassword")[1]?.fields.get("cipher") ?? "").v).toBe("482915");
  });

  it("checks the code format before encrypting anything", async () => {
    const fake = api();
    renderAt(<PaymentPasswordPage />, "/paymentPassword", { store: loggedInStore() });
    const user = setup();
    await typeOnKeyboard(user, "支付密码，6位数字", "482915");
    await typeOnKeyboard(user, "再次输入支付密码，6位数字", "482915");
    await user.type(await screen.findByLabelText("验证码"), "12");
    await user.click(screen.getByRole("button", { name: "确认设置" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入6位数字验证码");
    expect(fake.calls).toHaveLength(0);
  });
});
