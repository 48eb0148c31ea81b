import { describe, expect, it, vi } from "vitest";
import { nextPageOf, pagedList, type InfiniteQueryLike } from "./paged-list";

function query(over: Partial<InfiniteQueryLike<{ id: number }>> = {}): InfiniteQueryLike<{ id: number }> {
  return {
    data: { pages: [{ list: [{ id: 1 }, { id: 2 }] }, { list: [{ id: 3 }] }] },
    isLoading: false,
    isError: false,
    hasNextPage: true,
    fetchNextPage: vi.fn(() => ({ unwrap: () => Promise.resolve() })),
    refetch: vi.fn(() => Promise.resolve()),
    ...over,
  };
}

describe("pagedList", () => {
  it("joins every page's items in order and loads more or refreshes through the query", async () => {
    const q = query();
    const props = pagedList(q);
    expect(props.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(props.hasMore).toBe(true);
    await props.loadMore();
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    await props.onRefresh();
    props.onRetry();
    expect(q.refetch).toHaveBeenCalledTimes(2);
  });

  it("passes a failed next page on to the list (it shows its retry footer)", async () => {
    const props = pagedList(query({ fetchNextPage: () => ({ unwrap: () => Promise.reject(new Error("busy")) }) }));
    await expect(props.loadMore()).rejects.toThrow("busy");
  });

  it("answers no items before the first page and the error as the default text or the API's message", () => {
    const failed = query({ data: undefined, isError: true, hasNextPage: false, error: { status: 200, code: 0, msg: "景区已下架" } });
    expect(pagedList(failed)).toMatchObject({ items: [], hasMore: false, error: true });
    expect(pagedList(failed, { showMessage: true }).error).toBe("景区已下架");
    expect(pagedList(query()).error).toBeUndefined();
  });
});

describe("nextPageOf", () => {
  it("goes on while page * page_size < total", () => {
    expect(nextPageOf({ list: [1], total: 25, page: 1, page_size: 10 })).toBe(2);
    expect(nextPageOf({ list: [1], total: 25, page: 2, page_size: 10 })).toBe(3);
    expect(nextPageOf({ list: [1], total: 25, page: 3, page_size: 10 })).toBeUndefined();
    expect(nextPageOf({ list: [1], total: 20, page: 2, page_size: 10 })).toBeUndefined();
  });

  it("stops on an empty page even if total says more", () => {
    expect(nextPageOf({ list: [], total: 25, page: 2, page_size: 10 })).toBeUndefined();
  });
});
