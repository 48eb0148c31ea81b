import { z } from "zod";

/*
 * The waiting list (issue 10, decision 035): on a sold-out ticket slot, hotel night, line departure
 * or performance price zone a logged-in visitor joins with the order they would have placed (the
 * same signed `data` as /api/order/create, travellers chosen up front). When places come back (a
 * refund completes, an unpaid order closes) the first waiting entry that fits gets an UNPAID order
 * holding them, payable until its `expires_at` (ORDER_PAY_TIMEOUT_MS), and a notice; if it is not
 * paid by then it closes and the places go to the next entry.
 */

/** Where an entry is: waiting in line, offered (an order holds places for it), left by the user, lapsed unpaid, or expired (its day passed before places came back). */
export const WAITLIST_STATUSES = ["waiting", "offered", "left", "lapsed", "expired"] as const;
export const ZWaitlistStatus = z.enum(WAITLIST_STATUSES);
export type WaitlistStatus = z.infer<typeof ZWaitlistStatus>;

/** Chinese labels of {@link WAITLIST_STATUSES} (the app shows its own strings; the API uses these in notices). */
export const WAITLIST_STATUS_LABELS: Readonly<Record<WaitlistStatus, string>> = {
  waiting: "候补中",
  offered: "候补成功，待支付",
  left: "已取消候补",
  lapsed: "未按时支付，候补已失效",
  expired: "已过期，候补未成功",
};

/** Answer of a join: the entry and its place in line (1 = next to be offered). */
export const ZWaitlistJoined = z.object({
  entry_id: z.number().int(),
  position: z.number().int(),
});
export type WaitlistJoined = z.infer<typeof ZWaitlistJoined>;

/** One entry of the user's waiting list. Days "YYYY-MM-DD" (Shanghai); `order_no` and `expires_at` (ISO UTC) once offered. */
export const ZWaitlistEntry = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  sku_name: z.string(),
  /** The first and last day the entry asks for (a stay's nights, else one day). */
  first_day: z.string(),
  last_day: z.string(),
  slot: z.string(),
  quantity: z.number().int(),
  status: ZWaitlistStatus,
  /** Place in line while waiting (1 = next), else 0. */
  position: z.number().int(),
  order_no: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const ZWaitlistList = z.object({ list: z.array(ZWaitlistEntry) });
export type WaitlistList = z.infer<typeof ZWaitlistList>;

/** The entry to leave (only a waiting one can be left). */
export const ZWaitlistLeaveRequest = z.object({ entry_id: z.coerce.number().int().positive() });
export type WaitlistLeaveRequest = z.infer<typeof ZWaitlistLeaveRequest>;

/** A notice to the user (a waiting-list offer): title, body, a link into the app, when, and whether read. */
export const ZUserNotice = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type UserNotice = z.infer<typeof ZUserNotice>;

export const ZUserNoticeList = z.object({ list: z.array(ZUserNotice), unread: z.number().int() });
export type UserNoticeList = z.infer<typeof ZUserNoticeList>;
