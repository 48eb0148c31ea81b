import { z } from "zod";
import { ZPage } from "./envelope";

/**
 * Wire shapes of the collection (收藏, /MyCollection; collect buttons on scenic and product detail
 * pages; issue 3). Login required; bodies strict.
 * - /api/collection/list    ZCollectionListRequest -> Page<ZCollectionItem> (newest first)
 * - /api/collection/status  ZCollectionTarget      -> ZCollectionState
 * - /api/collection/toggle  ZCollectionToggle      -> ZCollectionState (idempotent: set, not flip)
 * - /api/collection/delete  ZCollectionDelete      -> { removed: number } (only the user's own ids count)
 * A target that does not exist answers code 0 "内容不存在".
 */

/** What can be collected: a scenic spot (ScenicDetail) or a product (ticket SKU's product, later hotels, lines ...). */
export const ZCollectionTargetType = z.enum(["scenic", "product"], { error: "收藏类型不正确" });
export type CollectionTargetType = z.infer<typeof ZCollectionTargetType>;

const ZTargetId = z.coerce.number({ error: "内容不存在" }).int({ error: "内容不存在" }).positive({ error: "内容不存在" });

export const ZCollectionTarget = z.strictObject({ target_type: ZCollectionTargetType, target_id: ZTargetId });
export type CollectionTarget = z.input<typeof ZCollectionTarget>;

export const ZCollectionToggle = z.strictObject({
  target_type: ZCollectionTargetType,
  target_id: ZTargetId,
  collected: z.union([z.literal("1"), z.literal("0"), z.boolean()], { error: "参数不正确" }).transform((v) => v === "1" || v === true),
});
export type CollectionToggle = z.input<typeof ZCollectionToggle>;

export const ZCollectionState = z.object({ collected: z.boolean() });
export type CollectionState = z.infer<typeof ZCollectionState>;

export const ZCollectionListRequest = z.strictObject({
  target_type: ZCollectionTargetType.optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
});
export type CollectionListRequest = z.input<typeof ZCollectionListRequest>;

/**
 * One collected item, with what the list shows: title, cover URL, a subtitle (area or price) and
 * the in-app link ("/ScenicDetail?id=12"). `created_at` ISO 8601 UTC.
 */
export const ZCollectionItem = z.object({
  id: z.number().int(),
  target_type: ZCollectionTargetType,
  target_id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  cover: z.string(),
  subtitle: z.string(),
  link: z.string(),
  created_at: z.string(),
});
export type CollectionItem = z.infer<typeof ZCollectionItem>;

/** Remove several items at once: `ids` comma-separated collection ids ("3,5,9"), at most 50. */
export const ZCollectionDelete = z.strictObject({
  ids: z
    .string({ error: "请选择要删除的收藏" })
    .regex(/^\d+(,\d+){0,49}$/, { error: "请选择要删除的收藏" })
    .transform((v) => v.split(",").map(Number)),
});
export type CollectionDelete = z.input<typeof ZCollectionDelete>;

/** `data` of /api/collection/list. */
export const ZCollectionPage = ZPage(ZCollectionItem);

/** `data` of /api/collection/delete: how many of the user's own items were removed. */
export const ZCollectionRemoved = z.object({ removed: z.number().int() });
export type CollectionRemoved = z.infer<typeof ZCollectionRemoved>;
