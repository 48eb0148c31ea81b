import type { OrderDetail } from "@wenlv/contract/orders";
import { parseSeatCode } from "@wenlv/contract/seats";
import { localized } from "@wenlv/i18n";
import { Price, QrTicket } from "@wenlv/ui";
import { useTranslation } from "react-i18next";
import { useOrdersT, useProductNames, ORDERS_NS } from "../i18n";
import { useOrderCinemaQuery } from "../movie-cinema-api";
import type { RefundUnit } from "./order-actions";
import { OrderAmountRow } from "./order-sections";

/** A function naming a seat code in the page language: "R05-12" -> "5排12座" / "Row 5 seat 12"; other codes as they are. */
export function useSeatName(): (code: string | null) => string {
  const t = useOrdersT();
  return (code) => {
    const parsed = code ? parseSeatCode(code) : null;
    return parsed ? t("movie.seat", { row: parsed.row, seat: parsed.seat }) : (code ?? "");
  };
}

/** The start "HH:MM" and hall code of a film showtime slot "19:30|H1" (decision 033). */
export function parseShowtimeSlot(slot: string | null): { time: string; hall: string } {
  const [time = "", hall = ""] = (slot ?? "").split("|");
  return { time, hall };
}

/**
 * Every unused seat ticket not in a refund, one unit each, named after its seat ("5排12座"), with
 * what it refunds now (fen); the two halves of a couple seat (an item with `couple`) are one unit
 * ("9排3座、9排4座"), since they are refunded together (decision 033; the API refuses one half).
 */
export function movieRefundUnits(order: OrderDetail, seatName: (code: string | null) => string): RefundUnit[] {
  const unitOf = new Map(order.items.map((i) => [i.id, i.refund_unit_fen]));
  const couple = new Set(order.items.filter((i) => i.couple).map((i) => i.id));
  const units: RefundUnit[] = [];
  const pairs = new Map<string, RefundUnit>();
  for (const v of order.vouchers.filter((x) => x.qr_status === 0 && !x.refunding)) {
    const fen = unitOf.get(v.order_item_id) ?? 0;
    const seat = v.seat_code ? parseSeatCode(v.seat_code) : null;
    const pairKey = couple.has(v.order_item_id) && seat ? `${v.order_item_id}:${seat.row}:${Math.ceil(seat.seat / 2)}` : null;
    const pair = pairKey ? pairs.get(pairKey) : undefined;
    if (pair) {
      pair.voucherIds.push(v.id);
      pair.traveller_name = `${pair.traveller_name}、${seatName(v.seat_code)}`;
      pair.refundFen += fen;
      continue;
    }
    const unit: RefundUnit = { id: v.id, traveller_name: seatName(v.seat_code), voucherIds: [v.id], refundFen: fen };
    units.push(unit);
    if (pairKey) pairs.set(pairKey, unit);
  }
  return units;
}

/**
 * The showing: the film, the cinema (name and address, read by the item's owner id), the hall
 * of the slot, the day and start time, the seats (held by the items from the order's creation, so an
 * unpaid order shows them too), each seat kind's price and quantity, and the amount (fen).
 */
export function MovieShowSection({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const { i18n } = useTranslation(ORDERS_NS);
  const names = useProductNames();
  const seatName = useSeatName();
  const item = order.items[0];
  const cinemaId = item?.owner_type === "cinema" ? item.owner_id : 0;
  const { data: cinema } = useOrderCinemaQuery(cinemaId, { skip: cinemaId === 0 });
  const { time, hall: hallCode } = parseShowtimeSlot(item?.slot ?? order.slot);
  const hall = cinema?.halls.find((h) => h.code === hallCode);
  // The seats the items hold (known from the order's creation), else those of the issued tickets.
  const held = order.items.flatMap((i) => i.seats);
  const seats = held.length > 0 ? held : order.vouchers.map((v) => v.seat_code).filter((c): c is string => Boolean(c));
  const quantity = order.items.reduce((n, i) => n + i.quantity, 0);
  const rows: [string, string][] = [
    [t("movie.cinema"), cinema ? localized(cinema.name, cinema.name_en, i18n.language) : ""],
    [t("movie.hall"), hall ? localized(hall.name, hall.name_en, i18n.language) : hallCode],
    [t("movie.showtime"), [item?.day ?? order.day, time].filter(Boolean).join(" ")],
    [t("movie.seats"), seats.length > 0 ? seats.map(seatName).join("、") : t("movie.count", { count: quantity })],
  ];
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-movie">
      <h2 id="wl-order-movie">{names(order).title}</h2>
      <dl>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div className="wl-orders-row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {cinema ? <p className="wl-orders-hint">{localized(cinema.address, cinema.address_en, i18n.language)}</p> : null}
      <dl>
        {order.items.map((line) => (
          <div className="wl-orders-row" key={line.id}>
            <dt>{names(line).skuName}</dt>
            <dd>
              <Price fen={line.unit_price_fen} size="sm" /> × {line.quantity}
            </dd>
          </div>
        ))}
        <OrderAmountRow order={order} />
      </dl>
    </section>
  );
}

/** One ticket code per seat (the voucher's `seat_code`), named after the seat; shown once the order is paid. */
export function SeatTicketsSection({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const seatName = useSeatName();
  if (order.vouchers.length === 0) return null;
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-seat-tickets">
      <h2 id="wl-order-seat-tickets">{t("movie.tickets")}</h2>
      <p className="wl-orders-hint">{t("movie.ticketsHint")}</p>
      <ul className="wl-orders-tickets">
        {order.vouchers.map((voucher) => (
          <li key={voucher.id}>
            <QrTicket code={voucher.code} travellerName={seatName(voucher.seat_code)} qrStatus={voucher.qr_status} refunding={voucher.refunding} purpose="seat" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The refund rule the tickets were sold under (the item's rules snapshot): free until N hours before the start, any time, with a fee, or not refundable. */
export function MovieRefundSection({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const refund = order.items[0]?.rules?.refund;
  if (!refund) return null;
  const text =
    refund.kind === "before"
      ? t("movie.refundBefore", { hours: refund.hours })
      : refund.kind === "partial"
        ? t("movie.refundPartial", { percent: refund.fee_percent })
        : refund.kind === "anytime"
          ? t("movie.refundAnytime")
          : t("movie.refundNone");
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-movie-refund">
      <h2 id="wl-order-movie-refund">{t("movie.refund")}</h2>
      <p className="wl-orders-hint">{text}</p>
    </section>
  );
}
