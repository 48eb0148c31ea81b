import { useSafeNavigate } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Button, Result } from "antd-mobile";
import { useSearchParams } from "react-router-dom";
import { useOrderDetailQuery } from "../api";
import { MissingOrderNo } from "../components/missing-order-no";
import { orderDetailHref } from "../detail-path";
import { OrderItemsSection } from "../components/order-sections";
import { useOrdersT } from "../i18n";
import "../components/orders.css";

/**
 * /OrderPayResult?order_no=&status=success|fail: the outcome /OrderWaiting decided. Success shows
 * what was bought (the order's items: spot, ticket, visit day and slot, quantity, amount; issue 9)
 * and offers the order's codes on its kind's detail page (`orderDetailHref`: 查看入园二维码 on
 * /TicketOrderDetail, 查看入住凭证 on /HotelOrderDetail, ...) and 返回首页; anything else is shown as
 * "not completed" with 重新支付 (/OrderPay) and 查看订单.
 */
export function OrderPayResultPage() {
  const t = useOrdersT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get("order_no")?.trim() ?? "";
  const success = params.get("status") === "success";
  const encoded = encodeURIComponent(orderNo);
  const order = useOrderDetailQuery(orderNo, { skip: !orderNo || !success });
  const kind = order.data?.type ?? "ticket";
  const detailHref = order.data ? orderDetailHref(order.data) : `/TicketOrderDetail?order_no=${encoded}`;

  return (
    <main className="wl-orders-page">
      <PageHeader title={t("title.orderPayResult")} onBack={() => navigate("/", { replace: true })} />
      {!orderNo ? (
        <MissingOrderNo />
      ) : (
        <>
          <Result
            status={success ? "success" : "warning"}
            title={success ? t("result.success") : t("result.fail")}
            description={success ? t(`result.successText.${kind}`, { defaultValue: t("result.successText.other") }) : t("result.failText")}
          />
          {success && order.data ? <OrderItemsSection order={order.data} /> : null}
          <div className="wl-orders-actions">
            {success ? null : (
              <Button className="wl-button-primary" color="primary" size="large" block onClick={() => navigate(`/OrderPay?order_no=${encoded}`, { replace: true })}>
                {t("result.retry")}
              </Button>
            )}
            <Button
              className="wl-button-primary"
              color="primary"
              fill={success ? "solid" : "outline"}
              size="large"
              block
              onClick={() => navigate(detailHref, { replace: true })}
            >
              {success ? t(`result.viewCodes.${kind}`, { defaultValue: t("result.viewCodes.other") }) : t("common.viewOrder")}
            </Button>
            <Button size="large" block onClick={() => navigate("/", { replace: true })}>
              {t("common.goHome")}
            </Button>
          </div>
        </>
      )}
    </main>
  );
}
