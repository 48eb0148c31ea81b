import { getApiClientConfig, TOAST_DURATION_MS } from "@wenlv/api-client";
import { useJoinSignedWaitlistMutation } from "@wenlv/api-client/order-create";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import type { WaitlistJoined } from "@wenlv/contract/waitlist";
import { useCallback, useRef, useState } from "react";
import type { OrderProblem } from "./use-submit-order";

/**
 * Joins the waiting list of sold-out stock from an order page (issue 10, decision 035), the way
 * {@link useSubmitOrder} submits: `problems` first (the first is toasted, nothing sent), else
 * `build()`'s order create payload is signed and sent to /api/waitlist/join (a refusal is shown by
 * the section 8 catalogue). `join` answers the entry and its place in line (null when nothing went
 * in), which `joined` also holds; one join at a time (`joining`).
 */
export function useJoinWaitlist<F extends string>() {
  const [joinSigned] = useJoinSignedWaitlistMutation();
  const [joining, setJoining] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);
  const inFlight = useRef(false);

  const join = useCallback(
    async (problems: OrderProblem<F>[], build: () => OrderCreatePayload): Promise<WaitlistJoined | null> => {
      if (problems.length > 0) {
        getApiClientConfig().toast.show(problems[0]!.text, TOAST_DURATION_MS);
        return null;
      }
      if (inFlight.current) return null;
      inFlight.current = true;
      setJoining(true);
      try {
        const { data } = await joinSigned(build());
        if (data) setJoined(data);
        return data ?? null;
      } finally {
        inFlight.current = false;
        setJoining(false);
      }
    },
    [joinSigned],
  );

  return { join, joining, joined };
}
