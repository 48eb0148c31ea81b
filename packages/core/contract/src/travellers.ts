import { z } from "zod";
import { ZPage } from "./envelope";
import { ZIdType } from "./id-types";

/**
 * Wire shapes of real-name travellers (联系人 / 出行人; issue 2 section 3). All endpoints need login.
 * - /api/traveller/list    ZTravellerListRequest -> Page<ZTraveller> (all of the user's, newest first)
 * - /api/traveller/save    ZTravellerSave        -> ZTraveller (create without id, update with id)
 * - /api/traveller/delete  ZTravellerDelete      -> ZTravellerDeleted
 * The document number is checked per type by @wenlv/validation validateDocument on the API; answers
 * only ever carry masked numbers and phones. Another user's id answers code 0 "联系人不存在".
 */

/** A traveller as answered: `id_number_masked` e.g. "3205**********123X", `phone_masked` "138****8000" or "". */
export const ZTraveller = z.object({
  id: z.number().int(),
  name: z.string(),
  id_type: ZIdType,
  id_number_masked: z.string(),
  phone_masked: z.string(),
});
export type Traveller = z.infer<typeof ZTraveller>;

/** List request; a user keeps at most 50 travellers, so one page of 50 holds them all. */
export const ZTravellerListRequest = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(50),
});
export type TravellerListRequest = z.input<typeof ZTravellerListRequest>;

const ZOptionalId = z
  .union([z.literal(""), z.coerce.number({ error: "联系人不存在" }).int({ error: "联系人不存在" }).positive({ error: "联系人不存在" })])
  .optional()
  .transform((v) => (v === "" || v === undefined ? undefined : v));

/**
 * Save a traveller. Without `id` it is created; with `id` the user's own traveller is replaced.
 * `name`: Chinese name of 2-4 characters for ID_CARD, otherwise the Latin name as on the document (2-60).
 * `phone` optional (mainland mobile or Macao phone). The same document twice for one user is refused (code 0).
 */
export const ZTravellerSave = z.strictObject({
  id: ZOptionalId,
  name: z.string({ error: "请输入姓名" }).trim().min(1, { error: "请输入姓名" }).max(60, { error: "姓名太长" }),
  id_type: ZIdType.default("ID_CARD"),
  id_number: z.string({ error: "请输入证件号码" }).trim().min(1, { error: "请输入证件号码" }).max(32, { error: "证件号码不正确" }),
  phone: z.string().trim().optional().transform((v) => v || undefined),
  /**
   * Separate consent to processing ID numbers and keeping travellers (PIPL art. 29; issue 3). The
   * API records consents "id_number" and "travellers" when "1"; a save without it is refused (code 0
   * "请先同意身份信息处理规则") unless both were granted before and not withdrawn. Withdrawing either
   * later keeps the saved travellers but refuses new saves until agreed again. The API takes this
   * body strictly: a field not listed here (user_id ...) is refused with code 0.
   */
  agree_id_consent: z.union([z.literal("1"), z.literal("true"), z.literal(true)]).optional(),
});
export type TravellerSave = z.input<typeof ZTravellerSave>;

/** Delete one of the user's travellers. */
export const ZTravellerDelete = z.strictObject({
  id: z.coerce.number({ error: "联系人不存在" }).int({ error: "联系人不存在" }).positive({ error: "联系人不存在" }),
});
export type TravellerDelete = z.input<typeof ZTravellerDelete>;

/** Answer of delete: the id that was removed. */
export const ZTravellerDeleted = z.object({ id: z.number().int() });
export type TravellerDeleted = z.infer<typeof ZTravellerDeleted>;

/** `data` of /api/traveller/list. */
export const ZTravellerPage = ZPage(ZTraveller);
