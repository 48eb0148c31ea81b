import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { CollectionItem } from "@wenlv/contract/collection";
import { describe, expect, it } from "vitest";
import { isInAppLink, MyCollectionPage } from "./my-collection";

function item(id: number, title: string, type: CollectionItem["target_type"] = "scenic"): CollectionItem {
  return {
    id,
    target_type: type,
    target_id: id * 10,
    title,
    title_en: "",
    cover: `https://img.test/${id}.jpg`,
    subtitle: "姑苏区",
    link: `/ScenicDetail?id=${id * 10}`,
    created_at: "2026-11-20T02:00:00.000Z",
  };
}

function collectionApi(initial = [item(1, "拙政园"), item(2, "虎丘"), item(3, "留园")]) {
  let list = [...initial];
  return fakeApi({
    "/api/collection/list": ({ fields }) => {
      const page = Number(fields.get("page"));
      const size = Number(fields.get("page_size"));
      return ok({ list: list.slice((page - 1) * size, page * size), total: list.length, page, page_size: size });
    },
    "/api/collection/delete": ({ fields }) => {
      const ids = (fields.get("ids") ?? "").split(",").map(Number);
      list = list.filter((i) => !ids.includes(i.id));
      return ok({ removed: ids.length });
    },
  });
}

describe("MyCollectionPage", () => {
  it("lists collected items with cover, title and subtitle, and opens one on tap", async () => {
    collectionApi();
    const user = userEvent.setup();
    renderAt(<MyCollectionPage />, "/MyCollection");
    const open = await screen.findByRole("button", { name: /拙政园/ });
    expect(open).toHaveTextContent("景区 · 姑苏区");
    expect(open.querySelector("img")).toHaveAttribute("src", "https://img.test/1.jpg");
    await user.click(open);
    expect(screen.getByTestId("location")).toHaveTextContent("/ScenicDetail?id=10");
  });

  it("deletes the selected items in edit mode after confirming", async () => {
    const fake = collectionApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MyCollectionPage />, "/MyCollection");
    await screen.findByRole("button", { name: /拙政园/ });
    await user.click(screen.getByRole("button", { name: "管理" }));
    await user.click(screen.getByRole("checkbox", { name: "选择拙政园" }));
    await user.click(screen.getByRole("checkbox", { name: "选择留园" }));
    await user.click(screen.getByRole("button", { name: "删除（2）" }));
    expect(await screen.findByText("确定删除选中的2个收藏吗？")).toBeInTheDocument();
    expect(fake.callsTo("/api/collection/delete")).toHaveLength(0);
    await user.click(within(screen.getByRole("dialog")).getByText("删除"));
    await waitFor(() => expect(fake.callsTo("/api/collection/delete")).toHaveLength(1));
    expect(fake.callsTo("/api/collection/delete")[0]?.fields.get("ids")).toBe("1,3");
    expect(await screen.findByRole("button", { name: /虎丘/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("拙政园")).toBeNull());
    expect(screen.getByRole("button", { name: "管理" })).toBeInTheDocument();
  });

  it("selects everything with 全选", async () => {
    collectionApi();
    const user = userEvent.setup();
    renderAt(<MyCollectionPage />, "/MyCollection");
    await screen.findByRole("button", { name: /拙政园/ });
    await user.click(screen.getByRole("button", { name: "管理" }));
    expect(screen.getByRole("button", { name: "删除（0）" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "全选" }));
    expect(screen.getByRole("button", { name: "删除（3）" })).toBeEnabled();
  });

  it("points an empty collection to the scenic tickets", async () => {
    collectionApi([]);
    const user = userEvent.setup();
    renderAt(<MyCollectionPage />, "/MyCollection");
    expect(await screen.findByText("还没有收藏")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "管理" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "去看看景区门票" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/AttractionsTickets");
  });

  it("follows only in-app links", () => {
    expect(isInAppLink("/ScenicDetail?id=1")).toBe(true);
    expect(isInAppLink("//evil.example/x")).toBe(false);
    expect(isInAppLink("https://evil.example/")).toBe(false);
  });
});
