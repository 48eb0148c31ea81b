import { isRefundStatus, type OrderSummary } from "@wenlv/contract/orders";
import { CART_ORDER_STATE, orderStatusLabel } from "@wenlv/contract/status";
import { Price, StatusTag, statusTone } from "@wenlv/ui";
import { Link } from "react-router-dom";
import { orderDetailHref } from "../detail-path";
import { formatVisit } from "../format-time";
import { useOrdersT, useProductNames, useStatusText } from "../i18n";
import { sessionTime } from "../perform-session";
import "./order-card.css";

export type OrderCardProps = { order: OrderSummary };

/**
 * One order of /Trades: title, the status tag (spec section 4 type-dependent label from
 * `orderStatusLabel`, e.g. a paid ticket reads 已出票) and 含退款 beside it when some tickets of an
 * order that still stands were refunded (`refund_count`, issue 9), SKU, visit day and slot,
 * quantity and total (a hotel stay: room, nights and rooms, check-in to check-out). The whole card
 * links to the kind's detail page (`orderDetailHref`: /HotelOrderDetail, else /TicketOrderDetail).
 */
export function OrderCard({ order }: OrderCardProps) {
  const t = useOrdersT();
  const statusText = useStatusText();
  const label = statusText(orderStatusLabel(order));
  const names = useProductNames()(order);
  // A ticket-cart order of several spots or days (decision 036): the first spot "等N项门票", no single visit.
  const cart = order.order_state === CART_ORDER_STATE && order.item_count > 1;
  return (
    <Link className="wl-order-card" to={orderDetailHref(order)}>
      <div className="wl-order-card__head">
        <h3 className="wl-order-card__title">{cart ? t("cart.cardTitle", { title: names.title, count: order.item_count }) : names.title}</h3>
        <span className="wl-order-card__tags">
          {order.refund_count > 0 && !isRefundStatus(order.status) ? <StatusTag label={t("trades.partRefund")} tone="warning" /> : null}
          <StatusTag label={label} tone={statusTone(order.status)} />
        </span>
      </div>
      {order.stay ? (
        <>
          <p className="wl-order-card__line">
            {names.skuName} · {t("hotel.nightsRooms", { nights: order.stay.nights, rooms: order.stay.rooms })}
          </p>
          <p className="wl-order-card__line">{t("hotel.stayLine", { checkIn: order.stay.check_in, checkOut: order.stay.check_out })}</p>
        </>
      ) : (
        <>
          <p className="wl-order-card__line">
            {cart ? t("cart.cardLine", { count: order.item_count }) : names.skuName} · {t("common.quantity", { count: order.quantity })}
          </p>
          {!cart && (order.day || order.slot) ? <p className="wl-order-card__line">{formatVisit(order.day, order.type === "performance" || order.type === "movie" ? sessionTime(order.slot) : order.slot)}</p> : null}
        </>
      )}
      <div className="wl-order-card__foot">
        <span className="wl-order-card__no">
          {t("common.orderNo")} {order.order_no}
        </span>
        <span>
          {t("trades.total")} <Price fen={order.amount_fen} size="sm" />
        </span>
      </div>
    </Link>
  );
}
