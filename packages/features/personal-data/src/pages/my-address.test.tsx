import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { Address } from "@wenlv/contract/addresses";
import { gusuAddress } from "../test-fixtures";
import { afterEach, describe, expect, it } from "vitest";
import { PICKED_ADDRESS_KEY } from "../picked-address";
import { addressHandlePath, MyAddressPage } from "./my-address";

const addresses: Address[] = [
  gusuAddress({ id: 1, is_default: true }),
  gusuAddress({ id: 2, name: "李四", phone: "13987654321", detail: "干将西路1号", is_default: false }),
];

function listApi(initial = addresses) {
  let list = [...initial];
  return fakeApi({
    "/api/address/list": () => ok({ list }),
    "/api/address/delete": ({ fields }) => {
      list = list.filter((a) => String(a.id) !== fields.get("id"));
      return ok({ id: Number(fields.get("id")) });
    },
    "/api/address/setDefault": ({ fields }) => {
      list = list.map((a) => ({ ...a, is_default: String(a.id) === fields.get("id") })).sort((a, b) => Number(b.is_default) - Number(a.is_default));
      return ok(list[0]);
    },
  });
}

afterEach(() => sessionStorage.clear());

describe("MyAddressPage", () => {
  it("lists addresses with the default tagged and phones masked", async () => {
    listApi();
    renderAt(<MyAddressPage />, "/MyAddress");
    const zhang = await screen.findByRole("group", { name: /张三/ });
    expect(zhang).toHaveTextContent("默认");
    expect(zhang).toHaveTextContent("电话 138****5678");
    expect(zhang).toHaveTextContent("江苏省 苏州市 姑苏区 人民路100号");
    expect(within(zhang).queryByRole("button", { name: "设为默认" })).toBeNull();
    expect(screen.queryByRole("button", { name: "选择" })).toBeNull();
  });

  it("sets another address as default", async () => {
    const fake = listApi();
    const user = userEvent.setup();
    renderAt(<MyAddressPage />, "/MyAddress");
    const li = await screen.findByRole("group", { name: /李四/ });
    await user.click(within(li).getByRole("button", { name: "设为默认" }));
    await waitFor(() => expect(screen.getByRole("group", { name: /李四/ })).toHaveTextContent("默认"));
    expect(fake.callsTo("/api/address/setDefault")[0]?.fields.get("id")).toBe("2");
  });

  it("deletes an address only after the confirm dialog", async () => {
    const fake = listApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyAddressPage />, "/MyAddress");
    const li = await screen.findByRole("group", { name: /李四/ });
    await user.click(within(li).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("确定删除李四的收货地址吗？")).toBeInTheDocument();
    expect(fake.callsTo("/api/address/delete")).toHaveLength(0);
    await user.click(within(screen.getByRole("dialog")).getByText("删除"));
    await waitFor(() => expect(screen.queryByRole("group", { name: /李四/ })).toBeNull());
    expect(fake.callsTo("/api/address/delete")[0]?.fields.get("id")).toBe("2");
  });

  it("offers 添加收货地址 on the empty list", async () => {
    listApi([]);
    const user = userEvent.setup();
    renderAt(<MyAddressPage />, "/MyAddress");
    expect(await screen.findByText("还没有收货地址")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "添加收货地址" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/MyAddressHandle$/);
  });

  it("in picking mode records the chosen id and keeps `from` on add and edit", async () => {
    listApi();
    const user = userEvent.setup();
    renderAt(<MyAddressPage />, "/MyAddress?from=PostOrder");
    const li = await screen.findByRole("group", { name: /李四/ });
    await user.click(within(li).getByRole("button", { name: "选择" }));
    expect(sessionStorage.getItem(PICKED_ADDRESS_KEY)).toBe("2");
    // Opened directly, back goes to /User (no in-app history in the memory router's first entry).
    expect(screen.getByTestId("location")).toHaveTextContent("/User");
    expect(addressHandlePath(2, "PostOrder")).toBe("/MyAddressHandle?id=2&from=PostOrder");
  });

  it("shows 重试 when the list cannot be loaded", async () => {
    fakeApi({ "/api/address/list": { status: 500, body: "" } });
    renderAt(<MyAddressPage />, "/MyAddress");
    expect(await screen.findByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});
