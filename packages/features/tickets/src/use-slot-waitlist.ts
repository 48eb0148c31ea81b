import { useJoinWaitlist, type OrderProblem } from "@wenlv/checkout";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import type { WaitlistJoined } from "@wenlv/contract/waitlist";
import { useState } from "react";
import type { TicketOrderField } from "./order-data";

/** A slot of a day, as the waiting list is joined for it: "YYYY-MM-DD HH:MM-HH:MM". */
const slotKey = (day: string | null, slot: string | null) => `${day ?? ""} ${slot ?? ""}`;

/**
 * Joins the waiting list of a sold-out ticket slot (decision 035) through checkout's
 * `useJoinWaitlist`, remembering which day and slot each join was for, so that the place in line
 * shows (and the button stays off) for that slot only: the user may wait for several sold-out
 * slots, one join each (the API keeps one waiting entry per user and stock).
 * `join(day, slot, problems, build)` sends as `useJoinWaitlist().join` does; `positionOf(day, slot)`
 * is the place in line (1 = next) of a join made on this page, else null; `joining` while one is
 * in flight.
 */
export function useSlotWaitlist() {
  const waitlist = useJoinWaitlist<TicketOrderField>();
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [seen, setSeen] = useState<{ entry: WaitlistJoined | null; positions: Record<string, number> }>({ entry: null, positions: {} });
  // A new entry belongs to the slot of the join in flight (one at a time: the button is off meanwhile).
  if (waitlist.joined && waitlist.joined !== seen.entry && sentFor !== null) {
    setSeen({ entry: waitlist.joined, positions: { ...seen.positions, [sentFor]: waitlist.joined.position } });
  }

  const join = (day: string | null, slot: string | null, problems: OrderProblem<TicketOrderField>[], build: () => OrderCreatePayload) => {
    if (problems.length === 0) setSentFor(slotKey(day, slot));
    return waitlist.join(problems, build);
  };
  const positionOf = (day: string | null, slot: string | null): number | null => seen.positions[slotKey(day, slot)] ?? null;
  return { join, joining: waitlist.joining, positionOf };
}
