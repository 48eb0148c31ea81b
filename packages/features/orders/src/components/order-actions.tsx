import { useSafeNavigate } from "@wenlv/app-kit";
import { isRefundStatus, type OrderDetail } from "@wenlv/contract/orders";
import { ConfirmDialog } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useCancelOrderMutation, useRequestRefundMutation } from "../api";
import { useOrdersT } from "../i18n";
import { RefundSheet } from "./refund-sheet";

/**
 * What the refund sheet offers to tick: a ticket (one voucher, one traveller) or a hotel room (its
 * vouchers over every night, named after its guest), with what it refunds now (fen, the policy's
 * fee deducted).
 */
export type RefundUnit = { id: number; traveller_name: string; voucherIds: number[]; refundFen: number };

/** Every unused ticket not in a refund, one unit each (ticket orders: issue 9). */
export function ticketRefundUnits(order: OrderDetail): RefundUnit[] {
  const unitOf = new Map(order.items.map((i) => [i.id, i.refund_unit_fen]));
  return order.vouchers
    .filter((v) => v.qr_status === 0 && !v.refunding)
    .map((v) => ({ id: v.id, traveller_name: v.traveller_name, voucherIds: [v.id], refundFen: unitOf.get(v.order_item_id) ?? 0 }));
}

/**
 * The bottom bar of an order detail page, with the actions the API allows: 取消订单 (`can_cancel`,
 * after a confirm dialog), 申请退款 (`can_refund`: the reason sheet over `units`, then
 * /RefundOrderDetail; every unit ticked means the whole order, sent without voucher ids), 查看退款进度
 * once a refund exists, and 去支付 (`can_pay`). Renders nothing when no action applies.
 */
export function OrderActions({ order, units }: { order: OrderDetail; units: readonly RefundUnit[] }) {
  const t = useOrdersT();
  const navigate = useSafeNavigate();
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [requestRefund, { isLoading: refunding }] = useRequestRefundMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const encoded = encodeURIComponent(order.order_no);
  const cancel = async () => {
    const result = await cancelOrder(order.order_no);
    if (!result.error) setConfirmingCancel(false);
  };
  const refund = async (reason: string, unitIds: number[]) => {
    const all = unitIds.length === units.length;
    const voucherIds = units.filter((u) => unitIds.includes(u.id)).flatMap((u) => u.voucherIds);
    const result = await requestRefund({ order_no: order.order_no, reason, ...(all ? {} : { voucher_ids: voucherIds.join(",") }) });
    if (result.error) return;
    setRefundOpen(false);
    navigate(`/RefundOrderDetail?order_no=${encoded}&refund_no=${encodeURIComponent(result.data.refund_no)}`);
  };
  const hasRefund = isRefundStatus(order.status) || order.refunds.length > 0;
  if (!(order.can_cancel || order.can_pay || order.can_refund || hasRefund)) return null;
  return (
    <>
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
        tickets={units}
        refundFenOf={(id) => units.find((u) => u.id === id)?.refundFen ?? 0}
        submitting={refunding}
        onClose={() => setRefundOpen(false)}
        onSubmit={(reason, unitIds) => void refund(reason, unitIds)}
      />
    </>
  );
}
