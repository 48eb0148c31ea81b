import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HotWords, SuggestResult } from "@wenlv/contract/search";
import { fakeApi, ok, renderAt, type SeenCall } from "@wenlv/app-kit/testing";
import { afterEach, describe, expect, it } from "vitest";
import { HISTORY_KEY } from "../history";
import { SearchPage } from "./search";

afterEach(() => window.localStorage.clear());

const hot: HotWords = { list: [{ word: "狮子林", kind: "searched" }, { word: "园林", kind: "tag", key: "garden", word_en: "Classical garden" }, { word: "拙政园", kind: "spot" }] };

/** Suggestions as the API gives them: zzy, zhuozheng and 拙政 offer 拙政园; 园 offers the tag 园林. */
function suggestHandler({ fields }: SeenCall) {
  const q = fields.get("q") ?? "";
  const list: SuggestResult["list"] = [];
  if (["zzy", "zhuozheng", "拙政"].includes(q)) list.push({ kind: "spot", id: 7, name: "拙政园", name_en: "Humble Administrator's Garden" });
  if (q === "园") list.push({ kind: "tag", key: "garden", name: "园林", name_en: "Classical garden" });
  return ok({ list });
}

const handlers = { "/api/search/suggest": suggestHandler, "/api/search/hot": () => ok(hot) };
const renderSearch = () => renderAt(<SearchPage />, "/Search");
const searchBox = () => within(screen.getByRole("search", { name: "搜索" })).getByRole("searchbox");

describe("/Search", () => {
  it("focuses the bar and shows the hot words, without history at first", async () => {
    fakeApi(handlers);
    renderSearch();
    await waitFor(() => expect(searchBox()).toHaveFocus());
    const hotList = await screen.findByRole("list", { name: "热门搜索" });
    expect(within(hotList).getAllByRole("button").map((b) => b.textContent)).toEqual(["狮子林", "园林", "拙政园"]);
    expect(screen.queryByRole("heading", { name: "搜索历史" })).toBeNull();
  });

  it("suggests 拙政园 for zzy once typing pauses, and opens its detail", async () => {
    const fake = fakeApi(handlers);
    const user = userEvent.setup();
    renderSearch();
    await user.type(searchBox(), "zzy");
    await user.click(await screen.findByRole("button", { name: /拙政园/ }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/ScenicDetail?id=7");
    // Debounced: one call for the whole word, not one per letter; a cacheable GET.
    const calls = fake.callsTo("/api/search/suggest");
    expect(calls.map((c) => c.fields.get("q"))).toEqual(["zzy"]);
    expect(calls[0]?.method).toBe("GET");
    expect(JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? "[]")).toEqual(["拙政园"]);
  });

  it("opens the tag's results from a category suggestion", async () => {
    fakeApi(handlers);
    const user = userEvent.setup();
    renderSearch();
    await user.type(searchBox(), "园");
    await user.click(await screen.findByRole("button", { name: /园林/ }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/SearchResult?tag=garden");
  });

  it("submitting opens the results of the keyword and remembers it", async () => {
    fakeApi(handlers);
    const user = userEvent.setup();
    renderSearch();
    await user.type(searchBox(), " 拙政 {Enter}");
    expect(await screen.findByTestId("location")).toHaveTextContent(`/SearchResult?keyword=${encodeURIComponent("拙政")}`);
    expect(JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? "[]")).toEqual(["拙政"]);
  });

  it("shows the history as chips that search again, and clears it", async () => {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(["留园", "zzy"]));
    fakeApi(handlers);
    const user = userEvent.setup();
    renderSearch();
    const historyList = screen.getByRole("list", { name: "搜索历史" });
    expect(within(historyList).getAllByRole("button").map((b) => b.textContent)).toEqual(["留园", "zzy"]);
    await user.click(screen.getByRole("button", { name: "清空搜索历史" }));
    expect(screen.queryByRole("list", { name: "搜索历史" })).toBeNull();
    expect(window.localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it("a history chip opens its results", async () => {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(["留园"]));
    fakeApi(handlers);
    const user = userEvent.setup();
    renderSearch();
    await user.click(within(screen.getByRole("list", { name: "搜索历史" })).getByRole("button", { name: "留园" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/SearchResult?keyword=${encodeURIComponent("留园")}`);
  });
});
