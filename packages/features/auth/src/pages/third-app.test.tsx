import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, HOSTS, ok, renderInApp } from "@wenlv/app-kit/testing";
import { afterEach, describe, expect, it } from "vitest";
import { readBindTicket } from "../login-storage";
import { boundAnswer, unboundAnswer } from "../test-fixtures";
import { ThirdAppPage } from "./third-app";

const LOGIN = "/api/uservice/user/thirdAppLogin";
afterEach(() => sessionStorage.clear());

describe("ThirdAppPage", () => {
  it("names the partner on the button and sends nothing before the consent is ticked", async () => {
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer()) });
    renderInApp(<ThirdAppPage />, "/ThirdApp?partner=changshu&code=cs-1&redirect=%2FTrades", { host: HOSTS.kunshanApp });
    await userEvent.click(screen.getByRole("button", { name: "使用常熟文旅账号登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(fake.calls).toHaveLength(0);
  });

  it("a bound partner account logs in with partner + auth_code + consent and returns", async () => {
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer(11)) });
    const user = userEvent.setup();
    const { store } = renderInApp(<ThirdAppPage />, "/ThirdApp?partner=kunshan&code=ks-code-9&redirect=%2FTicketOrder%3Fid%3D2", { host: HOSTS.kunshanApp });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "使用昆山文旅账号登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/TicketOrder\?id=2$/));
    const fields = fake.callsTo(LOGIN)[0]?.fields;
    expect(fields?.get("partner")).toBe("kunshan");
    expect(fields?.get("auth_code")).toBe("ks-code-9");
    expect(fields?.get("agree_privacy")).toBe("1");
    expect(store.getState().session.token).toBe(boundAnswer(11).token);
  });

  it("an unbound partner account goes to /BindPhone with its ticket in sessionStorage", async () => {
    fakeApi({ [LOGIN]: ok(unboundAnswer("partner:kunshan:P7", "tkt_ks_0123456789abcdef")) });
    const user = userEvent.setup();
    renderInApp(<ThirdAppPage />, "/ThirdApp?partner=kunshan&code=ks-1&redirect=%2FTrades", { host: HOSTS.kunshanApp });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "使用昆山文旅账号登录" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/BindPhone?id=partner%3Akunshan%3AP7&redirect=%2FTrades"));
    expect(readBindTicket("partner:kunshan:P7")).toBe("tkt_ks_0123456789abcdef");
  });

  it("a refused code shows the error; retry asks the partner app again through /ThirdApps", async () => {
    fakeApi({ [LOGIN]: { body: { code: 0, msg: "授权码无效，请重新授权", data: null } } });
    const user = userEvent.setup();
    renderInApp(<ThirdAppPage />, "/ThirdApp?partner=kunshan&code=spent&redirect=%2FTrades", { host: HOSTS.kunshanApp });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "使用昆山文旅账号登录" }));
    expect(await screen.findByText("授权码无效，请重新授权")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/ThirdApps?partner=kunshan&redirect=%2FTrades");
  });

  it("without a code offers to authorise again", async () => {
    fakeApi({});
    renderInApp(<ThirdAppPage />, "/ThirdApp?partner=kunshan&redirect=%2FTrades");
    expect(screen.getByText("没有收到昆山文旅的授权，请重新授权")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "重新授权" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/ThirdApps?partner=kunshan&redirect=%2FTrades");
  });

  it("an unknown partner is refused without a call and leads to the other ways in", async () => {
    const fake = fakeApi({ [LOGIN]: ok(boundAnswer()) });
    renderInApp(<ThirdAppPage />, "/ThirdApp?partner=evil&code=x&redirect=%2FTrades");
    expect(screen.getByText("不支持这个合作应用，请换一种方式登录")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "使用其他方式登录" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/BaseLogin?redirect=%2FTrades");
    expect(fake.calls).toHaveLength(0);
  });
});
