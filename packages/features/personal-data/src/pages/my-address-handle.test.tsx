import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { gusuAddress } from "../test-fixtures";
import { describe, expect, it } from "vitest";
import { MyAddressHandlePage, positiveId } from "./my-address-handle";

const saved = gusuAddress({ id: 7, is_default: false });

type User = ReturnType<typeof userEvent.setup>;

/**
 * Opens the region picker and taps 江苏省, 苏州市, 姑苏区 on its wheels, then 确定. The wheel items
 * get plain clicks, repeated until the item is selected: antd-mobile's drag gesture swallows
 * user-event's pointer sequence and the first tap after the wheels settle.
 */
async function pickGusu(user: User) {
  await user.click(screen.getByLabelText("所在地区"));
  const picker = document.querySelector<HTMLElement>(".adm-picker")!;
  await within(picker).findByText("北京市"); // the divisions arrived (lazily loaded)
  for (const name of ["江苏省", "苏州市", "姑苏区"]) {
    await waitFor(() => {
      const item = within(picker).getByText(name).closest("[data-selected]")!;
      fireEvent.click(item);
      expect(item).toHaveAttribute("data-selected", "true");
    });
  }
  // The picker has taken the wheels' values once it shows the path under its title.
  await within(picker).findByText("江苏省 苏州市 姑苏区");
  await user.click(within(picker).getByRole("button", { name: "确定" }));
}

describe("MyAddressHandlePage", () => {
  it("opens the region picker for a new address at 江苏省 苏州市, not at the first province (issue 9)", async () => {
    fakeApi({ "/api/address/save": ok(saved) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyAddressHandlePage />, "/MyAddressHandle");
    await user.click(screen.getByLabelText("所在地区"));
    const picker = document.querySelector<HTMLElement>(".adm-picker")!;
    await within(picker).findByText("北京市");
    await waitFor(() => expect(within(picker).getByText("江苏省").closest("[data-selected]")).toHaveAttribute("data-selected", "true"));
    expect(within(picker).getByText("苏州市").closest("[data-selected]")).toHaveAttribute("data-selected", "true");
    expect(within(picker).getByText("北京市").closest("[data-selected]")).toHaveAttribute("data-selected", "false");
  });

  it("picks 江苏省/苏州市/姑苏区 with the division picker and sends district_code 320508", async () => {
    const fake = fakeApi({ "/api/address/save": ok(saved) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyAddressHandlePage />, "/MyAddressHandle");
    await user.type(screen.getByLabelText("收货人"), "张三");
    await user.type(screen.getByLabelText("手机号"), "13812345678");
    await pickGusu(user);
    expect(screen.getByLabelText("所在地区")).toHaveTextContent("江苏省 苏州市 姑苏区");
    await user.type(screen.getByLabelText("详细地址"), "人民路100号");
    await user.click(screen.getByRole("switch", { name: "设为默认地址" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/MyAddress$/));
    const fields = fake.callsTo("/api/address/save")[0]?.fields;
    expect(Object.fromEntries(fields ?? [])).toMatchObject({
      name: "张三",
      phone: "13812345678",
      phone_region: "mainland",
      district_code: "320508",
      detail: "人民路100号",
      is_default: "1",
    });
    // Names are derived by the API from the code, never sent.
    expect(fields?.has("province")).toBe(false);
    expect(fields?.has("id")).toBe(false);
  });

  it("shows each field's message and sends nothing when the form is incomplete", async () => {
    const fake = fakeApi({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyAddressHandlePage />, "/MyAddressHandle");
    await user.type(screen.getByLabelText("收货人"), "张");
    await user.type(screen.getByLabelText("手机号"), "12345678901");
    await user.type(screen.getByLabelText("详细地址"), "人民路");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "收货人应为2-20个字",
      "请输入11位中国大陆手机号码",
      "请选择所在地区",
      "详细地址应为5-100个字",
    ]);
    expect(screen.getByLabelText("手机号")).toHaveAttribute("aria-invalid", "true");
    expect(fake.calls).toHaveLength(0);
  });

  it("offers Hong Kong (+852) and Taiwan (+886) and checks their numbers (issue 9)", async () => {
    const fake = fakeApi({ "/api/address/save": ok({ ...saved, phone: "0912345678", phone_region: "taiwan" }) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyAddressHandlePage />, "/MyAddressHandle");
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual(["中国大陆 +86", "中国香港 +852", "中国澳门 +853", "中国台湾 +886"]);
    await user.click(screen.getByRole("radio", { name: "中国香港 +852" }));
    await user.type(screen.getByLabelText("手机号"), "21234567");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByText("请输入8位中国香港手机号码")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "中国台湾 +886" }));
    await user.clear(screen.getByLabelText("手机号"));
    await user.type(screen.getByLabelText("手机号"), "0912345678");
    await user.type(screen.getByLabelText("收货人"), "林小华");
    await pickGusu(user);
    await user.type(screen.getByLabelText("详细地址"), "人民路100号");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(fake.callsTo("/api/address/save")).toHaveLength(1));
    expect(fake.callsTo("/api/address/save")[0]?.fields.get("phone_region")).toBe("taiwan");
  });

  it("checks a Macau number when the region is switched to 中国澳门", async () => {
    const fake = fakeApi({ "/api/address/save": ok({ ...saved, phone: "66123456", phone_region: "macau" }) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyAddressHandlePage />, "/MyAddressHandle");
    await user.click(screen.getByRole("radio", { name: "中国澳门 +853" }));
    await user.type(screen.getByLabelText("手机号"), "13812345");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByText("请输入8位中国澳门手机号码（以6开头）")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("手机号"));
    await user.type(screen.getByLabelText("手机号"), "66123456");
    await user.type(screen.getByLabelText("收货人"), "陈大文");
    await pickGusu(user);
    await user.type(screen.getByLabelText("详细地址"), "人民路100号");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(fake.callsTo("/api/address/save")).toHaveLength(1));
    expect(fake.callsTo("/api/address/save")[0]?.fields.get("phone_region")).toBe("macau");
    expect(fake.callsTo("/api/address/save")[0]?.fields.get("phone")).toBe("66123456");
  });

  it("edits an existing address with its region shown and returns to the picking list", async () => {
    const fake = fakeApi({
      "/api/address/list": ok({ list: [saved] }),
      "/api/address/save": ok(saved),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyAddressHandlePage />, "/MyAddressHandle?id=7&from=PostOrder");
    expect(await screen.findByLabelText("收货人")).toHaveValue("张三");
    expect(screen.getByLabelText("所在地区")).toHaveTextContent("江苏省 苏州市 姑苏区");
    await user.clear(screen.getByLabelText("详细地址"));
    await user.type(screen.getByLabelText("详细地址"), "干将西路1号");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/MyAddress?from=PostOrder"));
    expect(Object.fromEntries(fake.callsTo("/api/address/save")[0]?.fields ?? [])).toMatchObject({ id: "7", district_code: "320508", detail: "干将西路1号" });
  });

  it("shows the API's refusal and stays on the form", async () => {
    fakeApi({ "/api/address/list": ok({ list: [saved] }), "/api/address/save": fail("地址不存在") });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyAddressHandlePage />, "/MyAddressHandle?id=7");
    await user.click(await screen.findByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("地址不存在");
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("says so when the id is not one of the user's addresses", async () => {
    fakeApi({ "/api/address/list": ok({ list: [saved] }) });
    renderAt(<MyAddressHandlePage />, "/MyAddressHandle?id=99");
    expect(await screen.findByText("没有找到该地址，可能已被删除")).toBeInTheDocument();
  });

  it("reads only positive integer ids", () => {
    expect(positiveId("7")).toBe(7);
    expect(positiveId("0")).toBeUndefined();
    expect(positiveId("x")).toBeUndefined();
    expect(positiveId(null)).toBeUndefined();
  });
});
