import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { loggedInStore, userInfo } from "../test-fixtures";
import { ChangeNicknamePage } from "./change-nickname";

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

describe("ChangeNicknamePage", () => {
  it("saves the trimmed nickname, refreshes the session user and goes back", async () => {
    const fake = fakeApi({ "/api/uservice/user/updateNickname": (call) => ok(userInfo({ nickname: call.fields.get("nickname") ?? "" })) });
    const store = loggedInStore();
    renderAt(<ChangeNicknamePage />, "/ChangeNickname", { store });
    const input = screen.getByLabelText("昵称");
    expect(input).toHaveValue("小苏");
    const user = setup();
    await user.clear(input);
    await user.type(input, "  姑苏游客 ");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/UserInfo"));
    expect(fake.callsTo("/api/uservice/user/updateNickname")[0]?.fields.get("nickname")).toBe("姑苏游客");
    expect(store.getState().session.user?.nickname).toBe("姑苏游客");
  });

  it("refuses an empty or too long nickname without calling the API", async () => {
    const fake = fakeApi({});
    renderAt(<ChangeNicknamePage />, "/ChangeNickname", { store: loggedInStore() });
    const user = setup();
    const input = screen.getByLabelText("昵称");
    await user.clear(input);
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入昵称");
    await user.type(input, "一二三四五六七八九十一二三四五六七八九十一");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert")).toHaveTextContent("昵称最多20个字");
    expect(fake.calls).toHaveLength(0);
  });

  it("shows the API's refusal and stays", async () => {
    fakeApi({ "/api/uservice/user/updateNickname": fail("昵称包含不允许的内容") });
    renderAt(<ChangeNicknamePage />, "/ChangeNickname", { store: loggedInStore() });
    await setup().click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("昵称包含不允许的内容");
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });
});
