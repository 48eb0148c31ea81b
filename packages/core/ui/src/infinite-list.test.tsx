import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EmptyState } from "./empty-state";
import { InfiniteList } from "./infinite-list";

type Spot = { id: number; name: string };
const spots: Spot[] = [
  { id: 1, name: "拙政园" },
  { id: 2, name: "虎丘" },
];

const common = {
  renderItem: (s: Spot) => <span>{s.name}</span>,
  getKey: (s: Spot) => s.id,
  empty: <EmptyState description="该区域暂无景区，换个区域看看" />,
  onRefresh: () => Promise.resolve(),
};

// InfiniteScroll only loads when its footer is laid out (offsetParent set); jsdom lays out nothing.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetParent");
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, "offsetParent", { configurable: true, get: () => document.body });
});
afterEach(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, "offsetParent", offsetParent);
});

describe("InfiniteList", () => {
  it("shows a skeleton while the first page loads", () => {
    render(<InfiniteList<Spot> {...common} items={[]} hasMore loading loadMore={() => Promise.resolve()} />);
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("加载中")).toBeInTheDocument();
  });

  it("shows ErrorState when the first page failed, and retries", async () => {
    const onRetry = vi.fn();
    render(<InfiniteList<Spot> {...common} items={[]} hasMore error="网络繁忙，请刷新重试" onRetry={onRetry} loadMore={() => Promise.resolve()} />);
    expect(screen.getByRole("alert")).toHaveTextContent("网络繁忙，请刷新重试");
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the empty node when there is nothing at all", () => {
    render(<InfiniteList<Spot> {...common} items={[]} hasMore={false} loadMore={() => Promise.resolve()} />);
    expect(screen.getByText("该区域暂无景区，换个区域看看")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("renders with pull to refresh without measuring a test element (no forced layout while hydrating; issue 8)", () => {
    render(<InfiniteList<Spot> {...common} items={[{ id: 1, name: "拙政园" }]} hasMore={false} loadMore={() => Promise.resolve()} />);
    expect(screen.getByRole("list")).toBeInTheDocument();
    expect(document.querySelector(".adm-px-tester")).toBeNull();
  });

  it("renders items as a list and says when there is no more", () => {
    const loadMore = vi.fn(() => Promise.resolve());
    render(<InfiniteList<Spot> {...common} items={spots} hasMore={false} loadMore={loadMore} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["拙政园", "虎丘"]);
    expect(screen.getByText("没有更多了")).toBeInTheDocument();
    expect(loadMore).not.toHaveBeenCalled();
  });

  it("loads the next page near the bottom", async () => {
    const loadMore = vi.fn(() => Promise.resolve());
    render(<InfiniteList<Spot> {...common} items={spots} hasMore loadMore={loadMore} />);
    await waitFor(() => expect(loadMore).toHaveBeenCalled());
    expect(screen.getByText("加载中…")).toBeInTheDocument();
  });

  it("offers a named retry button when a page fails, which loads again", async () => {
    const loadMore = vi.fn().mockRejectedValueOnce(new Error("busy")).mockResolvedValue(undefined);
    render(<InfiniteList<Spot> {...common} items={spots} hasMore loadMore={loadMore} />);
    const retry = await screen.findByRole("button", { name: "重试" });
    expect(screen.getByText("加载失败")).toBeInTheDocument();
    const before = loadMore.mock.calls.length;
    await userEvent.click(retry);
    // The retry loads again (and, with hasMore still true and the end in view, the list may go on
    // asking: the count is at least one more, not exactly two, so a slow machine cannot fail it).
    await waitFor(() => expect(loadMore.mock.calls.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText("加载失败")).toBeNull());
  });
});
