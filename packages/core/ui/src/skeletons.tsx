import { Skeleton } from "antd-mobile";
import { useUiT } from "./i18n";
import "./tokens.css";
import "./skeletons.css";

export type ListSkeletonProps = {
  /** Number of placeholder rows. Default 5. */
  rows?: number;
};

/**
 * Placeholder for a list while its first page loads (antd-mobile Skeleton): rows shaped like
 * `ProductCard`. A `role="status"` region with hidden "加载中" text tells screen readers.
 */
export function ListSkeleton({ rows = 5 }: ListSkeletonProps) {
  const t = useUiT();
  return (
    <div className="wl-list-skeleton" role="status" aria-busy="true">
      <span className="wl-visually-hidden">{t("loading")}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="wl-list-skeleton__row" aria-hidden="true">
          <Skeleton className="wl-list-skeleton__cover" animated />
          <div className="wl-list-skeleton__body">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        </div>
      ))}
    </div>
  );
}

export type DetailSkeletonProps = {
  /** Number of paragraph lines under the title. Default 6. */
  lines?: number;
};

/** Placeholder for a detail page: a cover band, a title and paragraphs. `role="status"` like ListSkeleton. */
export function DetailSkeleton({ lines = 6 }: DetailSkeletonProps) {
  const t = useUiT();
  return (
    <div className="wl-detail-skeleton" role="status" aria-busy="true">
      <span className="wl-visually-hidden">{t("loading")}</span>
      <div aria-hidden="true">
        <Skeleton className="wl-detail-skeleton__cover" animated />
        <div className="wl-detail-skeleton__body">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={lines} animated />
        </div>
      </div>
    </div>
  );
}
