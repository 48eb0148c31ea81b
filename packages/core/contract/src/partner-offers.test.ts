import { describe, expect, it } from "vitest";
import { offerApplies } from "./offer-rules";
import { ZPartnerOffer } from "./partner-offers";
import { ZScenicDetailRequest, ZScenicListItem, ZScenicListRequest, ZSku } from "./scenic";

const offer = { id: 1, kind: "card_discount", amount: 500, threshold_fen: 10000, text: "银行卡满100减5", text_en: "¥5 off ¥100 with the bank card", sku_id: null, valid_to: "2028-12-31T16:00:00.000Z", sample: true } as const;

describe("host offers on the wire (decision 026)", () => {
  it("takes the bank host and the featured flag on the scenic list, empty as absent", () => {
    expect(ZScenicListRequest.parse({ host: "bank", featured: "1" })).toMatchObject({ host: "bank", featured: true });
    expect(ZScenicListRequest.parse({ host: "", featured: "" })).toMatchObject({ host: undefined, featured: undefined });
    expect(ZScenicDetailRequest.parse({ id: "3", host: "bank" })).toEqual({ id: 3, host: "bank" });
  });

  it("refuses an unknown host", () => {
    expect(ZScenicListRequest.safeParse({ host: "evilbank" }).success).toBe(false);
    expect(ZScenicDetailRequest.safeParse({ id: 1, host: "web" }).success).toBe(false);
  });

  it("carries offers on list items and SKUs only when given", () => {
    expect(ZPartnerOffer.parse(offer)).toEqual(offer);
    expect(ZPartnerOffer.safeParse({ ...offer, kind: "cashback" }).success).toBe(false);
    expect(ZPartnerOffer.safeParse({ ...offer, amount: 0 }).success).toBe(false);
    expect(ZPartnerOffer.safeParse({ ...offer, amount: 2.5 }).success).toBe(false);
    const sku = { id: 1, code: "A", name: "成人票", name_en: "Adult", kind: "adult", price_fen: 8000, rules: { refund: { kind: "anytime" }, entry: "qr", proof: null, sample: false } };
    expect(ZSku.parse(sku).offers).toBeUndefined();
    expect(ZSku.parse({ ...sku, offers: [offer] }).offers).toHaveLength(1);
    expect(ZScenicListItem.shape.offers.safeParse(undefined).success).toBe(true);
  });
});

describe("offerApplies", () => {
  it("applies from the threshold up, in fen", () => {
    expect(offerApplies(offer, 9999)).toBe(false);
    expect(offerApplies(offer, 10000)).toBe(true);
    expect(offerApplies({ threshold_fen: 0 }, 0)).toBe(true);
  });
});
