import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, leftFor, renderInApp } from "@wenlv/app-kit/testing";
import { afterEach, describe, expect, it } from "vitest";
import { hasRememberedConsent, rememberConsent } from "../login-storage";
import { SbkLoginPage } from "./sbk-login";

afterEach(() => sessionStorage.clear());

describe("SbkLoginPage", () => {
  it("explains the social-security-card login and does not leave before the consent is ticked", async () => {
    const fake = fakeApi({});
    const { leaveApp } = renderInApp(<SbkLoginPage />, "/sbkLogin?redirect=%2FTrades");
    expect(screen.getByText(/社会保障卡（市民卡）/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "社保卡授权登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(leaveApp).not.toHaveBeenCalled();
    expect(hasRememberedConsent("sbk")).toBe(false);
    expect(fake.calls).toHaveLength(0);
  });

  it("with consent, remembers it for /sbkLoading and leaves for /api/sbk/authorize with the target", async () => {
    fakeApi({});
    const user = userEvent.setup();
    const { leaveApp } = renderInApp(<SbkLoginPage />, "/sbkLogin?redirect=%2FTicketOrder%3Fid%3D3");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "社保卡授权登录" }));
    const url = leftFor(leaveApp);
    expect(url.origin + url.pathname).toBe("http://api.test/api/sbk/authorize");
    expect(url.searchParams.get("redirect")).toBe("/TicketOrder?id=3");
    expect(hasRememberedConsent("sbk")).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it("refuses an outside redirect: the provider is asked to come back for /User", async () => {
    fakeApi({});
    const user = userEvent.setup();
    const { leaveApp } = renderInApp(<SbkLoginPage />, "/sbkLogin?redirect=https%3A%2F%2Fevil.example%2F");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "社保卡授权登录" }));
    expect(leftFor(leaveApp).searchParams.get("redirect")).toBe("/User");
  });

  it("forgets a consent left from an abandoned round trip", () => {
    rememberConsent("sbk");
    fakeApi({});
    renderInApp(<SbkLoginPage />, "/sbkLogin");
    expect(hasRememberedConsent("sbk")).toBe(false);
  });
});
