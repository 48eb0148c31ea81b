import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { loggedInStore, tokenOnlyStore, userInfo } from "../test-fixtures";
import { UserInfoPage, identityKey } from "./user-info";

const rowHref = (name: RegExp) => screen.getByRole("link", { name }).getAttribute("href");

describe("UserInfoPage", () => {
  it("shows every field of a new user, each row linking to its screen", () => {
    const fake = fakeApi({});
    renderAt(<UserInfoPage />, "/UserInfo", { store: loggedInStore() });
    expect(screen.getByRole("link", { name: /昵称\s*小苏/ })).toHaveAttribute("href", "/ChangeNickname");
    expect(rowHref(/^头像/)).toBe("/ChangeHeadImg");
    expect(screen.getByRole("link", { name: /手机号\s*138\*\*\*\*8000/ })).toHaveAttribute("href", "/ChangePhone");
    expect(screen.getByRole("link", { name: /邮箱\s*未绑定/ })).toHaveAttribute("href", "/ChangeEmail");
    expect(screen.getByRole("link", { name: /实名认证\s*未认证/ })).toHaveAttribute("href", "/RealName");
    expect(screen.getByRole("link", { name: /登录密码\s*未设置/ })).toHaveAttribute("href", "/ChangePassword");
    expect(screen.getByRole("link", { name: /支付密码\s*未设置/ })).toHaveAttribute("href", "/paymentPassword");
    expect(screen.getByText("仅手机号")).toBeInTheDocument();
    // The session already holds the user: no extra getMyInfo.
    expect(fake.calls).toHaveLength(0);
  });

  it("shows masked email and identity, set passwords and bound identities", () => {
    fakeApi({});
    const store = loggedInStore({
      email_masked: "z***@example.com",
      real_name_verified: true,
      real_name_masked: "*小明",
      id_number_masked: "3205**********123X",
      has_password: true,
      has_payment_password: true,
      bound: ["wechat", "partner:kunshan", "future:x"],
    });
    renderAt(<UserInfoPage />, "/UserInfo", { store });
    expect(screen.getByRole("link", { name: /邮箱\s*z\*\*\*@example\.com/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /实名认证\s*已认证 \*小明/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /登录密码\s*已设置/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /支付密码\s*已设置/ })).toBeInTheDocument();
    const bound = screen.getByRole("region", { name: "已绑定账号" });
    expect(within(bound).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["微信", "昆山文旅", "future:x"]);
    expect(screen.queryByText("3205**********123X")).not.toBeInTheDocument();
  });

  it("loads the user from getMyInfo when the session holds only a token", async () => {
    fakeApi({ "/api/uservice/user/getMyInfo": ok(userInfo({ nickname: "阿苏" })) });
    const store = tokenOnlyStore();
    renderAt(<UserInfoPage />, "/UserInfo", { store });
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /昵称\s*阿苏/ })).toBeInTheDocument();
    expect(store.getState().session.user?.nickname).toBe("阿苏");
  });

  it("offers a retry when getMyInfo fails", async () => {
    let answer = fail("busy");
    const fake = fakeApi({ "/api/uservice/user/getMyInfo": () => answer });
    renderAt(<UserInfoPage />, "/UserInfo", { store: tokenOnlyStore() });
    const retry = await screen.findByRole("button", { name: "重试" });
    answer = ok(userInfo());
    await userEvent.setup({ pointerEventsCheck: 0 }).click(retry);
    expect(await screen.findByRole("link", { name: /昵称\s*小苏/ })).toBeInTheDocument();
    expect(fake.callsTo("/api/uservice/user/getMyInfo")).toHaveLength(2);
  });

  it("names known identities and leaves unknown ones as they are", () => {
    expect(identityKey("sbk")).toBe("identities.sbk");
    expect(identityKey("partner:changshu")).toBe("identities.partner_changshu");
    expect(identityKey("partner:unknown")).toBeNull();
  });
});
