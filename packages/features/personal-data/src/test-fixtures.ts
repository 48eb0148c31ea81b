import type { Address } from "@wenlv/contract/addresses";

/**
 * A delivery address as the API answers it (contract `Address`): 张三, 人民路100号 in 姑苏区,
 * 苏州市, 江苏省 (real division codes), with `over` replacing any field.
 */
export function gusuAddress(over: Partial<Address> = {}): Address {
  return {
    id: 1,
    name: "张三",
    phone: "13812345678",
    phone_region: "mainland",
    province_code: "32",
    province: "江苏省",
    city_code: "3205",
    city: "苏州市",
    district_code: "320508",
    district: "姑苏区",
    detail: "人民路100号",
    is_default: true,
    ...over,
  };
}
