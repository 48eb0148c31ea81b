import { useSafeNavigate } from "@wenlv/app-kit";
import { REFUND_STATUS_LABELS } from "@wenlv/contract/orders";
import { DetailSkeleton, ErrorState, PageHeader, Price } from "@wenlv/ui";
import { Button, Steps } from "antd-mobile";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useRefundDetailQuery } from "../api";
import { MissingOrderNo } from "../components/missing-order-no";
import { formatShanghaiTime } from "../format-time";
import { useOrdersT, useStatusText } from "../i18n";
import "../components/orders.css";

/**
 * /RefundOrderDetail?order_no= (login-required): the refund's progress as a timeline, 提交申请 ->
 * 退款中 -> 已退款 (contract refund status PENDING / DONE), with the amount (fen -> yuan), reason,
 * refund number, times (Asia/Shanghai) and the order's status label. While the refund is pending
 * the page asks again every {@link REFUND_POLL_MS} ms (not while the tab is hidden), so it reaches
 * 退款成功 without a reload (issue 9); the status heading is a polite live region.
 */
/** How often a pending refund is asked for again, ms. */
export const REFUND_POLL_MS = 3_000;

export function RefundOrderDetailPage() {
  const t = useOrdersT();
  const statusText = useStatusText();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get("order_no")?.trim() ?? "";
  const [finished, setFinished] = useState(false);
  const refundNo = params.get("refund_no")?.trim() || undefined;
  const { data: refund, isLoading, isError, refetch } = useRefundDetailQuery({ orderNo, refundNo }, {
    skip: !orderNo,
    refetchOnMountOrArgChange: true,
    pollingInterval: finished ? 0 : REFUND_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  useEffect(() => {
    if (refund?.status === "DONE") setFinished(true);
  }, [refund?.status]);

  const header = <PageHeader title={t("title.refundOrderDetail")} />;
  if (!orderNo) return <main className="wl-orders-page">{header}<MissingOrderNo /></main>;
  if (isLoading) return <main className="wl-orders-page">{header}<DetailSkeleton /></main>;
  if (isError || !refund) return <main className="wl-orders-page">{header}<ErrorState onRetry={() => void refetch()} /></main>;

  const done = refund.status === "DONE";
  const rows: [string, string][] = [
    [t("refundDetail.refundNo"), refund.refund_no],
    [t("refundDetail.reason"), refund.reason],
    ...(refund.travellers.some(Boolean) ? [[t("refundDetail.travellers"), refund.travellers.join("、")] as [string, string]] : []),
    [t("refundDetail.appliedAt"), formatShanghaiTime(refund.created_at)],
    [t("refundDetail.orderStatus"), statusText(refund.order_status_label)],
  ];
  if (refund.done_at) rows.push([t("refundDetail.doneAt"), formatShanghaiTime(refund.done_at)]);

  return (
    <main className="wl-orders-page">
      {header}
      <section className="wl-orders-card wl-orders-amount">
        <h2 aria-live="polite">{statusText(REFUND_STATUS_LABELS[refund.status])}</h2>
        <span>{t("refundDetail.amount")}</span>
        <Price fen={refund.amount_fen} size="lg" />
        <p className="wl-orders-hint">{done ? t("refundDetail.doneText") : t("refundDetail.processingText")}</p>
      </section>
      <section className="wl-orders-card">
        <Steps direction="vertical" current={done ? 2 : 1}>
          <Steps.Step title={t("refundDetail.stepApplied")} description={formatShanghaiTime(refund.created_at)} status="finish" />
          <Steps.Step title={t("refundDetail.stepProcessing")} status={done ? "finish" : "process"} />
          <Steps.Step title={t("refundDetail.stepDone")} description={formatShanghaiTime(refund.done_at)} status={done ? "finish" : "wait"} />
        </Steps>
      </section>
      <section className="wl-orders-card">
        <dl>
          {rows.map(([label, value]) => (
            <div className="wl-orders-row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="wl-orders-actions">
        <Button block size="large" onClick={() => navigate(`/TicketOrderDetail?order_no=${encodeURIComponent(orderNo)}`)}>
          {t("common.viewOrder")}
        </Button>
      </div>
    </main>
  );
}
