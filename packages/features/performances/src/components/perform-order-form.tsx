import { clearPickedTraveller, readPickedTraveller, useSafeNavigate } from "@wenlv/app-kit";
import {
  ContactFields,
  saveLastContact,
  SubmitBar,
  TravellerPicker,
  useOrderContact,
  useCheckoutTravellersQuery,
  useCheckoutT,
  useContactRule,
  useJoinWaitlist,
  useOrderSource,
  useSubmitOrder,
  WaitlistNotice,
  withPickedTraveller,
  type ContactValues,
} from "@wenlv/checkout";
import type { PerformDetail } from "@wenlv/contract/performances";
import { ErrorState, formatFen, Price } from "@wenlv/ui";
import { useSeatLabel, useSeatProblemText } from "@wenlv/ui/seat-map";
import { Button, Form } from "antd-mobile";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePerformSeatsQuery, usePerformSessionsQuery } from "../api";
import { sessionQuery, ticketCount, type SessionRef, type TicketChoice } from "../choice";
import { usePerformancesT } from "../i18n";
import { draftKey, loadDraft, saveDraft } from "../order-draft";
import { buildPerformOrderData, choiceProblem, choiceWaitlisted, validatePerformOrder, type ChoiceProblem, type PerformOrderField } from "../order-data";
import { findSession, travellersNeeded } from "../sessions";
import { linesTotalFen, ticketLines, zoneName } from "../ticket-lines";
import { SessionHeading } from "./session-heading";
import { ShowNotices } from "./show-notices";

export type PerformOrderFormProps = {
  show: PerformDetail;
  session: SessionRef;
  choice: TicketChoice;
  /** `fromsource` of the page URL (spec section 9), sent as `source_scene`. */
  sourceScene: string;
};

/**
 * The performance order form (antd-mobile Form): the session, the tickets (a zone × count, or each
 * seat with its zone and price from the live seat map), the real-name travellers the show's rule
 * needs (one per ticket for a large show, the i-th holding the i-th seat; one for the order; or
 * none), the contact, 购票须知 and the total. The choice is checked against the live session and
 * seat map (`choiceProblem`): a sold-out zone or a seat taken meanwhile is said and disables
 * 提交订单. Travellers and contact survive a trip to /MyContactsHandle (sessionStorage draft); a
 * traveller added there is ticked at once. 提交订单 signs the create and goes to /OrderPay. A
 * sold-out zone (`choiceWaitlisted`: general admission, or a seated hall's zone with no free seat)
 * says so and what joining means, still wants the travellers and contact, and its button reads
 * 加入候补: the same signed order (`buildPerformOrderData`: zone and count, `seats: []`) joins the
 * waiting list (decision 035), then the place in line is shown and the button disabled; for a
 * seated hall it adds that the offer holds adjacent seats (no seat to pick). Seats picked on a map
 * are never waitlisted, and a seated hall's zone that still has free seats cannot be ordered by
 * zone: it says so with 去选座 back to /PerformCheck, 提交订单 disabled.
 */
export function PerformOrderForm({ show, session, choice, sourceScene }: PerformOrderFormProps) {
  const { t, i18n } = usePerformancesT();
  const tc = useCheckoutT();
  const navigate = useSafeNavigate();
  const seatName = useSeatLabel();
  const seatProblemText = useSeatProblemText();
  const key = draftKey(session, choice);
  const [initial] = useState(() => loadDraft(key));
  const tickets = ticketCount(choice);
  const needed = travellersNeeded(show.real_name, tickets);
  const [travellerIds, setTravellerIds] = useState<number[]>(() => withPickedTraveller({ travellerIds: initial?.travellerIds ?? [], quantity: 1 }, readPickedTraveller()).travellerIds);
  useEffect(() => clearPickedTraveller(), []);
  const { form, initialContact, contactName, contactPhone } = useOrderContact(initial);
  const contactRule = useContactRule();

  const sessions = usePerformSessionsQuery(show.id, { refetchOnMountOrArgChange: true });
  const seats = usePerformSeatsQuery({ product_id: show.product_id, day: session.day, slot: session.slot }, { skip: choice.kind !== "seats" || !show.seated, refetchOnMountOrArgChange: true });
  const travellersQuery = useCheckoutTravellersQuery(undefined, { skip: needed === 0, refetchOnMountOrArgChange: true });
  const travellers = travellersQuery.data?.list;
  const known = travellers ? travellerIds.filter((id) => travellers.some((tr) => tr.id === id)) : travellerIds;
  const chosen = known.slice(0, needed);

  useEffect(() => {
    saveDraft(key, { travellerIds, contactName, contactPhone });
  }, [key, travellerIds, contactName, contactPhone]);

  const live = sessions.data ? findSession(sessions.data.sessions, session.day, session.slot) : undefined;
  const loaded = Boolean(sessions.data) && (choice.kind !== "seats" || Boolean(seats.data));
  // A sold-out zone is no problem here: the same order joins its waiting list instead.
  const full = Boolean(sessions.data) && choiceWaitlisted(show, choice, live);
  const problem: ChoiceProblem | null = sessions.data && !full ? choiceProblem(show, choice, live, seats.data) : null;
  const lines = ticketLines(show, choice, seats.data);
  const totalFen = linesTotalFen(lines);
  const text = (p: ChoiceProblem) => ("seat" in p ? seatProblemText(p.seat) : t(p.key, p.values));

  const retry = () => {
    void sessions.refetch();
    if (choice.kind === "seats") void seats.refetch();
  };
  const source = useOrderSource(sourceScene);
  const created = useRef(false);
  const onCreated = useCallback(() => {
    created.current = true;
    saveDraft(key, null);
    saveLastContact({ name: contactName.trim(), phone: contactPhone.trim() });
  }, [key, contactName, contactPhone]);
  const { submit, submitting } = useSubmitOrder<PerformOrderField>(onCreated);
  const waitlist = useJoinWaitlist<PerformOrderField>();
  const send = () => {
    const values = form.getFieldsValue(true) as ContactValues;
    const order = { productId: show.product_id, session, choice, choiceProblem: problem, realName: show.real_name, travellerIds: chosen, contactName: values.contactName ?? "", contactPhone: values.contactPhone ?? "" };
    const problems = validatePerformOrder(order).map((p) => ({ field: p.field, text: text(p) }));
    if (full) {
      // A join sent (in line, or refused because places came back) reloads the session, so the page shows what it allows now.
      void waitlist.join(problems, () => buildPerformOrderData(order, source)).then(() => {
        if (problems.length === 0) retry();
      });
      return;
    }
    // A refused create (a seat or the last places taken meanwhile: 4006) reloads the live answers, so the page shows why.
    void submit(problems, () => buildPerformOrderData(order, source)).then((outcome) => {
      if ("sent" in outcome && !created.current) retry();
    });
  };

  const firstZone = lines[0]?.zone;
  const breakdown = choice.kind === "zone" && firstZone ? t("order.breakdownZone", { price: formatFen(firstZone.price_fen), count: tickets }) : t("order.breakdownSeats", { count: tickets });
  const holderName = (index: number) => travellers?.find((tr) => tr.id === chosen[index])?.name;

  return (
    <Form form={form} initialValues={initialContact} validateTrigger="onBlur" onFinish={send} onFinishFailed={send}>
      <SessionHeading show={show} session={session} />
      <section className="wl-detail-card" aria-labelledby="wl-perform-tickets">
        <h2 id="wl-perform-tickets">{t("order.tickets")}</h2>
        {sessions.isError || seats.isError ? <ErrorState message={t("date.failed")} onRetry={retry} /> : null}
        <ul className="wl-perform-list">
          {lines.map((line) => (
            <li key={line.key}>
              <span>{line.seat ? t("order.seatRow", { seat: seatName(line.seat), zone: zoneName(line.zone, i18n.language) }) : t("order.zoneRow", { zone: zoneName(line.zone, i18n.language), count: line.count })}</span>
              {line.zone ? <Price fen={line.zone.price_fen * line.count} size="sm" /> : null}
            </li>
          ))}
        </ul>
        {problem ? (
          <p className="wl-perform-error" role="alert">
            {text(problem)}
          </p>
        ) : null}
        {problem && "key" in problem && problem.key === "order.errors.pickSeats" ? (
          <Button className="wl-perform-inline-action" size="small" color="primary" fill="outline" onClick={() => navigate(`/PerformCheck?${sessionQuery(session)}`, { replace: true })}>
            {t("order.pickSeats")}
          </Button>
        ) : null}
        {full ? (
          <>
            <p className="wl-perform-error" role="alert">
              {t("order.zoneFull")}
            </p>
            {show.seated ? <p className="wl-perform-hint">{t("order.seatedWaitlist")}</p> : null}
            <WaitlistNotice position={waitlist.joined?.position ?? null} />
          </>
        ) : null}
      </section>
      {needed > 0 ? (
        <section className="wl-detail-card" aria-labelledby="wl-perform-travellers">
          <h2 id="wl-perform-travellers">{show.real_name === "per_ticket" ? t("order.travellersPerTicket") : t("order.travellersPerOrder")}</h2>
          <p className="wl-perform-hint">{show.real_name === "per_ticket" ? t("order.perTicketHint") : t("order.perOrderHint")}</p>
          <TravellerPicker
            travellers={travellers}
            loading={travellersQuery.isLoading}
            failed={travellersQuery.isError}
            onRetry={() => void travellersQuery.refetch()}
            count={needed}
            selected={chosen}
            onChange={setTravellerIds}
            from="PerformOrder"
          />
          {show.real_name === "per_ticket" && choice.kind === "seats" ? (
            <ul className="wl-perform-list" aria-label={t("order.travellersPerTicket")}>
              {choice.seats.map((seat, i) => {
                const name = holderName(i);
                return <li key={seat}>{name ? t("order.seatHolder", { seat: seatName(seat), name }) : t("order.seatHolderNone", { seat: seatName(seat) })}</li>;
              })}
            </ul>
          ) : null}
        </section>
      ) : null}
      <section className="wl-detail-card" aria-labelledby="wl-perform-contact">
        <h2 id="wl-perform-contact">{tc("contact")}</h2>
        <ContactFields rule={contactRule} />
      </section>
      <ShowNotices show={show} headingId="wl-perform-order-notices" />
      <SubmitBar
        totalFen={totalFen ?? 0}
        breakdown={breakdown}
        submitting={submitting || waitlist.joining}
        disabled={!loaded || problem !== null || totalFen === null || (full && waitlist.joined !== null)}
        label={full ? tc("waitlist.join") : undefined}
      />
    </Form>
  );
}
