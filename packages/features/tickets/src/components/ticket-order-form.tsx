import { clearPickedTraveller, readPickedTraveller } from "@wenlv/app-kit";
import { ContactFields, saveLastContact, SubmitBar, TravellerPicker, useOrderContact, useCheckoutT, useCheckoutTravellersQuery, useOrderSource, useSubmitOrder, WaitlistNotice, withPickedTraveller, type ContactField, type ContactValues } from "@wenlv/checkout";
import type { ScenicDetail, Sku, TicketProduct } from "@wenlv/contract/scenic";
import { ErrorState, formRule, Price, QuantityStepper } from "@wenlv/ui";
import { getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { Button, Form } from "antd-mobile";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTicketStockQuery } from "../api";
import { useAddToTicketCartMutation } from "../cart-api";
import { bookingDays, shanghaiToday, windowDays } from "../days";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import {
  buildTicketOrderData,
  maxQuantity,
  validateTicketOrder,
  type TicketOrderField,
  type TicketOrderForm as FormValues,
  type TicketOrderProblem,
} from "../order-data";
import { draftKey, loadDraft, saveDraft } from "../order-draft";
import { dayAvailability, dayPickable, findSlot, slotPickable, slotWaitlisted, stockByDay } from "../stock";
import { useSlotWaitlist } from "../use-slot-waitlist";
import { DayPicker } from "./day-picker";
import { OfferNotice } from "./offer-notice";
import { BookingNotice } from "./sku-rules";
import { SlotPicker } from "./slot-picker";
import "./ticket-order-form.css";

export type TicketOrderFormProps = {
  scenic: ScenicDetail;
  product: TicketProduct;
  sku: Sku;
  /** `fromsource` of the page URL (spec section 9), sent as `source_scene`. */
  sourceScene: string;
};

/**
 * The ticket order form (antd-mobile Form): visit day (quick picks and the price calendar over the
 * product's sales window, `DayPicker`), time slot
 * with remaining stock, quantity 1..min(10, remaining), real-name travellers (exactly one per
 * ticket), contact, the 预订须知 (refund policy, entry, proof, cut-off; issue 9), the bank's offers
 * for this amount in the bank shell (decision 026) and the total. 加入购物车 keeps the day, slot and
 * quantity in the ticket cart (decision 036) instead of ordering now. A sold-out slot (and a day
 * whose slots are all sold out) can be chosen too: the page says so, the quantity goes 1..10, and
 * the button becomes 加入候补, which sends the same signed order to the waiting list (decision 035)
 * and then shows the place in line; no 加入购物车 there. The contact name and phone are Form fields checked by
 * `validateTicketOrder` (through `formRule`) on submit and when they lose focus; the other choices
 * are state, derived against the current stock, with their problems shown after the first submit.
 * Choices survive a trip to /MyContactsHandle (sessionStorage draft); the contact of the last
 * order prefills the next, else the account's own phone and verified name (`useAccountContact`).
 * The first bookable day is chosen until the user picks one.
 */
export function TicketOrderForm({ scenic, product, sku, sourceScene }: TicketOrderFormProps) {
  const { t, i18n } = useTicketsT();
  const tc = useCheckoutT();
  const key = draftKey(scenic.id, sku.id);
  const [initial] = useState(() => loadDraft(key));
  const [pickedDay, setPickedDay] = useState<string | null>(initial?.day ?? null);
  const [pickedSlot, setPickedSlot] = useState<string | null>(initial?.slot ?? null);
  // A traveller just added (or chosen) on the traveller pages is ticked at once (issue 9).
  const [start] = useState(() => withPickedTraveller({ travellerIds: initial?.travellerIds ?? [], quantity: initial?.quantity ?? 1 }, readPickedTraveller()));
  const [quantity, setQuantity] = useState(start.quantity);
  const [travellerIds, setTravellerIds] = useState<number[]>(start.travellerIds);
  useEffect(() => clearPickedTraveller(), []);
  const { form, initialContact, contactName, contactPhone } = useOrderContact(initial);
  const [attempted, setAttempted] = useState(false);
  const [today] = useState(() => shanghaiToday());
  const windowLength = windowDays(product.sale_days);
  const days = useMemo(() => bookingDays(today, windowLength), [today, windowLength]);

  const stockQuery = useTicketStockQuery(
    { product_id: product.id, start_day: today, days: windowLength },
    { refetchOnMountOrArgChange: 30 },
  );
  const stock = useMemo(() => (stockQuery.data ? stockByDay(stockQuery.data) : undefined), [stockQuery.data]);
  const travellersQuery = useCheckoutTravellersQuery(undefined, { skip: !product.real_name, refetchOnMountOrArgChange: true });
  const travellers = travellersQuery.data?.list;

  // Choices are kept as picked; what counts is derived from the current stock and travellers.
  // A sold-out day may be picked (to wait for its slots); only a day with places is preselected.
  const availability = (day: string | null) => (day && stock ? dayAvailability(stock.get(day)) : "unavailable");
  const day = dayPickable(availability(pickedDay)) ? pickedDay : (days.find((d) => availability(d.day) === "available")?.day ?? null);
  const dayStock = day ? stock?.get(day) : undefined;
  const slotStock = findSlot(dayStock, pickedSlot);
  const slot = slotStock && slotPickable(slotStock) ? slotStock.slot : null;
  // A sold-out slot joins its waiting list instead of ordering (decision 035).
  const waitlist = Boolean(slot && slotStock && slotWaitlisted(slotStock));
  const max = maxQuantity(slotStock ? slotStock.remaining : null, waitlist);
  const count = Math.max(1, Math.min(quantity, max));
  const known = travellers ? travellerIds.filter((id) => travellers.some((tr) => tr.id === id)) : travellerIds;
  const chosen = known.slice(0, count);

  useEffect(() => {
    saveDraft(key, { day: pickedDay, slot: pickedSlot, quantity, travellerIds, contactName, contactPhone });
  }, [key, pickedDay, pickedSlot, quantity, travellerIds, contactName, contactPhone]);

  const order: FormValues = {
    productId: product.id,
    skuId: sku.id,
    day,
    slot,
    quantity: count,
    remaining: slotStock ? slotStock.remaining : null,
    waitlist,
    realName: product.real_name,
    travellerIds: chosen,
    contactName,
    contactPhone,
  };
  const source = useOrderSource(sourceScene);
  const onCreated = useCallback(() => {
    saveDraft(key, null);
    saveLastContact({ name: contactName.trim(), phone: contactPhone.trim() });
  }, [key, contactName, contactPhone]);
  const { submit, submitting } = useSubmitOrder<TicketOrderField>(onCreated);
  const waitlistJoin = useSlotWaitlist();
  const position = waitlist ? waitlistJoin.positionOf(day, slot) : null;
  // Sent whether or not the contact fields passed: submit checks the whole order and says its first problem.
  const send = () => {
    setAttempted(true);
    const values: FormValues = { ...order, ...(form.getFieldsValue(true) as ContactValues) };
    const problems = validateTicketOrder(values).map((p) => ({ field: p.field, text: t(p.key, p.values) }));
    const build = () => buildTicketOrderData(values, source);
    if (values.waitlist) void waitlistJoin.join(values.day, values.slot, problems, build);
    else void submit(problems, build);
  };

  // 加入购物车 needs the day, slot and quantity only; travellers and contact are asked at checkout (decision 036).
  const [addToCart, adding] = useAddToTicketCartMutation();
  const addLine = async () => {
    const problem = validateTicketOrder(order).find((p) => p.field === "day" || p.field === "slot" || p.field === "quantity");
    if (problem || !order.day || !order.slot) {
      setAttempted(true);
      if (problem) getApiClientConfig().toast.show(t(problem.key, problem.values), TOAST_DURATION_MS);
      return;
    }
    const added = await addToCart({ product_id: product.id, sku_id: sku.id, day: order.day, slot: order.slot, quantity: count });
    if (!("error" in added)) getApiClientConfig().toast.show(t("cart.added"), TOAST_DURATION_MS);
  };

  const problemText = (problems: TicketOrderProblem[], field: TicketOrderField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.key, problem.values) : undefined;
  };
  // A contact field's rule: the whole-order check, with the contact as the Form holds it then.
  const contactRule = (field: ContactField) =>
    formRule((values) => ({ [field]: problemText(validateTicketOrder({ ...order, ...(values as Partial<ContactValues>) }), field) }), field);
  const problems = attempted ? validateTicketOrder(order) : [];
  const fieldError = (field: TicketOrderField) => {
    const text = problemText(problems, field);
    return text ? (
      <p className="wl-field-error" role="alert">
        {text}
      </p>
    ) : null;
  };

  return (
    <Form form={form} className="wl-ticket-order-form" initialValues={initialContact} validateTrigger="onBlur" onFinish={send} onFinishFailed={send}>
      <section className="wl-ticket-order-form__card">
        <h2 className="wl-ticket-order-form__scenic">{localized(scenic.name, scenic.name_en, i18n.language)}</h2>
        <p className="wl-ticket-order-form__sku">
          <span>
            {localized(product.name, product.name_en, i18n.language)} · {localized(sku.name, sku.name_en, i18n.language)}
          </span>
          <Price fen={sku.price_fen} size="sm" free />
        </p>
      </section>
      <section className="wl-ticket-order-form__card" aria-labelledby="wl-order-date">
        <h2 id="wl-order-date" className="wl-section-title">
          {t("order.date")}
        </h2>
        {stockQuery.isError ? (
          <ErrorState onRetry={() => void stockQuery.refetch()} />
        ) : (
          <DayPicker days={days} stock={stock} priceFen={sku.price_fen} value={day} onChange={setPickedDay} />
        )}
        {fieldError("day")}
      </section>
      <section className="wl-ticket-order-form__card" aria-labelledby="wl-order-slot">
        <h2 id="wl-order-slot" className="wl-section-title">
          {t("order.slot")}
        </h2>
        <SlotPicker slots={dayStock ? dayStock.slots : null} value={slot} onChange={setPickedSlot} />
        {fieldError("slot")}
        {waitlist ? <WaitlistNotice position={position} /> : null}
      </section>
      <section className="wl-ticket-order-form__card wl-ticket-order-form__quantity" aria-labelledby="wl-order-quantity">
        <div>
          <h2 id="wl-order-quantity" className="wl-section-title">
            {t("order.quantity")}
          </h2>
          <p className="wl-ticket-order-form__limit">{t("order.quantityLimit", { max: Math.max(1, max) })}</p>
        </div>
        <QuantityStepper value={count} onChange={setQuantity} min={1} max={Math.max(1, max)} label={t("order.quantity")} />
        {fieldError("quantity")}
      </section>
      {product.real_name ? (
        <section className="wl-ticket-order-form__card" aria-labelledby="wl-order-travellers">
          <h2 id="wl-order-travellers" className="wl-section-title">
            {tc("travellers")}
          </h2>
          <TravellerPicker
            travellers={travellers}
            loading={travellersQuery.isLoading}
            failed={travellersQuery.isError}
            onRetry={() => void travellersQuery.refetch()}
            count={count}
            selected={chosen}
            onChange={setTravellerIds}
          />
          {fieldError("travellers")}
        </section>
      ) : null}
      <section className="wl-ticket-order-form__card" aria-labelledby="wl-order-contact">
        <h2 id="wl-order-contact" className="wl-section-title">
          {tc("contact")}
        </h2>
        <ContactFields rule={contactRule} />
      </section>
      <BookingNotice rules={sku.rules} product={product} />
      <OfferNotice offers={sku.offers} totalFen={sku.price_fen * count} />
      <SubmitBar
        unitPriceFen={sku.price_fen}
        quantity={count}
        submitting={submitting || waitlistJoin.joining}
        disabled={position !== null}
        label={waitlist ? tc("waitlist.join") : undefined}
        secondary={
          // A sold-out slot cannot be bought later from the cart: it is waited for here.
          waitlist ? undefined : (
            <Button className="wl-submit-bar__secondary" color="primary" fill="outline" loading={adding.isLoading} onClick={() => void addLine()}>
              {t("cart.add")}
            </Button>
          )
        }
      />
    </Form>
  );
}
