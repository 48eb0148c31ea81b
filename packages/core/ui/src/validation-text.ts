import { registerResources, useT } from "@wenlv/i18n";

/** i18next namespace of the translations of @wenlv/validation's messages. */
export const VALIDATION_NS = "validation";

/**
 * English for the Chinese messages of `@wenlv/validation` (it answers Chinese, spec section 5),
 * keyed by the message itself. Chinese needs no entry: the message is shown as it is.
 */
export const validationMessagesEn: Record<string, string> = {
  请输入姓名: "Please enter the name",
  请输入与身份证一致的中文姓名: "Please enter the Chinese name as on the ID card",
  请输入与证件一致的姓名: "Please enter the name as on the document",
  请输入证件号码: "Please enter the document number",
  "身份证号码应为18位，最后一位可以是数字或X": "An ID card number has 18 characters; the last may be a digit or X",
  身份证号码的地区码不正确: "The region code of this ID card number is not valid",
  身份证号码中的出生日期不正确: "The date of birth in this ID card number is not valid",
  "身份证号码校验位不正确，请核对": "The check digit of this ID card number is wrong; please check it",
  "护照号码应为5-17位字母或数字": "A passport number has 5-17 letters or digits",
  "港澳居民来往内地通行证号码应为H或M加8位数字（旧版10位）": "The permit number is H or M followed by 8 digits (10 on older permits)",
  "台湾居民来往大陆通行证号码应为8位数字（旧版10位）": "The permit number has 8 digits (10 on older permits)",
  "外国人永久居留身份证号码应为15位（3位字母加12位数字）或以9开头的18位有效号码":
    "The card number has 15 characters (3 letters and 12 digits) or is a valid 18-digit number starting with 9",
  请输入正确的手机号码: "Please enter a valid mobile number",
};

registerResources(VALIDATION_NS, { "zh-CN": {}, en: validationMessagesEn });

/**
 * Translates a Chinese message of `@wenlv/validation` into the UI language: the message is the
 * key; Chinese, and any message without an English entry, is shown as it is.
 */
export function useValidationText(): (message: string) => string {
  const { t } = useT(VALIDATION_NS);
  return (message) => t(message, { defaultValue: message });
}
