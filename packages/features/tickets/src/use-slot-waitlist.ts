import { useJoinWaitlist, type OrderProblem } from "@wenlv/checkout";
import type { OrderCreatePayload } from "@wenlv/contract/orders";
import { useState } from "react";
import type { TicketOrderField } from "./order-data";

/** A slot of a day, as the waiting list is joined for it: "YYYY-MM-DD HH:MM-HH:MM". */
const slotKey = (day: string | null, slot: string | null) => `${day ?? ""} ${slot ?? ""}`;

/**
 * Joins the waiting list of a sold-out ticket slot (decision 035) through checkout's
 * `useJoinWaitlist`, remembering the place in line per day and slot, so that it shows (and the
 * button stays off) for that slot only: the user may wait for several sold-out slots, one join
 * each (the API keeps one waiting entry per user and stock).
 * `join(day, slot, problems, build)` sends as `useJoinWaitlist().join` does; `positionOf(day, slot)`
 * is the place in line (1 = next) of a join made on this page, else null; `joining` while one is
 * in flight.
 */
export function useSlotWaitlist() {
  const waitlist = useJoinWaitlist<TicketOrderField>();
  const [positions, setPositions] = useState<Readonly<Record<string, number>>>({});
  const join = async (day: string | null, slot: string | null, problems: OrderProblem<TicketOrderField>[], build: () => OrderCreatePayload) => {
    const joined = await waitlist.join(problems, build);
    if (joined) setPositions((prev) => ({ ...prev, [slotKey(day, slot)]: joined.position }));
  };
  const positionOf = (day: string | null, slot: string | null): number | null => positions[slotKey(day, slot)] ?? null;
  return { join, joining: waitlist.joining, positionOf };
}
