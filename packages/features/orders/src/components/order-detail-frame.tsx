import type { OrderDetail } from "@wenlv/contract/orders";
import { DetailSkeleton, ErrorState, PageHeader } from "@wenlv/ui";
import type { ReactNode } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { useOrderDetailQuery } from "../api";
import { orderDetailHref, orderDetailPath } from "../detail-path";
import { useOrdersT } from "../i18n";
import { MissingOrderNo } from "./missing-order-no";
import "./orders.css";

export type OrderDetailFrameProps = {
  /** This page's path ("/TicketOrderDetail"); an order whose kind has another detail page is sent there. */
  path: string;
  /** i18n key of the page title in the "orders" namespace. */
  titleKey: string;
  /** The page's sections for the loaded order. */
  children: (order: OrderDetail) => ReactNode;
};

/**
 * The frame of every order detail page (login-required, `?order_no=`): the header, 链接缺少订单号
 * without a number, a skeleton while loading, an error with retry, and the order's sections once
 * loaded (always fetched afresh: status moves on the server). An order of another kind's page
 * (`orderDetailPath`) replaces this entry with that page, so links that know only the number work.
 */
export function OrderDetailFrame({ path, titleKey, children }: OrderDetailFrameProps) {
  const t = useOrdersT();
  const [params] = useSearchParams();
  const orderNo = params.get("order_no")?.trim() ?? "";
  const { data: order, isLoading, isError, refetch } = useOrderDetailQuery(orderNo, { skip: !orderNo, refetchOnMountOrArgChange: true });
  const header = <PageHeader title={t(titleKey)} />;
  let body: ReactNode;
  if (!orderNo) body = <MissingOrderNo />;
  else if (isLoading) body = <DetailSkeleton />;
  else if (isError || !order) body = <ErrorState onRetry={() => void refetch()} />;
  else if (orderDetailPath(order.type, order.order_state) !== path) return <Navigate to={orderDetailHref(order)} replace />;
  else body = children(order);
  return (
    <main className="wl-orders-page">
      {header}
      {body}
    </main>
  );
}
