import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { Traveller } from "@wenlv/contract/travellers";
import { describe, expect, it } from "vitest";
import { PICKED_TRAVELLER_KEY } from "@wenlv/app-kit";
import { MyContactsCarePage, MyContactsPage } from "./my-contacts";

const travellers: Traveller[] = [
  { id: 1, name: "张三", id_type: "ID_CARD", id_number_masked: "110***********002X", phone_masked: "138****8000" },
  { id: 2, name: "John Smith", id_type: "PASSPORT", id_number_masked: "E1*****78", phone_masked: "" },
];

function listApi() {
  let list = [...travellers];
  return fakeApi({
    "/api/traveller/list": () => ok({ list, total: list.length, page: 1, page_size: 50 }),
    "/api/traveller/delete": ({ fields }) => {
      list = list.filter((tr) => String(tr.id) !== fields.get("id"));
      return ok({ id: Number(fields.get("id")) });
    },
  });
}

describe("MyContactsPage", () => {
  it("lists travellers with their document type label and masked numbers", async () => {
    listApi();
    renderAt(<MyContactsPage />, "/MyContacts");
    const zhang = await screen.findByRole("group", { name: "张三" });
    expect(zhang).toHaveTextContent("身份证 110***********002X");
    expect(zhang).toHaveTextContent("手机号 138****8000");
    expect(screen.getByRole("group", { name: "John Smith" })).toHaveTextContent("护照 E1*****78");
    expect(screen.queryByRole("button", { name: "选择" })).toBeNull();
  });

  it("deletes a traveller after confirming", async () => {
    const fake = listApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyContactsPage />, "/MyContacts");
    const row = await screen.findByRole("group", { name: "John Smith" });
    await user.click(within(row).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("确定删除出行人“John Smith”吗？")).toBeInTheDocument();
    expect(fake.callsTo("/api/traveller/delete")).toHaveLength(0);
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByText("删除"));
    await waitFor(() => expect(screen.queryByRole("group", { name: "John Smith" })).toBeNull());
    expect(fake.callsTo("/api/traveller/delete")[0]?.fields.get("id")).toBe("2");
  });

  it("opens the form to edit or add, keeping where the visitor came from", async () => {
    listApi();
    const user = userEvent.setup();
    renderAt(<MyContactsPage />, "/MyContacts?from=TicketOrder");
    const row = await screen.findByRole("group", { name: "张三" });
    await user.click(within(row).getByRole("button", { name: "编辑" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/MyContactsHandle?id=1&from=TicketOrder");
  });

  it("from an order page, 选择 records the traveller and goes back", async () => {
    listApi();
    const user = userEvent.setup();
    renderAt(<MyContactsPage />, "/MyContacts?from=TicketOrder");
    const row = await screen.findByRole("group", { name: "John Smith" });
    await user.click(within(row).getByRole("button", { name: "选择" }));
    expect(window.sessionStorage.getItem(PICKED_TRAVELLER_KEY)).toBe("2");
    expect(screen.getByTestId("location")).toBeInTheDocument();
  });

  it("says what to do when there are no travellers", async () => {
    fakeApi({ "/api/traveller/list": ok({ list: [], total: 0, page: 1, page_size: 50 }) });
    renderAt(<MyContactsPage />, "/MyContacts");
    expect(await screen.findByText("添加出行人后，购票时可直接选择")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "新增出行人" })).toBeInTheDocument();
  });
});

describe("MyContactsCarePage (care layout)", () => {
  it("shows large one-column rows whose buttons open the care form", async () => {
    listApi();
    const user = userEvent.setup();
    renderAt(<MyContactsCarePage />, "/MyContactsCare");
    const row = await screen.findByRole("group", { name: "张三" });
    expect(row).toHaveClass("wl-contact-row--care");
    await user.click(within(row).getByRole("button", { name: "编辑" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/MyContactsHandleCare?id=1");
  });

  it("offers only 选择 per traveller while picking for an order", async () => {
    listApi();
    renderAt(<MyContactsCarePage />, "/MyContactsCare?from=TicketOrder");
    const row = await screen.findByRole("group", { name: "张三" });
    expect(within(row).getAllByRole("button").map((b) => b.textContent)).toEqual(["选择"]);
  });

  it("adds through /MyContactsHandleCare", async () => {
    listApi();
    const user = userEvent.setup();
    renderAt(<MyContactsCarePage />, "/MyContactsCare");
    await user.click(await screen.findByRole("button", { name: "新增出行人" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/MyContactsHandleCare$/);
  });
});
