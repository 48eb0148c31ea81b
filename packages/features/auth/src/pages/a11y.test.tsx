import { screen } from "@testing-library/react";
import { fakeApi, HOSTS, renderInApp } from "@wenlv/app-kit/testing";
import type { HostInfo } from "@wenlv/host";
import axe from "axe-core";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { rememberConsent, saveBindTicket } from "../login-storage";
import { BankJsLoginPage } from "./bank-js-login";
import { BaseLoginPage } from "./base-login";
import { BindPhonePage } from "./bind-phone";
import { PhoneLoginPage } from "./phone-login";
import { SbkLoadingPage } from "./sbk-loading";
import { SbkLoginPage } from "./sbk-login";
import { ThirdAppPage } from "./third-app";

/*
 * axe-core on each login screen in jsdom, failing on serious or critical violations as the e2e
 * does (issue 2). Colour contrast needs a real layout and is checked in the browser instead.
 */
async function seriousViolations(page: ReactElement, url: string, host: HostInfo = HOSTS.browser) {
  fakeApi({});
  const { container } = renderInApp(page, url, { host });
  await screen.findByRole("heading", { level: 1 });
  const result = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

afterEach(() => sessionStorage.clear());

describe("login screens have no serious axe violations", () => {
  it.each<[string, () => ReactElement, string, HostInfo]>([
    ["BaseLogin landing in WeChat", () => <BaseLoginPage />, "/BaseLogin?redirect=%2FUser", HOSTS.wechat],
    ["BaseLogin WeChat callback", () => <BaseLoginPage />, "/BaseLogin?code=c1&redirect=%2FUser", HOSTS.wechat],
    ["PhoneLogin", () => <PhoneLoginPage />, "/PhoneLogin", HOSTS.browser],
    ["PhoneLogin password", () => <PhoneLoginPage />, "/PhoneLogin?mode=password", HOSTS.browser],
    ["BindPhone expired", () => <BindPhonePage />, "/BindPhone?id=wx%3Ao1", HOSTS.browser],
    ["sbkLogin", () => <SbkLoginPage />, "/sbkLogin", HOSTS.browser],
    ["sbkLoading consent", () => <SbkLoadingPage />, "/sbkLoading?auth_code=a", HOSTS.browser],
    ["ThirdApp", () => <ThirdAppPage />, "/ThirdApp?partner=kunshan&code=k", HOSTS.kunshanApp],
    ["bankJsLogin", () => <BankJsLoginPage />, "/bankJsLogin", HOSTS.bank],
  ])("%s", async (_name, page, url, host) => {
    expect(await seriousViolations(page(), url, host)).toEqual([]);
  });

  it("BindPhone form", async () => {
    saveBindTicket("wx:o1", "tkt_0123456789abcdef");
    expect(await seriousViolations(<BindPhonePage />, "/BindPhone?id=wx%3Ao1")).toEqual([]);
  });

  it("sbkLoading while logging in", async () => {
    rememberConsent("sbk");
    expect(await seriousViolations(<SbkLoadingPage />, "/sbkLoading?auth_code=a")).toEqual([]);
  });
});
