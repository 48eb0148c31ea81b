import { selectToken, selectUser } from "@wenlv/api-client";
import { useAppSelector, useCareMode, useStartLogin } from "@wenlv/app-kit";
import { PageHeader, UserAvatar } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { BillOutline, EnvironmentOutline, PhoneFill, SetOutline, StarOutline, TeamOutline } from "antd-mobile-icons";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { CUSTOMER_SERVICE_PHONE, telHref } from "../customer-service";
import { useAccountT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/account.css";

/** The tiles of the care /User, in reading order: label key (`care.*`), in-app path or `tel:` link, icon. */
export const CARE_TILES: readonly { key: string; href: string; icon: ReactNode }[] = [
  { key: "orders", href: "/Trades", icon: <BillOutline aria-hidden="true" /> },
  { key: "travellers", href: "/MyContactsCare", icon: <TeamOutline aria-hidden="true" /> },
  { key: "addresses", href: "/MyAddress", icon: <EnvironmentOutline aria-hidden="true" /> },
  { key: "collection", href: "/MyCollection", icon: <StarOutline aria-hidden="true" /> },
  { key: "service", href: telHref(CUSTOMER_SERVICE_PHONE), icon: <PhoneFill aria-hidden="true" /> },
  { key: "settings", href: "/Setting", icon: <SetOutline aria-hidden="true" /> },
];

/**
 * The Care variant of /User (spec section 2: used when the care-mode flag is stored; issue 3
 * "simpler layouts on the care variants"): a large greeting, then six large tiles in two columns
 * (my orders, travellers, addresses, collection, the customer service phone as a `tel:` link,
 * settings) with big text and no dense rows, and one button that leaves care mode.
 */
export function UserCarePage() {
  const t = useAccountT();
  const startLogin = useStartLogin();
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const [, setCare] = useCareMode();
  const name = user?.nickname ?? "";

  const tiles = CARE_TILES.map((tile) => {
    const content = (
      <>
        {tile.icon}
        <span>{t(`care.${tile.key}`)}</span>
      </>
    );
    return (
      <li key={tile.key}>
        {tile.href.startsWith("tel:") ? (
          <a href={tile.href}>
            {content}
            <span className="wl-care-user__tile-note">{t("care.serviceNumber", { phone: CUSTOMER_SERVICE_PHONE })}</span>
          </a>
        ) : (
          <Link to={tile.href}>{content}</Link>
        )}
      </li>
    );
  });

  return (
    <main className="wl-account-page wl-care-user">
      <PageHeader title={t("title.userCare")} showBack={false} />
      <section className="wl-care-user__hero">
        <UserAvatar src={user?.avatar ?? ""} name={name} alt="" />
        <div>
          <h2 className="wl-care-user__hello">{token && name ? t("care.hello", { name }) : t("care.guest")}</h2>
          {token && user?.phone_masked ? <p className="wl-care-user__phone">{user.phone_masked}</p> : null}
        </div>
      </section>
      {!token ? (
        <div className="wl-care-user__actions">
          <Button className="wl-button-primary" block color="primary" size="large" onClick={() => startLogin("/User")}>
            {t("care.login")}
          </Button>
        </div>
      ) : null}
      <nav aria-label={t("title.userCare")}>
        <ul className="wl-care-tiles wl-care-user__tiles">{tiles}</ul>
      </nav>
      <div className="wl-care-user__actions">
        <Button block size="large" onClick={() => setCare(false)}>
          {t("care.exit")}
        </Button>
      </div>
    </main>
  );
}
