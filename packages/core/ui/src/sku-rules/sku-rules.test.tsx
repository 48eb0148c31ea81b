import { render, screen, within } from "@testing-library/react";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { i18n } from "@wenlv/i18n";
import { afterEach, describe, expect, it } from "vitest";
import { SkuRuleTags, SkuRulesNotice } from "./sku-rules";
import { skuRulesEn, skuRulesZhCN } from "./strings";

const rules: SkuRules = { refund: { kind: "before", hours: 24 }, entry: "id_card", proof: "child", sample: true };

afterEach(async () => {
  await i18n.changeLanguage("zh-CN");
});

describe("the rules block by product kind", () => {
  it("words a ticket's rules for the gate", () => {
    render(<SkuRulesNotice rules={rules} />);
    const block = screen.getByRole("region", { name: "预订须知" });
    expect(block).toHaveTextContent("入园方式凭下单时填写的出行人身份证刷证入园");
    expect(block).toHaveTextContent("出行时段开始前24小时以前可免费退款");
    expect(block).toHaveTextContent("以景区公告为准");
  });

  it("words a line's rules for the meeting point, a show's for the door, a stay's for check-in", () => {
    const { unmount } = render(<SkuRulesNotice rules={rules} kind="line" />);
    let block = screen.getByRole("region", { name: "预订须知" });
    expect(block).toHaveTextContent("集合方式集合时凭出行人身份证核验登车");
    expect(block).toHaveTextContent("出发前24小时以前可免费退款");
    expect(block).toHaveTextContent("以旅行社公告为准");
    expect(block).not.toHaveTextContent("入园");
    // The proof a concession needs has no wording of its own: the plain text serves every kind.
    expect(block).toHaveTextContent("需携带未成年人有效证件");
    unmount();
    render(<SkuRulesNotice rules={{ ...rules, entry: "qr" }} kind="performance" />);
    block = screen.getByRole("region", { name: "预订须知" });
    expect(block).toHaveTextContent("入场方式凭订单中的电子票二维码入场");
    expect(block).toHaveTextContent("演出开始前24小时以前可免费退票");
  });

  it("tags a line's fares for boarding, and falls back to the plain tags where a kind has none", () => {
    const { unmount } = render(<SkuRuleTags rules={rules} kind="line" />);
    expect(within(screen.getByRole("list")).getByText("刷身份证登车")).toBeInTheDocument();
    unmount();
    render(<SkuRuleTags rules={rules} kind="hotel" />);
    expect(within(screen.getByRole("list")).getByText("刷身份证入园")).toBeInTheDocument();
  });

  it("has English wording for every kind's key", async () => {
    expect(Object.keys(skuRulesEn).sort()).toEqual(Object.keys(skuRulesZhCN).sort());
    await i18n.changeLanguage("en");
    render(<SkuRulesNotice rules={rules} kind="movie" />);
    expect(screen.getByRole("region", { name: "Before you book" })).toHaveTextContent("Free cancellation until 24 hours before the showing");
  });
});
