import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { Traveller } from "@wenlv/contract/travellers";
import { i18n } from "@wenlv/i18n";
import { afterEach, describe, expect, it } from "vitest";
import { MyContactsHandleCarePage, MyContactsHandlePage, travellerIdFrom } from "./my-contacts-handle";

const saved: Traveller = { id: 9, name: "张三", id_type: "ID_CARD", id_number_masked: "110***********002X", phone_masked: "" };

afterEach(async () => {
  await i18n.changeLanguage("zh-CN");
});

const CONSENT = "本人同意为实名购票提供身份证件信息";

/** Types the given fields and, unless `consent: false`, ticks the separate ID consent. */
async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; idNumber?: string; phone?: string; consent?: boolean }) {
  if (values.name !== undefined) await user.type(screen.getByLabelText("姓名"), values.name);
  if (values.idNumber !== undefined) await user.type(screen.getByLabelText("证件号码"), values.idNumber);
  if (values.phone !== undefined) await user.type(screen.getByLabelText("手机号（选填）"), values.phone);
  if (values.consent !== false) await user.click(screen.getByRole("checkbox", { name: CONSENT }));
}

/** Opens the 证件类型 picker, moves its wheel one item down to `type` and confirms. */
async function pickIdType(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(screen.getByLabelText("证件类型"));
  await user.click(await screen.findByRole("button", { name: `选择下一项：${type}` }));
  await user.click(screen.getByRole("button", { name: "确定" }));
  await waitFor(() => expect(screen.getByLabelText("证件类型")).toHaveTextContent(type));
}

describe("MyContactsHandlePage", () => {
  it("rejects an ID card number with a wrong check digit, in Chinese, without saving", async () => {
    const fake = fakeApi({ "/api/traveller/save": ok(saved) });
    const user = userEvent.setup();
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle");
    await fill(user, { name: "张三", idNumber: "110105194912310021" });
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert")).toHaveTextContent("身份证号码校验位不正确，请核对");
    expect(screen.getByLabelText("证件号码")).toHaveAttribute("aria-invalid", "true");
    expect(fake.callsTo("/api/traveller/save")).toHaveLength(0);
  });

  it("asks for a Chinese name on an ID card and checks an optional phone", async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle");
    await fill(user, { name: "Zhang San", idNumber: "11010519491231002X", phone: "12345" });
    await user.click(screen.getByRole("button", { name: "保存" }));
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual(["请输入与身份证一致的中文姓名", "请输入正确的手机号码"]);
  });

  it("saves a valid traveller, normalised, and goes back to the list", async () => {
    const fake = fakeApi({ "/api/traveller/save": ok(saved) });
    const user = userEvent.setup();
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle");
    await fill(user, { name: " 张三 ", idNumber: "11010519491231002x" });
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/MyContacts$/));
    const [call] = fake.callsTo("/api/traveller/save");
    expect(Object.fromEntries(call?.fields ?? [])).toMatchObject({ name: "张三", id_type: "ID_CARD", id_number: "11010519491231002X", agree_id_consent: "1" });
    expect(call?.fields.has("phone")).toBe(false);
    expect(call?.fields.has("id")).toBe(false);
    // Not opened by an order page: nothing is left to tick.
    expect(sessionStorage.getItem("pickedTravellerId")).toBeNull();
  });

  it("leaves a traveller added for an order page to be ticked there at once (issue 9)", async () => {
    fakeApi({ "/api/traveller/save": ok(saved) });
    const user = userEvent.setup();
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle?from=TicketOrder");
    await fill(user, { name: "张三", idNumber: "11010519491231002x" });
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/MyContacts?from=TicketOrder"));
    expect(sessionStorage.getItem("pickedTravellerId")).toBe("9");
    sessionStorage.removeItem("pickedTravellerId");
  });

  it("saves a passport holder with a Latin name", async () => {
    const fake = fakeApi({ "/api/traveller/save": ok({ ...saved, name: "John Smith", id_type: "PASSPORT" }) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle");
    await pickIdType(user, "护照");
    await fill(user, { name: "John Smith", idNumber: "e12345678" });
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(fake.callsTo("/api/traveller/save")).toHaveLength(1));
    expect(fake.callsTo("/api/traveller/save")[0]?.fields.get("id_type")).toBe("PASSPORT");
    expect(fake.callsTo("/api/traveller/save")[0]?.fields.get("id_number")).toBe("E12345678");
  });

  it("shows the API's refusal and stays on the form", async () => {
    fakeApi({ "/api/traveller/save": fail("该证件已添加为出行人") });
    const user = userEvent.setup();
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle");
    await fill(user, { name: "张三", idNumber: "11010519491231002X" });
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("该证件已添加为出行人");
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("edits an existing traveller and returns towards the order page it came from", async () => {
    const fake = fakeApi({
      "/api/traveller/list": ok({ list: [{ ...saved, id: 5, phone_masked: "138****8000" }], total: 1, page: 1, page_size: 50 }),
      "/api/traveller/save": ok(saved),
    });
    const user = userEvent.setup();
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle?id=5&from=TicketOrder");
    expect(await screen.findByLabelText("姓名")).toHaveValue("张三");
    expect(screen.getByText("当前证件号 110***********002X，保存时请重新填写完整号码")).toBeInTheDocument();
    await fill(user, { idNumber: "11010519491231002X" });
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/MyContacts?from=TicketOrder"));
    expect(fake.callsTo("/api/traveller/save")[0]?.fields.get("id")).toBe("5");
  });

  it("shows validation messages in English when the UI is English", async () => {
    await i18n.changeLanguage("en");
    fakeApi({});
    const user = userEvent.setup();
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle");
    await user.type(screen.getByLabelText("Name"), "张三");
    await user.type(screen.getByLabelText("Document number"), "110105194912310021");
    await user.click(screen.getByRole("checkbox", { name: "I agree to provide identity document details for real-name tickets" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The check digit of this ID card number is wrong; please check it");
  });

  it("needs the separate ID consent before saving", async () => {
    const fake = fakeApi({ "/api/traveller/save": ok(saved) });
    const user = userEvent.setup();
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle");
    await fill(user, { name: "张三", idNumber: "11010519491231002X", consent: false });
    const consent = screen.getByRole("checkbox", { name: CONSENT });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并勾选同意");
    expect(consent).toHaveAttribute("aria-invalid", "true");
    expect(fake.callsTo("/api/traveller/save")).toHaveLength(0);

    await user.click(consent);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(fake.callsTo("/api/traveller/save")).toHaveLength(1));
    expect(fake.callsTo("/api/traveller/save")[0]?.fields.get("agree_id_consent")).toBe("1");
  });

  it("opens the privacy policy from the consent without leaving the form", async () => {
    fakeApi({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyContactsHandlePage />, "/MyContactsHandle");
    await user.type(screen.getByLabelText("姓名"), "张三");
    await user.click(screen.getByRole("button", { name: "《隐私政策》" }));
    const policy = await screen.findByRole("dialog", { name: "隐私政策" });
    expect(within(policy).getByRole("heading", { level: 1, name: "苏州文旅平台隐私政策" })).toBeInTheDocument();
    await user.click(within(policy).getByRole("button", { name: "关闭" }));
    expect(screen.getByLabelText("姓名")).toHaveValue("张三");
  });

  it("in the care layout saves and returns to /MyContactsCare", async () => {
    const fake = fakeApi({ "/api/traveller/save": ok(saved) });
    const user = userEvent.setup();
    renderAt(<MyContactsHandleCarePage />, "/MyContactsHandleCare");
    expect(document.querySelector(".wl-contact-form--care")).not.toBeNull();
    await fill(user, { name: "张三", idNumber: "11010519491231002X" });
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/MyContactsCare$/));
    expect(fake.callsTo("/api/traveller/save")[0]?.fields.get("agree_id_consent")).toBe("1");
  });

  it("reads only positive integer ids", () => {
    expect(travellerIdFrom("12")).toBe(12);
    expect(travellerIdFrom("0")).toBeUndefined();
    expect(travellerIdFrom("abc")).toBeUndefined();
    expect(travellerIdFrom(null)).toBeUndefined();
  });
});
