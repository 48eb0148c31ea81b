import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { i18n } from "@wenlv/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScenicCard, streetAddress } from "./scenic-card";

const item: ScenicListItem = {
  id: 1,
  name: "拙政园",
  name_en: "Humble Administrator's Garden",
  area_code: "320508",
  area_name: "姑苏区",
  area_name_en: "Gusu",
  address: "东北街178号",
  address_en: "178 Dongbei Street",
  lng: 120.62,
  lat: 31.32,
  a_level: 5,
  tags: ["园林"],
  tags_en: ["Classical garden"],
  tag_keys: ["garden"],
  hot: true,
  cover: "https://img.example.test/res/scenic/1.svg",
  min_price_fen: 0,
  distance_m: null,
};

afterEach(async () => {
  await i18n.changeLanguage("zh-CN");
});

describe("streetAddress", () => {
  it("leaves the province, the city and the row's district out of a stored address (issue 9)", () => {
    expect(streetAddress("江苏省苏州市姑苏区东北街178号", "姑苏区")).toBe("东北街178号");
    expect(streetAddress("江苏省苏州市昆山市周庄镇全福路43号", "昆山市")).toBe("周庄镇全福路43号");
    expect(streetAddress("江苏省苏州市工业园区金鸡湖大道", "苏州工业园区")).toBe("工业园区金鸡湖大道");
    expect(streetAddress("江苏省苏州市苏州工业园区阳澄湖半岛", "工业园区")).toBe("阳澄湖半岛");
    expect(streetAddress("178 Dongbei Street, Gusu District, Suzhou, Jiangsu", "Gusu")).toBe("178 Dongbei Street");
    expect(streetAddress("43 Quanfu Road, Zhouzhuang Town, Kunshan, Suzhou, Jiangsu", "Kunshan")).toBe("43 Quanfu Road, Zhouzhuang Town");
    expect(streetAddress("Dayangshan National Forest Park, Huqiu District (Suzhou New District), Suzhou, Jiangsu", "Huqiu")).toBe("Dayangshan National Forest Park");
    // Only the district of the row is left out; an address of another form stays whole.
    expect(streetAddress("Luzhi Town, Wuzhong District, Suzhou, Jiangsu", "Gusu")).toBe("Luzhi Town, Wuzhong District");
    expect(streetAddress("Pingjiang Road, Suzhou, Jiangsu", "Gusu")).toBe("Pingjiang Road");
    expect(streetAddress("东北街178号", "姑苏区")).toBe("东北街178号");
    expect(streetAddress("江苏省苏州市", "姑苏区")).toBe("江苏省苏州市");
  });
});

describe("ScenicCard", () => {
  it("shows the spot with its district and address, 免费 at 0 fen, and opens its detail in the app", async () => {
    const onOpen = vi.fn();
    render(<ScenicCard item={item} onOpen={onOpen} />);
    expect(screen.getByText("姑苏区 · 东北街178号")).toBeInTheDocument();
    cleanup();
    render(<ScenicCard item={{ ...item, address: "江苏省苏州市姑苏区东北街178号" }} onOpen={onOpen} />);
    expect(screen.getByText("姑苏区 · 东北街178号")).toBeInTheDocument();
    expect(screen.getByText("免费")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /拙政园/ });
    expect(link).toHaveAttribute("href", "/ScenicDetail?id=1");
    await userEvent.setup().click(link);
    expect(onOpen).toHaveBeenCalledWith("/ScenicDetail?id=1");
  });

  it("speaks English names and districts on an English page, the district alone when asked", async () => {
    await i18n.changeLanguage("en");
    render(<ScenicCard item={item} withAddress={false} onOpen={() => {}} />);
    expect(screen.getByRole("link", { name: /Humble Administrator's Garden/ })).toBeInTheDocument();
    expect(screen.getByText("Gusu")).toBeInTheDocument();
  });

  it("gives the English address and tags of the record on an English page", async () => {
    await i18n.changeLanguage("en");
    render(<ScenicCard item={item} onOpen={() => {}} />);
    expect(screen.getByText("Gusu · 178 Dongbei Street")).toBeInTheDocument();
    expect(screen.getByText("Classical garden")).toBeInTheDocument();
    expect(screen.queryByText("园林")).not.toBeInTheDocument();
  });

  it("shows the host's offers as labels in the page language, none without offers (decision 026)", async () => {
    const offers = [
      { id: 1, kind: "card_discount" as const, amount: 500, threshold_fen: 10000, text: "银行卡满100减5", text_en: "¥5 off ¥100 by bank card", sku_id: null, valid_to: "2028-12-31T16:00:00.000Z", sample: true },
      { id: 2, kind: "points" as const, amount: 200, threshold_fen: 0, text: "银行卡支付得200积分", text_en: "200 bank points", sku_id: null, valid_to: "2028-12-31T16:00:00.000Z", sample: true },
    ];
    const { unmount } = render(<ScenicCard item={{ ...item, offers }} onOpen={vi.fn()} />);
    expect(screen.getByText("银行卡满100减5")).toBeInTheDocument();
    expect(screen.getByText("银行卡支付得200积分")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /优惠：\s*银行卡满100减5/ })).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage("en");
    const english = render(<ScenicCard item={{ ...item, offers }} onOpen={vi.fn()} />);
    expect(screen.getByText("¥5 off ¥100 by bank card")).toBeInTheDocument();
    english.unmount();
    const { container } = render(<ScenicCard item={item} onOpen={vi.fn()} />);
    expect(container.querySelector(".wl-product-card__offers")).toBeNull();
  });
});
