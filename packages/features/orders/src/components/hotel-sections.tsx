import type { OrderDetail, OrderStay } from "@wenlv/contract/orders";
import { Price, QrTicket } from "@wenlv/ui";
import { dayStartUtc, formatShanghaiTime } from "@wenlv/validation/days";
import { useOrdersT, useProductNames } from "../i18n";
import type { RefundUnit } from "./order-actions";
import { OrderAmountRow } from "./order-sections";

/** One room of a stay: its guest and its voucher of each night (vouchers of a night are issued in room order). */
export type StayRoom = { index: number; guest: string; vouchers: OrderDetail["vouchers"] };

/** The rooms of a hotel order: room i holds the i-th voucher (by id) of every night's item. */
export function stayRooms(order: OrderDetail): StayRoom[] {
  const stay = order.stay;
  if (!stay) return [];
  return Array.from({ length: stay.rooms }, (_, index) => ({
    index,
    guest: stay.guests[index] ?? "",
    vouchers: order.items.flatMap((item) => {
      const ofNight = order.vouchers.filter((v) => v.order_item_id === item.id).sort((a, b) => a.id - b.id);
      return ofNight[index] ? [ofNight[index]] : [];
    }),
  }));
}

/** A room is refundable as a whole: its unused nights not in a refund, and what they refund now (fen). */
export function hotelRefundUnits(order: OrderDetail): RefundUnit[] {
  const unitOf = new Map(order.items.map((i) => [i.id, i.refund_unit_fen]));
  return stayRooms(order).flatMap((room) => {
    const open = room.vouchers.filter((v) => v.qr_status === 0 && !v.refunding);
    if (open.length === 0) return [];
    return [{ id: room.index + 1, traveller_name: room.guest, voucherIds: open.map((v) => v.id), refundFen: open.reduce((sum, v) => sum + (unitOf.get(v.order_item_id) ?? 0), 0) }];
  });
}

/**
 * The free-cancellation deadline of a stay under a "before N hours" rate: the check-in day at the
 * hotel's check-in time (Shanghai) less N hours, as "YYYY-MM-DD HH:mm" (the API's refundDeadline
 * rule, decision 033).
 */
export function stayCancelDeadline(stay: OrderStay, hours: number): string {
  const [h, m] = stay.check_in_time.split(":").map(Number);
  const startUtc = dayStartUtc(stay.check_in) + ((h ?? 0) * 60 + (m ?? 0)) * 60_000 - 8 * 3_600_000;
  return formatShanghaiTime(new Date(startUtc - hours * 3_600_000).toISOString());
}

/** The stay: hotel and room, check-in and check-out with the hotel's times, nights and rooms, the guests, and each night's price. */
export function StaySection({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const names = useProductNames()(order);
  const stay = order.stay;
  if (!stay) return null;
  const rows: [string, string][] = [
    [t("hotel.checkIn"), t("hotel.checkInAt", { day: stay.check_in, time: stay.check_in_time })],
    [t("hotel.checkOut"), t("hotel.checkOutAt", { day: stay.check_out, time: stay.check_out_time })],
    [names.skuName, t("hotel.nightsRooms", { nights: stay.nights, rooms: stay.rooms })],
    [t("hotel.guests"), stay.guests.join("、")],
  ];
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-stay">
      <h2 id="wl-order-stay">{names.title}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div className="wl-orders-row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="wl-orders-subtitle">{t("hotel.nightly")}</h3>
      <dl>
        {order.items.map((item) => (
          <div className="wl-orders-row" key={item.id}>
            <dt>{item.day}</dt>
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

/** One check-in code per room (its first night's voucher), named 房间N · guest; shown once the order is paid. */
export function RoomVouchersSection({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const rooms = stayRooms(order).filter((room) => room.vouchers.length > 0);
  if (rooms.length === 0) return null;
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-rooms">
      <h2 id="wl-order-rooms">{t("hotel.vouchers")}</h2>
      <p className="wl-orders-hint">{t("hotel.vouchersHint")}</p>
      <ul className="wl-orders-tickets">
        {rooms.map((room) => {
          const first = room.vouchers[0]!;
          return (
            <li key={room.index}>
              <QrTicket code={first.code} travellerName={t("hotel.roomGuest", { index: room.index + 1, name: room.guest })} travellerIdMasked="" qrStatus={first.qr_status} refunding={first.refunding} purpose="checkIn" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The stay's cancellation rule as sold: free until the deadline (from the hotel's check-in time), until check-in day, or not cancellable. */
export function StayCancelSection({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const refund = order.items[0]?.rules?.refund;
  if (!order.stay || !refund) return null;
  const text =
    refund.kind === "none" ? t("hotel.noRefund") : refund.kind === "before" ? t("hotel.freeCancel", { time: stayCancelDeadline(order.stay, refund.hours) }) : t("hotel.anytime");
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-cancel">
      <h2 id="wl-order-cancel">{t("hotel.cancel")}</h2>
      <p className="wl-orders-hint">{text}</p>
    </section>
  );
}
