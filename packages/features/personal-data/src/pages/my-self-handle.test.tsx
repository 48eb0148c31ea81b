import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { PickupPerson } from "@wenlv/contract/pickup";
import { describe, expect, it } from "vitest";
import { MySelfHandlePage } from "./my-self-handle";

function pickupApi(initial: PickupPerson[] = [{ id: 1, name: "王五", phone: "13812345678", is_default: true }]) {
  let list = [...initial];
  let next = 10;
  return fakeApi({
    "/api/pickup/list": () => ok({ list }),
    "/api/pickup/save": ({ fields }) => {
      const id = fields.get("id") ? Number(fields.get("id")) : next++;
      const person: PickupPerson = { id, name: fields.get("name") ?? "", phone: fields.get("phone") ?? "", is_default: fields.get("is_default") === "1" };
      list = [...list.filter((p) => p.id !== id), person];
      return ok(person);
    },
    "/api/pickup/delete": ({ fields }) => {
      list = list.filter((p) => String(p.id) !== fields.get("id"));
      return ok({ id: Number(fields.get("id")) });
    },
  });
}

describe("MySelfHandlePage", () => {
  it("adds a pick-up person in the popup on the same screen", async () => {
    const fake = pickupApi([]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MySelfHandlePage />, "/MySelfHandle");
    await user.click(await screen.findByRole("button", { name: "添加取票人" }));
    const dialog = await screen.findByRole("dialog", { name: "添加取票人" });
    await user.type(within(dialog).getByLabelText("姓名"), " 赵六 ");
    await user.type(within(dialog).getByLabelText("手机号"), "66123456");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("group", { name: "赵六" })).toHaveTextContent("66****56");
    expect(Object.fromEntries(fake.callsTo("/api/pickup/save")[0]?.fields ?? [])).toMatchObject({ name: "赵六", phone: "66123456", is_default: "0" });
    expect(fake.callsTo("/api/pickup/save")[0]?.fields.has("id")).toBe(false);
  });

  it("asks for a Chinese name of 2-4 characters and a valid phone", async () => {
    const fake = pickupApi([]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MySelfHandlePage />, "/MySelfHandle");
    await user.click(await screen.findByRole("button", { name: "添加取票人" }));
    const dialog = await screen.findByRole("dialog", { name: "添加取票人" });
    await user.type(within(dialog).getByLabelText("姓名"), "Zhao Liu");
    await user.type(within(dialog).getByLabelText("手机号"), "1234567");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(within(dialog).getAllByRole("alert").map((a) => a.textContent)).toEqual(["请输入2-4个汉字的姓名", "请输入正确的手机号码"]);
    expect(fake.callsTo("/api/pickup/save")).toHaveLength(0);
  });

  it("edits a person, sending its id, and closes the popup", async () => {
    const fake = pickupApi();
    fake.calls.length = 0;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MySelfHandlePage />, "/MySelfHandle");
    const row = await screen.findByRole("group", { name: /王五/ });
    expect(row).toHaveTextContent("默认");
    await user.click(within(row).getByRole("button", { name: "编辑" }));
    const dialog = await screen.findByRole("dialog", { name: "编辑取票人" });
    expect(within(dialog).getByLabelText("姓名")).toHaveValue("王五");
    await user.clear(within(dialog).getByLabelText("手机号"));
    await user.type(within(dialog).getByLabelText("手机号"), "13900001111");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "编辑取票人" })).toBeNull());
    expect(Object.fromEntries(fake.callsTo("/api/pickup/save")[0]?.fields ?? [])).toMatchObject({ id: "1", phone: "13900001111", is_default: "1" });
  });

  it("keeps the popup open with the API's message when the save is refused", async () => {
    fakeApi({ "/api/pickup/list": ok({ list: [] }), "/api/pickup/save": fail("最多添加20个取件人") });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MySelfHandlePage />, "/MySelfHandle");
    await user.click(await screen.findByRole("button", { name: "添加取票人" }));
    const dialog = await screen.findByRole("dialog", { name: "添加取票人" });
    await user.type(within(dialog).getByLabelText("姓名"), "赵六");
    await user.type(within(dialog).getByLabelText("手机号"), "13812345678");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("最多添加20个取件人");
  });

  it("deletes after the confirm dialog", async () => {
    const fake = pickupApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MySelfHandlePage />, "/MySelfHandle");
    const row = await screen.findByRole("group", { name: /王五/ });
    await user.click(within(row).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("确定删除取票人“王五”吗？")).toBeInTheDocument();
    await user.click(within(screen.getByRole("dialog")).getByText("删除"));
    expect(await screen.findByText("还没有取票人")).toBeInTheDocument();
    expect(fake.callsTo("/api/pickup/delete")[0]?.fields.get("id")).toBe("1");
  });
});
