import { movieRefundUnits, MovieRefundSection, MovieShowSection, SeatTicketsSection, useSeatName } from "../components/movie-sections";
import { OrderActions } from "../components/order-actions";
import { OrderDetailFrame } from "../components/order-detail-frame";
import { OrderInfoSection, OrderStatusSection } from "../components/order-sections";

/**
 * /MovieOrderDetail?order_no= (login-required, spec section 2 "Order details"): the status, the
 * showing (film, cinema, hall, day and time, seats, price per seat kind, amount), one ticket code
 * per seat (each voucher carries its `seat_code`), the refund rule it was sold under, order info,
 * and the actions the API allows; 申请退款 offers the seats one by one.
 */
export function MovieOrderDetailPage() {
  const seatName = useSeatName();
  return (
    <OrderDetailFrame path="/MovieOrderDetail" titleKey="title.movieOrderDetail">
      {(order) => (
        <>
          <OrderStatusSection order={order} />
          <MovieShowSection order={order} />
          <SeatTicketsSection order={order} />
          <MovieRefundSection order={order} />
          <OrderInfoSection order={order} />
          <OrderActions order={order} units={movieRefundUnits(order, seatName)} />
        </>
      )}
    </OrderDetailFrame>
  );
}
