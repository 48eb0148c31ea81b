import type { TicketCartLine } from "@wenlv/contract/ticket-cart";
import { weekdayOf } from "@wenlv/validation/days";
import { Price } from "@wenlv/ui";
import type { ReactNode } from "react";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";

/** The visit of a cart line in the page's language: "6月11日 周四 · 09:00-12:00" / "Thu 11/6 · 09:00-12:00" (day and slot in Asia/Shanghai as stored). */
export function useVisitText() {
  const { t } = useTicketsT();
  const weekdays = t("order.weekdays", { returnObjects: true }) as string[];
  return (line: Pick<TicketCartLine, "day" | "slot">) =>
    t("cart.visit", { month: Number(line.day.slice(5, 7)), date: Number(line.day.slice(8, 10)), weekday: weekdays[weekdayOf(line.day)] ?? "", slot: line.slot });
}

export type CartLineProps = {
  line: TicketCartLine;
  /** What sits at the end of the line: the quantity stepper in the cart, "× n" on the confirm page. */
  aside?: ReactNode;
  /** Show the spot's name first (a line outside its spot's section). */
  spot?: boolean;
};

/**
 * One cart line as the cart and the confirm page show it: the spot, the product and SKU (English
 * names where the catalogue has them), the visit day and time slot, the unit price (fen, shown in
 * yuan) and `aside`; a line that can no longer be bought says why (the API's `block`).
 */
export function CartLine({ line, aside, spot = false }: CartLineProps) {
  const { t, i18n } = useTicketsT();
  const visit = useVisitText();
  return (
    <div className="wl-cart-line">
      {spot ? <p className="wl-cart-line__spot">{localized(line.scenic_name, line.scenic_name_en, i18n.language)}</p> : null}
      <p className="wl-cart-line__sku">
        {localized(line.product_name, line.product_name_en, i18n.language)} · {localized(line.sku_name, line.sku_name_en, i18n.language)}
      </p>
      <p className="wl-cart-line__visit">{visit(line)}</p>
      <div className="wl-cart-line__foot">
        <Price fen={line.unit_price_fen} size="sm" free />
        {aside}
      </div>
      {line.block ? (
        <p className="wl-cart-line__block" role="note">
          {t(`cart.blocks.${line.block}`, { count: line.remaining ?? 0, defaultValue: line.block_label ?? "" })}
        </p>
      ) : null}
    </div>
  );
}
