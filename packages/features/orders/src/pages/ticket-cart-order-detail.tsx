import { CartTicketsSection } from "../components/cart-sections";
import { OrderActions, ticketRefundUnits } from "../components/order-actions";
import { OrderDetailFrame } from "../components/order-detail-frame";
import { OrderInfoSection, OrderRulesSection, OrderStatusSection } from "../components/order-sections";

/**
 * /TicketCartOrderDetail?order_no= (login-required; spec section 2 "Order details", decision 036):
 * an order bought from the ticket cart, several spots and days in one payment. The status and
 * hint, each spot's tickets with their visit, own status and entry codes (CartTicketsSection), the
 * rules each ticket was sold under, order info, and the actions the API allows; 申请退款 offers the
 * unused tickets of every spot one by one (a refund gives each one's place back to its slot).
 */
export function TicketCartOrderDetailPage() {
  return (
    <OrderDetailFrame path="/TicketCartOrderDetail" titleKey="title.ticketCartOrderDetail">
      {(order) => (
        <>
          <OrderStatusSection order={order} />
          <CartTicketsSection order={order} />
          <OrderRulesSection order={order} byTitle />
          <OrderInfoSection order={order} />
          <OrderActions order={order} units={ticketRefundUnits(order)} />
        </>
      )}
    </OrderDetailFrame>
  );
}
