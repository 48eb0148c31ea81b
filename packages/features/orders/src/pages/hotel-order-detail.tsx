import { hotelRefundUnits, RoomVouchersSection, StayCancelSection, StaySection } from "../components/hotel-sections";
import { OrderActions } from "../components/order-actions";
import { OrderDetailFrame } from "../components/order-detail-frame";
import { OrderInfoSection, OrderStatusSection } from "../components/order-sections";

/**
 * /HotelOrderDetail?order_no= (login-required, spec section 2 "Order details"): the status, the
 * stay (check-in and check-out with the hotel's times, nights, rooms, guests, each night's price),
 * one check-in code per room, the cancellation rule it was sold under, order info, and the actions
 * the API allows; 申请退款 offers rooms (each with all its unused nights), not single nights.
 */
export function HotelOrderDetailPage() {
  return (
    <OrderDetailFrame path="/HotelOrderDetail" titleKey="title.hotelOrderDetail">
      {(order) => (
        <>
          <OrderStatusSection order={order} />
          <StaySection order={order} />
          <RoomVouchersSection order={order} />
          <StayCancelSection order={order} />
          <OrderInfoSection order={order} />
          <OrderActions order={order} units={hotelRefundUnits(order)} />
        </>
      )}
    </OrderDetailFrame>
  );
}
