import { LineDepartureSection } from "../components/line-sections";
import { OrderActions, ticketRefundUnits } from "../components/order-actions";
import { OrderDetailFrame } from "../components/order-detail-frame";
import { OrderInfoSection, OrderRulesSection, OrderStatusSection, VouchersSection } from "../components/order-sections";
import { useOrdersT } from "../i18n";

/**
 * /LineOrderDetail?order_no= (login-required, spec section 2 "Order details"): the status, the
 * departure (line, day and time, each fare with its seats and travellers, amount), one voucher QR
 * per traveller (shown to the guide at the meeting point), the rules each fare was sold under,
 * order info, and the actions the API allows; 申请退款 offers travellers one by one (each seat is
 * one voucher, its refund gives the seat back).
 */
export function LineOrderDetailPage() {
  const t = useOrdersT();
  return (
    <OrderDetailFrame path="/LineOrderDetail" titleKey="title.lineOrderDetail">
      {(order) => (
        <>
          <OrderStatusSection order={order} />
          <LineDepartureSection order={order} />
          <VouchersSection order={order} title={t("line.vouchers")} hint={t("line.vouchersHint")} />
          <OrderRulesSection order={order} />
          <OrderInfoSection order={order} />
          <OrderActions order={order} units={ticketRefundUnits(order)} />
        </>
      )}
    </OrderDetailFrame>
  );
}
