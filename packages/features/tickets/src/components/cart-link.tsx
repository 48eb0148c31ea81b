import { Badge } from "antd-mobile";
import { ShopbagOutline } from "antd-mobile-icons";
import { Link } from "react-router-dom";
import { useTicketCartLinesQuery } from "../cart-api";
import { useTicketsT } from "../i18n";

/**
 * The header's link to the ticket cart (/TicketCartOrder, decision 036) with a badge of how many
 * lines it holds (login-required pages only: the count is the user's cart).
 */
export function CartLink() {
  const { t } = useTicketsT();
  const { data } = useTicketCartLinesQuery();
  const count = data?.list.length ?? 0;
  return (
    <Link className="wl-cart-link" to="/TicketCartOrder" aria-label={t("cart.openAria", { count })}>
      <Badge content={count > 0 ? count : null}>
        <ShopbagOutline fontSize={22} aria-hidden />
      </Badge>
    </Link>
  );
}
