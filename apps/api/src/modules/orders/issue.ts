import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderItems, vouchers } from "../../db/schema/index";
import { newVoucherCode } from "./codes";
import { readSnapshot } from "./snapshot";
import { moveItemStatus } from "./state";

/**
 * Issues the tickets of a just-paid order (issue 2 section 3: PAID -> tickets issued): every item
 * waiting for payment moves WAIT_PAYMENT -> WAIT_USE and gets one voucher per real-name traveller
 * (one per unit when the product has no real names), each with an unguessable code and qr_status 0.
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
    const { travellers } = readSnapshot(item.snapshot);
    const holders =
      travellers.length > 0
        ? travellers.map((t) => ({ travellerId: t.id, travellerName: t.name, travellerIdMasked: t.id_masked }))
        : Array.from({ length: item.quantity }, () => ({ travellerId: null, travellerName: "", travellerIdMasked: "" }));
    if (holders.length === 0) continue;
    await tx.insert(vouchers).values(holders.map((h) => ({ ...h, orderItemId: item.id, code: newVoucherCode(), qrStatus: 0 })));
    created += holders.length;
  }
  return created;
}
