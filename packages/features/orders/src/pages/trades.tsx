import { pagedList } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { ORDER_LIST_TABS, ZOrderListTab, type OrderListTab } from "@wenlv/contract/orders";
import { EmptyState, InfiniteList, PageHeader } from "@wenlv/ui";
import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router-dom";
import { useOrderListInfiniteQuery } from "../api";
import { OrderCard } from "../components/order-card";
import { useOrdersT } from "../i18n";
import "../components/orders.css";

/** The tab named by `?status=` (a contract tab key), else "all". */
export function tabFromQuery(raw: string | null): OrderListTab {
  const parsed = ZOrderListTab.safeParse(raw);
  return parsed.success ? parsed.data : "all";
}

function OrderList({ tab }: { tab: OrderListTab }) {
  const t = useOrdersT();
  const navigate = useSafeNavigate();
  const list = pagedList(useOrderListInfiniteQuery(tab, { refetchOnMountOrArgChange: 30 }));
  return (
    <InfiniteList
      {...list}
      getKey={(order) => order.order_no}
      renderItem={(order) => <OrderCard order={order} />}
      empty={<EmptyState title={t("trades.emptyTitle")} description={t("trades.emptyText")} actionText={t("trades.browse")} onAction={() => navigate("/")} />}
    />
  );
}

/**
 * /Trades (my orders; login-required, list page, kept alive): tabs 全部 / 待支付 / 待使用 / 退款
 * (contract ORDER_LIST_TABS, chosen by `?status=`, kept in the URL so back and shared links keep
 * the tab) over an infinite list of `orderList` pages. Each card links to its detail.
 */
export function TradesPage() {
  const t = useOrdersT();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get("status"));
  return (
    <main className="wl-orders-page">
      <PageHeader title={t("title.trades")} />
      <Tabs activeKey={tab} onChange={(key) => setParams(key === "all" ? {} : { status: key }, { replace: true })} stretch>
        {ORDER_LIST_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`tabs.${key}`)} />
        ))}
      </Tabs>
      <OrderList key={tab} tab={tab} />
    </main>
  );
}
