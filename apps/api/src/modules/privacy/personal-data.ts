import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { PersonalDataExport, PersonalInfo } from "@wenlv/contract/privacy";
import { orderStatusLabel } from "@wenlv/contract/status";
import { maskPhone } from "@wenlv/validation";
import type { AppContext } from "../../context";
import { collections, orders, sessions } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";
import { listAddresses } from "../addresses/service";
import { boundProviders, findUser, maskEmail } from "../auth/users";
import { toCollectionItems } from "../collection/targets";
import { listPickupPersons } from "../pickup/service";
import { listTravellers, MAX_TRAVELLERS } from "../travellers/service";
import { listConsents } from "./consents";
import { listCart } from "../ticket-cart/cart";
import { myWaitlist, noticesOf } from "../waitlist/queries";
import { couponsOf } from "../coupons/queries";

/**
 * POST /api/uservice/user/personalInfo: what the platform holds about the caller (issue 3,
 * /PersonalInfo; PIPL art. 44-45): the profile with phone, email, real name and ID number masked; travellers (masked ID numbers and phones);
 * addresses and pick-up persons (the owner's own delivery phones in full, as their own screens show
 * them); counts of the collection, the orders and the live sessions; the consents' current states.
 * Only rows of `userId`. A missing user -> code 0.
 */
export async function personalInfo(ctx: AppContext, userId: number): Promise<PersonalInfo> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw userError("用户不存在");
  const now = ctx.now();
  const [bound, travellerPage, addressList, pickupList, [collected], [ordered], [live], consentList] = await Promise.all([
    boundProviders(ctx.db, userId),
    listTravellers(ctx, userId, { page: 1, page_size: MAX_TRAVELLERS }),
    listAddresses(ctx, userId),
    listPickupPersons(ctx, userId),
    ctx.db.select({ n: count() }).from(collections).where(eq(collections.userId, userId)),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    ctx.db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    listConsents(ctx, userId),
  ]);
  return {
    profile: {
      id: user.id,
      nickname: user.nickname,
      avatar: user.avatarUrl,
      phone_masked: user.phone ? maskPhone(user.phone) : "",
      email_masked: maskEmail(user.email),
      real_name_masked: user.realNameMasked,
      id_number_masked: user.idNumberMasked,
      created_at: user.createdAt.toISOString(),
      bound,
    },
    travellers: travellerPage.list,
    addresses: addressList.list,
    pickup_persons: pickupList.list,
    collection_count: Number(collected?.n ?? 0),
    order_count: Number(ordered?.n ?? 0),
    active_sessions: Number(live?.n ?? 0),
    consents: consentList.list,
  };
}

/**
 * POST /api/uservice/user/exportPersonalData: a copy of the caller's own data as one JSON
 * document (PIPL art. 45; ZPersonalDataExport): the {@link personalInfo} answer plus the whole collection (newest first) and every order (order no,
 * titles of its items, amount in fen, status label as the order list shows it, created_at ISO UTC),
 * newest first, the waiting-list entries and notices (decision 035; exporting marks no notice
 * read), the ticket-cart lines (decision 036) and every coupon held (decision 037). ID numbers stay masked (docs/decisions/008).
 */
export async function exportPersonalData(ctx: AppContext, userId: number): Promise<PersonalDataExport> {
  const info = await personalInfo(ctx, userId);
  const [collectionRows, orderRows, waitlist, notices, cart, coupons] = await Promise.all([
    ctx.db.select().from(collections).where(eq(collections.userId, userId)).orderBy(desc(collections.createdAt), desc(collections.id)),
    ctx.db
      .select({
        orderNo: orders.orderNo,
        type: orders.type,
        status: orders.status,
        orderState: orders.orderState,
        amountFen: orders.amountFen,
        createdAt: orders.createdAt,
        title: sql<string | null>`(SELECT string_agg(i.title, '、' ORDER BY i.id) FROM order_items i WHERE i.order_id = "orders"."id")`,
        productStatus: sql<string | null>`(SELECT i.product_status FROM order_items i WHERE i.order_id = "orders"."id" ORDER BY i.id LIMIT 1)`,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    myWaitlist(ctx.db, userId),
    noticesOf(ctx.db, userId),
    listCart(ctx, userId),
    couponsOf(ctx.db, userId, ctx.now()),
  ]);
  return {
    ...info,
    exported_at: ctx.now().toISOString(),
    collection: await toCollectionItems(ctx, collectionRows),
    orders: orderRows.map((o) => ({
      order_no: o.orderNo,
      title: o.title ?? "",
      amount_fen: o.amountFen,
      status: orderStatusLabel({ status: o.status, type: o.type, product_status: o.productStatus, order_state: o.orderState }),
      created_at: o.createdAt.toISOString(),
    })),
    waitlist: waitlist.list,
    notices,
    ticket_cart: cart.list,
    coupons,
  };
}
