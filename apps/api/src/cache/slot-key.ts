/**
 * The key of one time slot of one product on one day, as the bus and the sold-out marks name it:
 * `<productId>|<YYYY-MM-DD>|<slot>` (slots are "09:30-11:30" or "全天", never with a "|").
 */
export function slotKey(productId: number, day: string, slot: string): string {
  return `${productId}|${day}|${slot}`;
}

/** The product id part of a {@link slotKey} (the whole key when it has no "|"). */
export function productOfSlotKey(key: string): string {
  const bar = key.indexOf("|");
  return bar < 0 ? key : key.slice(0, bar);
}
