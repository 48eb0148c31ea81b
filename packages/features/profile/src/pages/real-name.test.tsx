import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { loggedInStore, userInfo } from "../test-fixtures";
import { RealNamePage } from "./real-name";

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
// A valid GB 11643 number (check digit X) of a Suzhou (3205) resident.
const VALID_ID = "32050219900307006X";

async function fill(name: string, id: string, agree = true) {
  const user = setup();
  await user.type(screen.getByLabelText("姓名"), name);
  await user.type(screen.getByLabelText("身份证号"), id);
  if (agree) await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "提交认证" }));
}

describe("RealNamePage", () => {
  it("verifies name and ID with the separate consent, then shows only masked data", async () => {
    const verified = userInfo({ real_name_verified: true, real_name_masked: "*小明", id_number_masked: "320***********006X" });
    const fake = fakeApi({ "/api/uservice/user/realName": ok(verified) });
    const store = loggedInStore();
    renderAt(<RealNamePage />, "/RealName", { store });
    await fill("王小明", VALID_ID.toLowerCase());
    expect(await screen.findByRole("heading", { name: "已完成实名认证" })).toBeInTheDocument();
    const fields = fake.callsTo("/api/uservice/user/realName")[0]?.fields;
    expect([fields?.get("name"), fields?.get("id_number"), fields?.get("agree_id_consent")]).toEqual(["王小明", VALID_ID, "1"]);
    expect(screen.getByText("*小明")).toBeInTheDocument();
    expect(screen.getByText("320***********006X")).toBeInTheDocument();
    expect(screen.queryByText(VALID_ID)).not.toBeInTheDocument();
    expect(store.getState().session.user?.real_name_verified).toBe(true);
  });

  it("checks name, ID number and consent before sending", async () => {
    const fake = fakeApi({});
    renderAt(<RealNamePage />, "/RealName", { store: loggedInStore() });
    const user = setup();
    await fill("Wang", VALID_ID);
    expect(screen.getByRole("alert")).toHaveTextContent("请输入2-4个汉字的姓名");
    await user.clear(screen.getByLabelText("姓名"));
    await user.type(screen.getByLabelText("姓名"), "王小明");
    await user.clear(screen.getByLabelText("身份证号"));
    await user.type(screen.getByLabelText("身份证号"), "320502199003070011");
    await user.click(screen.getByRole("button", { name: "提交认证" }));
    expect(screen.getByRole("alert")).toHaveTextContent("身份证号码校验位不正确，请核对");
    await user.clear(screen.getByLabelText("身份证号"));
    await user.click(screen.getByRole("button", { name: "提交认证" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请输入身份证号");
    await user.type(screen.getByLabelText("身份证号"), VALID_ID);
    await user.click(screen.getByRole("checkbox")); // untick: the consent is separate and required
    await user.click(screen.getByRole("button", { name: "提交认证" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先同意身份信息处理规则");
    expect(fake.calls).toHaveLength(0);
  });

  it("shows a mismatch as 身份证号与姓名不一致 and keeps the form as typed", async () => {
    const fake = fakeApi({ "/api/uservice/user/realName": fail("ID number wrong") });
    renderAt(<RealNamePage />, "/RealName", { store: loggedInStore() });
    await fill("王小明", VALID_ID);
    expect(await screen.findByRole("alert")).toHaveTextContent("身份证号与姓名不一致");
    expect(fake.toast.show).toHaveBeenCalledWith("身份证号与姓名不一致", 2000);
    expect(screen.getByLabelText("姓名")).toHaveValue("王小明");
    expect(screen.getByLabelText("身份证号")).toHaveValue(VALID_ID);
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  it("shows the masked identity when already verified", () => {
    fakeApi({});
    renderAt(<RealNamePage />, "/RealName", { store: loggedInStore({ real_name_verified: true, real_name_masked: "*小明", id_number_masked: "320***********006X" }) });
    expect(screen.getByRole("heading", { name: "已完成实名认证" })).toBeInTheDocument();
    expect(screen.queryByLabelText("身份证号")).not.toBeInTheDocument();
  });

  it("links the privacy policy from the consent", async () => {
    fakeApi({});
    renderAt(<RealNamePage />, "/RealName", { store: loggedInStore() });
    await setup().click(screen.getByRole("link", { name: "查看隐私政策" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/PrivacyPolicy"));
  });
});
