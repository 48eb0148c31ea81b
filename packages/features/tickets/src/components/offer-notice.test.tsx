import type { PartnerOffer } from "@wenlv/contract/partner-offers";
import type { TicketProduct } from "@wenlv/contract/scenic";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { OfferNotice } from "./offer-notice";
import { TicketProducts } from "./ticket-products";

const card: PartnerOffer = { id: 1, kind: "card_discount", amount: 500, threshold_fen: 10000, text: "银行卡满100减5", text_en: "¥5 off ¥100 by bank card", sku_id: null, valid_to: "2028-12-31T16:00:00.000Z", sample: false };
const points: PartnerOffer = { id: 2, kind: "points", amount: 200, threshold_fen: 0, text: "银行卡支付得200积分", text_en: "200 bank points", sku_id: 11, valid_to: "2028-12-31T16:00:00.000Z", sample: false };

describe("OfferNotice (decision 026)", () => {
  it("says the bank takes the discount off at payment once the amount reaches the threshold", () => {
    render(<OfferNotice offers={[card, points]} totalFen={10000} />);
    const section = screen.getByRole("region", { name: "银行优惠" });
    expect(within(section).getByText("银行卡支付立减¥5，由银行在支付时减免")).toBeInTheDocument();
    expect(within(section).getByText("银行卡支付可得200积分，由银行发放")).toBeInTheDocument();
    expect(within(section).getByText(/订单金额按票价计算/)).toBeInTheDocument();
    expect(within(section).queryByText(/示例优惠/)).toBeNull();
  });

  it("says how much is missing below the threshold, in yuan from fen", () => {
    render(<OfferNotice offers={[card]} totalFen={8050} />);
    expect(screen.getByText("银行卡支付满¥100立减¥5，当前还差¥19.5")).toBeInTheDocument();
  });

  it("marks sample offers, and shows nothing without offers", () => {
    const { unmount } = render(<OfferNotice offers={[{ ...card, sample: true }]} totalFen={20000} />);
    expect(screen.getByText("以上为示例优惠，并非银行的真实活动。")).toBeInTheDocument();
    unmount();
    const empty = render(<OfferNotice offers={undefined} totalFen={20000} />);
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    expect(render(<OfferNotice offers={[]} totalFen={1} />).container).toBeEmptyDOMElement();
  });
});

describe("TicketProducts with the bank's offers", () => {
  const product: TicketProduct = {
    id: 1,
    name: "拙政园门票",
    name_en: "Admission",
    real_name: true,
    slots: [],
    sale_days: 7,
    last_entry: null,
    cutoff_minutes: 0,
    skus: [
      { id: 11, code: "A", name: "成人票", name_en: "Adult", kind: "adult", price_fen: 8000, rules: { refund: { kind: "anytime" }, entry: "qr", proof: null, sample: false }, offers: [card, points] },
      { id: 12, code: "C", name: "儿童票", name_en: "Child", kind: "child", price_fen: 4000, rules: { refund: { kind: "anytime" }, entry: "qr", proof: "child", sample: false }, offers: [] },
    ],
  };

  it("labels each SKU row with its offers, and rows without offers with none", () => {
    render(<TicketProducts products={[product]} onBook={vi.fn()} />);
    const adult = screen.getByTestId("sku-11");
    expect(within(within(adult).getByRole("list", { name: "银行优惠" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["银行卡满100减5", "银行卡支付得200积分"]);
    expect(within(screen.getByTestId("sku-12")).queryByRole("list", { name: "银行优惠" })).toBeNull();
  });
});
