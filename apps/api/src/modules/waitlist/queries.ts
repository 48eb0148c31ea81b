import { and, count, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { UserNotice, UserNoticeList, WaitlistEntry, WaitlistLeaveRequest, WaitlistList, WaitlistStatus } from "@wenlv/contract/waitlist";
import type { Db } from "../../db/client";
import { orders, userNotices, waitlistEntries } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";
import type { PlacementLine } from "../orders/placement";

/** Most entries and notices answered (the newest). */
const LIST_LIMIT = 50;

/**
 * POST /api/waitlist/mine: the user's entries, newest first (at most 50), each with what it asks
 * for (title, SKU, first and last day, slot, places), its status, its place in line while waiting
 * (1 = next: entries waiting for any of its stock rows that joined before it, plus one), and the
 * offered order's number and payment deadline (ISO UTC).
 */
export async function myWaitlist(db: Db, userId: number): Promise<WaitlistList> {
  const rows = await db
    .select({ entry: waitlistEntries, orderNo: orders.orderNo, expiresAt: orders.expiresAt })
    .from(waitlistEntries)
    .leftJoin(orders, eq(orders.id, waitlistEntries.orderId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(waitlistEntries.id))
    .limit(LIST_LIMIT);
  const list: WaitlistEntry[] = [];
  for (const { entry, orderNo, expiresAt } of rows) {
    const lines = entry.lines as PlacementLine[];
    const days = lines.map((l) => l.day).sort();
    let position = 0;
    if (entry.status === "waiting") {
      const [ahead] = await db
        .select({ n: count() })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.status, "waiting"), lte(waitlistEntries.id, entry.id), sql`${waitlistEntries.inventoryIds} && ${sql.param(entry.inventoryIds)}::int[]`));
      position = ahead?.n ?? 1;
    }
    list.push({
      id: entry.id,
      type: entry.type,
      title: lines[0]?.title ?? "",
      sku_name: lines[0]?.skuName ?? "",
      first_day: days[0] ?? "",
      last_day: days[days.length - 1] ?? "",
      slot: lines[0]?.slot ?? "",
      quantity: entry.quantity,
      status: entry.status as WaitlistStatus,
      position,
      order_no: orderNo ?? null,
      expires_at: expiresAt?.toISOString() ?? null,
      created_at: entry.createdAt.toISOString(),
    });
  }
  return { list };
}

/** POST /api/waitlist/leave: the user's waiting entry leaves the line; code 0 "候补记录不存在" otherwise (another's, offered or ended). */
export async function leaveWaitlist(db: Db, userId: number, { entry_id: id }: WaitlistLeaveRequest, now: Date): Promise<null> {
  const gone = await db
    .update(waitlistEntries)
    .set({ status: "left", endedAt: now })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, "waiting")))
    .returning({ id: waitlistEntries.id });
  if (gone.length === 0) throw userError("候补记录不存在");
  return null;
}

/**
 * POST /api/notice/list: the user's notices, newest first (at most 50), and how many were unread
 * before this call; the unread ones answered are then marked read.
 */
export async function myNotices(db: Db, userId: number, now: Date): Promise<UserNoticeList> {
  const list = await noticesOf(db, userId);
  const unreadIds = list.filter((n) => !n.read).map((n) => n.id);
  if (unreadIds.length > 0) await db.update(userNotices).set({ readAt: now }).where(and(inArray(userNotices.id, unreadIds), isNull(userNotices.readAt)));
  return { list, unread: unreadIds.length };
}

/** The user's notices, newest first (at most 50), as they are: reading them here marks nothing (the personal-data export). */
export async function noticesOf(db: Db, userId: number): Promise<UserNotice[]> {
  const rows = await db.select().from(userNotices).where(eq(userNotices.userId, userId)).orderBy(desc(userNotices.id)).limit(LIST_LIMIT);
  return rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, body: r.body, link: r.link, created_at: r.createdAt.toISOString(), read: r.readAt !== null }));
}
