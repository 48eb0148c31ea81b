import { clearPickedTraveller, readPickedTraveller, useSafeNavigate } from "@wenlv/app-kit";
import {
  ContactFields,
  loadDraft,
  saveDraft,
  saveLastContact,
  SubmitBar,
  TravellerPicker,
  useOrderContact,
  useCheckoutT,
  useCheckoutTravellersQuery,
  useOrderSource,
  useSubmitOrder,
  type ContactField,
  type ContactValues,
} from "@wenlv/checkout";
import type { TicketCartLine } from "@wenlv/contract/ticket-cart";
import { DetailSkeleton, EmptyState, formRule } from "@wenlv/ui";
import { Form } from "antd-mobile";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { z } from "zod";
import { buildCartOrderData, parseCartIds, validateCartOrder, type CartOrderField, type CartOrderForm, type CartOrderProblem } from "../cart";
import { CartFrame } from "../components/cart-frame";
import { CartLine } from "../components/cart-line";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import "@wenlv/ui/detail-layout.css";
import "./ticket-cart.css";

/** What the confirm page keeps while the user adds a traveller on /MyContactsHandle and comes back. */
const ZCartDraft = z.object({ travellers: z.record(z.string(), z.array(z.number().int())), contactName: z.string(), contactPhone: z.string() });
type CartDraft = z.infer<typeof ZCartDraft>;
const draftKey = (ids: readonly number[]) => `ticketCartDraft:${ids.join(",")}`;

/** The draft's travellers with a traveller just added on the traveller pages ticked on the first real-name line that still needs one. */
function withPicked(travellers: Record<string, number[]>, lines: readonly TicketCartLine[], picked: number | null): Record<string, number[]> {
  if (picked === null) return travellers;
  const line = lines.find((l) => l.real_name && (travellers[l.id]?.length ?? 0) < l.quantity && !travellers[l.id]?.includes(picked));
  return line ? { ...travellers, [line.id]: [...(travellers[line.id] ?? []), picked] } : travellers;
}

/**
 * /TicketCartConfirm?ids=<cart line ids> (login required; spec section 2, issue 10, decision 036):
 * the ticked cart lines read again from the cart (so a line bought, removed or blocked meanwhile
 * shows), one traveller per ticket on each real-name line (TravellerPicker), the contact (antd-mobile
 * Form, prefilled like every order page) and the total; 提交订单 signs one create of type
 * "ticket_cart" and goes to /OrderPay. Lines gone from the cart lead back to /TicketCartOrder.
 */
export function TicketCartConfirmPage() {
  const { t } = useTicketsT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const ids = parseCartIds(params.get("ids"));
  return (
    <CartFrame titleKey="titles.cartConfirm" skeleton={<DetailSkeleton />}>
      {(cart) => {
        const lines = ids.map((id) => cart.list.find((l) => l.id === id)).filter((l): l is TicketCartLine => l !== undefined);
        if (lines.length === 0 || lines.length !== ids.length) {
          return <EmptyState description={t("cart.missing")} actionText={t("cart.backToCart")} onAction={() => navigate("/TicketCartOrder", { replace: true })} />;
        }
        return <CartConfirmForm lines={lines} ids={ids} />;
      }}
    </CartFrame>
  );
}

/** The confirm page's form once its lines are known. */
function CartConfirmForm({ lines, ids }: { lines: readonly TicketCartLine[]; ids: readonly number[] }) {
  const { t, i18n } = useTicketsT();
  const tc = useCheckoutT();
  const key = draftKey(ids);
  const [initial] = useState<CartDraft | null>(() => loadDraft(key, ZCartDraft));
  const [travellers, setTravellers] = useState<Record<string, number[]>>(() => withPicked(initial?.travellers ?? {}, lines, readPickedTraveller()));
  useEffect(() => clearPickedTraveller(), []);
  const { form, initialContact, contactName, contactPhone } = useOrderContact(initial);
  const [attempted, setAttempted] = useState(false);
  const needsTravellers = lines.some((l) => l.real_name);
  const travellersQuery = useCheckoutTravellersQuery(undefined, { skip: !needsTravellers, refetchOnMountOrArgChange: true });
  const known = travellersQuery.data?.list;
  // Only travellers the account still has, at most one per ticket of the line.
  const chosen = Object.fromEntries(
    lines.map((l) => [l.id, (travellers[l.id] ?? []).filter((id) => !known || known.some((tr) => tr.id === id)).slice(0, l.quantity)]),
  ) as Record<number, number[]>;

  useEffect(() => {
    saveDraft(key, { travellers, contactName, contactPhone });
  }, [key, travellers, contactName, contactPhone]);

  const order: CartOrderForm = { lines, travellers: chosen, contactName, contactPhone };
  const source = useOrderSource("");
  const onCreated = useCallback(() => {
    saveDraft(key, null);
    saveLastContact({ name: contactName.trim(), phone: contactPhone.trim() });
  }, [key, contactName, contactPhone]);
  const { submit, submitting } = useSubmitOrder<CartOrderField>(onCreated);
  const text = (p: CartOrderProblem) => t(p.key, p.values);
  const send = () => {
    setAttempted(true);
    const values: CartOrderForm = { ...order, ...(form.getFieldsValue(true) as ContactValues) };
    void submit(
      validateCartOrder(values).map((p) => ({ field: p.field, text: text(p) })),
      () => buildCartOrderData(values, source),
    );
  };
  const problemText = (problems: CartOrderProblem[], field: CartOrderField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? text(problem) : undefined;
  };
  const contactRule = (field: ContactField) =>
    formRule((values) => ({ [field]: problemText(validateCartOrder({ ...order, ...(values as Partial<ContactValues>) }), field) }), field);
  const problems = attempted ? validateCartOrder(order) : [];
  const fieldError = (field: CartOrderField) => {
    const message = problemText(problems, field);
    return message ? (
      <p className="wl-field-error" role="alert">
        {message}
      </p>
    ) : null;
  };
  const totalFen = lines.reduce((sum, l) => sum + l.unit_price_fen * l.quantity, 0);
  const tickets = lines.reduce((sum, l) => sum + l.quantity, 0);

  return (
    <Form form={form} className="wl-detail-form" initialValues={initialContact} validateTrigger="onBlur" onFinish={send} onFinishFailed={send}>
      <p className="wl-cart__hint">{t("cart.confirmHint")}</p>
      {fieldError("lines")}
      {lines.map((line) => (
        <section key={line.id} className="wl-detail-card" aria-labelledby={`wl-cart-line-${line.id}`}>
          <h2 id={`wl-cart-line-${line.id}`}>{localized(line.scenic_name, line.scenic_name_en, i18n.language)}</h2>
          <CartLine line={line} aside={<span>× {line.quantity}</span>} />
          {line.real_name ? (
            <div className="wl-cart__travellers">
              <TravellerPicker
                travellers={known}
                loading={travellersQuery.isLoading}
                failed={travellersQuery.isError}
                onRetry={() => void travellersQuery.refetch()}
                count={line.quantity}
                selected={chosen[line.id] ?? []}
                onChange={(next) => setTravellers((prev) => ({ ...prev, [line.id]: next }))}
                from="TicketCartConfirm"
              />
              {fieldError(`travellers:${line.id}`)}
            </div>
          ) : null}
        </section>
      ))}
      <section className="wl-detail-card" aria-labelledby="wl-cart-contact">
        <h2 id="wl-cart-contact">{tc("contact")}</h2>
        <ContactFields rule={contactRule} />
      </section>
      <SubmitBar totalFen={totalFen} breakdown={t("cart.tickets", { count: tickets })} submitting={submitting} />
    </Form>
  );
}
