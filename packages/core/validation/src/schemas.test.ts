import { describe, expect, it } from "vitest";
import { ZChineseName, ZEmail, ZIdCard, ZMainlandMobile, ZSmsCode, ZTravellerFields, ZTravellerInput, refineTravellerInput } from "./schemas";
import { z } from "zod";

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("field schemas", () => {
  it("trim and validate", () => {
    expect(ZChineseName.parse(" 张三 ")).toBe("张三");
    expect(ZChineseName.parse("爱新觉罗•溥仪")).toBe("爱新觉罗·溥仪");
    expect(ZChineseName.safeParse("张").success).toBe(false);
    expect(ZMainlandMobile.parse("13812341234 ")).toBe("13812341234");
    expect(ZMainlandMobile.safeParse("12812341234").error?.issues[0]?.message).toBe("请输入正确的手机号码");
    expect(ZSmsCode.safeParse("12345").error?.issues[0]?.message).toBe("请输入6位数字验证码");
    expect(ZEmail.parse(" a@b.cn")).toBe("a@b.cn");
  });

  it("normalises an ID number before checking it", () => {
    expect(ZIdCard.parse(" 11010519491231002x")).toBe("11010519491231002X");
    expect(ZIdCard.safeParse("110105194912310021").success).toBe(false);
  });
});

describe("ZTravellerInput", () => {
  it("accepts and normalises a valid traveller", () => {
    const value = ZTravellerInput.parse({ name: " 张三 ", id_type: "ID_CARD", id_number: "11010519491231002x", phone: "" });
    expect(value).toEqual({ name: "张三", id_type: "ID_CARD", id_number: "11010519491231002X", phone: undefined });
  });

  it("accepts a Latin name with a passport and a Macao phone", () => {
    const r = ZTravellerInput.safeParse({ name: "John Smith", id_type: "PASSPORT", id_number: "x1234567", phone: "66123456" });
    expect(r.success).toBe(true);
  });

  it("reports each bad field with its Chinese message", () => {
    const r = ZTravellerInput.safeParse({ name: "John Smith", id_type: "ID_CARD", id_number: "110105194912310021", phone: "123" });
    expect(messages(r)).toEqual({
      name: "请输入与身份证一致的中文姓名",
      id_number: "身份证号码校验位不正确，请核对",
      phone: "请输入正确的手机号码",
    });
    expect(messages(ZTravellerInput.safeParse({ name: "", id_type: "TAIWAN_PERMIT", id_number: "" }))).toEqual({
      name: "请输入姓名",
      id_number: "请输入证件号码",
    });
  });

  it("rejects an unknown document type", () => {
    expect(ZTravellerInput.safeParse({ name: "张三", id_type: "DRIVER", id_number: "1" }).success).toBe(false);
  });

  it("can be extended with an id and keep the checks", () => {
    const ZSave = ZTravellerFields.extend({ id: z.coerce.number().int().positive().optional() }).superRefine(refineTravellerInput);
    expect(ZSave.parse({ id: "7", name: "李四", id_type: "HK_MACAU_PERMIT", id_number: "h12345678" })).toMatchObject({ id: 7, id_number: "H12345678" });
    expect(ZSave.safeParse({ id: "7", name: "李四", id_type: "HK_MACAU_PERMIT", id_number: "12345678" }).success).toBe(false);
  });
});
