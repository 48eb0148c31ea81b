import { useSafeNavigate } from "@wenlv/app-kit";
import { getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { useCreateSignedOrderMutation } from "@wenlv/api-client/order-create";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import { useCallback, useRef, useState } from "react";

/** One problem of an order form: the field it belongs to and its already translated text. */
export type OrderProblem<F extends string = string> = { field: F; text: string };

/** Result of one submit attempt: the problems to show, or "sent" (created, refused or failed: all already shown). */
export type SubmitOutcome<F extends string = string> = { problems: OrderProblem<F>[] } | { sent: true };

/**
 * Submits an order of any product kind (spec section 7 "order create"): `check()` gives the form's
 * problems (the first is toasted and nothing is sent); otherwise `build()` makes the contract's
 * order create payload (no price: the API prices it), api-client's `createSignedOrder` signs and
 * sends it and shows any refusal through the section 8 catalogue, and a created order calls
 * `onCreated(order_no)` and goes to /OrderPay?order_no= (replacing the order page). One submit at a
 * time; `submitting` is true meanwhile. Retries reuse the payload's idempotency key (the page
 * visit's, `useOrderSource`), so a retry after a lost answer returns the same order.
 */
export function useSubmitOrder<F extends string>(onCreated: (orderNo: string) => void) {
  const navigate = useSafeNavigate();
  const [createSignedOrder] = useCreateSignedOrderMutation();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (problems: OrderProblem<F>[], build: () => OrderCreatePayload): Promise<SubmitOutcome<F>> => {
      if (problems.length > 0) {
        getApiClientConfig().toast.show(problems[0]!.text, TOAST_DURATION_MS);
        return { problems };
      }
      if (inFlight.current) return { sent: true };
      inFlight.current = true;
      setSubmitting(true);
      try {
        const { data } = await createSignedOrder(build());
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
    [createSignedOrder, navigate, onCreated],
  );

  return { submit, submitting };
}
