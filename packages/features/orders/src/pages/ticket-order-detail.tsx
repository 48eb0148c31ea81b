import { OrderActions, ticketRefundUnits } from "../components/order-actions";
import { OrderDetailFrame } from "../components/order-detail-frame";
import { OrderInfoSection, OrderItemsSection, OrderRulesSection, OrderStatusSection, VouchersSection } from "../components/order-sections";
import { PerformanceOrderSections } from "../components/performance-sections";

/**
 * /TicketOrderDetail?order_no= (login-required): status and hint, what was bought, one QR code per
 * traveller, the 预订须知 each ticket was sold under, order info, and the actions the API allows
 * (OrderActions: 取消订单, 去支付, 申请退款 with a reason sheet and /RefundOrderDetail, 查看退款进度).
 * It is also the order link of pages that know only the order number (the payment result, a
 * refund): an order of a kind with its own detail page (a hotel stay) is sent there, replacing
 * this entry (OrderDetailFrame). A show's order has no page of its own in the spec: it shows here
 * with its session, one code per ticket by seat or zone (PerformanceOrderSections).
 */
export function TicketOrderDetailPage() {
  return (
    <OrderDetailFrame path="/TicketOrderDetail" titleKey="title.ticketOrderDetail">
      {(order) =>
        order.type === "performance" ? (
          <PerformanceOrderSections order={order} />
        ) : (
          <>
            <OrderStatusSection order={order} />
            <OrderItemsSection order={order} />
            <VouchersSection order={order} />
            <OrderRulesSection order={order} />
            <OrderInfoSection order={order} />
            <OrderActions order={order} units={ticketRefundUnits(order)} />
          </>
        )
      }
    </OrderDetailFrame>
  );
}
