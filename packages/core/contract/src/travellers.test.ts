import { describe, expect, it } from "vitest";
import { ZTravellerDelete, ZTravellerSave } from "./travellers";

describe("travellers contract", () => {
  it("creates without id, updates with id, and defaults the document type to ID card", () => {
    expect(ZTravellerSave.parse({ id: "", name: " 张三 ", id_number: "x" })).toEqual({
      id: undefined,
      name: "张三",
      id_type: "ID_CARD",
      id_number: "x",
      phone: undefined,
    });
    expect(ZTravellerSave.parse({ id: "7", name: "李四", id_type: "PASSPORT", id_number: "E12345678" }).id).toBe(7);
  });
  it("refuses missing names, unknown document types and bad ids", () => {
    expect(ZTravellerSave.safeParse({ name: "", id_number: "x" }).error?.issues[0]?.message).toBe("请输入姓名");
    expect(ZTravellerSave.safeParse({ name: "张三", id_type: "DRIVER", id_number: "x" }).success).toBe(false);
    expect(ZTravellerDelete.safeParse({ id: "abc" }).success).toBe(false);
    expect(ZTravellerDelete.safeParse({ id: "-1" }).success).toBe(false);
  });
});
