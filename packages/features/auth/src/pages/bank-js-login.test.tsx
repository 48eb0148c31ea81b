import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, HOSTS, leftFor, ok, renderInApp } from "@wenlv/app-kit/testing";
import type { BankJsBridge, BridgeWindow } from "@wenlv/host";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasRememberedConsent, readBindTicket, rememberConsent } from "../login-storage";
import { boundAnswer, unboundAnswer } from "../test-fixtures";
import { BankJsLoginPage } from "./bank-js-login";

const LOGIN = "/api/uservice/user/bankLogin";
const win = window as BridgeWindow;
afterEach(() => {
  delete win.SZBankJSBridge;
  sessionStorage.clear();
});

function installBridge(answers: { code?: string; errMsg?: string }[]) {
  const getAuthCode = vi.fn<BankJsBridge["getAuthCode"]>((_params, callback) => callback(answers.shift() ?? { errMsg: "none" }));
  win.SZBankJSBridge = { getAuthCode };
  return getAuthCode;
}

async function consentAndAuthorize(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "银行授权登录" }));
}

describe("BankJsLoginPage", () => {
  it("neither asks the bridge nor calls the API before the consent is ticked", async () => {
    const bridge = installBridge([{ code: "b-1" }]);
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer()) });
    const { leaveApp } = renderInApp(<BankJsLoginPage />, "/bankJsLogin?redirect=%2FTrades", { host: HOSTS.bank });
    await userEvent.click(screen.getByRole("button", { name: "银行授权登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(bridge).not.toHaveBeenCalled();
    expect(leaveApp).not.toHaveBeenCalled();
    expect(fake.calls).toHaveLength(0);
  });

  it("in the bank app: the bridge's code goes to bankLogin; bound -> logged in and back", async () => {
    const bridge = installBridge([{ code: "bank-code-1" }]);
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer(21)) });
    const user = userEvent.setup();
    const { store, leaveApp } = renderInApp(<BankJsLoginPage />, "/bankJsLogin?redirect=%2FTicketOrder%3Fid%3D5", { host: HOSTS.bank });
    await consentAndAuthorize(user);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/TicketOrder\?id=5$/));
    expect(bridge).toHaveBeenCalledTimes(1);
    const fields = fake.callsTo(LOGIN)[0]?.fields;
    expect(fields?.get("auth_code")).toBe("bank-code-1");
    expect(fields?.get("agree_privacy")).toBe("1");
    expect(store.getState().session.token).toBe(boundAnswer(21).token);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it("a declining bridge shows an error; retry asks the bridge again", async () => {
    const bridge = installBridge([{ errMsg: "用户取消" }, { code: "bank-code-2" }]);
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer(21)) });
    const user = userEvent.setup();
    renderInApp(<BankJsLoginPage />, "/bankJsLogin?redirect=%2FTrades", { host: HOSTS.bank });
    await consentAndAuthorize(user);
    expect(await screen.findByText("银行App没有完成授权，请重试")).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/Trades$/));
    expect(bridge).toHaveBeenCalledTimes(2);
    expect(fake.callsTo(LOGIN)[0]?.fields.get("auth_code")).toBe("bank-code-2");
  });

  it("without the bridge remembers the consent and leaves for the bank's authorize page", async () => {
    fakeApi({});
    const user = userEvent.setup();
    const { leaveApp } = renderInApp(<BankJsLoginPage />, "/bankJsLogin?redirect=%2FTrades", { loginPath: "/bankJsLogin" });
    await consentAndAuthorize(user);
    const url = leftFor(leaveApp);
    expect(url.origin + url.pathname).toBe("http://api.test/api/bank/authorize");
    expect(url.searchParams.get("redirect")).toBe("/Trades");
    expect(hasRememberedConsent("bank")).toBe(true);
  });

  it("back with auth_code and the remembered consent logs in at once, once (StrictMode)", async () => {
    rememberConsent("bank");
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer(22)) });
    renderInApp(
      <StrictMode>
        <BankJsLoginPage />
      </StrictMode>,
      "/bankJsLogin?auth_code=sandbox-code&redirect=%2FTrades",
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/Trades$/));
    expect(fake.callsTo(LOGIN)).toHaveLength(1);
    expect(fake.callsTo(LOGIN)[0]?.fields.get("auth_code")).toBe("sandbox-code");
    expect(hasRememberedConsent("bank")).toBe(false);
  });

  it("back with auth_code but no remembered consent asks for it, then logs in; unbound -> /BindPhone", async () => {
    const fake = fakeApi({ [LOGIN]: ok(unboundAnswer("bank:C9", "tkt_bank_0123456789abcdef")) });
    const user = userEvent.setup();
    renderInApp(<BankJsLoginPage />, "/bankJsLogin?auth_code=sandbox-code&redirect=%2FTrades");
    expect(screen.getByText("银行已完成授权，请阅读并同意隐私政策后登录")).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
    await consentAndAuthorize(user);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/BindPhone?id=bank%3AC9&redirect=%2FTrades"));
    expect(readBindTicket("bank:C9")).toBe("tkt_bank_0123456789abcdef");
  });

  it("a refused auth_code shows the error; retry starts over without the spent code", async () => {
    rememberConsent("bank");
    const fake = fakeApi({ [LOGIN]: { body: { code: 0, msg: "银行授权失败，请重试", data: null } } });
    const user = userEvent.setup();
    const { leaveApp } = renderInApp(<BankJsLoginPage />, "/bankJsLogin?auth_code=spent&redirect=%2FTrades");
    expect(await screen.findByText("银行授权失败，请重试")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "重试" }));
    // Same route without auth_code: the first screen again, and authorising now asks for a new code.
    expect(await screen.findByText(/使用银行App的账户授权登录/)).toBeInTheDocument();
    await consentAndAuthorize(user);
    expect(leftFor(leaveApp).pathname).toBe("/api/bank/authorize");
    expect(leftFor(leaveApp).searchParams.get("redirect")).toBe("/Trades");
    expect(fake.callsTo(LOGIN)).toHaveLength(1);
  });

  it("back without a code (cancelled at the bank) forgets the remembered consent", () => {
    rememberConsent("bank");
    fakeApi({});
    renderInApp(<BankJsLoginPage />, "/bankJsLogin?redirect=%2FTrades&state=abc");
    expect(hasRememberedConsent("bank")).toBe(false);
    expect(screen.getByRole("button", { name: "银行授权登录" })).toBeInTheDocument();
  });
});
