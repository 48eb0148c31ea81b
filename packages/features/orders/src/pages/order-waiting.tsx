import { useAppDispatch, useSafeNavigate } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { DotLoading } from "antd-mobile";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ordersApi, usePayStatusQuery } from "../api";
import { MissingOrderNo } from "../components/missing-order-no";
import { useOrdersT } from "../i18n";
import "../components/orders.css";

/** How often `payStatus` is asked, ms. */
export const PAY_POLL_INTERVAL_MS = 1500;
/** How long to wait for the gateway's notify before showing "not completed", ms. */
export const PAY_WAIT_LIMIT_MS = 60_000;

/** Where the waiting page sends the visitor: /OrderPayResult with the outcome. */
export function payResultPath(orderNo: string, status: "success" | "fail"): string {
  return `/OrderPayResult?order_no=${encodeURIComponent(orderNo)}&status=${status}`;
}

/**
 * /OrderWaiting?order_no= (also /OrderWaitingszd): where the payment gateway returns the browser.
 * The notify may arrive a little after the browser, so this page polls `payStatus` every
 * 1.5 s for up to 60 s, then replaces itself with /OrderPayResult (success as soon as `paid`;
 * fail when the order closed, the visitor cancelled at the gateway (`pay_cancel=1`) and it is
 * still unpaid, or time ran out). Paid orders refresh the cached order list and detail.
 */
export function OrderWaitingPage() {
  const t = useOrdersT();
  const navigate = useSafeNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const orderNo = params.get("order_no")?.trim() ?? "";
  const cancelled = params.get("pay_cancel") === "1";
  const [timedOut, setTimedOut] = useState(false);
  const { data } = usePayStatusQuery(orderNo, {
    skip: !orderNo,
    pollingInterval: PAY_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (!orderNo) return;
    const timer = setTimeout(() => setTimedOut(true), PAY_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [orderNo]);

  useEffect(() => {
    if (!orderNo) return;
    let outcome: "success" | "fail" | null = null;
    if (data?.paid) outcome = "success";
    else if (data && (data.status === "CLOSED" || cancelled)) outcome = "fail";
    else if (timedOut) outcome = "fail";
    if (!outcome) return;
    if (outcome === "success") {
      dispatch(ordersApi.util.invalidateTags([{ type: "Order", id: orderNo }, { type: "Order", id: "LIST" }]));
    }
    navigate(payResultPath(orderNo, outcome), { replace: true });
  }, [data, cancelled, timedOut, orderNo, navigate, dispatch]);

  return (
    <main className="wl-orders-page">
      <PageHeader title={t("title.orderWaiting")} showBack={false} />
      {orderNo ? (
        <section className="wl-orders-card wl-orders-amount" role="status" aria-live="polite">
          <DotLoading color="primary" />
          <p>{t("waiting.checking")}</p>
          <p className="wl-orders-hint">{t("waiting.hint")}</p>
        </section>
      ) : (
        <MissingOrderNo />
      )}
    </main>
  );
}
