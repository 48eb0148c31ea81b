import { apiErrorMessage } from "@wenlv/api-client";
import type { TicketCartList } from "@wenlv/contract/ticket-cart";
import { ErrorState, PageHeader } from "@wenlv/ui";
import type { ReactNode } from "react";
import { useTicketCartLinesQuery } from "../cart-api";
import { useTicketsT } from "../i18n";

export type CartFrameProps = {
  /** The page title's key in the tickets namespace (titles.cart, titles.cartConfirm). */
  titleKey: string;
  /** What shows while the cart loads (a list or a detail skeleton). */
  skeleton: ReactNode;
  /** The page once the cart is read; `refetch` reads it again (pull to refresh). */
  children: (cart: TicketCartList, refetch: () => Promise<unknown>) => ReactNode;
};

/**
 * The frame of the ticket-cart pages (decision 036): the header, the cart read afresh on every
 * visit (`/api/ticketCart/list`, each line checked against stock now), a skeleton while it loads
 * and an error with 重试 when it fails; then `children` with the lines.
 */
export function CartFrame({ titleKey, skeleton, children }: CartFrameProps) {
  const { t } = useTicketsT();
  const { data, error, isLoading, isError, refetch } = useTicketCartLinesQuery(undefined, { refetchOnMountOrArgChange: true });
  let body: ReactNode;
  if (isLoading) body = skeleton;
  else if (isError || !data) body = <ErrorState message={apiErrorMessage(error) || undefined} onRetry={() => void refetch()} />;
  else body = children(data, refetch);
  return (
    <div className="wl-detail-page wl-cart">
      <PageHeader title={t(titleKey)} />
      {body}
    </div>
  );
}
