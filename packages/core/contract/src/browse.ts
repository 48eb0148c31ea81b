import { z } from "zod";

const text = (max: number) => z.string().trim().max(max).default("");

/** POST /api/browse/page_point (spec section 7): a page-view or UI event; the token is optional. */
export const ZPagePointRequest = z.object({
  event: z.string().trim().min(1, "缺少事件名").max(64),
  param: text(512),
  type: text(32),
  uuid: text(64),
});
export type PagePointRequest = z.input<typeof ZPagePointRequest>;

/** POST /api/browse/browse_record (spec section 7): a browse record of a page, goods or scene. */
export const ZBrowseRecordRequest = z.object({
  type: z.enum(["page", "goods", "scene"], { message: "浏览类型无效" }),
  title: text(128),
  drive: text(64),
  url: text(512),
  source_id: text(64),
  uuid: text(64),
});
export type BrowseRecordRequest = z.input<typeof ZBrowseRecordRequest>;

/** POST /api/browse/burying_point (spec section 7): a named tracking point on a page. */
export const ZBuryingPointRequest = z.object({ title: text(128), drive: text(64), uuid: text(64) });

/** Answer of POST /api/browse/get_uuid: a fresh visitor id. */
export const ZUuidResult = z.object({ uuid: z.string().uuid() });
export type UuidResult = z.infer<typeof ZUuidResult>;

/** `data` of GET /api/health: liveness and the database kind, for load balancers and e2e servers. */
export const ZHealth = z.object({ status: z.literal("up"), db: z.enum(["pglite", "postgres"]) });
export type Health = z.infer<typeof ZHealth>;
