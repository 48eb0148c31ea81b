import type { ReactNode } from "react";
import { distanceParts } from "./format-distance";
import { useUiT } from "./i18n";
import { Price } from "./price";
import "./tokens.css";
import "./product-card.css";

export type ProductCardProps = {
  /** Product or scenic spot name. */
  title: string;
  /** Cover image URL (absolute, from the API's image host). */
  cover: string;
  /** Alternative text of the cover; defaults to the title. */
  coverAlt?: string;
  /** A line under the title (district, address). */
  subtitle?: string;
  /** Short tags ("园林", "世界遗产"); the first three are shown. */
  tags?: readonly string[];
  /**
   * Labels of the host's offers on the product ("银行卡满100减5", from the API's `offers`, decision
   * 026); the first two are shown under the tags, read as "优惠：…".
   */
  offers?: readonly string[];
  /** A-level of a scenic spot, 1-5 (China's GB/T 17775 rating); 0 or null shows no badge. */
  aLevel?: number | null;
  /** Distance from the user in metres (computed by the API from GCJ-02 coordinates); null hides it. */
  distanceM?: number | null;
  /** Cheapest price in fen, shown as "¥80起"; null shows "no tickets on sale". */
  minPriceFen?: number | null;
  /** Link target; renders the card as an `<a>`. */
  href?: string;
  /** Click handler; renders the card as a `<button>` unless `href` is given too. */
  onClick?: () => void;
  /** horizontal (list rows, default) or vertical (grids). */
  layout?: "horizontal" | "vertical";
  /**
   * The card is on the first screen, so its cover is likely the page's largest paint (LCP): loaded
   * at once with `fetchpriority="high"` instead of lazily (issue 8). Give it to the first cards only.
   */
  priority?: boolean;
};

/**
 * A product card for lists: lazy cover at a fixed 4:3 ratio (no layout shift), A-level badge,
 * title, subtitle, tags, the host's offer labels, distance (m under 1 km, else km) and a starting price from fen.
 * The whole card is one link or button, so the touch target is the full row.
 */
export function ProductCard(props: ProductCardProps) {
  const { title, cover, coverAlt, subtitle, tags = [], offers = [], aLevel, distanceM, minPriceFen, href, onClick, layout = "horizontal", priority = false } = props;
  const t = useUiT();
  const level = aLevel && aLevel > 0 ? aLevel : null;
  const formatDistance = useDistanceText();
  const distanceText = distanceM === null || distanceM === undefined ? null : formatDistance(distanceM);

  const content: ReactNode = (
    <>
      <span className="wl-product-card__cover">
        <img src={cover} alt={coverAlt ?? title} width={112} height={84} {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })} />
        {level ? (
          <span className="wl-product-card__level">
            <span aria-hidden="true">{t("product.aLevel", { level })}</span>
            <span className="wl-visually-hidden">{t("product.aLevelLabel", { level })}</span>
          </span>
        ) : null}
      </span>
      <span className="wl-product-card__body">
        <span className="wl-product-card__title">{title}</span>
        {subtitle ? <span className="wl-product-card__subtitle">{subtitle}</span> : null}
        {tags.length > 0 ? (
          <span className="wl-product-card__tags">
            {tags.slice(0, 3).map((tag) => (
              <span key={tag} className="wl-product-card__tag">
                {tag}
              </span>
            ))}
          </span>
        ) : null}
        {offers.length > 0 ? (
          <span className="wl-product-card__offers">
            <span className="wl-visually-hidden">{t("product.offersLabel")}</span>
            {offers.slice(0, 2).map((offer) => (
              <OfferLabel key={offer}>{offer}</OfferLabel>
            ))}
          </span>
        ) : null}
        <span className="wl-product-card__footer">
          {minPriceFen === null || minPriceFen === undefined ? (
            <span className="wl-product-card__no-price">{t("price.none")}</span>
          ) : (
            <Price fen={minPriceFen} size="sm" from free />
          )}
          {distanceText !== null ? (
            <span className="wl-product-card__distance">
              <span aria-hidden="true">{distanceText}</span>
              <span className="wl-visually-hidden">{t("product.distanceLabel", { distance: distanceText })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );

  const className = `wl-product-card wl-product-card--${layout}`;
  if (href) {
    return (
      <a
        className={className}
        href={href}
        onClick={(event) => {
          // Plain taps go through onClick (router navigation); modified clicks keep the browser's default.
          if (!onClick || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onClick();
        }}
      >
        {content}
      </a>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={className} onClick={onClick}>
        {content}
      </button>
    );
  }
  return <div className={className}>{content}</div>;
}

/**
 * The display text of a distance in metres in the page language ("850m", "1.2km"; {@link distanceParts}
 * picks the unit and rounding), for every screen that shows one (list cards, the detail page's
 * nearby spots). Throws RangeError like distanceParts for a negative or non-finite distance.
 */
export function useDistanceText(): (metres: number) => string {
  const t = useUiT();
  return (metres) => {
    const parts = distanceParts(metres);
    return t(`distance.${parts.unit}`, { value: parts.value });
  };
}

/**
 * One label of a host's offer ("银行卡满100减5", decision 026) in the danger tone (5.3:1 on its
 * background): the one look of offer labels, on list cards and SKU rows alike.
 */
export function OfferLabel({ children }: { children: ReactNode }) {
  return <span className="wl-offer-label">{children}</span>;
}
