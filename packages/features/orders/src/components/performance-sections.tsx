import type { OrderDetail, Voucher } from "@wenlv/contract/orders";
import { parseSeatCode } from "@wenlv/contract/seats";
import { Price, QrTicket } from "@wenlv/ui";
import { useOrdersT, useProductNames } from "../i18n";
import { sessionTime } from "../perform-session";
import { OrderActions, type RefundUnit } from "./order-actions";
import { OrderInfoSection, OrderRulesSection, OrderStatusSection, OrderAmountRow } from "./order-sections";

type SectionProps = { order: OrderDetail };

/**
 * The name of each ticket (voucher) of a performance order in the page language: its seat and zone
 * ("5排12座 · A区") on a seated show, else its zone and number within that zone ("不对号入场 · 第2张"),
 * numbered in issue order (voucher id).
 */
export function usePerformTicketLabel(order: OrderDetail): (voucher: Voucher) => string {
  const t = useOrdersT();
  const productNames = useProductNames();
  return (voucher) => {
    const item = order.items.find((i) => i.id === voucher.order_item_id);
    const zone = item ? productNames(item).skuName : "";
    const seat = voucher.seat_code ? parseSeatCode(voucher.seat_code) : null;
    if (seat) return t("perform.seatTicket", { seat: t("perform.seat", { row: seat.row, seat: seat.seat }), zone });
    const sameItem = order.vouchers.filter((v) => v.order_item_id === voucher.order_item_id).sort((a, b) => a.id - b.id);
    return t("perform.zoneTicket", { zone, index: sameItem.findIndex((v) => v.id === voucher.id) + 1 });
  };
}

/** Every unused ticket not in a refund, named by its seat or zone (and its attendee, when the show names one), with what it refunds now (fen). */
export function performanceRefundUnits(order: OrderDetail, label: (voucher: Voucher) => string): RefundUnit[] {
  const unitOf = new Map(order.items.map((i) => [i.id, i.refund_unit_fen]));
  return order.vouchers
    .filter((v) => v.qr_status === 0 && !v.refunding)
    .map((v) => ({ id: v.id, traveller_name: [label(v), v.traveller_name].filter(Boolean).join(" · "), voucherIds: [v.id], refundFen: unitOf.get(v.order_item_id) ?? 0 }));
}

/** The session of a performance order: the show, its day and start (Shanghai, as booked), each zone's price per ticket (fen) × tickets, and the amount. */
export function PerformanceSessionSection({ order }: SectionProps) {
  const t = useOrdersT();
  const productNames = useProductNames();
  const first = order.items[0];
  if (!first) return null;
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-perform">
      <h2 id="wl-order-perform">{productNames(order).title}</h2>
      <dl>
        <div className="wl-orders-row">
          <dt>{t("perform.session")}</dt>
          <dd>{t("perform.sessionAt", { day: first.day ?? "", time: sessionTime(first.slot) })}</dd>
        </div>
        {order.items.map((item) => (
          <div className="wl-orders-row" key={item.id}>
            <dt>{productNames(item).skuName}</dt>
            <dd>
              <Price fen={item.unit_price_fen} size="sm" /> × {item.quantity}
            </dd>
          </div>
        ))}
        <OrderAmountRow order={order} />
      </dl>
    </section>
  );
}

/** One QR code per ticket once paid, each headed by its seat or zone; the attendee and masked ID on a show sold one ticket per person. */
export function PerformanceTicketsSection({ order }: SectionProps) {
  const t = useOrdersT();
  const label = usePerformTicketLabel(order);
  if (order.vouchers.length === 0) return null;
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-perform-tickets">
      <h2 id="wl-order-perform-tickets">{t("perform.tickets")}</h2>
      <p className="wl-orders-hint">{t("perform.ticketsHint")}</p>
      <ul className="wl-orders-tickets">
        {[...order.vouchers]
          .sort((a, b) => a.id - b.id)
          .map((voucher) => (
            <li key={voucher.id}>
              <h3 className="wl-orders-subtitle">{label(voucher)}</h3>
              {/* A ticket sold to a named attendee names them; an unnamed one is its seat's or zone's ticket code. */}
              <QrTicket
                code={voucher.code}
                travellerName={voucher.traveller_name || label(voucher)}
                travellerIdMasked={voucher.traveller_id_masked}
                qrStatus={voucher.qr_status}
                refunding={voucher.refunding}
                purpose={voucher.traveller_name ? "entry" : "seat"}
              />
            </li>
          ))}
      </ul>
    </section>
  );
}

/**
 * A performance order on /TicketOrderDetail (spec section 2 lists no show order page; issue 10):
 * status and hint, the session and zones, one QR code per ticket with its seat, the rules each
 * zone was sold under, order info, and the actions the API allows; 申请退款 offers the tickets by
 * seat or zone (a refunded seat is freed for sale by the API).
 */
export function PerformanceOrderSections({ order }: SectionProps) {
  const label = usePerformTicketLabel(order);
  return (
    <>
      <OrderStatusSection order={order} />
      <PerformanceSessionSection order={order} />
      <PerformanceTicketsSection order={order} />
      <OrderRulesSection order={order} />
      <OrderInfoSection order={order} />
      <OrderActions order={order} units={performanceRefundUnits(order, label)} />
    </>
  );
}
