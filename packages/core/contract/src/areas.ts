/**
 * Suzhou's districts (spec section 3), without zod: first screens import these (the district tabs,
 * the list's filter) and should not evaluate the contract's schemas to do so (issue 8).
 */

/** District area codes of spec section 3 (Suzhou's 10 districts and county-level cities). */
export const AREA_CODES = [
  "320508",
  "320506",
  "320507",
  "320505",
  "320509",
  "320510",
  "320583",
  "320582",
  "320585",
  "320581",
] as const;
/** One of {@link AREA_CODES}. */
export type AreaCode = (typeof AREA_CODES)[number];

/** True when `value` is one of the 10 area codes. */
export function isAreaCode(value: unknown): value is AreaCode {
  return typeof value === "string" && (AREA_CODES as readonly string[]).includes(value);
}

/** Chinese district names by area code, in the display order of spec section 3. */
export const AREAS: Record<AreaCode, string> = {
  "320508": "姑苏区",
  "320506": "吴中区",
  "320507": "相城区",
  "320505": "高新区",
  "320509": "吴江区",
  "320510": "工业园区",
  "320583": "昆山市",
  "320582": "张家港市",
  "320585": "太仓市",
  "320581": "常熟市",
};

/** English district names by area code (spec section 3 wording). */
export const AREA_NAMES_EN: Record<AreaCode, string> = {
  "320508": "Gusu",
  "320506": "Wuzhong",
  "320507": "Xiangcheng",
  "320505": "High-tech Zone",
  "320509": "Wujiang",
  "320510": "Industrial Park",
  "320583": "Kunshan",
  "320582": "Zhangjiagang",
  "320585": "Taicang",
  "320581": "Changshu",
};
