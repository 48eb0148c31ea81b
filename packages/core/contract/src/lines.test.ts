import { describe, expect, it } from "vitest";
import { LINE_KIND_OF_ROUTE, ZLineDeparturesRequest, ZLineListRequest } from "./lines";
import { ZOrderCreateData } from "./orders";

const common = { contact_name: "张伟", contact_phone: "13800138000", timestamp: 1_780_000_000_000, nonce: "nonce-0001", idempotency_key: "key-00001" };

describe("travel line wire (issue 10)", () => {
  it("maps each list screen to its kind and reads an empty filter as none", () => {
    expect(LINE_KIND_OF_ROUTE["/NightTour"]).toBe("night");
    expect(ZLineListRequest.parse({ kind: "", area_code: "", keyword: " " })).toEqual({ page: 1, page_size: 10, kind: undefined, area_code: undefined, keyword: undefined });
    expect(ZLineListRequest.safeParse({ kind: "cruise" }).success).toBe(false);
    expect(ZLineDeparturesRequest.parse({ id: "3" })).toEqual({ id: 3, from: undefined, days: 30 });
    expect(ZLineDeparturesRequest.safeParse({ id: 3, days: 61 }).success).toBe(false);
  });

  it("parses a line order: SKUs with their travellers, at most 10 travellers in all", () => {
    const data = { type: "line", product_id: 7, day: "2026-06-05", skus: [{ sku_id: 1, traveller_ids: [11] }, { sku_id: 2, traveller_ids: [12] }], ...common };
    expect(ZOrderCreateData.parse(data)).toMatchObject({ type: "line", skus: data.skus, channel: "", source_port: "h5" });
    expect(ZOrderCreateData.safeParse({ ...data, skus: [] }).success).toBe(false);
    expect(ZOrderCreateData.safeParse({ ...data, skus: [{ sku_id: 1, traveller_ids: [] }] }).success).toBe(false);
    const eleven = [{ sku_id: 1, traveller_ids: [1, 2, 3, 4, 5, 6] }, { sku_id: 2, traveller_ids: [7, 8, 9, 10, 11] }];
    const tooMany = ZOrderCreateData.safeParse({ ...data, skus: eleven });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe("每单最多10位出行人");
  });
});
