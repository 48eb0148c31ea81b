import { useSafeNavigate } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Button, Result } from "antd-mobile";
import { useSearchParams } from "react-router-dom";
import { useOrderDetailQuery } from "../api";
import { MissingOrderNo } from "../components/missing-order-no";
import { OrderItemsSection } from "../components/order-sections";
import { useOrdersT } from "../i18n";
import "../components/orders.css";

/**
 * /OrderPayResult?order_no=&status=success|fail: the outcome /OrderWaiting decided. Success shows
 * what was bought (the order's items: spot, ticket, visit day and slot, quantity, amount; issue 9)
 * and offers 查看入园二维码 (/TicketOrderDetail, where the QR codes are) and 返回首页; anything else is
 * shown as "not completed" with 重新支付 (/OrderPay) and 查看订单.
 */
export function OrderPayResultPage() {
  const t = useOrdersT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get("order_no")?.trim() ?? "";
  const success = params.get("status") === "success";
  const encoded = encodeURIComponent(orderNo);
  const order = useOrderDetailQuery(orderNo, { skip: !orderNo || !success });

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
            description={success ? t("result.successText") : t("result.failText")}
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
              onClick={() => navigate(`/TicketOrderDetail?order_no=${encoded}`, { replace: true })}
            >
              {success ? t("result.viewCodes") : t("common.viewOrder")}
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
