import { Button, DotLoading, InfiniteScroll, PullToRefresh } from "antd-mobile";
import type { Key, ReactNode } from "react";
import { ErrorState } from "./error-state";
import { useUiT } from "./i18n";
import { PULL_TO_REFRESH_SIZES } from "./pull-to-refresh";
import { ListSkeleton } from "./skeletons";
import "./tokens.css";
import "./infinite-list.css";

export type InfiniteListProps<T> = {
  /** Items of every page loaded so far, in order. */
  items: readonly T[];
  /** True while the API says more pages exist (`page * page_size < total` of a `{list,total,page,page_size}` answer). */
  hasMore: boolean;
  /** Loads the next page; reject to show the inline "load failed, 重试" footer. */
  loadMore: () => Promise<void>;
  /** Reloads from page 1 on pull-down; the spinner stays until it settles. */
  onRefresh: () => Promise<void>;
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key of an item (its id). */
  getKey: (item: T, index: number) => Key;
  /** Shown when the first page is empty and there is nothing more, e.g. an `EmptyState`. */
  empty: ReactNode;
  /** True while the first page loads: shows `ListSkeleton` when there are no items yet. */
  loading?: boolean;
  /** The first page failed: a message (or true for the default text) shows `ErrorState` when there are no items. */
  error?: ReactNode;
  /** Called by ErrorState's 重试 button; required for the error view. */
  onRetry?: () => void;
  className?: string;
};

/**
 * A paged list for `{list,total,page,page_size}` endpoints (ARCHITECTURE.md wire conventions) on
 * antd-mobile's PullToRefresh + InfiniteScroll. States, in order: first page loading -> skeleton;
 * first page failed -> ErrorState with retry; nothing at all -> `empty`; otherwise the items, with a
 * footer that loads the next page near the bottom, says "no more" at the end, and offers a real
 * 重试 button (44 px) when a page fails.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { items, hasMore, loadMore, onRefresh, renderItem, getKey, empty, loading = false, error, onRetry, className } = props;
  const t = useUiT();
  const classes = ["wl-infinite-list", className].filter(Boolean).join(" ");

  if (items.length === 0) {
    if (loading) return <ListSkeleton />;
    if (error && onRetry) return <ErrorState message={error === true ? undefined : error} onRetry={onRetry} />;
    if (!hasMore) {
      return (
        <div className={classes}>
          <PullToRefresh {...refreshTexts(t)} onRefresh={onRefresh}>
            {empty}
          </PullToRefresh>
        </div>
      );
    }
  }

  return (
    <div className={classes}>
      <PullToRefresh {...refreshTexts(t)} onRefresh={onRefresh}>
        <ul className="wl-infinite-list__items">
          {items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </ul>
        <InfiniteScroll hasMore={hasMore} loadMore={loadMore}>
          {(more, failed, retry) => (
            <span className="wl-infinite-list__footer" role="status">
              {failed ? (
                <>
                  <span>{t("list.failed")}</span>
                  <Button className="wl-infinite-list__retry" fill="none" onClick={retry}>
                    {t("list.retry")}
                  </Button>
                </>
              ) : more ? (
                <>
                  <span>{t("list.loading")}</span>
                  <DotLoading color="currentColor" />
                </>
              ) : (
                <span>{t("list.noMore")}</span>
              )}
            </span>
          )}
        </InfiniteScroll>
      </PullToRefresh>
    </div>
  );
}

function refreshTexts(t: (key: string) => string) {
  return {
    ...PULL_TO_REFRESH_SIZES,
    pullingText: t("refresh.pulling"),
    canReleaseText: t("refresh.canRelease"),
    refreshingText: t("refresh.refreshing"),
    completeText: t("refresh.complete"),
  };
}
