import type { OrderDetail } from "@wenlv/contract/orders";
import { Price } from "@wenlv/ui";
import { Link } from "react-router-dom";
import { useOrdersT, useProductNames } from "../i18n";
import { Fragment } from "react";
import { OrderAmountRow } from "./order-sections";

/**
 * The travellers of each fare of a line order (one item per SKU: a package's adult or child fare),
 * by the vouchers issued for the item: their names in voucher order. Empty before the order is
 * paid (vouchers are issued on payment).
 */
export function lineTravellersByItem(order: OrderDetail): Map<number, string[]> {
  const names = new Map<number, string[]>();
  for (const voucher of [...order.vouchers].sort((a, b) => a.id - b.id)) {
    names.set(voucher.order_item_id, [...(names.get(voucher.order_item_id) ?? []), voucher.traveller_name]);
  }
  return names;
}

/**
 * The departure of a line order: the line, its departure day and time ("YYYY-MM-DD" and "HH:MM",
 * Asia/Shanghai, as booked), each fare with its price per person (fen) × seats and, once issued,
 * its travellers, the order amount, and a link to the line (/LineDetail?id=, the lines feature).
 */
export function LineDepartureSection({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const productNames = useProductNames();
  const first = order.items[0];
  if (!first) return null;
  const travellers = lineTravellersByItem(order);
  const lineId = first.owner_type === "line" && first.owner_id > 0 ? first.owner_id : null;
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-line">
      <h2 id="wl-order-line">{productNames(order).title}</h2>
      <dl>
        <div className="wl-orders-row">
          <dt>{t("line.departure")}</dt>
          <dd>{t("line.departAt", { day: first.day ?? "", time: first.slot ?? "" })}</dd>
        </div>
      </dl>
      <h3 className="wl-orders-subtitle">{t("line.fares")}</h3>
      <dl>
        {order.items.map((item) => (
          <Fragment key={item.id}>
            <div className="wl-orders-row">
              <dt>{productNames(item).skuName}</dt>
              <dd>
                <Price fen={item.unit_price_fen} size="sm" /> × {item.quantity}
              </dd>
            </div>
            {travellers.get(item.id)?.length ? (
              <div className="wl-orders-row">
                <dt>{t("line.travellers")}</dt>
                <dd>{travellers.get(item.id)!.join("、")}</dd>
              </div>
            ) : null}
          </Fragment>
        ))}
        <OrderAmountRow order={order} />
      </dl>
      {lineId !== null ? <Link to={`/LineDetail?id=${lineId}`}>{t("line.viewLine")}</Link> : null}
    </section>
  );
}
