import type { Sku, TicketProduct } from "@wenlv/contract/scenic";
import { Price } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import { OfferLabels } from "./offer-notice";
import { SkuRuleTags } from "@wenlv/ui/sku-rules";
import "./ticket-products.css";

export type TicketProductsProps = {
  products: readonly TicketProduct[];
  /** Called with the product and SKU whose 预订 button was tapped. */
  onBook: (product: TicketProduct, sku: Sku) => void;
};

/**
 * The ticket products of a spot: each product's name (with a 实名制 badge for real-name products,
 * one traveller per ticket) and its SKUs, each with its price in yuan from fen, its rule tags
 * (随时退 / 刷身份证入园 / needed proof, issue 9), the host's offer labels in the bank shell
 * (decision 026) and a 预订 button.
 */
export function TicketProducts({ products, onBook }: TicketProductsProps) {
  const { t, i18n } = useTicketsT();
  const withSkus = products.filter((product) => product.skus.length > 0);
  return (
    <section className="wl-ticket-products" aria-labelledby="wl-ticket-products-title">
      <h2 id="wl-ticket-products-title" className="wl-section-title">
        {t("detail.tickets")}
      </h2>
      {withSkus.length === 0 ? <p className="wl-ticket-products__none">{t("detail.noTickets")}</p> : null}
      {withSkus.map((product) => (
        <div key={product.id} className="wl-ticket-products__product">
          <h3 className="wl-ticket-products__name">
            {localized(product.name, product.name_en, i18n.language)}
            {product.real_name ? <span className="wl-ticket-products__badge">{t("detail.realName")}</span> : null}
          </h3>
          <ul className="wl-ticket-products__skus">
            {product.skus.map((sku) => {
              const skuName = localized(sku.name, sku.name_en, i18n.language);
              return (
                <li key={sku.id} className="wl-ticket-products__sku" data-testid={`sku-${sku.id}`}>
                  <div className="wl-ticket-products__sku-name">
                    <span>{skuName}</span>
                    <SkuRuleTags rules={sku.rules} />
                    <OfferLabels offers={sku.offers} />
                  </div>
                  <Price fen={sku.price_fen} free />
                  <Button
                    color="primary"
                    size="small"
                    className="wl-button-primary wl-ticket-products__book"
                    aria-label={t("detail.bookLabel", { name: skuName })}
                    onClick={() => onBook(product, sku)}
                  >
                    {t("detail.book")}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
