import type { OrderDetail } from "@wenlv/contract/orders";
import { orderStatusLabel } from "@wenlv/contract/status";
import { getApiClientConfig } from "@wenlv/api-client";
import { ticketOrderPath, useSafeNavigate } from "@wenlv/app-kit";
import { Price, QrTicket, statusTone } from "@wenlv/ui";
import { SkuRulesNotice } from "@wenlv/ui/sku-rules";
import { Button } from "antd-mobile";
import { formatShanghaiTime, formatVisit } from "../format-time";
import { useOrdersT, useProductNames, useStatusText } from "../i18n";

type SectionProps = { order: OrderDetail };

/**
 * Where 再次预订 leads when the API offers it (`can_rebook`): the same spot and ticket on the shell's
 * ticket order page (the kunshan shell's /TicketOrderKs, like its detail page books), else null.
 */
export function rebookPath(order: OrderDetail, partnerCode: string): string | null {
  const item = order.items[0];
  return order.can_rebook && item ? `${ticketOrderPath(partnerCode, "")}?id=${item.owner_id}&sku=${item.sku_id}` : null;
}

/**
 * The order's status (spec section 4 label, type-dependent) and its hint (the API's `hint`, e.g.
 * WAIT_PAYMENT "库存有限，请尽快支付"; translated by product status in English). A cancelled or
 * refunded ticket order, whose hint says 可重新预订, offers 再次预订 there (issue 9).
 */
export function OrderStatusSection({ order }: SectionProps) {
  const t = useOrdersT();
  const statusText = useStatusText();
  const navigate = useSafeNavigate();
  const label = statusText(orderStatusLabel(order));
  const hint = order.hint;
  const rebook = rebookPath(order, getApiClientConfig().partnerCode);
  return (
    <section className="wl-orders-card" aria-label={label}>
      <h2 className={`wl-orders-status wl-orders-status--${statusTone(order.status)}`}>{label}</h2>
      {hint ? (
        <p className="wl-orders-hint">
          {t(`hints.${order.product_status}.text`, { defaultValue: hint.text })}
        </p>
      ) : null}
      {rebook ? (
        <Button className="wl-button-primary" color="primary" fill="outline" size="small" onClick={() => navigate(rebook)}>
          {t("detail.rebook")}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * The order's amount (integer fen, shown in yuan; what is paid, after coupons) as a row of a `<dl>`
 * of a section, after a row of the coupon discount and the coupons' titles when coupons were used
 * (decision 037).
 */
export function OrderAmountRow({ order }: SectionProps) {
  const t = useOrdersT();
  return (
    <>
      {order.discount_fen > 0 ? (
        <div className="wl-orders-row">
          <dt>{t("common.discount")}</dt>
          <dd>
            <span className="wl-orders-discount">
              −<Price fen={order.discount_fen} size="sm" />
            </span>
            {order.coupons.length > 0 ? <span className="wl-orders-hint">{order.coupons.join("、")}</span> : null}
          </dd>
        </div>
      ) : null}
      <div className="wl-orders-row">
        <dt>{t("common.amount")}</dt>
        <dd>
          <Price fen={order.amount_fen} size="md" />
        </dd>
      </div>
    </>
  );
}

/** What was bought: scenic spot and product, visit day and slot, quantity, unit price and total. */
export function OrderItemsSection({ order }: SectionProps) {
  const t = useOrdersT();
  const productNames = useProductNames();
  return (
    <section className="wl-orders-card">
      <h2>{productNames(order).title}</h2>
      {order.items.map((item) => (
        <dl key={item.id}>
          <div className="wl-orders-row">
            <dt>{productNames(item).skuName}</dt>
            <dd>
              <Price fen={item.unit_price_fen} size="sm" /> × {item.quantity}
            </dd>
          </div>
          {item.day || item.slot ? (
            <div className="wl-orders-row">
              <dt>{t("common.visit")}</dt>
              <dd>{formatVisit(item.day, item.slot)}</dd>
            </div>
          ) : null}
        </dl>
      ))}
      <dl>
        <OrderAmountRow order={order} />
      </dl>
    </section>
  );
}

/**
 * One QR code per traveller (voucher): code, name, masked ID, QR status 0-3 (spec section 4).
 * `title` and `hint` replace the ticket wording (入园凭证) for kinds whose vouchers are not for a
 * gate (a travel line's are shown at the meeting point).
 */
export function VouchersSection({ order, title, hint }: SectionProps & { title?: string; hint?: string }) {
  const t = useOrdersT();
  if (order.vouchers.length === 0) return null;
  return (
    <section className="wl-orders-card" aria-labelledby="wl-order-tickets">
      <h2 id="wl-order-tickets">{title ?? t("detail.tickets")}</h2>
      <p className="wl-orders-hint">{hint ?? t("detail.ticketsHint")}</p>
      <ul className="wl-orders-tickets">
        {order.vouchers.map((voucher) => (
          <li key={voucher.id}>
            <QrTicket code={voucher.code} travellerName={voucher.traveller_name} travellerIdMasked={voucher.traveller_id_masked} qrStatus={voucher.qr_status} refunding={voucher.refunding} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The rules each ticket was sold under (the item's `rules` snapshot, decision 022): refund policy,
 * entry method and proof, as /TicketOrder showed them before paying (issue 9). Items sold before
 * rules existed (`rules: null`) show nothing; with several items each block is headed by its SKU,
 * or by its product and SKU (`byTitle`: a ticket-cart order's items are of several spots).
 */
export function OrderRulesSection({ order, byTitle = false }: SectionProps & { byTitle?: boolean }) {
  const t = useOrdersT();
  const productNames = useProductNames();
  const withRules = order.items.filter((item) => item.rules);
  return (
    <>
      {withRules.map((item) => (
        <SkuRulesNotice
          key={item.id}
          rules={item.rules!}
          kind={item.product_type}
          className="wl-orders-card"
          headingId={`wl-order-rules-${item.id}`}
          title={withRules.length > 1 ? t("detail.rulesOf", { sku: byTitle ? `${productNames(item).title} ${productNames(item).skuName}` : productNames(item).skuName }) : undefined}
        />
      ))}
    </>
  );
}

/** Order number, contact and times (Asia/Shanghai). */
export function OrderInfoSection({ order }: SectionProps) {
  const t = useOrdersT();
  const rows: [string, string][] = [
    [t("common.orderNo"), order.order_no],
    [t("detail.contact"), `${order.contact_name} ${order.contact_phone_masked}`.trim()],
    [t("detail.createdAt"), formatShanghaiTime(order.created_at)],
  ];
  if (order.paid_at) rows.push([t("detail.paidAt"), formatShanghaiTime(order.paid_at)]);
  return (
    <section className="wl-orders-card">
      <dl>
        {rows.map(([label, value]) => (
          <div className="wl-orders-row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
