import type { OrderStatus, ProductStatus } from "@wenlv/contract/status";

/** Colour group of a status tag. */
export type StatusTone = "primary" | "success" | "warning" | "danger" | "muted";

const TONES: Record<OrderStatus | ProductStatus, StatusTone> = {
  // waiting for the user to act
  UNPAID: "warning",
  WAIT_PAYMENT: "warning",
  // in progress / valid
  PAID: "primary",
  WAIT_CONFIRM: "primary",
  WAIT_USE: "primary",
  WAIT_POST: "primary",
  WAIT_DELIVERY: "primary",
  PART_USED: "primary",
  OFFLINE_WAIT: "primary",
  // done well
  WAIT_COMMENT: "success",
  COMPLETED: "success",
  // money going back or something failed
  WAIT_REFUND: "danger",
  REFUNDING: "danger",
  REFUND_REFUSE: "danger",
  REFUND_FAIL: "danger",
  TICKET_ERROR: "danger",
  // finished without use
  CLOSED: "muted",
  REFUND: "muted",
  OFFLINE_REFUND: "muted",
  EXPIRED: "muted",
};

/**
 * The tag tone of an order or product status of spec section 4 (waiting for payment: warning;
 * in progress: primary; completed: success; refunds and failures: danger; closed, refunded,
 * expired: muted). Unknown statuses are muted.
 */
export function statusTone(status: string): StatusTone {
  return Object.hasOwn(TONES, status) ? TONES[status as OrderStatus | ProductStatus] : "muted";
}
