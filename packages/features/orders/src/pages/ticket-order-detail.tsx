import { useSafeNavigate } from "@wenlv/app-kit";
import { isRefundStatus } from "@wenlv/contract/orders";
import { ConfirmDialog, DetailSkeleton, ErrorState, PageHeader } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useCancelOrderMutation, useOrderDetailQuery, useRequestRefundMutation } from "../api";
import { MissingOrderNo } from "../components/missing-order-no";
import { OrderInfoSection, OrderItemsSection, OrderRulesSection, OrderStatusSection, VouchersSection } from "../components/order-sections";
import { RefundSheet } from "../components/refund-sheet";
import { useOrdersT } from "../i18n";
import "../components/orders.css";

/**
 * /TicketOrderDetail?order_no= (login-required): status and hint, what was bought, one QR code per
 * traveller, the 预订须知 each ticket was sold under, order info, and the actions the API allows: 取消订单 (`can_cancel`, after a confirm
 * dialog) and 去支付 (`can_pay`), 申请退款 (`can_refund`: reason sheet, then
 * /RefundOrderDetail), and 查看退款进度 once a refund exists.
 */
export function TicketOrderDetailPage() {
  const t = useOrdersT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get("order_no")?.trim() ?? "";
  const { data: order, isLoading, isError, refetch } = useOrderDetailQuery(orderNo, { skip: !orderNo, refetchOnMountOrArgChange: true });
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [requestRefund, { isLoading: refunding }] = useRequestRefundMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);

  const header = <PageHeader title={t("title.ticketOrderDetail")} />;
  if (!orderNo) return <main className="wl-orders-page">{header}<MissingOrderNo /></main>;
  if (isLoading) return <main className="wl-orders-page">{header}<DetailSkeleton /></main>;
  if (isError || !order) return <main className="wl-orders-page">{header}<ErrorState onRetry={() => void refetch()} /></main>;

  const encoded = encodeURIComponent(order.order_no);
  const cancel = async () => {
    const result = await cancelOrder(order.order_no);
    if (!result.error) setConfirmingCancel(false);
  };
  const refundable = order.vouchers.filter((v) => v.qr_status === 0 && !v.refunding);
  const unitOf = new Map(order.items.map((i) => [i.id, i.refund_unit_fen]));
  const refundFenOf = (voucherId: number) => unitOf.get(order.vouchers.find((v) => v.id === voucherId)?.order_item_id ?? 0) ?? 0;
  const refund = async (reason: string, voucherIds: number[]) => {
    const all = voucherIds.length === refundable.length;
    const result = await requestRefund({ order_no: order.order_no, reason, ...(all ? {} : { voucher_ids: voucherIds.join(",") }) });
    if (result.error) return;
    setRefundOpen(false);
    navigate(`/RefundOrderDetail?order_no=${encoded}&refund_no=${encodeURIComponent(result.data.refund_no)}`);
  };
  const hasRefund = isRefundStatus(order.status) || order.refunds.length > 0;
  const hasActions = order.can_cancel || order.can_pay || order.can_refund || hasRefund;

  return (
    <main className="wl-orders-page">
      {header}
      <OrderStatusSection order={order} />
      <OrderItemsSection order={order} />
      <VouchersSection order={order} />
      <OrderRulesSection order={order} />
      <OrderInfoSection order={order} />
      {hasActions ? (
        <div className="wl-orders-bar">
          {order.can_cancel ? <Button onClick={() => setConfirmingCancel(true)}>{t("detail.cancel")}</Button> : null}
          {order.can_refund ? <Button onClick={() => setRefundOpen(true)}>{t("detail.refund")}</Button> : null}
          {hasRefund ? (
            <Button className="wl-button-primary" color="primary" fill="outline" onClick={() => navigate(`/RefundOrderDetail?order_no=${encoded}`)}>
              {t("detail.viewRefund")}
            </Button>
          ) : null}
          {order.can_pay ? (
            <Button className="wl-button-primary" color="primary" onClick={() => navigate(`/OrderPay?order_no=${encoded}`)}>
              {t("detail.pay")}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        visible={confirmingCancel}
        title={t("detail.cancelTitle")}
        content={t("detail.cancelText")}
        confirmText={t("detail.cancelConfirm")}
        cancelText={t("detail.cancelKeep")}
        busy={cancelling}
        onConfirm={() => cancel()}
        onCancel={() => setConfirmingCancel(false)}
      />
      <RefundSheet
        visible={refundOpen}
        tickets={refundable}
        refundFenOf={refundFenOf}
        submitting={refunding}
        onClose={() => setRefundOpen(false)}
        onSubmit={(reason, voucherIds) => void refund(reason, voucherIds)}
      />
    </main>
  );
}
