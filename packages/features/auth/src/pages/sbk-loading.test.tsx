import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderInApp } from "@wenlv/app-kit/testing";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { hasRememberedConsent, readBindTicket, rememberConsent } from "../login-storage";
import { boundAnswer, unboundAnswer } from "../test-fixtures";
import { SbkLoadingPage } from "./sbk-loading";

const LOGIN = "/api/uservice/user/loginWithUserCenterAuthCode";
afterEach(() => sessionStorage.clear());

describe("SbkLoadingPage", () => {
  it("with the consent remembered from /sbkLogin logs in at once (once, even in StrictMode) and returns", async () => {
    rememberConsent("sbk");
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer(3)) });
    const { store } = renderInApp(
      <StrictMode>
        <SbkLoadingPage />
      </StrictMode>,
      "/sbkLoading?auth_code=sbk-code-1&state=st4te&redirect=%2FTrades",
    );
    expect(screen.getByRole("status")).toHaveTextContent("正在通过社保卡登录");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/Trades$/));
    expect(fake.callsTo(LOGIN)).toHaveLength(1);
    const fields = fake.callsTo(LOGIN)[0]?.fields;
    expect(fields?.get("auth_code")).toBe("sbk-code-1");
    expect(fields?.get("state")).toBe("st4te");
    expect(fields?.get("agree_privacy")).toBe("1");
    expect(store.getState().session.token).toBe(boundAnswer(3).token);
    expect(hasRememberedConsent("sbk")).toBe(false);
  });

  it("takes the standard OAuth 2.0 `code` parameter too, with its state", async () => {
    rememberConsent("sbk");
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer(3)) });
    renderInApp(<SbkLoadingPage />, "/sbkLoading?redirect=%2FTrades&code=oauth-code-7&state=st4te");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/Trades$/));
    const fields = fake.callsTo(LOGIN)[0]?.fields;
    expect(fields?.get("auth_code")).toBe("oauth-code-7");
    expect(fields?.get("state")).toBe("st4te");
  });

  it("without a remembered consent asks for it first and sends nothing until it is ticked", async () => {
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer(3)) });
    const user = userEvent.setup();
    renderInApp(<SbkLoadingPage />, "/sbkLoading?auth_code=sbk-code-2&redirect=%2FTrades");
    await user.click(screen.getByRole("button", { name: "确认登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(fake.calls).toHaveLength(0);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "确认登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/Trades$/));
    expect(fake.callsTo(LOGIN)[0]?.fields.get("agree_privacy")).toBe("1");
  });

  it("an unbound card account goes to /BindPhone with the ticket in sessionStorage and the target kept", async () => {
    rememberConsent("sbk");
    fakeApi({ [LOGIN]: ok(unboundAnswer("sbk:U100", "tkt_sbk_0123456789abcdef")) });
    const { store } = renderInApp(<SbkLoadingPage />, "/sbkLoading?auth_code=c&redirect=%2FTicketOrder%3Fid%3D9");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/BindPhone"));
    const params = new URLSearchParams(screen.getByTestId("location").textContent?.split("?")[1]);
    expect(params.get("id")).toBe("sbk:U100");
    expect(params.get("redirect")).toBe("/TicketOrder?id=9");
    expect(readBindTicket("sbk:U100")).toBe("tkt_sbk_0123456789abcdef");
    expect(store.getState().session.token).toBeNull();
  });

  it("a refused code shows the error; retry leads back to /sbkLogin with the target", async () => {
    rememberConsent("sbk");
    fakeApi({ [LOGIN]: { body: { code: 0, msg: "授权码无效，请重新授权", data: null } } });
    const user = userEvent.setup();
    renderInApp(<SbkLoadingPage />, "/sbkLoading?auth_code=spent&redirect=%2FTrades");
    expect(await screen.findByText("授权码无效，请重新授权")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/sbkLogin?redirect=%2FTrades");
  });

  it("without an auth code says so and calls nothing", async () => {
    rememberConsent("sbk");
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer(3)) });
    renderInApp(<SbkLoadingPage />, "/sbkLoading?redirect=%2FTrades");
    expect(screen.getByText("没有收到社保卡授权，请重新授权")).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });
});
