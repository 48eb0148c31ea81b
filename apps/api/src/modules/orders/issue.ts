import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderItems, vouchers } from "../../db/schema/index";
import { spread } from "../coupons/apply";
import { newVoucherCode } from "./codes";
import { readSnapshot } from "./snapshot";
import { moveItemStatus } from "./state";

/**
 * Issues the tickets of a just-paid order (issue 2 section 3: PAID -> tickets issued): every item
 * waiting for payment moves WAIT_PAYMENT -> WAIT_USE and gets one voucher per real-name traveller
 * (one per unit when the product has no real names; a hotel night's per room, named after its
 * guest; a seated item's per seat, carrying its seat code: decision 033), each with an unguessable
 * code and qr_status 0, and its share of the item's coupon discount (whole fen, evenly).
 * Runs inside the payment's transaction. Returns the number of vouchers created.
 */
export async function issueTickets(tx: Db, orderId: number): Promise<number> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productStatus, "WAIT_PAYMENT")));
  await moveItemStatus(tx, orderId, ["WAIT_PAYMENT"], "WAIT_USE");
  let created = 0;
  for (const item of items) {
    const { travellers, stay, seats = [] } = readSnapshot(item.snapshot);
    // A hotel night: one voucher per room, named after that room's guest (issue 10).
    const holders =
      travellers.length > 0
        ? travellers.map((t) => ({ travellerId: t.id, travellerName: t.name, travellerIdMasked: t.id_masked }))
        : Array.from({ length: item.quantity }, (_, i) => ({ travellerId: null, travellerName: stay?.guests[i] ?? "", travellerIdMasked: "" }));
    if (holders.length === 0) continue;
    // A seat's voucher carries its seat, so refunding it frees that seat (refund.ts releaseSeats).
    // The item's coupon discount spread over its tickets, so each refunds what was paid for it (decision 037).
    const discounts = spread(item.discountFen, holders.map(() => 1));
    await tx.insert(vouchers).values(holders.map((h, i) => ({ ...h, seatCode: seats[i] ?? null, orderItemId: item.id, code: newVoucherCode(), qrStatus: 0, discountFen: discounts[i]! })));
    created += holders.length;
  }
  return created;
}
