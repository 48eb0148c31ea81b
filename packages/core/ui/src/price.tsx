import { fenParts } from "./format-fen";
import { useUiT } from "./i18n";
import "./tokens.css";
import "./price.css";

export type PriceProps = {
  /** Amount in fen (integer; 1 yuan = 100 fen). */
  fen: number;
  /** Text size: sm 14 px, md 18 px (default), lg 24 px. */
  size?: "sm" | "md" | "lg";
  /** Show as a starting price ("¥80起" / "From ¥80"), for the cheapest SKU of a product. */
  from?: boolean;
  /**
   * Say 免费 / "Free" for 0 instead of "¥0" (issue 9): for catalogue prices (a free spot, a free
   * reservation), not for order amounts, which stay amounts.
   */
  free?: boolean;
  className?: string;
};

/**
 * A price in yuan from integer fen: 8000 -> ¥80, 8050 -> ¥80.5 (see `formatFen`). The currency
 * symbol is drawn smaller but the element's text is the whole amount ("¥80.5", "¥80起").
 * With `free`, 0 reads 免费 ("¥0起" says nothing to a visitor). Throws RangeError for a non-integer
 * `fen`, like `formatFen`.
 */
export function Price({ fen, size = "md", from = false, free = false, className }: PriceProps) {
  const t = useUiT();
  if (free && fen === 0) {
    return (
      <span className={["wl-price", "wl-price--free", `wl-price--${size}`, className].filter(Boolean).join(" ")} data-fen={0}>
        {t("price.free")}
      </span>
    );
  }
  const { sign, yuan, fraction } = fenParts(fen);
  const classes = ["wl-price", `wl-price--${size}`, className].filter(Boolean).join(" ");
  const prefix = from ? t("price.fromPrefix") : "";
  const suffix = from ? t("price.fromSuffix") : "";
  return (
    <span className={classes} data-fen={fen}>
      {prefix ? <span className="wl-price__suffix">{prefix}</span> : null}
      {sign || null}
      <span className="wl-price__symbol">¥</span>
      {/* One text node: the server's HTML then holds the same nodes as the browser's render (decision 031). */}
      {`${yuan}${fraction}`}
      {suffix ? <span className="wl-price__suffix">{suffix}</span> : null}
    </span>
  );
}
