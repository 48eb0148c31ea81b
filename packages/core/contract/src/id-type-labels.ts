/**
 * Identity document types accepted for real-name travellers (issue 2): mainland resident ID card
 * (GB 11643), passport, Mainland Travel Permit for Hong Kong and Macao Residents (回乡证), Mainland
 * Travel Permit for Taiwan Residents (台胞证), and the Foreign Permanent Resident ID Card. Without
 * zod, for screens that only show them (id-types.ts has the schema).
 */
export const ID_TYPES = ["ID_CARD", "PASSPORT", "HK_MACAU_PERMIT", "TAIWAN_PERMIT", "FOREIGN_PR"] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Chinese labels of the document types, in display order. */
export const ID_TYPE_LABELS: Record<IdType, string> = {
  ID_CARD: "身份证",
  PASSPORT: "护照",
  HK_MACAU_PERMIT: "港澳居民来往内地通行证",
  TAIWAN_PERMIT: "台湾居民来往大陆通行证",
  FOREIGN_PR: "外国人永久居留身份证",
};
