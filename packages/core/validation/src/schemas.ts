import { z } from "zod";
import { ZIdType, type IdType } from "@wenlv/contract/id-types";
import { normaliseIdNumber, validateDocument } from "./documents";
import { isMainlandIdCard } from "./id-card";
import { isChineseName, isTravellerName, normaliseNameDots } from "./name";
import { isMacauPhone, isMainlandMobile } from "./phone";
import { isEmail, isSmsCode } from "./simple-rules";

/** Chinese name (see isChineseName), trimmed, look-alike dots normalised to "·". */
export const ZChineseName = z
  .string()
  .trim()
  .transform(normaliseNameDots)
  .refine(isChineseName, { message: "请输入2-4个汉字的姓名" });

/** Mainland mobile number (spec section 5), trimmed. */
export const ZMainlandMobile = z.string().trim().refine(isMainlandMobile, { message: "请输入正确的手机号码" });

/** SMS verification code, exactly 6 digits (spec section 5), trimmed. */
export const ZSmsCode = z.string().trim().refine(isSmsCode, { message: "请输入6位数字验证码" });

/** E-mail address (spec section 5), trimmed. */
export const ZEmail = z.string().trim().refine(isEmail, { message: "请输入正确的邮箱地址" });

/** Mainland resident ID number, whitespace removed and upper-cased, validated by isMainlandIdCard. */
export const ZIdCard = z
  .string()
  .transform(normaliseIdNumber)
  .refine((v) => isMainlandIdCard(v), { message: "请输入正确的身份证号码" });

/** Fields of a traveller form before the cross-field checks; extend this, then add {@link refineTravellerInput}. */
export const ZTravellerFields = z.object({
  name: z.string().trim().transform(normaliseNameDots),
  id_type: ZIdType,
  id_number: z.string().transform(normaliseIdNumber),
  /** Optional contact phone; an empty form field counts as absent. */
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
});

/**
 * Cross-field checks of a traveller: the name rule for the document type, the document number for
 * its type (validateDocument), and the phone (mainland mobile or Macao phone) when given.
 * Use as `.superRefine(refineTravellerInput)` on ZTravellerFields or an extension of it.
 */
export function refineTravellerInput(
  value: { name: string; id_type: IdType; id_number: string; phone?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.name === "") ctx.addIssue({ code: "custom", path: ["name"], message: "请输入姓名" });
  else if (!isTravellerName(value.id_type, value.name)) {
    const message = value.id_type === "ID_CARD" ? "请输入与身份证一致的中文姓名" : "请输入与证件一致的姓名";
    ctx.addIssue({ code: "custom", path: ["name"], message });
  }
  const documentError = validateDocument(value.id_type, value.id_number);
  if (documentError) ctx.addIssue({ code: "custom", path: ["id_number"], message: documentError });
  if (value.phone !== undefined && !isMainlandMobile(value.phone) && !isMacauPhone(value.phone)) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: "请输入正确的手机号码" });
  }
}

/** A real-name traveller as entered: {name, id_type, id_number, phone?}, normalised and fully checked. */
export const ZTravellerInput = ZTravellerFields.superRefine(refineTravellerInput);
export type TravellerInput = z.infer<typeof ZTravellerInput>;
