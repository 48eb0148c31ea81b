import { loggedOut, selectToken, selectUser } from "@wenlv/api-client";
import { useLogoutMutation } from "@wenlv/api-client/user-api";
import { useAppDispatch, useAppSelector, useCareMode, useSafeNavigate, useStartLogin } from "@wenlv/app-kit";
import { ConfirmDialog, PageHeader, UserAvatar } from "@wenlv/ui";
import { Button } from "antd-mobile";
import {
  BillOutline,
  ClockCircleOutline,
  CouponOutline,
  EnvironmentOutline,
  MessageOutline,
  PayCircleOutline,
  RightOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  UndoOutline,
  UserContactOutline,
  UserOutline,
} from "antd-mobile-icons";
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useAccountT } from "../i18n";
import { UserCarePage } from "./user-care";
import "@wenlv/ui/account-layout.css";
import "../components/account.css";

/** The order entries of /User: label key, /Trades tab (contract ORDER_LIST_TABS) and icon. */
export const ORDER_ENTRIES: readonly { key: string; href: string; icon: ReactNode }[] = [
  { key: "allOrders", href: "/Trades", icon: <BillOutline aria-hidden="true" /> },
  { key: "unpaid", href: "/Trades?status=UNPAID", icon: <PayCircleOutline aria-hidden="true" /> },
  { key: "toUse", href: "/Trades?status=WAIT_USE", icon: <ClockCircleOutline aria-hidden="true" /> },
  { key: "refund", href: "/Trades?status=REFUND", icon: <UndoOutline aria-hidden="true" /> },
];

/** The account entries of /User under the orders: path, label key (`links.*`) and icon. */
export const ACCOUNT_ENTRIES: readonly { href: string; key: string; icon: ReactNode }[] = [
  { href: "/UserInfo", key: "profile", icon: <UserOutline aria-hidden="true" /> },
  { href: "/MyContacts", key: "contacts", icon: <TeamOutline aria-hidden="true" /> },
  { href: "/MySelfHandle", key: "pickup", icon: <UserContactOutline aria-hidden="true" /> },
  { href: "/MyAddress", key: "addresses", icon: <EnvironmentOutline aria-hidden="true" /> },
  { href: "/MyCollection", key: "collection", icon: <StarOutline aria-hidden="true" /> },
  { href: "/TicketCartOrder", key: "ticketCart", icon: <ShopbagOutline aria-hidden="true" /> },
  { href: "/MyCoupons", key: "coupons", icon: <CouponOutline aria-hidden="true" /> },
  { href: "/MessageList", key: "messages", icon: <MessageOutline aria-hidden="true" /> },
  { href: "/Setting", key: "setting", icon: <SetOutline aria-hidden="true" /> },
];

/**
 * /User (tab page, login-required). In care mode (the stored flag of @wenlv/theme, spec section 2)
 * it is the Care variant (./user-care); otherwise the standard page below.
 */
export function UserPage() {
  const [care] = useCareMode();
  return care ? <UserCarePage /> : <UserStandardPage />;
}

/**
 * The standard /User: avatar (the initial when there is no image), nickname, masked phone, order
 * entries into /Trades tabs, the account entries (个人资料, 常用出行人, 取票人, 收货地址, 我的收藏,
 * 门票购物车, 我的优惠券, 消息通知, 设置), and 退出登录 (confirm, POST /api/uservice/user/logout, then `loggedOut()` — even when
 * the call fails, the device forgets the session — and home).
 */
function UserStandardPage() {
  const t = useAccountT();
  const navigate = useSafeNavigate();
  const startLogin = useStartLogin();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const [confirming, setConfirming] = useState(false);

  const doLogout = async () => {
    await logout();
    setConfirming(false);
    dispatch(loggedOut());
    navigate("/", { replace: true });
  };

  const name = user?.nickname ?? "";
  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.user")} showBack={false} />
      <section className="wl-user-hero">
        <UserAvatar src={user?.avatar ?? ""} name={name} alt={t("user.avatarAlt", { name })} />
        <div>
          <h2 className="wl-user-hero__name">{token ? name : t("user.notLoggedIn")}</h2>
          {user?.phone_masked ? <p className="wl-user-hero__phone">{user.phone_masked}</p> : null}
          {!token ? (
            <Button size="small" onClick={() => startLogin("/User")}>
              {t("user.login")}
            </Button>
          ) : null}
        </div>
      </section>
      <nav className="wl-account-card" aria-labelledby="wl-user-orders">
        <h2 id="wl-user-orders" className="wl-account-card__title">
          {t("user.orders")}
        </h2>
        <ul className="wl-order-entries">
          {ORDER_ENTRIES.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.href}>
                {entry.icon}
                <span>{t(`user.${entry.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="wl-account-card wl-account-list wl-account-links">
        {ACCOUNT_ENTRIES.map((entry) => (
          <li key={entry.href}>
            <Link className="wl-account-link" to={entry.href}>
              {entry.icon}
              <span>{t(`links.${entry.key}`)}</span>
              <RightOutline aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {token ? (
        <div className="wl-account-actions">
          <Button block size="large" onClick={() => setConfirming(true)}>
            {t("user.logout")}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        visible={confirming}
        title={t("user.logoutTitle")}
        content={t("user.logoutText")}
        confirmText={t("user.logoutConfirm")}
        cancelText={t("user.cancel")}
        busy={loggingOut}
        onConfirm={() => doLogout()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
