import type { Page } from "@wenlv/contract/envelope";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { createTestStore, fakeApi, ok, renderInApp, type SeenCall } from "@wenlv/app-kit/testing";
import { PARTNERS } from "@wenlv/theme";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../routes";
import { spot } from "../test-spots";
import { HomePage } from "./home";

// The bank shell's home (issue 9, decision 026): its logo and site name on top, the bank's featured
// spots first, each card with the bank's offers; the default shell has neither.

const bankShell = { ...PARTNERS.bank, logo: "/bank-logo.svg" };
const tongliOffer = { id: 7, kind: "card_discount" as const, amount: 500, threshold_fen: 10000, text: "银行卡满100减5", text_en: "¥5 off ¥100 by bank card", sku_id: null, valid_to: "2028-12-31T16:00:00.000Z", sample: true };

/** The API as it answers a bank shell (host=bank) and a plain one: featured spots only with featured=1 and a host. */
function listHandler({ fields }: SeenCall) {
  const bank = fields.get("host") === "bank";
  let list: ScenicListItem[];
  if (fields.get("featured") === "1") list = bank ? [spot(30, "同里古镇", { offers: [tongliOffer] })] : [];
  else list = [spot(1, "拙政园", bank ? { offers: [] } : {}), spot(2, "苏州博物馆", bank ? { offers: [] } : {})];
  return ok({ list, total: list.length, page: 1, page_size: Number(fields.get("page_size")) } satisfies Page<ScenicListItem>);
}

describe("/ in the bank shell", () => {
  it("shows the logo and site name, then the bank's featured spot first with its offer label", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    // The shell's api-client sends host=bank with every call (createCityApp); the test configures it so.
    const { configureApiClient } = await import("@wenlv/api-client");
    configureApiClient({ host: "bank" });
    renderInApp(<HomePage />, "/", { partner: bankShell });

    const brand = screen.getByRole("banner");
    expect(within(brand).getByText("苏州文旅·银行专区")).toBeInTheDocument();
    expect(brand.querySelector("img")).toHaveAttribute("src", "/bank-logo.svg");
    expect(brand.querySelector("img")).toHaveAttribute("alt", "");

    const tongli = await screen.findByRole("link", { name: /同里古镇/ });
    const featured = screen.getByRole("region", { name: "银行精选" });
    const hot = screen.getByRole("region", { name: "热门景点" });
    expect(featured).toContainElement(tongli);
    expect(within(featured).getByText("银行卡满100减5")).toBeInTheDocument();
    // The featured section comes before every other section of the page.
    const sections = screen.getAllByRole("region");
    expect(sections[0]).toBe(featured);
    expect(sections.indexOf(hot)).toBeGreaterThan(0);

    const featuredCalls = fake.callsTo("/api/scenic/list").filter((c) => c.fields.get("featured") === "1");
    expect(featuredCalls).toHaveLength(1);
    expect(featuredCalls[0]?.fields.get("host")).toBe("bank");
  });

  it("leaves the featured section out when the bank features no spot", async () => {
    fakeApi({ "/api/scenic/list": ok({ list: [], total: 0, page: 1, page_size: 6 }) });
    renderInApp(<HomePage />, "/", { partner: bankShell });
    await waitFor(() => expect(screen.getByRole("region", { name: "热门景点" })).toHaveTextContent("暂时没有热门景点"));
    expect(screen.queryByRole("region", { name: "银行精选" })).toBeNull();
  });

  it("the route's prefetch asks for the featured spots too, so the page makes no call of its own", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const { configureApiClient } = await import("@wenlv/api-client");
    configureApiClient({ host: "bank" });
    const store = createTestStore();
    routes[0]?.prefetch?.({ dispatch: store.dispatch, search: new URLSearchParams(), partner: bankShell });
    await waitFor(() => expect(fake.callsTo("/api/scenic/list")).toHaveLength(2));
    renderInApp(<HomePage />, "/", { partner: bankShell, store });
    expect(await screen.findByRole("link", { name: /同里古镇/ })).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list")).toHaveLength(2);
  });
});

describe("/ in the default shell", () => {
  it("has no logo bar and asks for no featured spots", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    renderInApp(<HomePage />, "/");
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("region", { name: "银行精选" })).toBeNull();
    expect(fake.callsTo("/api/scenic/list").some((c) => c.fields.has("featured"))).toBe(false);
  });
});
