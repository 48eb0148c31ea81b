import { describe, expect, it } from "vitest";
import { checkAddress, checkPickup, checkSmsCode, type AddressDraft } from "./rules";

const good: AddressDraft = { name: "张三", phone: "13812345678", phone_region: "mainland", district_code: "320508", detail: "人民路100号", is_default: false };

describe("checkAddress", () => {
  it("accepts a complete mainland address and trims it", () => {
    const { errors, values } = checkAddress({ ...good, name: " 张三 ", detail: " 人民路100号 " });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: "张三", detail: "人民路100号" });
  });

  it("checks the phone by region: 11-digit mainland, 8-digit Macau starting with 6", () => {
    expect(checkAddress({ ...good, phone: "66123456" }).errors.phone).toBe("mainlandPhone");
    expect(checkAddress({ ...good, phone_region: "macau", phone: "66123456" }).errors.phone).toBeUndefined();
    expect(checkAddress({ ...good, phone_region: "macau", phone: "13812345678" }).errors.phone).toBe("macauPhone");
    expect(checkAddress({ ...good, phone_region: "macau", phone: "28123456" }).errors.phone).toBe("macauPhone");
    expect(checkAddress({ ...good, phone: " " }).errors.phone).toBe("phoneRequired");
  });

  it("needs a recipient of 2-20 characters, a district and a 5-100 character detail", () => {
    const { errors } = checkAddress({ ...good, name: "张", district_code: "", detail: "人民路" });
    expect(errors).toEqual({ name: "nameLength", district_code: "districtRequired", detail: "detailLength" });
    expect(checkAddress({ ...good, name: "" }).errors.name).toBe("nameRequired");
    expect(checkAddress({ ...good, detail: "路".repeat(101) }).errors.detail).toBe("detailLength");
  });
});

describe("checkPickup", () => {
  it("needs a Chinese name of 2-4 characters and a mainland or Macau mobile", () => {
    expect(checkPickup({ name: "李四", phone: "13812345678", is_default: false }).errors).toEqual({});
    expect(checkPickup({ name: "李", phone: "66123456", is_default: false }).errors).toEqual({ name: "chineseName" });
    expect(checkPickup({ name: "Li Si", phone: "123", is_default: false }).errors).toEqual({ name: "chineseName", phone: "phone" });
    expect(checkPickup({ name: "欧阳小明明", phone: "13812345678", is_default: false }).errors.name).toBe("chineseName");
  });
});

describe("checkSmsCode", () => {
  it("wants exactly 6 digits", () => {
    expect(checkSmsCode("123456")).toBeNull();
    expect(checkSmsCode("12345")).toBe("smsCode");
    expect(checkSmsCode("12345a")).toBe("smsCode");
  });
});
