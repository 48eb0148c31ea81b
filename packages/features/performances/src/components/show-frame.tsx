import { apiErrorMessage } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import type { PerformDetail } from "@wenlv/contract/performances";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import type { ReactNode } from "react";
import { usePerformDetailQuery } from "../api";
import { usePerformancesT } from "../i18n";
import "@wenlv/ui/detail-layout.css";
import "./performances.css";

export type ShowFrameProps = {
  /** The page's header title. */
  title: string;
  /** The show's id from the query string (null when missing or malformed). */
  showId: number | null;
  /** The page's body once the show (/api/perform/detail) is loaded. */
  children: (show: PerformDetail) => ReactNode;
};

/**
 * The frame of every show page: the header, then 没有找到这场演出 (with a way to the list) for a
 * missing id, a skeleton while the show loads, the API's message with retry when it fails (an
 * unknown id answers code 0 演出不存在), and the page's body for the loaded show.
 */
export function ShowFrame({ title, showId, children }: ShowFrameProps) {
  const { t } = usePerformancesT();
  const navigate = useSafeNavigate();
  const { data: show, error, isLoading, isError, refetch } = usePerformDetailQuery(showId ?? 0, { skip: showId === null });
  let body: ReactNode;
  if (showId === null) body = <EmptyState description={t("detail.missingId")} actionText={t("detail.backList")} onAction={() => navigate("/Performs")} />;
  else if (isLoading) body = <DetailSkeleton />;
  else if (isError || !show) body = <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />;
  else body = children(show);
  return (
    <div className="wl-detail-page">
      <PageHeader title={title} />
      {body}
    </div>
  );
}
