import { apiErrorMessage } from "./request";

/**
 * The page after `last` of a `{list,total,page,page_size}` answer (spec section 8 paging), or
 * undefined after the last one, also when a page came back empty (so a shrinking list cannot
 * loop). For `infiniteQueryOptions.getNextPageParam` of every paged list.
 */
export function nextPageOf(last: { list: readonly unknown[]; total: number; page: number; page_size: number }): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

/** A page of a `{list,total,page,page_size}` answer, as far as a paged list needs it. */
type Page<Item> = { list: readonly Item[] };

/** What an RTK Query infinite query hook (`useXxxInfiniteQuery`) answers, as far as a paged list needs it. */
export type InfiniteQueryLike<Item> = {
  data?: { pages: readonly Page<Item>[] };
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => { unwrap: () => Promise<unknown> };
  refetch: () => PromiseLike<unknown>;
};

/** The props of `@wenlv/ui` InfiniteList that come from the query (the page adds renderItem, getKey, empty). */
export type PagedListProps<Item> = {
  items: Item[];
  hasMore: boolean;
  loadMore: () => Promise<void>;
  onRefresh: () => Promise<void>;
  loading: boolean;
  error: string | true | undefined;
  onRetry: () => void;
};

/**
 * Wires an infinite query to a paged list: every page's items in order, more while the API says
 * so, load-more and pull-to-refresh, the first load's skeleton and its error with retry. With
 * `showMessage` a failed first page shows the API's `msg` (already toasted per spec section 8)
 * instead of the list's default text.
 * @example <InfiniteList {...pagedList(useTicketScenicListInfiniteQuery(filter))} renderItem={...} getKey={...} empty={...} />
 */
export function pagedList<Item>(query: InfiniteQueryLike<Item>, options: { showMessage?: boolean } = {}): PagedListProps<Item> {
  const { data, error, isLoading, isError, hasNextPage, fetchNextPage, refetch } = query;
  const message = options.showMessage ? apiErrorMessage(error) : "";
  return {
    items: data?.pages.flatMap((page) => page.list) ?? [],
    hasMore: Boolean(hasNextPage),
    loadMore: async () => {
      await fetchNextPage().unwrap();
    },
    onRefresh: async () => {
      await refetch();
    },
    loading: isLoading,
    error: isError ? message || true : undefined,
    onRetry: () => void refetch(),
  };
}
