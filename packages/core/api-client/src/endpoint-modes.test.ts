import { describe, expect, it } from "vitest";
import { endpointMode } from "./endpoint-modes";

describe("endpointMode", () => {
  it.each([
    ["/api/uservice/user/getMyInfo", "quiet"],
    ["https://api.example.cn/api/uservice/user/getMyInfo?x=1", "quiet"],
    ["/api/activity/raffle", "quiet"],
    ["/api/raffle/draw", "quiet"],
    ["/api/product/share", "quiet"],
    ["/api/goods/productShare", "quiet"],
    ["/api/product/statistics", "quiet"],
    ["/api/user/get_point", "quiet"],
    ["/api/goods/allowance_price", "quiet"],
    ["/api/product/allowancePrice", "quiet"],
    ["/api/order/create", "raw"],
    ["/api/order/create/", "raw"],
    ["/api/photo/vote", "raw"],
    ["/api/distribution/commission/register", "raw"],
    ["/api/distribution/commissionRegister", "raw"],
    ["/api/activity/lucky_draw", "raw"],
    ["/api/activity/luckyDraw", "raw"],
    ["/api/scenic/list", "envelope"],
    ["/api/order/createList", "envelope"],
    ["/api/photo/voteList", "envelope"],
    ["/api/ziti/getPointList", "envelope"],
    ["/api/browse/page_point", "envelope"],
  ])("%s -> %s", (url, mode) => {
    expect(endpointMode(url)).toBe(mode);
  });
});
