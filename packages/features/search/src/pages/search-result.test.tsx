import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { fail, fakeApi, ok, renderAt, type SeenCall } from "@wenlv/app-kit/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scenicItem } from "../test-fixtures";
import { filterFrom, SearchResultPage } from "./search-result";

// antd-mobile's InfiniteScroll only loads when its footer is laid out (see the tickets list test).
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetParent");
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, "offsetParent", { configurable: true, get: () => document.body });
});
afterEach(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, "offsetParent", offsetParent);
  window.localStorage.clear();
});

/** 12 gardens named 园林景点N plus 拙政园 (id 7), found by "zzy" or the tag 园林; paged like the API. */
function listHandler({ fields }: SeenCall) {
  const all = [scenicItem(7, "拙政园"), ...Array.from({ length: 12 }, (_, i) => scenicItem(100 + i, `园林景点${i + 1}`))];
  const keyword = fields.get("keyword");
  const tag = fields.get("tag");
  const matching = keyword === "zzy" ? all.slice(0, 1) : tag === "garden" ? all : [];
  const page = Number(fields.get("page"));
  const size = Number(fields.get("page_size"));
  return ok({ list: matching.slice((page - 1) * size, page * size), total: matching.length, page, page_size: size } satisfies Page<ScenicListItem>);
}

const record = () => ok(null);

describe("/SearchResult", () => {
  it("lists the spots of the keyword as cards and records the search", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler, "/api/search/record": record });
    renderAt(<SearchResultPage />, "/SearchResult?keyword=zzy");
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(within(screen.getByRole("search", { name: "搜索" })).getByRole("searchbox")).toHaveValue("zzy");
    expect(screen.getByRole("link", { name: /拙政园/ })).toHaveAttribute("href", "/ScenicDetail?id=7");
    expect(fake.callsTo("/api/scenic/list")[0]?.fields.get("keyword")).toBe("zzy");
    expect(fake.callsTo("/api/search/record").map((c) => c.fields.get("keyword"))).toEqual(["zzy"]);
  });

  it("lists a tag's spots page by page (infinite scroll)", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler, "/api/search/record": record });
    renderAt(<SearchResultPage />, "/SearchResult?tag=garden");
    expect(await screen.findByText("园林景点12")).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list").map((c) => [c.fields.get("tag"), c.fields.get("page")])).toEqual([
      ["garden", "1"],
      ["garden", "2"],
    ]);
    expect(screen.getByText("没有更多了")).toBeInTheDocument();
    // The bar shows the tag's label from the data, and a category is no typed hot word.
    expect(within(screen.getByRole("search", { name: "搜索" })).getByRole("searchbox")).toHaveValue("园林");
    expect(fake.callsTo("/api/search/record")).toEqual([]);
  });

  it("says what to try when nothing matches, and searches again from the bar", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler, "/api/search/record": record });
    const user = userEvent.setup();
    renderAt(<SearchResultPage />, "/SearchResult?keyword=qwxz");
    expect(await screen.findByText("没有找到相关景点")).toBeInTheDocument();
    expect(screen.getByText(/换个词试试/)).toHaveTextContent("zzy");
    const box = within(screen.getByRole("search", { name: "搜索" })).getByRole("searchbox");
    await user.clear(box);
    await user.type(box, "zzy{Enter}");
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(fake.callsTo("/api/search/record").map((c) => c.fields.get("keyword"))).toEqual(["qwxz", "zzy"]);
  });

  it("shows a failed load with a retry that loads again", async () => {
    let failing = true;
    const fake = fakeApi({ "/api/scenic/list": (call) => (failing ? fail("服务繁忙，请稍后再试") : listHandler(call)), "/api/search/record": record });
    const user = userEvent.setup();
    renderAt(<SearchResultPage />, "/SearchResult?keyword=zzy");
    const retry = await screen.findByRole("button", { name: /重试|重新加载/ });
    failing = false;
    await user.click(retry);
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list").length).toBeGreaterThan(1);
  });

  it("asks for a keyword when the link has none", () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    renderAt(<SearchResultPage />, "/SearchResult");
    expect(screen.getByText(/开始搜索/)).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list")).toHaveLength(0);
  });
});

describe("filterFrom", () => {
  it("takes the keyword over the tag, trimmed", () => {
    expect(filterFrom(new URLSearchParams("keyword=%20zzy%20&tag=x"))).toEqual({ keyword: "zzy" });
    expect(filterFrom(new URLSearchParams("tag=园林"))).toEqual({ tag: "园林" });
    expect(filterFrom(new URLSearchParams("keyword=%20"))).toBeNull();
  });
});
