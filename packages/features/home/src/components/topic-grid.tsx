import { BillOutline, CompassOutline, CouponOutline, FlagOutline, PicturesOutline } from "antd-mobile-icons";
import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import { useHomeT } from "../i18n";
import "./topic-grid.css";

/** One topic entry: its label key, where it leads and its icon. */
export type Topic = { key: string; href: string; icon: ComponentType<{ "aria-hidden"?: boolean | "true" }> };

/**
 * Topic entries of the home page. Gardens, water towns and museums are categories of the data:
 * the ticket list filtered by the spots' tag (issue 9; a keyword "园" also found 西园寺 and
 * 苏州乐园); 我的订单 opens the order list (/Trades, the orders feature).
 */
export const TOPICS: readonly Topic[] = [
  { key: "tickets", href: "/AttractionsTickets", icon: CouponOutline },
  { key: "gardens", href: "/AttractionsTickets?tag=garden", icon: PicturesOutline },
  { key: "towns", href: "/AttractionsTickets?tag=water_town", icon: CompassOutline },
  { key: "museums", href: "/AttractionsTickets?tag=museum", icon: FlagOutline },
  { key: "orders", href: "/Trades", icon: BillOutline },
];

/** The grid of topic entries, each a real link with a 44 px+ target. */
export function TopicGrid() {
  const { t } = useHomeT();
  return (
    <nav className="wl-topic-grid" aria-label={t("topics.label")}>
      <ul>
        {TOPICS.map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <Link to={href} className="wl-topic-grid__item">
              <span className="wl-topic-grid__icon">
                <Icon aria-hidden="true" />
              </span>
              <span className="wl-topic-grid__label">{t(`topics.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
