import { useSafeNavigate } from "@wenlv/app-kit";
import { getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { useCreateSignedOrderMutation } from "@wenlv/api-client/order-create";
import { useCallback, useRef, useState } from "react";
import { useTicketsT } from "./i18n";
import { buildTicketOrderData, validateTicketOrder, type OrderSource, type TicketOrderForm, type TicketOrderProblem } from "./order-data";

/** Result of one submit attempt, for the page: the problems to show, or "sent". */
export type SubmitOutcome = { problems: TicketOrderProblem[] } | { sent: true };

/**
 * Submits the ticket order (spec section 7 "order create"): validates the form, builds the
 * contract's order create payload (no price: the API prices it) and hands it to api-client's
 * `createSignedOrder`, which signs it with the session's key and shows any refusal through the
 * section 8 catalogue. A success goes to /OrderPay?order_no=...; a refusal stays on the page.
 * One submit at a time; `submitting` disables the button. The idempotency key in `source` is
 * the page visit's, so a retry after a lost answer returns the same order.
 */
export function useSubmitTicketOrder(source: OrderSource, onCreated: (orderNo: string) => void) {
  const { t } = useTicketsT();
  const navigate = useSafeNavigate();
  const [createSignedOrder] = useCreateSignedOrderMutation();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (form: TicketOrderForm): Promise<SubmitOutcome> => {
      const problems = validateTicketOrder(form);
      if (problems.length > 0) {
        const first = problems[0]!;
        getApiClientConfig().toast.show(t(first.key, first.values), TOAST_DURATION_MS);
        return { problems };
      }
      if (inFlight.current) return { sent: true };
      inFlight.current = true;
      setSubmitting(true);
      try {
        // A refusal, a lost session or a transport failure has already been shown to the user.
        const { data } = await createSignedOrder(buildTicketOrderData(form, source));
        if (data) {
          onCreated(data.order_no);
          navigate(`/OrderPay?order_no=${encodeURIComponent(data.order_no)}`, { replace: true });
        }
        return { sent: true };
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [createSignedOrder, navigate, onCreated, source, t],
  );

  return { submit, submitting };
}
