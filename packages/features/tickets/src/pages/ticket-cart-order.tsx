import { getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { MAX_TICKET_CART_ORDER_LINES } from "@wenlv/contract/orders";
import type { TicketCartLine, TicketCartList } from "@wenlv/contract/ticket-cart";
import { SubmitBar } from "@wenlv/checkout";
import { ConfirmDialog, EmptyState, ListSkeleton, QuantityStepper } from "@wenlv/ui";
import { Button, Checkbox, PullToRefresh } from "antd-mobile";
import { useState } from "react";
import { Link } from "react-router-dom";
import { cartSelection, isBuyable, lineMax } from "../cart";
import { useRemoveTicketCartLinesMutation, useUpdateTicketCartLineMutation } from "../cart-api";
import { CartFrame } from "../components/cart-frame";
import { CartLine } from "../components/cart-line";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import "@wenlv/ui/detail-layout.css";
import "./ticket-cart.css";

/** Lines grouped by spot, in the order their first line was added. */
function bySpot(lines: readonly TicketCartLine[]): TicketCartLine[][] {
  const groups = new Map<string, TicketCartLine[]>();
  for (const line of lines) {
    const key = `${line.scenic_id}:${line.scenic_name}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
}

/**
 * /TicketCartOrder (login required; spec section 2, issue 10, decision 036): the ticket cart.
 * Lines are grouped by spot, each with a checkbox, its visit day and slot, price and a quantity
 * stepper bounded by the places left; lines that can no longer be bought (a passed or closed day,
 * an ended slot, sold out, withdrawn) sit under 失效门票 and are never ticked, and a line asking
 * for more than is left says so until lowered. Lines are ticked unless the user unticks them;
 * 去结算 takes the ticked lines (at most MAX_TICKET_CART_ORDER_LINES) to /TicketCartConfirm?ids=.
 * Pull to refresh re-reads the cart; an empty cart leads to /AttractionsTickets.
 */
export function TicketCartOrderPage() {
  return (
    <CartFrame titleKey="titles.cart" skeleton={<ListSkeleton rows={3} />}>
      {(cart, refetch) => <CartLines cart={cart} refetch={refetch} />}
    </CartFrame>
  );
}

/** The cart's lines once read: the spots' sections, the lapsed lines, the bar and the remove dialog. */
function CartLines({ cart, refetch }: { cart: TicketCartList; refetch: () => Promise<unknown> }) {
  const { t, i18n } = useTicketsT();
  const navigate = useSafeNavigate();
  const [update] = useUpdateTicketCartLineMutation();
  const [remove, removal] = useRemoveTicketCartLinesMutation();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<readonly number[] | null>(null);

  const lines = cart.list;
  const active = lines.filter((l) => isBuyable(l) || l.block === "too_few");
  const lapsed = lines.filter((l) => !active.includes(l));
  const ticked = new Set(lines.filter((l) => isBuyable(l) && !unticked.has(l.id)).map((l) => l.id));
  const selection = cartSelection(lines, ticked);
  const buyable = lines.filter(isBuyable);
  const allTicked = buyable.length > 0 && buyable.every((l) => ticked.has(l.id));
  const tick = (id: number, on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const tickAll = (on: boolean) => setUnticked(on ? new Set() : new Set(buyable.map((l) => l.id)));
  const checkout = () => {
    if (selection.lines.length > MAX_TICKET_CART_ORDER_LINES) {
      getApiClientConfig().toast.show(t("cart.errors.tooMany", { max: MAX_TICKET_CART_ORDER_LINES }), TOAST_DURATION_MS);
      return;
    }
    navigate(`/TicketCartConfirm?ids=${selection.lines.map((l) => l.id).join(",")}`);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    const done = await remove(removing);
    if (!("error" in done)) setRemoving(null);
  };

  if (lines.length === 0) {
    return <EmptyState title={t("cart.emptyTitle")} description={t("cart.emptyText")} actionText={t("cart.browse")} onAction={() => navigate("/AttractionsTickets")} />;
  }

  return (
    <>
      <PullToRefresh onRefresh={async () => void (await refetch())}>
        {bySpot(active).map((group) => (
          <section key={group[0]!.id} className="wl-detail-card" aria-labelledby={`wl-cart-spot-${group[0]!.id}`}>
            <h2 id={`wl-cart-spot-${group[0]!.id}`}>
              {group[0]!.scenic_id > 0 ? (
                <Link to={`/ScenicDetail?id=${group[0]!.scenic_id}`}>{localized(group[0]!.scenic_name, group[0]!.scenic_name_en, i18n.language)}</Link>
              ) : (
                localized(group[0]!.scenic_name, group[0]!.scenic_name_en, i18n.language)
              )}
            </h2>
            <ul className="wl-cart__lines">
              {group.map((line) => {
                const name = `${localized(line.scenic_name, line.scenic_name_en, i18n.language)} ${localized(line.sku_name, line.sku_name_en, i18n.language)} ${line.day} ${line.slot}`;
                return (
                  <li key={line.id} className="wl-cart__line">
                    <Checkbox checked={ticked.has(line.id)} disabled={!isBuyable(line)} onChange={(on) => tick(line.id, on)} aria-label={t("cart.select", { name })} />
                    <CartLine
                      line={line}
                      aside={
                        <QuantityStepper
                          value={Math.min(line.quantity, lineMax(line))}
                          min={1}
                          max={lineMax(line)}
                          label={t("cart.quantity")}
                          onChange={(quantity) => void update({ id: line.id, quantity })}
                        />
                      }
                    />
                    <Button className="wl-cart__remove" fill="none" size="mini" aria-label={t("cart.removeAria", { name })} onClick={() => setRemoving([line.id])}>
                      {t("cart.remove")}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {lapsed.length > 0 ? (
          <section className="wl-detail-card wl-cart__lapsed" aria-labelledby="wl-cart-lapsed">
            <div className="wl-cart__lapsed-head">
              <h2 id="wl-cart-lapsed">{t("cart.unavailable")}</h2>
              <Button fill="none" size="mini" color="primary" onClick={() => setRemoving(lapsed.map((l) => l.id))}>
                {t("cart.clearUnavailable")}
              </Button>
            </div>
            <ul className="wl-cart__lines">
              {lapsed.map((line) => (
                <li key={line.id} className="wl-cart__line">
                  <CartLine line={line} spot aside={<span>× {line.quantity}</span>} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </PullToRefresh>
      <SubmitBar
        totalFen={selection.totalFen}
        breakdown={t("cart.tickets", { count: selection.tickets })}
        submitting={false}
        disabled={selection.lines.length === 0}
        label={t("cart.checkout", { count: selection.lines.length })}
        onAction={checkout}
        leading={
          <Checkbox checked={allTicked} disabled={buyable.length === 0} onChange={tickAll}>
            {t("cart.selectAll")}
          </Checkbox>
        }
      />
      <ConfirmDialog
        visible={removing !== null}
        title={t("cart.remove")}
        content={t("cart.removeConfirm", { count: removing?.length ?? 0 })}
        confirmText={t("cart.remove")}
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
