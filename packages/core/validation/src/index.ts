export { isChineseName, isLatinName, isTravellerName, normaliseNameDots } from "./name";
export { isMainlandIdCard, idCardProblem, idCardBirthDate, ID_CARD_PROVINCE_CODES } from "./id-card";
export type { IdCardProblem } from "./id-card";
export { mod11_2CheckChar, hasValidMod11_2 } from "./mod11-2";
export { isPlausibleBirthDate, isCalendarDate } from "./dates";
export { isMainlandMobile, isMacauPhone, isHongKongPhone, isTaiwanPhone, isRegionPhone, maskPhone, type PhoneRegionCode } from "./phone";
export { isSmsCode, isEmail } from "./simple-rules";
export { stripSpecialPunctuation } from "./text-filter";
export type { StripOptions } from "./text-filter";
export { RICH_TEXT_TAG_RENAMES, FULL_WIDTH_IMAGE_STYLE, renameRichTextTag, fullWidthImageStyle } from "./rich-text";
export {
  validateDocument,
  normaliseIdNumber,
  maskIdNumber,
  isChinesePassport,
  isPassportNumber,
  isHkMacauPermit,
  isTaiwanPermit,
  isForeignPermanentResidentCard,
} from "./documents";
export {
  ZChineseName,
  ZMainlandMobile,
  ZSmsCode,
  ZEmail,
  ZIdCard,
  ZTravellerFields,
  ZTravellerInput,
  refineTravellerInput,
} from "./schemas";
export type { TravellerInput } from "./schemas";
export { addDays, dayStartUtc, daysBetween, formatShanghaiTime, isDay, shanghaiDay, weekdayOf } from "./days";
export { positiveId } from "./ids";
