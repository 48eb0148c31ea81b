import { useSafeNavigate } from "@wenlv/app-kit";
import { detectHost, type WxEnvironment } from "@wenlv/host";
import { DetailSkeleton, ErrorState, PageHeader, Price } from "@wenlv/ui";
import { Button, Radio } from "antd-mobile";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { useCreatePayMutation, useOrderDetailQuery } from "../api";
import { MissingOrderNo } from "../components/missing-order-no";
import { formatMmSs, formatVisit } from "../format-time";
import { useOrdersT, useProductNames } from "../i18n";
import { openGateway } from "../open-gateway";
import { payMethodFor } from "../pay-method";
import { useRemaining } from "../use-remaining";
import "../components/orders.css";

/**
 * /OrderPay?order_no=: the cashier. Shows what is being paid for, the amount (fen -> yuan), a
 * countdown to `expires_at` ("订单将在 mm:ss 后关闭"; UNPAID orders close themselves, issue 2) and
 * the payment method for this host. 立即支付 posts `payCreate` and opens the gateway's
 * `pay_url` with a full navigation; the gateway returns to /OrderWaiting?order_no=.
 */
export function OrderPayPage() {
  const t = useOrdersT();
  const productNames = useProductNames();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get("order_no")?.trim() ?? "";
  const { data: order, isLoading, isError, refetch } = useOrderDetailQuery(orderNo, { skip: !orderNo, refetchOnMountOrArgChange: true });
  const [createPay, { isLoading: creating, isSuccess: redirecting }] = useCreatePayMutation();
  const remaining = useRemaining(order?.status === "UNPAID" ? order.expires_at : null);
  const method = useMemo(() => payMethodFor(detectHost(navigator.userAgent, sessionStorage, window as WxEnvironment).kind), []);

  const header = <PageHeader title={t("title.orderPay")} />;
  if (!orderNo) return <main className="wl-orders-page">{header}<MissingOrderNo /></main>;
  if (isLoading) return <main className="wl-orders-page">{header}<DetailSkeleton /></main>;
  if (isError || !order) return <main className="wl-orders-page">{header}<ErrorState onRetry={() => void refetch()} /></main>;

  const expired = remaining === 0;
  const payable = order.can_pay && !expired;
  const pay = async () => {
    const result = await createPay(orderNo);
    if (result.data) openGateway(result.data.pay_url);
  };

  return (
    <main className="wl-orders-page">
      {header}
      <section className="wl-orders-card wl-orders-amount" aria-label={t("pay.amountDue")}>
        <span>{t("pay.amountDue")}</span>
        <Price fen={order.amount_fen} size="lg" />
        {order.status !== "UNPAID" ? (
          <p className="wl-orders-hint">{t("pay.notPayable")}</p>
        ) : expired ? (
          <p className="wl-orders-expired" role="alert">
            {t("pay.expired")}
          </p>
        ) : remaining !== null ? (
          <p className="wl-orders-countdown" role="timer">
            {t("pay.expiresIn", { time: formatMmSs(remaining) })}
          </p>
        ) : null}
      </section>
      <section className="wl-orders-card">
        <h2>{productNames(order).title}</h2>
        <dl>
          <div className="wl-orders-row">
            <dt>{productNames(order).skuName}</dt>
            <dd>{t("common.quantity", { count: order.quantity })}</dd>
          </div>
          {order.day || order.slot ? (
            <div className="wl-orders-row">
              <dt>{t("common.visit")}</dt>
              <dd>{formatVisit(order.day, order.slot)}</dd>
            </div>
          ) : null}
          <div className="wl-orders-row">
            <dt>{t("common.orderNo")}</dt>
            <dd>{order.order_no}</dd>
          </div>
        </dl>
      </section>
      <section className="wl-orders-card">
        <h2 id="wl-pay-method">{t("pay.method")}</h2>
        <div role="radiogroup" aria-labelledby="wl-pay-method">
          <Radio.Group value={method}>
            <Radio value={method}>{method === "wechat" ? t("pay.methodWechat") : t("pay.methodSandbox")}</Radio>
          </Radio.Group>
        </div>
        {method === "sandbox" ? <p className="wl-orders-note">{t("pay.sandboxNote")}</p> : null}
      </section>
      <div className="wl-orders-bar">
        {payable ? (
          <Button className="wl-button-primary" color="primary" size="large" block loading={creating || redirecting} loadingText={t("pay.redirecting")} onClick={() => void pay()}>
            {t("pay.payNow")}
          </Button>
        ) : (
          <Button className="wl-button-primary" color="primary" fill="outline" size="large" block onClick={() => navigate(`/TicketOrderDetail?order_no=${encodeURIComponent(orderNo)}`, { replace: true })}>
            {t("common.viewOrder")}
          </Button>
        )}
      </div>
    </main>
  );
}
