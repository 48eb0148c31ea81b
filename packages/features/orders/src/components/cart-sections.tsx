import type { OrderDetail } from "@wenlv/contract/orders";
import { Price, QrTicket, StatusTag, statusTone } from "@wenlv/ui";
import { Link } from "react-router-dom";
import { formatVisit } from "../format-time";
import { useOrdersT, useProductNames, useStatusText } from "../i18n";
import { OrderAmountRow } from "./order-sections";

/**
 * The tickets of a ticket-cart order (decision 036), one card per item: the spot (linking to
 * /ScenicDetail?id= when the item was bought from a spot), the SKU with its unit price (fen) ×
 * quantity, the visit day and slot (Asia/Shanghai, as booked), the item's own product status
 * (spec section 4: one spot's tickets can be refunded or used while another's wait) and its
 * entry codes, one per traveller; then the order's amount.
 */
export function CartTicketsSection({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const productNames = useProductNames();
  const statusText = useStatusText();
  return (
    <>
      <p className="wl-orders-hint wl-orders-cart-hint">{t("cart.hint", { count: order.items.length })}</p>
      {order.items.map((item, index) => {
        const vouchers = order.vouchers.filter((v) => v.order_item_id === item.id);
        const names = productNames(item);
        const headingId = `wl-order-cart-${item.id}`;
        return (
          <section key={item.id} className="wl-orders-card" aria-labelledby={headingId}>
            <h2 id={headingId}>
              <span className="wl-orders-cart-index">{t("cart.index", { index: index + 1 })}</span>
              {item.owner_type === "scenic" && item.owner_id > 0 ? <Link to={`/ScenicDetail?id=${item.owner_id}`}>{names.title}</Link> : names.title}
            </h2>
            <dl>
              <div className="wl-orders-row">
                <dt>{names.skuName}</dt>
                <dd>
                  <Price fen={item.unit_price_fen} size="sm" /> × {item.quantity}
                </dd>
              </div>
              <div className="wl-orders-row">
                <dt>{t("common.visit")}</dt>
                <dd>{formatVisit(item.day, item.slot)}</dd>
              </div>
              <div className="wl-orders-row">
                <dt>{t("cart.status")}</dt>
                <dd>
                  <StatusTag tone={statusTone(item.product_status)} label={statusText(item.product_status_label)} />
                </dd>
              </div>
            </dl>
            {vouchers.length > 0 ? (
              <>
                <h3 className="wl-orders-subtitle">{t("detail.tickets")}</h3>
                <ul className="wl-orders-tickets">
                  {vouchers.map((voucher) => (
                    <li key={voucher.id}>
                      <QrTicket code={voucher.code} travellerName={voucher.traveller_name} travellerIdMasked={voucher.traveller_id_masked} qrStatus={voucher.qr_status} refunding={voucher.refunding} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        );
      })}
      <section className="wl-orders-card" aria-label={t("common.amount")}>
        <dl>
          <OrderAmountRow order={order} />
        </dl>
      </section>
    </>
  );
}
