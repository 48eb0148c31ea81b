import { clearPickedTraveller, readPickedTraveller, useSafeNavigate } from "@wenlv/app-kit";
import { ContactFields, saveLastContact, SubmitBar, TravellerPicker, useOrderContact, useCheckoutT, useCheckoutTravellersQuery, useContactRule, useJoinWaitlist, useOrderSource, useSubmitOrder, WaitlistNotice, type ContactValues } from "@wenlv/checkout";
import type { LineDepartureDay, LineDetail, LinePackage } from "@wenlv/contract/lines";
import { localized } from "@wenlv/i18n";
import { ErrorState } from "@wenlv/ui";
import { Button, Form } from "antd-mobile";
import { useCallback, useEffect, useState } from "react";
import { orderDepartureState } from "../departures";
import { useLinesT } from "../i18n";
import { buildLineOrderData, validateLineOrder, type LineOrderField, type LineOrderForm as OrderValues } from "../order-data";
import { loadDraft, saveDraft, withPicked } from "../order-draft";
import { selectionQuery } from "../selection";
import { BookingRules } from "./booking-rules";
import { deadlineText, useDepartureLabel } from "./departure-picker";

export type LineOrderFormProps = {
  line: LineDetail;
  pkg: LinePackage;
  /** Departure day, Asia/Shanghai "YYYY-MM-DD". */
  day: string;
  adults: number;
  /** 0 when the package has no child fare. */
  children: number;
  /** The day's entry of /api/line/departures; undefined while it loads, null when the answer has no such day (past or beyond the sales window). */
  departure: LineDepartureDay | null | undefined;
  departureFailed: boolean;
  onRetryDeparture: () => void;
  /** `fromsource` of the page URL (spec section 9), sent as `source_scene`. */
  sourceScene: string;
};

/**
 * The line order form (antd-mobile Form): the departure (day, time, meeting point, package, seats
 * per fare; 修改 goes back to /LineSelect with the same choice), one saved traveller per adult and
 * per child seat (two checkout TravellerPickers; a traveller chosen for one fare is not offered for
 * the other; the line is real-name, so each needs an ID document), the contact (last order's, else
 * the account's), the booking rules with this departure's cutoff and free-cancellation deadline,
 * and the total (fen, indicative: the API prices it). A departure that closed or has too few seats
 * disables 提交订单 and offers 重新选择班期. A full departure still open for booking
 * (`orderDepartureState` "waitlist") says so and what joining means, still wants the travellers
 * and contact, and its button reads 加入候补: the same signed order (`buildLineOrderData`) joins
 * the waiting list (decision 035), then the place in line is shown and the button disabled.
 * Choices survive a trip to /MyContactsHandle.
 */
export function LineOrderForm({ line, pkg, day, adults, children, departure, departureFailed, onRetryDeparture, sourceScene }: LineOrderFormProps) {
  const { t, i18n } = useLinesT();
  const tc = useCheckoutT();
  const navigate = useSafeNavigate();
  const dayLabel = useDepartureLabel();
  const [initial] = useState(() => loadDraft(line.id, day, pkg.code));
  const [start] = useState(() => withPicked({ adultIds: initial?.adultIds ?? [], childIds: initial?.childIds ?? [] }, readPickedTraveller(), { adults, children }));
  const [adultIds, setAdultIds] = useState(start.adultIds);
  const [childIds, setChildIds] = useState(start.childIds);
  useEffect(() => clearPickedTraveller(), []);
  const { form, initialContact, contactName, contactPhone } = useOrderContact(initial);
  const contactRule = useContactRule();
  const [attempted, setAttempted] = useState(false);
  const travellersQuery = useCheckoutTravellersQuery(undefined, { refetchOnMountOrArgChange: true });
  const travellers = travellersQuery.data?.list;
  // Ids no longer among the user's travellers (deleted meanwhile) do not count.
  const known = (ids: number[]) => (travellers ? ids.filter((id) => travellers.some((tr) => tr.id === id)) : ids);
  const adultChosen = known(adultIds).slice(0, adults);
  const childChosen = known(childIds).filter((id) => !adultChosen.includes(id)).slice(0, children);

  useEffect(() => {
    saveDraft(line.id, { day, packageCode: pkg.code, adultIds, childIds, contactName, contactPhone });
  }, [line.id, day, pkg.code, adultIds, childIds, contactName, contactPhone]);

  const seats = adults + children;
  const state = orderDepartureState(departure, seats);
  const full = state === "waitlist";
  const order: OrderValues = {
    productId: line.product_id,
    day,
    adultSkuId: pkg.adult.sku_id,
    childSkuId: pkg.child?.sku_id ?? null,
    adults,
    children,
    adultIds: adultChosen,
    childIds: childChosen,
    departure: state,
    contactName,
    contactPhone,
  };
  const source = useOrderSource(sourceScene);
  const onCreated = useCallback(() => {
    saveDraft(line.id, null);
    saveLastContact({ name: contactName.trim(), phone: contactPhone.trim() });
  }, [line.id, contactName, contactPhone]);
  const { submit, submitting } = useSubmitOrder<LineOrderField>(onCreated);
  const waitlist = useJoinWaitlist<LineOrderField>();
  const send = () => {
    setAttempted(true);
    const values: OrderValues = { ...order, ...(form.getFieldsValue(true) as ContactValues) };
    const problems = validateLineOrder(values).map((p) => ({ field: p.field, text: t(p.key, p.values) }));
    if (!full) {
      void submit(problems, () => buildLineOrderData(values, source));
      return;
    }
    // A join sent (in line, or refused because seats came back) reloads the departure, so the page shows what it allows now.
    void waitlist.join(problems, () => buildLineOrderData(values, source)).then(() => {
      if (problems.length === 0) onRetryDeparture();
    });
  };
  const problems = attempted ? validateLineOrder(order) : [];
  const fieldError = (field: LineOrderField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? (
      <p className="wl-field-error" role="alert">
        {t(problem.key, problem.values)}
      </p>
    ) : null;
  };
  const reselect = () => navigate(`/LineSelect?${selectionQuery(line.id, { day, packageCode: pkg.code, adult: adults, child: children })}`, { replace: true });
  const pickerProps = { loading: travellersQuery.isLoading, failed: travellersQuery.isError, onRetry: () => void travellersQuery.refetch(), from: "LineOrder" };
  const extraRows: [string, string][] = [];
  if (departure?.cutoff_at) extraRows.push([t("order.cutoffRow"), deadlineText(departure.cutoff_at)]);
  if (departure?.free_cancel_until) extraRows.push([t("order.freeCancelRow"), t("select.freeCancelUntil", { time: deadlineText(departure.free_cancel_until) })]);
  if (children > 0 && pkg.child?.rules.proof) extraRows.push([t("skuRules:proofLabel"), t(`skuRules:proof.${pkg.child.rules.proof}`)]);
  const totalFen = adults * pkg.adult.price_fen + children * (pkg.child?.price_fen ?? 0);
  const breakdown = [t("select.breakdownAdult", { count: adults }), ...(children > 0 ? [t("select.breakdownChild", { count: children })] : [])].join(" ");

  return (
    <Form form={form} initialValues={initialContact} validateTrigger="onBlur" onFinish={send} onFinishFailed={send}>
      <section className="wl-detail-card" aria-labelledby="wl-line-order-departure">
        <h2 id="wl-line-order-departure">{localized(line.name, line.name_en, i18n.language)}</h2>
        <dl className="wl-line-rows">
          <div>
            <dt>{t("order.day")}</dt>
            <dd>{t("order.dayAt", { day: dayLabel({ day, weekday: departure?.weekday ?? 0 }), time: departure?.time ?? line.departure.time })}</dd>
          </div>
          <div>
            <dt>{t("order.meeting")}</dt>
            <dd>{localized(line.departure.name, line.departure.name_en, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t("order.package")}</dt>
            <dd>
              {localized(pkg.name, pkg.name_en, i18n.language)} · {breakdown}
            </dd>
          </div>
        </dl>
        <Button size="small" fill="outline" onClick={reselect}>
          {t("order.change")}
        </Button>
        {departureFailed ? <ErrorState message={t("select.departuresFailed")} onRetry={onRetryDeparture} /> : null}
        {full ? (
          <>
            <p className="wl-field-error" role="alert">
              {t("order.full")}
            </p>
            <WaitlistNotice position={waitlist.joined?.position ?? null} />
          </>
        ) : null}
        {state === "unavailable" ? (
          <div role="alert">
            <p className="wl-field-error">{t("order.unavailable")}</p>
            <Button size="small" color="primary" onClick={reselect}>
              {t("order.reselect")}
            </Button>
          </div>
        ) : null}
      </section>
      {adults > 0 ? (
        <section className="wl-detail-card" aria-labelledby="wl-line-order-adults">
          <h2 id="wl-line-order-adults">{t("order.adultTravellers")}</h2>
          <TravellerPicker {...pickerProps} travellers={travellers?.filter((tr) => !childChosen.includes(tr.id))} count={adults} selected={adultChosen} onChange={setAdultIds} />
          {fieldError("adults")}
        </section>
      ) : null}
      {children > 0 ? (
        <section className="wl-detail-card" aria-labelledby="wl-line-order-children">
          <h2 id="wl-line-order-children">{t("order.childTravellers")}</h2>
          <TravellerPicker {...pickerProps} travellers={travellers?.filter((tr) => !adultChosen.includes(tr.id))} count={children} selected={childChosen} onChange={setChildIds} />
          {fieldError("children")}
        </section>
      ) : null}
      <section className="wl-detail-card" aria-labelledby="wl-line-order-contact">
        <h2 id="wl-line-order-contact">{tc("contact")}</h2>
        <ContactFields rule={contactRule} />
      </section>
      <BookingRules line={line} extraRows={extraRows} />
      <SubmitBar
        totalFen={totalFen}
        breakdown={breakdown}
        submitting={submitting || waitlist.joining}
        disabled={full ? waitlist.joined !== null : state !== "bookable"}
        label={full ? tc("waitlist.join") : undefined}
      />
    </Form>
  );
}
